import {
  isNonZeroSignedMoney,
  isPositiveMoney,
  MONEY_PATTERN,
  SETTINGS_SIZE_PATTERN,
  SETTINGS_WEIGHT_PATTERN,
  UNIT_PRICE_PATTERN,
} from "@pp/domain";
import { z } from "zod";

// The field primitives every contract builds its requests from, and the console its form rules from
// (apps/web/src/shared/forms): one definition of each kind of value, so a form refuses exactly what the server
// refuses. Decimals travel as text; their patterns and maxima live in @pp/domain (bounds.ts). Issue messages are
// message keys.

/** A required decimal text of one pattern; `key` is the message of a malformed value. */
export const decimalText = (pattern: RegExp, key: string) =>
  z.string().trim().min(1, { message: "required" }).regex(pattern, { message: key });

/** Money, 0 or more, up to 2 decimals, at most MONEY_MAX. */
export const moneyText = decimalText(MONEY_PATTERN, "money");
/** Money above 0, up to 2 decimals, at most MONEY_MAX (a recharge, a withdrawal). */
export const positiveMoneySchema = z
  .string()
  .trim()
  .refine(isPositiveMoney, { message: "FINANCE_AMOUNT_FORMAT" });
/** Money other than 0, up to 2 decimals, a minus sign taking money away (an adjustment). */
export const signedMoneySchema = z
  .string()
  .trim()
  .refine(isNonZeroSignedMoney, { message: "FINANCE_ADJUST_AMOUNT_FORMAT" });
/** Kilograms, up to 3 decimals, at most SETTINGS_WEIGHT_MAX_KG. */
export const weightKgText = decimalText(SETTINGS_WEIGHT_PATTERN, "weight");
/** A unit price of a rate cell, up to 4 decimals, at most UNIT_PRICE_MAX. */
export const unitPriceText = decimalText(UNIT_PRICE_PATTERN, "CATALOG_PRICE_FORMAT");
/** Centimetres, up to 1 decimal, at most SETTINGS_SIZE_MAX_CM. */
export const sizeCmText = decimalText(SETTINGS_SIZE_PATTERN, "CATALOG_SIZE_FORMAT");
/** 0–100 with up to 2 decimals. */
export const percentText = decimalText(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, "CATALOG_PERCENT_FORMAT");
/** A whole number as text (a divisor, a maximum of pieces). */
export const wholeNumberText = decimalText(/^\d{1,10}$/, "integer");

/** A text of 1 to `max` characters, trimmed. */
export const requiredText = (max: number) => z.string().trim().min(1, { message: "required" }).max(max);
/** A text of at most `max` characters, trimmed; empty when absent. */
export const optionalText = (max: number) => z.string().trim().max(max).default("");

/** Names one submission (a click): the same key answers what the first submission made. */
export const idempotencyKeyText = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{8,64}$/, { message: "VALIDATION_FAILED" });
