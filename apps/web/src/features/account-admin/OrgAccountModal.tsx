import { type CreateOrgAccountRequest, ORG_ACCOUNT_TYPES, ORG_NAME_MAX, ORG_NAME_MIN } from "@pp/contracts";
import { Divider, Form, Input, Modal, Radio, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useFormRules } from "../../shared/forms/form-rules";
import { useFormSave } from "../../shared/forms/use-form-save";
import { AccountFields } from "./AccountFields";
import { useCreateOrgAccount } from "./account-admin.api";

type OrgAccountType = (typeof ORG_ACCOUNT_TYPES)[number];
type Values = Required<Omit<CreateOrgAccountRequest, "phone" | "email">> & { phone?: string; email?: string };

type Props = {
  open: boolean;
  onClose: () => void;
  /** Fixes the org type and hides the choice (the customers screen only opens customers). */
  presetType?: OrgAccountType;
};

/** Opens a customer or supplier org together with its main account. */
export const OrgAccountModal = ({ open, onClose, presetType }: Props) => {
  const { t } = useTranslation();
  const rules = useFormRules();
  const [form] = Form.useForm<Values>();
  const create = useCreateOrgAccount();
  const { save, saving } = useFormSave(form);
  const type = Form.useWatch("type", form) ?? presetType ?? "customer";

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ type: presetType ?? "customer" });
  }, [open, presetType, form]);

  const submit = (values: Values) =>
    save(() => create.mutateAsync({ ...values, type: presetType ?? values.type }), {
      saved: (created) =>
        t("accounts.orgAccount.created", { org: values.orgName.trim(), username: created.username }),
      onSaved: onClose,
    });

  return (
    <Modal
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t("common.actions.save")}
      cancelText={t("common.actions.cancel")}
      title={
        presetType === "customer"
          ? t("accounts.orgAccount.createCustomerTitle")
          : t("accounts.orgAccount.createTitle")
      }
      width={640}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t("accounts.orgAccount.intro")}
        {type === "customer" ? ` ${t("accounts.orgAccount.freeEdition")}` : null}
      </Typography.Paragraph>
      <Form<Values> form={form} name="org-account-form" layout="vertical" requiredMark onFinish={submit}>
        <Form.Item name="type" label={t("accounts.orgAccount.type")} hidden={presetType !== undefined}>
          <Radio.Group
            optionType="button"
            options={ORG_ACCOUNT_TYPES.map((value) => ({ value, label: t(`accounts.orgTypes.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="orgName"
          label={t("accounts.orgAccount.orgName")}
          required
          rules={[
            rules.required(),
            {
              min: ORG_NAME_MIN,
              max: ORG_NAME_MAX,
              transform: (value: string | undefined) => value?.trim(),
              message: t("accounts.orgAccount.orgNameLength"),
            },
          ]}
        >
          <Input maxLength={ORG_NAME_MAX} autoComplete="off" />
        </Form.Item>
        <Divider titlePlacement="start" plain style={{ marginTop: 4 }}>
          {t("accounts.orgAccount.mainAccount")}
        </Divider>
        <AccountFields withCredentials />
      </Form>
    </Modal>
  );
};
