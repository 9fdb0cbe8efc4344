import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

// List state (page, size, filters) lives in the URL: a reload, a refreshed tab or a shared link reopens the
// same page of the same filtered list.

export type ListFilters<K extends string> = Partial<Record<K, string>>;

const positiveInt = (value: string | null, fallback: number): number => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

export const useListState = <K extends string>(filterKeys: readonly K[], defaultSize = 20) => {
  const [params, setParams] = useSearchParams();
  const search = params.toString();

  const page = positiveInt(params.get("page"), 1);
  const size = positiveInt(params.get("size"), defaultSize);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `search` is the stable identity of `params`.
  const filters = useMemo(() => {
    const result: ListFilters<K> = {};
    for (const key of filterKeys) {
      const value = params.get(key);
      if (value) result[key] = value;
    }
    return result;
  }, [search, filterKeys]);

  const write = useCallback(
    (next: { page: number; size: number; filters: ListFilters<K> }) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(next.filters))
        if (typeof value === "string" && value) query.set(key, value);
      if (next.page !== 1) query.set("page", String(next.page));
      if (next.size !== defaultSize) query.set("size", String(next.size));
      setParams(query, { replace: true });
    },
    [setParams, defaultSize],
  );

  const setFilters = useCallback(
    (next: ListFilters<K>) => write({ page: 1, size, filters: next }),
    [write, size],
  );
  const setPage = useCallback(
    (nextPage: number, nextSize: number) =>
      write({ page: nextSize === size ? nextPage : 1, size: nextSize, filters }),
    [write, size, filters],
  );

  return { page, size, filters, setFilters, setPage, hasFilters: Object.keys(filters).length > 0 };
};
