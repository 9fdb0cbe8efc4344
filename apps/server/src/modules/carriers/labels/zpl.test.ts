import { describe, expect, it } from "vitest";
import { LABEL_SIZES } from "../kit/carrier";
import { expandGraphic, readCode128 } from "./labels.test-support";
import { renderLabelPdf } from "./pdf";
import type { GreyBitmap } from "./raster";
import { enLabel, koLabel, zhLabel } from "./sample-labels";
import { labelDots, PRINTER_DPIS, pdfToZpl, renderLabelZpl } from "./zpl";

/** The ^GFA fields: declared total bytes, bytes a row, and the data as plain hex. */
const graphics = (zpl: string) =>
  [...zpl.matchAll(/\^GFA,(\d+),(\d+),(\d+),([0-9A-Za-z,!:]*)\^FS/g)].map((m) => ({
    total: Number(m[1]),
    bytesPerRow: Number(m[3]),
    hex: expandGraphic(m[4] ?? "", Number(m[3])),
  }));

/** The printer's view of a full-label ^GFA: a printed dot black, the rest white. */
const printedBitmap = (zpl: string, width: number, height: number): GreyBitmap => {
  const [field] = graphics(zpl);
  const bytesPerRow = field?.bytesPerRow ?? 0;
  const hex = field?.hex ?? "";
  const pixels = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * bytesPerRow + (x >> 3)) * 2;
      if (Number.parseInt(hex.slice(at, at + 2), 16) & (0x80 >> (x & 7))) pixels[y * width + x] = 0;
    }
  }
  return { width, height, pixels };
};

describe("ZPL labels", () => {
  it("sizes the label in dots for the printer's dpi", () => {
    expect(labelDots("4x6", 203)).toEqual({ width: 812, height: 1218 });
    expect(labelDots("4x6", 300)).toEqual({ width: 1200, height: 1800 });
    expect(labelDots("100x100", 203)).toEqual({ width: 799, height: 799 });
    expect(labelDots("100x100", 300)).toEqual({ width: 1181, height: 1181 });
  });

  for (const dpi of PRINTER_DPIS) {
    it(`sets CJK and Hangul text in the printer's font when the profile names one (${dpi} dpi)`, async () => {
      const zpl = await renderLabelZpl(koLabel, { size: "4x6", dpi, printerFont: "E:NOTOSANSCJK.TTF" });
      const { width, height } = labelDots("4x6", dpi);
      expect(zpl.startsWith("^XA\n")).toBe(true);
      expect(zpl.trimEnd().endsWith("^XZ")).toBe(true);
      expect(zpl).toContain("^CI28");
      expect(zpl).toContain(`^PW${width}\n^LL${height}`);
      expect(zpl).toContain(`^BCN,`);
      expect(zpl).toContain(`^FD${koLabel.orderNo}^FS`);
      expect(zpl).toContain("^A@N,");
      expect(zpl).toContain(",E:NOTOSANSCJK.TTF^FH_^FD김민지 / 주식회사 한빛상사^FS");
      expect(zpl).toContain("^FD稠城街道工人北路 1号^FS");
      expect(zpl).not.toContain("^GFA");
    });
  }

  it("carries the tracking number as a Code 128 barcode and escapes ZPL's command characters", async () => {
    const zpl = await renderLabelZpl(
      { ...zhLabel, reference: "A^B~C_D" },
      { size: "100x100", dpi: 203, printerFont: "E:NOTOSANSCJK.TTF" },
    );
    const barcodes = [...zpl.matchAll(/\^BY(\d+),3,(\d+)\^BCN,\2,N,N,N,A\^FH_\^FD([^^]+)\^FS/g)].map(
      (m) => m[3],
    );
    expect(barcodes.sort()).toEqual([zhLabel.orderNo, zhLabel.trackingNumber].sort());
    expect(zpl).toContain("^FDRef A_5EB_7EC_5FD^FS");
  });

  it("sends text as graphics when no printer font is named", async () => {
    const zpl = await renderLabelZpl(enLabel, { size: "4x6", dpi: 203 });
    expect(zpl).not.toContain("^A@");
    expect(zpl).toContain(`^FD${enLabel.trackingNumber}^FS`);
    const fields = graphics(zpl);
    expect(fields.length).toBeGreaterThan(10);
    for (const field of fields) {
      expect(field.hex).toHaveLength(field.total * 2);
      // Some dots are printed in every text graphic.
      expect(field.hex).toMatch(/[1-9A-F]/);
    }
  });

  for (const size of LABEL_SIZES) {
    for (const dpi of PRINTER_DPIS) {
      it(`turns a PDF into one full-label graphic a page (${size}, ${dpi} dpi)`, async () => {
        const pdf = await renderLabelPdf(zhLabel, size);
        const zpl = await pdfToZpl(pdf, { size, dpi });
        const { width, height } = labelDots(size, dpi);
        expect(zpl.match(/\^XA/g)).toHaveLength(1);
        expect(zpl).toContain(`^PW${width}\n^LL${height}`);
        const bytesPerRow = Math.ceil(width / 8);
        const fields = graphics(zpl);
        expect(fields.map(({ total, bytesPerRow }) => ({ total, bytesPerRow }))).toEqual([
          { total: bytesPerRow * height, bytesPerRow },
        ]);
        expect(fields[0]?.hex).toHaveLength(2 * bytesPerRow * height);
        expect(fields[0]?.hex).toMatch(/[1-9A-F]/);
        // Compressed: blank and repeated rows cost a character each.
        expect(zpl.length).toBeLessThan(bytesPerRow * height);
      });
    }
  }

  for (const dpi of PRINTER_DPIS) {
    it(`keeps a PDF's barcodes readable in its ZPL graphic (${dpi} dpi)`, async () => {
      const zpl = await pdfToZpl(await renderLabelPdf(zhLabel, "4x6"), { size: "4x6", dpi });
      const { width, height } = labelDots("4x6", dpi);
      expect(readCode128(printedBitmap(zpl, width, height))).toEqual(
        new Set([zhLabel.orderNo, zhLabel.trackingNumber]),
      );
    });
  }
});
