import type {
  ApiLogDetail,
  ApiLogRow,
  ApiLogStats,
  ApiLogTokens,
  CarrierType,
  ConnectionCheck,
  DockingProvider,
  DockingProviderRequest,
  DockingRequest,
  DockingRequestRequest,
  DockingRequestStatus,
  OrgOption,
  OwnProvider,
  OwnProviderRequest,
  Page,
} from "@pp/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type QueryParams } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";
import { usePageQuery } from "../../shared/api/row-hooks";
import { useSessionUser } from "../../shared/auth/session";

// Docking providers, the provider types they are built on, and the API log of calls to them and to the open API
// (spec §7 api/dockingProvider, apiLog); a customer's own carrier accounts, its open-API calls and its docking
// requests. Every change makes
// the providers stale.

const scope = queryKeysFactory("carriers");
export const carrierKeys = {
  all: scope.all,
  types: () => scope.key("types"),
  providers: (query?: QueryParams) => scope.key("providers", query),
  apiLog: (query?: QueryParams) => scope.key("api-log", query),
  apiCall: (id: number) => scope.key("api-call", id),
  apiLogTokens: (query?: QueryParams) => scope.key("api-log-tokens", query),
  apiLogStats: (query?: QueryParams) => scope.key("api-log-stats", query),
  customers: () => scope.key("customers"),
  ownTypes: () => scope.key("own-types"),
  dockingRequests: (query?: QueryParams) => scope.key("docking-requests", query),
};

/** The provider types: the platform's (staff), or those a customer may dock its own account on. */
export const useCarrierTypes = (own = false) =>
  useQuery({
    queryKey: own ? carrierKeys.ownTypes() : carrierKeys.types(),
    queryFn: ({ signal }) =>
      api.get<CarrierType[]>(own ? "/api/carriers/own-providers/types" : "/api/carriers/types", { signal }),
    staleTime: 5 * 60_000,
  });

/** The caller's org's own carrier accounts. */
export const useOwnProviders = () =>
  useQuery({
    queryKey: carrierKeys.providers({ own: true }),
    queryFn: ({ signal }) => api.get<Page<OwnProvider>>("/api/carriers/own-providers", { signal }),
  });

export const useDockingProviders = (query: QueryParams = {}, enabled = true) =>
  useQuery({
    queryKey: carrierKeys.providers(query),
    queryFn: ({ signal }) =>
      api.get<Page<DockingProvider>>("/api/carriers/providers", { params: query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The customer orgs a provider may be assigned to. */
export const useCustomerOptions = (enabled = true) =>
  useQuery({
    queryKey: carrierKeys.customers(),
    queryFn: ({ signal }) => api.get<OrgOption[]>("/api/users/org-options", { signal }),
    select: (orgs) => orgs.filter((org) => org.type === "customer"),
    staleTime: 60_000,
    enabled,
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

export const useSaveOwnProvider = () =>
  useProviderChange((input: OwnProviderRequest) =>
    api.post<OwnProvider>("/api/carriers/own-providers", input, { silent: true }),
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

/** The API log's base: every call (staff), or the caller's org's open-API calls (`own`). */
const apiLogBase = (own: boolean) => (own ? "/api/carriers/my-api-log" : "/api/carriers/api-log");

export const useApiLog = (query: QueryParams, own: boolean) =>
  useQuery({
    queryKey: carrierKeys.apiLog({ ...query, own }),
    queryFn: ({ signal }) => api.get<Page<ApiLogRow>>(apiLogBase(own), { params: query, signal }),
    placeholderData: keepPreviousData,
  });

export const useApiCall = (id: number | null, own: boolean) =>
  useQuery({
    queryKey: carrierKeys.apiCall(id ?? 0),
    queryFn: ({ signal }) => api.get<ApiLogDetail>(`${apiLogBase(own)}/${id}`, { signal }),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The tokens the log can be filtered by: the caller's own (`own`), or one customer's (staff, once one is chosen). */
export const useApiLogTokens = (own: boolean, orgId: string | undefined) =>
  useQuery({
    queryKey: carrierKeys.apiLogTokens({ own, orgId }),
    queryFn: ({ signal }) =>
      api.get<ApiLogTokens>(`${apiLogBase(own)}/tokens`, { params: own ? {} : { orgId }, signal }),
    enabled: own || orgId !== undefined,
    staleTime: 60_000,
  });

export const useApiLogStats = (query: QueryParams, own: boolean) =>
  useQuery({
    queryKey: carrierKeys.apiLogStats({ ...query, own }),
    queryFn: ({ signal }) => api.get<ApiLogStats>(`${apiLogBase(own)}/stats`, { params: query, signal }),
    placeholderData: keepPreviousData,
  });

export type DockingRequestQuery = { status?: DockingRequestStatus; cursor?: string; size: number };

/** Docking requests: the caller's org's, or every org's for staff; newest first, keyset pages. */
export const useDockingRequests = (query: DockingRequestQuery) =>
  usePageQuery<DockingRequest>(carrierKeys.dockingRequests(query), "/api/carriers/docking-requests", query);

/** A request or a decision moves money: the requests and the wallet's figures are stale after it. */
const useRequestChange = <Input>(run: (input: Input) => Promise<DockingRequest>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: carrierKeys.dockingRequests() }),
        client.invalidateQueries({ queryKey: ["finance"] }),
      ]),
  });
};

export const useSubmitDockingRequest = () =>
  useRequestChange((input: DockingRequestRequest) =>
    api.post<DockingRequest>("/api/carriers/docking-requests", input, { silent: true }),
  );

export const useDecideDockingRequest = () =>
  useRequestChange(
    ({ id, action, reason }: { id: number; action: "accept" | "reject" | "withdraw"; reason?: string }) =>
      api.post<DockingRequest>(
        `/api/carriers/docking-requests/${id}/${action}`,
        action === "reject" ? { reason } : undefined,
        { silent: true },
      ),
  );

/** Whether the reader may change providers (operators); others read them. */
export const useCanManageCarriers = () => {
  const session = useSessionUser();
  return (session.data?.roles ?? []).some((role) => role === "admin" || role === "platform");
};
