import type {
  OrderImport,
  OrderImportMode,
  OrderImportPage,
  OrderImportPayDraftsResult,
  OrderImportQuery,
} from "@pp/contracts";
import type { Language } from "@pp/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLanguage } from "../../locales";
import { api } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";
import { IMPORT_POLL_MS, isImportRunning } from "./order-import";
import { orderKeys } from "./orders.api";

// Bulk orders (issue 14): the template, the upload, one import's record (polled while it runs), the history and
// paying an import's drafts. The keys sit under the orders' own: an import places orders, so whatever refreshes the
// order pages refreshes these too. Errors and reasons come in the reader's language, hence the language in the keys.

/** One history page: the filters as the URL keeps them, `cursor` the page before's `nextCursor`. */
export type OrderImportListParams = Partial<Omit<OrderImportQuery, "size">> & { size: number };

const scope = queryKeysFactory(...orderKeys.all, "imports");

export const orderImportKeys = {
  all: scope.all,
  list: (query: OrderImportListParams, lang: Language) => scope.key("list", query, lang),
  one: (id: number, lang: Language) => scope.key("one", id, lang),
};

export const useOrderImportPage = (query: OrderImportListParams) =>
  useQuery({
    queryKey: orderImportKeys.list(query, useLanguage()),
    queryFn: ({ signal }) => api.get<OrderImportPage>("/api/orders/imports", { params: query, signal }),
    placeholderData: keepPreviousData,
  });

/** One import, polled about every second while it is processing (react-query stops polling on unmount). */
export const useOrderImport = (id: number | null) =>
  useQuery({
    queryKey: orderImportKeys.one(id ?? 0, useLanguage()),
    queryFn: ({ signal }) => api.get<OrderImport>(`/api/orders/imports/${id}`, { signal }),
    enabled: id !== null,
    refetchInterval: (current) =>
      current.state.data && isImportRunning(current.state.data) ? IMPORT_POLL_MS : false,
  });

export type OrderImportUpload = { file: File; mode: OrderImportMode; senderAddressId?: number | undefined };

/** Uploads a file; its refusals (type, size, rows) come back as a field error on `file`, shown under the upload. */
export const useUploadOrderImport = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mode, senderAddressId }: OrderImportUpload) => {
      const body = new FormData();
      body.append("mode", mode);
      if (senderAddressId !== undefined) body.append("senderAddressId", String(senderAddressId));
      body.append("file", file);
      return api.post<OrderImport>("/api/orders/imports", body, { silent: true, timeoutMs: 120_000 });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: scope.all }),
  });
};

/** Submits the task that pays an import's drafts; the answer names its task management record. */
export const usePayImportDrafts = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<OrderImportPayDraftsResult>(`/api/orders/imports/${id}/pay-drafts`),
    onSuccess: () => client.invalidateQueries({ queryKey: scope.all }),
  });
};

/** The imports whose drafts still await payment: the order list's notice. */
export const useUnpaidDraftImports = (enabled: boolean) =>
  useQuery({
    queryKey: orderImportKeys.list({ size: 5, unpaidDrafts: "true" }, useLanguage()),
    queryFn: ({ signal }) =>
      api.get<OrderImportPage>("/api/orders/imports", { params: { size: 5, unpaidDrafts: "true" }, signal }),
    enabled,
  });

export const downloadImportTemplate = (lang: Language) =>
  api.download("/api/orders/imports/template", undefined, undefined, { params: { lang } });

export const downloadImportFile = (row: Pick<OrderImport, "id" | "fileName">) =>
  api.download(`/api/orders/imports/${row.id}/file`, undefined, row.fileName);

export const downloadFailedRecords = (row: Pick<OrderImport, "id">) =>
  api.download(`/api/orders/imports/${row.id}/failed`);
