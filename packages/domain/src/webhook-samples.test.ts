import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { transformSync } from "esbuild";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { TYPESCRIPT_SAMPLE } from "./webhook-samples";

// The page's TypeScript sample, run as a reader would copy it, against signatures the Standard Webhooks
// reference package makes.

type Verify = (secret: string, headers: Record<string, string | undefined>, body: string) => boolean;

const sampleVerify = (): Verify => {
  const { code } = transformSync(TYPESCRIPT_SAMPLE, { loader: "ts", format: "cjs", target: "es2022" });
  const module: { exports: { verifyWebhook?: Verify } } = { exports: {} };
  new Function("require", "module", "exports", code)(createRequire(import.meta.url), module, module.exports);
  return module.exports.verifyWebhook!;
};

const secretOf = () => `whsec_${randomBytes(24).toString("base64")}`;
const body = JSON.stringify({
  type: "order.paid",
  timestamp: "2026-11-27T08:15:02.114Z",
  data: { orderNo: "HD2611270001", receiver: "김민지 · 张伟", version: 2 },
});

const delivery = (secret: string, at = new Date(), id = "msg_2pJk4bB1") => ({
  "webhook-id": id,
  "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
  "webhook-signature": new Webhook(secret).sign(id, at, body),
});

describe("the webhook page's TypeScript sample", () => {
  const verify = sampleVerify();

  it("accepts a delivery signed by the reference package, and refuses it changed or under another secret", () => {
    const secret = secretOf();
    const headers = delivery(secret);
    expect(verify(secret, headers, body)).toBe(true);
    expect(verify(secret, headers, body.replace("order.paid", "order.cancelled"))).toBe(false);
    expect(verify(secretOf(), headers, body)).toBe(false);
    expect(verify(secret, { ...headers, "webhook-id": "msg_other" }, body)).toBe(false);
  });

  it("accepts either of two signatures while a secret is rotated", () => {
    const [old, fresh] = [secretOf(), secretOf()];
    const signedByBoth = delivery(old);
    const byFresh = delivery(fresh, new Date(Number(signedByBoth["webhook-timestamp"]) * 1000));
    signedByBoth["webhook-signature"] =
      `${signedByBoth["webhook-signature"]} ${byFresh["webhook-signature"]}`;
    expect(verify(old, signedByBoth, body)).toBe(true);
    expect(verify(fresh, signedByBoth, body)).toBe(true);
    expect(verify(secretOf(), signedByBoth, body)).toBe(false);
  });

  it("refuses a delivery signed more than 5 minutes ago, as the reference package does", () => {
    const secret = secretOf();
    const stale = delivery(secret, new Date(Date.now() - 6 * 60_000));
    expect(verify(secret, stale, body)).toBe(false);
    expect(() => new Webhook(secret).verify(body, stale)).toThrow();
    const recent = delivery(secret, new Date(Date.now() - 4 * 60_000));
    expect(verify(secret, recent, body)).toBe(true);
    expect(new Webhook(secret).verify(body, recent)).toMatchObject({ type: "order.paid" });
  });
});
