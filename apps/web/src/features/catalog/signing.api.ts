import type {
  AllotRequest,
  SignableProduct,
  SigningCustomer,
  SigningPlanRequest,
  UnallotRequest,
} from "@pp/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";

/** The customer's own view (no orgId), or the platform's allot view of one customer org. */
export type SignableQuery = { keyword?: string; orgId?: number };

const scope = queryKeysFactory("catalog", "signings");

export const signingKeys = {
  all: scope.all,
  available: (query: SignableQuery) => scope.key("available", query),
  customers: () => scope.key("customers"),
};

export const useSignableProducts = (query: SignableQuery, enabled = true) =>
  useQuery({
    queryKey: signingKeys.available(query),
    queryFn: ({ signal }) =>
      api.get<SignableProduct[]>("/api/product/signing/available", { params: query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useSigningCustomers = (enabled: boolean) =>
  useQuery({
    queryKey: signingKeys.customers(),
    queryFn: ({ signal }) => api.get<SigningCustomer[]>("/api/product/signing/customers", { signal }),
    enabled,
  });

// Signing changes the lists and the customers' signed counts alike.
const useSigningMutation = <Input>(path: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => api.post<{ ok: true }>(`/api/product/signing/${path}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: signingKeys.all }),
  });
};

export const useSignProduct = () => useSigningMutation<{ productId: number }>("sign");
export const useCancelSigning = () => useSigningMutation<{ productId: number }>("cancel");
export const useAllotProduct = () => useSigningMutation<AllotRequest>("allot");
export const useUnallotProduct = () => useSigningMutation<UnallotRequest>("unallot");
export const useSetSigningPlan = () => useSigningMutation<SigningPlanRequest>("plan");
