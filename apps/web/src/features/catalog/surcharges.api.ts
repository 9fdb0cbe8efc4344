import type { SurchargeKind, SurchargeRuleRow } from "@pp/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../shared/api/client";

// The surcharges screen: surcharge rules across products (platform staff).

export type SurchargeRuleListQuery = {
  page: number;
  size: number;
  kind?: SurchargeKind | undefined;
  productId?: string | undefined;
  keyword?: string | undefined;
};

export const surchargeKeys = {
  all: ["surcharges"] as const,
  list: (query: SurchargeRuleListQuery) => [...surchargeKeys.all, "list", query] as const,
};

export const useSurchargeRules = (query: SurchargeRuleListQuery) =>
  useQuery({
    queryKey: surchargeKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<{ rows: SurchargeRuleRow[]; total: number }>("/api/surcharge/list", { params: query, signal }),
    placeholderData: keepPreviousData,
  });
