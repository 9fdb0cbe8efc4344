import { SafetyOutlined } from "@ant-design/icons";
import type { CodeSent } from "@pp/contracts";
import { VERIFICATION_CODE_RESEND_SECONDS } from "@pp/domain";
import { App, Button, Form, Input, Modal, Space, Spin, Typography } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormRules } from "../../../shared/forms/form-rules";
import { useCountdown } from "../../../shared/hooks/use-countdown";
import { useBrand } from "../auth.hooks";
import SliderCaptcha from "./SliderCaptcha";

type SendCodeButtonProps = {
  /** Validates the phone or e-mail field; answers its value, or null when it is not valid yet. */
  validateTarget: () => Promise<string | null>;
  /** Sends the code; the slider token is single use and spent by this call. */
  send: (target: string, captchaToken: string) => Promise<CodeSent>;
  /** The send failed (already closed the slider); show the reason next to the field. */
  onError: (error: unknown) => void;
  disabled?: boolean;
};

/**
 * "Send code" with the slider puzzle in front of it (spec §5: slide verification first) and the resend
 * countdown after it.
 */
export function SendCodeButton({ validateTarget, send, onError, disabled }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const countdown = useCountdown();
  const [target, setTarget] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [hasSent, setHasSent] = useState(false);

  const open = async () => {
    const value = await validateTarget();
    if (value) setTarget(value);
  };

  const sendWith = async (captchaToken: string) => {
    if (!target) return;
    setIsSending(true);
    try {
      const sent = await send(target, captchaToken);
      setTarget(null);
      setHasSent(true);
      countdown.start(sent.resendAfterSeconds || VERIFICATION_CODE_RESEND_SECONDS);
      void message.success(
        t("identity.code.sent", { minutes: Math.max(1, Math.round(sent.expiresInSeconds / 60)) }),
      );
    } catch (error) {
      setTarget(null);
      onError(error);
    } finally {
      setIsSending(false);
    }
  };

  const label = countdown.isRunning
    ? t("identity.code.resendIn", { seconds: countdown.remaining })
    : hasSent
      ? t("identity.code.resend")
      : t("identity.code.send");

  return (
    <>
      <Button
        onClick={() => void open()}
        disabled={disabled || countdown.isRunning}
        loading={isSending}
        data-testid="send-code"
        style={{ minWidth: 128 }}
      >
        {label}
      </Button>
      <Modal
        open={target !== null}
        title={t("identity.code.sliderTitle")}
        footer={null}
        width={380}
        centered
        destroyOnHidden
        maskClosable={!isSending}
        closable={!isSending}
        onCancel={() => setTarget(null)}
      >
        <Typography.Paragraph type="secondary">
          {t("identity.code.sliderHint", { target })}
        </Typography.Paragraph>
        <Spin spinning={isSending} description={t("identity.code.sending")}>
          <SliderCaptcha onVerified={(captchaToken) => void sendWith(captchaToken)} />
        </Spin>
      </Modal>
    </>
  );
}

/** A form's verification-code input with its send button (a SendCodeButton) beside it. */
export function CodeField(props: {
  name: string;
  label: string;
  placeholder: string;
  sendButton: ReactNode;
}) {
  const { t } = useTranslation();
  const rules = useFormRules();
  // Where the sandbox sender stands in for SMS and e-mail, the code is read on the recipient's sandbox inbox.
  const sandbox = useBrand().data?.sandboxMessages;
  return (
    <Form.Item
      label={props.label}
      extra={
        sandbox ? <Typography.Text type="secondary">{t("identity.code.sandboxNote")}</Typography.Text> : null
      }
    >
      <Space.Compact block>
        <Form.Item name={props.name} noStyle rules={[rules.required(), rules.rule("smsCode")]}>
          <Input
            prefix={<SafetyOutlined />}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={props.placeholder}
          />
        </Form.Item>
        {props.sendButton}
      </Space.Compact>
    </Form.Item>
  );
}
