// Date range shortcuts of spec §2, shared by every list page's range picker and by the server when it
// resolves a preset sent by key. Everything is computed in the local time zone of the given Date via dayjs,
// so the console gets the user's days and the server gets its own configured zone.
//
// Ranges are inclusive whole days: `start` is 00:00:00.000 of the first day and `end` is 23:59:59.999 of
// the last day. "This week/month/quarter" end at the end of the current period, not today: the label
// names the whole period, the range picker then shows the whole period highlighted, and the future part
// simply matches no records. "Last N days/months" end today, and "last N days" counts today as one of them.

import type { Dayjs } from "dayjs";
import dayjs from "dayjs";
import type { Language } from "./constants";

export const DATE_PRESET_KEYS = [
  "thisWeek",
  "lastWeek",
  "thisMonth",
  "lastMonth",
  "last7Days",
  "last15Days",
  "last30Days",
  "lastHalfYear",
  "lastYear",
  "thisQuarter",
  "last3Months",
] as const;
export type DatePresetKey = (typeof DATE_PRESET_KEYS)[number];

export type DateRange = { start: Date; end: Date };

export const datePresetLabels: Record<Language, Record<DatePresetKey, string>> = {
  zh: {
    thisWeek: "本周",
    lastWeek: "上周",
    thisMonth: "本月",
    lastMonth: "上月",
    last7Days: "近7天",
    last15Days: "近15天",
    last30Days: "近30天",
    lastHalfYear: "近半年",
    lastYear: "近一年",
    thisQuarter: "本季度",
    last3Months: "近三个月",
  },
  en: {
    thisWeek: "This week",
    lastWeek: "Last week",
    thisMonth: "This month",
    lastMonth: "Last month",
    last7Days: "Last 7 days",
    last15Days: "Last 15 days",
    last30Days: "Last 30 days",
    lastHalfYear: "Last 6 months",
    // "Last year" would read as the previous calendar year; the range is the 12 months up to today.
    lastYear: "Last 12 months",
    thisQuarter: "This quarter",
    last3Months: "Last 3 months",
  },
  ko: {
    thisWeek: "이번 주",
    lastWeek: "지난주",
    thisMonth: "이번 달",
    lastMonth: "지난달",
    last7Days: "최근 7일",
    last15Days: "최근 15일",
    last30Days: "최근 30일",
    lastHalfYear: "최근 6개월",
    lastYear: "최근 1년",
    thisQuarter: "이번 분기",
    last3Months: "최근 3개월",
  },
};

// Weeks start on Monday (Chinese convention) regardless of the dayjs locale loaded by the console, so the
// week is computed by hand instead of with startOf("week").
const startOfWeek = (day: Dayjs): Dayjs => day.startOf("day").subtract((day.day() + 6) % 7, "day");

// Computed by hand so the package does not need (and globally install) the quarterOfYear plugin.
const startOfQuarter = (day: Dayjs): Dayjs => day.startOf("month").month(day.month() - (day.month() % 3));

const range = (start: Dayjs, end: Dayjs): DateRange => ({
  start: start.startOf("day").toDate(),
  end: end.endOf("day").toDate(),
});

// "Last N days" includes today, so it starts N-1 days before today.
const lastDays = (today: Dayjs, days: number): DateRange => range(today.subtract(days - 1, "day"), today);

// Month arithmetic clamps to the shorter month (31 Aug minus 6 months is 29 Feb in a leap year).
const lastMonths = (today: Dayjs, months: number): DateRange => range(today.subtract(months, "month"), today);

export const resolveDatePreset = (key: DatePresetKey, now: Date): DateRange => {
  const today = dayjs(now);
  switch (key) {
    case "thisWeek": {
      const monday = startOfWeek(today);
      return range(monday, monday.add(6, "day"));
    }
    case "lastWeek": {
      const monday = startOfWeek(today).subtract(7, "day");
      return range(monday, monday.add(6, "day"));
    }
    case "thisMonth":
      return range(today.startOf("month"), today.endOf("month"));
    case "lastMonth": {
      const previous = today.startOf("month").subtract(1, "month");
      return range(previous, previous.endOf("month"));
    }
    case "last7Days":
      return lastDays(today, 7);
    case "last15Days":
      return lastDays(today, 15);
    case "last30Days":
      return lastDays(today, 30);
    case "lastHalfYear":
      return lastMonths(today, 6);
    case "lastYear":
      return lastMonths(today, 12);
    case "thisQuarter": {
      const start = startOfQuarter(today);
      return range(start, start.add(2, "month").endOf("month"));
    }
    case "last3Months":
      return lastMonths(today, 3);
  }
};

export type DatePresetOption = { key: DatePresetKey; label: string } & DateRange;

/** Labelled ranges for a range picker's presets, in the order of `keys`. */
export const buildDatePresets = (
  lang: Language,
  now: Date,
  keys: readonly DatePresetKey[] = DATE_PRESET_KEYS,
): DatePresetOption[] =>
  keys.map((key) => ({ key, label: datePresetLabels[lang][key], ...resolveDatePreset(key, now) }));
