import { describe, expect, it } from "vitest";
import {
  isPayableDraft,
  OPTIONAL_COLUMNS,
  parseNumbers,
  readHiddenColumns,
  tabCountText,
  writeHiddenColumns,
} from "./order-list";

const memoryStorage = (): Storage => {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => values.delete(key),
    setItem: (key, value) => values.set(key, value),
  };
};

describe("order list", () => {
  it("reads pasted numbers one per line, or split by commas and spaces, each once", () => {
    expect(parseNumbers(" PP2026A\r\n\r\n1Z999, SF123；SF123\tYT9 ")).toEqual([
      "PP2026A",
      "1Z999",
      "SF123",
      "YT9",
    ]);
    expect(parseNumbers(undefined)).toEqual([]);
    expect(parseNumbers(" \n ")).toEqual([]);
  });

  it("shows a capped tab count as 10,000+", () => {
    expect(tabCountText(0)).toBe("0");
    expect(tabCountText(9_999)).toBe("9999");
    expect(tabCountText(10_000)).toBe("10,000+");
    expect(tabCountText(undefined)).toBe("");
  });

  it("pays only created, unpaid orders", () => {
    expect(isPayableDraft({ status: "created", paymentStatus: "unpaid" })).toBe(true);
    expect(isPayableDraft({ status: "canShip", paymentStatus: "paid" })).toBe(false);
    expect(isPayableDraft({ status: "cancelled", paymentStatus: "unpaid" })).toBe(false);
  });

  it("remembers hidden columns per user and forgets columns that no longer exist", () => {
    const storage = memoryStorage();
    writeHiddenColumns(storage, 7, ["cost", "receiver"]);
    expect(readHiddenColumns(storage, 7)).toEqual(["receiver", "cost"]);
    expect(readHiddenColumns(storage, 8)).toEqual([]);
    storage.setItem("pp.orders.list.hiddenColumns.9", JSON.stringify(["gone", "boxes"]));
    expect(readHiddenColumns(storage, 9)).toEqual(["boxes"]);
    storage.setItem("pp.orders.list.hiddenColumns.10", "{not json");
    expect(readHiddenColumns(storage, 10)).toEqual([]);
    expect(OPTIONAL_COLUMNS).not.toContain("orderNo");
  });
});
