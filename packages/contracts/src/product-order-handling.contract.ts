import {
  ORDER_CANCEL_MODES,
  ORDER_CHARGE_MODES,
  ORDER_EDIT_FIELDS,
  ORDER_PUSH_TRIGGERS,
  PRE_RECORDED_TYPES,
  PRODUCT_STATUSES,
} from "@pp/domain";
import { z } from "zod";

// A sales product's order handling (spec §7 getOrderEditParam / updateOrderEditParam, issue 13): when the wallet
// pays for its orders, how their cancels are decided, and which field groups an edit before hand-over may change.

const handlingFields = {
  chargeMode: z.enum(ORDER_CHARGE_MODES),
  cancelMode: z.enum(ORDER_CANCEL_MODES),
  pushOn: z.enum(ORDER_PUSH_TRIGGERS),
};

/** The settings as saved: the editable field groups in their one order, each once. */
export const productOrderHandlingInputSchema = z.object({
  ...handlingFields,
  pushOn: handlingFields.pushOn.default("payment"),
  editableFields: z
    .array(z.enum(ORDER_EDIT_FIELDS))
    .transform((fields) => ORDER_EDIT_FIELDS.filter((field) => fields.includes(field))),
});
export type ProductOrderHandlingInput = z.input<typeof productOrderHandlingInputSchema>;

/** The settings as the product keeps them, with what the tab needs to know: read mode (online) and version. */
export const productOrderHandlingSchema = z.object({
  productId: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  version: z.number().int(),
  ...handlingFields,
  editableFields: z.array(z.enum(ORDER_EDIT_FIELDS)),
});
export type ProductOrderHandling = z.infer<typeof productOrderHandlingSchema>;

// A cost record's carrier account (spec §3 Product cost record account, §7 api/productCost account/{id}; issue 15):
// the docking provider its parcels go to and the provider's service code, the last-mile delivery service (its
// distributor's English name is kept in finalLogisticsName, the last-mile carrier's name shown on orders; without a
// delivery service the name is free text, as before), whether the provider answers the label with the shipment, and
// whether orders bring the seller's label.

export const costAccountInputSchema = z
  .object({
    dockingProviderId: z.number().int().positive().nullable(),
    serviceCode: z.string().trim().max(60).default(""),
    deliveryServiceId: z.number().int().positive().nullable().default(null),
    finalLogisticsName: z.string().trim().max(100).default(""),
    syncLabels: z.boolean().default(true),
    /** Whether its orders bring the seller's own label (spec §3 usePreRecordedType): never, may or must. */
    usePreRecordedType: z.enum(PRE_RECORDED_TYPES).default("none"),
  })
  .superRefine((value, ctx) => {
    if (value.dockingProviderId !== null && value.serviceCode === "")
      ctx.addIssue({ code: "custom", path: ["serviceCode"], message: "required" });
  });
export type CostAccountInput = z.input<typeof costAccountInputSchema>;

export const costAccountSchema = z.object({
  productId: z.number().int(),
  status: z.enum(PRODUCT_STATUSES),
  dockingProviderId: z.number().int().nullable(),
  providerName: z.string().nullable(),
  serviceCode: z.string(),
  deliveryServiceId: z.number().int().nullable(),
  deliveryServiceName: z.string().nullable(),
  finalLogisticsName: z.string(),
  syncLabels: z.boolean(),
  usePreRecordedType: z.enum(PRE_RECORDED_TYPES),
});
export type CostAccount = z.infer<typeof costAccountSchema>;
