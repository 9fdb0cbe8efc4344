import type {
  ApiLogDetail,
  ApiLogRow,
  CarrierType,
  ConnectionCheck,
  DockingProvider,
  DockingProviderRequest,
  OrgOption,
  Page,
} from "@pp/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type QueryParams } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";
import { useSessionUser } from "../../shared/auth/session";

// Docking providers, the provider types they are built on, and the API log of calls to them (spec §7
// api/dockingProvider, apiLog). Every change makes the providers stale.

const scope = queryKeysFactory("carriers");
export const carrierKeys = {
  all: scope.all,
  types: () => scope.key("types"),
  providers: (query?: QueryParams) => scope.key("providers", query),
  apiLog: (query?: QueryParams) => scope.key("api-log", query),
  apiCall: (id: number) => scope.key("api-call", id),
  customers: () => scope.key("customers"),
};

export const useCarrierTypes = () =>
  useQuery({
    queryKey: carrierKeys.types(),
    queryFn: ({ signal }) => api.get<CarrierType[]>("/api/carriers/types", { signal }),
    staleTime: 5 * 60_000,
  });

export const useDockingProviders = (query: QueryParams = {}) =>
  useQuery({
    queryKey: carrierKeys.providers(query),
    queryFn: ({ signal }) =>
      api.get<Page<DockingProvider>>("/api/carriers/providers", { params: query, signal }),
    placeholderData: keepPreviousData,
  });

/** The customer orgs a provider may be assigned to. */
export const useCustomerOptions = () =>
  useQuery({
    queryKey: carrierKeys.customers(),
    queryFn: ({ signal }) => api.get<OrgOption[]>("/api/users/org-options", { signal }),
    select: (orgs) => orgs.filter((org) => org.type === "customer"),
    staleTime: 60_000,
  });

const useProviderChange = <Input, Answer>(run: (input: Input) => Promise<Answer>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: carrierKeys.providers() }),
  });
};

export const useSaveProvider = () =>
  useProviderChange((input: DockingProviderRequest) =>
    api.post<DockingProvider>("/api/carriers/providers", input, { silent: true }),
  );

export const useDeleteProvider = () =>
  useProviderChange((id: number) => api.delete<{ ok: true }>(`/api/carriers/providers/${id}`));

/** Calls the provider once through its circuit; the answer says how it went and the provider as it is now. */
export const useCheckConnection = () =>
  useProviderChange((id: number) =>
    api.post<ConnectionCheck>(`/api/carriers/providers/${id}/check`, undefined, { silent: true }),
  );

export const useSetProviderCustomers = () =>
  useProviderChange(({ id, orgIds }: { id: number; orgIds: number[] }) =>
    api.put<DockingProvider>(`/api/carriers/providers/${id}/customers`, { orgIds }, { silent: true }),
  );

export const useApiLog = (query: QueryParams) =>
  useQuery({
    queryKey: carrierKeys.apiLog(query),
    queryFn: ({ signal }) => api.get<Page<ApiLogRow>>("/api/carriers/api-log", { params: query, signal }),
    placeholderData: keepPreviousData,
  });

export const useApiCall = (id: number | null) =>
  useQuery({
    queryKey: carrierKeys.apiCall(id ?? 0),
    queryFn: ({ signal }) => api.get<ApiLogDetail>(`/api/carriers/api-log/${id}`, { signal }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Whether the reader may change providers (operators); others read them. */
export const useCanManageCarriers = () => {
  const session = useSessionUser();
  return (session.data?.roles ?? []).some((role) => role === "admin" || role === "platform");
};
