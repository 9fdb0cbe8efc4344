import {
  FORMULA_NUMBER_PATTERN,
  FORMULA_REQUEST_MAX_LENGTH,
  isPostcode,
  normalizePostcode,
  type PostcodeMatcher,
  validationRules,
} from "@pp/domain";
import { z } from "zod";
import { chargeOutSchema, chargeSchema, postcodeMatcherSchema } from "./catalog.contract";
import { pageOf, pageQuerySchema } from "./common.contract";
import { optionalText, requiredText } from "./fields.contract";
import { CITY_IMPORT_MODES } from "./reference.contract";

// The catalogue's libraries: postcode groups, premium packages, formula types and cost formulas. Platform
// staff manage them; products point at them (zones, postcode rules, premium packages, formula surcharges).

const code = z
  .string()
  .trim()
  .min(1, { message: "required" })
  .max(30)
  .regex(/^[A-Za-z0-9_-]+$/, { message: "englishDigitsSymbols500" });

// ---- postcode matchers ------------------------------------------------------------------------------

/**
 * One matcher written as a text line: "90001-96199" or "90001~96199" a range (a single hyphen is a range
 * only when both ends have the same length, so "12345-6789" stays one ZIP+4 code), "SW1*" a prefix, anything
 * else one exact postcode. Codes are stored uppercase without spaces or hyphens.
 */
export const parsePostcodeMatcher = (
  line: string,
): { ok: true; matcher: PostcodeMatcher } | { ok: false; key: "postcode" | "minNotAboveMax" } => {
  const text = line.trim();
  const rangeOf = (from: string, to: string) => {
    if (!isPostcode(from.trim()) || !isPostcode(to.trim()))
      return { ok: false as const, key: "postcode" as const };
    const [a, b] = [normalizePostcode(from), normalizePostcode(to)];
    if (a.length !== b.length || a > b) return { ok: false as const, key: "minNotAboveMax" as const };
    return { ok: true as const, matcher: { kind: "range" as const, from: a, to: b } };
  };
  if (text.includes("~")) {
    const [from = "", to = "", ...rest] = text.split("~");
    return rest.length ? { ok: false, key: "postcode" } : rangeOf(from, to);
  }
  const hyphen = text.split("-");
  if (hyphen.length === 2) {
    const [from = "", to = ""] = hyphen;
    if (normalizePostcode(from).length === normalizePostcode(to).length && from.trim() && to.trim())
      return rangeOf(from, to);
  }
  if (text.endsWith("*")) {
    const head = text.slice(0, -1);
    return isPostcode(head.trim())
      ? { ok: true, matcher: { kind: "prefix", value: normalizePostcode(head) } }
      : { ok: false, key: "postcode" };
  }
  return isPostcode(text)
    ? { ok: true, matcher: { kind: "exact", value: normalizePostcode(text) } }
    : { ok: false, key: "postcode" };
};

/** A matcher as the text line the console shows and the import reads. */
export const formatPostcodeMatcher = (matcher: PostcodeMatcher): string =>
  matcher.kind === "range"
    ? `${matcher.from}-${matcher.to}`
    : matcher.kind === "prefix"
      ? `${matcher.value}*`
      : matcher.value;

const matcherLine = z.string().superRefine((line, ctx) => {
  const parsed = parsePostcodeMatcher(line);
  if (!parsed.ok) ctx.addIssue({ code: "custom", message: parsed.key });
});

// ---- postcode groups --------------------------------------------------------------------------------

export const POSTCODE_GROUP_KINDS = ["zone", "remote", "nonRemote", "blocked"] as const;
export type PostcodeGroupKind = (typeof POSTCODE_GROUP_KINDS)[number];

export const postcodeGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(POSTCODE_GROUP_KINDS),
  country: z.string(),
  matchers: z.array(postcodeMatcherSchema),
  description: z.string(),
  updatedAt: z.string(),
});
export type PostcodeGroup = z.infer<typeof postcodeGroupSchema>;
export const postcodeGroupPageSchema = pageOf(postcodeGroupSchema);
export const postcodeGroupQuerySchema = pageQuerySchema.extend({
  kind: z.enum(POSTCODE_GROUP_KINDS).optional(),
  country: z.string().trim().max(2).optional(),
  keyword: z.string().trim().max(50).optional(),
});
export const postcodeGroupInputSchema = z.object({
  name: requiredText(100),
  kind: z.enum(POSTCODE_GROUP_KINDS),
  country: z
    .string()
    .trim()
    .min(1, { message: "required" })
    .refine((value) => validationRules.countryCode.test(value), { message: "countryCode" }),
  /** One matcher per line, as parsePostcodeMatcher reads them. */
  matchers: z.array(matcherLine).min(1, { message: "required" }).max(5000),
  description: optionalText(500),
});
export type PostcodeGroupInput = z.input<typeof postcodeGroupInputSchema>;
export const postcodeImportQuerySchema = z.object({ mode: z.enum(CITY_IMPORT_MODES).default("partial") });

// ---- premium packages -------------------------------------------------------------------------------

export const premiumPackageSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  nameKo: z.string(),
  description: z.string(),
  calc: chargeOutSchema.describe("the price: a charge in one of the engine's units"),
  enabled: z.boolean(),
});
export type PremiumPackage = z.infer<typeof premiumPackageSchema>;
export const premiumPackagePageSchema = pageOf(premiumPackageSchema);
export const premiumPackageQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(50).optional(),
  enabled: z.enum(["true", "false"]).optional(),
});
export const premiumPackageInputSchema = z.object({
  code,
  nameZh: requiredText(100),
  nameEn: requiredText(100),
  nameKo: requiredText(100),
  description: optionalText(500),
  calc: chargeSchema,
  enabled: z.boolean().default(true),
});
export type PremiumPackageInput = z.input<typeof premiumPackageInputSchema>;
export const premiumPackageStatusSchema = z.object({ enabled: z.boolean() });

// ---- formula types ----------------------------------------------------------------------------------

/** What a formula of the type is charged on. */
export const FORMULA_CALC_TYPES = [
  "formula",
  "order",
  "piece",
  "weight",
  "declaredValue",
  "freight",
] as const;
const PARAMETER = /^[A-Za-z_][A-Za-z0-9_]{0,39}$/;

export const formulaTypeSchema = z.object({
  id: z.number().int(),
  nameZh: z.string(),
  nameEn: z.string(),
  calcType: z.enum(FORMULA_CALC_TYPES),
  sort: z.number().int(),
  referencesSurcharges: z.boolean(),
  parameters: z.array(z.string()),
  showOnInvoice: z.boolean(),
  isPublic: z.boolean(),
  orgs: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type FormulaType = z.infer<typeof formulaTypeSchema>;
export const formulaTypeListSchema = pageOf(formulaTypeSchema);
export const formulaTypeInputSchema = z.object({
  nameZh: requiredText(100),
  nameEn: requiredText(100),
  calcType: z.enum(FORMULA_CALC_TYPES),
  sort: z.number().int().min(0).max(9999).default(0),
  referencesSurcharges: z.boolean().default(false),
  /** Extra names a formula of this type may read, e.g. earlier surcharges' codes. */
  parameters: z
    .array(z.string().trim().regex(PARAMETER, { message: "englishDigitsSymbols500" }))
    .max(50)
    .default([]),
  showOnInvoice: z.boolean().default(false),
  isPublic: z.boolean().default(true),
  /** Customer orgs a non-public type is assigned to. */
  orgIds: z.array(z.number().int().positive()).max(500).default([]),
});
export type FormulaTypeInput = z.input<typeof formulaTypeInputSchema>;
export const customerOrgOptionsSchema = z.object({
  rows: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

// ---- cost formulas ----------------------------------------------------------------------------------

export const formulaConstantSchema = z.object({
  id: z.string().trim().regex(PARAMETER, { message: "englishDigitsSymbols500" }),
  value: z.string().trim().regex(FORMULA_NUMBER_PATTERN, { message: "FORMULA_CONSTANT_RANGE" }),
  nameEn: optionalText(100),
  nameZh: optionalText(100),
});
export const formulaSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  formulaTypeId: z.number().int().nullable(),
  formulaTypeName: z.object({ zh: z.string(), en: z.string() }).nullable(),
  expression: z.string(),
  constants: z.array(formulaConstantSchema),
  testStatus: z.enum(["passed", "failed"]).nullable(),
  usedByProducts: z.number().int(),
  updatedAt: z.string(),
});
export type Formula = z.infer<typeof formulaSchema>;
export const formulaPageSchema = pageOf(formulaSchema);
export const formulaQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(50).optional(),
  formulaTypeId: z.coerce.number().int().positive().optional(),
});
export const formulaInputSchema = z.object({
  code,
  nameZh: requiredText(100),
  nameEn: requiredText(100),
  formulaTypeId: z.number().int().positive().nullable().default(null),
  expression: requiredText(FORMULA_REQUEST_MAX_LENGTH),
  constants: z.array(formulaConstantSchema).max(50).default([]),
});
export type FormulaInput = z.input<typeof formulaInputSchema>;
/** "Test formula": the expression and constants as in the editor, with sample values for its variables. */
export const formulaTestInputSchema = z.object({
  expression: requiredText(FORMULA_REQUEST_MAX_LENGTH),
  constants: z.array(formulaConstantSchema).max(50).default([]),
  formulaTypeId: z.number().int().positive().nullable().default(null),
  sample: z.record(z.string().max(40), z.string().trim().max(40)).default({}),
  /** When given and the expression and constants are the saved ones, the result is recorded on the formula. */
  formulaId: z.number().int().positive().optional(),
});
export type FormulaTestInput = z.input<typeof formulaTestInputSchema>;
export const formulaTestResultSchema = z.object({
  passed: z.boolean(),
  value: z.string().optional(),
  message: z.string().optional(),
  position: z.number().int().optional(),
  recorded: z.boolean(),
});
export type FormulaTestResult = z.infer<typeof formulaTestResultSchema>;
