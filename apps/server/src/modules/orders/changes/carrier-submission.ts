import type { OrderParty } from "@pp/contracts";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { can, requireCan } from "../../../platform/access";
import type { Actor } from "../../../platform/actor";
import type { Executor } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { visibleOrNotFound } from "../../../platform/scope";
import { clearAbnormalities, recordAbnormalities } from "../abnormal/abnormal.repository";
import { orderBoxes, orderDeclarationLines, orderNumbers, orders } from "../orders.tables";
import { ownOrder, recordsOf } from "../placement/placement";
import * as repo from "../placement/placement.repository";

// The orders module's half of pushing an order to its carrier (issue 15; the push flow is
// flows/push-orders.ts): what the carrier is sent, and what its answer leaves on the order. The carrier's
// numbers join the order's numbers (the live-number index keeps them unique per org, so every number finds the
// order), each change is in the order log with an outbox event, and a refusal is an abnormality of kind
// "submission" with the carrier's own words until the order is pushed again or marked successful.

export type OrderForCarrier = {
  id: number;
  orgId: number;
  orderNo: string;
  referenceNo: string;
  status: repo.OrderRecord["status"];
  paymentStatus: repo.OrderRecord["paymentStatus"];
  productId: number;
  /** The sales product's name as the order keeps it (the platform's labels print it). */
  productName: repo.OrderRecord["productName"];
  costProductId: number | null;
  /** The marketplace whose label the seller brings: such an order is never pushed. */
  sellerMarketplace: repo.OrderRecord["sellerMarketplace"];
  sender: OrderParty;
  receiver: OrderParty;
  declaredCurrency: string;
  vatNo: string;
  eoriNo: string;
  hmrcNo: string;
  iossNo: string;
  codAmount: string | null;
  boxes: { boxNo: number; weightKg: string; lengthCm: string; widthCm: string; heightCm: string }[];
  lines: {
    boxNo: number;
    goodsNameZh: string;
    goodsNameEn: string;
    quantity: number;
    unitValue: string;
    hsCode: string;
    sku: string;
  }[];
};

/** The orders as their carrier needs them, with their boxes and declaration lines, by id. */
export const ordersForCarrier = async (
  ex: Executor,
  ids: number[],
): Promise<Map<number, OrderForCarrier>> => {
  if (ids.length === 0) return new Map();
  const [rows, boxes, lines] = await Promise.all([
    ex.select().from(orders).where(inArray(orders.id, ids)),
    ex
      .select()
      .from(orderBoxes)
      .where(inArray(orderBoxes.orderId, ids))
      .orderBy(asc(orderBoxes.orderId), asc(orderBoxes.boxNo)),
    ex
      .select()
      .from(orderDeclarationLines)
      .where(inArray(orderDeclarationLines.orderId, ids))
      .orderBy(
        asc(orderDeclarationLines.orderId),
        asc(orderDeclarationLines.boxNo),
        asc(orderDeclarationLines.lineNo),
      ),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        orgId: row.orgId,
        orderNo: row.orderNo,
        referenceNo: row.referenceNo,
        status: row.status,
        paymentStatus: row.paymentStatus,
        productId: row.productId,
        productName: row.productName,
        costProductId: row.costProductId,
        sellerMarketplace: row.sellerMarketplace,
        sender: row.sender,
        receiver: row.receiver,
        declaredCurrency: row.declaredCurrency,
        vatNo: row.vatNo,
        eoriNo: row.eoriNo,
        hmrcNo: row.hmrcNo,
        iossNo: row.iossNo,
        codAmount: row.codAmount,
        boxes: boxes
          .filter((box) => box.orderId === row.id)
          .map(({ boxNo, weightKg, lengthCm, widthCm, heightCm }) => ({
            boxNo,
            weightKg,
            lengthCm,
            widthCm,
            heightCm,
          })),
        lines: lines
          .filter((line) => line.orderId === row.id)
          .map(({ boxNo, goodsNameZh, goodsNameEn, quantity, unitValue, hsCode, sku }) => ({
            boxNo,
            goodsNameZh,
            goodsNameEn,
            quantity,
            unitValue,
            hsCode,
            sku,
          })),
      },
    ]),
  );
};

export type SubmissionAccepted = {
  orderId: number;
  /** Staff who marked it successful by hand; null when the carrier answered. */
  userId: number | null;
  /** The provider's name, kept with each number. */
  carrier: string;
  trackingNumber: string | null;
  pieceNumbers: { boxNo: number; number: string }[];
};

/**
 * The carrier accepted the order: its numbers join the order's, the log and the outbox say so. Answers the order's
 * status as locked: "cancelled" when it was cancelled while its push was on the way (the caller cancels the
 * shipment at the carrier), null when the order is gone.
 */
export const recordSubmission = async (tx: Executor, accepted: SubmissionAccepted) => {
  const locked = await repo.lockOrder(tx, accepted.orderId);
  if (!locked) return null;
  const live = await tx
    .select({ number: orderNumbers.number })
    .from(orderNumbers)
    .where(and(eq(orderNumbers.orderId, locked.id), isNull(orderNumbers.voidedAt)));
  const known = new Set(live.map((row) => row.number));
  const numbers = [
    ...(accepted.trackingNumber
      ? [{ boxNo: null, kind: "carrierMaster" as const, number: accepted.trackingNumber }]
      : []),
    ...accepted.pieceNumbers.map((piece) => ({
      boxNo: piece.boxNo,
      kind: "carrierPiece" as const,
      number: piece.number,
    })),
  ].filter((entry) => !known.has(entry.number));
  const row = { ...locked, version: locked.version + 1 };
  const records = recordsOf([
    {
      userId: accepted.userId,
      row,
      event: accepted.userId === null ? "submit" : "submitByHand",
      from: locked.status,
      reason: accepted.userId === null ? "orderLogSubmitted" : "orderLogSubmittedByHand",
      params: { carrier: accepted.carrier, number: accepted.trackingNumber ?? "" },
      topic: "order.submitted",
      extra: { trackingNumber: accepted.trackingNumber, carrier: accepted.carrier },
    },
  ]);
  await repo.updateOrder(
    tx,
    locked.id,
    { version: row.version },
    { ...records, counts: [] },
    numbers.length
      ? [
          tx.insert(orderNumbers).values(
            numbers.map((entry) => ({
              orgId: locked.orgId,
              orderId: locked.id,
              boxNo: entry.boxNo,
              kind: entry.kind,
              number: entry.number,
              carrier: accepted.carrier,
              source: "carrier" as const,
            })),
          ),
        ]
      : [],
  );
  await clearAbnormalities(tx, locked.id, ["submission"], accepted.userId);
  return locked.status;
};

/** The carrier refused the order: the log keeps its words and the order is abnormal until pushed again. */
export const recordSubmissionFailure = async (
  tx: Executor,
  failure: { orderId: number; carrier: string; message: string },
) => {
  const locked = await repo.lockOrder(tx, failure.orderId);
  if (!locked) return;
  const row = { ...locked, version: locked.version + 1 };
  const records = recordsOf([
    {
      userId: null,
      row,
      event: "submissionFailed",
      from: locked.status,
      reason: "orderLogSubmissionFailed",
      params: { carrier: failure.carrier, message: failure.message },
      topic: "order.submission-failed",
      extra: { message: failure.message },
    },
  ]);
  await repo.updateOrder(tx, locked.id, { version: row.version }, { ...records, counts: [] });
  await clearAbnormalities(tx, locked.id, ["submission"], null);
  await recordAbnormalities(tx, [
    {
      orderId: locked.id,
      orgId: locked.orgId,
      supplierOrgId: locked.supplierOrgId,
      kind: "submission",
      reason: failure.message,
    },
  ]);
};

/**
 * The carrier's label of the order is stored and prints from now on: only the outbox says so (the order's log
 * already tells of the submission), with the order's new version.
 */
export const recordLabelReady = async (
  tx: Executor,
  ready: { orderId: number; trackingNumber: string | null },
) => {
  const locked = await repo.lockOrder(tx, ready.orderId);
  if (!locked) return;
  const row = { ...locked, version: locked.version + 1 };
  const { events } = recordsOf([
    {
      userId: null,
      row,
      event: "labelReady",
      from: locked.status,
      reason: "",
      topic: "order.label-ready",
      extra: { trackingNumber: ready.trackingNumber },
    },
  ]);
  await repo.updateOrder(tx, locked.id, { version: row.version }, { logs: [], counts: [], events });
};

/** Where an order may still take the seller's own label: placed or paid, not yet handed over or cancelled. */
const SELLER_LABEL_STATUSES: readonly repo.OrderRecord["status"][] = ["created", "canShip", "cannotShip"];

/**
 * The order a seller's label is uploaded to (locked, in a transaction): any order for staff holding
 * `editAnyOrder`, else one of the caller's own org's (404 for anyone else's); refused once handed over or cancelled.
 */
export const sellerLabelTarget = async (ex: Executor, actor: Actor, orderId: number, lock: boolean) => {
  const row = lock ? await repo.lockOrder(ex, orderId) : await repo.findOrder(ex, orderId);
  const order = can(actor, "editAnyOrder") ? visibleOrNotFound(actor, row) : ownOrder(actor, row);
  if (!can(actor, "editAnyOrder")) requireCan(actor, "placeOrders");
  if (!SELLER_LABEL_STATUSES.includes(order.status))
    throw AppError.field("file", "SELLER_LABEL_TOO_LATE", { code: "CONFLICT", headline: true });
  return order;
};

/**
 * The seller's label of an order that had none: its marketplace on the order, its tracking number among the
 * order's live numbers (unique per org: ORDER_NUMBER_TAKEN), a log row and an outbox event.
 */
export const recordSellerLabel = async (
  tx: Executor,
  locked: repo.OrderRecord,
  userId: number,
  label: { marketplace: NonNullable<repo.OrderRecord["sellerMarketplace"]>; trackingNumber: string },
) => {
  const [taken] = await tx
    .select({ id: orderNumbers.id })
    .from(orderNumbers)
    .where(
      and(
        eq(orderNumbers.orgId, locked.orgId),
        eq(orderNumbers.number, label.trackingNumber),
        isNull(orderNumbers.voidedAt),
      ),
    );
  if (taken)
    throw AppError.field("trackingNumber", "ORDER_NUMBER_TAKEN", {
      code: "ORDER_NUMBER_TAKEN",
      headline: true,
      params: { number: label.trackingNumber },
    });
  const row = { ...locked, version: locked.version + 1, sellerMarketplace: label.marketplace };
  const records = recordsOf([
    {
      userId,
      row,
      event: "sellerLabel",
      from: locked.status,
      reason: "orderLogSellerLabel",
      params: { trackingNumber: label.trackingNumber },
      topic: "order.seller-label",
      extra: { trackingNumber: label.trackingNumber, carrier: label.marketplace },
    },
  ]);
  await repo.updateOrder(
    tx,
    locked.id,
    { version: row.version, sellerMarketplace: label.marketplace },
    { ...records, counts: [] },
    [
      tx.insert(orderNumbers).values({
        orgId: locked.orgId,
        orderId: locked.id,
        boxNo: null,
        kind: "sellerTracking",
        number: label.trackingNumber,
        carrier: label.marketplace,
        source: "customer",
      }),
    ],
  );
  // A carrier's refusal no longer matters: the order is not pushed.
  await clearAbnormalities(tx, locked.id, ["submission"], userId);
};
