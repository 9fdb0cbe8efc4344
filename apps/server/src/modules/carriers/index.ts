// The carriers module's face (issue 15): docking providers, the adapter kit and its registry, the API log's reads.

export { apiLogPruneJob } from "./carriers.jobs";
export { carrierRoutes } from "./providers.routes";
export { type CarrierService, createCarrierService } from "./providers.service";
