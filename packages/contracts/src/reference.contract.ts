import { isCurrencyRate, toSingleLine, validationRules } from "@pp/domain";
import { z } from "zod";
import { localizedTextSchema, pageOf, pageQuerySchema } from "./common.contract";

// A string checked by one of the shared domain rules; the issue message is the rule's message key.
const ruled = (key: keyof typeof validationRules) =>
  z
    .string()
    .trim()
    .min(1, { message: "required" })
    .refine((value) => validationRules[key].test(value), { message: validationRules[key].key });

// Names and labels are one line (toSingleLine: line breaks from pasted sheets become spaces); descriptions
// may span lines.
const requiredText = (max: number) =>
  z.string().overwrite(toSingleLine).trim().min(1, { message: "required" }).max(max);
const optionalText = (max: number) => z.string().overwrite(toSingleLine).trim().max(max).default("");
const description = (max: number) => z.string().trim().max(max).default("");

// ---- the one dropdown shape -------------------------------------------------------------------------

/** Spec §7: every dropdown endpoint answers "code 10200 with a data array" of these options. */
export const DROPDOWN_OK = 10200;
export const dropdownOptionSchema = z.object({
  value: z.string(),
  label: z.string().describe("in the caller's language"),
  labels: localizedTextSchema,
  extra: z.record(z.string(), z.unknown()).optional(),
});
export type DropdownOption = z.infer<typeof dropdownOptionSchema>;
export const dropdownSchema = z.object({ code: z.literal(DROPDOWN_OK), data: z.array(dropdownOptionSchema) });
export type Dropdown = z.infer<typeof dropdownSchema>;

// ---- countries --------------------------------------------------------------------------------------

export const countrySchema = z.object({
  id: z.number().int(),
  regionName: z.string(),
  regionNameEn: z.string(),
  regionCode: z.string(),
  threeRegionCode: z.string(),
  quanPin: z.string(),
  areaCode: z.string(),
  hot: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;
export const countryQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(50).optional(),
  hot: z.enum(["true", "false"]).optional(),
});
export const countryPageSchema = pageOf(countrySchema);
export const countryInputSchema = z.object({
  regionName: requiredText(50),
  regionNameEn: requiredText(100),
  regionCode: ruled("countryCode"),
  threeRegionCode: z
    .string()
    .trim()
    .min(1, { message: "required" })
    .regex(/^[A-Z]{3}$/, { message: "upper2to5" }),
  quanPin: z
    .string()
    .trim()
    .regex(/^[a-z]*$/, { message: "englishOnly" })
    .max(100)
    .default(""),
  areaCode: z
    .string()
    .trim()
    .regex(/^\d{0,6}$/, { message: "number" })
    .default(""),
  hot: z.boolean().default(false),
});
export type CountryInput = z.input<typeof countryInputSchema>;
export const countryDropdownQuerySchema = z.object({ keyword: z.string().trim().max(50).optional() });
export const countryHotSchema = z.object({ hot: z.boolean() });

// ---- cities -----------------------------------------------------------------------------------------

export const citySchema = z.object({
  id: z.number().int(),
  cityName: z.string(),
  cityNameEn: z.string(),
  cityCode: z.string(),
  provinceName: z.string(),
  provinceNameEn: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  description: z.string(),
});
export type City = z.infer<typeof citySchema>;
export const cityQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(50).optional(),
  countryCode: z.string().trim().max(2).optional(),
});
export const cityPageSchema = pageOf(citySchema);
export const cityInputSchema = z.object({
  cityName: requiredText(100),
  cityNameEn: optionalText(100),
  cityCode: z
    .string()
    .trim()
    .min(1, { message: "required" })
    .max(20)
    .regex(/^[A-Za-z0-9_-]+$/, { message: "englishDigitsSymbols500" }),
  provinceName: optionalText(100),
  provinceNameEn: optionalText(100),
  countryCode: ruled("countryCode"),
  description: description(500),
});
export type CityInput = z.input<typeof cityInputSchema>;
export const CITY_IMPORT_MODES = ["partial", "all"] as const;
export const cityImportQuerySchema = z.object({ mode: z.enum(CITY_IMPORT_MODES).default("partial") });
export const importResultSchema = z.object({
  imported: z.number().int(),
  failed: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
});
export type ImportResult = z.infer<typeof importResultSchema>;

// ---- currencies -------------------------------------------------------------------------------------

export const currencySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: localizedTextSchema,
  symbol: z.string(),
  rate: z.string().describe("units of CNY per 1 unit of this currency, up to 8 decimals"),
  isBase: z.boolean(),
  updatedAt: z.string(),
});
export type Currency = z.infer<typeof currencySchema>;
export const currencyListSchema = pageOf(currencySchema);
export const currencyRateInputSchema = z.object({
  rate: z
    .string()
    .trim()
    .min(1, { message: "required" })
    .refine(isCurrencyRate, { message: validationRules.decimals8.key }),
});
export const currencyRateHistorySchema = z.object({
  id: z.number().int(),
  oldRate: z.string(),
  newRate: z.string(),
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});
export type CurrencyRateHistory = z.infer<typeof currencyRateHistorySchema>;
export const currencyHistorySchema = z.object({ rows: z.array(currencyRateHistorySchema) });

// ---- dictionaries -----------------------------------------------------------------------------------

export const dictTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  itemCount: z.number().int(),
});
export type DictType = z.infer<typeof dictTypeSchema>;
export const dictTypeListSchema = pageOf(dictTypeSchema);
export const dictTypeInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: "required" })
    .max(50)
    .regex(/^[a-z][a-z0-9_]*$/, { message: "englishOnly" }),
  description: description(200),
});
export type DictTypeInput = z.input<typeof dictTypeInputSchema>;
export const dictItemSchema = z.object({
  id: z.number().int(),
  dictId: z.number().int(),
  value: z.string(),
  label: localizedTextSchema,
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type DictItem = z.infer<typeof dictItemSchema>;
export const dictItemListSchema = pageOf(dictItemSchema);
export const dictItemInputSchema = z.object({
  value: requiredText(50),
  label: z.object({ zh: requiredText(100), en: requiredText(100), ko: requiredText(100) }),
  sort: z.number().int().min(0).max(99999).default(0),
  enabled: z.boolean().default(true),
});
export type DictItemInput = z.input<typeof dictItemInputSchema>;
export const dictDetailQuerySchema = z.object({
  dictName: z.string().trim().min(1, { message: "required" }).max(50),
  size: z.coerce.number().int().min(1).max(9999).default(9999),
});
export const referenceIdParamSchema = z.object({ id: z.coerce.number().int().positive() });
