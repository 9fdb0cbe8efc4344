import { ADDRESS_TYPES, toSingleLine, validateAddress } from "@pp/domain";
import { z } from "zod";
import { pageOf } from "./common.contract";

// Address book (spec §3 Address, §7 customerAddress calls). Country-dependent rules come from
// `validateAddress` in @pp/domain; each issue's message is its message key, put on the field it concerns.

export const addressTypeSchema = z.enum(ADDRESS_TYPES);

// One line each (see toSingleLine): line breaks from pasted ERP or spreadsheet addresses become spaces.
const text = (max: number) => z.string().overwrite(toSingleLine).trim().max(max);
const optional = (max: number) => text(max).default("");

export const addressSchema = z.object({
  id: z.number().int(),
  type: addressTypeSchema,
  name: z.string(),
  company: z.string(),
  phone: z.string(),
  email: z.string(),
  countryCode: z.string(),
  province: z.string(),
  city: z.string(),
  postcode: z.string(),
  address1: z.string(),
  address2: z.string(),
  clearanceNo: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressListSchema = z.array(addressSchema);
export const addressPageSchema = pageOf(addressSchema);

/** The fields of an address as people type them: the address book's and, as a snapshot, an order's. */
export const addressFieldsSchema = z.object({
  name: text(100),
  company: optional(100),
  phone: text(30),
  email: optional(100),
  countryCode: text(2).toUpperCase(),
  province: optional(100),
  city: text(100),
  postcode: optional(12),
  address1: text(200),
  address2: optional(200),
  clearanceNo: optional(30),
});

/** Create (no id) or update (id of an address of the caller's org). */
export const addressSaveSchema = addressFieldsSchema
  .extend({
    id: z.number().int().positive().optional(),
    type: addressTypeSchema,
    isDefault: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    for (const issue of validateAddress(input)) {
      ctx.addIssue({ code: "custom", path: [issue.field], message: issue.key });
    }
  });
export type AddressSaveRequest = z.input<typeof addressSaveSchema>;

export const addressSearchSchema = z.object({
  keyword: z.string().trim().max(100).optional(),
  type: addressTypeSchema.optional(),
  countryCode: z.string().trim().toUpperCase().max(2).optional(),
  page: z.number().int().min(1).default(1),
  size: z.number().int().min(1).max(200).default(20),
});

export const addressByUserQuerySchema = z.object({ type: addressTypeSchema.optional() });

export const addressIdSchema = z.object({ id: z.number().int().positive() });
