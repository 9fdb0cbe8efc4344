import { performance } from "node:perf_hooks";
import PDFDocument from "pdfkit";
import { labelFonts } from "../../apps/server/src/modules/carriers/labels/fonts";
import type { LabelData } from "../../apps/server/src/modules/carriers/labels/label-data";
import {
  BASELINE,
  LABEL_PAGE,
  type LabelOp,
  layoutLabel,
} from "../../apps/server/src/modules/carriers/labels/layout";
import {
  finish,
  labelDocument,
  measureWith,
  renderLabelsPdf,
} from "../../apps/server/src/modules/carriers/labels/pdf";
import { sampleLabels } from "../../apps/server/src/modules/carriers/labels/sample-labels";
import type { Benchmark } from "./support/bench.types";
import { logProgress, printFigure, roundTo } from "./support/report";

const COUNT = 1000;
const WARMUP = 50;
// Each side measured this many times, alternated, the best kept: a burst of background load then hits one
// round of each, not one side only.
const ROUNDS = 5;

/** 1,000 labels: the zh, en and ko samples in turn, each with its own order and tracking number. */
const labels = (count: number): LabelData[] =>
  Array.from({ length: count }, (_, n) => {
    const sample = sampleLabels[n % sampleLabels.length] as LabelData;
    const serial = String(n).padStart(6, "0");
    return {
      ...sample,
      orderNo: `PP20261127${serial}`,
      trackingNumber: sample.trackingNumber === null ? null : `LX${String(10000000 + n)}5CN`,
      piece: { n: (n % 3) + 1, of: 3 },
    };
  });

/** The baseline: bare pdfkit drawing texts and bars already placed, no measuring, fitting or layout. */
const barePdf = (pages: LabelOp[][]) => {
  const fonts = labelFonts();
  const { width, height } = LABEL_PAGE["4x6"];
  const doc = new PDFDocument({ size: [width, height], margin: 0, autoFirstPage: false });
  doc.registerFont("r", fonts.regular.bytes, fonts.regular.postscriptName);
  doc.registerFont("b", fonts.bold.bytes, fonts.bold.postscriptName);
  for (const ops of pages) {
    doc.addPage({ size: [width, height], margin: 0 });
    for (const op of ops) {
      if (op.kind === "text") {
        doc
          .font(op.bold ? "b" : "r")
          .fontSize(op.size)
          .fillColor(op.white ? "white" : "black")
          .text(op.text, op.x, op.y + BASELINE * op.size, { lineBreak: false, baseline: "alphabetic" });
      } else if (op.kind === "box") {
        if (op.fill) doc.rect(op.x, op.y, op.w, op.h).fill("black");
        else doc.lineWidth(0.8).rect(op.x, op.y, op.w, op.h).stroke("black");
      } else {
        for (const bar of op.code.bars)
          doc.rect(op.x + bar.start * op.module, op.y, bar.width * op.module, op.h);
        doc.fill("black");
      }
    }
  }
  return finish(doc);
};

const timed = async (make: () => Promise<Uint8Array>) => {
  const started = performance.now();
  const pdf = await make();
  return { seconds: (performance.now() - started) / 1000, bytes: pdf.length };
};

export const labelsBenchmark: Benchmark = {
  name: "labels",
  describe: "1,000 platform-made 4x6 labels in one PDF, against bare pdfkit drawing the same pages",
  run: async () => {
    const data = labels(COUNT);
    const measure = measureWith(labelDocument("4x6"));
    const placed = data.map((label) => layoutLabel(label, "4x6", measure));
    logProgress(`labels: warming up with ${WARMUP} labels`);
    await renderLabelsPdf(data.slice(0, WARMUP), "4x6");
    await barePdf(placed.slice(0, WARMUP));
    let ours = Number.POSITIVE_INFINITY;
    let bare = Number.POSITIVE_INFINITY;
    let bytes = 0;
    for (let round = 0; round < ROUNDS; round++) {
      logProgress(`labels: round ${round + 1} of ${ROUNDS}`);
      const made = await timed(() => renderLabelsPdf(data, "4x6"));
      ours = Math.min(ours, made.seconds);
      bytes = made.bytes;
      bare = Math.min(bare, (await timed(() => barePdf(placed))).seconds);
    }
    printFigure("labels", {
      count: COUNT,
      s: roundTo(ours, 3),
      bare_s: roundTo(bare, 3),
      ratio: roundTo(ours / bare, 2),
      mb: roundTo(bytes / 1_000_000, 2),
    });
  },
};
