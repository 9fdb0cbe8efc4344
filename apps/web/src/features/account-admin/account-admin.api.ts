import type {
  AdminMenuNode,
  AdminResetPasswordRequest,
  CreateOrgAccountRequest,
  CreateUserRequest,
  CustomerRow,
  OrgAccountCreated,
  OrgOption,
  OrgSettlement,
  Role,
  RoleOption,
  SaveMenuRequest,
  SaveRoleRequest,
  UpdateUserRequest,
  UserRow,
  UserStatus,
} from "@pp/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";
import { usePageQuery } from "../../shared/api/row-hooks";
import { sessionKeys } from "../../shared/auth/session";
import { quoteKeys } from "../catalog/quote.api";

export type UserListQuery = {
  page: number;
  size: number;
  username?: string;
  nickName?: string;
  orgId?: number;
  roleId?: number;
  status?: UserStatus;
  from?: string;
  to?: string;
};
export type CustomerListQuery = { page: number; size: number; type: "main" | "sub"; keyword?: string };

const scope = queryKeysFactory("accounts");

export const accountsKeys = {
  all: scope.all,
  users: (query: UserListQuery) => scope.key("users", query),
  orgOptions: () => scope.key("org-options"),
  roleOptions: () => scope.key("role-options"),
  roles: () => scope.key("roles"),
  menuTree: () => scope.key("menu-tree"),
  customers: (query: CustomerListQuery) => scope.key("customers", query),
};

export const useUsers = (query: UserListQuery) =>
  usePageQuery<UserRow>(accountsKeys.users(query), "/api/users", query);

export const useOrgOptions = () =>
  useQuery({
    queryKey: accountsKeys.orgOptions(),
    queryFn: ({ signal }) => api.get<OrgOption[]>("/api/users/org-options", { signal }),
    staleTime: 60_000,
  });

export const useRoleOptions = () =>
  useQuery({
    queryKey: accountsKeys.roleOptions(),
    queryFn: ({ signal }) => api.get<RoleOption[]>("/api/users/role-options", { signal }),
    staleTime: 60_000,
  });

const useInvalidate = () => {
  const client = useQueryClient();
  return (withShell = false) => {
    void client.invalidateQueries({ queryKey: accountsKeys.all });
    // Menus and roles decide what everyone sees: after a change the console's own menu is refetched too.
    if (withShell) void client.invalidateQueries({ queryKey: sessionKeys.all });
  };
};

export type SaveUserInput =
  | { id: undefined; body: CreateUserRequest }
  | { id: number; body: UpdateUserRequest };

export const useSaveUser = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: SaveUserInput) =>
      input.id === undefined
        ? api.post<UserRow>("/api/users", input.body, { silent: true })
        : api.put<UserRow>(`/api/users/${input.id}`, input.body, { silent: true }),
    onSuccess: () => invalidate(),
  });
};

/** Admins and platform operators open orgs (the server refuses everyone else, finance staff included). */
export const canOpenOrgAccounts = (roles: string[] | undefined) =>
  (roles ?? []).some((role) => role === "admin" || role === "platform");

/** Opens a customer or supplier org with its main account; customers, users and org options all change. */
export const useCreateOrgAccount = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CreateOrgAccountRequest) =>
      api.post<OrgAccountCreated>("/api/orgs", body, { silent: true }),
    onSuccess: () => invalidate(),
  });
};

/** Staff set the currency a customer's quotes answer in; the customer list and the trial's default change. */
export const useSetSettlementCurrency = () => {
  const invalidate = useInvalidate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orgId, settlementCurrency }: OrgSettlement) =>
      api.put<OrgSettlement>(
        `/api/orgs/${orgId}/settlement-currency`,
        { settlementCurrency },
        { silent: true },
      ),
    onSuccess: () => {
      invalidate();
      void client.invalidateQueries({ queryKey: quoteKeys.all });
    },
  });
};

export const useSetUserStatus = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: UserStatus }) =>
      api.put<UserRow>(`/api/users/${id}/status`, { status }),
    onSuccess: () => invalidate(),
  });
};

export const useResetUserPassword = () =>
  useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminResetPasswordRequest }) =>
      api.post<{ ok: true }>(`/api/users/${id}/reset-password`, body, { silent: true }),
  });

export const useRoles = () =>
  useQuery({
    queryKey: accountsKeys.roles(),
    queryFn: ({ signal }) => api.get<Role[]>("/api/roles", { signal }),
  });

export const useSaveRole = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: SaveRoleRequest }) =>
      id === undefined
        ? api.post<Role>("/api/roles", body, { silent: true })
        : api.put<Role>(`/api/roles/${id}`, body, { silent: true }),
    onSuccess: () => invalidate(true),
  });
};

export const useDeleteRole = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true }>(`/api/roles/${id}`),
    onSuccess: () => invalidate(true),
  });
};

export const useMenuTree = () =>
  useQuery({
    queryKey: accountsKeys.menuTree(),
    queryFn: ({ signal }) => api.get<AdminMenuNode[]>("/api/menus/tree", { signal }),
  });

export const useSaveMenu = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: SaveMenuRequest }) =>
      id === undefined
        ? api.post<{ id: number }>("/api/menus", body, { silent: true })
        : api.put<{ id: number }>(`/api/menus/${id}`, body, { silent: true }),
    onSuccess: () => invalidate(true),
  });
};

export const useDeleteMenu = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true }>(`/api/menus/${id}`),
    onSuccess: () => invalidate(true),
  });
};

export const useCustomers = (query: CustomerListQuery) =>
  usePageQuery<CustomerRow>(accountsKeys.customers(query), "/api/users/listCustomersByType", query);
