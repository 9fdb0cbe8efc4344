import type {
  CostAccount,
  CostAccountInput,
  ProductOrderHandling,
  ProductOrderHandlingInput,
} from "@pp/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { productKeys } from "./products.api";

// A sales product's order handling tab (spec §7 getOrderEditParam / updateOrderEditParam): its keys sit under the
// products' scope, so saving any tab (and this one) refreshes the detail and its version.

const orderHandlingKey = (productId: number) => [...productKeys.detail("sales", productId), "order-handling"];

export const useOrderHandling = (productId: number) =>
  useQuery({
    queryKey: orderHandlingKey(productId),
    queryFn: ({ signal }) =>
      api.get<ProductOrderHandling>(`/api/product/getOrderEditParam/${productId}`, { signal }),
  });

export const useSaveOrderHandling = (productId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductOrderHandlingInput) =>
      api.put<ProductOrderHandling>(`/api/product/updateOrderEditParam/${productId}`, input, {
        silent: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: productKeys.all }),
  });
};

// A cost record's carrier account (spec §7 api/productCost account/{id}): the docking provider and service code.
const costAccountKey = (productId: number) => [...productKeys.detail("cost", productId), "account"];

export const useCostAccount = (productId: number) =>
  useQuery({
    queryKey: costAccountKey(productId),
    queryFn: ({ signal }) => api.get<CostAccount>(`/api/productCost/account/${productId}`, { signal }),
  });

export const useSaveCostAccount = (productId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CostAccountInput) =>
      api.put<CostAccount>(`/api/productCost/account/${productId}`, input, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: productKeys.all }),
  });
};
