import { ORDER_IMPORT_STATUSES, type OrderImport, type OrderImportStatus } from "@pp/contracts";

// Bulk orders (issue 14): what the console derives from an import's record: its progress, how its result reads,
// its status tag, and the history's filters as the URL keeps them.

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 1000;

export const isImportRunning = (row: Pick<OrderImport, "status">) => row.status === "processing";

/** Processed of total as a whole percent; 0 until the file has been read, never 100 before the import ends. */
export const importPercent = (row: Pick<OrderImport, "status" | "total" | "processed">): number => {
  if (row.status !== "processing") return 100;
  if (row.total <= 0) return 0;
  return Math.min(99, Math.floor((row.processed * 100) / row.total));
};

export type ImportOutcome = "running" | "failed" | "success" | "partial" | "none";

/**
 * How a finished import reads: every order placed or drafted (success), some failed (partial), nothing placed
 * or drafted (none), or the import itself failed.
 */
export const importOutcome = (
  row: Pick<OrderImport, "status" | "succeeded" | "drafted" | "failed">,
): ImportOutcome => {
  if (row.status === "processing") return "running";
  if (row.status === "failed") return "failed";
  if (row.failed === 0) return "success";
  return row.succeeded + row.drafted > 0 ? "partial" : "none";
};

export const IMPORT_STATUS_COLORS: Record<OrderImportStatus, string> = {
  processing: "processing",
  completed: "success",
  failed: "error",
};

export const isImportStatus = (value: string | undefined): value is OrderImportStatus =>
  (ORDER_IMPORT_STATUSES as readonly string[]).includes(value ?? "");

/** A keyset cursor from the URL: a positive id, else the first page. */
export const importCursorOf = (value: string | undefined): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The charged amount as the console shows money ("123.40 CNY"), or a dash while nothing was charged. */
export const chargedText = (charged: OrderImport["charged"]): string =>
  charged ? `${charged.amount} ${charged.currency}` : "—";
