import { randomInt } from "node:crypto";
import { deflateSync } from "node:zlib";
import { SLIDER } from "@pp/domain";

const { canvasWidth: W, canvasHeight: H, pieceSize: P } = SLIDER;

// The piece: a 34 px square with a knob on its top and right, inside a 42 px box.
const BODY = P - 8;
const KNOB_R = 7;
const insidePiece = (i: number, j: number): boolean => {
  const inBody = i >= 0 && i < BODY && j >= 8 && j < P;
  const topKnob = (i - BODY / 2) ** 2 + (j - 8) ** 2 <= KNOB_R ** 2;
  const rightKnob = (i - BODY) ** 2 + (j - (8 + BODY / 2)) ** 2 <= KNOB_R ** 2;
  return inBody || topKnob || rightKnob;
};
const onEdge = (i: number, j: number) =>
  insidePiece(i, j) &&
  (!insidePiece(i - 1, j) || !insidePiece(i + 1, j) || !insidePiece(i, j - 1) || !insidePiece(i, j + 1));

/** How much the hole darkens the background: known to anyone who solves the puzzle by eye, too. */
export const HOLE_SHADE = 0.45;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
};

/** Encodes RGBA pixels as a PNG (filter 0 on every row). */
export const encodePng = (width: number, height: number, rgba: Uint8Array): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let row = 0; row < height; row++) {
    raw.set(rgba.subarray(row * width * 4, (row + 1) * width * 4), row * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
};

// A calm random landscape: a two-colour gradient, soft discs and a little grain.
const paintBackground = (): Uint8Array => {
  const px = new Uint8Array(W * H * 4);
  const hue = () => [randomInt(60, 200), randomInt(90, 210), randomInt(150, 250)] as const;
  const [a, b] = [hue(), hue()];
  const discs = Array.from({ length: 9 }, () => ({
    cx: randomInt(0, W),
    cy: randomInt(0, H),
    r: randomInt(12, 48),
    color: hue(),
  }));
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const t = (x + y) / (W + H);
      let rgb = [0, 1, 2].map((k) => a[k]! * (1 - t) + b[k]! * t);
      for (const d of discs) {
        if ((x - d.cx) ** 2 + (y - d.cy) ** 2 <= d.r ** 2)
          rgb = rgb.map((v, k) => v * 0.4 + d.color[k]! * 0.6);
      }
      const grain = randomInt(-10, 11);
      const o = (y * W + x) * 4;
      px[o] = clamp(rgb[0]! + grain);
      px[o + 1] = clamp(rgb[1]! + grain);
      px[o + 2] = clamp(rgb[2]! + grain);
      px[o + 3] = 255;
    }
  }
  return px;
};
const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

export type PuzzleImages = { x: number; y: number; background: Buffer; piece: Buffer };

/** Draws a new puzzle: the hole sits at a random x far enough right that the piece must travel. */
export const drawPuzzle = (): PuzzleImages => {
  const x = randomInt(P + 10, W - P - 4);
  const y = randomInt(4, H - P - 4);
  const bg = paintBackground();
  const piece = new Uint8Array(P * P * 4);
  for (let j = 0; j < P; j++) {
    for (let i = 0; i < P; i++) {
      if (!insidePiece(i, j)) continue;
      const o = ((y + j) * W + (x + i)) * 4;
      const p = (j * P + i) * 4;
      const edge = onEdge(i, j);
      for (let k = 0; k < 3; k++) {
        piece[p + k] = edge ? 255 : bg[o + k]!;
        bg[o + k] = edge ? 235 : clamp(bg[o + k]! * HOLE_SHADE);
      }
      piece[p + 3] = 255;
    }
  }
  return { x, y, background: encodePng(W, H, bg), piece: encodePng(P, P, piece) };
};

export const pieceMask = { insidePiece, onEdge };
