import type { DeliveryService, DeliveryServiceInput, Distributor, DistributorInput } from "@pp/contracts";
import { useMutation } from "@tanstack/react-query";
import { api, type QueryParams } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";
import { useDeleteRow, useInvalidate, usePageQuery, useSaveRow } from "../../shared/api/row-hooks";

// The last mile (spec §7 api/tailLogistics): distributors and the delivery services they deliver behind a docking
// provider. A change to a distributor makes the services stale too (they show its name).

const scope = queryKeysFactory("last-mile");
export const lastMileKeys = {
  distributors: (query?: QueryParams) => scope.key("distributors", query),
  services: (query?: QueryParams) => scope.key("delivery-services", query),
};

const DISTRIBUTORS = "/api/carriers/distributors";
const SERVICES = "/api/carriers/delivery-services";

export const useDistributors = (query: QueryParams) =>
  usePageQuery<Distributor>(lastMileKeys.distributors(query), DISTRIBUTORS, query);

export const useSaveDistributor = () =>
  useSaveRow<Distributor, DistributorInput>(DISTRIBUTORS, [
    lastMileKeys.distributors(),
    lastMileKeys.services(),
  ]);

export const useDeleteDistributor = () => useDeleteRow(DISTRIBUTORS, [lastMileKeys.distributors()]);

export const useDeliveryServices = (query: QueryParams) =>
  usePageQuery<DeliveryService>(lastMileKeys.services(query), SERVICES, query);

export const useSaveDeliveryService = () =>
  useSaveRow<DeliveryService, DeliveryServiceInput>(SERVICES, [
    lastMileKeys.services(),
    lastMileKeys.distributors(),
  ]);

export const useDeleteDeliveryService = () =>
  useDeleteRow(SERVICES, [lastMileKeys.services(), lastMileKeys.distributors()]);

/** Turns a distributor or a delivery service on or off. */
export const useSetLastMileEnabled = (kind: "distributors" | "services") => {
  const invalidate = useInvalidate(lastMileKeys.distributors(), lastMileKeys.services());
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      api.put<unknown>(`${kind === "distributors" ? DISTRIBUTORS : SERVICES}/${id}/status`, { enabled }),
    onSuccess: invalidate,
  });
};
