import type { OrderExportRequest, OrderExportTask, OrderScanResult } from "@pp/contracts";
import { api } from "../../shared/api/client";

// The scan look-up and the order export (issue 13).

/** The order that carries the number, any kind of it; a 404 (unknown or another org's) is the scan page's to say. */
export const scanOrder = (scanNo: string) =>
  api.get<OrderScanResult>(`/api/orders/order-info/any/${encodeURIComponent(scanNo)}`, { silent: true });

/** Saves the xlsx, or answers the task the server submitted for an export too large to download at once. */
export const exportOrders = (request: OrderExportRequest) =>
  api.downloadOrTask<OrderExportTask>("/api/orders/orders/exports", request);

/**
 * The order's label as its label setting prints it (a PDF, or ZPL for a thermal printer) and how often it was printed;
 * a 404 LABEL_NOT_READY is the page's to say.
 */
export const fetchLabel = async (orderId: number) => {
  const { blob, headers } = await api.file(`/api/orders/orders/${orderId}/label`, { silent: true });
  return {
    blob,
    printCount: Number(headers.get("x-print-count") ?? "1"),
    zpl: (headers.get("content-type") ?? "").startsWith("text/plain"),
  };
};
