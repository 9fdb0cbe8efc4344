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
} from "@pp/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";
import {
  useDeleteRow,
  useImportSheet,
  useInvalidate,
  usePageQuery,
  useSaveRow,
} from "../../shared/api/row-hooks";
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

const COUNTRIES = "/api/reference/countries";
const CITIES = "/api/reference/cities";
const DICTS = "/api/reference/dicts";
const DICT_ITEMS = "/api/reference/dict-items";

export const useCountries = (query: CountryQuery) =>
  usePageQuery<Country>(referenceKeys.countries(query), COUNTRIES, query);

// A country change shows in every country select as well as in the list.
const countriesStale = [referenceKeys.countries(), referenceKeys.countryOptions()];

export const useSaveCountry = () => useSaveRow<Country, CountryInput>(COUNTRIES, countriesStale);

export const useSetCountryHot = () => {
  const invalidate = useInvalidate(...countriesStale);
  return useMutation({
    mutationFn: ({ id, hot }: { id: number; hot: boolean }) =>
      api.put<Country>(`${COUNTRIES}/${id}/hot`, { hot }),
    onSuccess: invalidate,
  });
};

export const useCities = (query: CityQuery) => usePageQuery<City>(referenceKeys.cities(query), CITIES, query);

export const useSaveCity = () => useSaveRow<City, CityInput>(CITIES, [referenceKeys.cities()]);

export const useDeleteCity = () => useDeleteRow(CITIES, [referenceKeys.cities()]);

export const useImportCities = () => useImportSheet(`${CITIES}/import`, [referenceKeys.cities()]);

export const downloadCityTemplate = () => api.download(`${CITIES}/template`);
export const exportCities = (query: Omit<CityQuery, "page" | "size">) =>
  api.download(`${CITIES}/export`, undefined, undefined, { params: query });

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
    queryFn: ({ signal }) => api.get<{ rows: DictType[] }>(DICTS, { signal }),
  });

export const useDictItems = (dictId: number | undefined) =>
  useQuery({
    queryKey: referenceKeys.dictItems(dictId ?? 0),
    queryFn: ({ signal }) => api.get<{ rows: DictItem[] }>(`${DICTS}/${dictId}/items`, { signal }),
    enabled: dictId !== undefined,
  });

// Dictionary edits change the admin lists and every dropdown fed by them.
export const useSaveDictType = () => useSaveRow<DictType, DictTypeInput>(DICTS, [referenceKeys.dictTypes()]);

export const useDeleteDictType = () => useDeleteRow(DICTS, [referenceKeys.dictTypes()]);

// Items are created under their dictionary, changed and removed by their own id.
const itemsStale = (dictId: number) => [referenceKeys.dictTypes(), referenceKeys.dictItems(dictId)];

export const useSaveDictItem = (dictId: number) =>
  useSaveRow<DictItem, DictItemInput>(DICT_ITEMS, itemsStale(dictId), `${DICTS}/${dictId}/items`);

export const useDeleteDictItem = (dictId: number) => useDeleteRow(DICT_ITEMS, itemsStale(dictId));

/** Reference data is changed by platform administrators only; everyone else sees the screens read-only. */
export const useCanEditReference = () => {
  const session = useSessionUser();
  return (session.data?.roles ?? []).some((role) => role === "admin" || role === "platform");
};
