import { describe, expect, it } from "vitest";
import { LABEL_SIZES } from "../kit/carrier";
import { labelFonts } from "./fonts";
import type { LabelData } from "./label-data";
import { mediaBoxes, readCode128 } from "./labels.test-support";
import { LABEL_PAGE } from "./layout";
import { renderLabelPdf, renderLabelsPdf } from "./pdf";
import { pdfText, rasterizePdf } from "./raster";
import { enLabel, koLabel, zhLabel } from "./sample-labels";

const withoutSpaces = (text: string) => text.replace(/\s+/g, "");

describe("platform-made label PDFs", () => {
  it("makes 4x6 pages of exactly 288 x 432 pt and 100x100 of exactly 100 mm square", async () => {
    expect(await mediaBoxes(await renderLabelsPdf([zhLabel, enLabel, koLabel], "4x6"))).toEqual([
      [0, 0, 288, 432],
      [0, 0, 288, 432],
      [0, 0, 288, 432],
    ]);
    const boxes = await mediaBoxes(await renderLabelsPdf([zhLabel, koLabel], "100x100"));
    expect(boxes).toHaveLength(2);
    for (const [x, y, width, height] of boxes) {
      expect([x, y]).toEqual([0, 0]);
      expect(width).toBeCloseTo(283.465, 3);
      expect(height).toBeCloseTo(283.465, 3);
    }
  });

  for (const size of LABEL_SIZES) {
    it(`prints barcodes a scanner reads back as the order and tracking numbers (${size})`, async () => {
      const pages = await rasterizePdf(await renderLabelsPdf([zhLabel, enLabel, koLabel], size), 300 / 72);
      expect(pages.map(readCode128)).toEqual([
        new Set([zhLabel.orderNo, zhLabel.trackingNumber]),
        new Set([enLabel.orderNo, enLabel.trackingNumber]),
        new Set([koLabel.orderNo]),
      ]);
    });
  }

  it("embeds the fonts so every Chinese, Korean and Latin string can be found in the text", async () => {
    for (const label of [zhLabel, enLabel, koLabel]) {
      for (const size of LABEL_SIZES) {
        const [text] = await pdfText(await renderLabelPdf(label, size));
        const found = withoutSpaces(text ?? "");
        for (const party of [label.sender, label.receiver]) {
          for (const value of [
            party.name,
            party.company,
            party.phone,
            party.city,
            party.postcode,
            ...party.addressLines,
          ]) {
            expect(found, `${size}: ${value}`).toContain(withoutSpaces(value));
          }
        }
        for (const value of [
          label.productName,
          label.sortCode,
          label.destinationCountry,
          label.weightKg,
          label.date,
        ]) {
          expect(found, `${size}: ${value}`).toContain(withoutSpaces(value));
        }
        expect(found).toContain(`${label.piece.n}/${label.piece.of}`);
      }
    }
  });

  it("prints the CN22 with its lines, totals and Other ticked for postal products only", async () => {
    const [postal] = await pdfText(await renderLabelPdf(zhLabel, "4x6"));
    expect(postal).toContain("CN22");
    expect(postal).toContain("Skin care cream");
    expect(postal).toContain("1.150");
    expect(postal).toContain("61.50");
    expect(postal).toContain("Origin: KR");
    const [express] = await pdfText(await renderLabelPdf(enLabel, "4x6"));
    expect(express).not.toContain("CN22");
    expect(express).toContain("SANDBOX");
  });

  it("shrinks or cuts text too long for its box instead of leaving the page", async () => {
    const long = "甲乙丙丁戊己庚辛壬癸 Extraordinarily long street name that goes on ".repeat(12);
    const label: LabelData = {
      ...koLabel,
      productName: long,
      sortCode: long,
      receiver: { ...koLabel.receiver, name: long, addressLines: [long, long] },
      sender: { ...koLabel.sender, addressLines: [long] },
      cn22: koLabel.cn22 && {
        ...koLabel.cn22,
        lines: koLabel.cn22.lines.map((line) => ({ ...line, description: long })),
      },
    };
    for (const size of LABEL_SIZES) {
      const pdf = await renderLabelPdf(label, size);
      const mupdf = await import("mupdf");
      const doc = mupdf.Document.openDocument(pdf, "application/pdf");
      const page = doc.loadPage(0);
      const json = JSON.parse(page.toStructuredText("preserve-whitespace").asJSON()) as {
        blocks: { lines: { bbox: { x: number; y: number; w: number; h: number } }[] }[];
      };
      const lines = json.blocks.flatMap((block) => block.lines);
      expect(lines.length).toBeGreaterThan(10);
      for (const { bbox } of lines) {
        expect(bbox.x).toBeGreaterThanOrEqual(0);
        expect(bbox.y).toBeGreaterThanOrEqual(0);
        expect(bbox.x + bbox.w).toBeLessThanOrEqual(LABEL_PAGE[size].width);
        expect(bbox.y + bbox.h).toBeLessThanOrEqual(LABEL_PAGE[size].height);
      }
      // The city line survives a street that fills the block.
      const [text] = await pdfText(pdf);
      expect(withoutSpaces(text ?? "")).toContain(withoutSpaces("서울, 서울특별시, 06236, KR"));
      const [image] = await rasterizePdf(pdf, 300 / 72);
      expect(image && readCode128(image)).toEqual(new Set([label.orderNo]));
    }
  });

  it("names the missing font file and the package to install", () => {
    expect(() => labelFonts("/nowhere/NotoSansCJK-Regular.ttc")).toThrow(
      /\/nowhere\/NotoSansCJK-Regular\.ttc.*fonts-noto-cjk/,
    );
  });
});
