import type {
  Page,
  WebhookDelivery,
  WebhookDeliveryQuery,
  WebhookEndpoint,
  WebhookEndpointCreated,
  WebhookEndpointInput,
  WebhookRepushFailed,
  WebhookSecret,
  WebhookTestResult,
} from "@pp/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";

const scope = queryKeysFactory("webhooks");

export const webhookKeys = {
  all: scope.all,
  endpoints: () => scope.key("endpoints"),
  deliveries: (query: Partial<WebhookDeliveryQuery>) => scope.key("deliveries", query),
};

export const useWebhookEndpoints = () =>
  useQuery({
    queryKey: webhookKeys.endpoints(),
    queryFn: ({ signal }) => api.get<WebhookEndpoint[]>("/api/webhooks/endpoints", { signal }),
  });

export const useWebhookDeliveries = (query: Partial<WebhookDeliveryQuery>) =>
  useQuery({
    queryKey: webhookKeys.deliveries(query),
    queryFn: ({ signal }) =>
      api.get<Page<WebhookDelivery>>("/api/webhooks/deliveries", { params: query, signal }),
    placeholderData: keepPreviousData,
  });

const useWebhookMutation = <Input, Output>(call: (input: Input) => Promise<Output>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
};

export const useSaveEndpoint = () =>
  useWebhookMutation(({ id, body }: { id: number | null; body: WebhookEndpointInput }) =>
    id === null
      ? api.post<WebhookEndpointCreated>("/api/webhooks/endpoints", body)
      : api.put<WebhookEndpoint>(`/api/webhooks/endpoints/${id}`, body),
  );

export const useDeleteEndpoint = () =>
  useWebhookMutation((id: number) => api.delete<{ id: number }>(`/api/webhooks/endpoints/${id}`));

export const useRotateSecret = () =>
  useWebhookMutation((id: number) => api.post<WebhookSecret>(`/api/webhooks/endpoints/${id}/rotate`));

export const useSendTestEvent = () =>
  useWebhookMutation((id: number) => api.post<WebhookTestResult>(`/api/webhooks/endpoints/${id}/test`));

export const useRepush = () =>
  useWebhookMutation((id: number) => api.post<{ repushed: number }>(`/api/webhooks/deliveries/${id}/repush`));

export const useRepushFailed = () =>
  useWebhookMutation((body: WebhookRepushFailed) =>
    api.post<{ repushed: number }>("/api/webhooks/deliveries/repush-failed", body),
  );
