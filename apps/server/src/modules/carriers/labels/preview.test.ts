// Writes PNG previews of the sample labels to /tmp/labels-preview/ for a person to look at; runs only with
// LABELS_PREVIEW=1 (`LABELS_PREVIEW=1 npx vitest run --project server labels/preview`). The ZPL previews
// print our own ZPL's boxes, graphics and Code 128 bars the way a printer places them.
import { mkdirSync, writeFileSync } from "node:fs";
import { PNG } from "pngjs";
import { describe, it } from "vitest";
import { LABEL_SIZES } from "../kit/carrier";
import { code128, QUIET_ZONE_MODULES } from "./code128";
import type { LabelData } from "./label-data";
import { expandGraphic } from "./labels.test-support";
import { renderLabelPdf } from "./pdf";
import { type GreyBitmap, rasterizePdf } from "./raster";
import { enLabel, koLabel, zhLabel } from "./sample-labels";
import { labelDots, renderLabelZpl } from "./zpl";

const DIR = "/tmp/labels-preview";

const long = "甲乙丙丁戊己庚辛壬癸 Extraordinarily long street name that goes on ".repeat(6);
const longLabel: LabelData = {
  ...koLabel,
  productName: long,
  sortCode: long,
  receiver: { ...koLabel.receiver, name: long, addressLines: [long, long] },
};

const writePng = (path: string, bitmap: GreyBitmap) => {
  const png = new PNG({ width: bitmap.width, height: bitmap.height });
  bitmap.pixels.forEach((grey, i) => {
    png.data.set([grey, grey, grey, 255], i * 4);
  });
  writeFileSync(path, PNG.sync.write(png));
};

/** Our ZPL's ^GB boxes, ^GFA graphics (^FR reversing) and ^BC bars drawn as the printer would. */
const printZpl = (zpl: string, width: number, height: number): GreyBitmap => {
  const pixels = new Uint8Array(width * height).fill(255);
  const dot = (x: number, y: number, mode: "set" | "flip") => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    pixels[y * width + x] = mode === "set" ? 0 : 255 - (pixels[y * width + x] ?? 255);
  };
  const fill = (x: number, y: number, w: number, h: number) => {
    for (let j = y; j < y + h; j++) for (let i = x; i < x + w; i++) dot(i, j, "set");
  };
  for (const m of zpl.matchAll(/\^FO(\d+),(\d+)\^GB(\d+),(\d+),(\d+)\^FS/g)) {
    const [x, y, w, h, t] = m.slice(1).map(Number) as [number, number, number, number, number];
    fill(x, y, w, t);
    fill(x, y + h - t, w, t);
    fill(x, y, t, h);
    fill(x + w - t, y, t, h);
  }
  for (const m of zpl.matchAll(/\^FO(\d+),(\d+)(\^FR)?\^GFA,(\d+),\d+,(\d+),([0-9A-Za-z,!:]+)\^FS/g)) {
    const [x, y] = m.slice(1, 3).map(Number) as [number, number];
    const [total, bytesPerRow] = m.slice(4, 6).map(Number) as [number, number];
    const hex = expandGraphic(m[6] ?? "", bytesPerRow);
    for (let byte = 0; byte < total; byte++) {
      const bits = Number.parseInt(hex.slice(byte * 2, byte * 2 + 2), 16);
      for (let bit = 0; bit < 8; bit++) {
        if (bits & (0x80 >> bit)) {
          dot(x + (byte % bytesPerRow) * 8 + bit, y + Math.floor(byte / bytesPerRow), m[3] ? "flip" : "set");
        }
      }
    }
  }
  for (const m of zpl.matchAll(/\^FO(\d+),(\d+)\^BY(\d+),3,(\d+)\^BCN,\d+,N,N,N,A\^FH_\^FD([^^]+)\^FS/g)) {
    const [x, y, module, h] = m.slice(1, 5).map(Number) as [number, number, number, number];
    for (const bar of code128(m[5] ?? "").bars) {
      fill(x + (bar.start - QUIET_ZONE_MODULES) * module, y, bar.width * module, h);
    }
  }
  return { width, height, pixels };
};

describe.runIf(process.env.LABELS_PREVIEW === "1")("label previews", () => {
  it("writes a zh, an en, a ko and an overlong label in both sizes, as PDF and as ZPL", async () => {
    mkdirSync(DIR, { recursive: true });
    const labels = [
      ["zh", zhLabel],
      ["en", enLabel],
      ["ko", koLabel],
      ["long", longLabel],
    ] as const;
    for (const [name, label] of labels) {
      for (const size of LABEL_SIZES) {
        const [page] = await rasterizePdf(await renderLabelPdf(label, size), 200 / 72);
        if (!page) throw new Error("no page");
        writePng(`${DIR}/${name}-${size}.png`, page);
        const { width, height } = labelDots(size, 203);
        writePng(
          `${DIR}/${name}-${size}-zpl203.png`,
          printZpl(await renderLabelZpl(label, { size, dpi: 203 }), width, height),
        );
      }
    }
  });
});
