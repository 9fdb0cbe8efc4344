import { ORDER_CANCEL_MODES, ORDER_CHARGE_MODES, ORDER_EDIT_FIELDS, PRODUCT_STATUSES } from "@pp/domain";
import { z } from "zod";

// A sales product's order handling (spec §7 getOrderEditParam / updateOrderEditParam, issue 13): when the wallet
// pays for its orders, how their cancels are decided, and which field groups an edit before hand-over may change.

const handlingFields = {
  chargeMode: z.enum(ORDER_CHARGE_MODES),
  cancelMode: z.enum(ORDER_CANCEL_MODES),
};

/** The settings as saved: the editable field groups in their one order, each once. */
export const productOrderHandlingInputSchema = z.object({
  ...handlingFields,
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
