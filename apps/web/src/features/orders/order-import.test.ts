import { describe, expect, it } from "vitest";
import { chargedText, importCursorOf, importOutcome, importPercent, isImportStatus } from "./order-import";

describe("importPercent", () => {
  it("is 0 until the file has been read", () => {
    expect(importPercent({ status: "processing", total: 0, processed: 0 })).toBe(0);
  });
  it("is the whole percent processed, below 100 while running", () => {
    expect(importPercent({ status: "processing", total: 3, processed: 1 })).toBe(33);
    expect(importPercent({ status: "processing", total: 4, processed: 4 })).toBe(99);
  });
  it("is 100 once the import has ended, whatever the counts", () => {
    expect(importPercent({ status: "completed", total: 10, processed: 10 })).toBe(100);
    expect(importPercent({ status: "failed", total: 0, processed: 0 })).toBe(100);
  });
});

describe("importOutcome", () => {
  const row = { status: "completed" as const, succeeded: 0, drafted: 0, failed: 0 };
  it("tells running and failed imports apart from finished ones", () => {
    expect(importOutcome({ ...row, status: "processing" })).toBe("running");
    expect(importOutcome({ ...row, status: "failed" })).toBe("failed");
  });
  it("is a success when nothing failed, drafts included", () => {
    expect(importOutcome({ ...row, succeeded: 3, drafted: 1 })).toBe("success");
  });
  it("is partial when some failed and some were placed or drafted, none when all failed", () => {
    expect(importOutcome({ ...row, succeeded: 2, failed: 1 })).toBe("partial");
    expect(importOutcome({ ...row, drafted: 2, failed: 1 })).toBe("partial");
    expect(importOutcome({ ...row, failed: 3 })).toBe("none");
  });
});

describe("history filters", () => {
  it("keeps only known statuses and positive cursors", () => {
    expect(isImportStatus("completed")).toBe(true);
    expect(isImportStatus("done")).toBe(false);
    expect(isImportStatus(undefined)).toBe(false);
    expect(importCursorOf("42")).toBe(42);
    expect(importCursorOf("-1")).toBeUndefined();
    expect(importCursorOf("x")).toBeUndefined();
  });
});

describe("chargedText", () => {
  it("shows the decimal text with its currency, or a dash", () => {
    expect(chargedText({ amount: "123.40", currency: "CNY" })).toBe("123.40 CNY");
    expect(chargedText(null)).toBe("—");
  });
});
