import type { DockingProvider } from "@pp/contracts";
import { Form, Select } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../shared/forms/FormModal";
import { useFormSave } from "../../shared/forms/use-form-save";
import { useCustomerOptions, useSetProviderCustomers } from "./carriers.api";

type Values = { orgIds: number[] };

/** The customers a provider that is not public serves (spec §2 customer assignment). */
export const ProviderCustomersModal = ({
  provider,
  onClose,
}: {
  provider: DockingProvider | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { save, saving } = useFormSave(form);
  const setCustomers = useSetProviderCustomers();
  const customers = useCustomerOptions();

  useEffect(() => {
    if (provider) form.setFieldsValue({ orgIds: provider.customerOrgIds });
  }, [provider, form]);

  return (
    <FormModal<Values>
      open={provider !== null}
      title={t("carriers.customers.title", { name: provider?.name ?? "" })}
      notice={t("carriers.customers.notice")}
      saving={saving}
      form={form}
      onClose={onClose}
      onFinish={({ orgIds }) =>
        void save(() => setCustomers.mutateAsync({ id: provider!.id, orgIds: orgIds ?? [] }), {
          onSaved: onClose,
        })
      }
    >
      <Form.Item name="orgIds" label={t("carriers.customers.label")}>
        <Select
          mode="multiple"
          allowClear
          loading={customers.isPending}
          showSearch={{ optionFilterProp: "label" }}
          placeholder={t("carriers.customers.placeholder")}
          options={customers.data?.map((org) => ({ value: org.id, label: org.name }))}
        />
      </Form.Item>
    </FormModal>
  );
};
