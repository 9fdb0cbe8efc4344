import type { AbnormalQuery, OrderAbnormality, OrderAbnormalPage } from "@pp/contracts";
import type { Language } from "@pp/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLanguage } from "../../locales";
import { api } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";
import { orderKeys } from "./orders.api";

// Abnormal orders (异常件, issue 13): the list, one order's abnormalities on its detail, and staff's release of a
// rule's hold. The keys sit under the orders' own, so whatever changes an order (a weigh-in, arrears paid, a
// cancel) makes these stale too. Reasons come worded in the reader's language, hence the language in the keys.

/** One list page: the filters as the URL keeps them, `cursor` the page before's `nextCursor`. */
export type AbnormalListParams = Partial<Omit<AbnormalQuery, "size">> & { size: number };

const scope = queryKeysFactory(...orderKeys.all, "abnormal");

export const abnormalKeys = {
  all: scope.all,
  list: (query: AbnormalListParams, lang: Language) => scope.key("list", query, lang),
  ofOrder: (orderId: number, lang: Language) => scope.key("order", orderId, lang),
};

export const useAbnormalPage = (query: AbnormalListParams) =>
  useQuery({
    queryKey: abnormalKeys.list(query, useLanguage()),
    queryFn: ({ signal }) => api.get<OrderAbnormalPage>("/api/orders/abnormal", { params: query, signal }),
    placeholderData: keepPreviousData,
  });

export const useOrderAbnormalities = (orderId: number) =>
  useQuery({
    queryKey: abnormalKeys.ofOrder(orderId, useLanguage()),
    queryFn: ({ signal }) =>
      api.get<OrderAbnormality[]>(`/api/orders/orders/${orderId}/abnormalities`, { signal }),
  });

/** Staff release what a rule held; the order may ship again, so the order pages go stale too. */
export const useReleaseAbnormality = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<OrderAbnormality>(`/api/orders/abnormal/${id}/release`),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
};
