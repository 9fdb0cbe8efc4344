import type {
  OrderEditChangesRequest,
  OrderEdited,
  OrderEditParam,
  OrderEditQuote,
  OrderEditRequestBody,
} from "@pp/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { rechargeKeys } from "../finance/recharge.api";
import { orderKeys } from "./orders.api";

// Editing an order before hand-over (issue 13): what may be edited, the new price before saving, and the save,
// which makes the order pages and the wallet stale (a paid order's difference is charged or refunded).

export const useOrderEditParam = (orderId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...orderKeys.detail(orderId), "edit-param"],
    queryFn: ({ signal }) => api.get<OrderEditParam>(`/api/orders/orders/${orderId}/edit-param`, { signal }),
    enabled,
  });

export const usePreviewOrderEdit = (orderId: number) =>
  useMutation({
    mutationFn: (changes: OrderEditChangesRequest) =>
      api.post<OrderEditQuote>(`/api/orders/orders/${orderId}/edit-preview`, changes),
  });

export const useEditOrder = (orderId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: OrderEditRequestBody) =>
      api.put<OrderEdited>(`/api/orders/orders/${orderId}`, request),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: orderKeys.all }),
        client.invalidateQueries({ queryKey: rechargeKeys.wallets() }),
      ]),
  });
};
