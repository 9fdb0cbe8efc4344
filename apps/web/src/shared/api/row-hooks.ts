import type { ImportResult, Page } from "@pp/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type QueryParams } from "./client";

// The admin tables' data hooks, the same for every resource: a page of rows, save (create or edit) and delete
// one row, import a sheet. Each names the keys whose lists the change makes stale.

type Key = readonly unknown[];

/** Marks every list under these keys stale (every page and filter), and waits for the visible ones. */
export const useInvalidate = (...keys: Key[]) => {
  const client = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
};

/** One page of a list; the previous page stays on screen while the next one loads. */
export const usePageQuery = <T>(queryKey: Key, url: string, query: QueryParams) =>
  useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<Page<T>>(url, { params: query, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * Saves a row: `PUT url/:id` when it has an id, else `POST url` (or `createUrl`). Errors stay silent because
 * the form shows them on its fields.
 */
export const useSaveRow = <T, Input>(url: string, stale: Key[], createUrl = url) => {
  const invalidate = useInvalidate(...stale);
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: Input }) =>
      id
        ? api.put<T>(`${url}/${id}`, input, { silent: true })
        : api.post<T>(createUrl, input, { silent: true }),
    onSuccess: invalidate,
  });
};

/** Deletes a row: `DELETE url/:id`. */
export const useDeleteRow = (url: string, stale: Key[]) => {
  const invalidate = useInvalidate(...stale);
  return useMutation({
    mutationFn: (id: number) => api.delete<{ ok: true }>(`${url}/${id}`),
    onSuccess: invalidate,
  });
};

/** Imports an xlsx sheet (multipart) in the mode the user picked. */
export const useImportSheet = (url: string, stale: Key[]) => {
  const invalidate = useInvalidate(...stale);
  return useMutation({
    mutationFn: ({ file, mode }: { file: File; mode: "partial" | "all" }) => {
      const form = new FormData();
      form.append("file", file);
      return api.post<ImportResult>(url, form, { params: { mode }, timeoutMs: 120_000 });
    },
    onSuccess: invalidate,
  });
};
