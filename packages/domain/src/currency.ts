import { Decimal } from "decimal.js";

/** The platform's base currency: every stored rate is "units of CNY per 1 unit of the currency". */
export const BASE_CURRENCY = "CNY";

/** Rates keep up to 8 decimals (spec §3 Currency); money is shown and stored with 2. */
export const RATE_DECIMALS = 8;
export const MONEY_DECIMALS = 2;

/**
 * Converts an amount between two currencies through the base currency.
 * Rates are "units of base (CNY) per 1 unit of the currency": USD 7.1 means 1 USD = 7.1 CNY.
 * amount × fromRate gives base units; dividing by toRate gives the target currency.
 * The result is rounded half-up to 2 places, once, at the end, so no intermediate rounding drifts.
 */
export const convertAmount = (amount: string, fromRate: string, toRate: string): string => {
  const to = new Decimal(toRate);
  const from = new Decimal(fromRate);
  if (!from.isFinite() || !to.isFinite() || from.lte(0) || to.lte(0)) {
    throw new RangeError("currency rates must be positive");
  }
  return new Decimal(amount)
    .times(from)
    .dividedBy(to)
    .toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_HALF_UP)
    .toFixed(MONEY_DECIMALS);
};

/** A rate as the database and the console show it: positive, at most 8 decimals, canonical text. */
export const isCurrencyRate = (value: string): boolean => {
  if (!/^\d{1,10}(?:\.\d{1,8})?$/.test(value)) return false;
  return new Decimal(value).gt(0);
};

/** Canonical text of a rate ("7.10000000" → "7.1"), so history rows compare equal when the value is. */
export const normalizeRate = (value: string): string =>
  new Decimal(value).toDecimalPlaces(RATE_DECIMALS).toString();
