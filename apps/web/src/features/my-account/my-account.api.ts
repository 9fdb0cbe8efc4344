import type {
  ApiToken,
  CodeSent,
  CreateApiTokenRequest,
  CreateSubAccountRequest,
  GrantNode,
  IssuedApiToken,
  OwnSession,
  Page,
  Profile,
  SubAccount,
  UpdateSubAccountRequest,
} from "@pp/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";
import { usePageQuery } from "../../shared/api/row-hooks";
import { sessionKeys } from "../../shared/auth/session";

export type SubAccountListQuery = {
  page: number;
  size: number;
  keyword?: string;
  status?: SubAccount["status"];
};

const scope = queryKeysFactory("account");

export const accountKeys = {
  all: scope.all,
  subAccounts: () => scope.key("sub-accounts"),
  subAccountList: (query: SubAccountListQuery) => scope.key("sub-accounts", "list", query),
  grantTree: () => scope.key("grant-tree"),
  profile: () => scope.key("profile"),
  sessions: () => scope.key("sessions"),
  apiTokens: () => scope.key("api-tokens"),
};

// ---- sub-accounts ---------------------------------------------------------------------------

export const useSubAccounts = (query: SubAccountListQuery) =>
  usePageQuery<SubAccount>(accountKeys.subAccountList(query), "/api/subAccounts", query);

export const useGrantTree = (enabled: boolean) =>
  useQuery({
    queryKey: accountKeys.grantTree(),
    queryFn: ({ signal }) => api.get<GrantNode[]>("/api/subAccounts/grantTree", { signal }),
    enabled,
    staleTime: 60_000,
  });

const useSubAccountMutation = <Input, Output>(call: (input: Input) => Promise<Output>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.subAccounts() }),
  });
};

// Forms show their errors on the fields, so these calls do not toast.
export const useCreateSubAccount = () =>
  useSubAccountMutation((body: CreateSubAccountRequest) =>
    api.post<SubAccount>("/api/subAccounts", body, { silent: true }),
  );

export const useUpdateSubAccount = () =>
  useSubAccountMutation(({ id, ...body }: UpdateSubAccountRequest & { id: number }) =>
    api.put<SubAccount>(`/api/subAccounts/${id}`, body, { silent: true }),
  );

export const useSetSubAccountStatus = () =>
  useSubAccountMutation(({ id, enable }: { id: number; enable: boolean }) =>
    api.post<SubAccount>(`/api/subAccounts/${id}/${enable ? "enable" : "disable"}`),
  );

export const useResetSubAccountPassword = () =>
  useSubAccountMutation(({ id, password }: { id: number; password: string }) =>
    api.post<{ ok: true }>(`/api/subAccounts/${id}/resetPassword`, { password }, { silent: true }),
  );

export const useSaveGrants = () =>
  useSubAccountMutation(({ id, grants }: { id: number; grants: string[] }) =>
    api.put<SubAccount>(`/api/subAccounts/${id}/grants`, { grants }),
  );

// ---- profile and security ------------------------------------------------------------------

export const useProfile = () =>
  useQuery({
    queryKey: accountKeys.profile(),
    queryFn: ({ signal }) => api.get<Profile>("/api/users/profile", { signal }),
  });

/** A profile change also changes the session user (its name in the top bar). */
const useProfileMutation = <Input>(call: (input: Input) => Promise<Profile>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (profile) => {
      client.setQueryData(accountKeys.profile(), profile);
      void client.invalidateQueries({ queryKey: sessionKeys.info() });
    },
  });
};

export const useUpdateNickName = () =>
  useProfileMutation((nickName: string) =>
    api.put<Profile>("/api/users/profile", { nickName }, { silent: true }),
  );

export type ContactKind = "email" | "phone";

export const sendChangeCode = (kind: ContactKind, target: string) =>
  kind === "email"
    ? api.post<CodeSent>("/api/users/sendEmailCode", { email: target }, { silent: true })
    : api.post<CodeSent>("/api/users/sendPhoneCode", { phone: target }, { silent: true });

export const useConfirmContactChange = () =>
  useProfileMutation(({ kind, target, code }: { kind: ContactKind; target: string; code: string }) =>
    kind === "email"
      ? api.post<Profile>(
          `/api/users/updateEmail/${encodeURIComponent(code)}`,
          { email: target },
          { silent: true },
        )
      : api.post<Profile>(
          `/api/users/updatePhone/${encodeURIComponent(code)}`,
          { phone: target },
          { silent: true },
        ),
  );

export const useOwnSessions = () =>
  useQuery({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => api.get<OwnSession[]>("/api/users/sessions", { signal }),
  });

export const useRevokeSession = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true; wasCurrent: boolean }>(`/api/users/sessions/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
};

// ---- API tokens ----------------------------------------------------------------------------

export const useApiTokens = () =>
  useQuery({
    queryKey: accountKeys.apiTokens(),
    queryFn: ({ signal }) => api.get<ApiToken[]>("/api/apiTokens", { signal }),
  });

/** The main account's enabled sub-accounts, who may hold a token it creates (only the main account asks). */
export const useTokenHolderOptions = (enabled: boolean) =>
  useQuery({
    queryKey: accountKeys.subAccountList({ page: 1, size: 100, status: "enabled" }),
    queryFn: ({ signal }) =>
      api.get<Page<SubAccount>>("/api/subAccounts", {
        params: { page: 1, size: 100, status: "enabled" },
        signal,
      }),
    enabled,
  });

const useApiTokenMutation = <Input, Output>(call: (input: Input) => Promise<Output>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.apiTokens() }),
  });
};

// The create and rename forms show their errors on the fields (or above them), so these calls do not toast.
export const useCreateApiToken = () =>
  useApiTokenMutation((body: CreateApiTokenRequest) =>
    api.post<IssuedApiToken>("/api/apiTokens", body, { silent: true }),
  );

export const useRenameApiToken = () =>
  useApiTokenMutation(({ id, name }: { id: number; name: string }) =>
    api.put<ApiToken>(`/api/apiTokens/${id}`, { name }, { silent: true }),
  );

export const useRegenerateApiToken = () =>
  useApiTokenMutation(({ id, overlapHours }: { id: number; overlapHours: number }) =>
    api.post<IssuedApiToken>(`/api/apiTokens/${id}/regenerate`, { overlapHours }),
  );

export const useRevokeApiToken = () =>
  useApiTokenMutation((id: number) => api.post<ApiToken>(`/api/apiTokens/${id}/revoke`));
