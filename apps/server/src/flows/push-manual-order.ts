import { nextStatus, SUBMISSION_TRANSITIONS } from "@pp/domain";
import { eq } from "drizzle-orm";
import {
  CarrierError,
  createManualShipment,
  labelProductName,
  type ManualShipment,
  type ShipmentRequest,
  shipmentQueue,
} from "../modules/carriers";
import { orgs } from "../modules/identity";
import { type OrderForCarrier, orderSubmission } from "../modules/orders";
import { postNotices } from "../modules/system";
import { startTracking } from "../modules/tracking";
import type { Db, Executor } from "../platform/db";
import type { FileStore } from "../platform/file-store";

// Use case: pushing an order to a manual provider (issue 15), the push flow's branch for providers without a
// carrier API. One transaction writes three modules: carriers gives the order the next number of its pools and
// keeps the platform-made label (the submission succeeds with both), orders records the number, and when the
// pool has just gone low, system tells the staff who may open the number pools (once a crossing). An empty pool
// writes nothing and answers the refusal, which the push flow records as any carrier's.

const SCREEN = "carriers/number-pools";

type Submission = Awaited<ReturnType<typeof shipmentQueue.claimDue>>[number];

const tellStaffOfLowStock = async (tx: Executor, low: NonNullable<ManualShipment["lowStock"]>) => {
  const platform = await tx.select({ id: orgs.id }).from(orgs).where(eq(orgs.type, "platform"));
  for (const org of platform)
    await postNotices(tx, {
      to: { orgId: org.id },
      kind: "numberPoolLow",
      params: {
        pool: low.pool,
        provider: low.provider,
        remaining: String(low.remaining),
        threshold: String(low.threshold),
      },
      link: `/carriers/number-pools?id=${low.poolId}`,
      screen: SCREEN,
    });
};

/** Pushes the order to its manual provider; answers the refusal when its pools are used up, else null. */
export const pushManualOrder = async (
  deps: { db: Db; files: FileStore },
  push: { row: Submission; order: OrderForCarrier; request: ShipmentRequest; carrier: string },
): Promise<CarrierError | null> => {
  const { row, order, request } = push;
  const to = nextStatus(SUBMISSION_TRANSITIONS, row.status, "accept");
  if (!to) return null;
  const productName = labelProductName(order.productName);
  try {
    await deps.db.transaction(async (tx) => {
      const shipment = await createManualShipment(tx, deps.files, {
        providerId: row.providerId,
        orderId: row.orderId,
        request,
        productName,
      });
      await shipmentQueue.updateShipment(tx, row.id, {
        status: to,
        trackingNumber: shipment.trackingNumber,
        errorMessage: "",
        errorCode: "",
        pushedAt: new Date(),
        ...shipment.label,
      });
      await orderSubmission.recordSubmission(tx, {
        orderId: row.orderId,
        userId: null,
        carrier: push.carrier,
        trackingNumber: shipment.trackingNumber,
        pieceNumbers: [],
      });
      await orderSubmission.recordLabelReady(tx, {
        orderId: row.orderId,
        trackingNumber: shipment.trackingNumber,
      });
      await startTracking(tx, {
        orderId: row.orderId,
        orgId: order.orgId,
        productId: order.productId,
        providerId: row.providerId,
      });
      if (shipment.lowStock) await tellStaffOfLowStock(tx, shipment.lowStock);
    });
  } catch (error) {
    if (error instanceof CarrierError) return error;
    throw error;
  }
  return null;
};
