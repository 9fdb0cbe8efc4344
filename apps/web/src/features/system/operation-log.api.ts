import type { OperationLog, Page } from "@pp/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";

export type OperationLogQuery = {
  page: number;
  size: number;
  username?: string;
  action?: string;
  success?: "true" | "false";
  from?: string;
  to?: string;
};

const scope = queryKeysFactory("system", "operation-logs");

export const operationLogKeys = {
  all: scope.all,
  list: (query: OperationLogQuery) => scope.key(query),
};

/** The operation log: platform staff see everyone's entries, others their own org's (the server scopes it). */
export const useOperationLogs = (query: OperationLogQuery) =>
  useQuery({
    queryKey: operationLogKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<Page<OperationLog>>("/api/system/operation-logs", {
        params: query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
