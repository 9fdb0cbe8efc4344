import type { DeliveryService, DeliveryServiceInput } from "@pp/contracts";
import { Button, Drawer, Flex, Form, Input, Select, Switch } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { CountrySelect } from "../../shared/components/CountrySelect";
import { useFormSave } from "../../shared/forms/use-form-save";
import { useDockingProviders } from "./carriers.api";
import { distributorName } from "./LastMileShared";
import { useDistributors, useSaveDeliveryService } from "./last-mile.api";

type Values = {
  code: string;
  name: string;
  distributorId: number | undefined;
  providerId: number | undefined;
  providerServiceCode: string;
  countries: string[];
  enabled: boolean;
  remark: string;
};

const initialValues = (service: DeliveryService | null): Values => ({
  code: service?.code ?? "",
  name: service?.name ?? "",
  distributorId: service?.distributorId,
  providerId: service?.providerId,
  providerServiceCode: service?.providerServiceCode ?? "",
  countries: service?.countries ?? [],
  enabled: service?.enabled ?? true,
  remark: service?.remark ?? "",
});

/** Every distributor and provider fits one select: the platform keeps a handful of each. */
const ALL = { page: 1, size: 500 };

/** Adds or edits a delivery service: the distributor that delivers it and the docking provider it is reached by. */
export const DeliveryServiceFormDrawer = ({
  service,
  open,
  onClose,
}: {
  service: DeliveryService | null;
  open: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [form] = Form.useForm<Values>();
  const { save, saving } = useFormSave(form);
  const saveService = useSaveDeliveryService();
  const distributors = useDistributors(ALL);
  const providers = useDockingProviders();

  useEffect(() => {
    if (open) form.setFieldsValue(initialValues(service));
    else form.resetFields();
  }, [open, service, form]);

  const submit = (values: Values) => {
    const input: DeliveryServiceInput = {
      ...values,
      distributorId: values.distributorId!,
      providerId: values.providerId!,
    };
    void save(() => saveService.mutateAsync({ ...(service ? { id: service.id } : {}), input }), {
      onSaved: onClose,
    });
  };

  // A new service starts with the countries its distributor delivers in.
  const chooseDistributor = (id: number) => {
    if ((form.getFieldValue("countries") as string[] | undefined)?.length) return;
    const chosen = distributors.data?.rows.find((row) => row.id === id);
    if (chosen) form.setFieldsValue({ countries: chosen.countries });
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={560}
      title={
        service ? t("lastMile.services.editTitle", { code: service.code }) : t("lastMile.services.addTitle")
      }
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t("common.actions.cancel")}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t("common.actions.save")}
          </Button>
        </Flex>
      }
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark>
        <Flex gap={12}>
          <Form.Item
            name="code"
            label={t("lastMile.services.code")}
            rules={[{ required: true }, { pattern: /^[A-Za-z0-9_-]+$/, message: t("lastMile.codeFormat") }]}
            style={{ flex: 1 }}
          >
            <Input maxLength={30} placeholder="SB-USPS" />
          </Form.Item>
          <Form.Item
            name="name"
            label={t("lastMile.services.name")}
            rules={[{ required: true, whitespace: true }]}
            style={{ flex: 2 }}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Flex>
        <Form.Item
          name="distributorId"
          label={t("lastMile.services.distributor")}
          rules={[{ required: true }]}
        >
          <Select
            showSearch={{ optionFilterProp: "title" }}
            loading={distributors.isPending}
            onChange={chooseDistributor}
            options={(distributors.data?.rows ?? []).map((row) => ({
              value: row.id,
              label: `${row.code} · ${distributorName(row, lang)}`,
              title: `${row.code} · ${distributorName(row, lang)}`,
              disabled: !row.enabled && row.id !== service?.distributorId,
            }))}
          />
        </Form.Item>
        <Flex gap={12}>
          <Form.Item
            name="providerId"
            label={t("lastMile.services.provider")}
            rules={[{ required: true }]}
            style={{ flex: 3 }}
          >
            <Select
              showSearch={{ optionFilterProp: "title" }}
              loading={providers.isPending}
              options={(providers.data?.rows ?? []).map((row) => ({
                value: row.id,
                label: `${row.code} · ${row.name}`,
                title: `${row.code} · ${row.name}`,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="providerServiceCode"
            label={t("lastMile.services.providerServiceCode")}
            tooltip={t("lastMile.services.providerServiceCodeHint")}
            style={{ flex: 2 }}
          >
            <Input maxLength={60} />
          </Form.Item>
        </Flex>
        <Form.Item name="countries" label={t("lastMile.services.countries")}>
          <CountrySelect mode="multiple" withoutEuGroup placeholder={t("lastMile.countriesPlaceholder")} />
        </Form.Item>
        <Form.Item name="enabled" label={t("common.columns.status")} valuePropName="checked">
          <Switch
            checkedChildren={t("common.status.enabled")}
            unCheckedChildren={t("common.status.disabled")}
          />
        </Form.Item>
        <Form.Item name="remark" label={t("lastMile.remark")}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Drawer>
  );
};
