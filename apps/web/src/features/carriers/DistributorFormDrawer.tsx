import type { Distributor, DistributorInput } from "@pp/contracts";
import { isTrackingUrlTemplate } from "@pp/domain";
import { Button, Drawer, Flex, Form, Input, Row, Switch } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { CountrySelect } from "../../shared/components/CountrySelect";
import { LocalizedNameFields } from "../../shared/forms/LocalizedNameFields";
import { useFormSave } from "../../shared/forms/use-form-save";
import { useSaveDistributor } from "./last-mile.api";

type Values = Required<Omit<DistributorInput, "countries">> & { countries: string[] };

const initialValues = (distributor: Distributor | null): Values => ({
  code: distributor?.code ?? "",
  nameZh: distributor?.nameZh ?? "",
  nameEn: distributor?.nameEn ?? "",
  nameKo: distributor?.nameKo ?? "",
  countries: distributor?.countries ?? [],
  website: distributor?.website ?? "",
  trackingUrlTemplate: distributor?.trackingUrlTemplate ?? "",
  enabled: distributor?.enabled ?? true,
  remark: distributor?.remark ?? "",
});

/** Adds or edits a last-mile distributor: its names, the countries it delivers in and its tracking page. */
export const DistributorFormDrawer = ({
  distributor,
  open,
  onClose,
}: {
  distributor: Distributor | null;
  open: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { save, saving } = useFormSave(form);
  const saveDistributor = useSaveDistributor();

  useEffect(() => {
    if (open) form.setFieldsValue(initialValues(distributor));
    else form.resetFields();
  }, [open, distributor, form]);

  const submit = (input: Values) =>
    void save(() => saveDistributor.mutateAsync({ ...(distributor ? { id: distributor.id } : {}), input }), {
      onSaved: onClose,
    });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={640}
      title={
        distributor
          ? t("lastMile.distributors.editTitle", { code: distributor.code })
          : t("lastMile.distributors.addTitle")
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
        <Flex gap={24}>
          <Form.Item
            name="code"
            label={t("lastMile.distributors.code")}
            rules={[{ required: true }, { pattern: /^[A-Za-z0-9_-]+$/, message: t("lastMile.codeFormat") }]}
            style={{ flex: 1 }}
          >
            <Input maxLength={30} placeholder="USPS" />
          </Form.Item>
          <Form.Item name="enabled" label={t("common.columns.status")} valuePropName="checked">
            <Switch
              checkedChildren={t("common.status.enabled")}
              unCheckedChildren={t("common.status.disabled")}
            />
          </Form.Item>
        </Flex>
        <Row gutter={12}>
          <LocalizedNameFields />
        </Row>
        <Form.Item
          name="countries"
          label={t("lastMile.countries")}
          extra={t("lastMile.distributors.countriesHint")}
        >
          <CountrySelect mode="multiple" withoutEuGroup placeholder={t("lastMile.countriesPlaceholder")} />
        </Form.Item>
        <Form.Item name="website" label={t("lastMile.distributors.website")} rules={[{ type: "url" }]}>
          <Input maxLength={300} inputMode="url" placeholder="https://" />
        </Form.Item>
        <Form.Item
          name="trackingUrlTemplate"
          label={t("lastMile.distributors.trackingUrlTemplate")}
          extra={t("lastMile.distributors.trackingUrlTemplateHint")}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                !value?.trim() || isTrackingUrlTemplate(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("lastMile.distributors.trackingUrlTemplateInvalid"))),
            },
          ]}
        >
          <Input
            maxLength={500}
            inputMode="url"
            placeholder="https://tools.usps.com/go/TrackConfirmAction?tLabels={number}"
          />
        </Form.Item>
        <Form.Item name="remark" label={t("lastMile.remark")}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Drawer>
  );
};
