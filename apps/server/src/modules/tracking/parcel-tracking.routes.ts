import {
  manualTrackEventSchema,
  orderIdParamsSchema,
  parcelTrackingSchema,
  trackEventParamsSchema,
  trackingLookupResultSchema,
  trackingLookupSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { auditedWrites } from "../../platform/audited-routes";
import { readRoutes } from "../../platform/read-routes";
import type { ParcelTrackingService } from "./parcel-tracking";

// Issue 17 (spec §2 order tracking, order detail tracking): the lookup serves the "orders/tracking" screen, an
// order's timeline and its manual refresh the order detail (and the tracking screen's cards); staff's events by
// hand need `keepTrackEvents`.
const LOOKUP = ["orders/tracking"];
const ORDER = ["orders/detail", "orders/tracking"];

export const parcelTrackingRoutes = async (
  app: FastifyInstance,
  { tracking }: { tracking: ParcelTrackingService },
) => {
  const tags = ["tracking: parcels"];
  const { write } = auditedWrites(app, tags);
  const { get, ask } = readRoutes(app, tags);

  ask(
    "/api/tracking/lookup",
    {
      config: { screens: LOOKUP },
      summary:
        "Up to 100 numbers (order numbers, references or any tracking number): per input the parcels it names with their timelines, newest first",
      body: trackingLookupSchema,
      response: trackingLookupResultSchema,
    },
    (actor, body) => tracking.lookup(actor, body.numbers),
  );

  get(
    "/api/tracking/orders/:id",
    {
      config: { screens: ORDER },
      summary: "An order's tracking: its status and its timeline merged across its numbers, newest first",
      params: orderIdParamsSchema,
      response: parcelTrackingSchema,
    },
    (actor, { params }) => tracking.ofOrder(actor, params.id),
  );

  write(
    "POST",
    "/api/tracking/orders/:id/refresh",
    {
      config: { screens: ORDER, audit: { action: "tracking.refresh", target: "order" } },
      summary: "Asks the carrier for the order's events now and answers its tracking",
      params: orderIdParamsSchema,
      response: parcelTrackingSchema,
    },
    (actor, { params }) => tracking.refresh(actor, params.id),
  );

  write(
    "POST",
    "/api/tracking/orders/:id/events",
    {
      config: {
        screens: ["orders/detail"],
        needs: "keepTrackEvents",
        audit: { action: "tracking.event.add", target: "order" },
      },
      summary:
        "Staff add logistics info by hand: time (with its zone), place, text and status, marked manual",
      params: orderIdParamsSchema,
      body: manualTrackEventSchema,
      response: parcelTrackingSchema,
    },
    (actor, { params, body }) => tracking.addManual(actor, params.id, body),
  );

  write(
    "PUT",
    "/api/tracking/orders/:id/events/:eventId",
    {
      config: {
        screens: ["orders/detail"],
        needs: "keepTrackEvents",
        audit: { action: "tracking.event.edit", target: "order" },
      },
      summary: "Staff correct an event they entered by hand (a carrier's event is never changed)",
      params: trackEventParamsSchema,
      body: manualTrackEventSchema,
      response: parcelTrackingSchema,
    },
    (actor, { params, body }) => tracking.editManual(actor, params.id, params.eventId, body),
  );
};
