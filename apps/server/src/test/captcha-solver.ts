import { PNG } from "pngjs";

type Challenge = { background: string; piece: string; pieceY: number; width: number; pieceSize: number };
type Point = { x: number; y: number; t: number };

const decode = (dataUrl: string) => PNG.sync.read(Buffer.from(dataUrl.split(",")[1] ?? "", "base64"));

/**
 * Finds the hole the way an eye does: slides the piece along its row and keeps the x where the background
 * looks most like the piece in shadow, whatever the shade, the outline colour or the decoy holes of other
 * shapes. Only the piece's inside is compared (its outline is drawn differently on the hole). Used by tests
 * and journeys to drag like a person.
 */
export const solveCaptcha = (challenge: Challenge): number => {
  const bg = decode(challenge.background);
  const piece = decode(challenge.piece);
  const size = challenge.pieceSize;
  const opaque = (i: number, j: number) =>
    i >= 0 && j >= 0 && i < size && j < size && piece.data[(j * size + i) * 4 + 3] === 255;
  const inside: number[] = [];
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      if (opaque(i, j) && opaque(i - 1, j) && opaque(i + 1, j) && opaque(i, j - 1) && opaque(i, j + 1)) {
        inside.push(j * size + i);
      }
    }
  }
  let best = { x: 0, error: Number.POSITIVE_INFINITY };
  for (let x = 0; x <= challenge.width - size; x++) {
    // The shade that best explains the background by the piece, then how far it is off with that shade.
    let cross = 0;
    let square = 0;
    let own = 0;
    for (const at of inside) {
      const i = at % size;
      const j = (at - i) / size;
      const o = ((challenge.pieceY + j) * bg.width + x + i) * 4;
      for (let k = 0; k < 3; k++) {
        const seen = bg.data[o + k]!;
        const lit = piece.data[at * 4 + k]!;
        cross += seen * lit;
        square += lit * lit;
        own += seen * seen;
      }
    }
    const error = own - (cross * cross) / square;
    if (error < best.error) best = { x, error };
  }
  return best.x;
};

/**
 * A drag a person might make: about half a second, slow to start and to stop, a little shaky up and down,
 * samples not quite evenly spaced.
 */
export const humanTrack = (toX: number): Point[] =>
  Array.from({ length: 16 }, (_, n) => {
    const progress = (1 - Math.cos((Math.PI * n) / 15)) / 2;
    return { x: Math.round(toX * progress), y: [0, 1, 1, 0, -1, -1][n % 6]!, t: n * 32 + (n % 3) * 4 };
  });
