// Hualei TMS installations are old Java servers configured per forwarder: some answer UTF-8, some GBK, and the
// `message` field is URL-encoded over either. Bytes that are not valid UTF-8 are read as GBK, the only other
// encoding these servers are known to use.

const utf8 = new TextDecoder("utf-8", { fatal: true });
const gbk = new TextDecoder("gbk");

export function decodeProviderBytes(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return gbk.decode(bytes);
  }
}

/** Percent-decodes a message (`+` is a space, as in a form) into bytes, then reads them as UTF-8 or GBK. A
 * message that was never encoded comes back as it was. */
export function decodeProviderMessage(message: string): string {
  const encoder = new TextEncoder();
  const bytes: number[] = [];
  for (let at = 0; at < message.length; ) {
    const char = message[at]!;
    const hex = message.slice(at + 1, at + 3);
    if (char === "%" && /^[0-9a-fA-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      at += 3;
      continue;
    }
    const codePoint = message.codePointAt(at)!;
    const whole = String.fromCodePoint(codePoint);
    bytes.push(...encoder.encode(char === "+" ? " " : whole));
    at += whole.length;
  }
  return decodeProviderBytes(Uint8Array.from(bytes));
}
