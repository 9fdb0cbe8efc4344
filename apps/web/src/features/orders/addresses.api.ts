import type { Address, AddressSaveRequest, Page } from "@pp/contracts";
import type { AddressType } from "@pp/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";

export type AddressQuery = {
  page: number;
  size: number;
  type: AddressType;
  keyword?: string;
  countryCode?: string;
};

const scope = queryKeysFactory("orders", "addresses");

export const addressKeys = {
  all: scope.all,
  page: (query: AddressQuery) => scope.key("page", query),
};

/** Every address of one type in the caller's org, defaults first: the wizard's address-book choices. */
export const useAddressChoices = (type: AddressType) =>
  useQuery({
    queryKey: scope.key("choices", type),
    queryFn: ({ signal }) =>
      api.get<Address[]>("/api/customerAddress/findByUserId", { params: { type }, signal }),
  });

export const useAddressPage = (query: AddressQuery) =>
  useQuery({
    queryKey: addressKeys.page(query),
    queryFn: ({ signal }) => api.post<Page<Address>>("/api/customerAddress/findByDto", query, { signal }),
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
