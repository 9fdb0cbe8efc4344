import { MAPPABLE_TRACK_STATUSES, TRACK_STATUSES, TRACKING_LOOKUP_MAX } from "@pp/domain";
import { z } from "zod";
import { optionalText, requiredText } from "./fields.contract";

// A parcel's tracking (issue 17; docs/architecture.md "Tracking"): the lookup of up to TRACKING_LOOKUP_MAX numbers,
// an order's timeline, its manual refresh and the events staff enter by hand.

/** One event of a timeline, newest first: the platform's status in the reader's language beside the carrier's text. */
export const trackEventSchema = z.object({
  id: z.number().int(),
  /** The number it came under (a parcel's timeline merges all its numbers). */
  number: z.string(),
  source: z.string(),
  code: z.string(),
  /** The carrier's original text, as sent. */
  text: z.string(),
  place: z.string(),
  /** The time as the carrier sent it, and the zone an offset-less time was read in. */
  timeSent: z.string(),
  zone: z.string(),
  /** Its instant (ISO); `assumed` when the carrier gave no offset. */
  at: z.string(),
  assumed: z.boolean(),
  manual: z.boolean(),
  status: z.enum(MAPPABLE_TRACK_STATUSES).nullable(),
  /** The status's text in the reader's language; "" for an event no rule maps. */
  statusText: z.string(),
  alert: z.boolean(),
});
export type TrackEventDto = z.infer<typeof trackEventSchema>;

export const parcelTrackingSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  referenceNo: z.string(),
  numbers: z.array(z.string()),
  /** Null: no mapped event yet. */
  status: z.enum(TRACK_STATUSES).nullable(),
  statusText: z.string(),
  alert: z.boolean(),
  lastEventAt: z.string().nullable(),
  refreshedAt: z.string().nullable(),
  /** When the refresh asks the carrier next; null when it no longer does. */
  nextRefreshAt: z.string().nullable(),
  events: z.array(trackEventSchema),
});
export type ParcelTracking = z.infer<typeof parcelTrackingSchema>;

/** Numbers to look up: order numbers, references or any tracking number. */
export const trackingLookupSchema = z.object({
  numbers: z
    .array(z.string().trim().min(1).max(64))
    .min(1, { message: "required" })
    .max(TRACKING_LOOKUP_MAX, { message: "TRACK_LOOKUP_MAX" }),
});
export type TrackingLookup = z.infer<typeof trackingLookupSchema>;

export const trackingLookupResultSchema = z.object({
  results: z.array(
    z.object({
      input: z.string(),
      /** The parcels the input names (usually one); empty: not found. */
      parcels: z.array(parcelTrackingSchema),
    }),
  ),
});
export type TrackingLookupResult = z.infer<typeof trackingLookupResultSchema>;

/** An event staff enter (or correct) by hand: mapped directly to its status and marked manual. */
export const manualTrackEventSchema = z.object({
  /** "2026-11-20 14:03" (read in `zone`) or a time with an offset. */
  time: requiredText(40),
  zone: requiredText(60),
  place: optionalText(200),
  text: requiredText(500),
  status: z.enum(MAPPABLE_TRACK_STATUSES),
});
export type ManualTrackEvent = z.infer<typeof manualTrackEventSchema>;

export const trackEventParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  eventId: z.coerce.number().int().positive(),
});
