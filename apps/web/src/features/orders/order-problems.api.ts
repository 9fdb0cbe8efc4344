import type { OrderProblem, Page, ProblemAnswerRequest } from "@pp/contracts";
import type { ProblemStatus, ProblemType } from "@pp/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";
import { orderKeys } from "./orders.api";

// Problem orders (问题件, issue 13): staff raise a problem on an order (with an attachment) and resolve it, the
// customer answers it. Each step makes the problems and the order pages (their log) stale.

const scope = queryKeysFactory("orders", "problems");

/** The problems the page shows: the newest 100 of a tab (few are open at a time). */
const PROBLEMS_SHOWN = 100;

export const problemKeys = {
  all: scope.all,
  list: (status: ProblemStatus | undefined) => scope.key("list", status ?? "all"),
  one: (id: number) => scope.key("one", id),
};

const useInvalidate = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: problemKeys.all }),
      client.invalidateQueries({ queryKey: orderKeys.all }),
    ]);
};

export const useProblems = (status: ProblemStatus | undefined) =>
  useQuery({
    queryKey: problemKeys.list(status),
    queryFn: ({ signal }) =>
      api.get<Page<OrderProblem>>("/api/orders/problems", {
        params: { ...(status ? { status } : {}), size: PROBLEMS_SHOWN },
        signal,
      }),
  });

/** One problem, read when `id` names one (the drawer is open). */
export const useProblem = (id: number | null) =>
  useQuery({
    queryKey: problemKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.get<OrderProblem>(`/api/orders/problems/${id}`, { signal }),
    enabled: id !== null,
  });

export const downloadAttachment = (problemId: number, attachment: { index: number; name: string }) =>
  api.download(
    `/api/orders/problems/${problemId}/attachments/${attachment.index}`,
    undefined,
    attachment.name,
  );

/** Staff raise a problem; field errors come back for the form to show. */
export const useRaiseProblem = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { orderId: number; type: ProblemType; description: string; file?: File }) => {
      const form = new FormData();
      form.append("orderId", String(input.orderId));
      form.append("type", input.type);
      form.append("description", input.description);
      if (input.file) form.append("file", input.file);
      return api.post<OrderProblem>("/api/orders/problems", form, { silent: true });
    },
    onSuccess: invalidate,
  });
};

export const useAnswerProblem = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: ProblemAnswerRequest }) =>
      api.post<OrderProblem>(`/api/orders/problems/${id}/answer`, answer, { silent: true }),
    onSettled: invalidate,
  });
};

export const useResolveProblem = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      api.post<OrderProblem>(`/api/orders/problems/${id}/resolve`, { note }, { silent: true }),
    onSettled: invalidate,
  });
};
