import { Alert, App, Button, Flex, Form, Input, Modal, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../shared/api/api-error";
import { useFormRules } from "../../shared/forms/form-rules";
import { putFieldErrors } from "../../shared/forms/use-form-save";
import { useCountdown } from "../../shared/hooks/use-countdown";
import { type ContactKind, sendChangeCode, useConfirmContactChange } from "./my-account.api";

type Values = { target: string; code: string };

/** Change the e-mail or mobile number: a code goes to the NEW address and proves it is the user's. */
export const ContactChangeModal = ({ kind, onClose }: { kind: ContactKind | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const rules = useFormRules();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const countdown = useCountdown();
  const confirm = useConfirmContactChange();
  const [isSending, setIsSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const field = kind === "email" ? "email" : "phone";

  const send = async () => {
    setFailure(null);
    try {
      const { target } = await form.validateFields(["target"]);
      setIsSending(true);
      const sent = await sendChangeCode(kind ?? "email", target.trim());
      countdown.start(sent.resendAfterSeconds);
      void message.success(
        t("account.profile.codeSent", { minutes: Math.max(1, Math.round(sent.expiresInSeconds / 60)) }),
      );
    } catch (error) {
      if (
        !putFieldErrors(form, error, (path) => (path[0] === field ? ["target"] : path)) &&
        error instanceof Error
      ) {
        setFailure(errorMessageOf(error, t("common.errors.operationFailed")));
      }
    } finally {
      setIsSending(false);
    }
  };

  const submit = async (values: Values) => {
    setFailure(null);
    try {
      await confirm.mutateAsync({
        kind: kind ?? "email",
        target: values.target.trim(),
        code: values.code.trim(),
      });
      void message.success(
        t(kind === "email" ? "account.profile.emailChanged" : "account.profile.phoneChanged"),
      );
      onClose();
    } catch (error) {
      if (!putFieldErrors(form, error, (path) => (path[0] === field ? ["target"] : path))) {
        setFailure(errorMessageOf(error, t("common.errors.operationFailed")));
      }
    }
  };

  return (
    <Modal
      open={kind !== null}
      title={t(kind === "email" ? "account.profile.changeEmailTitle" : "account.profile.changePhoneTitle")}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={confirm.isPending}
      okText={t("common.actions.confirm")}
      cancelText={t("common.actions.cancel")}
      maskClosable={false}
      forceRender
      afterClose={() => {
        form.resetFields();
        setFailure(null);
      }}
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t(kind === "email" ? "account.profile.codeHintEmail" : "account.profile.codeHintPhone")}
      </Typography.Paragraph>
      <Form<Values> form={form} name="contactChange" layout="vertical" requiredMark={false} onFinish={submit}>
        {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
        <Form.Item
          name="target"
          label={t(kind === "email" ? "account.profile.newEmail" : "account.profile.newPhone")}
          rules={[rules.required(), rules.rule(kind === "email" ? "email" : "mobile")]}
        >
          <Input maxLength={kind === "email" ? 254 : 11} autoComplete="off" data-testid="contact-target" />
        </Form.Item>
        <Form.Item label={t("account.profile.code")} required={false}>
          <Flex gap={8}>
            <Form.Item name="code" noStyle rules={[rules.required(), rules.rule("smsCode")]}>
              <Input maxLength={6} placeholder={t("account.profile.codePlaceholder")} inputMode="numeric" />
            </Form.Item>
            <Button
              onClick={() => void send()}
              loading={isSending}
              disabled={countdown.isRunning}
              style={{ minWidth: 128 }}
            >
              {countdown.isRunning
                ? t("account.profile.resendIn", { seconds: countdown.remaining })
                : t("account.profile.sendCode")}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
    </Modal>
  );
};
