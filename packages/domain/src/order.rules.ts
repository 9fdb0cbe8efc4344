// Order rules by country (issue 12, spec §3 Address and Box and declaration, §5 Orders): what an order's sender
// and receiver need beyond the address book's rules (validateAddress: postcode formats, the Korean PCCC), and
// how its declaration must add up. Data and pure functions; the order contract, the console wizard, bulk import
// and the open API all call them, so one input is refused the same way everywhere.
import { Decimal } from "decimal.js";
import type { AddressMessageKey } from "./address.messages";
import type { AddressField, AddressInput } from "./address.rules";
import { validateAddress } from "./address.rules";
import { addMoney, compareMoney, normalizeMoney } from "./money";
import type { OrderMessageKey } from "./order.messages";

/** ISO 3166-2 subdivision codes (without the country prefix) of the countries whose addresses need a state. */
export const STATE_CODES: Readonly<Record<string, readonly string[]>> = {
  US: (
    "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK " +
    "OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC AS GU MP PR UM VI"
  ).split(" "),
  CA: "AB BC MB NB NL NS NT NU ON PE QC SK YT".split(" "),
  AU: "ACT NSW NT QLD SA TAS VIC WA".split(" "),
  MX: (
    "AGU BCN BCS CAM CHP CHH CMX COA COL DUR GUA GRO HID JAL MEX MIC MOR NAY NLE OAX PUE QUE ROO SLP SIN SON TAB " +
    "TAM TLA VER YUC ZAC"
  ).split(" "),
};

/** True where an address must name its state as an ISO code. */
export const needsStateCode = (countryCode: string): boolean => countryCode in STATE_CODES;

/** True where the street and the house number are separate fields (Germany, spec §3). */
export const needsHouseNumber = (countryCode: string): boolean => countryCode === "DE";

type PhoneRule = { callingCode: string; min: number; max: number; key: OrderMessageKey };

// Digits of the national number, without the calling code and the trunk 0 people dial at home. Other countries
// keep the address book's international rule; China its mobile and landline rule.
export const PHONE_RULES: Readonly<Record<string, PhoneRule>> = {
  US: { callingCode: "1", min: 10, max: 10, key: "orderPhoneUS" },
  CA: { callingCode: "1", min: 10, max: 10, key: "orderPhoneCA" },
  GB: { callingCode: "44", min: 10, max: 10, key: "orderPhoneGB" },
  DE: { callingCode: "49", min: 6, max: 13, key: "orderPhoneDE" },
  FR: { callingCode: "33", min: 9, max: 9, key: "orderPhoneFR" },
  JP: { callingCode: "81", min: 9, max: 10, key: "orderPhoneJP" },
  KR: { callingCode: "82", min: 8, max: 10, key: "orderPhoneKR" },
  AU: { callingCode: "61", min: 9, max: 9, key: "orderPhoneAU" },
  MX: { callingCode: "52", min: 10, max: 10, key: "orderPhoneMX" },
};

/** The national digits of `phone` under `rule`: the calling code (when written) and one trunk 0 taken off. */
const nationalDigits = (phone: string, rule: PhoneRule): string => {
  let digits = phone.replace(/\D/g, "");
  const international = phone.trim().startsWith("+") || phone.trim().startsWith("00");
  if (phone.trim().startsWith("00")) digits = digits.slice(2);
  if ((international || digits.length > rule.max) && digits.startsWith(rule.callingCode))
    digits = digits.slice(rule.callingCode.length);
  return digits.startsWith("0") ? digits.slice(1) : digits;
};

/** The message key when the phone has the wrong number of digits for the country; undefined otherwise. */
export const orderPhoneIssue = (countryCode: string, phone: string): OrderMessageKey | undefined => {
  const rule = PHONE_RULES[countryCode];
  if (!rule) return undefined;
  const length = nationalDigits(phone, rule).length;
  return length >= rule.min && length <= rule.max ? undefined : rule.key;
};

export type OrderAddressInput = AddressInput & { houseNumber?: string | null | undefined };
export type OrderAddressField = AddressField | "houseNumber";
export type OrderAddressIssue = { field: OrderAddressField; key: AddressMessageKey | OrderMessageKey };

const text = (value: string | null | undefined) => (value ?? "").trim();

/**
 * Every problem of an order's sender or receiver: the address book's rules, then the state as an ISO code,
 * the phone's digits and the house number where the country asks for them. One issue per field.
 */
export const validateOrderAddress = (input: OrderAddressInput): OrderAddressIssue[] => {
  const issues: OrderAddressIssue[] = validateAddress(input);
  const has = (field: OrderAddressField) => issues.some((issue) => issue.field === field);
  const country = text(input.countryCode).toUpperCase();

  if (needsStateCode(country) && !has("province")) {
    const state = text(input.province).toUpperCase();
    if (!state) issues.push({ field: "province", key: "required" });
    else if (!STATE_CODES[country]?.includes(state))
      issues.push({ field: "province", key: "orderStateCode" });
  }
  if (!has("phone")) {
    const key = orderPhoneIssue(country, text(input.phone));
    if (key) issues.push({ field: "phone", key });
  }
  if (needsHouseNumber(country) && !text(input.houseNumber))
    issues.push({ field: "houseNumber", key: "required" });
  return issues;
};

// ---- declaration ------------------------------------------------------------------------------------

/** An HS code: 6 to 13 digits (the 6-digit subheading, national digits after it), dots allowed between groups. */
const HS_CODE = /^\d+(?:\.\d+)*$/;
export const hsDigits = (code: string): string => code.replace(/\./g, "");
export const isHsCode = (code: string): boolean => {
  const digits = hsDigits(code);
  return HS_CODE.test(code) && digits.length >= 6 && digits.length <= 13;
};
/** The 6-digit HS subheading a code belongs to (the level customs rules count). */
export const hsSubheading = (code: string): string => hsDigits(code).slice(0, 6);

export type DeclarationLineInput = { quantity: number; unitValue: string; hsCode: string };
export type DeclarationBoxInput = { lines: readonly DeclarationLineInput[] };

/** One line's value: quantity × unit value, exact, rounded half up to cents. */
export const lineValue = (line: Pick<DeclarationLineInput, "quantity" | "unitValue">): string =>
  normalizeMoney(new Decimal(line.unitValue).times(line.quantity).toString());

/** A box's declared value: the sum of its lines. */
export const boxValue = (box: DeclarationBoxInput): string => addMoney("0", ...box.lines.map(lineValue));

/** The order's declared value: the sum of every box. */
export const declaredTotal = (boxes: readonly DeclarationBoxInput[]): string =>
  addMoney("0", ...boxes.map(boxValue));

export type DeclarationIssue = {
  field: string;
  key: OrderMessageKey;
  params?: Record<string, string | number>;
};

/**
 * The declaration's problems: a box without lines, an HS code that is not 6 to 13 digits, and a stated total
 * that is not Σ quantity × unit value. Fields are the draft's paths (`boxes.0.lines.1.hsCode`).
 */
export const declarationIssues = (input: {
  boxes: readonly DeclarationBoxInput[];
  statedTotal?: string | undefined;
}): DeclarationIssue[] => {
  const issues: DeclarationIssue[] = [];
  input.boxes.forEach((box, boxIndex) => {
    if (box.lines.length === 0)
      issues.push({ field: `boxes.${boxIndex}.lines`, key: "orderBoxWithoutLines" });
    box.lines.forEach((line, lineIndex) => {
      if (!isHsCode(line.hsCode))
        issues.push({ field: `boxes.${boxIndex}.lines.${lineIndex}.hsCode`, key: "orderHsCode" });
    });
  });
  if (input.statedTotal && compareMoney(input.statedTotal, declaredTotal(input.boxes)) !== 0)
    issues.push({ field: "declaredTotal", key: "orderDeclaredTotalMismatch" });
  return issues;
};

/**
 * Boxes whose declared value passes the per-box limit (`limit` in the declared currency; "0" = none), with the
 * figures the message names.
 */
export const boxLimitIssues = (values: readonly string[], limit: string): DeclarationIssue[] =>
  compareMoney(limit, "0") <= 0
    ? []
    : values.flatMap((value, index) =>
        compareMoney(value, limit) > 0
          ? [
              {
                field: `boxes.${index}`,
                key: "orderBoxValueOverLimit" as const,
                params: { box: index + 1, value, limit },
              },
            ]
          : [],
      );

// ---- delivery numbers -------------------------------------------------------------------------------

/** Delivery numbers (spec §5): none yet, or exactly one per box, none of them "0". */
export const deliveryNumberIssues = (boxCount: number, numbers: readonly string[]): DeclarationIssue[] => {
  if (numbers.length === 0) return [];
  if (numbers.length !== boxCount) return [{ field: "deliveryNumbers", key: "orderDeliveryNumbersCount" }];
  return numbers.flatMap((number, index) =>
    /^0+$/.test(number.trim())
      ? [{ field: `deliveryNumbers.${index}`, key: "orderDeliveryNumberZero" as const }]
      : [],
  );
};
