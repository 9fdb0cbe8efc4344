import { describe, expect, it } from "vitest";
import { listExportRequest, numbersExportRequest, scanNumberOf } from "./order-scan-export";

describe("scan number", () => {
  it("is the trimmed text, none when blank", () => {
    expect(scanNumberOf("  PP2026112600000001\n")).toBe("PP2026112600000001");
    expect(scanNumberOf("   ")).toBeNull();
    expect(scanNumberOf(undefined)).toBeNull();
  });
});

describe("export request", () => {
  it("exports the selection when there is one, else the filtered list", () => {
    expect(listExportRequest([3, 1], { status: "canShip" })).toEqual({ by: "ids", ids: [3, 1] });
    expect(listExportRequest([], { status: "canShip", country: "DE" })).toEqual({
      by: "filter",
      filter: { status: "canShip", country: "DE" },
    });
  });

  it("exports pasted numbers once each, and none when only separators were pasted", () => {
    expect(numbersExportRequest("REF-1, SF100\nREF-1；CM9")).toEqual({
      by: "numbers",
      numbers: "REF-1\nSF100\nCM9",
    });
    expect(numbersExportRequest(" ,\n; ")).toBeNull();
    expect(numbersExportRequest(undefined)).toBeNull();
  });
});
