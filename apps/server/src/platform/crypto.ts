import { createHash, createHmac, randomBytes, randomInt } from "node:crypto";
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
