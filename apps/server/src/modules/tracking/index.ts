// Tracking (issue 17; docs/architecture.md "Tracking").

// ---- derived states (dashboard counts, order filters) and the package-tracking export.
export { orderTrackView } from "./derived-states";
// ---- events side: parcels' events, their refresh and the people's screens over them.
export {
  createParcelTracking,
  latestMappedEvent,
  type ParcelTrackingService,
  startTracking,
  type VisibleOrder,
} from "./parcel-tracking";
export { parcelTrackingRoutes } from "./parcel-tracking.routes";
export { createPublicTracking, type PublicTracking } from "./public-tracking";
export { publicTrackingRoutes } from "./public-tracking.routes";
// ---- rules side: rule groups, rules, assignments, the rule chains, replay, seed ----
export {
  createTrackReplay,
  type OnParcelsRemapped,
  type ParcelRemap,
  type TrackReplay,
  updateParcelStatuses,
} from "./replay";
export { createRuleChains, type RuleChains, TRACK_RULES_CHANNEL } from "./rule-chain";
export { type OnTrackChange, preloadChains, type TrackChange } from "./track-events";
export { trackRuleRoutes } from "./track-rules.routes";
export { seedTrackRules } from "./track-rules.seed";
export { createTrackRules, type TrackRules } from "./track-rules.service";
export { createParcelSettler, createTrackingWorker, type TrackingWorker } from "./tracking.worker";
export { createTrackingExport, TRACK_EXPORT_TASK } from "./tracking-export";
export { trackingExportRoutes } from "./tracking-export.routes";
