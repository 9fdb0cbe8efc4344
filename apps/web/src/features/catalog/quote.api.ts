import type { QuoteOptions, QuoteRequest, QuoteResponse } from "@pp/contracts";
import type { Language } from "@pp/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";

const scope = queryKeysFactory("catalog", "freightTrial");

export const quoteKeys = {
  all: scope.all,
  options: (orgId: number | undefined, lang: Language) => scope.key("options", orgId ?? null, lang),
};

/**
 * The trial form's choices; platform staff get the customers and, once one is picked, its packages. Package
 * names come worded in the caller's language, hence the language in the key.
 */
export const useFreightTrialOptions = (orgId: number | undefined, lang: Language, enabled: boolean) =>
  useQuery({
    queryKey: quoteKeys.options(orgId, lang),
    queryFn: ({ signal }) =>
      api.get<QuoteOptions>("/api/freightTrial/options", {
        params: orgId === undefined ? {} : { orgId },
        signal,
      }),
    enabled,
  });

/** Runs one trial; field errors are shown on the form, so the client does not pop them up. */
export const useFreightTrial = () =>
  useMutation({
    mutationFn: (input: QuoteRequest) =>
      api.post<QuoteResponse>("/api/freightTrial", input, { silent: true }),
  });
