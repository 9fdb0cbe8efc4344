import {
  MAPPABLE_TRACK_STATUSES,
  PUBLIC_TRACKING_MAX,
  PUBLIC_TRACKING_NUMBER_MAX_LENGTH,
  TRACK_STATUSES,
} from "@pp/domain";
import { z } from "zod";

// The public tracking page and API (issue 17, for the sellers' buyers; docs/architecture.md "Tracking", "Public
// tracking"): no sign-in, so the answer carries statuses, times and places only, never the carrier's own text,
// names, addresses, phones, prices, weights, references or ids.

/** Up to PUBLIC_TRACKING_MAX order numbers or tracking numbers (trimmed; blank and repeated ones are dropped). */
export const publicTrackingLookupSchema = z.object({
  numbers: z
    .array(
      z.string().trim().max(PUBLIC_TRACKING_NUMBER_MAX_LENGTH, { message: "PUBLIC_TRACKING_NUMBER_LENGTH" }),
    )
    .min(1, { message: "PUBLIC_TRACKING_EMPTY" })
    .max(PUBLIC_TRACKING_MAX, { message: "PUBLIC_TRACKING_MAX" }),
});
export type PublicTrackingLookup = z.infer<typeof publicTrackingLookupSchema>;

/** One event as a buyer reads it, newest first. */
export const publicTrackEventSchema = z.object({
  /** The event's instant (ISO 8601, UTC). */
  at: z.string(),
  /** The time as the carrier sent it, local to the event, and the zone it was read in. */
  timeSent: z.string(),
  zone: z.string(),
  place: z.string(),
  /** The platform's status of the event (null: no rule maps it) and its text in the request's language. */
  status: z.enum(MAPPABLE_TRACK_STATUSES).nullable(),
  statusText: z.string(),
  /** The mapping rule's description of the event, in the platform's words ("" when it has none). */
  eventText: z.string(),
});
export type PublicTrackEvent = z.infer<typeof publicTrackEventSchema>;

export const publicParcelSchema = z.object({
  /** The parcel's status (null: no event yet) and its text in the request's language. */
  status: z.enum(TRACK_STATUSES).nullable(),
  statusText: z.string(),
  /** The latest event's instant (ISO), null before the first. */
  lastEventAt: z.string().nullable(),
  /** ISO 3166 alpha-2 codes. */
  originCountry: z.string(),
  destCountry: z.string(),
  events: z.array(publicTrackEventSchema),
});
export type PublicParcel = z.infer<typeof publicParcelSchema>;

export const publicTrackingResultSchema = z.object({
  results: z.array(
    z.object({
      /** The number as asked (trimmed). */
      number: z.string(),
      found: z.boolean(),
      /** The parcels the number names (one, rarely more); empty when not found. */
      parcels: z.array(publicParcelSchema),
    }),
  ),
});
export type PublicTrackingResult = z.infer<typeof publicTrackingResultSchema>;
