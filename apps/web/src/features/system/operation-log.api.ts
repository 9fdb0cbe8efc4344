import type { OperationLog } from "@pp/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../shared/api/client";

export type OperationLogQuery = {
  page: number;
  size: number;
  username?: string;
  action?: string;
  success?: "true" | "false";
  from?: string;
  to?: string;
};

export const operationLogKeys = {
  all: ["system", "operation-logs"] as const,
  list: (query: OperationLogQuery) => [...operationLogKeys.all, query] as const,
};

/** The operation log: platform staff see everyone's entries, others their own org's (the server scopes it). */
export const useOperationLogs = (query: OperationLogQuery) =>
  useQuery({
    queryKey: operationLogKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<{ rows: OperationLog[]; total: number }>("/api/system/operation-logs", {
        params: query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
