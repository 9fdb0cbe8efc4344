// ZPL for thermal printers. Barcodes are the printer's own ^BC (Code 128, automatic subsets), boxes and
// lines ^GB. Text is set in a font stored on the printer when the print profile names one (^CI28 UTF-8,
// ^A@); otherwise it is rendered with mupdf from a small PDF of the label's text and sent as ^GFA graphics,
// since a printer's built-in fonts have no CJK or Hangul glyphs. Graphics are ASCII hex with ZPL's own
// run-length compression (not Z64, which needs zlib and a CRC on the printer side for little more gain):
// a blank or repeated row is one character, so a whole 300 dpi page is tens of kilobytes, not 540.
import type { LabelSize } from "../kit/carrier";
import { QUIET_ZONE_MODULES } from "./code128";
import type { LabelData } from "./label-data";
import {
  BASELINE,
  type BarcodeOp,
  LABEL_PAGE,
  type LabelOp,
  layoutLabel,
  STROKE,
  type TextOp,
} from "./layout";
import { drawOps, finish, type LabelFontOptions, labelDocument, measureWith } from "./pdf";
import { type GreyBitmap, rasterizePdf } from "./raster";

export const PRINTER_DPIS = [203, 300] as const;
export type PrinterDpi = (typeof PRINTER_DPIS)[number];

export type ZplOptions = LabelFontOptions & {
  size: LabelSize;
  dpi: PrinterDpi;
  /** A TrueType font stored on the printer, e.g. "E:NOTOSANSCJK.TTF"; without it text goes as graphics. */
  printerFont?: string;
};

/** The label's width and length in printer dots: its size in inches times the dpi, rounded down. */
export const labelDots = (size: LabelSize, dpi: PrinterDpi) => {
  const page = LABEL_PAGE[size];
  return { width: Math.floor((page.width / 72) * dpi), height: Math.floor((page.height / 72) * dpi) };
};

/** Field data with ^FH hex escapes for the characters ZPL reads as commands (and the escape itself). */
const fieldData = (text: string) =>
  `^FH_^FD${text.replace(/[_^~]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase()}`)}^FS`;

const HEX = "0123456789ABCDEF";

// Repeat counts: G..Y are 1..19, g..z are 20..400; a run longer than 419 is sent in pieces.
const repeatCount = (n: number) =>
  (n >= 20 ? String.fromCharCode(102 + Math.floor(n / 20)) : "") +
  (n % 20 > 0 ? String.fromCharCode(70 + (n % 20)) : "");

/** One row of hex in ZPL's compressed form: runs counted, "," for trailing zeros, "!" for trailing ones. */
const compressRow = (row: string) => {
  const zeros = /0+$/.exec(row);
  const ones = /F+$/.exec(row);
  const tail = zeros && zeros[0].length > 1 ? "," : ones && ones[0].length > 1 ? "!" : "";
  const body = tail === "" ? row : row.slice(0, (tail === "," ? zeros : ones)?.index ?? row.length);
  let out = "";
  let at = 0;
  while (at < body.length) {
    const char = body[at] ?? "0";
    let run = 1;
    while (at + run < body.length && body[at + run] === char && run < 419) run++;
    out += run > 1 ? `${repeatCount(run)}${char}` : char;
    at += run;
  }
  return out + tail;
};

/** `^GFA` of a region of a grey bitmap: a pixel darker than mid grey is a printed dot; ":" repeats a row. */
export const graphicField = (bitmap: GreyBitmap, x0: number, y0: number, width: number, height: number) => {
  const bytesPerRow = Math.ceil(width / 8);
  const rows: string[] = [];
  let previous = "";
  for (let y = y0; y < y0 + height; y++) {
    const hex: string[] = [];
    for (let byte = 0; byte < bytesPerRow; byte++) {
      let bits = 0;
      for (let bit = 0; bit < 8; bit++) {
        const x = x0 + byte * 8 + bit;
        const inside = x < x0 + width && x >= 0 && x < bitmap.width && y >= 0 && y < bitmap.height;
        if (inside && (bitmap.pixels[y * bitmap.width + x] ?? 255) < 128) bits |= 0x80 >> bit;
      }
      hex.push(HEX[bits >> 4] ?? "0", HEX[bits & 15] ?? "0");
    }
    const row = hex.join("");
    rows.push(row === previous ? ":" : compressRow(row));
    previous = row;
  }
  const total = bytesPerRow * height;
  return `^GFA,${total},${total},${bytesPerRow},${rows.join("")}`;
};

const dotsOf = (dpi: PrinterDpi) => (pt: number) => Math.round((pt * dpi) / 72);

const barcodeField = (op: BarcodeOp, dpi: PrinterDpi) => {
  const dots = dotsOf(dpi);
  const areaWidth = dots(op.code.modules * op.module);
  const module = Math.max(1, Math.floor(areaWidth / op.code.modules));
  const left =
    dots(op.x) + Math.floor((areaWidth - module * op.code.modules) / 2) + module * QUIET_ZONE_MODULES;
  const height = dots(op.h);
  return `^FO${left},${dots(op.y)}^BY${module},3,${height}^BCN,${height},N,N,N,A${fieldData(op.data)}`;
};

const boxField = (op: Extract<LabelOp, { kind: "box" }>, dpi: PrinterDpi) => {
  const dots = dotsOf(dpi);
  const w = Math.max(1, dots(op.w));
  const h = Math.max(1, dots(op.h));
  const thickness = op.fill ? Math.min(w, h) : Math.max(1, dots(STROKE));
  return `^FO${dots(op.x)},${dots(op.y)}^GB${w},${h},${thickness}^FS`;
};

/** White text prints reversed (^FR) over the filled box under it. */
const reverse = (op: TextOp) => (op.white ? "^FR" : "");

const printerFontField = (op: TextOp, font: string, dpi: PrinterDpi) => {
  const dots = dotsOf(dpi);
  const height = Math.max(1, dots(op.size));
  return `^FT${dots(op.x)},${dots(op.y + BASELINE * op.size)}^A@N,${height},${height},${font}${reverse(op)}${fieldData(op.text)}`;
};

/** The label's text drawn alone on a page, rendered at the printer's dpi, each line cut out as a graphic. */
const textGraphics = async (texts: TextOp[], size: LabelSize, dpi: PrinterDpi, options: LabelFontOptions) => {
  const doc = labelDocument(size, options);
  const page = LABEL_PAGE[size];
  doc.addPage({ size: [page.width, page.height], margin: 0 });
  drawOps(
    doc,
    texts.map((op) => ({ ...op, white: false })),
  );
  const [bitmap] = await rasterizePdf(await finish(doc), dpi / 72);
  if (!bitmap) throw new Error("mupdf rendered no page for the label text");
  const dots = dotsOf(dpi);
  return texts.map((op) => {
    const x = Math.max(0, Math.floor((op.x * dpi) / 72) - 1);
    const y = Math.max(0, Math.floor((op.y * dpi) / 72));
    const width = Math.min(bitmap.width - x, dots(op.width) + 3);
    const height = Math.min(bitmap.height - y, dots(op.size * 1.2));
    return `^FO${x},${y}${reverse(op)}${graphicField(bitmap, x, y, width, height)}^FS`;
  });
};

/** The label as one `^XA ... ^XZ` format. */
export const renderLabelZpl = async (data: LabelData, options: ZplOptions): Promise<string> => {
  const { size, dpi, printerFont } = options;
  const ops = layoutLabel(data, size, measureWith(labelDocument(size, options)));
  const { width, height } = labelDots(size, dpi);
  const fields: string[] = [];
  const texts: TextOp[] = [];
  for (const op of ops) {
    if (op.kind === "box") fields.push(boxField(op, dpi));
    else if (op.kind === "barcode") fields.push(barcodeField(op, dpi));
    else if (printerFont) fields.push(printerFontField(op, printerFont, dpi));
    else texts.push(op);
  }
  if (texts.length > 0) fields.push(...(await textGraphics(texts, size, dpi, options)));
  return ["^XA", "^CI28", `^PW${width}`, `^LL${height}`, "^LH0,0", ...fields, "^XZ", ""].join("\n");
};

/**
 * A PDF (a carrier's label) as ZPL: each page rendered with mupdf at the printer's dpi, scaled to fit the
 * label and centred, and sent as one full-label graphic, one `^XA ... ^XZ` per page. Only this direction
 * exists: the platform keeps its own labels in both formats, so it never needs ZPL turned into PDF.
 */
export const pdfToZpl = async (
  pdf: Uint8Array,
  options: { size: LabelSize; dpi: PrinterDpi },
): Promise<string> => {
  const { width, height } = labelDots(options.size, options.dpi);
  const mupdf = await import("mupdf");
  const doc = mupdf.Document.openDocument(pdf, "application/pdf");
  const formats: string[] = [];
  try {
    for (let i = 0; i < doc.countPages(); i++) {
      const page = doc.loadPage(i);
      const [x0, y0, x1, y1] = page.getBounds();
      const scale = Math.min(width / (x1 - x0), height / (y1 - y0));
      const pixmap = page.toPixmap(
        mupdf.Matrix.scale(scale, scale),
        mupdf.ColorSpace.DeviceGray,
        false,
        true,
      );
      const pw = Math.min(width, pixmap.getWidth());
      const ph = Math.min(height, pixmap.getHeight());
      const stride = pixmap.getStride();
      const source = pixmap.getPixels();
      const pixels = new Uint8Array(width * height).fill(255);
      const left = Math.floor((width - pw) / 2);
      const top = Math.floor((height - ph) / 2);
      for (let y = 0; y < ph; y++) {
        pixels.set(source.subarray(y * stride, y * stride + pw), (top + y) * width + left);
      }
      pixmap.destroy();
      page.destroy();
      const graphic = graphicField({ width, height, pixels }, 0, 0, width, height);
      formats.push(
        ["^XA", `^PW${width}`, `^LL${height}`, "^LH0,0", `^FO0,0${graphic}^FS`, "^XZ", ""].join("\n"),
      );
    }
  } finally {
    doc.destroy();
  }
  return formats.join("");
};
