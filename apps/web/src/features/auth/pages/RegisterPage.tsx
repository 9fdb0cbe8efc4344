import { LockOutlined, MobileOutlined, UserOutlined } from "@ant-design/icons";
import { Alert, Button, Checkbox, Form, Input, Result } from "antd";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { errorMessageOf } from "../../../shared/api/api-error";
import { useFormRules } from "../../../shared/forms/form-rules";
import { putFieldErrors } from "../../../shared/forms/use-form-save";
import { useRegister, useSendCode } from "../auth.hooks";
import { AuthLayout } from "../components/AuthLayout";
import { NewPasswordFields } from "../components/NewPasswordFields";
import { CodeField, SendCodeButton } from "../components/SendCodeButton";

type RegisterValues = {
  username: string;
  password: string;
  confirmPassword: string;
  phone: string;
  smsCode: string;
  agreed: boolean;
};

export default function RegisterPage() {
  const { t } = useTranslation();
  const rules = useFormRules();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterValues>();
  const registerMutation = useRegister();
  const sendCode = useSendCode("register");
  const [failure, setFailure] = useState<string | null>(null);
  const [registered, setRegistered] = useState<string | null>(null);

  const validatePhone = async (): Promise<string | null> => {
    try {
      const values = await form.validateFields(["phone"]);
      return values.phone.trim();
    } catch {
      return null;
    }
  };

  const showSendError = (error: unknown) => {
    if (!putFieldErrors(form, error)) {
      form.setFields([{ name: "phone", errors: [errorMessageOf(error, t("identity.code.failed"))] }]);
    }
  };

  const submit = async (values: RegisterValues) => {
    setFailure(null);
    try {
      await registerMutation.mutateAsync({
        username: values.username.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        phone: values.phone.trim(),
        smsCode: values.smsCode.trim(),
        agreed: values.agreed === true,
      });
      setRegistered(values.username.trim());
    } catch (error) {
      if (!putFieldErrors(form, error)) setFailure(errorMessageOf(error, t("identity.register.failed")));
    }
  };

  if (registered) {
    return (
      <AuthLayout title={t("identity.register.doneTitle")}>
        <Result
          status="success"
          title={t("identity.register.doneTitle")}
          subTitle={t("identity.register.doneText", { username: registered })}
          extra={
            <Button
              type="primary"
              size="large"
              data-testid="register-to-login"
              onClick={() => navigate("/login", { state: { username: registered } })}
            >
              {t("identity.register.toLogin")}
            </Button>
          }
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t("identity.register.title")} subtitle={t("identity.register.subtitle")}>
      <Form<RegisterValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        onValuesChange={() => setFailure(null)}
        disabled={registerMutation.isPending}
        scrollToFirstError
      >
        {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 20 }} /> : null}
        <Form.Item
          name="username"
          label={t("identity.register.username")}
          extra={t("identity.register.usernameHint")}
          rules={[rules.required(), rules.rule("account")]}
        >
          <Input prefix={<UserOutlined />} autoComplete="username" maxLength={20} autoFocus />
        </Form.Item>
        <NewPasswordFields
          name="password"
          label={t("identity.register.password")}
          confirmLabel={t("identity.register.confirmPassword")}
          extra={t("identity.register.passwordHint")}
          account={{ field: "username" }}
          maxLength={16}
          prefix={<LockOutlined />}
        />
        <Form.Item
          name="phone"
          label={t("identity.register.phone")}
          rules={[rules.required(), rules.rule("mobile")]}
        >
          <Input
            prefix={
              <span>
                <MobileOutlined /> +86
              </span>
            }
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
          />
        </Form.Item>
        <CodeField
          name="smsCode"
          label={t("identity.register.smsCode")}
          placeholder={t("identity.register.smsCodePlaceholder")}
          sendButton={
            <SendCodeButton
              validateTarget={validatePhone}
              send={(phone, captchaToken) =>
                sendCode.mutateAsync({ target: { channel: "sms", phone }, captchaToken })
              }
              onError={showSendError}
              disabled={registerMutation.isPending}
            />
          }
        />
        <Form.Item name="agreed" valuePropName="checked" rules={[rules.ticked("agreementRequired")]}>
          <Checkbox data-testid="register-agree">
            <Trans
              i18nKey="identity.register.agree"
              components={{
                terms: <Link to="/registrationAgreement" target="_blank" rel="noopener" />,
                privacy: <Link to="/privacyAgreement" target="_blank" rel="noopener" />,
              }}
            />
          </Checkbox>
        </Form.Item>
        <Form.Item style={{ marginBottom: 16 }}>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            block
            loading={registerMutation.isPending}
            data-testid="register-submit"
          >
            {t("identity.register.submit")}
          </Button>
        </Form.Item>
      </Form>
      <div style={{ textAlign: "center" }}>
        {t("identity.register.haveAccount")} <Link to="/login">{t("identity.register.toLogin")}</Link>
      </div>
    </AuthLayout>
  );
}
