import { createHash } from "node:crypto";

export type FourPxSignInput = {
  appKey: string;
  appSecret: string;
  method: string;
  timestamp: string;
  version: string;
  body: string;
};

/** md5 over the parameter names and values in alphabetical order (format is always json), then the body as
 * sent, then the secret; lowercase hex. */
export function fourPxSign(input: FourPxSignInput): string {
  const text = `app_key${input.appKey}formatjsonmethod${input.method}timestamp${input.timestamp}v${input.version}${input.body}${input.appSecret}`;
  return createHash("md5").update(text, "utf8").digest("hex");
}
