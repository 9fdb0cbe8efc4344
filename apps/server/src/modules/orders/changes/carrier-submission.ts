import type { OrderParty } from "@pp/contracts";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../../platform/db";
import { clearAbnormalities, recordAbnormalities } from "../abnormal/abnormal.repository";
import { orderBoxes, orderDeclarationLines, orderNumbers, orders } from "../orders.tables";
import { recordsOf } from "../placement/placement";
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

/** The carrier accepted the order: its numbers join the order's, the log and the outbox say so. */
export const recordSubmission = async (tx: Executor, accepted: SubmissionAccepted) => {
  const locked = await repo.lockOrder(tx, accepted.orderId);
  if (!locked) return;
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
