import { isPassword } from "@pp/domain";
import { z } from "zod";

// Every error the API answers has this shape; `message` is in the caller's language.
export const ERROR_CODES = [
  "VALIDATION_FAILED",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "RATE_LIMITED",
  "CAPTCHA_INVALID",
  "CAPTCHA_EXPIRED",
  "INVALID_CREDENTIALS",
  "ACCOUNT_DISABLED",
  "CODE_INVALID",
  "ACCOUNT_TAKEN",
  "PHONE_TAKEN",
  "OLD_PASSWORD_WRONG",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "BALANCE_INSUFFICIENT",
  "REFUNDABLE_DEPOSIT_INSUFFICIENT",
  "WALLET_HOLD_INSUFFICIENT",
  "IDEMPOTENCY_KEY_REUSED",
  // Business conflicts (409) clients switch on; the message names the case (docs/api.md "Error codes").
  "EMAIL_TAKEN",
  "NAME_TAKEN",
  "IN_USE",
  "ALREADY_DECIDED",
  "WITHDRAWAL_PENDING_EXISTS",
  "NOT_SIGNED",
  "PRODUCT_OFFLINE",
  "PRODUCT_ONLINE",
  "LIMIT_REACHED",
  "API_TOKEN_LIMIT",
  "ORDER_NOT_SERVED",
  "ORDER_NOT_DRAFT",
  "ORDER_REFERENCE_TAKEN",
  "ORDER_NUMBER_TAKEN",
  "ORDER_NOT_CANCELLABLE",
  "ORDER_NOT_DELETABLE",
  "ORDER_NOT_WEIGHABLE",
  "ORDER_NO_ARREARS",
  "ABNORMAL_NOT_RELEASABLE",
  "ORDER_NOT_EDITABLE",
  "ORDER_RULE_REFUSED",
  "LABEL_NOT_READY",
  "LABEL_SETTING_TAKEN",
  "LABEL_PRINTER_FONT",
  "NOT_CONFIGURED",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  details: z.unknown().optional(),
});

// Fields whose value signs someone in or proves who they are (passwords, captcha tokens, verification codes,
// signatures, API tokens). Marked here, on the contract, so the operation log drops exactly these fields.
const SECRET_FIELDS = new WeakSet<z.ZodType>();

/** Marks a request field as a secret: it is validated as usual and never recorded. */
export const secret = <T extends z.ZodType>(schema: T): T => {
  SECRET_FIELDS.add(schema);
  return schema;
};

export const isSecret = (schema: z.ZodType) => SECRET_FIELDS.has(schema);

/**
 * A new password, checked against the shape of the one password policy (never trimmed: spaces are allowed
 * characters). The account-name and common-password rules need the account and the list, so the server's
 * identity services apply them.
 */
export const newPasswordSchema = z
  .string()
  .min(1, { message: "required" })
  .refine(isPassword, { message: "password" });

export const okSchema = z.object({ ok: z.literal(true) });

export const languageSchema = z.enum(["zh", "en", "ko"]);

export const localizedTextSchema = z.object({ zh: z.string(), en: z.string(), ko: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** An offset page of a list that stays small (a tenant's products, users, countries…). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(9999).default(20),
});

/**
 * A keyset page of a list that grows without bound (withdrawals, payments, transfers…): `cursor` is the
 * `nextCursor` of the page before, none for the first page. Deep pages cost what the first one costs.
 */
export const cursorQuerySchema = z.object({
  cursor: z.string().max(64).optional(),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type CursorQuery = z.infer<typeof cursorQuerySchema>;

/** The keyset page of a list ordered by its serial id, newest first: the cursor is the last id seen. */
export const idCursorQuerySchema = cursorQuerySchema.extend({
  cursor: z.coerce.number().int().positive().optional(),
});

/** A keyset list counts at most this many rows: `total` equal to it reads "this many or more". */
export const PAGE_TOTAL_CAP = 10_000;

/** An optional creation-time window of a list, as ISO instants. */
export const dateRangeQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});

/** Every list answers this page: its rows, the matching total, and the cursor of the next keyset page. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number().int(), nextCursor: z.string().nullable() });

/** A page of `T` (`nextCursor` is null on offset-paged lists and on the last keyset page). */
export type Page<T> = { rows: T[]; total: number; nextCursor: string | null };

export const healthSchema = z.object({ status: z.literal("ok"), database: z.literal("ok") });
