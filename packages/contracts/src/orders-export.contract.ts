import { z } from "zod";
import { orderListQuerySchema } from "./orders.contract";

// Issue 13: the scan look-up (spec §7 orderInfo/{type}/{scanNo}; §5 scanned number not empty) and the order
// export (spec §7 api/order exports; §5 an export by numbers needs at least one of reference, order or tracking
// number).

/** Which kind of number a scan matches: any of them, the order number, the customer reference, a live number. */
export const ORDER_SCAN_TYPES = ["any", "order", "reference", "number"] as const;
export type OrderScanType = (typeof ORDER_SCAN_TYPES)[number];

export const orderScanParamsSchema = z.object({
  type: z.enum(ORDER_SCAN_TYPES),
  scanNo: z.string().trim().min(1, { message: "orderScanNumberRequired" }).max(64),
});

export const orderScanResultSchema = z.object({ id: z.number().int(), orderNo: z.string() });
export type OrderScanResult = z.infer<typeof orderScanResultSchema>;

/** The list's filters without its paging: what an export of the filtered list takes. */
export const orderExportFilterSchema = orderListQuerySchema.omit({ cursor: true, size: true });
export type OrderExportFilter = z.infer<typeof orderExportFilterSchema>;

/** At most this many selected orders are exported by id. */
export const ORDER_EXPORT_IDS_MAX = 1000;

export const orderExportRequestSchema = z.discriminatedUnion("by", [
  z.object({ by: z.literal("filter"), filter: orderExportFilterSchema }),
  z.object({
    by: z.literal("ids"),
    ids: z.array(z.number().int().positive()).min(1).max(ORDER_EXPORT_IDS_MAX),
  }),
  z.object({
    by: z.literal("numbers"),
    numbers: z
      .string()
      .max(20_000)
      .refine((text) => text.trim() !== "", { message: "orderExportNumbersRequired" }),
  }),
]);
export type OrderExportRequest = z.infer<typeof orderExportRequestSchema>;

/** The answer of an export too large to download at once: it runs as a task (status 202). */
export const orderExportTaskSchema = z.object({ taskId: z.number().int(), message: z.string() });
export type OrderExportTask = z.infer<typeof orderExportTaskSchema>;
