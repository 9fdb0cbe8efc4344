import type { OrderRow, OrderStatus, OrderTab } from "@pp/contracts";
import { PAGE_TOTAL_CAP } from "@pp/contracts";
import { readJson, writeJson } from "../../shared/lib/storage";

// The order list's pure pieces: pasted numbers, tab counts as shown, which rows are drafts to pay, and the
// columns each user chose to hide (remembered in this browser per user).

/** Numbers pasted one per line (or separated by commas, semicolons or spaces): unique, in the order given. */
export const parseNumbers = (text: string | undefined): string[] => [
  ...new Set(
    (text ?? "")
      .split(/[\s,;，；]+/)
      .map((part) => part.trim())
      .filter(Boolean),
  ),
];

/** How a tab shows its count: the counters are capped, so the cap reads "10,000+". */
export const tabCountText = (count: number | undefined): string =>
  count === undefined
    ? ""
    : count >= PAGE_TOTAL_CAP
      ? `${PAGE_TOTAL_CAP.toLocaleString("en")}+`
      : String(count);

export const STATUS_COLORS: Record<OrderStatus, string> = {
  created: "default",
  canShip: "processing",
  cannotShip: "error",
  handedOver: "cyan",
  completed: "success",
  cancelled: "default",
  settled: "purple",
};

export const isStatusTab = (value: string | undefined, tabs: readonly OrderTab[]): value is OrderStatus =>
  value !== undefined && value !== "all" && (tabs as readonly string[]).includes(value);

/** A draft waits to be paid: created and unpaid. */
export const isPayableDraft = (row: Pick<OrderRow, "status" | "paymentStatus">): boolean =>
  row.status === "created" && row.paymentStatus === "unpaid";

/** The list's columns a user may hide; the order number always shows. */
export const OPTIONAL_COLUMNS = [
  "referenceNo",
  "status",
  "trackStatus",
  "customer",
  "creator",
  "product",
  "destination",
  "receiver",
  "boxes",
  "weight",
  "amount",
  "cost",
  "lastMile",
  "tracknetCode",
  "createdAt",
] as const;
export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number];

const columnsKey = (userId: number) => `pp.orders.list.hiddenColumns.${userId}`;

/** The columns this user hid, as far as they still exist. */
export const readHiddenColumns = (storage: Storage, userId: number): OptionalColumn[] => {
  const stored = readJson<unknown>(storage, columnsKey(userId), []);
  return Array.isArray(stored) ? OPTIONAL_COLUMNS.filter((column) => stored.includes(column)) : [];
};

export const writeHiddenColumns = (storage: Storage, userId: number, hidden: readonly OptionalColumn[]) =>
  writeJson(storage, columnsKey(userId), hidden);
