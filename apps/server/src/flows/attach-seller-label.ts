import { SELLER_LABEL_MAX_BYTES } from "@pp/domain";
import { type AttachSellerLabel, isReadablePdf, shipmentQueue } from "../modules/carriers";
import { preRecordedTypesOf } from "../modules/catalog";
import { orderSubmission } from "../modules/orders";
import type { Db } from "../platform/db";
import { AppError } from "../platform/errors";
import type { FileStore } from "../platform/file-store";

// The seller's own label uploaded to a placed order (spec §3 usePreRecordedType; issue 15). It spans two modules,
// so it lives here: orders keeps the marketplace and the seller's tracking number among the order's numbers (when
// the order was placed without them), carriers keeps the PDF (seller_labels) that printing answers, and an order
// still waiting in the push queue leaves it, in one transaction. The PDF goes to the file store first; when the
// transaction refuses, the file is deleted again.

/** Whether a submission can still give way to the seller's label: not yet accepted and not in a worker's hands. */
const yields = (shipment: { status: string; leaseUntil: Date | null }) =>
  (shipment.status === "waiting" || shipment.status === "failed") &&
  (shipment.leaseUntil === null || shipment.leaseUntil.getTime() < Date.now());

export const createAttachSellerLabel =
  (deps: { db: Db; files: FileStore }): AttachSellerLabel =>
  async (actor, orderId, readUpload) => {
    // Another org's order is unknown before a byte of the upload is read.
    await orderSubmission.sellerLabelTarget(deps.db, actor, orderId, false);
    const upload = await readUpload();
    if (upload.file.bytes.length > SELLER_LABEL_MAX_BYTES)
      throw AppError.field("file", "SELLER_LABEL_TOO_LARGE", {
        params: { maxMb: SELLER_LABEL_MAX_BYTES / 1024 / 1024 },
      });
    if (!(await isReadablePdf(upload.file.bytes))) throw AppError.field("file", "SELLER_LABEL_NOT_PDF");
    const stored = await deps.files.put({
      bytes: upload.file.bytes,
      contentType: "application/pdf",
      name: upload.file.name,
    });
    try {
      await deps.db.transaction(async (tx) => {
        const order = await orderSubmission.sellerLabelTarget(tx, actor, orderId, true);
        if (await shipmentQueue.findSellerLabel(tx, orderId))
          throw AppError.field("file", "SELLER_LABEL_EXISTS", { code: "CONFLICT", headline: true });
        if (order.sellerMarketplace === null) {
          const { marketplace, trackingNumber } = upload;
          if (!marketplace) throw AppError.field("marketplace", "required");
          if (!trackingNumber) throw AppError.field("trackingNumber", "required");
          const type = (await preRecordedTypesOf(tx, [order.productId])).get(order.productId);
          if (type === "none")
            throw AppError.field("marketplace", "SELLER_LABEL_NOT_OFFERED", { headline: true });
          const [found] = await shipmentQueue.findShipments(tx, { orderIds: [orderId] });
          const shipment = found && (await shipmentQueue.lockShipment(tx, found.id));
          if (shipment) {
            if (!yields(shipment))
              throw AppError.field("file", "SELLER_LABEL_PUSHED", { code: "CONFLICT", headline: true });
            await shipmentQueue.deleteShipment(tx, shipment.id);
          }
          await orderSubmission.recordSellerLabel(tx, order, actor.userId, { marketplace, trackingNumber });
        }
        await shipmentQueue.insertSellerLabel(tx, {
          orderId,
          orgId: order.orgId,
          orderNo: order.orderNo,
          labelFile: stored.key,
          fileName: upload.file.name,
          size: upload.file.bytes.length,
          uploadedBy: actor.userId,
        });
      });
    } catch (error) {
      await deps.files.delete(stored.key);
      throw error;
    }
    return { ok: true as const };
  };
