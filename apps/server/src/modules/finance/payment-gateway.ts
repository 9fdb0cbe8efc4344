import { createHmac, timingSafeEqual } from "node:crypto";
import type { PaymentNotification, RechargeMethod } from "@pp/contracts";
import type { Language } from "@pp/domain";

// The payment-gateway extension point (docs/architecture.md): a gateway opens a payment and later tells us,
// in a signed asynchronous notification, that it was paid. A real Alipay / WeChat Pay adapter implements the
// same interface with the provider's own signature scheme; the sandbox gateway is the one built in.

/** What the gateway needs to open a payment. */
export type GatewayPaymentRequest = {
  paymentId: string;
  method: RechargeMethod;
  currency: string;
  /** What the payer pays (the recharge amount plus the fee). */
  payable: string;
  expiresAt: Date;
  /** The payer's language, for the gateway's page (real gateways take a locale too). */
  lang: Language;
};

export type PaymentGateway = {
  /** The `PAYMENT_GATEWAY` value choosing it. */
  readonly code: string;
  /** Sandboxes are labelled as such in the console. */
  readonly sandbox: boolean;
  /** Opens the payment at the gateway and answers the page the payer pays on. */
  createPayment: (request: GatewayPaymentRequest) => Promise<{ payUrl: string }>;
  /** Whether the notification carries the gateway's signature (false when forged or tampered with). */
  verifyNotification: (notification: PaymentNotification, signature: string | undefined) => boolean;
};

/** The signed text: the notification's fields sorted by name as `key=value` joined by `&` (as Alipay does). */
export const signedTextOf = (notification: PaymentNotification) =>
  Object.entries(notification)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");

/** HMAC-SHA256 of the signed text, base64. */
export const signNotification = (secret: string, notification: PaymentNotification) =>
  createHmac("sha256", secret).update(signedTextOf(notification)).digest("base64");

/** Constant-time comparison of a given signature with the expected one. */
export const hasValidSignature = (
  secret: string,
  notification: PaymentNotification,
  signature: string | undefined,
) => {
  if (!signature) return false;
  const expected = Buffer.from(signNotification(secret, notification));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
};
