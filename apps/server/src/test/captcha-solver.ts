import { PNG } from "pngjs";

type Challenge = { background: string; piece: string; pieceY: number; width: number; pieceSize: number };

const decode = (dataUrl: string) => PNG.sync.read(Buffer.from(dataUrl.split(",")[1] ?? "", "base64"));

/**
 * Finds the hole the way an eye does: slides the piece along its row and keeps the x where
 * the background looks most like the piece in shadow. Used by tests to drag like a person.
 */
export const solveCaptcha = (challenge: Challenge): number => {
  const bg = decode(challenge.background);
  const piece = decode(challenge.piece);
  const size = challenge.pieceSize;
  let best = { x: 0, error: Number.POSITIVE_INFINITY };
  for (let x = 0; x <= challenge.width - size; x++) {
    let error = 0;
    for (let j = 0; j < size && error < best.error; j++) {
      for (let i = 0; i < size; i++) {
        const p = (j * size + i) * 4;
        if (piece.data[p + 3] === 0) continue;
        const o = ((challenge.pieceY + j) * bg.width + x + i) * 4;
        for (let k = 0; k < 3; k++) {
          const expected =
            piece.data[p]! === 255 && piece.data[p + 1]! === 255 ? 235 : piece.data[p + k]! * 0.45;
          error += Math.abs(bg.data[o + k]! - expected);
        }
      }
    }
    if (error < best.error) best = { x, error };
  }
  return best.x;
};

/** A drag a person might make: a little over a quarter second, wobbling up and down. */
export const humanTrack = (toX: number) =>
  Array.from({ length: 12 }, (_, n) => ({ x: Math.round((toX * n) / 11), y: (n % 3) - 1, t: n * 30 }));
