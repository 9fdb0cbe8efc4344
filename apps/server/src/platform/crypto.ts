import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomInt,
} from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// Algorithm.Argon2id of @node-rs/argon2 (an ambient const enum, so written as its value).
const ARGON2ID = 2;

/** 256 random bits, URL-safe: used for session and captcha tokens. */
export const newToken = () => randomBytes(32).toString("base64url");

/** Tokens are stored only as their SHA-256: a leaked table cannot sign anyone in. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** HMAC-SHA256 under a server secret: for short secrets (six-digit codes) a plain hash would not hide. */
export const keyedHash = (secret: string, text: string) =>
  createHmac("sha256", secret).update(text).digest("hex");

export const newNumericCode = (digits = 6) => String(randomInt(0, 10 ** digits)).padStart(digits, "0");

export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

// Secrets kept for later use (a carrier account's password): AES-256-GCM under a key derived from a config secret,
// stored as "v1.<iv>.<tag>.<ciphertext>" in base64url. A changed or tampered value fails to open rather than
// answering garbage.
const sealKey = (secret: string) => createHash("sha256").update(`pp-seal:${secret}`).digest();

export const sealText = (secret: string, text: string) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey(secret), iv);
  const sealed = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
};

export const openText = (secret: string, value: string) => {
  const [version, iv, tag, sealed] = value.split(".");
  if (version !== "v1" || !iv || !tag || sealed === undefined) throw new Error("Not a sealed value");
  const decipher = createDecipheriv("aes-256-gcm", sealKey(secret), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString(
    "utf8",
  );
};
