import type { OrderExportTask, SubmissionPushResult } from "@pp/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { orderKeys } from "./orders.api";

// Staff's hand on an order's submission to its carrier (spec §4): push orders (again), or mark one successful
// after confirming it with the carrier (both make the order pages stale); and printing many orders' labels.

const useOrdersChange = <Input, Answer>(run: (input: Input) => Promise<Answer>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
};

export const usePushOrders = () =>
  useOrdersChange((orderIds: number[]) =>
    api.post<SubmissionPushResult>("/api/carriers/submissions/push", { orderIds }),
  );

export const useMarkSubmitted = () =>
  useOrdersChange((input: { orderId: number; trackingNumber: string }) =>
    api.post<{ ok: true }>("/api/carriers/submissions/mark-success", input, { silent: true }),
  );

/** Whether the reader pushes orders and marks submissions (platform operators). */
export { useCanManageCarriers as useCanPushOrders } from "../carriers/carriers.api";

/** The selected orders' labels merged into one PDF by a task; answers the "task submitted" message. */
export const usePrintLabels = () =>
  useMutation({
    mutationFn: (orderIds: number[]) => api.post<OrderExportTask>("/api/orders/labels/batch", { orderIds }),
  });
