// Hualei TMS installations answer JSON, or JSON's near relative: strings and keys in single quotes
// (`{'customer_id':'6581','ack':'true'}`), now and then unquoted keys or a trailing comma. JSON.parse refuses
// those, so this small parser reads both. Numbers are kept as their text: the TMS sends ids and weights as
// bare numbers at times, and an order id past 2^53 or a weight read as a float would be silently changed.

export type PseudoJson = string | boolean | null | PseudoJson[] | { [key: string]: PseudoJson };

export class PseudoJsonError extends Error {
  constructor(message: string, at: number) {
    super(`${message} at ${at}`);
    this.name = "PseudoJsonError";
  }
}

const ESCAPES: Record<string, string> = { b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };
const NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/;
const WORD = /^[A-Za-z_$][\w$]*/;

export function parsePseudoJson(source: string): PseudoJson {
  let at = source.charCodeAt(0) === 0xfeff ? 1 : 0;

  const skipSpace = () => {
    while (at < source.length && /\s/.test(source[at]!)) at++;
  };
  const fail = (message: string): never => {
    throw new PseudoJsonError(message, at);
  };

  const readString = (): string => {
    const quote = source[at++];
    let out = "";
    while (at < source.length) {
      const char = source[at++]!;
      if (char === quote) return out;
      if (char !== "\\") {
        out += char;
        continue;
      }
      const escaped = source[at++];
      if (escaped === undefined) break;
      if (escaped === "u") {
        const hex = source.slice(at, at + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail("bad \\u escape");
        out += String.fromCharCode(Number.parseInt(hex, 16));
        at += 4;
      } else {
        out += ESCAPES[escaped] ?? escaped;
      }
    }
    return fail("unterminated string");
  };

  const readKey = (): string => {
    const char = source[at];
    if (char === '"' || char === "'") return readString();
    const word = WORD.exec(source.slice(at))?.[0] ?? fail("expected a key");
    at += word.length;
    return word;
  };

  const readValue = (): PseudoJson => {
    skipSpace();
    const char = source[at];
    if (char === "{") return readObject();
    if (char === "[") return readArray();
    if (char === '"' || char === "'") return readString();
    const number = NUMBER.exec(source.slice(at))?.[0];
    if (number) {
      at += number.length;
      return number;
    }
    const word = WORD.exec(source.slice(at))?.[0];
    if (word === "true" || word === "false" || word === "null") {
      at += word.length;
      return word === "null" ? null : word === "true";
    }
    return fail("expected a value");
  };

  const readObject = (): PseudoJson => {
    at++;
    const out: Record<string, PseudoJson> = {};
    for (;;) {
      skipSpace();
      if (source[at] === "}") {
        at++;
        return out;
      }
      const key = readKey();
      skipSpace();
      if (source[at++] !== ":") fail("expected ':'");
      // Defined, not assigned: a key named "__proto__" must stay a plain key, as JSON.parse keeps it.
      Object.defineProperty(out, key, {
        value: readValue(),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      skipSpace();
      if (source[at] === ",") at++;
      else if (source[at] !== "}") fail("expected ',' or '}'");
    }
  };

  const readArray = (): PseudoJson => {
    at++;
    const out: PseudoJson[] = [];
    for (;;) {
      skipSpace();
      if (source[at] === "]") {
        at++;
        return out;
      }
      out.push(readValue());
      skipSpace();
      if (source[at] === ",") at++;
      else if (source[at] !== "]") fail("expected ',' or ']'");
    }
  };

  const value = readValue();
  skipSpace();
  if (at < source.length) fail("unexpected text after the value");
  return value;
}
