import type {
  BankTransfer,
  BankTransferStatus,
  Page,
  RechargeMethod,
  RechargePayment,
  RechargeQuote,
  RechargeSettings,
  Wallet,
} from "@pp/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { api } from "../../shared/api/client";

/** One keyset page of a history: `cursor` is the page before's `nextCursor`. */
export type HistoryQuery = { cursor?: string | undefined; size: number };
export type StaffTransferQuery = HistoryQuery & { status?: BankTransferStatus | undefined };

export const rechargeKeys = {
  all: ["finance", "recharge"] as const,
  settings: () => [...rechargeKeys.all, "settings"] as const,
  quote: (amount: string) => [...rechargeKeys.all, "quote", amount] as const,
  payments: (query: HistoryQuery) => [...rechargeKeys.all, "payments", query] as const,
  payment: (id: string) => [...rechargeKeys.all, "payment", id] as const,
  transfers: (query: HistoryQuery) => [...rechargeKeys.all, "transfers", query] as const,
  staffTransfers: (query: StaffTransferQuery) => [...rechargeKeys.all, "staff-transfers", query] as const,
  wallets: () => ["finance", "wallets", "mine"] as const,
};

export const useRechargeSettings = () =>
  useQuery({
    queryKey: rechargeKeys.settings(),
    queryFn: ({ signal }) => api.get<RechargeSettings>("/api/finance/recharges/settings", { signal }),
  });

/** Fee and payable of an amount, from the server's rule; off while the amount is not a valid one. */
export const useRechargeQuote = (amount: string | undefined) =>
  useQuery({
    queryKey: rechargeKeys.quote(amount ?? ""),
    queryFn: ({ signal }) =>
      api.get<RechargeQuote>("/api/finance/recharges/quote", { params: { amount }, signal, silent: true }),
    enabled: Boolean(amount),
  });

export const useMyWallets = () =>
  useQuery({
    queryKey: rechargeKeys.wallets(),
    queryFn: ({ signal }) => api.get<Wallet[]>("/api/finance/wallets/mine", { signal }),
  });

export const useMyPayments = (query: HistoryQuery) =>
  useQuery({
    queryKey: rechargeKeys.payments(query),
    queryFn: ({ signal }) =>
      api.get<Page<RechargePayment>>("/api/finance/recharges/payments", { params: query, signal }),
    placeholderData: keepPreviousData,
  });

export const useMyTransfers = (query: HistoryQuery) =>
  useQuery({
    queryKey: rechargeKeys.transfers(query),
    queryFn: ({ signal }) =>
      api.get<Page<BankTransfer>>("/api/finance/recharges/bank-transfers", { params: query, signal }),
    placeholderData: keepPreviousData,
  });

const useInvalidateRecharge = () => {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: rechargeKeys.all }),
        client.invalidateQueries({ queryKey: ["finance", "wallets"] }),
      ]),
    [client],
  );
};

const FOLLOW_INTERVAL_MS = 2000;

/**
 * Follows a payment just opened at the gateway until it settles (paid or expired): the payer pays on another
 * page, so without this the balance and the payment's status would stay as they were until a reload.
 */
export const useFollowPayment = (id: string | null) => {
  const invalidate = useInvalidateRecharge();
  const query = useQuery({
    queryKey: rechargeKeys.payment(id ?? ""),
    queryFn: ({ signal }) => api.get<RechargePayment>(`/api/finance/recharges/payments/${id}`, { signal }),
    enabled: id !== null,
    refetchInterval: (current) => (current.state.data?.status === "pending" ? FOLLOW_INTERVAL_MS : false),
    refetchIntervalInBackground: true,
  });
  const settled = query.data !== undefined && query.data.status !== "pending";
  useEffect(() => {
    if (settled) void invalidate();
  }, [settled, invalidate]);
};

/** Field errors come back for the form to show, so the generic error toast is left out. */
export const useCreatePayment = () => {
  const invalidate = useInvalidateRecharge();
  return useMutation({
    mutationFn: (input: { method: RechargeMethod; amount: string }) =>
      api.post<RechargePayment>("/api/finance/recharges/payments", input, { silent: true }),
    onSuccess: invalidate,
  });
};

export const useSubmitTransfer = () => {
  const invalidate = useInvalidateRecharge();
  return useMutation({
    mutationFn: ({ amount, transferDate, file }: { amount: string; transferDate: string; file: File }) => {
      const form = new FormData();
      form.append("amount", amount);
      form.append("transferDate", transferDate);
      form.append("file", file);
      return api.post<BankTransfer>("/api/finance/recharges/bank-transfers", form, { silent: true });
    },
    onSuccess: invalidate,
  });
};

export const useStaffTransfers = (query: StaffTransferQuery) =>
  useQuery({
    queryKey: rechargeKeys.staffTransfers(query),
    queryFn: ({ signal }) =>
      api.get<Page<BankTransfer>>("/api/finance/bank-transfers", { params: query, signal }),
    placeholderData: keepPreviousData,
  });

export const useConfirmTransfer = () => {
  const invalidate = useInvalidateRecharge();
  return useMutation({
    mutationFn: (id: number) => api.post<BankTransfer>(`/api/finance/bank-transfers/${id}/confirm`),
    onSuccess: invalidate,
  });
};

export const useRejectTransfer = () => {
  const invalidate = useInvalidateRecharge();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<BankTransfer>(`/api/finance/bank-transfers/${id}/reject`, { reason }, { silent: true }),
    onSuccess: invalidate,
  });
};

/** Saves the proof file under its uploaded name. */
export const downloadProof = (transfer: Pick<BankTransfer, "id" | "proofName">) =>
  api.download(`/api/finance/bank-transfers/${transfer.id}/proof`, undefined, transfer.proofName);
