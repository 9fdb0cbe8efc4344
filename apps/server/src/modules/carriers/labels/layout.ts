// The label's layout as a list of drawing operations in PDF points (origin top left), so the PDF and the ZPL
// renderers print the same label from one place. Text is measured once per token at size 1 and scaled: the
// width of a run is linear in the font size, so trying smaller sizes costs no further measuring.
import { Decimal } from "decimal.js";
import type { LabelSize } from "../kit/carrier";
import { type Code128, code128 } from "./code128";
import type { Cn22, LabelData, LabelParty } from "./label-data";

/** "4x6" is exactly 4 x 6 inches, 288 x 432 pt (101.6 x 152.4 mm), on every page we make, crop or merge. */
const MM = 72 / 25.4;
export const LABEL_PAGE: Record<LabelSize, { width: number; height: number }> = {
  "4x6": { width: 288, height: 432 },
  "100x100": { width: 100 * MM, height: 100 * MM },
};

/** A text line; `y` is the top of its line box, `width` its measured advance. */
export type TextOp = {
  kind: "text";
  x: number;
  y: number;
  size: number;
  bold: boolean;
  text: string;
  width: number;
  /** White on a filled box (the destination country). */
  white?: boolean;
};
/** A rectangle, outlined or filled. */
export type BoxOp = { kind: "box"; x: number; y: number; w: number; h: number; fill: boolean };
/** A Code 128 symbol: `x` is the left edge of its quiet zone, `h` the height of its bars. */
export type BarcodeOp = {
  kind: "barcode";
  x: number;
  y: number;
  h: number;
  module: number;
  data: string;
  code: Code128;
};
export type LabelOp = TextOp | BoxOp | BarcodeOp;

/** The width of `text` at font size 1. */
export type Measure = (text: string, bold: boolean) => number;

/** Where the baseline sits below the top of the line box, in font sizes; a line box is LINE sizes high. */
export const BASELINE = 0.9;
const LINE = 1.18;
export const STROKE = 0.8;

type Box = { x: number; y: number; w: number; h: number };
type Align = "left" | "center" | "right";
type Paragraph = { text: string; bold: boolean };

// Han, kana and fullwidth forms may break between any two characters; other text breaks at spaces.
const BREAK_ANYWHERE = /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]/;

/**
 * A word as pdfkit splits a line to cache its layouts: up to and including one trailing space. Measuring
 * the same words the drawing will use lets pdfkit lay each out once, not once to measure and once to draw.
 */
type Token = { text: string; width: number; space: number };

const tokenize = (text: string, bold: boolean, measure: Measure): Token[] => {
  const spaceWidth = measure(" ", bold);
  return (
    text
      .replace(/\s+/g, " ")
      .trim()
      .match(/[^ ]+ ?/g) ?? []
  ).map((word) => ({
    text: word,
    width: measure(word, bold),
    space: word.endsWith(" ") ? spaceWidth : 0,
  }));
};

/** The token cut after as many characters as fit `room`; null when none or all of them do. */
const cutToken = (token: Token, room: number, bold: boolean, measure: Measure): [Token, Token] | null => {
  const chars = Array.from(token.text.trimEnd());
  let head = "";
  let width = 0;
  for (const char of chars) {
    const charWidth = measure(char, bold);
    if (width + charWidth > room) break;
    head += char;
    width += charWidth;
  }
  if (head.length === 0 || head.length === token.text.trimEnd().length) return null;
  return [
    { text: head, width, space: 0 },
    { text: token.text.slice(head.length), width: token.width - width, space: token.space },
  ];
};

/** A line as drawn (it may end with a space) and its width without that space. */
type Line = { text: string; width: number };

/** Greedy wrapping of tokens measured at size 1 into lines no wider than `maxWidth` (also at size 1). */
const wrap = (tokens: Token[], maxWidth: number, bold: boolean, measure: Measure): Line[] => {
  const lines: Line[] = [];
  const queue = [...tokens];
  let text = "";
  let width = 0;
  let trailing = 0;
  const add = (token: Token) => {
    text += token.text;
    width += token.width;
    trailing = token.space;
  };
  const flush = () => {
    if (text.length > 0) lines.push({ text, width: width - trailing });
    text = "";
    width = 0;
    trailing = 0;
  };
  for (let token = queue.shift(); token !== undefined; token = queue.shift()) {
    if (width + token.width - token.space <= maxWidth) {
      add(token);
      continue;
    }
    // A word wider than a whole line is cut wherever it must; CJK is cut to fill the line.
    const cut =
      text.length === 0 || BREAK_ANYWHERE.test(token.text)
        ? cutToken(token, maxWidth - width, bold, measure)
        : null;
    if (cut) {
      add(cut[0]);
      flush();
      queue.unshift(cut[1]);
    } else if (text.length === 0) {
      add(token);
      flush();
    } else {
      flush();
      queue.unshift(token);
    }
  }
  flush();
  return lines;
};

/** Cuts a line to fit `maxWidth` (at size 1) with an ellipsis. */
const ellipsize = (line: Line, maxWidth: number, bold: boolean, measure: Measure): Line => {
  const chars = Array.from(line.text);
  while (chars.length > 0) {
    const text = `${chars.join("").trimEnd()}…`;
    const width = measure(text, bold);
    if (width <= maxWidth) return { text, width };
    chars.pop();
  }
  return { text: "", width: 0 };
};

type Fit = { maxSize: number; minSize: number; align?: Align; maxLines?: number };

type Placed = { line: Line; bold: boolean };

/**
 * Paragraphs cut to `allowed` lines: each keeps its first line before any gets a second (the city must not
 * be lost to a long street), and a cut paragraph ends with an ellipsis.
 */
const truncate = (paragraphs: Placed[][], allowed: number, maxWidth: number, measure: Measure): Placed[] => {
  const keep = paragraphs.map((lines, i) => (i < allowed ? Math.min(1, lines.length) : 0));
  let spare = allowed - keep.reduce((sum, n) => sum + n, 0);
  paragraphs.forEach((lines, i) => {
    const more = Math.min(spare, lines.length - (keep[i] ?? 0));
    keep[i] = (keep[i] ?? 0) + more;
    spare -= more;
  });
  return paragraphs.flatMap((lines, i) => {
    const kept = lines.slice(0, keep[i] ?? 0);
    const last = kept[kept.length - 1];
    if (last && kept.length < lines.length) {
      kept[kept.length - 1] = { line: ellipsize(last.line, maxWidth, last.bold, measure), bold: last.bold };
    }
    return kept;
  });
};

/**
 * Paragraphs set in one size, the largest from `maxSize` down to `minSize` at which every line fits the box;
 * at `minSize` what does not fit is cut with an ellipsis, so text never leaves its box.
 */
const fitParagraphs = (paragraphs: Paragraph[], box: Box, fit: Fit, measure: Measure): TextOp[] => {
  const present = paragraphs.filter((p) => p.text.trim().length > 0);
  const tokens = present.map((p) => tokenize(p.text.trim(), p.bold, measure));
  let size = fit.maxSize;
  let laidOut: Placed[] = [];
  for (;;) {
    const maxWidth = box.w / size;
    const room = Math.floor((box.h + 0.01) / (size * LINE));
    const allowed = Math.max(1, Math.min(room, fit.maxLines ?? room));
    const wrapped = present.map((p, i) =>
      wrap(tokens[i] ?? [], maxWidth, p.bold, measure).map((line) => ({ line, bold: p.bold })),
    );
    laidOut = wrapped.flat();
    if (laidOut.length <= allowed && room >= 1) break;
    if (size - 0.5 < fit.minSize) {
      laidOut = truncate(wrapped, allowed, maxWidth, measure);
      break;
    }
    size -= 0.5;
  }
  return laidOut.map(({ line, bold }, i) => {
    const width = line.width * size;
    const align = fit.align ?? "left";
    const x =
      align === "left" ? box.x : align === "center" ? box.x + (box.w - width) / 2 : box.x + box.w - width;
    return { kind: "text", x, y: box.y + i * size * LINE, size, bold, text: line.text, width };
  });
};

const fitLine = (text: string, bold: boolean, box: Box, fit: Fit, measure: Measure) =>
  fitParagraphs([{ text, bold }], box, { ...fit, maxLines: 1 }, measure);

/** The block's text lines vertically centred in it. */
const centreVertically = (ops: TextOp[], box: Box): TextOp[] => {
  const last = ops[ops.length - 1];
  const first = ops[0];
  if (!first || !last) return ops;
  const height = last.y + last.size * LINE - first.y;
  const shift = (box.h - height) / 2;
  return ops.map((op) => ({ ...op, y: op.y + shift }));
};

const outline = (box: Box): BoxOp => ({ kind: "box", ...box, fill: false });
const hline = (x: number, y: number, w: number): BoxOp => ({
  kind: "box",
  x,
  y: y - STROKE / 2,
  w,
  h: STROKE,
  fill: true,
});
const vline = (x: number, y: number, h: number): BoxOp => ({
  kind: "box",
  x: x - STROKE / 2,
  y,
  w: STROKE,
  h,
  fill: true,
});
const inset = (box: Box, by: number): Box => ({
  x: box.x + by,
  y: box.y + by,
  w: box.w - 2 * by,
  h: box.h - 2 * by,
});

/** The barcode as wide as the box allows (up to `maxModule` per module), centred, its number under it. */
const barcode = (
  data: string,
  box: Box,
  maxModule: number,
  textSize: number,
  measure: Measure,
): LabelOp[] => {
  const code = code128(data);
  const module = Math.min(maxModule, box.w / code.modules);
  const barsHeight = box.h - textSize * LINE;
  const x = box.x + (box.w - code.modules * module) / 2;
  const caption = fitLine(
    data,
    true,
    { x: box.x, y: box.y + barsHeight, w: box.w, h: textSize * LINE },
    { maxSize: textSize, minSize: textSize / 2, align: "center" },
    measure,
  );
  return [{ kind: "barcode", x, y: box.y, h: barsHeight - 1, module, data, code }, ...caption];
};

const partyParagraphs = (party: LabelParty): Paragraph[] => [
  { text: [party.name, party.company].filter((s) => s.trim().length > 0).join(" / "), bold: true },
  { text: party.phone, bold: false },
  { text: party.addressLines.filter((s) => s.trim().length > 0).join(", "), bold: false },
  {
    text: [party.city, party.province, party.postcode, party.country]
      .filter((s) => s.trim().length > 0)
      .join(", "),
    bold: false,
  },
];

/** A party block: a small caption ("TO", "FROM") at the top left and the party's lines beside and under it. */
const partyBlock = (caption: string, party: LabelParty, box: Box, fit: Fit, measure: Measure): LabelOp[] => {
  const captionSize = Math.max(5, fit.minSize);
  const captionOps = fitLine(
    caption,
    true,
    { ...inset(box, 2), h: captionSize * LINE },
    {
      maxSize: captionSize,
      minSize: captionSize,
    },
    measure,
  );
  const inner = inset(box, 3);
  const body = { ...inner, y: inner.y + captionSize * LINE, h: inner.h - captionSize * LINE };
  return [outline(box), ...captionOps, ...fitParagraphs(partyParagraphs(party), body, fit, measure)];
};

const CN22_CATEGORIES = ["Gift", "Commercial sample", "Documents", "Other"];

/** The CN22 declaration: categories with "Other" ticked, the contents lines that fit, totals, origin. */
const cn22Row = (tight: boolean) => (tight ? 7.5 : 8.5);
/** Title, categories, column heads, the lines, totals and origin; at most `maxHeight`. */
const cn22Height = (cn22: Cn22, tight: boolean, maxHeight: number) =>
  Math.min(maxHeight, (cn22.lines.length + 5) * cn22Row(tight));

const cn22Block = (cn22: Cn22, box: Box, tight: boolean, measure: Measure): LabelOp[] => {
  const row = cn22Row(tight);
  const size = tight ? 5 : 5.8;
  const cell = (text: string, bold: boolean, b: Box, align: Align = "left") =>
    fitLine(
      text,
      bold,
      { x: b.x + 1.5, y: b.y + (row - size * LINE) / 2, w: b.w - 3, h: size * LINE },
      {
        maxSize: size,
        minSize: size * 0.7,
        align,
      },
      measure,
    );
  const ops: LabelOp[] = [outline(box)];
  let y = box.y;
  ops.push(
    ...cell("CN22  CUSTOMS DECLARATION", true, { x: box.x, y, w: box.w * 0.6, h: row }),
    ...cell(
      "May be opened officially",
      false,
      { x: box.x + box.w * 0.5, y, w: box.w * 0.5, h: row },
      "right",
    ),
  );
  y += row;
  ops.push(hline(box.x, y, box.w));
  const categoryWidth = box.w / CN22_CATEGORIES.length;
  CN22_CATEGORIES.forEach((category, i) => {
    const x = box.x + i * categoryWidth + 1.5;
    const tick = size * 0.95;
    const tickBox = { x, y: y + (row - tick) / 2, w: tick, h: tick };
    ops.push(outline(tickBox));
    if (category === "Other") {
      ops.push(
        ...fitLine(
          "X",
          true,
          { ...tickBox, y: tickBox.y - 0.1 * tick },
          { maxSize: tick, minSize: tick / 2, align: "center" },
          measure,
        ),
      );
    }
    ops.push(...cell(category, false, { x: x + tick, y, w: categoryWidth - tick - 1.5, h: row }));
  });
  y += row;
  ops.push(hline(box.x, y, box.w));
  const columns = [0.5, 0.1, 0.18, 0.22].map((share) => share * box.w);
  const rowCells = (texts: string[], bold: boolean) => {
    let x = box.x;
    texts.forEach((text, i) => {
      const w = columns[i] ?? 0;
      ops.push(...cell(text, bold, { x, y, w, h: row }, i === 0 ? "left" : "right"));
      x += w;
    });
    y += row;
  };
  const header = y;
  rowCells(["Description", "Qty", "Weight (kg)", `Value (${cn22.currency})`], true);
  ops.push(hline(box.x, y, box.w));
  // Two rows stay for the totals and the origin.
  const room = Math.max(1, Math.floor((box.y + box.h - y) / row) - 2);
  const shown = cn22.lines.length <= room ? cn22.lines : cn22.lines.slice(0, room - 1);
  for (const line of shown)
    rowCells([line.description, String(line.quantity), line.weightKg, line.value], false);
  if (shown.length < cn22.lines.length) {
    rowCells([`+ ${cn22.lines.length - shown.length} more`, "", "", ""], false);
  }
  ops.push(hline(box.x, y, box.w));
  const totalQty = cn22.lines.reduce((sum, line) => sum + line.quantity, 0);
  const totalWeight = cn22.lines.reduce((sum, line) => sum.plus(line.weightKg), new Decimal(0));
  const totalValue = cn22.lines.reduce((sum, line) => sum.plus(line.value), new Decimal(0));
  rowCells(["Total", String(totalQty), totalWeight.toFixed(3), totalValue.toFixed(2)], true);
  let x = box.x;
  for (const w of columns.slice(0, -1)) {
    x += w;
    ops.push(vline(x, header, y - header));
  }
  ops.push(hline(box.x, y, box.w));
  ops.push(...cell(`Origin: ${cn22.originCountry}`, false, { x: box.x, y, w: box.w, h: row }));
  return ops;
};

/** The operations drawing one label on a page of `size`. */
export const layoutLabel = (data: LabelData, size: LabelSize, measure: Measure): LabelOp[] => {
  const page = LABEL_PAGE[size];
  const tight = size === "100x100";
  const margin = tight ? 5 : 6;
  const left = margin;
  const width = page.width - 2 * margin;
  const bottom = page.height - margin;
  const ops: LabelOp[] = [];
  let y = margin;

  // Header: product, date and mark on the left; the destination country boxed on the right.
  const headerH = tight ? 30 : 40;
  const countryW = tight ? 62 : 78;
  const countryBox = { x: left + width - countryW, y, w: countryW, h: headerH };
  ops.push({ kind: "box", ...countryBox, fill: true });
  const countryOps = fitLine(
    data.destinationCountry,
    true,
    inset(countryBox, 3),
    {
      maxSize: tight ? 24 : 32,
      minSize: 10,
      align: "center",
    },
    measure,
  );
  ops.push(...centreVertically(countryOps, countryBox).map((op) => ({ ...op, white: true })));
  const headerLeft = { x: left, y, w: width - countryW - 4, h: headerH };
  const productH = headerH * 0.55;
  ops.push(
    ...fitParagraphs(
      [{ text: data.productName, bold: true }],
      { ...headerLeft, h: productH },
      {
        maxSize: tight ? 11 : 14,
        minSize: 6,
        maxLines: 2,
      },
      measure,
    ),
  );
  const metaBox = { ...headerLeft, y: y + productH, h: headerH - productH };
  const markW = data.mark ? (tight ? 50 : 60) : 0;
  ops.push(
    ...centreVertically(
      fitLine(
        data.date,
        false,
        { ...metaBox, w: metaBox.w - markW },
        { maxSize: tight ? 8 : 9, minSize: 5 },
        measure,
      ),
      metaBox,
    ),
  );
  if (data.mark) {
    const markBox = { x: metaBox.x + metaBox.w - markW, y: metaBox.y + 1.5, w: markW, h: metaBox.h - 3 };
    ops.push(outline(markBox));
    ops.push(
      ...centreVertically(
        fitLine(data.mark, true, inset(markBox, 2), { maxSize: 9, minSize: 5, align: "center" }, measure),
        markBox,
      ),
    );
  }
  y += headerH + 3;

  // The sort / route code, large.
  const sortH = tight ? 26 : 36;
  const sortBox = { x: left, y, w: width, h: sortH };
  ops.push(outline(sortBox));
  ops.push(
    ...centreVertically(
      fitLine(
        data.sortCode,
        true,
        inset(sortBox, 3),
        { maxSize: tight ? 20 : 28, minSize: 8, align: "center" },
        measure,
      ),
      sortBox,
    ),
  );
  y += sortH + 3;

  // Barcodes, info and CN22 from the bottom up; the parties take what is left between.
  const cn22H = data.cn22 ? cn22Height(data.cn22, tight, tight ? 62 : 104) : 0;
  const infoH = tight ? 20 : 24;
  const trackingH = data.trackingNumber ? (tight ? 40 : 58) : 0;
  const orderH = data.trackingNumber ? (tight ? 30 : 42) : tight ? 40 : 58;
  let bottomY = bottom;
  if (data.cn22) {
    bottomY -= cn22H;
    ops.push(...cn22Block(data.cn22, { x: left, y: bottomY, w: width, h: cn22H }, tight, measure));
    bottomY -= 3;
  }
  bottomY -= infoH;
  const infoBox = { x: left, y: bottomY, w: width, h: infoH };
  const infoSize = tight ? 7 : 8;
  const half = { ...infoBox, h: infoH / 2 };
  ops.push(
    ...fitLine(
      `Weight ${data.weightKg} kg`,
      true,
      { ...half, w: width * 0.5 },
      { maxSize: infoSize, minSize: 5 },
      measure,
    ),
    ...fitLine(
      `Pieces ${data.piece.n} / ${data.piece.of}`,
      true,
      { ...half, x: left + width * 0.5, w: width * 0.5 },
      {
        maxSize: infoSize,
        minSize: 5,
        align: "right",
      },
      measure,
    ),
    ...fitLine(
      data.reference ? `Ref ${data.reference}` : "",
      false,
      { ...half, y: half.y + infoH / 2 },
      {
        maxSize: infoSize,
        minSize: 5,
      },
      measure,
    ),
  );
  bottomY -= 2;
  const barcodeText = tight ? 7 : 8;
  const maxModule = tight ? 1.4 : 1.8;
  bottomY -= orderH;
  ops.push(
    ...barcode(data.orderNo, { x: left, y: bottomY, w: width, h: orderH }, maxModule, barcodeText, measure),
  );
  if (data.trackingNumber) {
    bottomY -= trackingH + (tight ? 3 : 5);
    ops.push(
      ...barcode(
        data.trackingNumber,
        { x: left, y: bottomY, w: width, h: trackingH },
        maxModule,
        barcodeText + 1,
        measure,
      ),
    );
  }
  bottomY -= 3;

  // The parties: one above the other on 4x6, side by side on 100x100.
  const partiesH = bottomY - y;
  const receiverFit = { maxSize: tight ? 9 : 12, minSize: 4.5 };
  const senderFit = { maxSize: tight ? 7 : 9, minSize: 4 };
  if (tight) {
    const receiverW = width * 0.6;
    ops.push(
      ...partyBlock("TO", data.receiver, { x: left, y, w: receiverW - 2, h: partiesH }, receiverFit, measure),
    );
    ops.push(
      ...partyBlock(
        "FROM",
        data.sender,
        { x: left + receiverW, y, w: width - receiverW, h: partiesH },
        senderFit,
        measure,
      ),
    );
  } else {
    const senderH = Math.round(partiesH * 0.36);
    ops.push(
      ...partyBlock(
        "TO",
        data.receiver,
        { x: left, y, w: width, h: partiesH - senderH - 3 },
        receiverFit,
        measure,
      ),
    );
    ops.push(
      ...partyBlock(
        "FROM",
        data.sender,
        { x: left, y: y + partiesH - senderH, w: width, h: senderH },
        senderFit,
        measure,
      ),
    );
  }
  return ops;
};
