import { countryZoneOf } from "@pp/domain";
import type { CarrierTrackingEvent, ShipmentParty } from "../kit/carrier";
import type { TrackingPath } from "./sandbox-carrier.controls";

// The journeys a sandbox parcel makes, in Yanwen's event codes (integration-notes "Chinese carrier APIs"), with
// the simulated hours after creation at which each event happens and where: at origin (China time) or at the
// destination (its local time), both written without an offset as Chinese carriers send them.

type Step = { code: string; text: string; at: "origin" | "destination"; hours: number };

const step = (code: string, text: string, at: Step["at"], hours: number): Step => ({ code, text, at, hours });

const TO_DEPARTURE = [
  step("OR10", "Shipment information received", "origin", 0),
  step("PU10", "Picked up by courier", "origin", 6),
  step("SC10", "Processed at sorting centre", "origin", 10),
  step("EC10", "Export customs declaration submitted", "origin", 20),
  step("EC20", "Export customs clearance completed", "origin", 26),
  step("LH10", "Received at origin port", "origin", 30),
  step("LH20", "Departed from origin port", "origin", 38),
];
const TO_IMPORT = [
  ...TO_DEPARTURE,
  step("LH50", "Arrived in destination country", "destination", 60),
  step("IC50", "Import customs clearance in process", "destination", 64),
];
const TO_DELIVERY = [
  ...TO_IMPORT,
  step("IC60", "Import customs clearance completed", "destination", 80),
  step("LM10", "Arrived at distribution centre", "destination", 96),
  step("LM25", "Out for delivery", "destination", 110),
];
const FAILED_ATTEMPT = [
  ...TO_DELIVERY,
  step("LM50", "Delivery attempt failed: receiver not at home", "destination", 114),
  step("LM25", "Out for delivery", "destination", 134),
];

export const PATH_STEPS: Record<TrackingPath, Step[]> = {
  normal: [...TO_DELIVERY, step("LM40", "Delivered", "destination", 116)],
  customsHold: [
    ...TO_IMPORT,
    step("IC70", "Held by customs: documents requested from the importer", "destination", 70),
    step("IC60", "Import customs clearance completed", "destination", 170),
    step("LM10", "Arrived at distribution centre", "destination", 186),
    step("LM25", "Out for delivery", "destination", 200),
    step("LM40", "Delivered", "destination", 206),
  ],
  failedAttempt: [...FAILED_ATTEMPT, step("LM40", "Delivered", "destination", 139)],
  returned: [
    ...FAILED_ATTEMPT,
    step("LM75", "Refused by receiver", "destination", 136),
    step("LM90", "Returning to sender", "destination", 150),
    step("LM93", "Returned to sender", "origin", 480),
  ],
  lost: [...TO_DEPARTURE, step("LM85", "Lost in transit: investigation closed", "origin", 600)],
};

/** Simulated hours after creation at which the parcel is picked up: it can no longer be cancelled. */
const PICKUP_HOURS = 6;

const ORIGIN_ZONE = "Asia/Shanghai";

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "YYYY-MM-DD HH:mm:ss" in a zone, without the offset. */
const localTime = (instant: Date, timeZone: string): string => {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
};

const placeOf = (party: ShipmentParty) => [party.city, party.country].filter(Boolean).join(", ");

export type Journey = {
  path: TrackingPath;
  createdAt: Date;
  clock: number;
  sender: ShipmentParty;
  receiver: ShipmentParty;
};

/** Simulated seconds of the journey that have passed at `until` (real time scaled by the shipment's clock). */
const simulatedSeconds = (journey: Journey, until: Date) =>
  (Math.max(0, until.getTime() - journey.createdAt.getTime()) * journey.clock) / 1000;

/**
 * The events that have happened by `until`. Each is stamped at the real instant its simulated time was
 * reached (creation + hours / clock), so with a fast clock the times are close together but never in the future.
 */
export const eventsOf = (journey: Journey, until: Date): CarrierTrackingEvent[] => {
  const passed = simulatedSeconds(journey, until);
  return PATH_STEPS[journey.path]
    .filter((s) => s.hours * 3600 <= passed)
    .map((s) => {
      const instant = new Date(
        journey.createdAt.getTime() + Math.round((s.hours * 3_600_000) / journey.clock),
      );
      const party = s.at === "origin" ? journey.sender : journey.receiver;
      const zone = s.at === "origin" ? ORIGIN_ZONE : (countryZoneOf(journey.receiver.country) ?? "UTC");
      return { code: s.code, text: s.text, place: placeOf(party), time: localTime(instant, zone) };
    });
};

export const isPickedUp = (journey: Journey, until: Date) =>
  simulatedSeconds(journey, until) >= PICKUP_HOURS * 3600;
