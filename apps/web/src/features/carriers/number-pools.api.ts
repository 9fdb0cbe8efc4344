import type {
  NumberPool,
  NumberPoolImportRequest,
  NumberPoolImportResult,
  NumberPoolRequest,
  Page,
  PoolNumber,
} from "@pp/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type QueryParams } from "../../shared/api/client";
import { carrierKeys } from "./carriers.api";

// Number pools of manual providers (issue 15): the list with counts, saving a pool, importing numbers and a pool's
// numbers. Every change makes the pools and the providers (their low-stock tag) stale.

const poolKeys = {
  pools: (query?: QueryParams) => [...carrierKeys.all, "number-pools", ...(query ? [query] : [])],
  numbers: (id: number, query: QueryParams) => [...carrierKeys.all, "pool-numbers", id, query],
};

export const useNumberPools = (query: QueryParams = {}) =>
  useQuery({
    queryKey: poolKeys.pools(query),
    queryFn: ({ signal }) =>
      api.get<Page<NumberPool>>("/api/carriers/number-pools", { params: query, signal }),
    placeholderData: keepPreviousData,
  });

export const usePoolNumbers = (id: number | null, query: QueryParams) =>
  useQuery({
    queryKey: poolKeys.numbers(id ?? 0, query),
    queryFn: ({ signal }) =>
      api.get<Page<PoolNumber>>(`/api/carriers/number-pools/${id}/numbers`, { params: query, signal }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });

const usePoolChange = <Input, Answer>(run: (input: Input) => Promise<Answer>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: carrierKeys.all }),
  });
};

export const useSavePool = () =>
  usePoolChange((input: NumberPoolRequest) =>
    api.post<NumberPool>("/api/carriers/number-pools", input, { silent: true }),
  );

/** Imports pasted text, a text or CSV file's text, or an S10 range; an .xlsx goes up as a file. */
export const useImportNumbers = () =>
  usePoolChange(({ id, input }: { id: number; input: NumberPoolImportRequest | File }) => {
    if (!(input instanceof File))
      return api.post<NumberPoolImportResult>(`/api/carriers/number-pools/${id}/import`, input, {
        silent: true,
        timeoutMs: 120_000,
      });
    const form = new FormData();
    form.append("file", input);
    return api.post<NumberPoolImportResult>(`/api/carriers/number-pools/${id}/import-xlsx`, form, {
      silent: true,
      timeoutMs: 120_000,
    });
  });
