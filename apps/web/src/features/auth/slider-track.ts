// Pure drag bookkeeping of the slider puzzle, kept apart from the component so it can be tested.

export type TrackPoint = { x: number; y: number; t: number };
export type DragStart = { clientX: number; clientY: number; time: number };

// The verify contract accepts at most this many points; a slow drag at 60 Hz gets there in ~16 s.
export const MAX_TRACK_POINTS = 1000;

/** Where the piece sits for a pointer moved `dx` px: never left of the canvas, never past its right edge. */
export const clampOffset = (dx: number, width: number, pieceSize: number): number =>
  Math.min(Math.max(Math.round(dx), 0), Math.max(width - pieceSize, 0));

/** A pointer position relative to where the drag began, with ms since it began. */
export const toTrackPoint = (
  start: DragStart,
  clientX: number,
  clientY: number,
  time: number,
): TrackPoint => ({
  x: Math.round(clientX - start.clientX),
  y: Math.round(clientY - start.clientY),
  t: Math.max(0, Math.round(time - start.time)),
});

/**
 * The track with `point` appended. Points that do not move are skipped; once the track is full the last
 * point is replaced, so where the drag ended is always what the server sees.
 */
export const appendTrackPoint = (track: readonly TrackPoint[], point: TrackPoint): TrackPoint[] => {
  const last = track.at(-1);
  if (last && last.x === point.x && last.y === point.y) return [...track];
  if (track.length >= MAX_TRACK_POINTS) return [...track.slice(0, MAX_TRACK_POINTS - 1), point];
  return [...track, point];
};

/** The piece offset at the end of a track: the last pointer x, clamped to the canvas. */
export const finalOffset = (track: readonly TrackPoint[], width: number, pieceSize: number): number =>
  clampOffset(track.at(-1)?.x ?? 0, width, pieceSize);

/** A press without a real drag (a click, or moved back to the start) is not worth spending the puzzle on. */
export const isDrag = (track: readonly TrackPoint[], width: number, pieceSize: number): boolean =>
  track.length >= 2 && finalOffset(track, width, pieceSize) > 0;
