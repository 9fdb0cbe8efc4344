// How a sales product handles its orders after placement (issue 13, spec §7 getOrderEditParam /
// updateOrderEditParam, §4 cancelling): when the wallet pays, how a cancel is decided, and which fields the
// customer and staff may change before the order is handed over. The product keeps them; orders read them.

import type { OrderStatus } from "./status-transitions";

/** Charge the wallet when the order is placed (the default), or hold the amount then and capture it at weigh-in. */
export const ORDER_CHARGE_MODES = ["chargeAtPlacement", "holdUntilWeighIn"] as const;
export type OrderChargeMode = (typeof ORDER_CHARGE_MODES)[number];

/** Cancel online with a refund at once (before hand-over), or always through a request staff confirm offline. */
export const ORDER_CANCEL_MODES = ["online", "offlineConfirmation"] as const;
export type OrderCancelMode = (typeof ORDER_CANCEL_MODES)[number];

/**
 * When a product's orders go to their carrier (issue 15): as soon as they are paid, when the warehouse weighs them
 * in, or when staff push them in batch.
 */
export const ORDER_PUSH_TRIGGERS = ["payment", "weighIn", "manual"] as const;
export type OrderPushTrigger = (typeof ORDER_PUSH_TRIGGERS)[number];

/**
 * The groups of an order's fields an edit before hand-over may change. Origin country is never among them;
 * "receiver" includes the destination's country, state, city and postcode (the order is priced again).
 */
export const ORDER_EDIT_FIELDS = [
  "receiver",
  "sender",
  "referenceNo",
  "remarks",
  "boxes",
  "declaration",
  "taxNumbers",
  "premiumPackages",
] as const;
export type OrderEditField = (typeof ORDER_EDIT_FIELDS)[number];

/** What a product allows to edit until it says otherwise. */
export const DEFAULT_ORDER_EDIT_FIELDS: readonly OrderEditField[] = ["receiver", "remarks", "taxNumbers"];

/**
 * The statuses an order may be edited in: until it is handed over (a draft, or paid and able or unable to ship).
 * An edit leaves the status as it is (a rule the edited order breaks blocks it through ORDER_TRANSITIONS.block).
 */
export const ORDER_EDITABLE_STATUSES: readonly OrderStatus[] = ["created", "canShip", "cannotShip"];
