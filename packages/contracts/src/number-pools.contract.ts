import { z } from "zod";
import { cursorQuerySchema, pageOf } from "./common.contract";
import { requiredText } from "./fields.contract";

// Number pools (issue 15): the tracking numbers a manual provider (interface type "manual") hands out, imported
// by platform staff, with a low-stock threshold.

const id = z.number().int().positive();

/** The most numbers one import (a file, a paste or a generated range) may bring. */
export const NUMBER_POOL_IMPORT_LIMIT = 100_000;

export const numberPoolSchema = z.object({
  id,
  providerId: id,
  providerName: z.string(),
  /** The provider's service code the pool serves; "" for all of them. */
  serviceCode: z.string(),
  name: z.string(),
  lowStockThreshold: z.number().int(),
  enabled: z.boolean(),
  total: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  /** Remaining at or below the threshold. */
  low: z.boolean(),
  updatedAt: z.string(),
});
export type NumberPool = z.infer<typeof numberPoolSchema>;
export const numberPoolListSchema = pageOf(numberPoolSchema);

export const numberPoolQuerySchema = z.object({
  providerId: z.coerce.number().int().positive().optional(),
  keyword: z.string().trim().max(60).optional(),
});

export const numberPoolInputSchema = z.object({
  id: id.optional(),
  providerId: id,
  serviceCode: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z0-9_-]*$/, { message: "code" })
    .default(""),
  name: requiredText(60),
  lowStockThreshold: z.number().int().min(0).max(10_000_000).default(0),
  enabled: z.boolean().default(true),
});
export type NumberPoolInput = z.infer<typeof numberPoolInputSchema>;
export type NumberPoolRequest = z.input<typeof numberPoolInputSchema>;

/** Numbers pasted or read from a text or CSV file (the first cell of each line), or an S10 range to generate. */
export const numberPoolImportSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("text"), text: z.string().max(8_000_000) }),
  z.object({
    kind: z.literal("s10"),
    prefix: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, { message: "NUMBER_POOL_S10_PREFIX" })
      .transform((value) => value.toUpperCase()),
    from: z.number().int().min(0).max(99_999_999),
    to: z.number().int().min(0).max(99_999_999),
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, { message: "NUMBER_POOL_S10_COUNTRY" })
      .transform((value) => value.toUpperCase()),
  }),
]);
export type NumberPoolImport = z.infer<typeof numberPoolImportSchema>;
export type NumberPoolImportRequest = z.input<typeof numberPoolImportSchema>;

export const NUMBER_REFUSAL_REASONS = [
  "badFormat",
  "badCheckDigit",
  "duplicateInFile",
  "alreadyInPool",
] as const;

/** What an import added, and every line it refused with the reason (in the caller's language). */
export const numberPoolImportResultSchema = z.object({
  added: z.number().int(),
  refused: z.array(
    z.object({
      line: z.number().int(),
      number: z.string(),
      reason: z.enum(NUMBER_REFUSAL_REASONS),
      message: z.string(),
    }),
  ),
  pool: numberPoolSchema,
});
export type NumberPoolImportResult = z.infer<typeof numberPoolImportResultSchema>;

export const poolNumberSchema = z.object({
  id,
  number: z.string(),
  orderId: id.nullable(),
  orderNo: z.string().nullable(),
  usedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PoolNumber = z.infer<typeof poolNumberSchema>;
export const poolNumberPageSchema = pageOf(poolNumberSchema);

/** A pool's numbers in import order, keyset-paged by id. */
export const poolNumberQuerySchema = cursorQuerySchema.extend({
  cursor: z.coerce.number().int().positive().optional(),
  status: z.enum(["used", "unused"]).optional(),
  number: z.string().trim().max(40).optional(),
});
export type PoolNumberQuery = z.infer<typeof poolNumberQuerySchema>;
