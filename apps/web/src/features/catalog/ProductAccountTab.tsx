import type { CostAccountInput, ProductDetail } from "@pp/contracts";
import { PRE_RECORDED_TYPES } from "@pp/domain";
import { App, Form, Input, Radio, Select, Skeleton, Switch } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ListLoadFailed } from "../../shared/components/ListPage";
import { useFormSave } from "../../shared/forms/use-form-save";
import { useDockingProviders } from "../carriers/carriers.api";
import { useDeliveryServices } from "../carriers/last-mile.api";
import { useCostAccount, useSaveCostAccount } from "./order-handling.api";
import { TabSaveBar } from "./ProductShared";

type AccountForm = Required<CostAccountInput>;

/** Every delivery service fits one select: the platform keeps a handful. */
const ALL_SERVICES = { page: 1, size: 500 };

/**
 * A cost record's carrier account (spec §3): the docking provider its parcels go to and the provider's service
 * code, the last-mile delivery service (whose distributor is the last-mile carrier orders show; without one, that
 * name is typed), and whether labels come with the shipment. Read mode (online) locks it like the other settings
 * tabs.
 */
export const ProductAccountTab = ({ detail, readOnly }: { detail: ProductDetail; readOnly: boolean }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AccountForm>();
  const productId = detail.product.id;
  const query = useCostAccount(productId);
  const providers = useDockingProviders();
  const services = useDeliveryServices(ALL_SERVICES);
  const save = useSaveCostAccount(productId);
  const { showError } = useFormSave(form, { failed: t("catalogProducts.saveFailed") });
  const chosen = Form.useWatch("dockingProviderId", form);
  const deliveryService = Form.useWatch("deliveryServiceId", form);

  useEffect(() => {
    if (query.data)
      form.setFieldsValue({
        dockingProviderId: query.data.dockingProviderId,
        serviceCode: query.data.serviceCode,
        deliveryServiceId: query.data.deliveryServiceId,
        finalLogisticsName: query.data.finalLogisticsName,
        syncLabels: query.data.syncLabels,
        usePreRecordedType: query.data.usePreRecordedType,
      });
  }, [form, query.data]);

  // A delivery service names its distributor as the last-mile carrier, and fills an empty provider and service code.
  const chooseService = (id: number | undefined) => {
    const picked = services.data?.rows.find((row) => row.id === id);
    if (!picked) return;
    form.setFieldsValue({ finalLogisticsName: picked.distributorName.en });
    if (!form.getFieldValue("dockingProviderId"))
      form.setFieldsValue({ dockingProviderId: picked.providerId, serviceCode: picked.providerServiceCode });
  };

  if (query.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (query.isError) return <ListLoadFailed error={query.error} onRetry={() => void query.refetch()} />;

  const submit = async (values: AccountForm) => {
    try {
      await save.mutateAsync({
        ...values,
        dockingProviderId: values.dockingProviderId ?? null,
        deliveryServiceId: values.deliveryServiceId ?? null,
      });
      void message.success(t("common.feedback.saved"));
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Form<AccountForm>
      form={form}
      name="costAccount"
      layout="vertical"
      onFinish={(values) => void submit(values)}
      disabled={readOnly}
      style={{ maxWidth: 560 }}
    >
      <Form.Item
        name="dockingProviderId"
        label={t("catalogProducts.account.provider")}
        extra={t("catalogProducts.account.providerHint")}
      >
        <Select
          allowClear
          loading={providers.isPending}
          placeholder={t("catalogProducts.account.noProvider")}
          options={(providers.data?.rows ?? []).map((row) => ({
            value: row.id,
            label: `${row.code} · ${row.name}`,
            disabled: !row.enabled,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="serviceCode"
        label={t("catalogProducts.account.serviceCode")}
        extra={t("catalogProducts.account.serviceCodeHint")}
        rules={[{ required: Boolean(chosen) }]}
      >
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item
        name="deliveryServiceId"
        label={t("catalogProducts.account.deliveryService")}
        extra={t("catalogProducts.account.deliveryServiceHint")}
      >
        <Select
          allowClear
          showSearch={{ optionFilterProp: "title" }}
          loading={services.isPending}
          placeholder={t("catalogProducts.account.noDeliveryService")}
          onChange={chooseService}
          options={(services.data?.rows ?? []).map((row) => ({
            value: row.id,
            label: `${row.code} · ${row.name}`,
            title: `${row.code} · ${row.name}`,
            disabled: !row.enabled,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="finalLogisticsName"
        label={t("catalogProducts.account.finalLogisticsName")}
        extra={
          deliveryService
            ? t("catalogProducts.account.finalLogisticsNameFromService")
            : t("catalogProducts.account.finalLogisticsNameHint")
        }
      >
        <Input maxLength={100} disabled={Boolean(deliveryService) || readOnly} />
      </Form.Item>
      <Form.Item
        name="syncLabels"
        label={t("catalogProducts.account.syncLabels")}
        extra={t("catalogProducts.account.syncLabelsHint")}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="usePreRecordedType"
        label={t("catalogProducts.account.usePreRecordedType")}
        extra={t("catalogProducts.account.usePreRecordedTypeHint")}
      >
        <Radio.Group
          options={PRE_RECORDED_TYPES.map((value) => ({ value, label: t(`sellerLabel.modes.${value}`) }))}
        />
      </Form.Item>
      <TabSaveBar readOnly={readOnly} saving={save.isPending} onSave={() => form.submit()} />
    </Form>
  );
};
