import type {
  WalletDirection,
  WalletEntry,
  WalletEntryKind,
  WalletReferenceType,
  Withdrawal,
  WithdrawalApplyRequest,
  WithdrawalStatus,
} from "@pp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { usePageQuery } from "../../shared/api/row-hooks";

export type WalletFlowFilter = {
  kind?: WalletEntryKind;
  direction?: WalletDirection;
  referenceType?: WalletReferenceType;
  currency?: string;
  from?: string;
  to?: string;
};

export const walletFlowKeys = {
  all: ["finance", "wallet-flow"] as const,
  list: (query: WalletFlowFilter & { page: number; size: number }) => [...walletFlowKeys.all, query] as const,
};

/** Ledger entries of the caller's scope, newest first: a customer's own, every customer's for finance staff. */
export const useWalletFlow = (query: WalletFlowFilter & { page: number; size: number }) =>
  usePageQuery<WalletEntry>(walletFlowKeys.list(query), "/api/finance/wallet-flow", query);

/** The same filtered flow as an xlsx file named with the date. */
export const exportWalletFlow = (filter: WalletFlowFilter) =>
  api.download("/api/finance/wallet-flow/export", undefined, undefined, { params: filter });

/** One keyset page of withdrawals: `cursor` is the page before's `nextCursor`. */
export type WithdrawalListQuery = {
  status?: WithdrawalStatus | undefined;
  cursor?: string | undefined;
  size: number;
};

export const withdrawalKeys = {
  all: ["finance", "withdrawals"] as const,
  list: (query: WithdrawalListQuery) => [...withdrawalKeys.all, query] as const,
};

export const useWithdrawals = (query: WithdrawalListQuery) =>
  usePageQuery<Withdrawal>(withdrawalKeys.list(query), "/api/finance/withdrawals", query);

const useInvalidateWithdrawals = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: withdrawalKeys.all }),
      client.invalidateQueries({ queryKey: ["finance", "wallets"] }),
    ]);
};

/** One key per filled-in form: a double submit is applied once. Field errors are left to the form. */
export const useApplyWithdrawal = () => {
  const invalidate = useInvalidateWithdrawals();
  return useMutation({
    mutationFn: ({ key, ...body }: WithdrawalApplyRequest & { key: string }) =>
      api.post<Withdrawal>("/api/finance/withdrawals", body, {
        silent: true,
        headers: { "Idempotency-Key": key },
      }),
    onSuccess: invalidate,
  });
};

export const useApproveWithdrawal = () => {
  const invalidate = useInvalidateWithdrawals();
  return useMutation({
    mutationFn: ({ id, proofReference }: { id: number; proofReference: string }) =>
      api.post<Withdrawal>(`/api/finance/withdrawals/${id}/approve`, { proofReference }, { silent: true }),
    onSuccess: invalidate,
  });
};

export const useRejectWithdrawal = () => {
  const invalidate = useInvalidateWithdrawals();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<Withdrawal>(`/api/finance/withdrawals/${id}/reject`, { reason }, { silent: true }),
    onSuccess: invalidate,
  });
};
