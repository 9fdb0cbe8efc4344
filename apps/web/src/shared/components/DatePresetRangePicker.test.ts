import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import {
  datePresetOptions,
  parseRangeFilter,
  rangeFilterItemProps,
  rangeToParams,
  STANDARD_DATE_PRESETS,
} from "./DatePresetRangePicker";

describe("datePresetOptions", () => {
  it("labels the standard presets in the requested language", () => {
    const options = datePresetOptions("en", new Date(2025, 4, 14, 10), STANDARD_DATE_PRESETS);
    expect(options.map((option) => option.label)).toContain("Last 7 days");
    expect(options).toHaveLength(STANDARD_DATE_PRESETS.length);
  });

  it("gives whole-day ranges from the domain rules", () => {
    const [last7] = datePresetOptions("zh", new Date(2025, 4, 14, 10), ["last7Days"]);
    expect(last7?.label).toBe("近7天");
    expect(last7?.value[0].format("YYYY-MM-DD HH:mm")).toBe("2025-05-08 00:00");
    expect(last7?.value[1].format("YYYY-MM-DD HH:mm")).toBe("2025-05-14 23:59");
  });

  it("turns a range into from/to parameters and nothing into none", () => {
    const [range] = datePresetOptions("ko", new Date(2025, 4, 14), ["thisMonth"]);
    expect(Object.keys(rangeToParams(range?.value ?? null))).toEqual(["from", "to"]);
    expect(rangeToParams(null)).toEqual({});
  });
});

describe("range filters", () => {
  it("round-trips a range through its filter string and refuses malformed ones", () => {
    const text = rangeFilterItemProps.normalize([dayjs("2026-11-01"), dayjs("2026-11-22")]);
    expect(text).toBe("2026-11-01,2026-11-22");
    const range = parseRangeFilter(text);
    expect(range?.map((d) => d.format("YYYY-MM-DD"))).toEqual(["2026-11-01", "2026-11-22"]);
    expect(parseRangeFilter("2026-11-22,2026-11-01")).toBeNull();
    expect(parseRangeFilter("yesterday")).toBeNull();
    expect(parseRangeFilter(undefined)).toBeNull();
  });
});
