import type { SellerMarketplace } from "@pp/domain";
import { eq, inArray, sql } from "drizzle-orm";
import type { Actor } from "../../platform/actor";
import type { Db } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import { translateKey } from "../../platform/i18n";
import type { TaskJob, TaskQueue } from "../../platform/jobs";
import type { LabelFormat, LabelSize, ShipmentRequest } from "./kit/carrier";
import type { PrintProfile } from "./label-settings.resolve";
import { printProfiles } from "./label-settings.service";
import { cropPdfToLabel, mergePdfs, pdfToZpl, renderShipmentLabels } from "./labels";
import { sellerLabels, shipments } from "./shipments.tables";

// An order's label as it is printed (issue 15), as its print profile says (label-settings.resolve.ts): the
// carrier's label kept at the push, or the platform's own, on the profile's page, as PDF or as ZPL for a thermal
// printer (a carrier's ZPL passes through, its PDF is rendered at the printer's dpi; the platform's labels are
// written in ZPL with the printer's font). Every print is counted, and a platform-made reprint carries the REPRINT
// mark. A seller's own label uploaded to the order (spec §3 usePreRecordedType) prints instead, as its PDF fitted to
// 4x6 in (the marketplaces' size). Many orders' labels print as one PDF made by a task (spec §7
// batchPrintLabelPdf), which names the orders without one.

/** The order the caller may see, with its number; null when it may not (the orders module answers it). */
export type VisibleOrder = (actor: Actor, orderId: number) => Promise<{ orderNo: string } | null>;

/** An order as its label shows it: the shipment request the push sends, and what picks its print profile. */
export type LabelOrder = { orgId: number; productId: number; productName: string; request: ShipmentRequest };
/** The orders of the shipments as labels show them, by order id (app.ts hands in the flow's). */
export type LabelOrders = (
  shipments: { orderId: number; serviceCode: string }[],
) => Promise<Map<number, LabelOrder>>;

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

/** The page a seller's label prints on: marketplaces' labels are 4x6 in. */
const SELLER_LABEL_SIZE: LabelSize = "4x6";

export type PrintedLabel = { bytes: Buffer; contentType: string; name: string; printCount: number };

export const LABEL_BATCH_TASK = "label-batch";

type BatchData = { orderIds: number[] };
type Shipment = typeof shipments.$inferSelect;

export const createLabelService = (deps: {
  db: Db;
  files: FileStore;
  tasks: TaskQueue;
  visibleOrder: VisibleOrder;
  labelOrders: LabelOrders;
  /** LABEL_FONT_PATH; Debian's Noto Sans CJK when absent. */
  fontPath?: string;
}) => {
  const countPrints = (ids: number[]) =>
    ids.length
      ? deps.db
          .update(shipments)
          .set({ printCount: sql`${shipments.printCount} + 1`, printedAt: new Date() })
          .where(inArray(shipments.id, ids))
          .returning({ id: shipments.id, printCount: shipments.printCount })
      : Promise.resolve([]);
  const countSellerPrints = (ids: number[]) =>
    ids.length
      ? deps.db
          .update(sellerLabels)
          .set({ printCount: sql`${sellerLabels.printCount} + 1`, printedAt: new Date() })
          .where(inArray(sellerLabels.id, ids))
          .returning({ printCount: sellerLabels.printCount })
      : Promise.resolve([]);
  /** The seller's labels of the orders that brought one, by order id. */
  const sellerLabelsOf = async (orderIds: number[]) =>
    new Map(
      (await deps.db.select().from(sellerLabels).where(inArray(sellerLabels.orderId, orderIds))).map(
        (row) => [row.orderId, row],
      ),
    );

  /** The platform's own labels of the shipment, one a box; a reprint marked. */
  const platformLabel = async (
    shipment: Shipment,
    order: LabelOrder,
    profile: PrintProfile,
    format: LabelFormat,
  ) =>
    renderShipmentLabels(
      order.request,
      {
        trackingNumber: shipment.trackingNumber,
        pieceNumbers: [],
        productName: order.productName,
        cn22: false,
        date: new Date().toISOString().slice(0, 10),
        mark: shipment.printCount > 0 ? "REPRINT" : null,
      },
      { format, size: profile.labelId, dpi: profile.dpi, printerFont: profile.printerFont || undefined },
      { fontPath: deps.fontPath },
    );

  /**
   * The label the profile prints, in `format` where it can be made so (a carrier's ZPL stays ZPL); a carrier's PDF
   * is answered as kept, to be fitted to the page by the caller. Null: no delivery label yet.
   */
  const labelOf = async (
    shipment: Shipment,
    order: LabelOrder,
    profile: PrintProfile,
    format: LabelFormat,
  ): Promise<{ format: LabelFormat; bytes: Uint8Array } | null> => {
    if (profile.printLabelType === "platform") return platformLabel(shipment, order, profile, format);
    const stored = shipment.labelFile ? await deps.files.get(shipment.labelFile) : undefined;
    if (!stored)
      return profile.deliveryLabelRule === "platformMeanwhile"
        ? platformLabel(shipment, order, profile, format)
        : null;
    if (shipment.labelFormat === "zpl" || format === "pdf")
      return { format: shipment.labelFormat ?? "pdf", bytes: stored.bytes };
    const zpl = await pdfToZpl(stored.bytes, { size: profile.labelId, dpi: profile.dpi });
    return { format: "zpl", bytes: new TextEncoder().encode(zpl) };
  };

  /** The shipments of the orders with their orders and profiles; `found` null when an order has no shipment. */
  const load = async (orderIds: number[]) => {
    const rows = await deps.db.select().from(shipments).where(inArray(shipments.orderId, orderIds));
    const orders = await deps.labelOrders(rows.map(({ orderId, serviceCode }) => ({ orderId, serviceCode })));
    const profileOf = await printProfiles(deps.db, [...orders.values()]);
    return orderIds.map((orderId) => {
      const shipment = rows.find((row) => row.orderId === orderId);
      const order = orders.get(orderId);
      return {
        name: shipment?.orderNo ?? String(orderId),
        found:
          shipment && order ? { shipment, order, profile: profileOf(order.orgId, order.productId) } : null,
      };
    });
  };

  /**
   * The orders' labels merged into one PDF, each on its profile's page, in the order asked (every print counted);
   * the orders without one (or whose label is a carrier's ZPL) named by their order numbers.
   */
  const merge = async (orderIds: number[]) => {
    const pdfs: Uint8Array[] = [];
    const sizes: LabelSize[] = [];
    const printed: number[] = [];
    const sellerPrinted: number[] = [];
    const missing: string[] = [];
    const [items, sellers] = await Promise.all([load(orderIds), sellerLabelsOf(orderIds)]);
    for (const [index, { name, found }] of items.entries()) {
      const seller = sellers.get(orderIds[index]!);
      const sellerFile = seller ? await deps.files.get(seller.labelFile) : undefined;
      if (seller && sellerFile) {
        pdfs.push(sellerFile.bytes);
        sizes.push(SELLER_LABEL_SIZE);
        sellerPrinted.push(seller.id);
        continue;
      }
      const label = found && (await labelOf(found.shipment, found.order, found.profile, "pdf"));
      if (!found || label?.format !== "pdf") {
        missing.push(name);
        continue;
      }
      pdfs.push(label.bytes);
      sizes.push(found.profile.labelId);
      printed.push(found.shipment.id);
    }
    const pdf = pdfs.length ? await mergePdfs(pdfs, sizes) : null;
    await countPrints(printed);
    await countSellerPrints(sellerPrinted);
    return { pdf, printed: printed.length + sellerPrinted.length, missing };
  };

  /** Every order id the caller sees with its number; NOT_FOUND for one it does not (not theirs to know of). */
  const visibleAll = async (actor: Actor, orderIds: number[]) => {
    for (const orderId of orderIds)
      if (!(await deps.visibleOrder(actor, orderId))) throw new AppError("NOT_FOUND");
  };

  /** The orders' labels in one PDF stored for the task's download; the orders without one named. */
  const batchJob: TaskJob<BatchData> = {
    name: LABEL_BATCH_TASK,
    run: async ({ orderIds }) => {
      const { pdf, printed, missing } = await merge(orderIds);
      const file = pdf
        ? await deps.files.put({
            bytes: Buffer.from(pdf),
            contentType: "application/pdf",
            name: `labels-${new Date().toISOString().slice(0, 10).replaceAll("-", "")}.pdf`,
          })
        : null;
      return {
        summaryKey: missing.length ? "TASK_LABEL_BATCH_MISSING" : "TASK_LABEL_BATCH_DONE",
        params: {
          printed,
          missing: missing.length,
          orders: missing.slice(0, 20).join(", ") + (missing.length > 20 ? ", …" : ""),
          ...(file ? { file: file.key, fileName: file.name } : {}),
        },
      };
    },
  };

  return {
    batchJob,

    /**
     * The orders' labels merged into one PDF at once (the open API's merge: at most 100 orders); the orders without
     * a label named. LABEL_NOT_READY when none has one.
     */
    async printMerged(actor: Actor, orderIds: number[]) {
      const unique = [...new Set(orderIds)];
      await visibleAll(actor, unique);
      const { pdf, missing } = await merge(unique);
      if (!pdf) throw new AppError("LABEL_NOT_READY");
      return { bytes: Buffer.from(pdf), missing };
    },

    /** Submits the batch print of the orders the caller sees (one it does not see is unknown); its task. */
    async printMany(actor: Actor, orderIds: number[]) {
      const unique = [...new Set(orderIds)];
      await visibleAll(actor, unique);
      const taskId = await deps.tasks.submit(
        batchJob,
        { orgId: actor.orgId, userId: actor.userId },
        { orderIds: unique },
      );
      return { taskId, message: translateKey(actor.lang, "TASK_SUBMITTED") };
    },

    /**
     * The order's label for printing: the seller's own when it brought one, else as its profile says; "no delivery
     * label yet" while there is none.
     */
    async print(actor: Actor, orderId: number): Promise<PrintedLabel> {
      const order = await deps.visibleOrder(actor, orderId);
      if (!order) throw new AppError("NOT_FOUND");
      const [seller] = await deps.db.select().from(sellerLabels).where(eq(sellerLabels.orderId, orderId));
      const sellerFile = seller ? await deps.files.get(seller.labelFile) : undefined;
      if (seller && sellerFile) {
        const [printed] = await countSellerPrints([seller.id]);
        return {
          bytes: Buffer.from(await cropPdfToLabel(sellerFile.bytes, SELLER_LABEL_SIZE)),
          contentType: "application/pdf",
          name: `${order.orderNo}.pdf`,
          printCount: printed!.printCount,
        };
      }
      const [item] = await load([orderId]);
      const found = item?.found;
      const label =
        found && (await labelOf(found.shipment, found.order, found.profile, found.profile.format));
      if (!found || !label) throw new AppError("LABEL_NOT_READY");
      const bytes =
        label.format === "pdf" ? await cropPdfToLabel(label.bytes, found.profile.labelId) : label.bytes;
      const [counted] = await countPrints([found.shipment.id]);
      return {
        bytes: Buffer.from(bytes),
        contentType: label.format === "pdf" ? "application/pdf" : "text/plain; charset=utf-8",
        name: `${order.orderNo}.${label.format}`,
        printCount: counted!.printCount,
      };
    },
  };
};

export type LabelService = ReturnType<typeof createLabelService>;
