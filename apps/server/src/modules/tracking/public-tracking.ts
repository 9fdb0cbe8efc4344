import type { PublicParcel, PublicTrackingResult } from "@pp/contracts";
import { type Language, TRACK_STATUS_TEXTS } from "@pp/domain";
import { desc, inArray } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { hitRateLimit, type Limit } from "../../platform/rate-limit";
import { orderTracking } from "../orders";
import { parcelTracks, trackEvents, trackRules } from "./tracking.tables";

// The public tracking page and API (issue 17: "a public tracking page per brand for the sellers' buyers: no login,
// rate-limited, statuses, dates and places only"). Nobody signs in, so a number is looked up across the platform by
// what a buyer is given (the order number or any tracking number, earlier ones too) and the answer holds what the
// buyer may see: statuses, times, places, the countries, and the rules' own event texts. The carrier's text is
// never sent (carriers write the signer's name into it), nor a person's event text, names, addresses, prices,
// weights, references or ids.

export const createPublicTracking = ({ db, limit }: { db: Db; limit: Limit }) => {
  /** The parcels of these orders in `lang`, their events newest first. */
  const parcelsOf = async (lang: Language, orderIds: number[]): Promise<Map<number, PublicParcel>> => {
    if (orderIds.length === 0) return new Map();
    const [facts, parcels, events] = await Promise.all([
      orderTracking.trackingFactsOf(db, orderIds),
      db
        .select({
          orderId: parcelTracks.orderId,
          status: parcelTracks.status,
          lastEventAt: parcelTracks.lastEventAt,
        })
        .from(parcelTracks)
        .where(inArray(parcelTracks.orderId, orderIds)),
      db
        .select({
          orderId: trackEvents.orderId,
          at: trackEvents.at,
          timeSent: trackEvents.timeSent,
          zone: trackEvents.zone,
          place: trackEvents.place,
          status: trackEvents.status,
          ruleId: trackEvents.ruleId,
        })
        .from(trackEvents)
        .where(inArray(trackEvents.orderId, orderIds))
        .orderBy(desc(trackEvents.at), desc(trackEvents.id)),
    ]);
    const ruleIds = [...new Set(events.flatMap((event) => (event.ruleId === null ? [] : [event.ruleId])))];
    const rules = ruleIds.length
      ? await db
          .select({ id: trackRules.id, eventText: trackRules.eventText })
          .from(trackRules)
          .where(inArray(trackRules.id, ruleIds))
      : [];
    const eventTexts = new Map(rules.map((rule) => [rule.id, rule.eventText]));
    const result = new Map<number, PublicParcel>();
    for (const [orderId, order] of facts) {
      const parcel = parcels.find((row) => row.orderId === orderId);
      const status = parcel?.status ?? null;
      result.set(orderId, {
        status,
        statusText: status ? TRACK_STATUS_TEXTS[status][lang] : "",
        lastEventAt: parcel?.lastEventAt?.toISOString() ?? null,
        originCountry: order.originCountry,
        destCountry: order.destCountry,
        events: events
          .filter((event) => event.orderId === orderId)
          .map((event) => ({
            at: event.at.toISOString(),
            timeSent: event.timeSent,
            zone: event.zone,
            place: event.place,
            status: event.status,
            statusText: event.status ? TRACK_STATUS_TEXTS[event.status][lang] : "",
            eventText: (event.ruleId !== null && eventTexts.get(event.ruleId)) || "",
          })),
      });
    }
    return result;
  };

  return {
    /** Counts one lookup from `ip` (LIMIT_PUBLIC_TRACKING_PER_MINUTE a minute, shared by all processes). */
    admit: (ip: string) => hitRateLimit(db, `public-tracking:ip:${ip}`, limit),

    /** Each number (blank and repeated ones dropped) with the parcels it names, in `lang`; none: not found. */
    lookup: async (lang: Language, numbers: string[]): Promise<PublicTrackingResult> => {
      const inputs = [...new Set(numbers.filter(Boolean))];
      if (inputs.length === 0) throw AppError.field("numbers", "PUBLIC_TRACKING_EMPTY");
      const found = await orderTracking.ordersByPublicNumbers(db, inputs);
      const parcels = await parcelsOf(lang, [...new Set([...found.values()].flat())]);
      return {
        results: inputs.map((number) => {
          const named = (found.get(number) ?? []).flatMap((id) => parcels.get(id) ?? []);
          return { number, found: named.length > 0, parcels: named };
        }),
      };
    },
  };
};
export type PublicTracking = ReturnType<typeof createPublicTracking>;
