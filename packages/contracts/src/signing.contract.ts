import { CARGO_TYPES, PRE_RECORDED_TYPES } from "@pp/domain";
import { z } from "zod";
import { localizedTextSchema, pageOf, pageQuerySchema } from "./common.contract";

// Signed products (spec §3 "Signed product", §4 "Contract: signed or cancelled"): customers sign and cancel
// sales products; platform staff allot and unallot them to customer orgs and choose each customer's quote plan.

/** "unsigned": the org never signed the product; "cancelled": it did, and the contract was cancelled. */
export const SIGNING_STATUSES = ["signed", "cancelled", "unsigned"] as const;
export const signingStatusSchema = z.enum(SIGNING_STATUSES);
export type SigningStatus = z.infer<typeof signingStatusSchema>;

const id = z.coerce.number().int().positive();

export const quotePlanOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
});

/** A sales product as the signing screen shows it; never a cost price. */
export const signableProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: localizedTextSchema,
  description: z.string(),
  currency: z.string(),
  originCountry: z.string(),
  /** Countries of the product's zones. */
  destinations: z.array(z.string()),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  cargoTypes: z.array(z.enum(CARGO_TYPES)),
  reportPriceType: z.enum(["own", "public", "internal"]),
  status: z.enum(["online", "offline"]),
  signingStatus: signingStatusSchema,
  assignedByPlatform: z.boolean(),
  signedAt: z.string().nullable(),
  /** Whether its orders bring the seller's own label (its cost record's spec §3 usePreRecordedType). */
  usePreRecordedType: z.enum(PRE_RECORDED_TYPES),
  /** Platform's allot view only: the org's quote plan (null = default) and the plans to choose from. */
  quotePlanId: z.number().int().nullable().optional(),
  plans: z.array(quotePlanOptionSchema).optional(),
});
export type SignableProduct = z.infer<typeof signableProductSchema>;

export const signableQuerySchema = z.object({
  keyword: z.string().trim().max(50).optional(),
  /** Platform staff: the customer org whose view to show. Ignored for customers (always their own org). */
  orgId: id.optional(),
});
export type SignableQuery = z.infer<typeof signableQuerySchema>;

export const signableListSchema = z.array(signableProductSchema);

export const signingProductSchema = z.object({ productId: id });

export const allotSchema = z.object({
  productId: id,
  orgId: id,
  /** Omitted or null: the product's default plan. */
  quotePlanId: id.nullable().optional(),
});
export type AllotRequest = z.input<typeof allotSchema>;

export const unallotSchema = z.object({ productId: id, orgId: id });
export type UnallotRequest = z.input<typeof unallotSchema>;

export const signingPlanSchema = z.object({ productId: id, orgId: id, quotePlanId: id.nullable() });
export type SigningPlanRequest = z.input<typeof signingPlanSchema>;

/** One org's contract for one product, as platform staff list them. */
export const signingSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productCode: z.string(),
  productName: localizedTextSchema,
  orgId: z.number().int(),
  orgName: z.string(),
  status: z.enum(["signed", "cancelled"]),
  quotePlanId: z.number().int().nullable(),
  quotePlanName: z.string().nullable(),
  assignedByPlatform: z.boolean(),
  updatedAt: z.string(),
});
export type Signing = z.infer<typeof signingSchema>;

export const signingQuerySchema = pageQuerySchema.extend({
  productId: id.optional(),
  orgId: id.optional(),
  status: z.enum(["signed", "cancelled"]).optional(),
});
export const signingPageSchema = pageOf(signingSchema);

export const signingCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  signedCount: z.number().int(),
});
export type SigningCustomer = z.infer<typeof signingCustomerSchema>;
export const signingCustomerListSchema = z.array(signingCustomerSchema);
