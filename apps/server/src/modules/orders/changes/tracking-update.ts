import { nextStatus, ORDER_TRANSITIONS, TRACK_STATUS_TEXTS, type TrackStatus } from "@pp/domain";
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { DataScope } from "../../../platform/actor";
import type { Executor } from "../../../platform/db";
import { scopeFilter } from "../../../platform/scope";
import { orderNumbers, orders } from "../orders.tables";
import { type OrderChange, recordsOf } from "../placement/placement";
import * as repo from "../placement/placement.repository";
import * as problems from "./order-problems.repository";

// The orders module's half of a parcel's tracking (issue 17; the flow is src/flows/track-consequences.ts): what the
// tracking module needs to know of orders (their numbers, who sees them) and what a tracking change leaves on the
// order: its `order.tracking-updated` outbox event, the hand-over on the first carrier event, completion on delivery,
// and a problem order when the parcel comes back or is lost.

/** What the tracking module reads of an order: its owner, product and every live number (the refresh asks them). */
export type OrderTrackingFacts = {
  orderId: number;
  orgId: number;
  orderNo: string;
  referenceNo: string;
  productId: number;
  status: repo.OrderRecord["status"];
  originCountry: string;
  destCountry: string;
  numbers: string[];
};

export const trackingFactsOf = async (
  ex: Executor,
  orderIds: number[],
): Promise<Map<number, OrderTrackingFacts>> => {
  if (orderIds.length === 0) return new Map();
  const [rows, numbers] = await Promise.all([
    ex
      .select({
        orderId: orders.id,
        orgId: orders.orgId,
        orderNo: orders.orderNo,
        referenceNo: orders.referenceNo,
        productId: orders.productId,
        status: orders.status,
        originCountry: orders.originCountry,
        destCountry: orders.destCountry,
      })
      .from(orders)
      .where(inArray(orders.id, orderIds)),
    ex
      .select({ orderId: orderNumbers.orderId, number: orderNumbers.number })
      .from(orderNumbers)
      .where(and(inArray(orderNumbers.orderId, orderIds), isNull(orderNumbers.voidedAt))),
  ]);
  return new Map(
    rows.map((row) => [
      row.orderId,
      { ...row, numbers: numbers.filter((n) => n.orderId === row.orderId).map((n) => n.number) },
    ]),
  );
};

/**
 * The orders in `scope` that the inputs name, by input: an input matches an order's number, its reference or any
 * of its numbers (the carrier's numbers change at hand-over, so old and new find it). Suppliers see by product.
 */
export const ordersByNumbers = async (
  ex: Executor,
  who: { scope: DataScope; by: "org" | "supplier" },
  inputs: string[],
): Promise<Map<string, number[]>> => {
  if (inputs.length === 0) return new Map();
  const scope = scopeFilter(who.scope, who.by === "org" ? orders.orgId : orders.supplierOrgId);
  const [direct, numbered] = await Promise.all([
    ex
      .select({ id: orders.id, orderNo: orders.orderNo, referenceNo: orders.referenceNo })
      .from(orders)
      .where(and(or(inArray(orders.orderNo, inputs), inArray(orders.referenceNo, inputs)), scope)),
    ex
      .selectDistinct({ id: orders.id, number: orderNumbers.number })
      .from(orderNumbers)
      .innerJoin(orders, eq(orders.id, orderNumbers.orderId))
      .where(and(inArray(orderNumbers.number, inputs), scope)),
  ]);
  const found = new Map<string, number[]>();
  const add = (input: string, id: number) => {
    const ids = found.get(input) ?? [];
    if (!ids.includes(id)) ids.push(id);
    found.set(input, ids);
  };
  for (const row of direct) {
    add(row.orderNo, row.id);
    if (row.referenceNo) add(row.referenceNo, row.id);
  }
  for (const row of numbered) add(row.number, row.id);
  return found;
};

/**
 * The orders the public tracking page's inputs name, by input, across every tenant: an input matches an order's
 * number or any of its numbers, earlier ones included, never its reference (seller-private and guessable).
 */
export const ordersByPublicNumbers = async (
  ex: Executor,
  inputs: string[],
): Promise<Map<string, number[]>> => {
  if (inputs.length === 0) return new Map();
  const [direct, numbered] = await Promise.all([
    ex.select({ id: orders.id, input: orders.orderNo }).from(orders).where(inArray(orders.orderNo, inputs)),
    ex
      .selectDistinct({ id: orderNumbers.orderId, input: orderNumbers.number })
      .from(orderNumbers)
      .where(inArray(orderNumbers.number, inputs)),
  ]);
  const found = new Map<string, number[]>();
  for (const row of [...direct, ...numbered]) {
    const ids = found.get(row.input) ?? [];
    if (!ids.includes(row.id)) ids.push(row.id);
    found.set(row.input, ids);
  }
  return found;
};

/** A parcel's tracking change as it reaches its order. */
export type TrackingUpdate = {
  orderId: number;
  /** The parcel's status now, when it changed (null: only a first carrier event or an alert). */
  trackingStatus: TrackStatus | null;
  eventCode: string;
  eventTime: string | null;
  number: string;
  /** A rule's replay changed it: the event says so. */
  replay: boolean;
  /** The first carrier event arrived: a shippable order is handed over. */
  firstCarrierEvent: boolean;
};

/** What the update left on the order: the problem it opened (null: none). */
export type TrackingUpdateOutcome = { orderNo: string; orgId: number; problemId: number | null } | null;

/** Problem orders a tracking status opens, with the text staff and the customer read (all three languages). */
const problemDescription = (status: TrackStatus, number: string) => {
  const texts = TRACK_STATUS_TEXTS[status];
  return `${texts.zh} / ${texts.en} / ${texts.ko}: ${number}`;
};

/**
 * Writes tracking changes on their orders (locked together, in id order), each: the hand-over of a shippable order
 * on its first carrier event, completion of a handed-over order on delivery (each a log row and a tab-count move), a
 * problem order on returned or lost (once while one is open), and the `order.tracking-updated` event with the
 * order's new version; every order's new state and records in one statement. Answers each update's outcome, in
 * order (null: no such order). One update per order.
 */
export const recordTrackingUpdates = async (
  tx: Executor,
  updates: TrackingUpdate[],
): Promise<TrackingUpdateOutcome[]> => {
  const locked = new Map(
    (
      await repo.lockOrders(
        tx,
        updates.map((update) => update.orderId),
      )
    ).map((row) => [row.id, row]),
  );
  // Returned or lost opens a problem on an order that has none open: found and inserted for all of them at once.
  const raising = updates.filter(
    (update) =>
      !update.replay &&
      (update.trackingStatus === "returned" || update.trackingStatus === "lost") &&
      locked.has(update.orderId),
  );
  const open = await problems.ordersWithOpenProblem(
    tx,
    raising.map((update) => update.orderId),
  );
  const raised = new Map(
    (
      await problems.insertProblems(
        tx,
        raising
          .filter((update) => !open.has(update.orderId))
          .map((update) => ({
            orderId: update.orderId,
            orgId: locked.get(update.orderId)!.orgId,
            type: "other" as const,
            description: problemDescription(update.trackingStatus!, update.number),
            raisedBy: 0,
          })),
      )
    ).map((problem) => [problem.orderId, problem.id]),
  );
  // The status moves give log rows and count moves; the tracking change gives the outbox event alone.
  const moves: OrderChange[] = [];
  const tracked: OrderChange[] = [];
  const rows: { id: number; status: repo.OrderRecord["status"]; version: number }[] = [];
  const outcomes: TrackingUpdateOutcome[] = [];
  for (const update of updates) {
    const order = locked.get(update.orderId);
    if (!order) {
      outcomes.push(null);
      continue;
    }
    let status = order.status;
    const changes: OrderChange[] = [];
    const version = order.version + 1;
    const move = (event: "handOver" | "complete", reason: string) => {
      const to = nextStatus(ORDER_TRANSITIONS, status, event);
      if (!to) return;
      changes.push({
        userId: null,
        row: { ...order, status: to, version },
        event,
        from: status,
        reason,
        params: { number: update.number },
        topic: "",
      });
      status = to;
    };
    if (update.firstCarrierEvent || update.trackingStatus === "delivered")
      move("handOver", "orderLogCarrierHandedOver");
    if (update.trackingStatus === "delivered") move("complete", "orderLogDelivered");

    const problemId = raised.get(order.id) ?? null;
    if (problemId !== null) {
      changes.push({
        userId: null,
        row: { ...order, status, version },
        event: "problemRaise",
        from: status,
        reason: "orderLogTrackingProblem",
        params: { number: update.number },
        topic: "",
      });
    }
    outcomes.push({ orderNo: order.orderNo, orgId: order.orgId, problemId });
    // Nothing for the order to say (a first event of an order already handed over, without a new status).
    if (changes.length === 0 && update.trackingStatus === null) continue;
    moves.push(...changes);
    if (update.trackingStatus !== null)
      tracked.push({
        userId: null,
        row: { ...order, status, version },
        event: "trackingUpdated",
        from: order.status,
        reason: "",
        topic: "order.tracking-updated",
        extra: {
          trackingStatus: update.trackingStatus,
          eventCode: update.eventCode,
          eventTime: update.eventTime,
          number: update.number,
          ...(update.replay ? { replay: true } : {}),
          ...(problemId === null ? {} : { problemId }),
        },
      });
    rows.push({ id: order.id, status, version });
  }
  const { logs, counts } = recordsOf(moves);
  await repo.updateOrderStatuses(tx, rows, { logs, counts, events: recordsOf(tracked).events });
  return outcomes;
};
