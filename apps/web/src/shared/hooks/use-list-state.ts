import { useCallback, useMemo, useState } from "react";
import { useSearchParams } from "react-router";

// List state (page or cursor, size, filters) lives in the URL: a reload, a refreshed tab or a shared link
// reopens the same page of the same filtered list. Two lists on one screen keep apart by a `prefix`.

export type ListFilters<K extends string> = Partial<Record<K, string>>;

const positiveInt = (value: string | null, fallback: number): number => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

type Position = { page: number; size: number; cursor?: string | undefined };

export const useListState = <K extends string>(filterKeys: readonly K[], defaultSize = 20, prefix = "") => {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const param = useCallback((name: string) => `${prefix}${name}`, [prefix]);

  const page = positiveInt(params.get(param("page")), 1);
  const size = positiveInt(params.get(param("size")), defaultSize);
  const cursor = params.get(param("cursor")) ?? undefined;
  // The cursors of the keyset pages before this one, to step back; after a reload "previous" starts over.
  const [trail, setTrail] = useState<(string | undefined)[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `search` is the stable identity of `params`.
  const filters = useMemo(() => {
    const result: ListFilters<K> = {};
    for (const key of filterKeys) {
      const value = params.get(param(key));
      if (value) result[key] = value;
    }
    return result;
  }, [search, filterKeys, param]);

  const write = useCallback(
    (next: Position & { filters: ListFilters<K> }) =>
      setParams(
        (current) => {
          const query = new URLSearchParams(current);
          for (const name of [...filterKeys, "page", "size", "cursor"]) query.delete(param(name));
          for (const [key, value] of Object.entries(next.filters))
            if (typeof value === "string" && value) query.set(param(key), value);
          if (next.page !== 1) query.set(param("page"), String(next.page));
          if (next.size !== defaultSize) query.set(param("size"), String(next.size));
          if (next.cursor) query.set(param("cursor"), next.cursor);
          return query;
        },
        { replace: true },
      ),
    [setParams, defaultSize, filterKeys, param],
  );

  const setFilters = useCallback(
    (next: ListFilters<K>) => {
      setTrail([]);
      write({ page: 1, size, filters: next });
    },
    [write, size],
  );
  const setPage = useCallback(
    (nextPage: number, nextSize: number) =>
      write({ page: nextSize === size ? nextPage : 1, size: nextSize, filters }),
    [write, size, filters],
  );
  const nextPage = useCallback(
    (nextCursor: string) => {
      setTrail((before) => [...before, cursor]);
      write({ page: 1, size, filters, cursor: nextCursor });
    },
    [write, size, filters, cursor],
  );
  const previousPage = useCallback(() => {
    setTrail((before) => before.slice(0, -1));
    write({ page: 1, size, filters, cursor: trail.at(-1) });
  }, [write, size, filters, trail]);

  return {
    page,
    size,
    cursor,
    filters,
    setFilters,
    setPage,
    nextPage,
    previousPage,
    hasFilters: Object.keys(filters).length > 0,
  };
};
