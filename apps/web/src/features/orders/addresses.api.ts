import type { Address, AddressSaveRequest } from "@pp/contracts";
import type { AddressType } from "@pp/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";

export type AddressQuery = {
  page: number;
  size: number;
  type: AddressType;
  keyword?: string;
  countryCode?: string;
};
type PageOf<T> = { rows: T[]; total: number };

export const addressKeys = {
  all: ["orders", "addresses"] as const,
  page: (query: AddressQuery) => [...addressKeys.all, "page", query] as const,
};

export const useAddressPage = (query: AddressQuery) =>
  useQuery({
    queryKey: addressKeys.page(query),
    queryFn: ({ signal }) => api.post<PageOf<Address>>("/api/customerAddress/findByDto", query, { signal }),
    placeholderData: keepPreviousData,
  });

// Any change can move the default flag between rows, so every address list is refetched.
const useInvalidateAddresses = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: addressKeys.all });
};

/** Field errors come back for the form to show, so the generic error toast is left out. */
export const useSaveAddress = () => {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (input: AddressSaveRequest) =>
      api.post<Address>("/api/customerAddress/saveAddress", input, { silent: true }),
    onSuccess: invalidate,
  });
};

export const useDeleteAddress = () => {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (id: number) => api.post<{ ok: true }>("/api/customerAddress/delete", { id }),
    onSuccess: invalidate,
  });
};

export const useSetDefaultAddress = () => {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (id: number) => api.post<Address>("/api/customerAddress/setDefault", { id }),
    onSuccess: invalidate,
  });
};
