import type {
  City,
  CityInput,
  Country,
  CountryInput,
  Currency,
  CurrencyRateHistory,
  DictItem,
  DictItemInput,
  DictType,
  DictTypeInput,
  ImportResult,
  Page,
} from "@pp/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";
import { useSessionUser } from "../../shared/auth/session";
import { COUNTRY_OPTIONS_KEY } from "../../shared/hooks/use-country-options";

export type CountryQuery = { page: number; size: number; keyword?: string; hot?: "true" | "false" };
export type CityQuery = { page: number; size: number; keyword?: string; countryCode?: string };

const scope = queryKeysFactory("reference");

export const referenceKeys = {
  all: scope.all,
  countryOptions: () => COUNTRY_OPTIONS_KEY,
  countries: (query?: CountryQuery) => scope.key("countries", query),
  cities: (query?: CityQuery) => scope.key("cities", query),
  currencies: () => scope.key("currencies"),
  currencyHistory: (id: number) => scope.key("currencies", id, "history"),
  dictTypes: () => scope.key("dict-types"),
  dictItems: (dictId: number) => scope.key("dict-types", dictId, "items"),
};

export const useCountries = (query: CountryQuery) =>
  useQuery({
    queryKey: referenceKeys.countries(query),
    queryFn: ({ signal }) => api.get<Page<Country>>("/api/reference/countries", { params: query, signal }),
    placeholderData: keepPreviousData,
  });

// A country change shows in every country select as well as in the list.
const useInvalidateCountries = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: referenceKeys.countries() }),
      client.invalidateQueries({ queryKey: referenceKeys.countryOptions() }),
    ]);
};

export const useSaveCountry = () => {
  const invalidate = useInvalidateCountries();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: CountryInput }) =>
      id
        ? api.put<Country>(`/api/reference/countries/${id}`, input, { silent: true })
        : api.post<Country>("/api/reference/countries", input, { silent: true }),
    onSuccess: invalidate,
  });
};

export const useSetCountryHot = () => {
  const invalidate = useInvalidateCountries();
  return useMutation({
    mutationFn: ({ id, hot }: { id: number; hot: boolean }) =>
      api.put<Country>(`/api/reference/countries/${id}/hot`, { hot }),
    onSuccess: invalidate,
  });
};

export const useCities = (query: CityQuery) =>
  useQuery({
    queryKey: referenceKeys.cities(query),
    queryFn: ({ signal }) => api.get<Page<City>>("/api/reference/cities", { params: query, signal }),
    placeholderData: keepPreviousData,
  });

const useInvalidateCities = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: referenceKeys.cities() });
};

export const useSaveCity = () => {
  const invalidate = useInvalidateCities();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: CityInput }) =>
      id
        ? api.put<City>(`/api/reference/cities/${id}`, input, { silent: true })
        : api.post<City>("/api/reference/cities", input, { silent: true }),
    onSuccess: invalidate,
  });
};

export const useDeleteCity = () => {
  const invalidate = useInvalidateCities();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true }>(`/api/reference/cities/${id}`),
    onSuccess: invalidate,
  });
};

export const useImportCities = () => {
  const invalidate = useInvalidateCities();
  return useMutation({
    mutationFn: ({ file, mode }: { file: File; mode: "partial" | "all" }) => {
      const form = new FormData();
      form.append("file", file);
      return api.post<ImportResult>("/api/reference/cities/import", form, {
        params: { mode },
        timeoutMs: 120_000,
      });
    },
    onSuccess: invalidate,
  });
};

export const downloadCityTemplate = () => api.download("/api/reference/cities/template");
export const exportCities = (query: Omit<CityQuery, "page" | "size">) =>
  api.download("/api/reference/cities/export", undefined, undefined, { params: query });

export const useCurrencies = () =>
  useQuery({
    queryKey: referenceKeys.currencies(),
    queryFn: ({ signal }) => api.get<{ rows: Currency[] }>("/api/reference/currencies", { signal }),
  });

export const useCurrencyHistory = (id: number | undefined) =>
  useQuery({
    queryKey: referenceKeys.currencyHistory(id ?? 0),
    queryFn: ({ signal }) =>
      api.get<{ rows: CurrencyRateHistory[] }>(`/api/reference/currencies/${id}/history`, { signal }),
    enabled: id !== undefined,
  });

export const useUpdateCurrencyRate = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rate }: { id: number; rate: string }) =>
      api.put<Currency>(`/api/reference/currencies/${id}/rate`, { rate }, { silent: true }),
    onSuccess: (_, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: referenceKeys.currencies() }),
        client.invalidateQueries({ queryKey: referenceKeys.currencyHistory(id) }),
      ]),
  });
};

export const useDictTypes = () =>
  useQuery({
    queryKey: referenceKeys.dictTypes(),
    queryFn: ({ signal }) => api.get<{ rows: DictType[] }>("/api/reference/dicts", { signal }),
  });

export const useDictItems = (dictId: number | undefined) =>
  useQuery({
    queryKey: referenceKeys.dictItems(dictId ?? 0),
    queryFn: ({ signal }) =>
      api.get<{ rows: DictItem[] }>(`/api/reference/dicts/${dictId}/items`, { signal }),
    enabled: dictId !== undefined,
  });

// Dictionary edits change the admin lists and every dropdown fed by them.
const useInvalidateDicts = () => {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: referenceKeys.dictTypes() })]);
};

export const useSaveDictType = () => {
  const invalidate = useInvalidateDicts();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: DictTypeInput }) =>
      id
        ? api.put<DictType>(`/api/reference/dicts/${id}`, input, { silent: true })
        : api.post<DictType>("/api/reference/dicts", input, { silent: true }),
    onSuccess: invalidate,
  });
};

export const useDeleteDictType = () => {
  const invalidate = useInvalidateDicts();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true }>(`/api/reference/dicts/${id}`),
    onSuccess: invalidate,
  });
};

export const useSaveDictItem = (dictId: number) => {
  const client = useQueryClient();
  const invalidate = useInvalidateDicts();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: DictItemInput }) =>
      id
        ? api.put<DictItem>(`/api/reference/dict-items/${id}`, input, { silent: true })
        : api.post<DictItem>(`/api/reference/dicts/${dictId}/items`, input, { silent: true }),
    onSuccess: () =>
      Promise.all([invalidate(), client.invalidateQueries({ queryKey: referenceKeys.dictItems(dictId) })]),
  });
};

export const useDeleteDictItem = (dictId: number) => {
  const client = useQueryClient();
  const invalidate = useInvalidateDicts();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true }>(`/api/reference/dict-items/${id}`),
    onSuccess: () =>
      Promise.all([invalidate(), client.invalidateQueries({ queryKey: referenceKeys.dictItems(dictId) })]),
  });
};

/** Reference data is changed by platform administrators only; everyone else sees the screens read-only. */
export const useCanEditReference = () => {
  const session = useSessionUser();
  return (session.data?.roles ?? []).some((role) => role === "admin" || role === "platform");
};
