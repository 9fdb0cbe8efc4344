// The EU as one choosable "country" (spec §9 EU group): wherever a country is picked it is the first
// option, code EU, standing for its 27 member states.

export const EU_GROUP_CODE = "EU";

export const EU_MEMBER_CODES = [
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
] as const;

export const EU_GROUP_NAMES = { zh: "欧盟", en: "European Union", ko: "유럽연합" } as const;

/** Whether a country code belongs to the EU group (the group code itself counts as a member). */
export const isEuMember = (countryCode: string): boolean =>
  countryCode === EU_GROUP_CODE || (EU_MEMBER_CODES as readonly string[]).includes(countryCode);

/** The member codes a chosen code stands for: EU expands to its members, any other code to itself. */
export const expandCountryCode = (countryCode: string): string[] =>
  countryCode === EU_GROUP_CODE ? [...EU_MEMBER_CODES] : [countryCode];
