// Carrier PDFs brought to the print profile's page with pdf-lib: each page embedded as a form XObject (its
// vector content kept), scaled to fit the label and centred.
import { degrees, PDFDocument } from "pdf-lib";
import type { LabelSize } from "../kit/carrier";
import { LABEL_PAGE } from "./layout";

// pdf-lib writes numbers with more digits than this; a page within it is already the label's page.
const SAME_SIZE_PT = 0.01;

const isLabelPage = (width: number, height: number, size: LabelSize) =>
  Math.abs(width - LABEL_PAGE[size].width) < SAME_SIZE_PT &&
  Math.abs(height - LABEL_PAGE[size].height) < SAME_SIZE_PT;

/** Appends every page of `source` to `target` on a page exactly of `size`. */
const appendFitted = async (target: PDFDocument, source: PDFDocument, size: LabelSize) => {
  const { width, height } = LABEL_PAGE[size];
  for (const [index, page] of source.getPages().entries()) {
    const box = page.getMediaBox();
    if (isLabelPage(box.width, box.height, size) && page.getRotation().angle % 360 === 0) {
      const [copy] = await target.copyPages(source, [index]);
      if (copy) {
        copy.setMediaBox(0, 0, width, height);
        copy.setCropBox(0, 0, width, height);
        target.addPage(copy);
      }
      continue;
    }
    const embedded = await target.embedPage(page);
    // /Rotate turns the page clockwise for display; the label is fitted as it is displayed.
    const rotation = (((page.getRotation().angle % 360) + 360) % 360) as 0 | 90 | 180 | 270;
    const sideways = rotation === 90 || rotation === 270;
    const shownWidth = sideways ? embedded.height : embedded.width;
    const shownHeight = sideways ? embedded.width : embedded.height;
    const scale = Math.min(width / shownWidth, height / shownHeight);
    const left = (width - shownWidth * scale) / 2;
    const bottom = (height - shownHeight * scale) / 2;
    // drawPage turns about its (x, y) corner, so that corner moves with the rotation.
    const corner = {
      0: { x: left, y: bottom },
      90: { x: left, y: bottom + embedded.width * scale },
      180: { x: left + embedded.width * scale, y: bottom + embedded.height * scale },
      270: { x: left + embedded.height * scale, y: bottom },
    }[rotation];
    target.addPage([width, height]).drawPage(embedded, {
      ...corner,
      xScale: scale,
      yScale: scale,
      rotate: degrees(-rotation),
    });
  }
};

/** A carrier's PDF with every page on a page exactly of `size`. */
export const cropPdfToLabel = async (pdf: Uint8Array, size: LabelSize): Promise<Uint8Array> => {
  const target = await PDFDocument.create();
  await appendFitted(target, await PDFDocument.load(pdf), size);
  return target.save();
};

/**
 * Many PDFs as one, in order, every page exactly of `size` (pages of another size are fitted as by crop); with a
 * size per PDF, each PDF's pages on its own size.
 */
export const mergePdfs = async (
  pdfs: Uint8Array[],
  size: LabelSize | readonly LabelSize[],
): Promise<Uint8Array> => {
  const target = await PDFDocument.create();
  for (const [index, pdf] of pdfs.entries())
    await appendFitted(target, await PDFDocument.load(pdf), typeof size === "string" ? size : size[index]!);
  return target.save();
};

/** Whether the bytes are a PDF pdf-lib can read with at least one page (a seller's upload is checked so). */
export const isReadablePdf = async (bytes: Uint8Array): Promise<boolean> => {
  if (Buffer.from(bytes.subarray(0, 5)).toString("latin1") !== "%PDF-") return false;
  try {
    return (await PDFDocument.load(bytes)).getPageCount() > 0;
  } catch {
    return false;
  }
};
