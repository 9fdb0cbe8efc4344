// Customs rules of small parcels (integration-notes "Customs data") as dated data: each rule applies to orders
// placed on or after `from` (and before `until` when it ends), so a rule that changes on a known day is a new
// row, never an edit. Values are compared in the rule's currency at the rates the order stores (units of the
// base currency per unit, as reference data keeps them), so a later rate change never changes an order's verdict.
import { Decimal } from "decimal.js";
import { convertAmount } from "./currency";
import { EU_MEMBER_CODES } from "./eu-group";
import { compareMoney, multiplyMoney } from "./money";
import type { OrderMessageKey } from "./order.messages";
import { hsSubheading } from "./order.rules";

type Amount = { amount: string; currency: string };
type Dated = { from: string; until: string | null };

export type CustomsRule =
  | (Dated & { kind: "iossLimit"; region: "EU"; limit: Amount })
  | (Dated & { kind: "flatDutyPerSubheading"; region: "EU"; duty: Amount })
  | (Dated & { kind: "sellerVatLimit"; region: "GB"; limit: Amount });

export const CUSTOMS_RULES: readonly CustomsRule[] = [
  // IOSS (VAT collected at sale) covers consignments of intrinsic value up to EUR 150.
  {
    kind: "iossLimit",
    region: "EU",
    from: "2021-07-01",
    until: null,
    limit: { amount: "150.00", currency: "EUR" },
  },
  // From 1 July 2026 the EU replaces the EUR 150 duty exemption with a flat duty per distinct HS subheading.
  {
    kind: "flatDutyPerSubheading",
    region: "EU",
    from: "2026-07-01",
    until: null,
    duty: { amount: "3.00", currency: "EUR" },
  },
  // The UK seller collects VAT on consignments up to GBP 135 and must name its UK VAT number.
  {
    kind: "sellerVatLimit",
    region: "GB",
    from: "2021-01-01",
    until: null,
    limit: { amount: "135.00", currency: "GBP" },
  },
];

const EU = new Set<string>(EU_MEMBER_CODES);
const inRegion = (region: CustomsRule["region"], country: string) =>
  region === "EU" ? EU.has(country) : country === region;
const inForce = (rule: Dated, day: string) => rule.from <= day && (rule.until === null || day < rule.until);

/** The customs rules in force for an order to `country` placed on `day` (YYYY-MM-DD). */
export const customsRulesFor = (
  country: string,
  day: string,
  rules: readonly CustomsRule[] = CUSTOMS_RULES,
) => rules.filter((rule) => inRegion(rule.region, country) && inForce(rule, day));

const IOSS = /^IM\d{10}$/;
const UK_VAT = /^GB(?:\d{9}|\d{12})$/;
export const isIossNumber = (value: string): boolean => IOSS.test(value);
export const isUkVatNumber = (value: string): boolean => UK_VAT.test(value.replace(/\s/g, ""));

export type CustomsInput = {
  /** ISO code of the destination country. */
  country: string;
  /** The day the order is placed, YYYY-MM-DD. */
  day: string;
  declaredValue: string;
  declaredCurrency: string;
  /** Units of the base currency per unit, for the declared currency and every currency a rule names. */
  rates: Readonly<Record<string, string>>;
  iossNo: string;
  hmrcNo: string;
  hsCodes: readonly string[];
};

export type CustomsFinding = {
  field: string;
  key: OrderMessageKey;
  params?: Record<string, string | number>;
};

const rateOf = (rates: Readonly<Record<string, string>>, currency: string): string => {
  const rate = rates[currency];
  if (rate === undefined) throw new RangeError(`no rate for ${currency}`);
  return rate;
};

const shown = (amount: Amount) => `${amount.currency} ${amount.amount}`;

/**
 * What customs asks of this order: `issues` refuse it (a malformed IOSS or UK VAT number, IOSS on a consignment
 * above its line, a UK consignment under its line without the seller's VAT number); `notes` inform (the EU flat
 * duty the consignee will owe).
 */
export const reviewCustoms = (
  input: CustomsInput,
  rules: readonly CustomsRule[] = CUSTOMS_RULES,
): { issues: CustomsFinding[]; notes: CustomsFinding[] } => {
  const issues: CustomsFinding[] = [];
  const notes: CustomsFinding[] = [];
  const valueIn = (currency: string) =>
    convertAmount(
      input.declaredValue,
      rateOf(input.rates, input.declaredCurrency),
      rateOf(input.rates, currency),
    );
  const ioss = input.iossNo.trim();
  const hmrc = input.hmrcNo.trim();
  if (ioss && !isIossNumber(ioss)) issues.push({ field: "iossNo", key: "orderIossFormat" });
  if (hmrc && !isUkVatNumber(hmrc)) issues.push({ field: "hmrcNo", key: "orderUkVatFormat" });

  for (const rule of customsRulesFor(input.country, input.day, rules)) {
    if (rule.kind === "iossLimit" && ioss && isIossNumber(ioss)) {
      const value = valueIn(rule.limit.currency);
      if (compareMoney(value, rule.limit.amount) > 0)
        issues.push({
          field: "iossNo",
          key: "orderIossOverLimit",
          params: {
            limit: shown(rule.limit),
            value: shown({ amount: value, currency: rule.limit.currency }),
          },
        });
    }
    if (rule.kind === "sellerVatLimit" && !hmrc) {
      const value = valueIn(rule.limit.currency);
      if (compareMoney(value, rule.limit.amount) <= 0)
        issues.push({ field: "hmrcNo", key: "orderUkVatRequired", params: { limit: shown(rule.limit) } });
    }
    if (rule.kind === "flatDutyPerSubheading") {
      const count = new Set(input.hsCodes.map(hsSubheading)).size;
      if (count > 0)
        notes.push({
          field: "lines",
          key: "orderEuFlatDuty",
          params: {
            amount: shown(rule.duty),
            count,
            total: shown({
              amount: multiplyMoney(rule.duty.amount, new Decimal(count).toString()),
              currency: rule.duty.currency,
            }),
          },
        });
    }
  }
  return { issues, notes };
};
