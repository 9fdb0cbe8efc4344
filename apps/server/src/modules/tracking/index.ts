// The tracking module's face (issue 17; docs/architecture.md "Tracking").

// Parcels' events, their refresh and the people's screens over them.
export {
  createParcelTracking,
  latestMappedEvent,
  type ParcelTrackingService,
  startTracking,
  type VisibleOrder,
} from "./parcel-tracking";
export { parcelTrackingRoutes } from "./parcel-tracking.routes";
export type { OnTrackChange, TrackChange } from "./track-events";
export { createTrackingWorker, type TrackingWorker } from "./tracking.worker";
