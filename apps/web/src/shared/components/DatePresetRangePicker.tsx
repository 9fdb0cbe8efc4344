import {
  DATE_PRESET_KEYS,
  type DatePresetKey,
  datePresetLabels,
  type Language,
  resolveDatePreset,
} from "@pp/domain";
import { DatePicker } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useMemo } from "react";
import { useLanguage } from "../../locales";

// The one date-range filter of the console, with the spec §2 presets computed by @pp/domain so the
// console and the server agree on what "last week" means.

export type DateRangeValue = [Dayjs, Dayjs] | null;

/** Spec §2's standard presets; lists that need them add "thisQuarter" / "last3Months". */
export const STANDARD_DATE_PRESETS: readonly DatePresetKey[] = DATE_PRESET_KEYS.filter(
  (key) => key !== "thisQuarter" && key !== "last3Months",
);

export const datePresetOptions = (lang: Language, now: Date, keys: readonly DatePresetKey[]) =>
  keys.map((key) => {
    const { start, end } = resolveDatePreset(key, now);
    return { label: datePresetLabels[lang][key], value: [dayjs(start), dayjs(end)] as [Dayjs, Dayjs] };
  });

/** Query parameters for a range: whole days in the user's time zone, sent as ISO instants. */
export const rangeToParams = (range: DateRangeValue, names: [string, string] = ["from", "to"]) =>
  range
    ? {
        [names[0]]: range[0].startOf("day").toISOString(),
        [names[1]]: range[1].endOf("day").toISOString(),
      }
    : {};

const DAY = "YYYY-MM-DD";

/** A range kept as a list filter, and so in the URL: "2026-11-01,2026-11-22" (whole days). */
export const parseRangeFilter = (value: string | undefined): DateRangeValue => {
  const parts = (value ?? "").split(",");
  if (parts.length !== 2 || !parts.every((part) => /^\d{4}-\d{2}-\d{2}$/.test(part))) return null;
  const [start, end] = parts.map((part) => dayjs(part));
  return start?.isValid() && end?.isValid() && !end.isBefore(start) ? [start, end] : null;
};

/** Form.Item props that keep a range field as its filter string. */
export const rangeFilterItemProps = {
  getValueProps: (value: string | undefined) => ({ value: parseRangeFilter(value) }),
  normalize: (range: DateRangeValue) =>
    range ? `${range[0].format(DAY)},${range[1].format(DAY)}` : undefined,
};

export const DatePresetRangePicker = ({
  value,
  onChange,
  presets = STANDARD_DATE_PRESETS,
  allowClear = true,
}: {
  value?: DateRangeValue;
  onChange?: (value: DateRangeValue) => void;
  presets?: readonly DatePresetKey[];
  allowClear?: boolean;
}) => {
  const lang = useLanguage();
  // Recomputed per language; "today" is taken when the picker mounts, which is what a user expects.
  const options = useMemo(() => datePresetOptions(lang, new Date(), presets), [lang, presets]);
  return (
    <DatePicker.RangePicker
      value={value ?? null}
      presets={options}
      allowClear={allowClear}
      onChange={(dates) => onChange?.(dates?.[0] && dates[1] ? [dates[0], dates[1]] : null)}
    />
  );
};
