// Every status lifecycle is one table here: per event, the statuses it may start from and the status it leads
// to. A service changes a status only through nextStatus, so a transition the table does not list is refused
// wherever it is asked for (docs/architecture.md "Status lifecycles"). The order lifecycle joins in this shape.

/** The transitions of one lifecycle, keyed by event. */
export type Transitions<S extends string, E extends string = string> = {
  readonly [event in E]: { readonly from: readonly S[]; readonly to: S };
};

/** The status `event` leads to from `from`; null when the table has no such transition (the request is refused). */
export const nextStatus = <S extends string, E extends string>(
  table: Transitions<S, E>,
  from: S,
  event: E,
): S | null => (table[event].from.includes(from) ? table[event].to : null);

/** Whether `status` already is where `event` leads: a repeated request, answered without changing anything. */
export const isRepeat = <S extends string, E extends string>(table: Transitions<S, E>, status: S, event: E) =>
  table[event].to === status;

/** Withdrawals (spec §4): finance approves (pays out) or rejects (releases) a pending one, once. */
export const WITHDRAWAL_STATUSES = ["pending", "approved", "rejected"] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const WITHDRAWAL_TRANSITIONS = {
  approve: { from: ["pending"], to: "approved" },
  reject: { from: ["pending"], to: "rejected" },
} as const satisfies Transitions<WithdrawalStatus>;

/** Bank-transfer recharges: finance confirms (credits) or rejects a reported transfer, once. */
export const BANK_TRANSFER_STATUSES = ["pending", "confirmed", "rejected"] as const;
export type BankTransferStatus = (typeof BANK_TRANSFER_STATUSES)[number];
export const BANK_TRANSFER_TRANSITIONS = {
  confirm: { from: ["pending"], to: "confirmed" },
  reject: { from: ["pending"], to: "rejected" },
} as const satisfies Transitions<BankTransferStatus>;

/**
 * Online recharge payments: an unpaid one expires at its deadline; the gateway's notification pays it, an
 * expired one too (marked late: the payer's money was taken).
 */
export const RECHARGE_PAYMENT_STATUSES = ["pending", "paid", "expired"] as const;
export type RechargePaymentStatus = (typeof RECHARGE_PAYMENT_STATUSES)[number];
export const RECHARGE_PAYMENT_TRANSITIONS = {
  pay: { from: ["pending", "expired"], to: "paid" },
  expire: { from: ["pending"], to: "expired" },
} as const satisfies Transitions<RechargePaymentStatus>;

/** Products: online (quoted, read mode) or offline (editable). */
export const PRODUCT_STATUSES = ["online", "offline"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_TRANSITIONS = {
  putOnline: { from: ["offline"], to: "online" },
  takeOffline: { from: ["online"], to: "offline" },
} as const satisfies Transitions<ProductStatus>;

/** The event that leads a product to `status`: the console and the API name the status they want. */
export const productStatusEvent = (status: ProductStatus): keyof typeof PRODUCT_TRANSITIONS =>
  status === "online" ? "putOnline" : "takeOffline";
