import type { UserRow } from "@pp/contracts";
import { Form } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../shared/forms/FormModal";
import { useFormSave } from "../../shared/forms/use-form-save";
import { NewPasswordFields } from "../auth/components/NewPasswordFields";
import { useResetUserPassword } from "./account-admin.api";

type Values = { newPassword: string; confirmPassword: string };

/** An administrator sets a new password for a user; every session of that user ends. */
export const ResetPasswordModal = ({ user, onClose }: { user: UserRow | undefined; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { save, saving } = useFormSave(form);
  const reset = useResetUserPassword();

  useEffect(() => {
    if (user) form.resetFields();
  }, [user, form]);

  const submit = (values: Values) => {
    if (!user) return;
    void save(() => reset.mutateAsync({ id: user.id, body: values }), {
      saved: t("accounts.users.passwordReset", { name: user.username }),
      onSaved: onClose,
    });
  };

  return (
    <FormModal<Values>
      open={user !== undefined}
      title={t("accounts.users.resetTitle", { name: user?.username ?? "" })}
      okText={t("accounts.users.resetPassword")}
      notice={t("accounts.users.resetNotice")}
      form={form}
      name="reset-password-form"
      saving={saving}
      onClose={onClose}
      onFinish={submit}
    >
      <NewPasswordFields
        name="newPassword"
        label={t("accounts.users.newPassword")}
        confirmLabel={t("accounts.users.confirmPassword")}
        account={{ name: user?.username ?? "" }}
        maxLength={16}
      />
    </FormModal>
  );
};
