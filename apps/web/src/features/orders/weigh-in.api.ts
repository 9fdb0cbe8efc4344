import type { OrderWeighed, OrderWeighInRequest } from "@pp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { rechargeKeys } from "../finance/recharge.api";
import { orderKeys } from "./orders.api";

// The warehouse's weigh-in (issue 13): the order is priced again with the measured boxes and handed over, or left
// in arrears; the order pages go stale. The customer's payment of the arrears moves the wallet too.

export const useWeighIn = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, request }: { orderId: number; request: OrderWeighInRequest }) =>
      api.post<OrderWeighed>(`/api/orders/orders/${orderId}/weigh-in`, request),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
};

export const usePayArrears = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => api.post<OrderWeighed>(`/api/orders/orders/${orderId}/pay-arrears`),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: orderKeys.all }),
        client.invalidateQueries({ queryKey: rechargeKeys.wallets() }),
      ]),
  });
};
