import { describe, expect, it } from "vitest";
import {
  appendTrackPoint,
  clampOffset,
  finalOffset,
  isDrag,
  MAX_TRACK_POINTS,
  type TrackPoint,
  toTrackPoint,
} from "./slider-track";

const WIDTH = 310;
const PIECE = 42;

describe("clampOffset", () => {
  it("keeps the piece on the canvas", () => {
    expect(clampOffset(-25, WIDTH, PIECE)).toBe(0);
    expect(clampOffset(0, WIDTH, PIECE)).toBe(0);
    expect(clampOffset(120, WIDTH, PIECE)).toBe(120);
    expect(clampOffset(268, WIDTH, PIECE)).toBe(268);
    expect(clampOffset(400, WIDTH, PIECE)).toBe(WIDTH - PIECE);
  });

  it("rounds sub-pixel pointer positions", () => {
    expect(clampOffset(99.6, WIDTH, PIECE)).toBe(100);
  });

  it("never answers a negative maximum for a piece wider than the canvas", () => {
    expect(clampOffset(10, 30, PIECE)).toBe(0);
  });
});

describe("toTrackPoint", () => {
  it("is relative to where the drag began, including the vertical wobble", () => {
    const start = { clientX: 500, clientY: 300, time: 1000 };
    expect(toTrackPoint(start, 537.4, 302.6, 1123.7)).toEqual({ x: 37, y: 3, t: 124 });
    expect(toTrackPoint(start, 480, 297, 1050)).toEqual({ x: -20, y: -3, t: 50 });
  });
});

describe("appendTrackPoint", () => {
  it("appends moving points and skips ones that did not move", () => {
    let track: TrackPoint[] = [{ x: 0, y: 0, t: 0 }];
    track = appendTrackPoint(track, { x: 5, y: 1, t: 16 });
    track = appendTrackPoint(track, { x: 5, y: 1, t: 32 });
    track = appendTrackPoint(track, { x: 9, y: 1, t: 48 });
    expect(track).toEqual([
      { x: 0, y: 0, t: 0 },
      { x: 5, y: 1, t: 16 },
      { x: 9, y: 1, t: 48 },
    ]);
  });

  it("does not change the track it was given", () => {
    const track: TrackPoint[] = [{ x: 0, y: 0, t: 0 }];
    appendTrackPoint(track, { x: 3, y: 0, t: 10 });
    expect(track).toHaveLength(1);
  });

  it("stays within the contract's limit and always keeps where the drag ended", () => {
    let track: TrackPoint[] = [];
    for (let i = 0; i < MAX_TRACK_POINTS + 50; i++) track = appendTrackPoint(track, { x: i, y: i % 3, t: i });
    expect(track).toHaveLength(MAX_TRACK_POINTS);
    expect(track.at(-1)).toEqual({
      x: MAX_TRACK_POINTS + 49,
      y: (MAX_TRACK_POINTS + 49) % 3,
      t: MAX_TRACK_POINTS + 49,
    });
  });
});

describe("finalOffset and isDrag", () => {
  it("takes the clamped x of the last point", () => {
    const track = [
      { x: 0, y: 0, t: 0 },
      { x: 150, y: 2, t: 300 },
      { x: 500, y: 4, t: 600 },
    ];
    expect(finalOffset(track, WIDTH, PIECE)).toBe(WIDTH - PIECE);
    expect(finalOffset([], WIDTH, PIECE)).toBe(0);
  });

  it("treats a click or a drag back to the start as no attempt", () => {
    expect(isDrag([{ x: 0, y: 0, t: 0 }], WIDTH, PIECE)).toBe(false);
    expect(
      isDrag(
        [
          { x: 0, y: 0, t: 0 },
          { x: 40, y: 1, t: 100 },
          { x: -5, y: 2, t: 200 },
        ],
        WIDTH,
        PIECE,
      ),
    ).toBe(false);
    expect(
      isDrag(
        [
          { x: 0, y: 0, t: 0 },
          { x: 80, y: 1, t: 100 },
        ],
        WIDTH,
        PIECE,
      ),
    ).toBe(true);
  });
});
