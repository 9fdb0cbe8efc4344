import { createHmac, timingSafeEqual } from "node:crypto";

// The label URLs of `url` mode carry their own credential, as carriers' label links do: the expiry and an
// HMAC of shipment and expiry under the service's key, so they work without the key until they expire.

/** How long a label URL works. */
const LABEL_URL_TTL_MS = 10 * 60 * 1000;

export const labelLinks = (secret: string) => {
  const sign = (shipmentId: string, expires: number) =>
    createHmac("sha256", secret).update(`${shipmentId}.${expires}`).digest("base64url");
  return {
    issue: (shipmentId: string, now: Date) => {
      const expires = now.getTime() + LABEL_URL_TTL_MS;
      return { token: `${expires}.${sign(shipmentId, expires)}`, expiresAt: new Date(expires) };
    },
    /** Whether a token is this shipment's, and whether it still works. */
    check: (shipmentId: string, token: string, now: Date): "valid" | "expired" | "invalid" => {
      const [expires = "", signature = ""] = token.split(".");
      const expected = Buffer.from(sign(shipmentId, Number(expires)));
      const given = Buffer.from(signature);
      if (!/^\d{13}$/.test(expires) || given.length !== expected.length || !timingSafeEqual(given, expected))
        return "invalid";
      return Number(expires) < now.getTime() ? "expired" : "valid";
    },
  };
};
