import { z } from "zod";
import { pageOf, pageQuerySchema } from "./common.contract";

// The surcharges screen (spec §7 api/surcharge findSurchargeByType): surcharge rules across products.

/** The calculation kinds of a surcharge rule (the `kind` of its calculator). */
export const SURCHARGE_KINDS = [
  "fuelPercent",
  "remoteArea",
  "oversize",
  "overweight",
  "cargoType",
  "declaredValue",
  "insurancePercent",
  "fixedFee",
  "formula",
] as const;
export const surchargeKindSchema = z.enum(SURCHARGE_KINDS);
export type SurchargeKind = z.infer<typeof surchargeKindSchema>;

export const surchargeRuleQuerySchema = pageQuerySchema.extend({
  kind: surchargeKindSchema.optional(),
  productId: z.coerce.number().int().positive().optional(),
  keyword: z.string().trim().max(50).optional(),
});

export const surchargeRuleRowSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productSide: z.enum(["cost", "sales"]),
  productCode: z.string(),
  productName: z.string().describe("in the caller's language"),
  code: z.string(),
  name: z.string().describe("in the caller's language"),
  kind: surchargeKindSchema,
  showOnStatement: z.boolean(),
  sortNumber: z.number().int(),
  expression: z.string().nullable().describe("the formula of a formula surcharge"),
  calc: z.record(z.string(), z.unknown()).describe("the calculator: { kind, ...its fields }"),
  currency: z.string().describe("the product's currency, in which the calculator's amounts are written"),
});
export type SurchargeRuleRow = z.infer<typeof surchargeRuleRowSchema>;
export const surchargeRulePageSchema = pageOf(surchargeRuleRowSchema);
