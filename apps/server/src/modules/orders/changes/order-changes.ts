import type {
  CancelRequest,
  CancelRequestQuery,
  OrderCancelled,
  OrderCancelRequestState,
  OrderDraft,
  OrderPlaceResult,
  Page,
} from "@pp/contracts";
import {
  CANCEL_REQUEST_TRANSITIONS,
  nextStatus,
  ORDER_PAYMENT_TRANSITIONS,
  ORDER_TRANSITIONS,
  subtractMoney,
} from "@pp/domain";
import { can, requireCan } from "../../../platform/access";
import type { Actor } from "../../../platform/actor";
import type { Db, Executor } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { mapPage } from "../../../platform/paging";
import { visibleOrNotFound } from "../../../platform/scope";
import type { OrderStore } from "../placement/placement";
import { isDraft, ownOrder, recordsOf } from "../placement/placement";
import * as repo from "../placement/placement.repository";
import * as requests from "./cancel-requests.repository";

// Changing an order after it is placed (issue 13): cancelling (at once before hand-over, after staff confirm a
// cancel request once handed over), deleting a draft, copying an order into a new draft. Cancelling a paid order refunds its charge through finance, so the flow in
// src/flows/cancel-order.ts opens the transaction and hands `cancelOrder` the refund; deleting and copying touch
// only this module (copying places its draft through the placement flow the routes are handed).

/** Cancels orders, each on its own: one answer per order, in order (the flow in src/flows/cancel-order.ts). */
export type CancelOrders = (actor: Actor, orderIds: number[]) => Promise<CancelOutcome[]>;
export type CancelOutcome = { ok: true; order: OrderCancelled } | { ok: false; error: AppError };
/** Platform staff confirm (cancel and refund) or refuse a cancel request (the same flow). */
export type AnswerCancelRequest = (
  actor: Actor,
  requestId: number,
  answer: CancelRequestAnswer,
) => Promise<OrderCancelled>;
export type CancelRequestAnswer = { confirm: true } | { confirm: false; reason: string };

/**
 * The wallet movement that gives a cancelled order's charge back, named by the order; for an order whose amount
 * is only held (its product charges at weigh-in), `heldKey` names the hold to release instead.
 */
export type OrderRefund = {
  orgId: number;
  orderNo: string;
  amount: string;
  currency: string;
  key: string;
  heldKey: string | null;
};

/** Whether the product of an order asks for every cancel to be confirmed offline (its cancel mode). */
export type ConfirmsOffline = (tx: Executor, productId: number) => Promise<boolean>;

/**
 * An order the caller may cancel: any order for staff holding `cancelAnyOrder`, else one of its own org's
 * (customers); 404 for an order the caller does not see or may not change.
 */
const cancellableBy = (actor: Actor, row: repo.OrderRecord | undefined) => {
  if (can(actor, "cancelAnyOrder")) return visibleOrNotFound(actor, row);
  requireCan(actor, "placeOrders");
  return ownOrder(actor, row);
};

/** The log row, count move and event of a change that leaves the order's status as it is (a request's answer). */
const sameStatusRecords = (
  actor: Actor,
  row: repo.OrderRecord,
  event: string,
  reason: string,
  topic: string,
) => recordsOf([{ userId: actor.userId, row, event, from: row.status, reason, topic }]);

const cancelledAnswer = (row: repo.OrderRecord, refunded: boolean, requested: boolean): OrderCancelled => ({
  id: row.id,
  orderNo: row.orderNo,
  status: row.status,
  paymentStatus: row.paymentStatus,
  version: row.version,
  refunded: refunded ? { amount: row.chargeAmount, currency: row.walletCurrency } : null,
  requested,
});

/**
 * Cancels a locked order by `event` (cancel, or cancelConfirmed for a handed-over one): lets `refund` give a paid
 * order's charge back in full, then writes the new status with its log row, count move and event, and voids its
 * numbers so the customer may use them (and its reference) again.
 */
const cancelLocked = async (
  tx: Executor,
  actor: Actor,
  locked: repo.OrderRecord,
  event: "cancel" | "cancelConfirmed",
  refund: (movement: OrderRefund) => Promise<unknown>,
) => {
  const status = nextStatus(ORDER_TRANSITIONS, locked.status, event);
  if (!status) throw new AppError("ORDER_NOT_CANCELLABLE");
  const charged = locked.paymentStatus === "paid" && locked.chargeKey !== null;
  const held = locked.paymentStatus === "held" && locked.chargeKey !== null;
  const paymentStatus =
    charged || held
      ? nextStatus(ORDER_PAYMENT_TRANSITIONS, locked.paymentStatus, held ? "release" : "refund")
      : locked.paymentStatus;
  if (!paymentStatus) throw new AppError("ORDER_NOT_CANCELLABLE");
  const row: repo.OrderRecord = { ...locked, status, paymentStatus, version: locked.version + 1 };
  if (charged || held)
    await refund({
      orgId: locked.orgId,
      orderNo: locked.orderNo,
      // A weighed order in arrears gives back only what its wallet paid.
      amount: subtractMoney(locked.chargeAmount, locked.arrearsAmount ?? "0"),
      currency: locked.walletCurrency,
      key: `order-cancel:${locked.id}`,
      heldKey: held ? locked.chargeKey : null,
    });
  await repo.updateOrder(
    tx,
    locked.id,
    { status, paymentStatus, version: row.version },
    recordsOf([
      {
        userId: actor.userId,
        row,
        event,
        from: locked.status,
        reason: charged
          ? "orderLogCancelledRefunded"
          : held
            ? "orderLogCancelledReleased"
            : "orderLogCancelled",
        topic: "order.cancelled",
      },
    ]),
    [repo.voidNumbers(tx, locked.id)],
  );
  return cancelledAnswer(row, charged, false);
};

export const createOrderChanges = (db: Db, store: OrderStore) => ({
  /**
   * Cancels an order in the caller's transaction: locks it and checks the order lifecycle allows cancelling (a
   * second concurrent cancel waits for the lock and is refused here). An order not yet handed over is cancelled
   * and refunded (or its hold released) at once; a customer's handed-over order, or any order of a product whose
   * cancels are confirmed offline (`confirmsOffline`), gets a cancel request for platform staff to answer once
   * the carrier confirmed offline (spec §4), the order unchanged but for its log row and event.
   */
  cancelOrder: async (
    tx: Executor,
    actor: Actor,
    orderId: number,
    refund: (movement: OrderRefund) => Promise<unknown>,
    confirmsOffline: ConfirmsOffline,
  ): Promise<OrderCancelled> => {
    const locked = cancellableBy(actor, await repo.lockOrder(tx, orderId));
    const cancelsNow = nextStatus(ORDER_TRANSITIONS, locked.status, "cancel") !== null;
    const handedOver =
      !cancelsNow && nextStatus(ORDER_TRANSITIONS, locked.status, "cancelConfirmed") !== null;
    // A draft was never paid: nothing for the carrier to confirm.
    const offline =
      cancelsNow &&
      !isDraft(locked) &&
      can(actor, "placeOrders") &&
      (await confirmsOffline(tx, locked.productId));
    if ((!handedOver && !offline) || !can(actor, "placeOrders"))
      return cancelLocked(tx, actor, locked, "cancel", refund);
    await requests.openRequest(tx, { orderId, orgId: locked.orgId, requestedBy: actor.userId });
    const row = { ...locked, version: locked.version + 1 };
    await repo.updateOrder(
      tx,
      orderId,
      { version: row.version },
      sameStatusRecords(
        actor,
        row,
        "cancelRequest",
        handedOver ? "orderLogCancelRequested" : "orderLogCancelRequestedOffline",
        "order.cancel-requested",
      ),
    );
    return cancelledAnswer(row, false, true);
  },

  /**
   * Platform staff answer a cancel request in the caller's transaction, once: confirming cancels the order by
   * `cancelConfirmed` and refunds it; refusing keeps the order as it is and tells the customer why.
   */
  answerRequest: async (
    tx: Executor,
    actor: Actor,
    requestId: number,
    answer: CancelRequestAnswer,
    refund: (movement: OrderRefund) => Promise<unknown>,
  ) => {
    requireCan(actor, "cancelAnyOrder");
    const request = await requests.lockRequest(tx, requestId);
    if (!request) throw new AppError("NOT_FOUND");
    const status = nextStatus(
      CANCEL_REQUEST_TRANSITIONS,
      request.status,
      answer.confirm ? "confirm" : "refuse",
    );
    if (!status) throw new AppError("ALREADY_DECIDED");
    const locked = visibleOrNotFound(actor, await repo.lockOrder(tx, request.orderId));
    await requests.answerRequest(tx, requestId, {
      status,
      answeredBy: actor.userId,
      ...(answer.confirm ? {} : { refusal: answer.reason }),
    });
    // A request opened before hand-over (the product confirms cancels offline) cancels as any order then does.
    const event = nextStatus(ORDER_TRANSITIONS, locked.status, "cancel") ? "cancel" : "cancelConfirmed";
    if (answer.confirm) return cancelLocked(tx, actor, locked, event, refund);
    const row = { ...locked, version: locked.version + 1 };
    await repo.updateOrder(
      tx,
      locked.id,
      { version: row.version },
      sameStatusRecords(actor, row, "cancelRefuse", "orderLogCancelRefused", "order.cancel-refused"),
    );
    return cancelledAnswer(row, false, false);
  },

  /** The latest cancel request of an order the caller may cancel (its customer, or staff). */
  requestOf: async (actor: Actor, orderId: number): Promise<OrderCancelRequestState> => {
    cancellableBy(actor, await repo.findOrder(db, orderId));
    const request = await requests.latestRequest(db, orderId);
    return request
      ? {
          status: request.status,
          requestedAt: request.requestedAt.toISOString(),
          answeredAt: request.answeredAt?.toISOString() ?? null,
          refusal: request.refusal,
        }
      : null;
  },

  /** Every org's cancel requests for platform staff, newest first. */
  listRequests: async (actor: Actor, query: CancelRequestQuery): Promise<Page<CancelRequest>> => {
    requireCan(actor, "cancelAnyOrder");
    return mapPage(await requests.pageRequests(db, query.status, query), (row) => ({
      id: row.id,
      orderId: row.orderId,
      orderNo: row.orderNo,
      orderStatus: row.orderStatus,
      orgName: row.orgName,
      requesterName: row.requesterName,
      requestedAt: row.requestedAt.toISOString(),
      status: row.status,
      answeredAt: row.answeredAt?.toISOString() ?? null,
      refusal: row.refusal,
      charged:
        row.paymentStatus === "paid" && row.chargeKey !== null
          ? { amount: row.chargeAmount, currency: row.walletCurrency }
          : null,
    }));
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
   * Copies an order of the caller's own org into a new draft, without the numbers that must stay unique (the
   * reference and the delivery numbers); `place` saves it, priced as it is today, and paying it prices it again.
   * The draft's submission key is the copied order's and the caller's `key`: a repeat (a double click) answers
   * the draft the first copy made.
   */
  copyOrder: async (
    actor: Actor,
    orderId: number,
    key: string,
    place: (draft: OrderDraft) => Promise<OrderPlaceResult>,
  ) => {
    requireCan(actor, "placeOrders");
    const draft = await store.loadAsDraft(actor, orderId);
    return place({
      ...draft,
      idempotencyKey: `copy:${orderId}:${key}`,
      referenceNo: "",
      deliveryNumbers: [],
      saveAsDraft: true,
    });
  },
});

export type OrderChanges = ReturnType<typeof createOrderChanges>;
