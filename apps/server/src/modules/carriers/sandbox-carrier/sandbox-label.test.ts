import * as mupdf from "mupdf";
import { describe, expect, it } from "vitest";
import { renderSandboxLabel } from "./sandbox-label";
import { testShipment } from "./test-shipment";

const NUMBER = "SB473124829CN";
const MM = 72 / 25.4;

const pageOf = (bytes: Uint8Array) => mupdf.Document.openDocument(bytes, "application/pdf").loadPage(0);

describe("the sandbox carrier's own label", () => {
  it("is a 100 x 150 mm PDF page with the tracking number, receiver in Hangul, service and weight as text", async () => {
    const page = pageOf(
      await renderSandboxLabel({
        trackingNumber: NUMBER,
        request: testShipment(),
        format: "pdf",
        size: "4x6",
      }),
    );
    const [x0, y0, x1, y1] = page.getBounds();
    expect((x1 - x0) / MM).toBeCloseTo(100, 1);
    expect((y1 - y0) / MM).toBeCloseTo(150, 1);
    const text = page.toStructuredText("preserve-whitespace").asText();
    expect(text).toContain("SANDBOX CARRIER");
    expect(text).toContain(NUMBER);
    expect(text).toContain("김민준");
    expect(text).toContain("강남구 테헤란로 152");
    expect(text).toContain("张伟");
    // 1.250 + 0.755 kg, two boxes.
    expect(text).toContain("Weight: 2.005 kg");
    expect(text).toContain("SB-STD");
  });

  it("is 100 x 100 mm when asked", async () => {
    const page = pageOf(
      await renderSandboxLabel({
        trackingNumber: NUMBER,
        request: testShipment(),
        format: "pdf",
        size: "100x100",
      }),
    );
    const [x0, y0, x1, y1] = page.getBounds();
    expect([(x1 - x0) / MM, (y1 - y0) / MM].map(Math.round)).toEqual([100, 100]);
    expect(page.toStructuredText("preserve-whitespace").asText()).toContain(NUMBER);
  });

  it("writes ZPL at 8 dots/mm with UTF-8, a Code 128 barcode and escaped field data", async () => {
    const request = testShipment({ orderNo: "PP^1~_2" });
    const zpl = new TextDecoder().decode(
      await renderSandboxLabel({ trackingNumber: NUMBER, request, format: "zpl", size: "4x6" }),
    );
    expect(zpl.startsWith("^XA\n^CI28\n^PW800\n^LL1200\n")).toBe(true);
    expect(zpl.trimEnd().endsWith("^XZ")).toBe(true);
    expect(zpl).toContain(`^BCN,160,Y,N,N^FH_^FD${NUMBER}^FS`);
    expect(zpl).toContain("김민준");
    expect(zpl).toContain("Ref: PP_5E1_7E_5F2");
    expect(zpl).not.toContain("PP^1");
  });
});
