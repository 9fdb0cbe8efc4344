import { degrees, PDFDocument, rgb } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { mediaBoxes, readCode128 } from "./labels.test-support";
import { renderLabelPdf } from "./pdf";
import { cropPdfToLabel, mergePdfs } from "./pdf-tools";
import { rasterizePdf } from "./raster";
import { enLabel, zhLabel } from "./sample-labels";

/** A carrier-like PDF: an A4 page with our label drawn in its top half, as many carriers send them. */
const a4WithLabel = async (label: Uint8Array) => {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595.28, 841.89]);
  const [embedded] = await doc.embedPdf(label);
  if (!embedded) throw new Error("no page");
  page.drawPage(embedded, { x: 150, y: 400 });
  page.drawRectangle({ x: 20, y: 20, width: 100, height: 30, color: rgb(0, 0, 0) });
  return doc.save();
};

/** Our label turned a quarter on its page and displayed upright again through /Rotate. */
const rotatedLabel = async (label: Uint8Array) => {
  const doc = await PDFDocument.create();
  const page = doc.addPage([432, 288]);
  const [embedded] = await doc.embedPdf(label);
  if (!embedded) throw new Error("no page");
  // Turned a quarter anticlockwise about (432, 0), the 288 x 432 label fills the 432 x 288 page.
  page.drawPage(embedded, { x: 432, y: 0, rotate: degrees(90) });
  page.setRotation(degrees(90));
  return doc.save();
};

describe("carrier PDFs on the print profile's page", () => {
  it("crops an A4 carrier label to exactly 4x6 and the barcodes still read", async () => {
    const cropped = await cropPdfToLabel(await a4WithLabel(await renderLabelPdf(zhLabel, "4x6")), "4x6");
    expect(await mediaBoxes(cropped)).toEqual([[0, 0, 288, 432]]);
    const [page] = await rasterizePdf(cropped, 300 / 72);
    expect(page && readCode128(page)).toEqual(new Set([zhLabel.orderNo, zhLabel.trackingNumber]));
  });

  it("fits a page shown through /Rotate as it is shown", async () => {
    const cropped = await cropPdfToLabel(await rotatedLabel(await renderLabelPdf(enLabel, "4x6")), "4x6");
    expect(await mediaBoxes(cropped)).toEqual([[0, 0, 288, 432]]);
    const [page] = await rasterizePdf(cropped, 300 / 72);
    expect(page && readCode128(page)).toEqual(new Set([enLabel.orderNo, enLabel.trackingNumber]));
  });

  it("crops to exactly 100 x 100 mm", async () => {
    const cropped = await cropPdfToLabel(await renderLabelPdf(zhLabel, "4x6"), "100x100");
    const [[x, y, width, height] = []] = await mediaBoxes(cropped);
    expect([x, y]).toEqual([0, 0]);
    expect(width).toBeCloseTo(283.465, 3);
    expect(height).toBeCloseTo(283.465, 3);
  });

  it("merges labels of any size into one PDF of label pages, in order", async () => {
    const merged = await mergePdfs(
      [
        await renderLabelPdf(zhLabel, "4x6"),
        await a4WithLabel(await renderLabelPdf(enLabel, "4x6")),
        await renderLabelPdf(enLabel, "100x100"),
      ],
      "4x6",
    );
    expect(await mediaBoxes(merged)).toEqual([
      [0, 0, 288, 432],
      [0, 0, 288, 432],
      [0, 0, 288, 432],
    ]);
    const pages = await rasterizePdf(merged, 300 / 72);
    expect(pages.map(readCode128)).toEqual([
      new Set([zhLabel.orderNo, zhLabel.trackingNumber]),
      new Set([enLabel.orderNo, enLabel.trackingNumber]),
      new Set([enLabel.orderNo, enLabel.trackingNumber]),
    ]);
  });

  it("puts each PDF on its own page size when given one per PDF", async () => {
    const merged = await mergePdfs(
      [await renderLabelPdf(zhLabel, "4x6"), await renderLabelPdf(enLabel, "4x6")],
      ["4x6", "100x100"],
    );
    const boxes = await mediaBoxes(merged);
    expect(boxes[0]).toEqual([0, 0, 288, 432]);
    expect(boxes[1]?.[2]).toBeCloseTo(283.465, 3);
    expect(boxes[1]?.[3]).toBeCloseTo(283.465, 3);
  });
});
