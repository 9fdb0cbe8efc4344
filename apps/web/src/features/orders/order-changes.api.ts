import type { OrderCancelResult, OrderPlaceResult } from "@pp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { rechargeKeys } from "../finance/recharge.api";
import { orderKeys } from "./orders.api";

// The calls that change an order after it is placed (issue 13): cancel (a paid order's charge comes back to the
// wallet), delete a draft, copy an order into a new draft. Each makes the order pages stale, cancelling the
// wallet too.

const useInvalidate = (withWallet: boolean) => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: orderKeys.all }),
      ...(withWallet ? [client.invalidateQueries({ queryKey: rechargeKeys.wallets() })] : []),
    ]);
};

/** Cancels orders, one answer per order. */
export const useCancelOrders = () => {
  const invalidate = useInvalidate(true);
  return useMutation({
    mutationFn: (orderIds: number[]) =>
      api.post<OrderCancelResult>("/api/orders/orders/cancel", { orderIds }),
    onSettled: invalidate,
  });
};

export const useDeleteDraft = () => {
  const invalidate = useInvalidate(false);
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true }>(`/api/orders/orders/${id}`),
    onSuccess: invalidate,
  });
};

/** Copies an order into a new draft of the caller's org; answers the draft. */
export const useCopyOrder = () => {
  const invalidate = useInvalidate(false);
  return useMutation({
    mutationFn: (id: number) => api.post<OrderPlaceResult>(`/api/orders/orders/${id}/copy`),
    onSuccess: invalidate,
  });
};
