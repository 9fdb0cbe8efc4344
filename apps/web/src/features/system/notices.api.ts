import type { Notice, Page } from "@pp/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";

export type NoticeListQuery = { cursor?: string | undefined; size: number; unread?: "true" | undefined };

const scope = queryKeysFactory("system", "notices");

export const noticeKeys = {
  all: scope.all,
  unread: () => scope.key("unread"),
  list: (query: NoticeListQuery) => scope.key("list", query),
};

/** The bell refreshes its count this often, and whenever the window regains focus. */
const UNREAD_REFRESH_MS = 60_000;

/** How many of my notices are unread (the server counts up to 100). */
export const useUnreadNotices = () =>
  useQuery({
    queryKey: noticeKeys.unread(),
    queryFn: ({ signal }) => api.get<{ unread: number }>("/api/system/notices/unread-count", { signal }),
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: "always",
    select: (data) => data.unread,
  });

/** One keyset page of my notices, newest first. */
export const useNotices = (query: NoticeListQuery, enabled = true) =>
  useQuery({
    queryKey: noticeKeys.list(query),
    queryFn: ({ signal }) => api.get<Page<Notice>>("/api/system/notices", { params: query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

const useInvalidateNotices = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: noticeKeys.all });
};

export const useMarkNoticeRead = () => {
  const invalidate = useInvalidateNotices();
  return useMutation({
    mutationFn: (id: number) => api.post<Notice>(`/api/system/notices/${id}/read`),
    onSuccess: invalidate,
  });
};

export const useMarkAllNoticesRead = () => {
  const invalidate = useInvalidateNotices();
  return useMutation({
    mutationFn: () => api.post<{ marked: number }>("/api/system/notices/read-all"),
    onSuccess: invalidate,
  });
};
