import { randomUUID } from "node:crypto";
import type { OrderCancelled, OrderDraft, OrderPlaceResult } from "@pp/contracts";
import { nextStatus, ORDER_PAYMENT_TRANSITIONS, ORDER_TRANSITIONS } from "@pp/domain";
import { can, requireCan } from "../../../platform/access";
import type { Actor } from "../../../platform/actor";
import type { Db, Executor } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { visibleOrNotFound } from "../../../platform/scope";
import type { OrderStore } from "../placement/placement";
import { isDraft, ownOrder, recordsOf } from "../placement/placement";
import * as repo from "../placement/placement.repository";

// Changing an order after it is placed (issue 13): cancelling before hand-over, deleting a draft, copying an
// order into a new draft. Cancelling a paid order refunds its charge through finance, so the flow in
// src/flows/cancel-order.ts opens the transaction and hands `cancelOrder` the refund; deleting and copying touch
// only this module (copying places its draft through the placement flow the routes are handed).

/** Cancels orders, each on its own: one answer per order, in order (the flow in src/flows/cancel-order.ts). */
export type CancelOrders = (actor: Actor, orderIds: number[]) => Promise<CancelOutcome[]>;
export type CancelOutcome = { ok: true; order: OrderCancelled } | { ok: false; error: AppError };

/** The wallet movement that gives a cancelled order's charge back, named by the order. */
export type OrderRefund = {
  orgId: number;
  orderNo: string;
  amount: string;
  currency: string;
  key: string;
};

/**
 * An order the caller may cancel: any order for staff holding `cancelAnyOrder`, else one of its own org's
 * (customers); 404 for an order the caller does not see or may not change.
 */
const cancellableBy = (actor: Actor, row: repo.OrderRecord | undefined) => {
  if (can(actor, "cancelAnyOrder")) return visibleOrNotFound(actor, row);
  requireCan(actor, "placeOrders");
  return ownOrder(actor, row);
};

export const createOrderChanges = (db: Db, store: OrderStore) => ({
  /**
   * Cancels an order in the caller's transaction: locks it, checks the order lifecycle allows cancelling (not
   * handed over, not already cancelled: a second concurrent cancel waits for the lock and is refused here), lets
   * `refund` give a paid order's charge back in full, then writes the new status with its log row, count move
   * and event, and voids its numbers so the customer may use them (and its reference) again.
   */
  cancelOrder: async (
    tx: Executor,
    actor: Actor,
    orderId: number,
    refund: (movement: OrderRefund) => Promise<unknown>,
  ): Promise<OrderCancelled> => {
    const locked = cancellableBy(actor, await repo.lockOrder(tx, orderId));
    const status = nextStatus(ORDER_TRANSITIONS, locked.status, "cancel");
    if (!status) throw new AppError("ORDER_NOT_CANCELLABLE");
    const charged = locked.paymentStatus === "paid" && locked.chargeKey !== null;
    const paymentStatus = charged
      ? nextStatus(ORDER_PAYMENT_TRANSITIONS, locked.paymentStatus, "refund")
      : locked.paymentStatus;
    if (!paymentStatus) throw new AppError("ORDER_NOT_CANCELLABLE");
    const row: repo.OrderRecord = { ...locked, status, paymentStatus, version: locked.version + 1 };
    if (charged)
      await refund({
        orgId: locked.orgId,
        orderNo: locked.orderNo,
        amount: locked.chargeAmount,
        currency: locked.walletCurrency,
        key: `order-cancel:${orderId}`,
      });
    await repo.updateOrder(
      tx,
      orderId,
      { status, paymentStatus, version: row.version },
      recordsOf([
        {
          userId: actor.userId,
          row,
          event: "cancel",
          from: locked.status,
          reason: charged ? "orderLogCancelledRefunded" : "orderLogCancelled",
          topic: "order.cancelled",
        },
      ]),
      [repo.voidNumbers(tx, orderId)],
    );
    return {
      id: row.id,
      orderNo: row.orderNo,
      status,
      paymentStatus,
      version: row.version,
      refunded: charged ? { amount: locked.chargeAmount, currency: locked.walletCurrency } : null,
    };
  },

  /**
   * Deletes a draft of the caller's own org that was never paid: its rows go, its tab count moves and an
   * `order.deleted` event says so (the operation log keeps who deleted it).
   */
  deleteDraft: (actor: Actor, orderId: number) =>
    db.transaction(async (tx) => {
      requireCan(actor, "placeOrders");
      const locked = ownOrder(actor, await repo.lockOrder(tx, orderId));
      if (!isDraft(locked) || locked.paidAt !== null || locked.chargeKey !== null)
        throw new AppError("ORDER_NOT_DELETABLE");
      const records = recordsOf([
        {
          userId: actor.userId,
          row: locked,
          event: "delete",
          from: locked.status,
          reason: "",
          topic: "order.deleted",
        },
      ]);
      await repo.deleteOrder(tx, orderId, {
        logs: [],
        counts: records.counts.map((move) => ({ ...move, to: null })),
        events: records.events,
      });
    }),

  /**
   * Copies an order of the caller's own org into a new draft under a new submission key, without the numbers
   * that must stay unique (the reference and the delivery numbers); `place` saves it, priced as it is today, and
   * paying it prices it again.
   */
  copyOrder: async (
    actor: Actor,
    orderId: number,
    place: (draft: OrderDraft) => Promise<OrderPlaceResult>,
  ) => {
    requireCan(actor, "placeOrders");
    const draft = await store.loadAsDraft(actor, orderId);
    return place({
      ...draft,
      idempotencyKey: `copy:${orderId}:${randomUUID()}`,
      referenceNo: "",
      deliveryNumbers: [],
      saveAsDraft: true,
    });
  },
});

export type OrderChanges = ReturnType<typeof createOrderChanges>;
