import { randomBytes, randomInt } from "node:crypto";
import { deflateSync } from "node:zlib";
import { SLIDER } from "@pp/domain";

const { canvasWidth: W, canvasHeight: H, pieceSize: P } = SLIDER;

// A piece is a 34 px square with knobs on two of its sides, inside a 42 px box. Each puzzle picks one
// shape for the piece and draws decoy holes of the other shapes: a person compares shapes, a scanner that
// looks for "a hole" finds several.
const BODY = P - 8;
const KNOB_R = 7;
const SHAPES = [
  { top: true, left: false },
  { top: true, left: true },
  { top: false, left: false },
  { top: false, left: true },
] as const;
type Shape = (typeof SHAPES)[number];

const insideShape = (shape: Shape, i: number, j: number): boolean => {
  const bx = shape.left ? 8 : 0;
  const by = shape.top ? 8 : 0;
  if (i >= bx && i < bx + BODY && j >= by && j < by + BODY) return true;
  const knobY = shape.top ? by : by + BODY;
  const knobX = shape.left ? bx : bx + BODY;
  return (
    (i - (bx + BODY / 2)) ** 2 + (j - knobY) ** 2 <= KNOB_R ** 2 ||
    (i - knobX) ** 2 + (j - (by + BODY / 2)) ** 2 <= KNOB_R ** 2
  );
};

/** The shape's pixels in its 42 px box: 0 outside, 1 inside, 2 on the outline. */
const maskOf = (shape: Shape): Uint8Array => {
  const mask = new Uint8Array(P * P);
  const inside = (i: number, j: number) => insideShape(shape, i, j);
  for (let j = 0; j < P; j++) {
    for (let i = 0; i < P; i++) {
      if (!inside(i, j)) continue;
      const edge = !inside(i - 1, j) || !inside(i + 1, j) || !inside(i, j - 1) || !inside(i, j + 1);
      mask[j * P + i] = edge ? 2 : 1;
    }
  }
  return mask;
};
const MASKS = SHAPES.map(maskOf);

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
  const grain = randomBytes(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const t = (x + y) / (W + H);
      let r = a[0] * (1 - t) + b[0] * t;
      let g = a[1] * (1 - t) + b[1] * t;
      let bl = a[2] * (1 - t) + b[2] * t;
      for (const d of discs) {
        if ((x - d.cx) ** 2 + (y - d.cy) ** 2 <= d.r ** 2) {
          r = r * 0.4 + d.color[0] * 0.6;
          g = g * 0.4 + d.color[1] * 0.6;
          bl = bl * 0.4 + d.color[2] * 0.6;
        }
      }
      const noise = (grain[y * W + x]! % 21) - 10;
      const o = (y * W + x) * 4;
      px[o] = clamp(r + noise);
      px[o + 1] = clamp(g + noise);
      px[o + 2] = clamp(bl + noise);
      px[o + 3] = 255;
    }
  }
  return px;
};
const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** How one puzzle draws its holes: a shade and an outline colour of its own, never the same twice. */
type Style = { shade: number; outline: readonly [number, number, number]; alpha: number };

const randomStyle = (): Style => ({
  shade: randomInt(30, 61) / 100,
  outline: [randomInt(120, 256), randomInt(120, 256), randomInt(120, 256)],
  alpha: randomInt(45, 86) / 100,
});

/** Darkens the background inside a shape at (x, y) and blends its outline over it. */
const cutHole = (bg: Uint8Array, mask: Uint8Array, x: number, y: number, style: Style) => {
  for (let j = 0; j < P; j++) {
    for (let i = 0; i < P; i++) {
      const kind = mask[j * P + i];
      if (!kind) continue;
      const o = ((y + j) * W + (x + i)) * 4;
      for (let k = 0; k < 3; k++) {
        bg[o + k] =
          kind === 2
            ? clamp(bg[o + k]! * (1 - style.alpha) + style.outline[k]! * style.alpha)
            : clamp(bg[o + k]! * style.shade);
      }
    }
  }
};

export type PuzzleImages = { x: number; y: number; background: Buffer; piece: Buffer };

// Decoys stay clear of the real hole, so each hole is whole.
const DECOYS = 2;
const overlaps = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.abs(a.x - b.x) < P + 2 && Math.abs(a.y - b.y) < P + 2;

/**
 * Draws a new puzzle: the hole sits at a random x far enough right that the piece must travel; decoy holes
 * of the other shapes sit elsewhere; shade and outline colour change from puzzle to puzzle.
 */
export const drawPuzzle = (): PuzzleImages => {
  const x = randomInt(P + 10, W - P - 4);
  const y = randomInt(4, H - P - 4);
  const shapeIndex = randomInt(0, SHAPES.length);
  const mask = MASKS[shapeIndex]!;
  const style = randomStyle();
  const bg = paintBackground();

  const piece = new Uint8Array(P * P * 4);
  for (let j = 0; j < P; j++) {
    for (let i = 0; i < P; i++) {
      const kind = mask[j * P + i];
      if (!kind) continue;
      const o = ((y + j) * W + (x + i)) * 4;
      const p = (j * P + i) * 4;
      for (let k = 0; k < 3; k++) piece[p + k] = kind === 2 ? style.outline[k]! : bg[o + k]!;
      piece[p + 3] = 255;
    }
  }

  const placed = [{ x, y }];
  for (let n = 0; n < DECOYS; n++) {
    const spot = { x: randomInt(0, W - P), y: randomInt(0, H - P) };
    if (placed.some((other) => overlaps(other, spot))) continue;
    placed.push(spot);
    const decoy = MASKS[(shapeIndex + 1 + randomInt(0, SHAPES.length - 1)) % SHAPES.length]!;
    cutHole(bg, decoy, spot.x, spot.y, style);
  }
  cutHole(bg, mask, x, y, style);
  return { x, y, background: encodePng(W, H, bg), piece: encodePng(P, P, piece) };
};
