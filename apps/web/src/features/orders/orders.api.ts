import type {
  OrderDetail,
  OrderDraftRequest,
  OrderFilterOptions,
  OrderListQuery,
  OrderPage,
  OrderPayResult,
  OrderPlaceResult,
} from "@pp/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";
import { rechargeKeys } from "../finance/recharge.api";

// The order calls of the console (issue 12): one keyset page of the list with its tab counts, the filters'
// choices, one order as the viewer may see it, placing an order from the wizard and paying drafts.

/** One list page: the filters as the URL keeps them, `cursor` the page before's `nextCursor`. */
export type OrderListParams = Partial<Omit<OrderListQuery, "size">> & { size: number };

const scope = queryKeysFactory("orders", "orders");

export const orderKeys = {
  all: scope.all,
  list: (query: OrderListParams) => scope.key("list", query),
  options: () => scope.key("options"),
  detail: (id: number) => scope.key("detail", id),
};

export const useOrderPage = (query: OrderListParams) =>
  useQuery({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => api.get<OrderPage>("/api/orders/orders", { params: query, signal }),
    placeholderData: keepPreviousData,
  });

export const useOrderFilterOptions = () =>
  useQuery({
    queryKey: orderKeys.options(),
    queryFn: ({ signal }) => api.get<OrderFilterOptions>("/api/orders/orders/filter-options", { signal }),
    staleTime: 60_000,
  });

export const useOrderDetail = (id: number | undefined) =>
  useQuery({
    queryKey: orderKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<OrderDetail>(`/api/orders/orders/${id}`, { signal }),
    enabled: id !== undefined,
  });

/** Orders and the wallet move together: a placed or paid order lowers the available balance. */
const useInvalidateOrdersAndWallet = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: orderKeys.all }),
      client.invalidateQueries({ queryKey: rechargeKeys.wallets() }),
    ]);
};

/** Places one order (or saves it as a draft); field errors are left to the wizard to show. */
export const usePlaceOrder = () => {
  const invalidate = useInvalidateOrdersAndWallet();
  return useMutation({
    mutationFn: (draft: OrderDraftRequest) =>
      api.post<OrderPlaceResult>("/api/orders/orders", draft, { silent: true }),
    onSuccess: invalidate,
  });
};

/** Pays drafts of the caller's org, one answer per draft. */
export const usePayDrafts = () => {
  const invalidate = useInvalidateOrdersAndWallet();
  return useMutation({
    mutationFn: (orderIds: number[]) => api.post<OrderPayResult>("/api/orders/orders/pay", { orderIds }),
    onSettled: invalidate,
  });
};
