import type { SurchargeKind, SurchargeRuleRow } from "@pp/contracts";
import { queryKeysFactory } from "../../shared/api/query-keys";
import { usePageQuery } from "../../shared/api/row-hooks";

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
  usePageQuery<SurchargeRuleRow>(surchargeKeys.list(query), "/api/surcharge/list", query);
