import type { CustomerRow } from "@pp/contracts";
import { Form, Select } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../shared/forms/FormModal";
import { useFormRules } from "../../shared/forms/form-rules";
import { useFormSave } from "../../shared/forms/use-form-save";
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
  const rules = useFormRules();
  const [form] = Form.useForm<Values>();
  const { save, saving } = useFormSave(form);
  const currencies = useCurrencyOptions();
  const setCurrency = useSetSettlementCurrency();

  useEffect(() => {
    if (customer) form.setFieldsValue({ settlementCurrency: customer.settlementCurrency });
  }, [customer, form]);

  const submit = ({ settlementCurrency }: Values) => {
    if (!customer) return;
    void save(() => setCurrency.mutateAsync({ orgId: customer.orgId, settlementCurrency }), {
      saved: t("accounts.customers.settlementSaved", { org: customer.orgName, currency: settlementCurrency }),
      onSaved: onClose,
    });
  };

  return (
    <FormModal<Values>
      open={customer !== undefined}
      title={t("accounts.customers.settlementTitle", { org: customer?.orgName ?? "" })}
      notice={t("accounts.customers.settlementNotice")}
      form={form}
      name="settlement-currency-form"
      saving={saving}
      onClose={onClose}
      onFinish={submit}
    >
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
    </FormModal>
  );
};
