import {
  BUBBLE_WAYS,
  CARGO_TYPES,
  CHARGE_BASES,
  CHARGE_UNITS,
  type Charge,
  FORMULA_NUMBER_PATTERN,
  FORMULA_REQUEST_MAX_LENGTH,
  normalizePostcode,
  PRODUCT_STATUSES,
  RATE_MODELS,
  ROUNDING_MODES,
  TRACKING_NOT_ONLINE_HOURS,
} from "@pp/domain";
import { z } from "zod";
import { pageOf, pageQuerySchema } from "./common.contract";
import {
  decimalText as decimal,
  moneyText as money,
  optionalText,
  percentText as percent,
  requiredText,
  sizeCmText as sizeCm,
  unitPriceText as unitPrice,
  weightKgText as weightKg,
  wholeNumberText as wholeNumber,
} from "./fields.contract";

// Product administration (spec §2 product detail and cost/sales price edit, §3 Product basic info and Product
// cost record, §7 "Products and cost"). A cost record and a sales product share one shape of pricing settings
// (the engine's ProductPricing); a sales product's settings are edited tab by tab. Every weight, size and amount
// travels as a decimal string. Issue messages are message keys, put on the field they concern.

// ---- decimal strings: the shared field primitives (fields.contract.ts) ------------------------------

/** ISO 4217 code; the service checks it is a currency of the reference table. */
const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { message: "CATALOG_CURRENCY_FORMAT" });

const id = z.number().int().positive();

export const productStatusSchema = z.enum(PRODUCT_STATUSES);
export type ProductStatus = z.infer<typeof productStatusSchema>;
export const productSideSchema = z.enum(["cost", "sales"]);
export const reportPriceTypeSchema = z.enum(["own", "public", "internal"]);
export type ReportPriceType = z.infer<typeof reportPriceTypeSchema>;
export const rateModelSchema = z.enum(RATE_MODELS);
export const cargoTypeSchema = z.enum(CARGO_TYPES);

// ---- pricing settings pieces ------------------------------------------------------------------------

export const bubbleSchema = z.object({
  way: z.enum(BUBBLE_WAYS),
  percentage: percent.default("0"),
  thresholdCm: sizeCm.default("0"),
});

export const carrySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("none") }),
  z.object({ kind: z.literal("step"), stepKg: weightKg }),
  z.object({
    kind: z.literal("custom"),
    intervals: z
      .array(z.object({ upToKg: weightKg.nullable(), stepKg: weightKg }))
      .min(1, { message: "required" })
      .max(50),
  }),
]);
export type CarryInput = z.input<typeof carrySchema>;

/** (minKg, maxKg]; maxKg null = no upper end, allowed on the last band only (rule openBand). */
export const weightBandSchema = z.object({ minKg: weightKg, maxKg: weightKg.nullable() });

export const serviceLimitsSchema = z.object({
  maxPieceWeightKg: weightKg.default("0"),
  maxOrderWeightKg: weightKg.default("0"),
  maxLongestSideCm: sizeCm.default("0"),
  maxGirthCm: sizeCm.default("0"),
  maxDeclaredValue: money.default("0"),
  /** The currency maxDeclaredValue is written in; missing = the product currency. */
  maxDeclaredValueCurrency: currencyCode.optional(),
  maxPieces: wholeNumber.default("0"),
});

export const productPostcodeRuleSchema = z.object({
  remoteGroupIds: z.array(id).max(200).default([]),
  nonRemoteGroupIds: z.array(id).max(200).default([]),
  blockedGroupIds: z.array(id).max(200).default([]),
});

/** Postcode characters after normalising (uppercase, no spaces or hyphens): letters and digits. */
const postcodeText = z
  .string()
  .trim()
  .min(1, { message: "required" })
  .max(12)
  .refine((value) => /^[A-Z0-9]{1,12}$/.test(normalizePostcode(value)), { message: "postcode" });

export const postcodeMatcherSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("range"), from: postcodeText, to: postcodeText }).refine(
    (range) => {
      const from = normalizePostcode(range.from);
      return from <= normalizePostcode(range.to).slice(0, from.length);
    },
    { message: "minNotAboveMax", path: ["to"] },
  ),
  z.object({ kind: z.literal("prefix"), value: postcodeText }),
  z.object({ kind: z.literal("exact"), value: postcodeText }),
]);

// ---- tabs of a product ------------------------------------------------------------------------------

const basicFields = {
  code: z
    .string()
    .trim()
    .min(1, { message: "required" })
    .max(50)
    .regex(/^[A-Za-z0-9_-]+$/, { message: "CATALOG_CODE_FORMAT" }),
  nameZh: requiredText(100),
  nameEn: requiredText(100),
  nameKo: requiredText(100),
  description: optionalText(500),
  currency: currencyCode,
  originCountry: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { message: "countryCode" }),
  minDays: z.number().int().min(0).max(365),
  maxDays: z.number().int().min(0).max(365),
};

const billingFields = {
  volumetricDivisor: wholeNumber,
  bubble: bubbleSchema,
  chargeBasis: z.enum(CHARGE_BASES).default("order"),
  carry: carrySchema,
  rounding: z.enum(ROUNDING_MODES).default("halfUp"),
  minimumCharge: money.default("0"),
  /** The band price floor option (rule bandFloor); off unless asked for. */
  bandFloor: z.boolean().default(false),
  rateModel: rateModelSchema,
  /** Ascending and contiguous: each band starts where the previous one ends; only the last may be open. */
  bands: z.array(weightBandSchema).min(1, { message: "required" }).max(50),
};

const limitFields = {
  /** Missing limits are "0": unlimited. */
  limits: serviceLimitsSchema.prefault({}),
  cargoTypes: z.array(cargoTypeSchema).min(1, { message: "required" }),
};

const restrictionFields = {
  postcodeRule: productPostcodeRuleSchema.prefault({}),
  premiumPackageIds: z.array(id).max(100).default([]),
};

type Ctx = z.core.$RefinementCtx;

const checkLeadTime = (value: { minDays: number; maxDays: number }, ctx: Ctx) => {
  if (value.minDays > value.maxDays)
    ctx.addIssue({ code: "custom", path: ["maxDays"], message: "minNotAboveMax" });
};

const asNumber = (text: string) => Number(text);

// Bands and custom carry intervals are compared as numbers only to check their order; nothing is computed here.
const checkBilling = (
  value: { bands: { minKg: string; maxKg: string | null }[]; carry: CarryInput; volumetricDivisor: string },
  ctx: Ctx,
) => {
  if (/^0+$/.test(value.volumetricDivisor)) {
    ctx.addIssue({ code: "custom", path: ["volumetricDivisor"], message: "positive" });
  }
  value.bands.forEach((band, index) => {
    if (band.maxKg === null) {
      if (index < value.bands.length - 1) {
        ctx.addIssue({
          code: "custom",
          path: ["bands", index, "maxKg"],
          message: "CATALOG_BAND_OPEN_NOT_LAST",
        });
      }
    } else if (asNumber(band.minKg) >= asNumber(band.maxKg)) {
      ctx.addIssue({ code: "custom", path: ["bands", index, "maxKg"], message: "minNotAboveMax" });
    }
    const previous = value.bands[index - 1];
    if (previous?.maxKg != null && asNumber(previous.maxKg) !== asNumber(band.minKg)) {
      ctx.addIssue({ code: "custom", path: ["bands", index, "minKg"], message: "CATALOG_BANDS_CONTIGUOUS" });
    }
  });
  if (value.carry.kind === "custom") {
    const intervals = value.carry.intervals;
    intervals.forEach((interval, index) => {
      const previous = intervals[index - 1];
      const isLast = index === intervals.length - 1;
      if (interval.upToKg === null && !isLast) {
        ctx.addIssue({ code: "custom", path: ["carry", "intervals", index, "upToKg"], message: "required" });
      }
      if (
        previous?.upToKg != null &&
        interval.upToKg !== null &&
        asNumber(interval.upToKg) <= asNumber(previous.upToKg)
      ) {
        ctx.addIssue({
          code: "custom",
          path: ["carry", "intervals", index, "upToKg"],
          message: "CATALOG_INTERVALS_ASCENDING",
        });
      }
      if (/^0+(\.0+)?$/.test(interval.stepKg)) {
        ctx.addIssue({ code: "custom", path: ["carry", "intervals", index, "stepKg"], message: "positive" });
      }
    });
  }
  if (value.carry.kind === "step" && /^0+(\.0+)?$/.test(value.carry.stepKg)) {
    ctx.addIssue({ code: "custom", path: ["carry", "stepKg"], message: "positive" });
  }
};

/** Basic info tab of a sales product. */
export const productBasicSchema = z
  .object({
    ...basicFields,
    /** Hours after the label without a carrier event before a parcel is "not yet online" (issue 17). */
    notOnlineHours: z.number().int().min(1).max(720).default(TRACKING_NOT_ONLINE_HOURS),
    reportPriceType: reportPriceTypeSchema.default("public"),
    /** The customer org of an "own" product; ignored otherwise. */
    ownerOrgId: id.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    checkLeadTime(value, ctx);
    if (value.reportPriceType === "own" && value.ownerOrgId === null) {
      ctx.addIssue({ code: "custom", path: ["ownerOrgId"], message: "required" });
    }
  });
export type ProductBasicInput = z.input<typeof productBasicSchema>;

/** Billing rule tab: divisor, bubble, charge basis, carry, rounding, minimum charge, rate model, weight bands. */
export const productBillingSchema = z.object(billingFields).superRefine(checkBilling);

/** Service limits tab ("0" = unlimited) and the cargo types the product accepts. */
export const productLimitsSchema = z.object(limitFields);

/** Restriction rules tab: postcode groups treated as remote, non-remote or blocked; premium packages offered. */
export const productRestrictionsSchema = z.object(restrictionFields);

// ---- cost records -----------------------------------------------------------------------------------

/** Create (no id) or edit a cost record: every setting at once. */
export const costProductSaveSchema = z
  .object({
    id: id.optional(),
    ...basicFields,
    supplierOrgId: id,
    ...billingFields,
    ...limitFields,
    ...restrictionFields,
  })
  .superRefine((value, ctx) => {
    checkLeadTime(value, ctx);
    checkBilling(value, ctx);
  });
export type CostProductSaveInput = z.input<typeof costProductSaveSchema>;

export const costProductQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(100).optional(),
  status: productStatusSchema.optional(),
  supplierOrgId: z.coerce.number().int().positive().optional(),
});

// ---- sales products ---------------------------------------------------------------------------------

/** A new sales product built on a cost record: its settings, zones and rates are copied into the default plan. */
export const productCreateSchema = z
  .object({
    costProductId: id,
    code: basicFields.code,
    nameZh: requiredText(100),
    nameEn: requiredText(100),
    nameKo: requiredText(100),
    description: optionalText(500),
    reportPriceType: reportPriceTypeSchema.default("public"),
    ownerOrgId: id.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.reportPriceType === "own" && value.ownerOrgId === null) {
      ctx.addIssue({ code: "custom", path: ["ownerOrgId"], message: "required" });
    }
  });
export type ProductCreateInput = z.input<typeof productCreateSchema>;

export const productQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(100).optional(),
  status: productStatusSchema.optional(),
  costProductId: z.coerce.number().int().positive().optional(),
  reportPriceType: reportPriceTypeSchema.optional(),
});

export const productIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const productStatusParamsSchema = z.object({
  productId: z.coerce.number().int().positive(),
  status: productStatusSchema,
});
export const costStatusParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  status: productStatusSchema,
});

// ---- answers ----------------------------------------------------------------------------------------

/** One row of the cost record or sales product list. */
export const productRowSchema = z.object({
  id: z.number().int(),
  side: productSideSchema,
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  nameKo: z.string(),
  supplierOrgId: z.number().int().nullable(),
  supplierName: z.string().nullable(),
  costProductId: z.number().int().nullable(),
  costProductName: z.string().nullable().describe("the cost record's name in the caller's language"),
  ownerOrgId: z.number().int().nullable(),
  reportPriceType: reportPriceTypeSchema,
  currency: z.string(),
  originCountry: z.string(),
  rateModel: rateModelSchema,
  status: productStatusSchema,
  offlineByPlatform: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ProductRow = z.infer<typeof productRowSchema>;
export const productPageSchema = pageOf(productRowSchema);

/** Every setting of a product (cost record or sales product). */
export const productSettingsSchema = productRowSchema.extend({
  description: z.string(),
  businessType: z.string(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  notOnlineHours: z.number().int(),
  volumetricDivisor: z.string(),
  bubble: z.object({ way: z.enum(BUBBLE_WAYS), percentage: z.string(), thresholdCm: z.string() }),
  chargeBasis: z.enum(CHARGE_BASES),
  carry: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("none") }),
    z.object({ kind: z.literal("step"), stepKg: z.string() }),
    z.object({
      kind: z.literal("custom"),
      intervals: z.array(z.object({ upToKg: z.string().nullable(), stepKg: z.string() })),
    }),
  ]),
  rounding: z.enum(ROUNDING_MODES),
  minimumCharge: z.string(),
  bandFloor: z.boolean(),
  bands: z.array(z.object({ minKg: z.string(), maxKg: z.string().nullable() })),
  limits: z.object({
    maxPieceWeightKg: z.string(),
    maxOrderWeightKg: z.string(),
    maxLongestSideCm: z.string(),
    maxGirthCm: z.string(),
    maxDeclaredValue: z.string(),
    maxDeclaredValueCurrency: z.string(),
    maxPieces: z.string(),
  }),
  cargoTypes: z.array(cargoTypeSchema),
  postcodeRule: z.object({
    remoteGroupIds: z.array(z.number().int()),
    nonRemoteGroupIds: z.array(z.number().int()),
    blockedGroupIds: z.array(z.number().int()),
  }),
  premiumPackageIds: z.array(z.number().int()),
  createdAt: z.string(),
});
export type ProductSettings = z.infer<typeof productSettingsSchema>;

// ---- zones ------------------------------------------------------------------------------------------

const matcherOutSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("range"), from: z.string(), to: z.string() }),
  z.object({ kind: z.literal("prefix"), value: z.string() }),
  z.object({ kind: z.literal("exact"), value: z.string() }),
]);

export const productZoneSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  country: z.string(),
  sort: z.number().int(),
  postcodes: z.array(matcherOutSchema),
  postcodeGroupIds: z.array(z.number().int()),
});
export type ProductZone = z.infer<typeof productZoneSchema>;

export const zoneInputSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, { message: "required" })
    .max(30)
    .regex(/^[A-Za-z0-9_-]+$/, { message: "CATALOG_CODE_FORMAT" }),
  name: requiredText(100),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { message: "countryCode" }),
  postcodes: z.array(postcodeMatcherSchema).max(5000).default([]),
  postcodeGroupIds: z.array(id).max(100).default([]),
});
export type ZoneInput = z.input<typeof zoneInputSchema>;

/** Replaces a product's whole zone list, in order; codes unique (case-insensitive). */
export const zonesSaveSchema = z
  .object({ zones: z.array(zoneInputSchema).max(500) })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.zones.forEach((zone, index) => {
      const key = zone.code.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: "custom", path: ["zones", index, "code"], message: "CATALOG_ZONE_CODE_TAKEN" });
      seen.add(key);
    });
  });
export const zoneListSchema = z.array(productZoneSchema);

// ---- charges -----------------------------------------------------------------------------------------

const AMOUNT_UNITS = new Set<string>(["perOrder", "perPiece", "perKg"]);

/**
 * A charge in one of the trade's units (the engine's Charge): `amount` for perOrder and perPiece (money) and
 * perKg (a unit price, with an optional `stepKg` to charge per started step), `percent` for percentOfFreight
 * and percentOfDeclaredValue. A field the unit does not take is refused on that field.
 */
export const chargeSchema = z
  .object({
    unit: z.enum(CHARGE_UNITS, { message: "CATALOG_CHARGE_UNIT" }),
    amount: z.string().trim().optional(),
    percent: percent.optional(),
    stepKg: weightKg.optional(),
  })
  .superRefine((value, ctx) => {
    const issue = (field: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [field], message });
    const takesAmount = AMOUNT_UNITS.has(value.unit);
    if (takesAmount && value.amount === undefined) issue("amount", "required");
    if (takesAmount && value.percent !== undefined) issue("percent", "CATALOG_CHARGE_FIELD_UNIT");
    if (!takesAmount && value.percent === undefined) issue("percent", "required");
    if (!takesAmount && value.amount !== undefined) issue("amount", "CATALOG_CHARGE_FIELD_UNIT");
    // A per-kg amount is a unit price (4 decimals); the other amounts are money.
    const amountIssue =
      value.amount && (value.unit === "perKg" ? unitPrice : money).safeParse(value.amount).error;
    if (amountIssue) issue("amount", amountIssue.issues[0]?.message ?? "money");
    if (value.stepKg !== undefined && value.unit !== "perKg") issue("stepKg", "CATALOG_CHARGE_STEP_PER_KG");
    else if (value.stepKg !== undefined && /^[0.]+$/.test(value.stepKg)) issue("stepKg", "positive");
  })
  .transform((value): Charge => {
    switch (value.unit) {
      case "perOrder":
      case "perPiece":
        return { unit: value.unit, amount: value.amount ?? "" };
      case "perKg":
        return {
          unit: value.unit,
          amount: value.amount ?? "",
          ...(value.stepKg ? { stepKg: value.stepKg } : {}),
        };
      case "percentOfFreight":
      case "percentOfDeclaredValue":
        return { unit: value.unit, percent: value.percent ?? "" };
    }
  });
export type ChargeInput = z.input<typeof chargeSchema>;

/** A charge as stored and answered. */
export const chargeOutSchema = z.union([
  z.object({ unit: z.enum(["perOrder", "perPiece"]), amount: z.string() }),
  z.object({ unit: z.literal("perKg"), amount: z.string(), stepKg: z.string().optional() }),
  z.object({ unit: z.enum(["percentOfFreight", "percentOfDeclaredValue"]), percent: z.string() }),
]);

// ---- surcharges -------------------------------------------------------------------------------------

const formulaConstantSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z_][A-Za-z0-9_]{0,49}$/, { message: "CATALOG_CODE_FORMAT" }),
  value: decimal(FORMULA_NUMBER_PATTERN, "FORMULA_CONSTANT_RANGE"),
  nameEn: optionalText(100),
  nameZh: optionalText(100),
});

/** The calculator of a surcharge, checked per kind. */
export const surchargeCalcSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("fuelPercent"), percent }),
  z.object({ kind: z.literal("remoteArea"), charge: chargeSchema, minimum: money.optional() }),
  z.object({
    kind: z.literal("oversize"),
    longestSideOverCm: sizeCm.optional(),
    girthOverCm: sizeCm.optional(),
    perPiece: money,
  }),
  z.object({ kind: z.literal("overweight"), pieceOverKg: weightKg, perPiece: money }),
  z.object({
    kind: z.literal("cargoType"),
    cargoTypes: z.array(cargoTypeSchema).min(1, { message: "required" }),
    charge: chargeSchema,
  }),
  z.object({
    kind: z.literal("declaredValue"),
    overValue: money,
    /** The currency overValue is written in; missing = the product currency. */
    overValueCurrency: currencyCode.optional(),
    percent,
  }),
  z.object({ kind: z.literal("insurancePercent"), percent, minimum: money.default("0") }),
  z.object({ kind: z.literal("fixedFee"), charge: chargeSchema }),
  z.object({
    kind: z.literal("formula"),
    expression: requiredText(FORMULA_REQUEST_MAX_LENGTH),
    constants: z.array(formulaConstantSchema).max(50).default([]),
  }),
]);
export type SurchargeCalcInput = z.input<typeof surchargeCalcSchema>;

export const surchargeInputSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, { message: "required" })
      .max(50)
      .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, { message: "CATALOG_SURCHARGE_CODE_FORMAT" }),
    nameZh: requiredText(100),
    nameEn: requiredText(100),
    nameKo: requiredText(100),
    description: optionalText(500),
    calc: surchargeCalcSchema,
    formulaId: id.nullable().default(null),
    showOnStatement: z.boolean().default(false),
    sortNumber: z.number().int().min(0).max(9999).default(0),
    referencesEarlier: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.calc.kind === "oversize" && !value.calc.longestSideOverCm && !value.calc.girthOverCm) {
      ctx.addIssue({ code: "custom", path: ["calc", "longestSideOverCm"], message: "required" });
    }
  });
export type SurchargeInput = z.input<typeof surchargeInputSchema>;

export const productSurchargeSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  nameKo: z.string(),
  description: z.string(),
  calc: z.record(z.string(), z.unknown()).describe("the calculator: { kind, ...its fields }"),
  formulaId: z.number().int().nullable(),
  showOnStatement: z.boolean(),
  sortNumber: z.number().int(),
  referencesEarlier: z.boolean(),
});
export type ProductSurcharge = z.infer<typeof productSurchargeSchema>;
export const surchargeListSchema = z.array(productSurchargeSchema);
export const surchargeParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  surchargeId: z.coerce.number().int().positive(),
});

// ---- quote plans and rate grids ---------------------------------------------------------------------

export const quotePlanSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type QuotePlan = z.infer<typeof quotePlanSchema>;
export const quotePlanListSchema = z.array(quotePlanSchema);
export const quotePlanNameSchema = z.object({ name: requiredText(100) });
export const quotePlanParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  planId: z.coerce.number().int().positive(),
});

/** A price of zone × band. Which fields are required depends on the product's rate model. */
export const rateCellInputSchema = z.object({
  zoneCode: z.string().trim().min(1, { message: "required" }),
  bandIndex: z.number().int().min(0),
  price: unitPrice,
  additionalPrice: unitPrice.nullable().default(null),
  firstWeightKg: weightKg.nullable().default(null),
  additionalStepKg: weightKg.nullable().default(null),
  registrationFee: money.nullable().default(null),
});
export type RateCellInput = z.input<typeof rateCellInputSchema>;

/** The whole grid of a plan; a zone × band without a cell is not served. */
export const rateGridSaveSchema = z.object({ cells: z.array(rateCellInputSchema).max(50000) });

export const rateCellSchema = z.object({
  zoneCode: z.string(),
  bandIndex: z.number().int(),
  price: z.string(),
  additionalPrice: z.string().nullable(),
  firstWeightKg: z.string().nullable(),
  additionalStepKg: z.string().nullable(),
  registrationFee: z.string().nullable(),
});

export const rateGridSchema = z.object({
  plan: quotePlanSchema,
  rateModel: rateModelSchema,
  currency: z.string(),
  bands: z.array(z.object({ minKg: z.string(), maxKg: z.string().nullable() })),
  zones: z.array(z.object({ code: z.string(), name: z.string(), country: z.string() })),
  cells: z.array(rateCellSchema),
});
export type RateGrid = z.infer<typeof rateGridSchema>;

/** Product detail: settings, zones, the default plan's rate grid and the surcharges. */
export const productDetailSchema = z.object({
  product: productSettingsSchema,
  zones: zoneListSchema,
  rates: rateGridSchema,
  surcharges: surchargeListSchema,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
