import { createHmac, randomBytes, randomUUID } from "node:crypto";

// Standard Webhooks 1.0 signing: `v1,` + base64 HMAC-SHA256 of "{id}.{timestamp}.{body}" under the secret's bytes
// (the base64 after `whsec_`); several signatures are space-separated (a rotation signs with both secrets).

export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

export const newMessageId = () => `msg_${randomUUID().replaceAll("-", "")}`;

export const signatureOf = (secret: string, id: string, timestamp: number, body: string) =>
  `v1,${createHmac("sha256", Buffer.from(secret.replace(/^whsec_/, ""), "base64"))
    .update(`${id}.${timestamp}.${body}`)
    .digest("base64")}`;
