import { z } from "zod";
import { localizedTextSchema, pageOf } from "./common.contract";

// Label settings, the print profiles (spec §3 Label setting: customerPrintLabelType, labelId, productId,
// reqDeliveryLabelRule; §7 labelSetting): which label prints for a customer's orders of a sales product, on which
// page, in which printer language. One setting per (customer, product); none of either means "every".

const id = z.number().int().positive();

/** Which label prints: the carrier's own, or the platform's. */
export const PRINT_LABEL_TYPES = ["carrier", "platform"] as const;
export type PrintLabelType = (typeof PRINT_LABEL_TYPES)[number];
/** The label's page (the template): 4x6 in, or 100 x 100 mm. */
export const LABEL_IDS = ["4x6", "100x100"] as const;
export type LabelId = (typeof LABEL_IDS)[number];
/** While the carrier's label is not there yet: say "no delivery label yet", or print the platform's meanwhile. */
export const DELIVERY_LABEL_RULES = ["notReady", "platformMeanwhile"] as const;
export type DeliveryLabelRule = (typeof DELIVERY_LABEL_RULES)[number];
/** PDF for office printers, ZPL for thermal printers. */
export const PRINT_FORMATS = ["pdf", "zpl"] as const;
export type PrintFormat = (typeof PRINT_FORMATS)[number];
export const PRINT_DPIS = [203, 300] as const;

export const labelSettingSchema = z.object({
  id,
  /** The customer org; null: the platform's default for every customer. */
  orgId: id.nullable(),
  orgName: z.string().nullable(),
  /** The sales product; null: every product. */
  productId: id.nullable(),
  productName: localizedTextSchema.nullable(),
  customerPrintLabelType: z.enum(PRINT_LABEL_TYPES),
  labelId: z.enum(LABEL_IDS),
  reqDeliveryLabelRule: z.enum(DELIVERY_LABEL_RULES),
  format: z.enum(PRINT_FORMATS),
  dpi: z.union([z.literal(203), z.literal(300)]),
  /** A font stored on the thermal printer (ZPL), e.g. E:NOTOSANSCJK.TTF; empty: text is sent as graphics. */
  printerFont: z.string(),
  updatedAt: z.string(),
});
export type LabelSetting = z.infer<typeof labelSettingSchema>;
export const labelSettingListSchema = pageOf(labelSettingSchema);

export const labelSettingQuerySchema = z.object({
  orgId: z.coerce.number().int().positive().optional(),
  productId: z.coerce.number().int().positive().optional(),
});

/** Adds a setting without `id`, else changes it. A customer's setting is always its own org's. */
export const labelSettingInputSchema = z.object({
  id: id.optional(),
  orgId: id.nullable().default(null),
  productId: id.nullable().default(null),
  customerPrintLabelType: z.enum(PRINT_LABEL_TYPES).default("carrier"),
  labelId: z.enum(LABEL_IDS).default("4x6"),
  reqDeliveryLabelRule: z.enum(DELIVERY_LABEL_RULES).default("notReady"),
  format: z.enum(PRINT_FORMATS).default("pdf"),
  dpi: z.union([z.literal(203), z.literal(300)]).default(203),
  /** Checked by the server (LABEL_PRINTER_FONT): a drive and a file name, e.g. E:NOTOSANSCJK.TTF. */
  printerFont: z.string().trim().max(60).default(""),
});
export type LabelSettingInput = z.infer<typeof labelSettingInputSchema>;
export type LabelSettingRequest = z.input<typeof labelSettingInputSchema>;

/** The pickers of the settings form: the sales products the caller may set, and (staff) the customers. */
export const labelSettingOptionsSchema = z.object({
  products: z.array(z.object({ id, code: z.string(), name: localizedTextSchema })),
  customers: z.array(z.object({ id, name: z.string() })).optional(),
});
export type LabelSettingOptions = z.infer<typeof labelSettingOptionsSchema>;
