import { LockOutlined, UserOutlined } from "@ant-design/icons";
import { LOGIN_LOADING_MS } from "@pp/domain";
import { Alert, Button, Form, Input } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { safeRedirect } from "../../../app/guards";
import { errorMessageOf } from "../../../shared/api/api-error";
import { markSignedIn } from "../../../shared/auth/session";
import { useFormRules } from "../../../shared/forms/form-rules";
import { putFieldErrors } from "../../../shared/forms/use-form-save";
import { useLogin } from "../auth.hooks";
import { AuthLayout } from "../components/AuthLayout";
import SliderCaptcha, { type SliderCaptchaHandle } from "../components/SliderCaptcha";

type LoginValues = { username: string; password: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function LoginPage() {
  const { t } = useTranslation();
  const rules = useFormRules();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const [form] = Form.useForm<LoginValues>();
  const captcha = useRef<SliderCaptchaHandle>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isEntering, setIsEntering] = useState(false);
  const loginMutation = useLogin();

  // Arriving from a finished registration, the new account name is already filled in.
  const registeredName = (location.state as { username?: unknown } | null)?.username;
  const initialValues = { username: typeof registeredName === "string" ? registeredName : "" };

  const submit = async (values: LoginValues) => {
    if (!captchaToken) return;
    setFailure(null);
    try {
      const result = await loginMutation.mutateAsync({
        username: values.username.trim(),
        password: values.password,
        captchaToken,
      });
      setIsEntering(true);
      markSignedIn(result.expiresAt);
      // Spec §4/§9: the spinner stays for LOGIN_LOADING_MS so the hand-over to the console does not flicker.
      await wait(LOGIN_LOADING_MS);
      navigate(safeRedirect(searchParams.get("redirect")) ?? "/", { replace: true });
    } catch (error) {
      setIsEntering(false);
      if (!putFieldErrors(form, error)) setFailure(errorMessageOf(error, t("identity.login.failed")));
      // The token was spent by this attempt, successful or not: the next one needs a new slide.
      setCaptchaToken(null);
      captcha.current?.reset();
    }
  };

  const isBusy = loginMutation.isPending || isEntering;

  return (
    <AuthLayout title={t("identity.login.title")} subtitle={t("identity.login.subtitle")}>
      <Form<LoginValues>
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={submit}
        onValuesChange={() => setFailure(null)}
        disabled={isBusy}
      >
        {failure ? (
          <Alert
            type="error"
            showIcon
            title={failure}
            style={{ marginBottom: 20 }}
            data-testid="login-error"
          />
        ) : null}
        <Form.Item
          name="username"
          label={t("identity.login.username")}
          rules={[rules.required(), rules.rule("account")]}
        >
          <Input
            prefix={<UserOutlined />}
            placeholder={t("identity.login.usernamePlaceholder")}
            autoComplete="username"
            data-testid="login-username"
            autoFocus={!initialValues.username}
          />
        </Form.Item>
        <Form.Item name="password" label={t("identity.login.password")} rules={[rules.required()]}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t("identity.login.passwordPlaceholder")}
            autoComplete="current-password"
            data-testid="login-password"
            autoFocus={Boolean(initialValues.username)}
          />
        </Form.Item>
        <Form.Item label={t("identity.captcha.label")} required>
          <SliderCaptcha ref={captcha} onVerified={setCaptchaToken} />
        </Form.Item>
        <Form.Item style={{ marginBottom: 16 }}>
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={isBusy}
            disabled={!captchaToken}
            data-testid="login-submit"
          >
            {isBusy ? t("identity.login.submitting") : t("identity.login.submit")}
          </Button>
        </Form.Item>
      </Form>
      <div style={{ display: "flex", justifyContent: "space-between", gap: 16, flexWrap: "wrap" }}>
        <Link to="/forgetPassword">{t("identity.login.forgot")}</Link>
        <span>
          {t("identity.login.noAccount")} <Link to="/register">{t("identity.login.register")}</Link>
        </span>
      </div>
    </AuthLayout>
  );
}
