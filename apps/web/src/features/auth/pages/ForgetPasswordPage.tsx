import { LockOutlined, MailOutlined, MobileOutlined } from "@ant-design/icons";
import { Alert, Button, Form, Input, Result, Segmented } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { errorMessageOf } from "../../../shared/api/api-error";
import { useFormRules } from "../../../shared/forms/form-rules";
import { putFieldErrors } from "../../../shared/forms/use-form-save";
import { useResetPassword, useSendCode } from "../auth.hooks";
import { AuthLayout } from "../components/AuthLayout";
import { NewPasswordFields } from "../components/NewPasswordFields";
import { CodeField, SendCodeButton } from "../components/SendCodeButton";

type Channel = "sms" | "email";

type ResetValues = {
  target: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
};

export default function ForgetPasswordPage() {
  const { t } = useTranslation();
  const rules = useFormRules();
  const navigate = useNavigate();
  const [form] = Form.useForm<ResetValues>();
  const [channel, setChannel] = useState<Channel>("sms");
  const resetMutation = useResetPassword();
  const sendCode = useSendCode("reset");
  const [failure, setFailure] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);

  const switchChannel = (next: Channel) => {
    setChannel(next);
    // A phone number is not an e-mail address: start the target and its code over.
    form.setFields([
      { name: "target", value: "", errors: [] },
      { name: "code", value: "", errors: [] },
    ]);
    setFailure(null);
  };

  const validateTarget = async (): Promise<string | null> => {
    try {
      const values = await form.validateFields(["target"]);
      return values.target.trim();
    } catch {
      return null;
    }
  };

  const showSendError = (error: unknown) => {
    // The e-mail endpoint names the field `email`, the SMS one `phone`: both are the target here.
    if (
      !putFieldErrors(form, error, (path) => (path[0] === "phone" || path[0] === "email" ? ["target"] : path))
    ) {
      form.setFields([{ name: "target", errors: [errorMessageOf(error, t("identity.code.failed"))] }]);
    }
  };

  const submit = async (values: ResetValues) => {
    setFailure(null);
    try {
      await resetMutation.mutateAsync({
        channel,
        target: values.target.trim(),
        code: values.code.trim(),
        newPassword: values.newPassword,
        confirmPassword: values.confirmPassword,
      });
      setIsDone(true);
    } catch (error) {
      if (!putFieldErrors(form, error)) setFailure(errorMessageOf(error, t("identity.forget.failed")));
    }
  };

  if (isDone) {
    return (
      <AuthLayout title={t("identity.forget.doneTitle")}>
        <Result
          status="success"
          title={t("identity.forget.doneTitle")}
          subTitle={t("identity.forget.doneText")}
          extra={
            <Button
              type="primary"
              size="large"
              onClick={() => navigate("/login")}
              data-testid="reset-to-login"
            >
              {t("identity.forget.toLogin")}
            </Button>
          }
        />
      </AuthLayout>
    );
  }

  const isSms = channel === "sms";

  return (
    <AuthLayout title={t("identity.forget.title")} subtitle={t("identity.forget.subtitle")}>
      <Form<ResetValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ target: "", code: "" }}
        onFinish={submit}
        onValuesChange={() => setFailure(null)}
        disabled={resetMutation.isPending}
      >
        {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 20 }} /> : null}
        <Form.Item label={t("identity.forget.channel")}>
          <Segmented<Channel>
            block
            value={channel}
            onChange={switchChannel}
            options={[
              { value: "sms", label: t("identity.forget.bySms"), icon: <MobileOutlined /> },
              { value: "email", label: t("identity.forget.byEmail"), icon: <MailOutlined /> },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="target"
          label={isSms ? t("identity.forget.phone") : t("identity.forget.email")}
          rules={[rules.required(), rules.rule(isSms ? "mobile" : "email")]}
        >
          <Input
            key={channel}
            prefix={isSms ? <MobileOutlined /> : <MailOutlined />}
            inputMode={isSms ? "numeric" : "email"}
            autoComplete={isSms ? "tel-national" : "email"}
            maxLength={isSms ? 11 : 254}
            placeholder={
              isSms ? t("identity.forget.phonePlaceholder") : t("identity.forget.emailPlaceholder")
            }
          />
        </Form.Item>
        <CodeField
          name="code"
          label={t("identity.forget.code")}
          placeholder={t("identity.forget.codePlaceholder")}
          sendButton={
            <SendCodeButton
              key={channel}
              validateTarget={validateTarget}
              send={(target, captchaToken) =>
                sendCode.mutateAsync({
                  target: isSms ? { channel: "sms", phone: target } : { channel: "email", email: target },
                  captchaToken,
                })
              }
              onError={showSendError}
              disabled={resetMutation.isPending}
            />
          }
        />
        <NewPasswordFields
          name="newPassword"
          label={t("identity.forget.newPassword")}
          confirmLabel={t("identity.forget.confirmPassword")}
          extra={t("identity.forget.newPasswordHint")}
          maxLength={32}
          prefix={<LockOutlined />}
        />
        <Form.Item style={{ marginBottom: 16 }}>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            block
            loading={resetMutation.isPending}
            data-testid="reset-submit"
          >
            {t("identity.forget.submit")}
          </Button>
        </Form.Item>
      </Form>
      <div style={{ textAlign: "center" }}>
        <Link to="/login">{t("identity.forget.backToLogin")}</Link>
      </div>
    </AuthLayout>
  );
}
