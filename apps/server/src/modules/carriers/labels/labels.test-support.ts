// Reading a rendered label back as a scanner and a reader would: Code 128 barcodes and page sizes.
import {
  BarcodeFormat,
  BinaryBitmap,
  BitArray,
  Code128Reader,
  DecodeHintType,
  HybridBinarizer,
  RGBLuminanceSource,
} from "@zxing/library";
import { PDFDocument } from "pdf-lib";
import type { GreyBitmap } from "./raster";

/** Every Code 128 text found scanning the bitmap's rows. */
export const readCode128 = (bitmap: GreyBitmap): Set<string> => {
  const source = new RGBLuminanceSource(new Uint8ClampedArray(bitmap.pixels), bitmap.width, bitmap.height);
  const image = new BinaryBitmap(new HybridBinarizer(source));
  const reader = new Code128Reader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
  ]);
  const found = new Set<string>();
  for (let y = 0; y < bitmap.height; y += 4) {
    try {
      found.add(reader.decodeRow(y, image.getBlackRow(y, new BitArray(bitmap.width)), hints).getText());
    } catch {
      // A row without a barcode.
    }
  }
  return found;
};

/** Each page's MediaBox as [x, y, width, height] in points. */
export const mediaBoxes = async (pdf: Uint8Array) =>
  (await PDFDocument.load(pdf)).getPages().map((page) => {
    const box = page.getMediaBox();
    return [box.x, box.y, box.width, box.height];
  });

/** A ^GFA field's data as plain hex: ZPL's run-length compression undone the way the printer reads it. */
export const expandGraphic = (data: string, bytesPerRow: number): string => {
  const rowLength = bytesPerRow * 2;
  const rows: string[] = [];
  let row = "";
  let count = 0;
  const endRow = (fill: string) => {
    rows.push(row + fill.repeat(rowLength - row.length));
    row = "";
  };
  for (const char of data) {
    if (char >= "G" && char <= "Y") count += char.charCodeAt(0) - 70;
    else if (char >= "g" && char <= "z") count += (char.charCodeAt(0) - 102) * 20;
    else if (char === ",") endRow("0");
    else if (char === "!") endRow("F");
    else if (char === ":") rows.push(rows[rows.length - 1] ?? "0".repeat(rowLength));
    else {
      row += char.repeat(Math.max(1, count));
      count = 0;
      if (row.length > rowLength) throw new Error(`graphic row ${rows.length} overruns ${rowLength} digits`);
      if (row.length === rowLength) endRow("");
    }
  }
  if (row.length > 0) throw new Error("graphic ends inside a row");
  return rows.join("");
};
