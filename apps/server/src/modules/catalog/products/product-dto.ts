import type {
  ProductSettings,
  productBillingSchema,
  productLimitsSchema,
  QuotePlan,
  RateGrid,
} from "@pp/contracts";
import type { Language } from "@pp/domain";
import type { z } from "zod";
import type { QuotePlanRow, RateCellRow } from "../quote-plans/quote-plans.repository";
import type { ProductRecord, ProductWithNames, ZoneRow } from "./products.repository";

// Answers are built by spreading the stored row: every answer is cut down to its route's schema before it
// leaves the server (platform/http.ts, serializerCompiler), so one mapper serves the list row and the settings,
// and zones and surcharges answer as stored.

/** A product with its names, as the list row and the settings tabs read it. */
export const productDto = ({ product, ...names }: ProductWithNames, lang: Language): ProductSettings => ({
  ...product,
  supplierName: names.supplierName,
  costProductName: { zh: names.costNameZh, en: names.costNameEn, ko: names.costNameKo }[lang],
  bubble: {
    way: product.bubbleWay,
    percentage: product.bubblePercentage,
    thresholdCm: product.bubbleThresholdCm,
  },
  createdAt: product.createdAt.toISOString(),
  updatedAt: product.updatedAt.toISOString(),
});

export const planDto = (row: QuotePlanRow): QuotePlan => ({ ...row, createdAt: row.createdAt.toISOString() });

/** A plan's grid: the product's zones (rows) × weight bands (columns), with the cells that have a price. */
export const rateGridOf = (
  product: ProductRecord,
  plan: QuotePlanRow,
  zones: ZoneRow[],
  cells: RateCellRow[],
): RateGrid => ({
  plan: planDto(plan),
  rateModel: product.rateModel,
  currency: product.currency,
  bands: product.bands,
  zones,
  cells,
});

// ---- settings to columns: the contracts name their fields as the columns, except for these two

/** The bubble is stored as three columns. */
export const bubbleColumns = <T extends Pick<z.output<typeof productBillingSchema>, "bubble">>({
  bubble,
  ...settings
}: T) => ({
  ...settings,
  bubbleWay: bubble.way,
  bubblePercentage: bubble.percentage,
  bubbleThresholdCm: bubble.thresholdCm,
});

/** The limits as stored: a declared-value limit without a currency is in the product currency. */
export const limitValues = (input: z.output<typeof productLimitsSchema>, productCurrency: string) => ({
  limits: {
    ...input.limits,
    maxDeclaredValueCurrency: input.limits.maxDeclaredValueCurrency ?? productCurrency,
  },
  cargoTypes: input.cargoTypes,
});
