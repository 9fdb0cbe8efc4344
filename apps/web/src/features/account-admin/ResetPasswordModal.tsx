import type { UserRow } from "@pp/contracts";
import { Alert, App, Form, Input, Modal } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { toFormFieldErrors } from "../../shared/api/api-error";
import { useFormRules } from "../../shared/forms/form-rules";
import { useResetUserPassword } from "./account-admin.api";

type Values = { newPassword: string; confirmPassword: string };

/** An administrator sets a new password for a user; every session of that user ends. */
export const ResetPasswordModal = ({ user, onClose }: { user: UserRow | undefined; onClose: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useFormRules();
  const [form] = Form.useForm<Values>();
  const reset = useResetUserPassword();

  useEffect(() => {
    if (user) form.resetFields();
  }, [user, form]);

  const submit = async (values: Values) => {
    if (!user) return;
    try {
      await reset.mutateAsync({ id: user.id, body: values });
      void message.success(t("accounts.users.passwordReset", { name: user.username }));
      onClose();
    } catch (error) {
      const fields = toFormFieldErrors(error);
      if (fields.length) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      else if (error instanceof Error) void message.error(error.message);
    }
  };

  return (
    <Modal
      open={user !== undefined}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={reset.isPending}
      okText={t("accounts.users.resetPassword")}
      cancelText={t("common.actions.cancel")}
      title={t("accounts.users.resetTitle", { name: user?.username ?? "" })}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t("accounts.users.resetNotice")} style={{ margin: "12px 0 16px" }} />
      <Form<Values> form={form} name="reset-password-form" layout="vertical" requiredMark onFinish={submit}>
        <Form.Item
          name="newPassword"
          label={t("accounts.users.newPassword")}
          required
          rules={[rules.required(), rules.password({ name: user?.username ?? "" })]}
        >
          <Input.Password maxLength={16} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t("accounts.users.confirmPassword")}
          required
          dependencies={["newPassword"]}
          rules={[rules.required(), rules.sameAs("newPassword")]}
        >
          <Input.Password maxLength={16} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
