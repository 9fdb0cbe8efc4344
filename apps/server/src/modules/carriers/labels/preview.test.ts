// Writes PNG previews of the sample labels to /tmp/labels-preview/ for a person to look at; runs only with
// LABELS_PREVIEW=1 (`LABELS_PREVIEW=1 npx vitest run --project server labels/preview`).
import { mkdirSync, writeFileSync } from "node:fs";
import { PNG } from "pngjs";
import { describe, it } from "vitest";
import { LABEL_SIZES } from "../kit/carrier";
import { renderLabelPdf } from "./pdf";
import { rasterizePdf } from "./raster";
import { enLabel, koLabel, zhLabel } from "./sample-labels";

const long = "甲乙丙丁戊己庚辛壬癸 Extraordinarily long street name that goes on ".repeat(6);
const longLabel = {
  ...koLabel,
  productName: long,
  sortCode: long,
  receiver: { ...koLabel.receiver, name: long, addressLines: [long, long] },
};

const DIR = "/tmp/labels-preview";

describe.runIf(process.env.LABELS_PREVIEW === "1")("label previews", () => {
  it("writes a zh, an en, a ko and an overlong label in both sizes", async () => {
    mkdirSync(DIR, { recursive: true });
    for (const [lang, label] of [
      ["zh", zhLabel],
      ["en", enLabel],
      ["ko", koLabel],
      ["long", longLabel],
    ] as const) {
      for (const size of LABEL_SIZES) {
        const [page] = await rasterizePdf(await renderLabelPdf(label, size), 200 / 72);
        if (!page) throw new Error("no page");
        const png = new PNG({ width: page.width, height: page.height });
        page.pixels.forEach((grey, i) => {
          png.data.set([grey, grey, grey, 255], i * 4);
        });
        writeFileSync(`${DIR}/${lang}-${size}.png`, PNG.sync.write(png));
      }
    }
  });
});
