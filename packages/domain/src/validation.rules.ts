// Field rules of spec §5, written once: the server wraps them in zod refinements and the console in antd
// Form validators, so both sides reject exactly the same input with the same message key.
//
// Conventions every predicate follows:
// - The value is checked as given. Nothing is trimmed, because the server trims in its schema and the
//   console trims on input; trimming here too would hide a mismatch between the two.
// - An empty string fails every format rule (an empty string is not an account, a number, ...). Optional
//   fields wrap the rule in `allowEmpty` so emptiness stays the job of `required` alone.
// - Numbers arrive as strings and are checked on their digits, never through `Number()`, so "0.1" never
//   turns into 0.1000000000000000055 and "1e3" or " 5" are never accepted by accident.
import { Decimal } from "decimal.js";
import { MONEY_MAX, SETTINGS_WEIGHT_MAX_KG } from "./bounds";

export const VALIDATION_KEYS = [
  "required",
  "account",
  "password",
  "passwordIsAccount",
  "passwordCommon",
  "passwordMismatch",
  "mobile",
  "landline",
  "idCard",
  "email",
  "ip",
  "url",
  "phoneOrEmail",
  "smsCode",
  "number",
  "nonNegative",
  "positive",
  "integer",
  "decimals",
  "weight",
  "money",
  "countryCode",
  "portCode",
  "upper2to5",
  "englishOnly",
  "chineseOnly",
  "englishDigitsSymbols500",
  "postcode",
  "minNotAboveMax",
  "agreementRequired",
  "sliderRequired",
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

export type ValidationRule = {
  key: ValidationKey;
  test: (value: string) => boolean;
  params?: Record<string, number>;
};

// ---- identity ---------------------------------------------------------------------------------------

const ACCOUNT = /^[A-Za-z0-9_-]{3,20}$/;
export const isFilled = (value: string): boolean => value.trim().length > 0;

/**
 * Names and addresses pasted from ERPs and spreadsheets carry line breaks and tabs, while labels,
 * manifests and lists show such a field on one line: every run of them, with the spaces around it,
 * becomes one space. The contracts apply it to single-line fields before their rules.
 */
export const toSingleLine = (value: string): string => value.replace(/ *[\t\r\n]\s*/g, " ");
export const isAccount = (value: string): boolean => ACCOUNT.test(value);
export const passwordsMatch = (password: string, confirmation: string): boolean => password === confirmation;

// ---- passwords --------------------------------------------------------------------------------------

// One policy for every password (registration, forgotten-password reset, change, an admin's reset,
// sub-accounts, org main accounts): 8-64 characters counted as code points, at least one letter (of any
// script) and one digit, any other character allowed; never the account name, never a common password.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
const LETTER = /\p{L}/u;
const DIGIT = /\d/;

export const isPassword = (value: string): boolean => {
  const length = [...value].length;
  return (
    length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH && LETTER.test(value) && DIGIT.test(value)
  );
};

/** The password is the account name, ignoring case. */
export const isAccountNamePassword = (password: string, account: string): boolean =>
  account !== "" && password.toLowerCase() === account.toLowerCase();

export type PasswordContext = {
  /** The account the password belongs to, when known. */
  account?: string;
  /** Common-password lookup: the server passes the shipped list; the console leaves it to the server. */
  isCommon?: (password: string) => boolean;
};

/** The first rule of the password policy that `password` breaks, as its message key; null when it passes. */
export const passwordProblem = (
  password: string,
  { account, isCommon }: PasswordContext = {},
): "password" | "passwordIsAccount" | "passwordCommon" | null => {
  if (!isPassword(password)) return "password";
  if (account !== undefined && isAccountNamePassword(password, account)) return "passwordIsAccount";
  if (isCommon?.(password)) return "passwordCommon";
  return null;
};

// ---- contact ----------------------------------------------------------------------------------------

const MOBILE = /^1[3-9]\d{9}$/;
// Area codes are 0 plus 2 (010, 02x) or 3 digits; local numbers are 7 or 8 digits; an extension is optional.
const LANDLINE = /^0\d{2,3}-\d{7,8}(?:-\d{1,6})?$/;
// Format only: the 18-digit checksum is not verified because spec §5 asks for the shape, and foreign staff
// IDs entered into the same field would otherwise be refused with an unhelpful message.
const ID_CARD = /^(?:\d{15}|\d{17}[\dXx])$/;
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const SMS_CODE = /^\d{6}$/;
const IPV4_OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
// Leading zeros are refused: "010" is octal in some resolvers and decimal in others.
const IPV4 = new RegExp(`^${IPV4_OCTET}(?:\\.${IPV4_OCTET}){3}$`);
const IPV6_GROUP = /^[0-9A-Fa-f]{1,4}$/;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const isMobile = (value: string): boolean => MOBILE.test(value);
export const isLandline = (value: string): boolean => LANDLINE.test(value);
export const isIdCard = (value: string): boolean => ID_CARD.test(value);
export const isSmsCode = (value: string): boolean => SMS_CODE.test(value);

export const isEmail = (value: string): boolean => {
  // Limits of RFC 5321; the regex alone would accept arbitrarily long addresses.
  if (value.length > 254) return false;
  const at = value.indexOf("@");
  return at > 0 && at <= 64 && EMAIL.test(value);
};

export const isPhoneOrEmail = (value: string): boolean => isMobile(value) || isEmail(value);

export const isIPv4 = (value: string): boolean => IPV4.test(value);

export const isIPv6 = (value: string): boolean => {
  // Zone ids ("%eth0") only mean something on the host that typed them.
  if (value.includes("%")) return false;
  let text = value;
  const lastColon = text.lastIndexOf(":");
  if (lastColon === -1) return false;
  const tail = text.slice(lastColon + 1);
  if (tail.includes(".")) {
    // An embedded IPv4 tail ("::ffff:1.2.3.4") takes the room of two groups.
    if (!isIPv4(tail)) return false;
    text = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return false;
  const groupsOf = (part: string): string[] => (part === "" ? [] : part.split(":"));
  if (halves.length === 2) {
    const left = groupsOf(halves[0] ?? "");
    const right = groupsOf(halves[1] ?? "");
    const groups = [...left, ...right];
    return groups.length <= 7 && groups.every((group) => IPV6_GROUP.test(group));
  }
  const groups = text.split(":");
  return groups.length === 8 && groups.every((group) => IPV6_GROUP.test(group));
};

export const isIp = (value: string): boolean => isIPv4(value) || isIPv6(value);

const isHostName = (host: string): boolean => {
  if (host === "localhost") return true;
  const labels = host.replace(/\.$/, "").split(".");
  // A bare word ("http://example") is almost always a typo for a real site, so a dot is required.
  return labels.length >= 2 && host.length <= 253 && labels.every((label) => DOMAIN_LABEL.test(label));
};

export const isHttpUrl = (value: string): boolean => {
  // The prefix check comes first because the URL parser repairs "http:/x" and "http:\\x" into valid URLs.
  if (!/^https?:\/\/[^\s/?#\\]/i.test(value) || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname;
  // The parser has already validated bracketed IPv6 hosts and lowercased/punycoded domain names.
  return host.startsWith("[") || isIPv4(host) || isHostName(host);
};

// ---- numbers ----------------------------------------------------------------------------------------

// Plain decimal notation only: optional minus, digits, optional fraction with at least one digit.
const NUMBER = /^-?\d+(?:\.\d+)?$/;
const INTEGER = /^-?\d+$/;

const fractionDigits = (value: string): number => {
  const dot = value.indexOf(".");
  return dot === -1 ? 0 : value.length - dot - 1;
};
const hasNonZeroDigit = (value: string): boolean => /[1-9]/.test(value);

export const isNumeric = (value: string): boolean => NUMBER.test(value);
export const isInteger = (value: string): boolean => INTEGER.test(value);
// "-0" and "-0.00" are zero, hence non-negative.
export const isNonNegative = (value: string): boolean =>
  isNumeric(value) && (!value.startsWith("-") || !hasNonZeroDigit(value));
export const isPositive = (value: string): boolean =>
  isNumeric(value) && !value.startsWith("-") && hasNonZeroDigit(value);
export const hasAtMostDecimals = (value: string, max: number): boolean =>
  isNumeric(value) && fractionDigits(value) <= max;
const atMost = (value: string, max: string): boolean => new Decimal(value).abs().lte(max);
/** A weight of a product's settings: 0 up to SETTINGS_WEIGHT_MAX_KG, at most 3 decimals. */
export const isWeight = (value: string): boolean =>
  isNonNegative(value) && fractionDigits(value) <= 3 && atMost(value, SETTINGS_WEIGHT_MAX_KG);
/** An amount of money: 0 up to MONEY_MAX, at most 2 decimals. */
export const isMoney = (value: string): boolean =>
  isNonNegative(value) && fractionDigits(value) <= 2 && atMost(value, MONEY_MAX);

// Range inputs are validated field by field, so a missing or malformed bound is not this rule's concern:
// it only fails when both bounds are numbers and the minimum exceeds the maximum.
export const minNotAboveMax = (min: string, max: string): boolean => {
  if (!isNumeric(min) || !isNumeric(max)) return true;
  return !new Decimal(min).greaterThan(new Decimal(max));
};

// ---- letters ----------------------------------------------------------------------------------------

const COUNTRY_CODE = /^[A-Z]{2}$/;
const PORT_CODE = /^[A-Z]{3}$/;
const UPPER_2_TO_5 = /^[A-Z]{2,5}$/;
// At least one letter, so a field of spaces does not pass as an English name.
const ENGLISH_ONLY = /^(?=.*[A-Za-z])[A-Za-z ]+$/;
// CJK unified ideographs of every block (basic, extension A and the supplementary-plane extensions);
// punctuation such as the "·" in transliterated names is deliberately not included.
const CHINESE_ONLY = /^\p{Unified_Ideograph}+$/u;
const ENGLISH_DIGITS_SYMBOLS_500 = /^[\x20-\x7E]{1,500}$/;
const POSTCODE = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,10}[A-Za-z0-9])?$/;

export const isCountryCode = (value: string): boolean => COUNTRY_CODE.test(value);
export const isPortCode = (value: string): boolean => PORT_CODE.test(value);
export const isUpper2to5 = (value: string): boolean => UPPER_2_TO_5.test(value);
export const isEnglishOnly = (value: string): boolean => ENGLISH_ONLY.test(value);
export const isChineseOnly = (value: string): boolean => CHINESE_ONLY.test(value);
export const isEnglishDigitsSymbols500 = (value: string): boolean => ENGLISH_DIGITS_SYMBOLS_500.test(value);
export const isPostcode = (value: string): boolean => POSTCODE.test(value);

// ---- rules ------------------------------------------------------------------------------------------

/** A number with at most `max` decimal places; its message reads the limit from `params.max`. */
export const decimals = (max: number): ValidationRule => ({
  key: "decimals",
  test: (value) => hasAtMostDecimals(value, max),
  params: { max },
});

/** The same rule, except that an empty (or blank) value passes: for optional fields. */
export const allowEmpty = (rule: ValidationRule): ValidationRule => ({
  ...rule,
  test: (value) => !isFilled(value) || rule.test(value),
});

export const validationRules = {
  required: { key: "required", test: isFilled },
  account: { key: "account", test: isAccount },
  password: { key: "password", test: isPassword },
  mobile: { key: "mobile", test: isMobile },
  landline: { key: "landline", test: isLandline },
  idCard: { key: "idCard", test: isIdCard },
  email: { key: "email", test: isEmail },
  ip: { key: "ip", test: isIp },
  url: { key: "url", test: isHttpUrl },
  phoneOrEmail: { key: "phoneOrEmail", test: isPhoneOrEmail },
  smsCode: { key: "smsCode", test: isSmsCode },
  number: { key: "number", test: isNumeric },
  nonNegative: { key: "nonNegative", test: isNonNegative },
  positive: { key: "positive", test: isPositive },
  integer: { key: "integer", test: isInteger },
  decimals2: decimals(2),
  decimals4: decimals(4),
  decimals8: decimals(8),
  weight: { key: "weight", test: isWeight },
  money: { key: "money", test: isMoney },
  countryCode: { key: "countryCode", test: isCountryCode },
  portCode: { key: "portCode", test: isPortCode },
  upper2to5: { key: "upper2to5", test: isUpper2to5 },
  englishOnly: { key: "englishOnly", test: isEnglishOnly },
  chineseOnly: { key: "chineseOnly", test: isChineseOnly },
  englishDigitsSymbols500: { key: "englishDigitsSymbols500", test: isEnglishDigitsSymbols500 },
  postcode: { key: "postcode", test: isPostcode },
} as const satisfies Record<string, ValidationRule>;

export type ValidationRuleName = keyof typeof validationRules;
