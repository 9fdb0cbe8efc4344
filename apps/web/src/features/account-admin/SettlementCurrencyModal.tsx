import type { CustomerRow } from "@pp/contracts";
import { Alert, App, Form, Modal, Select } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toFormFieldErrors } from "../../shared/api/api-error";
import { useFormRules } from "../../shared/forms/form-rules";
import { useCurrencyOptions } from "../catalog/products.api";
import { useSetSettlementCurrency } from "./account-admin.api";

type Values = { settlementCurrency: string };

/** Staff set the currency a customer org's quotes answer in by default (one of the reference currencies). */
export const SettlementCurrencyModal = ({
  customer,
  onClose,
}: {
  customer: CustomerRow | undefined;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useFormRules();
  const [form] = Form.useForm<Values>();
  const currencies = useCurrencyOptions();
  const save = useSetSettlementCurrency();

  useEffect(() => {
    if (customer) form.setFieldsValue({ settlementCurrency: customer.settlementCurrency });
  }, [customer, form]);

  const submit = async (values: Values) => {
    if (!customer) return;
    try {
      await save.mutateAsync({ orgId: customer.orgId, settlementCurrency: values.settlementCurrency });
      void message.success(
        t("accounts.customers.settlementSaved", {
          org: customer.orgName,
          currency: values.settlementCurrency,
        }),
      );
      onClose();
    } catch (error) {
      const fields = toFormFieldErrors(error);
      if (fields.length) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      else if (error instanceof Error) void message.error(error.message);
    }
  };

  return (
    <Modal
      open={customer !== undefined}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      okText={t("common.actions.save")}
      cancelText={t("common.actions.cancel")}
      title={t("accounts.customers.settlementTitle", { org: customer?.orgName ?? "" })}
      destroyOnHidden
    >
      <Alert
        type="info"
        showIcon
        title={t("accounts.customers.settlementNotice")}
        style={{ margin: "12px 0 16px" }}
      />
      <Form<Values> form={form} name="settlement-currency-form" layout="vertical" onFinish={submit}>
        <Form.Item
          name="settlementCurrency"
          label={t("accounts.customers.settlementCurrency")}
          rules={[rules.required()]}
        >
          <Select
            showSearch={{ optionFilterProp: "label" }}
            loading={currencies.isPending}
            options={currencies.data ?? []}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
