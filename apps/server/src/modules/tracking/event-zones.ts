// Which zone a carrier's offset-less time is read in (docs/architecture.md "Tracking"): carriers write each event in
// the local time of where it happened, so an event whose place ends in a country code is read in that country's
// main zone; any other in the source's zone (most carriers are Chinese: Asia/Shanghai). Either way the instant is
// flagged assumed.

const COUNTRY_ZONES: Record<string, string> = {
  CN: "Asia/Shanghai",
  HK: "Asia/Hong_Kong",
  TW: "Asia/Taipei",
  JP: "Asia/Tokyo",
  KR: "Asia/Seoul",
  SG: "Asia/Singapore",
  MY: "Asia/Kuala_Lumpur",
  TH: "Asia/Bangkok",
  VN: "Asia/Ho_Chi_Minh",
  PH: "Asia/Manila",
  ID: "Asia/Jakarta",
  IN: "Asia/Kolkata",
  AE: "Asia/Dubai",
  SA: "Asia/Riyadh",
  IL: "Asia/Jerusalem",
  AU: "Australia/Sydney",
  NZ: "Pacific/Auckland",
  US: "America/New_York",
  CA: "America/Toronto",
  MX: "America/Mexico_City",
  BR: "America/Sao_Paulo",
  GB: "Europe/London",
  IE: "Europe/Dublin",
  PT: "Europe/Lisbon",
  DE: "Europe/Berlin",
  FR: "Europe/Paris",
  IT: "Europe/Rome",
  ES: "Europe/Madrid",
  NL: "Europe/Amsterdam",
  BE: "Europe/Brussels",
  AT: "Europe/Vienna",
  CH: "Europe/Zurich",
  PL: "Europe/Warsaw",
  SE: "Europe/Stockholm",
  RU: "Europe/Moscow",
};

/** The zone of an event's place ("Berlin, DE" → Europe/Berlin), else `fallback`. */
export const zoneOfPlace = (place: string, fallback: string) => {
  const country = /(?:^|[,\s])([A-Z]{2})\s*$/.exec(place.trim())?.[1];
  return (country && COUNTRY_ZONES[country]) || fallback;
};
