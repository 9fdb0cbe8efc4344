import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./constants";
import {
  buildDatePresets,
  DATE_PRESET_KEYS,
  type DatePresetKey,
  datePresetLabels,
  resolveDatePreset,
} from "./date-presets";

// Local-time constructors keep the expectations valid in whatever time zone the tests run.
type Ymd = [year: number, month: number, day: number];
const dayStart = ([y, m, d]: Ymd) => new Date(y, m - 1, d, 0, 0, 0, 0);
const dayEnd = ([y, m, d]: Ymd) => new Date(y, m - 1, d, 23, 59, 59, 999);

const expectPreset = (key: DatePresetKey, now: Date, from: Ymd, to: Ymd) => {
  const range = resolveDatePreset(key, now);
  expect({ key, start: range.start.toString(), startMs: range.start.getMilliseconds() }).toEqual({
    key,
    start: dayStart(from).toString(),
    startMs: 0,
  });
  expect({ key, end: range.end.toString(), endMs: range.end.getMilliseconds() }).toEqual({
    key,
    end: dayEnd(to).toString(),
    endMs: 999,
  });
};

describe("resolveDatePreset", () => {
  describe("on a Wednesday mid-month (2024-05-15 10:20)", () => {
    const now = new Date(2024, 4, 15, 10, 20, 30, 400);
    it.each<[DatePresetKey, Ymd, Ymd]>([
      ["thisWeek", [2024, 5, 13], [2024, 5, 19]],
      ["lastWeek", [2024, 5, 6], [2024, 5, 12]],
      ["thisMonth", [2024, 5, 1], [2024, 5, 31]],
      ["lastMonth", [2024, 4, 1], [2024, 4, 30]],
      ["last7Days", [2024, 5, 9], [2024, 5, 15]],
      ["last15Days", [2024, 5, 1], [2024, 5, 15]],
      ["last30Days", [2024, 4, 16], [2024, 5, 15]],
      ["lastHalfYear", [2023, 11, 15], [2024, 5, 15]],
      ["lastYear", [2023, 5, 15], [2024, 5, 15]],
      ["thisQuarter", [2024, 4, 1], [2024, 6, 30]],
      ["last3Months", [2024, 2, 15], [2024, 5, 15]],
    ])("%s", (key, from, to) => expectPreset(key, now, from, to));
  });

  describe("on a Sunday across a year boundary (2024-01-07 23:59)", () => {
    // Sunday belongs to the week that started on the previous Monday.
    const now = new Date(2024, 0, 7, 23, 59, 59, 999);
    it.each<[DatePresetKey, Ymd, Ymd]>([
      ["thisWeek", [2024, 1, 1], [2024, 1, 7]],
      ["lastWeek", [2023, 12, 25], [2023, 12, 31]],
      ["thisMonth", [2024, 1, 1], [2024, 1, 31]],
      ["lastMonth", [2023, 12, 1], [2023, 12, 31]],
      ["last7Days", [2024, 1, 1], [2024, 1, 7]],
      ["last15Days", [2023, 12, 24], [2024, 1, 7]],
      ["last30Days", [2023, 12, 9], [2024, 1, 7]],
      ["lastHalfYear", [2023, 7, 7], [2024, 1, 7]],
      ["lastYear", [2023, 1, 7], [2024, 1, 7]],
      ["thisQuarter", [2024, 1, 1], [2024, 3, 31]],
      ["last3Months", [2023, 10, 7], [2024, 1, 7]],
    ])("%s", (key, from, to) => expectPreset(key, now, from, to));
  });

  describe("on a Monday at midnight (2024-07-01 00:00)", () => {
    const now = new Date(2024, 6, 1, 0, 0, 0, 0);
    it.each<[DatePresetKey, Ymd, Ymd]>([
      ["thisWeek", [2024, 7, 1], [2024, 7, 7]],
      ["lastWeek", [2024, 6, 24], [2024, 6, 30]],
      ["lastMonth", [2024, 6, 1], [2024, 6, 30]],
      ["last7Days", [2024, 6, 25], [2024, 7, 1]],
      ["thisQuarter", [2024, 7, 1], [2024, 9, 30]],
    ])("%s", (key, from, to) => expectPreset(key, now, from, to));
  });

  describe("at the end of a long month (2024-08-31, leap year)", () => {
    const now = new Date(2024, 7, 31, 12, 0);
    it.each<[DatePresetKey, Ymd, Ymd]>([
      // Month arithmetic clamps to the last day of the shorter month.
      ["lastHalfYear", [2024, 2, 29], [2024, 8, 31]],
      ["last3Months", [2024, 5, 31], [2024, 8, 31]],
      ["lastYear", [2023, 8, 31], [2024, 8, 31]],
      ["lastMonth", [2024, 7, 1], [2024, 7, 31]],
      ["thisQuarter", [2024, 7, 1], [2024, 9, 30]],
      ["thisWeek", [2024, 8, 26], [2024, 9, 1]],
    ])("%s", (key, from, to) => expectPreset(key, now, from, to));
  });

  describe("on 2023-03-31 (non-leap February, Q1 end)", () => {
    const now = new Date(2023, 2, 31, 8, 0);
    it.each<[DatePresetKey, Ymd, Ymd]>([
      ["lastMonth", [2023, 2, 1], [2023, 2, 28]],
      ["last30Days", [2023, 3, 2], [2023, 3, 31]],
      ["thisQuarter", [2023, 1, 1], [2023, 3, 31]],
      ["last3Months", [2022, 12, 31], [2023, 3, 31]],
      ["lastHalfYear", [2022, 9, 30], [2023, 3, 31]],
    ])("%s", (key, from, to) => expectPreset(key, now, from, to));
  });

  describe("on 2024-12-31 (Q4 end, year end)", () => {
    const now = new Date(2024, 11, 31, 18, 0);
    it.each<[DatePresetKey, Ymd, Ymd]>([
      ["thisQuarter", [2024, 10, 1], [2024, 12, 31]],
      ["thisMonth", [2024, 12, 1], [2024, 12, 31]],
      ["thisWeek", [2024, 12, 30], [2025, 1, 5]],
      ["lastWeek", [2024, 12, 23], [2024, 12, 29]],
    ])("%s", (key, from, to) => expectPreset(key, now, from, to));
  });

  it("does not modify the given date", () => {
    const now = new Date(2024, 4, 15, 10, 20);
    const before = now.getTime();
    for (const key of DATE_PRESET_KEYS) resolveDatePreset(key, now);
    expect(now.getTime()).toBe(before);
  });

  it("always yields whole days, ordered, and (except the past periods) containing now", () => {
    const past = new Set<DatePresetKey>(["lastWeek", "lastMonth"]);
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        fc.constantFrom(...DATE_PRESET_KEYS),
        (now, key) => {
          const { start, end } = resolveDatePreset(key, now);
          // Compared with local midnights rather than getHours() === 0, which is false on days where a
          // DST change skips midnight (e.g. America/Santiago).
          const localMidnight = (date: Date, addDays = 0) =>
            new Date(date.getFullYear(), date.getMonth(), date.getDate() + addDays).getTime();
          expect(start.getTime()).toBe(localMidnight(start));
          expect(end.getTime()).toBe(localMidnight(end, 1) - 1);
          expect(start.getTime()).toBeLessThan(end.getTime());
          if (past.has(key)) expect(end.getTime()).toBeLessThan(now.getTime());
          else expect(start.getTime() <= now.getTime() && now.getTime() <= end.getTime()).toBe(true);
          if (key === "thisWeek" || key === "lastWeek") {
            expect(start.getDay()).toBe(1);
            expect(end.getDay()).toBe(0);
          }
        },
      ),
    );
  });
});

describe("buildDatePresets", () => {
  it("labels every preset in the requested language and order", () => {
    const now = new Date(2024, 4, 15, 10, 20);
    const presets = buildDatePresets("en", now);
    expect(presets.map((preset) => preset.key)).toEqual([...DATE_PRESET_KEYS]);
    expect(presets[0]).toEqual({
      key: "thisWeek",
      label: "This week",
      ...resolveDatePreset("thisWeek", now),
    });
    const picked = buildDatePresets("zh", now, ["last7Days", "thisMonth"]);
    expect(picked.map((preset) => preset.label)).toEqual(["近7天", "本月"]);
  });

  it("has a label for each key in each language", () => {
    for (const lang of LANGUAGES) {
      expect(Object.keys(datePresetLabels[lang]).sort()).toEqual([...DATE_PRESET_KEYS].sort());
    }
  });
});
