import type {
  CancelRequest,
  OrderCancelled,
  OrderCancelRequestState,
  OrderCancelResult,
  OrderPlaceResult,
  Page,
} from "@pp/contracts";
import type { CancelRequestStatus } from "@pp/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";
import { rechargeKeys } from "../finance/recharge.api";
import { orderKeys } from "./orders.api";

// The calls that change an order after it is placed (issue 13): cancel (a paid order's charge comes back to the
// wallet; a handed-over order gets a cancel request), delete a draft, copy an order into a new draft, and staff's
// answers to cancel requests. Each makes the order pages and the requests stale, cancelling the wallet too.

const requestScope = queryKeysFactory("orders", "cancel-requests");

/** The cancel requests staff see in the drawer: the newest 100 of a status (few wait at a time). */
const REQUESTS_SHOWN = 100;

export const cancelRequestKeys = {
  all: requestScope.all,
  list: (status: CancelRequestStatus) => requestScope.key("list", status),
  ofOrder: (orderId: number) => requestScope.key("order", orderId),
};

const useInvalidate = (withWallet: boolean) => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: orderKeys.all }),
      client.invalidateQueries({ queryKey: cancelRequestKeys.all }),
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

/**
 * Copies an order into a new draft of the caller's org; answers the draft. `key` names the click: the same key
 * answers the draft its first copy made.
 */
export const useCopyOrder = () => {
  const invalidate = useInvalidate(false);
  return useMutation({
    mutationFn: ({ id, key }: { id: number; key: string }) =>
      api.post<OrderPlaceResult>(`/api/orders/orders/${id}/copy`, { idempotencyKey: key }),
    onSuccess: invalidate,
  });
};

export const useCancelRequests = (status: CancelRequestStatus, enabled: boolean) =>
  useQuery({
    queryKey: cancelRequestKeys.list(status),
    queryFn: ({ signal }) =>
      api.get<Page<CancelRequest>>("/api/orders/cancel-requests", {
        params: { status, size: REQUESTS_SHOWN },
        signal,
      }),
    enabled,
  });

/** An order's latest cancel request, read only when `enabled` (a handed-over order the caller may cancel). */
export const useOrderCancelRequestIf = (orderId: number, enabled: boolean) =>
  useQuery({
    queryKey: cancelRequestKeys.ofOrder(orderId),
    queryFn: ({ signal }) =>
      api.get<OrderCancelRequestState>(`/api/orders/orders/${orderId}/cancel-request`, { signal }),
    enabled,
  }).data;

/** Staff confirm (cancel and refund) or refuse (with the reason) a cancel request; field errors stay silent. */
export const useAnswerCancelRequest = () => {
  const invalidate = useInvalidate(true);
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      reason === undefined
        ? api.post<OrderCancelled>(`/api/orders/cancel-requests/${id}/confirm`)
        : api.post<OrderCancelled>(`/api/orders/cancel-requests/${id}/refuse`, { reason }, { silent: true }),
    onSettled: invalidate,
  });
};
