import { eq, sql } from "drizzle-orm";
import type { Actor } from "../../platform/actor";
import type { Db } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { FileStore } from "../../platform/file-store";
import type { LabelSize } from "./kit/carrier";
import { cropPdfToLabel } from "./labels";
import { shipments } from "./shipments.tables";

// An order's label as it is printed (issue 15): the carrier's label kept in the file store at the push, fitted to
// the print profile's page (exactly 4x6 in or 100 x 100 mm); every print is counted, so a reprint is known.

/** The order the caller may see, with its number; null when it may not (the orders module answers it). */
export type VisibleOrder = (actor: Actor, orderId: number) => Promise<{ orderNo: string } | null>;

export type PrintedLabel = { bytes: Buffer; contentType: string; name: string; printCount: number };

export const createLabelService = (deps: { db: Db; files: FileStore; visibleOrder: VisibleOrder }) => ({
  /** The order's label for printing; "no delivery label yet" while there is none. */
  async print(actor: Actor, orderId: number, size: LabelSize): Promise<PrintedLabel> {
    const order = await deps.visibleOrder(actor, orderId);
    if (!order) throw new AppError("NOT_FOUND");
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
});

export type LabelService = ReturnType<typeof createLabelService>;
