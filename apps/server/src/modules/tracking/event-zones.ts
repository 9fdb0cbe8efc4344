import { countryZoneOf } from "@pp/domain";

// Which zone a carrier's offset-less time is read in (docs/architecture.md "Tracking"): carriers write each event in
// the local time of where it happened, so an event whose place ends in a country code is read in that country's
// main zone; any other in the source's zone (most carriers are Chinese: Asia/Shanghai). Either way the instant is
// flagged assumed.

/** The zone of an event's place ("Berlin, DE" → Europe/Berlin), else `fallback`. */
export const zoneOfPlace = (place: string, fallback: string) => {
  const country = /(?:^|[,\s])([A-Z]{2})\s*$/.exec(place.trim())?.[1];
  return (country && countryZoneOf(country)) || fallback;
};
