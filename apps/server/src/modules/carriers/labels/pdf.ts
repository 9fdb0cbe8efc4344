import PDFDocument from "pdfkit";
import type { LabelSize } from "../kit/carrier";
import { labelFonts } from "./fonts";
import type { LabelData } from "./label-data";
import { BASELINE, LABEL_PAGE, type LabelOp, layoutLabel, type Measure, STROKE } from "./layout";

export type LabelFontOptions = {
  /** LABEL_FONT_PATH from the caller's config; Debian's Noto Sans CJK when absent. */
  fontPath?: string;
};

const REGULAR = "label-regular";
const BOLD = "label-bold";

/** A pdfkit document with the label fonts registered once; pdfkit embeds only the glyphs used (a subset). */
export const labelDocument = (size: LabelSize, options: LabelFontOptions = {}): PDFKit.PDFDocument => {
  const fonts = labelFonts(options.fontPath);
  const page = LABEL_PAGE[size];
  const doc = new PDFDocument({
    size: [page.width, page.height],
    margin: 0,
    autoFirstPage: false,
    info: { Title: "Shipping label", Producer: "parcel platform" },
  });
  doc.registerFont(REGULAR, fonts.regular.bytes, fonts.regular.postscriptName);
  doc.registerFont(BOLD, fonts.bold.bytes, fonts.bold.postscriptName);
  return doc;
};

/** Widths at size 1 with the document's fonts, each string measured once per document. */
export const measureWith = (doc: PDFKit.PDFDocument): Measure => {
  const widths = new Map<string, number>();
  return (text, bold) => {
    const key = bold ? `b${text}` : `r${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      width = doc
        .font(bold ? BOLD : REGULAR)
        .fontSize(1)
        .widthOfString(text);
      widths.set(key, width);
    }
    return width;
  };
};

/** Draws the operations on the current page; bars of one symbol go in one filled path. */
export const drawOps = (doc: PDFKit.PDFDocument, ops: LabelOp[]) => {
  for (const op of ops) {
    if (op.kind === "text") {
      doc
        .font(op.bold ? BOLD : REGULAR)
        .fontSize(op.size)
        .fillColor(op.white ? "white" : "black")
        .text(op.text, op.x, op.y + BASELINE * op.size, { lineBreak: false, baseline: "alphabetic" });
    } else if (op.kind === "box") {
      if (op.fill) {
        doc.rect(op.x, op.y, op.w, op.h).fill("black");
      } else {
        doc
          .lineWidth(STROKE)
          .rect(op.x + STROKE / 2, op.y + STROKE / 2, op.w - STROKE, op.h - STROKE)
          .stroke("black");
      }
    } else {
      for (const bar of op.code.bars) {
        doc.rect(op.x + bar.start * op.module, op.y, bar.width * op.module, op.h);
      }
      doc.fill("black");
    }
  }
};

/** The document's bytes once pdfkit has written them all. */
export const finish = (doc: PDFKit.PDFDocument): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
    doc.end();
  });

/** Many labels, one page each, in one PDF. */
export const renderLabelsPdf = (
  labels: LabelData[],
  size: LabelSize,
  options: LabelFontOptions = {},
): Promise<Uint8Array> => {
  const doc = labelDocument(size, options);
  const measure = measureWith(doc);
  const page = LABEL_PAGE[size];
  for (const label of labels) {
    doc.addPage({ size: [page.width, page.height], margin: 0 });
    drawOps(doc, layoutLabel(label, size, measure));
  }
  return finish(doc);
};

/** One label as a one-page PDF. */
export const renderLabelPdf = (data: LabelData, size: LabelSize, options: LabelFontOptions = {}) =>
  renderLabelsPdf([data], size, options);
