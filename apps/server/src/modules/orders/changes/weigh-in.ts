import type { OrderDraft, OrderWeighed, WeighedBox } from "@pp/contracts";
import {
  compareMoney,
  nextStatus,
  ORDER_PAYMENT_TRANSITIONS,
  ORDER_TRANSITIONS,
  subtractMoney,
} from "@pp/domain";
import { and, eq } from "drizzle-orm";
import { requireCan } from "../../../platform/access";
import type { Actor } from "../../../platform/actor";
import type { Db, Executor } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { visibleOrNotFound } from "../../../platform/scope";
import { clearAbnormalities, recordAbnormalities } from "../abnormal/abnormal.repository";
import { orderBoxes } from "../orders.tables";
import type { OrderPrice, OrderStore } from "../placement/placement";
import { ownOrder, priceColumns, recordsOf } from "../placement/placement";
import * as repo from "../placement/placement.repository";

// The warehouse's weigh-in (issue 13, domain-notes "Orders"): staff enter each box's measured weight and sizes,
// the order is priced again with them, and the difference to what the wallet paid is charged or refunded. The
// flow in src/flows/weigh-in-order.ts prices through catalog and moves the money through finance; this module
// locks the order, checks its lifecycle and writes the new weights, price, status and records in the flow's
// transaction. A wallet that cannot pay the difference leaves the order weighed but unable to ship (arrears)
// until its customer pays them.

/**
 * What the wallet must pay (positive) or gets back (negative) for a weigh-in, named by the order. For an order
 * whose product charges at weigh-in, `held` is the hold its placement opened (`key`, the order's money key, and
 * its amount): the hold is captured and `amount` is the new price less the hold.
 */
export type WeighInDifference = {
  orgId: number;
  orderNo: string;
  amount: string;
  currency: string;
  key: string;
  held?: { key: string; amount: string } | null;
};

/** Settles a difference: true when it was charged or refunded, false when the wallet cannot pay it. */
export type SettleDifference = (difference: WeighInDifference) => Promise<boolean>;

/** Weighs an order (the flow in src/flows/weigh-in-order.ts). */
export type WeighInOrder = (actor: Actor, orderId: number, boxes: WeighedBox[]) => Promise<OrderWeighed>;
/** The customer pays a weighed order's arrears (the same flow). */
export type PayArrears = (actor: Actor, orderId: number) => Promise<OrderWeighed>;

/** What the wallet has paid for the order: its charge less any arrears it still owes. */
const paidOf = (row: repo.OrderRecord) => subtractMoney(row.chargeAmount, row.arrearsAmount ?? "0");

const weighedAnswer = (
  before: repo.OrderRecord,
  row: repo.OrderRecord,
  difference: string,
): OrderWeighed => ({
  id: row.id,
  orderNo: row.orderNo,
  status: row.status,
  version: row.version,
  chargeableKg: { from: before.chargeableKg, to: row.chargeableKg },
  charge: { from: before.chargeAmount, to: row.chargeAmount, currency: row.walletCurrency },
  difference,
  arrears: row.arrearsAmount,
});

/**
 * Whether the warehouse may weigh the order: one that can ship, or one in arrears weighed again. An order a rule
 * or a problem blocks stays blocked until it is released; weighing never hands it over.
 */
const weighable = (row: repo.OrderRecord) =>
  nextStatus(ORDER_TRANSITIONS, row.status, "weighIn") !== null &&
  (row.status === "canShip" || row.arrearsAmount !== null);

export const createOrderWeighIn = (db: Db, store: OrderStore) => ({
  /**
   * An order staff may weigh (any customer's) and the draft it was placed with, its boxes replaced by the
   * measured ones, to be priced again. The measured boxes must be as many as the order's.
   */
  measuredDraft: async (
    actor: Actor,
    orderId: number,
    boxes: WeighedBox[],
  ): Promise<{ row: repo.OrderRecord; draft: OrderDraft }> => {
    requireCan(actor, "weighOrders");
    const row = visibleOrNotFound(actor, await repo.findOrder(db, orderId));
    if (!weighable(row)) throw new AppError("ORDER_NOT_WEIGHABLE");
    if (boxes.length !== row.boxCount)
      throw AppError.field("boxes", "ORDER_WEIGH_BOX_COUNT", { params: { count: row.boxCount } });
    const draft = await store.rebuildDraft(row);
    return {
      row,
      draft: {
        ...draft,
        boxes: draft.boxes.map((box, index) => ({ ...box, ...boxes[index] })),
      },
    };
  },

  /**
   * Writes a weigh-in in the caller's transaction: locks the order and checks it is still weighable and
   * unchanged since it was priced (a second submit of the same weigh-in waits for the lock and is refused here),
   * lets `settle` charge or refund the difference to what the wallet paid under a key named by the order's
   * version, then stores the boxes, the new price and status with a log row of old and new weight and price.
   */
  weigh: async (
    tx: Executor,
    actor: Actor,
    priced: { row: repo.OrderRecord; boxes: WeighedBox[]; price: OrderPrice },
    settle: SettleDifference,
  ): Promise<OrderWeighed> => {
    requireCan(actor, "weighOrders");
    const locked = visibleOrNotFound(actor, await repo.lockOrder(tx, priced.row.id));
    if (!weighable(locked) || locked.version !== priced.row.version)
      throw new AppError("ORDER_NOT_WEIGHABLE");
    const values = { ...priceColumns(priced.price), productVersion: priced.price.product.version };
    const difference = subtractMoney(values.chargeAmount, paidOf(locked));
    // A held order's hold is always captured, even at the same price: only then is it paid.
    const held =
      locked.paymentStatus === "held" && locked.chargeKey !== null
        ? { key: locked.chargeKey, amount: locked.chargeAmount }
        : null;
    const paymentStatus = held
      ? nextStatus(ORDER_PAYMENT_TRANSITIONS, locked.paymentStatus, "capture")
      : locked.paymentStatus;
    if (!paymentStatus) throw new AppError("ORDER_NOT_WEIGHABLE");
    const settled =
      (held === null && compareMoney(difference, "0") === 0) ||
      (await settle({
        orgId: locked.orgId,
        orderNo: locked.orderNo,
        amount: difference,
        currency: locked.walletCurrency,
        key: `order-weigh:${locked.id}:${locked.version}`,
        held,
      }));
    const event = settled ? "weighIn" : "weighInArrears";
    const status = nextStatus(ORDER_TRANSITIONS, locked.status, event);
    if (!status) throw new AppError("ORDER_NOT_WEIGHABLE");
    const arrearsAmount = settled ? null : difference;
    const row: repo.OrderRecord = {
      ...locked,
      ...values,
      status,
      paymentStatus,
      arrearsAmount,
      version: locked.version + 1,
    };
    const records = recordsOf([
      {
        userId: actor.userId,
        row,
        event,
        from: locked.status,
        reason: settled ? "orderLogWeighed" : "orderLogWeighedArrears",
        params: {
          fromKg: locked.chargeableKg,
          toKg: row.chargeableKg,
          fromPrice: locked.chargeAmount,
          toPrice: row.chargeAmount,
          currency: row.walletCurrency,
          arrears: arrearsAmount ?? "",
        },
        topic: "order.weighed",
        extra: {
          chargeableWeightKg: row.chargeableKg,
          charged: { amount: row.chargeAmount, currency: row.walletCurrency },
        },
      },
    ]);
    await repo.updateOrder(
      tx,
      locked.id,
      { ...values, status, paymentStatus, arrearsAmount, version: row.version },
      records,
      priced.boxes.map((box, index) =>
        tx
          .update(orderBoxes)
          .set(box)
          .where(and(eq(orderBoxes.orderId, locked.id), eq(orderBoxes.boxNo, index + 1))),
      ),
    );
    // A weigh-in again replaces the arrears of the one before; unpaid arrears make the order abnormal.
    await clearAbnormalities(tx, locked.id, ["arrears"], actor.userId);
    if (arrearsAmount !== null)
      await recordAbnormalities(tx, [
        {
          orderId: locked.id,
          orgId: locked.orgId,
          supplierOrgId: locked.supplierOrgId,
          kind: "arrears",
          reasonKey: "abnormalArrears",
          reasonParams: { arrears: arrearsAmount, currency: locked.walletCurrency },
        },
      ]);
    return weighedAnswer(locked, row, difference);
  },

  /**
   * The customer pays a weighed order's arrears in the caller's transaction: locks its own org's order, lets
   * `charge` take the arrears (keyed by the order's version, refused when the wallet still cannot pay) and hands
   * the order over.
   */
  payArrears: async (
    tx: Executor,
    actor: Actor,
    orderId: number,
    charge: (difference: WeighInDifference) => Promise<unknown>,
  ): Promise<OrderWeighed> => {
    requireCan(actor, "placeOrders");
    const locked = ownOrder(actor, await repo.lockOrder(tx, orderId));
    const status = nextStatus(ORDER_TRANSITIONS, locked.status, "payArrears");
    if (!status || locked.arrearsAmount === null) throw new AppError("ORDER_NO_ARREARS");
    await charge({
      orgId: locked.orgId,
      orderNo: locked.orderNo,
      amount: locked.arrearsAmount,
      currency: locked.walletCurrency,
      key: `order-arrears:${locked.id}:${locked.version}`,
    });
    const row: repo.OrderRecord = { ...locked, status, arrearsAmount: null, version: locked.version + 1 };
    const records = recordsOf([
      {
        userId: actor.userId,
        row,
        event: "payArrears",
        from: locked.status,
        reason: "orderLogArrearsPaid",
        params: { arrears: locked.arrearsAmount, currency: locked.walletCurrency },
        topic: "order.arrears-paid",
      },
    ]);
    await repo.updateOrder(tx, orderId, { status, arrearsAmount: null, version: row.version }, records);
    await clearAbnormalities(tx, orderId, ["arrears"], null);
    return weighedAnswer(locked, row, locked.arrearsAmount);
  },
});

export type OrderWeighIn = ReturnType<typeof createOrderWeighIn>;
