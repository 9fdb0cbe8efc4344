// The carriers module's face (issue 15): docking providers (the platform's and customers' own), docking requests,
// the last mile (distributors and delivery services), the adapter kit and its registry, the API log's reads, the
// push queue, number pools, the label settings and printing. The providers', submissions' and last mile's tables are
// exported for the order detail's and the cost record account's reads.

export { apiLogPruneJob } from "./carriers.jobs";
export {
  type CarrierSeed,
  DEMO_DELIVERY_SERVICE,
  DEMO_MANUAL_PROVIDER,
  DEMO_SANDBOX_PROVIDER,
  seedCarriers,
  seedLastMile,
} from "./carriers.seed";
export { dockingProviders } from "./carriers.tables";
export { dockingRequestRoutes } from "./docking-requests.routes";
export {
  createDockingRequests,
  type DockingRequestActions,
  type DockingRequests,
} from "./docking-requests.service";
export { CarrierError, type ShipmentRequest, type ShipmentResult } from "./kit/carrier";
export { CIRCUIT_OPEN } from "./kit/provider-client";
export { trackingLimitsOf } from "./kit/registry";
export { labelSettingRoutes } from "./label-settings.routes";
export {
  type CarrierLabelAsks,
  carrierLabelAsks,
  createLabelSettingService,
  type SalesProductOptions,
} from "./label-settings.service";
export { isReadablePdf, labelProductName } from "./labels";
export { labelRoutes } from "./labels.routes";
export { type AttachSellerLabel, createLabelService, type LabelOrders } from "./labels.service";
export { lastMileRoutes } from "./last-mile.routes";
export { createLastMileService } from "./last-mile.service";
export { deliveryServices, distributors } from "./last-mile.tables";
export { createManualShipment, type ManualShipment } from "./number-pools/manual-shipments";
export { numberPoolRoutes } from "./number-pools/number-pools.routes";
export { createNumberPoolService, type NumberPoolService } from "./number-pools/number-pools.service";
export { carrierRoutes } from "./providers.routes";
export { type CarrierService, createCarrierService } from "./providers.service";
export { sandboxCarrierRoutes } from "./sandbox-carrier/sandbox-carrier.routes";
export * as shipmentQueue from "./shipments.repository";
export { type SubmissionActions, submissionRoutes } from "./shipments.routes";
export { sellerLabels, shipments } from "./shipments.tables";
