import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format";

describe("formatDateTime", () => {
  it("shows minutes by default and seconds when asked", () => {
    expect(formatDateTime("2026-03-04T05:06:07")).toBe("2026-03-04 05:06");
    expect(formatDateTime("2026-03-04T05:06:07", "—", "second")).toBe("2026-03-04 05:06:07");
  });

  it("shows the empty text for a missing value", () => {
    expect(formatDateTime(null)).toBe("—");
    expect(formatDateTime(undefined, "-")).toBe("-");
    expect(formatDateTime("", "")).toBe("");
  });
});
