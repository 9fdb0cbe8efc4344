import { ORDER_IMPORT_STATUSES } from "@pp/domain";
import { z } from "zod";
import { dateRangeQuerySchema, idCursorQuerySchema, languageSchema, pageOf } from "./common.contract";

// Bulk orders (issue 14; spec §2 bulk order, §3 bulk template fields, §5 bulk template rules, §8 "task submitted,
// check task management"): an xlsx of the template is uploaded, stored, and imported by a task; each order of the
// file (its rows grouped by the customer's reference) is placed by the one placement function, or reported with
// the reason it failed in the failed-records file.

/**
 * What an upload does with the orders of its file:
 * - `placeGood`: place every valid order (rows the wallet cannot pay become drafts awaiting payment) and report
 *   the invalid ones;
 * - `allOrNothing`: price every order first; place nothing unless every order is valid and the wallet can hold
 *   their total, then place them in chunks against that hold;
 * - `drafts`: save the valid orders as drafts (created, unpaid) and charge nothing.
 */
export const ORDER_IMPORT_MODES = ["placeGood", "allOrNothing", "drafts"] as const;
export type OrderImportMode = (typeof ORDER_IMPORT_MODES)[number];

export { ORDER_IMPORT_STATUSES, type OrderImportStatus } from "@pp/domain";

/** The multipart upload's fields beside its `file`. */
export const orderImportUploadFieldsSchema = z.object({
  mode: z.enum(ORDER_IMPORT_MODES).default("placeGood"),
  /** The sender of every order of the file: an address of the org's book; missing = its default sender. */
  senderAddressId: z.coerce.number().int().positive().optional(),
});
export type OrderImportUploadFields = z.input<typeof orderImportUploadFieldsSchema>;

export const orderImportSchema = z.object({
  id: z.number().int(),
  /** The history's serial number, e.g. IMP2026112600000042. */
  serialNo: z.string(),
  fileName: z.string(),
  mode: z.enum(ORDER_IMPORT_MODES),
  status: z.enum(ORDER_IMPORT_STATUSES),
  /** Orders in the file (its rows grouped by reference); 0 until the file has been read. */
  total: z.number().int(),
  /** Orders done so far: placed, saved as drafts or failed. */
  processed: z.number().int(),
  /** Orders placed and paid (or held) in this import, and identical orders found already placed. */
  succeeded: z.number().int(),
  /** Orders saved as drafts awaiting payment (every valid order in `drafts` mode; ones the wallet could not pay). */
  drafted: z.number().int(),
  failed: z.number().int(),
  /** What the wallet was charged for this import's orders, in its currency; null while nothing was charged. */
  charged: z.object({ amount: z.string(), currency: z.string() }).nullable(),
  /** Why the whole import failed, in the caller's language; null unless `failed`. */
  error: z.string().nullable(),
  /** A failed-records file can be downloaded (some orders failed). */
  hasFailedRecords: z.boolean(),
  /** Drafts of this import still awaiting payment. */
  unpaidDrafts: z.number().int(),
  /** The task management record that runs it. */
  taskId: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type OrderImport = z.infer<typeof orderImportSchema>;

export const orderImportQuerySchema = idCursorQuerySchema.extend(dateRangeQuerySchema.shape).extend({
  status: z.enum(ORDER_IMPORT_STATUSES).optional(),
  /** Part of the serial number or the file name. */
  keyword: z.string().trim().max(100).optional(),
  /** Only imports whose drafts still await payment (the order list's "pay the drafts" notice). */
  unpaidDrafts: z.literal("true").optional(),
});
export type OrderImportQuery = z.infer<typeof orderImportQuerySchema>;

export const orderImportPageSchema = pageOf(orderImportSchema);
export type OrderImportPage = z.infer<typeof orderImportPageSchema>;

export const orderImportParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The template in a language other than the caller's (the console offers all three). */
export const orderImportTemplateQuerySchema = z.object({ lang: languageSchema.optional() });

/** The task that pays an import's drafts (after a top-up): its record in task management. */
export const orderImportPayDraftsResultSchema = z.object({
  taskId: z.number().int(),
  drafts: z.number().int(),
});
export type OrderImportPayDraftsResult = z.infer<typeof orderImportPayDraftsResultSchema>;

/** Orders one file may hold (its rows may be more: an order spans one row per declaration line). */
export const ORDER_IMPORT_MAX_ORDERS = 10_000;
/** Rows one file may hold. */
export const ORDER_IMPORT_MAX_ROWS = 30_000;
