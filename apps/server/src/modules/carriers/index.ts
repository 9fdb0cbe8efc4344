// The carriers module's face (issue 15): docking providers, the last mile (distributors and delivery services), the
// adapter kit and its registry, the API log's reads, the push queue. The providers', submissions' and last mile's
// tables are exported for the order detail's and the cost record account's reads.

export { apiLogPruneJob } from "./carriers.jobs";
export {
  type CarrierSeed,
  DEMO_DELIVERY_SERVICE,
  DEMO_SANDBOX_PROVIDER,
  seedCarriers,
  seedLastMile,
} from "./carriers.seed";
export { dockingProviders } from "./carriers.tables";
export { BREAKER_COOL_MS } from "./kit/breaker";
export { CarrierError, type ShipmentRequest, type ShipmentResult } from "./kit/carrier";
export { CIRCUIT_OPEN } from "./kit/provider-client";
export { labelRoutes } from "./labels.routes";
export { createLabelService } from "./labels.service";
export { lastMileRoutes } from "./last-mile.routes";
export { createLastMileService } from "./last-mile.service";
export { deliveryServices, distributors } from "./last-mile.tables";
export { carrierRoutes } from "./providers.routes";
export { type CarrierService, createCarrierService } from "./providers.service";
export { sandboxCarrierRoutes } from "./sandbox-carrier/sandbox-carrier.routes";
export * as shipmentQueue from "./shipments.repository";
export { type SubmissionActions, submissionRoutes } from "./shipments.routes";
export { shipments } from "./shipments.tables";
