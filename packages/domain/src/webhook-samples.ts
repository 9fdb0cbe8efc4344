// The verification samples of the public webhook page (/APIDockingInfo/webhookDoc, apps/web): code, identical in every
// language of the page. webhook-samples.test.ts runs the TypeScript one against signatures made by the
// `standardwebhooks` package.

export const TYPESCRIPT_SAMPLE = `import { createHmac, timingSafeEqual } from "node:crypto";

/** secret: your endpoint's signing secret ("whsec_..."); body: the raw request body, as received. */
export function verifyWebhook(
  secret: string,
  headers: Record<string, string | undefined>,
  body: string,
): boolean {
  const id = headers["webhook-id"];
  const timestamp = headers["webhook-timestamp"];
  const signatures = headers["webhook-signature"];
  if (!id || !timestamp || !signatures) return false;
  // Refuse a delivery signed more than 5 minutes away from now (a replay).
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 5 * 60) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key).update(\`\${id}.\${timestamp}.\${body}\`).digest();
  // Several "v1,<base64>" signatures, separated by spaces, while a secret is being rotated.
  return signatures.split(" ").some((entry) => {
    const [version, signature] = entry.split(",");
    if (version !== "v1" || !signature) return false;
    const given = Buffer.from(signature, "base64");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
`;

export const PYTHON_SAMPLE = `import base64
import hashlib
import hmac
import time


def verify_webhook(secret: str, headers: dict, body: bytes) -> bool:
    """secret: your endpoint's signing secret ("whsec_..."); body: the raw request body, as received."""
    msg_id = headers.get("webhook-id")
    timestamp = headers.get("webhook-timestamp")
    signatures = headers.get("webhook-signature")
    if not msg_id or not timestamp or not signatures:
        return False
    # Refuse a delivery signed more than 5 minutes away from now (a replay).
    if abs(time.time() - int(timestamp)) > 5 * 60:
        return False
    key = base64.b64decode(secret.removeprefix("whsec_"))
    signed = f"{msg_id}.{timestamp}.".encode() + body
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()
    # Several "v1,<base64>" signatures, separated by spaces, while a secret is being rotated.
    for entry in signatures.split(" "):
        version, _, signature = entry.partition(",")
        if version == "v1" and hmac.compare_digest(signature, expected):
            return True
    return False
`;

export const JAVA_SAMPLE = `import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

public final class WebhookVerifier {
  /** secret: your endpoint's signing secret ("whsec_..."); body: the raw request body, as received. */
  public static boolean verify(String secret, Map<String, String> headers, byte[] body) throws Exception {
    String id = headers.get("webhook-id");
    String timestamp = headers.get("webhook-timestamp");
    String signatures = headers.get("webhook-signature");
    if (id == null || timestamp == null || signatures == null) return false;
    // Refuse a delivery signed more than 5 minutes away from now (a replay).
    long now = System.currentTimeMillis() / 1000;
    if (Math.abs(now - Long.parseLong(timestamp)) > 5 * 60) return false;
    byte[] key = Base64.getDecoder().decode(secret.startsWith("whsec_") ? secret.substring(6) : secret);
    Mac mac = Mac.getInstance("HmacSHA256");
    mac.init(new SecretKeySpec(key, "HmacSHA256"));
    mac.update((id + "." + timestamp + ".").getBytes(StandardCharsets.UTF_8));
    byte[] expected = mac.doFinal(body);
    // Several "v1,<base64>" signatures, separated by spaces, while a secret is being rotated.
    for (String entry : signatures.split(" ")) {
      String[] parts = entry.split(",", 2);
      if (parts.length != 2 || !parts[0].equals("v1")) continue;
      byte[] given;
      try {
        given = Base64.getDecoder().decode(parts[1]);
      } catch (IllegalArgumentException notBase64) {
        continue;
      }
      if (MessageDigest.isEqual(given, expected)) return true;
    }
    return false;
  }
}
`;
