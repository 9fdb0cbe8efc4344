import dayjs from "dayjs";

const PATTERNS = { minute: "YYYY-MM-DD HH:mm", second: "YYYY-MM-DD HH:mm:ss" } as const;

/** A server timestamp as the console shows it, or `empty` when there is none. */
export const formatDateTime = (
  value: string | null | undefined,
  empty = "—",
  precision: keyof typeof PATTERNS = "minute",
): string => (value ? dayjs(value).format(PATTERNS[precision]) : empty);
