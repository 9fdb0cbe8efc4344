import type {
  ManualTrackEvent,
  OrderExportRequest,
  OrderExportTask,
  ParcelTracking,
  PublicTrackingResult,
  TrackingLookupResult,
  TrackStateCounts,
} from "@pp/contracts";
import type { Language } from "@pp/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";
import { orderKeys } from "../orders/orders.api";

// A parcel's tracking (issue 17): the lookup of pasted numbers, an order's timeline, its manual refresh and the
// events staff enter by hand. A change makes the order's pages (status, log) stale too.

const scope = queryKeysFactory("tracking", "parcels");
export const trackingKeys = {
  all: scope.all,
  order: (id: number) => scope.key("order", id),
  public: (numbers: string[], lang: Language) => scope.key("public", { numbers, lang }),
  stateCounts: () => scope.key("stateCounts"),
};

/** The dashboard's counts of orders per derived tracking state, over the orders the reader sees. */
export const useTrackStateCounts = (enabled: boolean) =>
  useQuery({
    queryKey: trackingKeys.stateCounts(),
    queryFn: ({ signal }) => api.get<TrackStateCounts>("/api/orders/orders/track-state-counts", { signal }),
    enabled,
  });

/** Saves the package-tracking xlsx, or answers the task the server submitted for a large export. */
export const exportTracking = (request: OrderExportRequest) =>
  api.downloadOrTask<OrderExportTask>("/api/tracking/exports", request);

export const useOrderTracking = (orderId: number) =>
  useQuery({
    queryKey: trackingKeys.order(orderId),
    queryFn: ({ signal }) => api.get<ParcelTracking>(`/api/tracking/orders/${orderId}`, { signal }),
  });

const useSetTracking = (orderId: number) => {
  const client = useQueryClient();
  return async (tracking: ParcelTracking) => {
    client.setQueryData(trackingKeys.order(orderId), tracking);
    await client.invalidateQueries({ queryKey: orderKeys.all });
  };
};

export const useRefreshTracking = (orderId: number) => {
  const set = useSetTracking(orderId);
  return useMutation({
    mutationFn: () => api.post<ParcelTracking>(`/api/tracking/orders/${orderId}/refresh`),
    onSuccess: set,
  });
};

export const useSaveManualEvent = (orderId: number) => {
  const set = useSetTracking(orderId);
  return useMutation({
    mutationFn: ({ eventId, event }: { eventId: number | null; event: ManualTrackEvent }) =>
      eventId === null
        ? api.post<ParcelTracking>(`/api/tracking/orders/${orderId}/events`, event)
        : api.put<ParcelTracking>(`/api/tracking/orders/${orderId}/events/${eventId}`, event),
    onSuccess: set,
  });
};

export const useTrackingLookup = () =>
  useMutation({
    mutationFn: (numbers: string[]) => api.post<TrackingLookupResult>("/api/tracking/lookup", { numbers }),
  });

/**
 * The public tracking page's answer for the numbers of its link, in the page's language (asked again when the
 * language changes: the statuses' texts come from the server). The page presents failures itself.
 */
export const usePublicTracking = (numbers: string[], lang: Language) =>
  useQuery({
    queryKey: trackingKeys.public(numbers, lang),
    queryFn: ({ signal }) =>
      api.post<PublicTrackingResult>("/api/public/tracking", { numbers }, { signal, silent: true }),
    enabled: numbers.length > 0,
    retry: false,
    staleTime: 60_000,
  });
