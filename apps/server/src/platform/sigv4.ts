import { createHash, createHmac } from "node:crypto";

// AWS Signature Version 4 over plain fetch (no SDK): what an S3-compatible bucket needs to accept a request.
// https://docs.aws.amazon.com/IAM/latest/UserGuide/create-signed-request.html

export type SigningKeys = { accessKeyId: string; secretAccessKey: string; region: string; service: string };

export type SignableRequest = {
  method: string;
  url: URL;
  /** Every header to sign besides `host` and `x-amz-date`, which the signer adds. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (S3 also wants it as `x-amz-content-sha256`). */
  payloadHash: string;
};

export const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: unreserved characters stay, everything else is %XX in upper case. */
export const uriEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `20150830T123600Z`: the request's time as SigV4 writes it. */
export const amzDateOf = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

const canonicalQuery = (url: URL) =>
  [...url.searchParams.entries()]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");

/**
 * The canonical request, the string to sign and the headers to send (`host`, `x-amz-date` and
 * `authorization` added). The path is used as the URL already encodes it (S3 encodes each segment once).
 */
export const signV4 = (request: SignableRequest, keys: SigningKeys, now: Date) => {
  const amzDate = amzDateOf(now);
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = { host: request.url.host, "x-amz-date": amzDate };
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(";");
  const canonicalRequest = [
    request.method,
    request.url.pathname || "/",
    canonicalQuery(request.url),
    names.map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, " ")}\n`).join(""),
    signedHeaders,
    request.payloadHash,
  ].join("\n");
  const scope = `${day}/${keys.region}/${keys.service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = [day, keys.region, keys.service, "aws4_request"].reduce<Buffer | string>(
    (key, part) => hmac(key, part),
    `AWS4${keys.secretAccessKey}`,
  );
  const signature = createHmac("sha256", signingKey).update(stringToSign).digest("hex");
  return {
    canonicalRequest,
    stringToSign,
    signature,
    headers: {
      ...headers,
      authorization: `AWS4-HMAC-SHA256 Credential=${keys.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    },
  };
};
