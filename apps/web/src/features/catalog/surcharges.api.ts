import type { Page, SurchargeKind, SurchargeRuleRow } from "@pp/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";

// The surcharges screen: surcharge rules across products (platform staff).

export type SurchargeRuleListQuery = {
  page: number;
  size: number;
  kind?: SurchargeKind | undefined;
  productId?: string | undefined;
  keyword?: string | undefined;
};

const scope = queryKeysFactory("surcharges");

export const surchargeKeys = {
  all: scope.all,
  list: (query: SurchargeRuleListQuery) => scope.key("list", query),
};

export const useSurchargeRules = (query: SurchargeRuleListQuery) =>
  useQuery({
    queryKey: surchargeKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<Page<SurchargeRuleRow>>("/api/surcharge/list", { params: query, signal }),
    placeholderData: keepPreviousData,
  });
