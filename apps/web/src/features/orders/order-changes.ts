import type { OrderCancelResult, OrderRow } from "@pp/contracts";
import { addMoney, nextStatus, ORDER_TRANSITIONS } from "@pp/domain";

// What the console offers for changing an order (issue 13), by the same lifecycle table the server checks:
// cancel before hand-over, delete a draft that was never paid, and who may cancel from the list.

type Statuses = Pick<OrderRow, "status" | "paymentStatus">;

/** An order the lifecycle still lets be cancelled (not handed over, not cancelled or later). */
export const isCancellable = (order: Statuses): boolean =>
  nextStatus(ORDER_TRANSITIONS, order.status, "cancel") !== null;

/** A draft that was never paid: the only order that may be deleted. */
export const isDeletableDraft = (order: Statuses): boolean =>
  order.status === "created" && order.paymentStatus === "unpaid";

/**
 * Who cancels from the list: a customer its own org's orders, platform administrators and operators any
 * customer's (the server's `cancelAnyOrder`).
 */
export const mayCancelOrders = (orgType: string | undefined, roles: readonly string[] | undefined): boolean =>
  orgType === "customer" ||
  (orgType === "platform" && (roles ?? []).some((role) => role === "admin" || role === "platform"));

/**
 * What a batch cancel answered, summed: how many were cancelled, how many became cancel requests (handed-over
 * orders) and the refunds per currency.
 */
export const cancelSummary = (results: OrderCancelResult["results"]) => {
  const refunds = new Map<string, string>();
  let cancelled = 0;
  let requested = 0;
  for (const result of results) {
    if (!result.ok) continue;
    if (result.order.requested) {
      requested++;
      continue;
    }
    cancelled++;
    const refunded = result.order.refunded;
    if (refunded)
      refunds.set(refunded.currency, addMoney(refunds.get(refunded.currency) ?? "0", refunded.amount));
  }
  return {
    cancelled,
    requested,
    total: results.length,
    refunds: [...refunds].map(([currency, amount]) => ({ currency, amount })),
  };
};
