import type { SellerMarketplace } from "@pp/domain";
import { eq, inArray, sql } from "drizzle-orm";
import type { Actor } from "../../platform/actor";
import type { Db } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import { translateKey } from "../../platform/i18n";
import type { TaskJob, TaskQueue } from "../../platform/jobs";
import type { LabelSize } from "./kit/carrier";
import { cropPdfToLabel, mergePdfs } from "./labels";
import { sellerLabels, shipments } from "./shipments.tables";

// An order's label as it is printed (issue 15): the carrier's label kept in the file store at the push, or the
// seller's own label uploaded to the order (spec §3 usePreRecordedType), fitted to the print profile's page
// (exactly 4x6 in or 100 x 100 mm); every print is counted, so a reprint is known. Many orders' labels print as one
// PDF made by a task (spec §7 batchPrintLabelPdf), which names the orders without one.

/** The order the caller may see, with its number; null when it may not (the orders module answers it). */
export type VisibleOrder = (actor: Actor, orderId: number) => Promise<{ orderNo: string } | null>;

/** A seller's label uploaded to an order: its marketplace and tracking number when the order has none yet. */
export type SellerLabelUpload = {
  marketplace: SellerMarketplace | undefined;
  trackingNumber: string | undefined;
  file: { bytes: Buffer; name: string };
};
/**
 * Keeps the seller's label of an order (flows/attach-seller-label.ts: it writes the order and its labels); the
 * upload is read once the caller may change the order.
 */
export type AttachSellerLabel = (
  actor: Actor,
  orderId: number,
  readUpload: () => Promise<SellerLabelUpload>,
) => Promise<{ ok: true }>;

export type PrintedLabel = { bytes: Buffer; contentType: string; name: string; printCount: number };

export const LABEL_BATCH_TASK = "label-batch";

type BatchData = { orderIds: number[]; size: LabelSize };

export const createLabelService = (deps: {
  db: Db;
  files: FileStore;
  tasks: TaskQueue;
  visibleOrder: VisibleOrder;
}) => {
  const countPrints = (ids: number[]) =>
    ids.length
      ? deps.db
          .update(shipments)
          .set({ printCount: sql`${shipments.printCount} + 1`, printedAt: new Date() })
          .where(inArray(shipments.id, ids))
      : Promise.resolve();
  const countSellerPrints = (ids: number[]) =>
    ids.length
      ? deps.db
          .update(sellerLabels)
          .set({ printCount: sql`${sellerLabels.printCount} + 1`, printedAt: new Date() })
          .where(inArray(sellerLabels.id, ids))
          .returning({ printCount: sellerLabels.printCount })
      : Promise.resolve([]);

  /** The orders' labels in one PDF of `size` pages, in the order asked; the orders without one named. */
  const batchJob: TaskJob<BatchData> = {
    name: LABEL_BATCH_TASK,
    run: async ({ orderIds, size }) => {
      const [rows, sellers] = await Promise.all([
        deps.db.select().from(shipments).where(inArray(shipments.orderId, orderIds)),
        deps.db.select().from(sellerLabels).where(inArray(sellerLabels.orderId, orderIds)),
      ]);
      const pdfs: Uint8Array[] = [];
      const printed: number[] = [];
      const sellerPrinted: number[] = [];
      const missing: string[] = [];
      for (const orderId of orderIds) {
        const seller = sellers.find((row) => row.orderId === orderId);
        const shipment = rows.find((row) => row.orderId === orderId);
        const key = seller?.labelFile ?? (shipment?.labelFormat === "pdf" ? shipment.labelFile : null);
        const stored = key ? await deps.files.get(key) : undefined;
        if (!stored) {
          missing.push(seller?.orderNo ?? shipment?.orderNo ?? String(orderId));
          continue;
        }
        pdfs.push(stored.bytes);
        if (seller) sellerPrinted.push(seller.id);
        else if (shipment) printed.push(shipment.id);
      }
      const file = pdfs.length
        ? await deps.files.put({
            bytes: Buffer.from(await mergePdfs(pdfs, size)),
            contentType: "application/pdf",
            name: `labels-${new Date().toISOString().slice(0, 10).replaceAll("-", "")}.pdf`,
          })
        : null;
      await Promise.all([countPrints(printed), countSellerPrints(sellerPrinted)]);
      return {
        summaryKey: missing.length ? "TASK_LABEL_BATCH_MISSING" : "TASK_LABEL_BATCH_DONE",
        params: {
          printed: pdfs.length,
          missing: missing.length,
          orders: missing.slice(0, 20).join(", ") + (missing.length > 20 ? ", …" : ""),
          ...(file ? { file: file.key, fileName: file.name } : {}),
        },
      };
    },
  };

  return {
    batchJob,

    /** Submits the batch print of the orders the caller sees (one it does not see is unknown); its task. */
    async printMany(actor: Actor, orderIds: number[], size: LabelSize) {
      const unique = [...new Set(orderIds)];
      for (const orderId of unique)
        if (!(await deps.visibleOrder(actor, orderId))) throw new AppError("NOT_FOUND");
      const taskId = await deps.tasks.submit(
        batchJob,
        { orgId: actor.orgId, userId: actor.userId },
        { orderIds: unique, size },
      );
      return { taskId, message: translateKey(actor.lang, "TASK_SUBMITTED") };
    },

    /**
     * The order's label for printing: the seller's own when it brought one, else its carrier's; "no delivery label
     * yet" while there is none.
     */
    async print(actor: Actor, orderId: number, size: LabelSize): Promise<PrintedLabel> {
      const order = await deps.visibleOrder(actor, orderId);
      if (!order) throw new AppError("NOT_FOUND");
      const [seller] = await deps.db.select().from(sellerLabels).where(eq(sellerLabels.orderId, orderId));
      const sellerFile = seller ? await deps.files.get(seller.labelFile) : undefined;
      if (seller && sellerFile) {
        const [printed] = await countSellerPrints([seller.id]);
        return {
          bytes: Buffer.from(await cropPdfToLabel(sellerFile.bytes, size)),
          contentType: "application/pdf",
          name: `${order.orderNo}.pdf`,
          printCount: printed!.printCount,
        };
      }
      const [shipment] = await deps.db.select().from(shipments).where(eq(shipments.orderId, orderId));
      const stored = shipment?.labelFile ? await deps.files.get(shipment.labelFile) : undefined;
      if (!shipment || !stored) throw new AppError("LABEL_NOT_READY");
      const [printed] = await deps.db
        .update(shipments)
        .set({ printCount: sql`${shipments.printCount} + 1`, printedAt: new Date() })
        .where(eq(shipments.id, shipment.id))
        .returning({ printCount: shipments.printCount });
      if (shipment.labelFormat === "zpl")
        return {
          bytes: stored.bytes,
          contentType: "text/plain; charset=utf-8",
          name: `${order.orderNo}.zpl`,
          printCount: printed!.printCount,
        };
      return {
        bytes: Buffer.from(await cropPdfToLabel(stored.bytes, size)),
        contentType: "application/pdf",
        name: `${order.orderNo}.pdf`,
        printCount: printed!.printCount,
      };
    },
  };
};

export type LabelService = ReturnType<typeof createLabelService>;
