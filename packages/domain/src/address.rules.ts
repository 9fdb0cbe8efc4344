// Address-book rules (spec §3 Address): which fields an address needs and how its postcode and phone must
// look, decided by the ISO country code alone. The contract schema (server) and the console form both call
// `validateAddress`, so they refuse the same input with the same message key on the same field.
import type { AddressMessageKey } from "./address.messages";
import { EU_GROUP_CODE } from "./eu-group";
import { isCountryCode, isEmail, isFilled, isLandline, isMobile, isPostcode } from "./validation.rules";

export const ADDRESS_TYPES = ["consignee", "sender"] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export type AddressInput = {
  type: AddressType;
  name: string;
  company?: string | null | undefined;
  phone: string;
  email?: string | null | undefined;
  countryCode: string;
  province?: string | null | undefined;
  city: string;
  postcode?: string | null | undefined;
  address1: string;
  address2?: string | null | undefined;
  clearanceNo?: string | null | undefined;
};

export type AddressField = Exclude<keyof AddressInput, "type">;
export type AddressIssue = { field: AddressField; key: AddressMessageKey };

type PostcodeFormat = { pattern: RegExp; key: AddressMessageKey; example: string };

// Formats of the countries our customers ship to most; every other country gets the generic postcode rule.
// Separators are optional where locals commonly leave them out (JP "1000001"), so a correct code is never refused.
const POSTCODE_FORMATS: Record<string, PostcodeFormat> = {
  CN: { pattern: /^\d{6}$/, key: "addressPostcodeCN", example: "100000" },
  US: { pattern: /^\d{5}(?:-\d{4})?$/, key: "addressPostcodeUS", example: "94105 / 94105-1234" },
  GB: {
    pattern: /^(?:GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i,
    key: "addressPostcodeGB",
    example: "SW1A 1AA",
  },
  DE: { pattern: /^\d{5}$/, key: "addressPostcodeDE", example: "10115" },
  FR: { pattern: /^\d{5}$/, key: "addressPostcodeFR", example: "75001" },
  JP: { pattern: /^\d{3}-?\d{4}$/, key: "addressPostcodeJP", example: "100-0001" },
  KR: { pattern: /^\d{5}$/, key: "addressPostcodeKR", example: "04524" },
  AU: { pattern: /^\d{4}$/, key: "addressPostcodeAU", example: "2000" },
  // Canada never uses D, F, I, O, Q or U, and W or Z never start a code.
  CA: {
    pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
    key: "addressPostcodeCA",
    example: "K1A 0B1",
  },
  IT: { pattern: /^\d{5}$/, key: "addressPostcodeIT", example: "00184" },
  ES: { pattern: /^\d{5}$/, key: "addressPostcodeES", example: "28001" },
  NL: { pattern: /^[1-9]\d{3} ?[A-Z]{2}$/i, key: "addressPostcodeNL", example: "1012 AB" },
};

// Countries and territories without a postal code system: a postcode is optional there.
const WITHOUT_POSTCODES = new Set(
  (
    "AE AG AN AO AW BF BI BJ BO BS BW BZ CD CF CG CI CK CM DJ DM ER FJ GA GD GH GM GQ GY HK HM JM KE KI KM KN KP " +
    "LC ML MO MR MS MW NR NU QA RW SB SC SL SO SR ST SY TD TF TG TK TL TO TT TV UG VU YE ZW"
  ).split(" "),
);

// The EU entry of country dropdowns is a group for rules and prices, never a destination.
const COUNTRY_GROUPS = new Set<string>([EU_GROUP_CODE]);

// E.164 allows at most 15 digits; fewer than 6 is not a reachable number anywhere. Spaces may group the
// digits; a line break or tab may not (a phone is one line on the label and the carrier's manifest).
const INTERNATIONAL_PHONE = /^\+?[\d ()-]{6,24}$/;
// Korean Personal Customs Clearance Code: "P" and 12 digits, required by Korean customs for every parcel.
const KOREAN_PCCC = /^P\d{12}$/i;

const digitCount = (value: string) => value.replace(/\D/g, "").length;

/** True where the country has postcodes, so the address needs one. */
export const usesPostcode = (countryCode: string): boolean => !WITHOUT_POSTCODES.has(countryCode);

/** An example postcode of the country, for the form's placeholder; undefined where no format is known. */
export const postcodeExample = (countryCode: string): string | undefined =>
  POSTCODE_FORMATS[countryCode]?.example;

/** Korean consignees need the customs clearance number (PCCC); nobody else is asked for one. */
export const needsClearanceNo = (type: AddressType, countryCode: string): boolean =>
  type === "consignee" && countryCode === "KR";

/** The message key when the postcode does not fit the country, else undefined (emptiness is checked apart). */
export const postcodeIssue = (countryCode: string, postcode: string): AddressMessageKey | undefined => {
  const format = POSTCODE_FORMATS[countryCode];
  if (format) return format.pattern.test(postcode) ? undefined : format.key;
  return isPostcode(postcode) ? undefined : "postcode";
};

/** China: a mainland mobile or a landline (an optional +86 in front); elsewhere any international number. */
export const phoneIssue = (countryCode: string, phone: string): AddressMessageKey | undefined => {
  if (countryCode === "CN") {
    const local = phone.replace(/^\+?86[\s-]?/, "");
    return isMobile(local) || isLandline(local) ? undefined : "addressPhoneCN";
  }
  const digits = digitCount(phone);
  return INTERNATIONAL_PHONE.test(phone) && digits >= 6 && digits <= 15 ? undefined : "addressPhone";
};

const text = (value: string | null | undefined) => (value ?? "").trim();

/** Every problem of the address, one per field, in form order; empty when it can be saved. */
export const validateAddress = (input: AddressInput): AddressIssue[] => {
  const issues: AddressIssue[] = [];
  const country = text(input.countryCode);
  const countryKnown = isCountryCode(country) && !COUNTRY_GROUPS.has(country);

  if (!isFilled(text(input.name))) issues.push({ field: "name", key: "required" });

  const phone = text(input.phone);
  if (!phone) issues.push({ field: "phone", key: "required" });
  else {
    const key = phoneIssue(countryKnown ? country : "", phone);
    if (key) issues.push({ field: "phone", key });
  }

  const email = text(input.email);
  if (email && !isEmail(email)) issues.push({ field: "email", key: "email" });

  if (!country) issues.push({ field: "countryCode", key: "required" });
  else if (!countryKnown)
    issues.push({
      field: "countryCode",
      key: COUNTRY_GROUPS.has(country) ? "addressCountryGroup" : "countryCode",
    });

  if (!isFilled(text(input.city))) issues.push({ field: "city", key: "required" });

  const postcode = text(input.postcode);
  if (!postcode) {
    if (countryKnown && usesPostcode(country)) issues.push({ field: "postcode", key: "required" });
  } else {
    const key = postcodeIssue(countryKnown ? country : "", postcode);
    if (key) issues.push({ field: "postcode", key });
  }

  if (!isFilled(text(input.address1))) issues.push({ field: "address1", key: "required" });

  if (countryKnown && needsClearanceNo(input.type, country)) {
    const clearanceNo = text(input.clearanceNo);
    if (!clearanceNo) issues.push({ field: "clearanceNo", key: "required" });
    else if (!KOREAN_PCCC.test(clearanceNo))
      issues.push({ field: "clearanceNo", key: "addressClearanceNoKR" });
  }
  return issues;
};
