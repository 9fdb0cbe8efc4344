import { PASSWORD_CHANGE_LOGOUT_MS } from "@pp/domain";
import { Alert, App, Form, Input, Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorCodeOf, errorMessageOf } from "../../../shared/api/api-error";
import { logout, useSessionUser } from "../../../shared/auth/session";
import { useFormRules } from "../../../shared/forms/form-rules";
import { putFieldErrors } from "../../../shared/forms/use-form-save";
import { useChangePassword } from "../auth.hooks";

type ChangePasswordDialogProps = { open: boolean; onClose: () => void };

type ChangePasswordValues = { oldPass: string; newPass: string; confirmPass: string };

// Spec §4: a changed password shows a notice, then logs out after PASSWORD_CHANGE_LOGOUT_MS (the server has
// already revoked the user's other sessions; the logout ends this one and clears its HttpOnly cookie).
export default function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const rules = useFormRules();
  const { message } = App.useApp();
  const [form] = Form.useForm<ChangePasswordValues>();
  const changeMutation = useChangePassword();
  const user = useSessionUser().data?.user;
  const [failure, setFailure] = useState<string | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);

  const submit = async (values: ChangePasswordValues) => {
    setFailure(null);
    try {
      await changeMutation.mutateAsync(values);
      setIsLeaving(true);
      void message.success(t("identity.changePassword.success"), PASSWORD_CHANGE_LOGOUT_MS / 1000);
      setTimeout(() => void logout(), PASSWORD_CHANGE_LOGOUT_MS);
    } catch (error) {
      if (errorCodeOf(error) === "OLD_PASSWORD_WRONG") {
        form.setFields([
          { name: "oldPass", errors: [errorMessageOf(error, t("identity.changePassword.failed"))] },
        ]);
      } else if (!putFieldErrors(form, error)) {
        setFailure(errorMessageOf(error, t("identity.changePassword.failed")));
      }
    }
  };

  const close = () => {
    if (changeMutation.isPending || isLeaving) return;
    setFailure(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t("identity.changePassword.title")}
      okText={t("identity.changePassword.submit")}
      cancelText={t("identity.changePassword.cancel")}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={changeMutation.isPending || isLeaving}
      maskClosable={false}
      // Rendered while closed so the form instance stays connected; emptied after every close.
      forceRender
      afterClose={() => form.resetFields()}
    >
      <Form<ChangePasswordValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        onValuesChange={() => setFailure(null)}
        disabled={isLeaving}
        style={{ marginTop: 16 }}
      >
        {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
        <Form.Item name="oldPass" label={t("identity.changePassword.oldPass")} rules={[rules.required()]}>
          <Input.Password autoComplete="current-password" autoFocus data-testid="old-pass" />
        </Form.Item>
        <Form.Item
          name="newPass"
          label={t("identity.changePassword.newPass")}
          extra={t("identity.changePassword.newPassHint")}
          rules={[rules.required(), rules.password({ name: user?.username ?? "" })]}
        >
          <Input.Password autoComplete="new-password" data-testid="new-pass" />
        </Form.Item>
        <Form.Item
          name="confirmPass"
          label={t("identity.changePassword.confirmPass")}
          dependencies={["newPass"]}
          rules={[rules.required(), rules.sameAs("newPass")]}
        >
          <Input.Password autoComplete="new-password" data-testid="confirm-pass" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
