// Every status lifecycle is one table here: per event, the statuses it may start from and the status it leads
// to. A service changes a status only through nextStatus, so a transition the table does not list is refused
// wherever it is asked for (docs/architecture.md "Status lifecycles").

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

/**
 * Orders (spec §4, issue 12): created is a draft (unpaid); paying it makes it shippable unless a rule, a problem
 * or arrears block it (cannot ship, released back to can ship); the warehouse receipt or the first carrier event
 * hands it over; delivery completes it and a confirmed bill settles it. An order not yet handed over is cancelled
 * at once; a handed-over one only when platform staff confirm the customer's cancel request (spec §4: the carrier
 * confirms offline first). The warehouse's weigh-in prices the order again and hands it over once the difference
 * is settled; a wallet that cannot pay the difference leaves it unable to ship (arrears) until the customer pays.
 */
export const ORDER_STATUSES = [
  "created",
  "canShip",
  "cannotShip",
  "handedOver",
  "completed",
  "cancelled",
  "settled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_TRANSITIONS = {
  /** A draft paid (or an order placed and paid at once) with nothing blocking it. */
  pay: { from: ["created"], to: "canShip" },
  /** A draft paid while a rule, a problem or arrears block it. */
  payBlocked: { from: ["created"], to: "cannotShip" },
  block: { from: ["canShip"], to: "cannotShip" },
  release: { from: ["cannotShip"], to: "canShip" },
  handOver: { from: ["canShip"], to: "handedOver" },
  /** The warehouse weighed it and the difference was charged or refunded (issue 13). */
  weighIn: { from: ["canShip", "cannotShip"], to: "handedOver" },
  /** The warehouse weighed it heavier and the wallet cannot pay the difference: arrears block it. */
  weighInArrears: { from: ["canShip", "cannotShip"], to: "cannotShip" },
  /** The customer paid the arrears of a weighed order. */
  payArrears: { from: ["cannotShip"], to: "handedOver" },
  complete: { from: ["handedOver"], to: "completed" },
  cancel: { from: ["created", "canShip", "cannotShip"], to: "cancelled" },
  /** A handed-over order whose cancel request staff confirmed. */
  cancelConfirmed: { from: ["handedOver"], to: "cancelled" },
  settle: { from: ["completed"], to: "settled" },
} as const satisfies Transitions<OrderStatus>;
export type OrderEvent = keyof typeof ORDER_TRANSITIONS;

/**
 * An order's payment: taken from the wallet when placed or when its draft is paid; refunded when cancelled. A
 * product that holds until weigh-in (issue 13, order-handling.ts) only reserves the amount when the order is
 * placed (held: the available balance drops, the balance does not); the weigh-in captures it (paid), a cancel
 * before that releases it (released: nothing was ever taken).
 */
export const ORDER_PAYMENT_STATUSES = ["unpaid", "held", "paid", "refunded", "released"] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];
export const ORDER_PAYMENT_TRANSITIONS = {
  pay: { from: ["unpaid"], to: "paid" },
  hold: { from: ["unpaid"], to: "held" },
  capture: { from: ["held"], to: "paid" },
  refund: { from: ["paid"], to: "refunded" },
  release: { from: ["held"], to: "released" },
} as const satisfies Transitions<OrderPaymentStatus>;

/**
 * A customer's request to cancel a handed-over order (spec §4): platform staff confirm it (the order is cancelled
 * and refunded) or refuse it with a reason, once.
 */
export const CANCEL_REQUEST_STATUSES = ["pending", "confirmed", "refused"] as const;
export type CancelRequestStatus = (typeof CANCEL_REQUEST_STATUSES)[number];
export const CANCEL_REQUEST_TRANSITIONS = {
  confirm: { from: ["pending"], to: "confirmed" },
  refuse: { from: ["pending"], to: "refused" },
} as const satisfies Transitions<CancelRequestStatus>;

/**
 * Problem orders (问题件, spec §2): platform staff raise a problem on an order; the customer answers it (a reply,
 * a corrected address, return or destroy); staff resolve it, answered or not, once.
 */
export const PROBLEM_STATUSES = ["open", "answered", "resolved"] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];
export const PROBLEM_TRANSITIONS = {
  answer: { from: ["open"], to: "answered" },
  resolve: { from: ["open", "answered"], to: "resolved" },
} as const satisfies Transitions<ProblemStatus>;
/** What the problem is about, as staff choose it. */
export const PROBLEM_TYPES = ["address", "customsHold", "damaged", "refused", "other"] as const;
export type ProblemType = (typeof PROBLEM_TYPES)[number];
/** How the customer answers: a reply, a corrected address, return the parcel or destroy it. */
export const PROBLEM_ANSWER_KINDS = ["reply", "correctedAddress", "return", "destroy"] as const;
export type ProblemAnswerKind = (typeof PROBLEM_ANSWER_KINDS)[number];

/**
 * Why an order is abnormal (spec §2 abnormal orders, issue 13): an order rule marked it, its submission to the
 * carrier failed, the wallet could not pay its weigh-in difference, or a tracking event raised an alert. Each
 * abnormality is open until it is cleared (the arrears paid, the rule's hold released, the event handled).
 */
export const ORDER_ABNORMAL_KINDS = ["rule", "submission", "arrears", "tracking"] as const;
export type OrderAbnormalKind = (typeof ORDER_ABNORMAL_KINDS)[number];

/**
 * Bulk order imports (issue 14): a task runs a `processing` import to its end once: `completed` (every order has
 * its outcome) or `failed` (the import as a whole could not run, or all or nothing refused it).
 */
export const ORDER_IMPORT_STATUSES = ["processing", "completed", "failed"] as const;
export type OrderImportStatus = (typeof ORDER_IMPORT_STATUSES)[number];
export const ORDER_IMPORT_TRANSITIONS = {
  complete: { from: ["processing"], to: "completed" },
  fail: { from: ["processing"], to: "failed" },
} as const satisfies Transitions<OrderImportStatus>;

/**
 * A parcel's submission to its carrier (spec §4 submission waiting / success / failed; issue 15): a job pushes a
 * waiting one, which the carrier accepts (success) or refuses (failed, with the carrier's message). A failed one is
 * pushed again (re-push); staff may mark a waiting or failed one successful by hand after confirming it with the
 * carrier, entering the tracking number. Cancelling a pushed order cancels its shipment at the carrier first.
 */
export const SUBMISSION_STATUSES = ["waiting", "success", "failed", "cancelled"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export const SUBMISSION_TRANSITIONS = {
  accept: { from: ["waiting"], to: "success" },
  refuse: { from: ["waiting"], to: "failed" },
  repush: { from: ["failed"], to: "waiting" },
  markSuccess: { from: ["waiting", "failed"], to: "success" },
  /** The carrier cancelled the shipment of an order being cancelled. */
  cancel: { from: ["success"], to: "cancelled" },
} as const satisfies Transitions<SubmissionStatus>;

/**
 * A customer's request that the platform dock a carrier API it lacks (spec §9: 3000 yuan each; issue 15): the fee
 * is held while it is pending; staff accept it (the hold is captured) or reject it (released); the customer may
 * withdraw it while pending (released).
 */
export const DOCKING_REQUEST_STATUSES = ["pending", "accepted", "rejected", "withdrawn"] as const;
export type DockingRequestStatus = (typeof DOCKING_REQUEST_STATUSES)[number];
export const DOCKING_REQUEST_TRANSITIONS = {
  accept: { from: ["pending"], to: "accepted" },
  reject: { from: ["pending"], to: "rejected" },
  withdraw: { from: ["pending"], to: "withdrawn" },
} as const satisfies Transitions<DockingRequestStatus>;
export type DockingRequestEvent = keyof typeof DOCKING_REQUEST_TRANSITIONS;

/** A submission's label (spec §4: obtained or not, sync or async): pending until fetched or timed out. */
export const LABEL_STATUSES = ["none", "pending", "obtained", "timedOut"] as const;
export type LabelStatus = (typeof LABEL_STATUSES)[number];
