import type { Dropdown } from "@pp/contracts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api/client";

/** Under the reference data's key, so a country change there refreshes every country select. */
export const COUNTRY_OPTIONS_KEY = ["reference", "country-options"] as const;

// Option lists (countries, dictionaries) change rarely: one load serves every select on every screen for a while.
export const OPTIONS_STALE_MS = 10 * 60 * 1000;

/** Every country option (EU group first, hot ones next) with labels in all languages; filter in the client. */
export const useCountryOptions = () =>
  useQuery({
    queryKey: COUNTRY_OPTIONS_KEY,
    queryFn: ({ signal }) => api.get<Dropdown>("/api/reference/countries/dropdown", { signal }),
    select: (answer) => answer.data,
    staleTime: OPTIONS_STALE_MS,
  });
