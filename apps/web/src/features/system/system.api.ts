import type { Page, SandboxMessage, Task } from "@pp/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";

export type SandboxMessageQuery = {
  page: number;
  size: number;
  channel?: SandboxMessage["channel"];
  recipient?: string;
  from?: string;
  to?: string;
};
export type TaskQuery = { page: number; size: number; status?: Task["status"]; from?: string; to?: string };

const scope = queryKeysFactory("system");

export const systemKeys = {
  all: scope.all,
  sandboxMessages: (query: SandboxMessageQuery) => scope.key("sandbox-messages", query),
  tasks: (query: TaskQuery) => scope.key("tasks", query),
};

// While the next page loads, the previous one stays on screen: the table does not collapse and jump.
export const useSandboxMessages = (query: SandboxMessageQuery) =>
  useQuery({
    queryKey: systemKeys.sandboxMessages(query),
    queryFn: ({ signal }) =>
      api.get<Page<SandboxMessage>>("/api/system/sandbox-messages", { params: query, signal }),
    placeholderData: keepPreviousData,
  });

const TASK_POLL_MS = 5000;

/** Task records; polled while any visible task is still processing, so the list settles by itself. */
export const useTasks = (query: TaskQuery) =>
  useQuery({
    queryKey: systemKeys.tasks(query),
    queryFn: ({ signal }) => api.get<Page<Task>>("/api/system/tasks", { params: query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.rows.some((task) => task.status === "processing") ? TASK_POLL_MS : false,
  });

/** Saves the file a finished task made (an export). */
export const downloadTaskFile = (task: Task & { file: { name: string } }) =>
  api.download(`/api/system/tasks/${task.id}/file`, undefined, task.file.name);
