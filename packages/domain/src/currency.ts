import { Decimal } from "decimal.js";

/** The platform's base currency: every stored rate is "units of CNY per 1 unit of the currency". */
export const BASE_CURRENCY = "CNY";

/** Rates keep up to 8 decimals (spec §3 Currency); money is shown and stored with 2 unless its currency says otherwise. */
export const RATE_DECIMALS = 8;
export const MONEY_DECIMALS = 2;

/**
 * Decimals of a currency's minor unit (ISO 4217) where it is not 2: no minor unit for JPY or KRW (¥1,234),
 * three decimals for the dinars and rials. The one table every amount's rounding reads.
 */
const MINOR_UNITS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
};

/** How many decimals amounts in `currency` are rounded to and shown with. */
export const minorUnitOf = (currency: string): number => MINOR_UNITS[currency] ?? MONEY_DECIMALS;

/** Digits of a cross rate as quotes state it ("1 USD = 0.14084507 …"): enough for any pair of rates. */
export const CROSS_RATE_DIGITS = 8;

const positiveRate = (rate: string): Decimal => {
  const value = new Decimal(rate);
  if (!value.isFinite() || value.lte(0)) throw new RangeError("currency rates must be positive");
  return value;
};

/**
 * Converts an amount between two currencies through the base currency.
 * Rates are "units of base (CNY) per 1 unit of the currency": USD 7.1 means 1 USD = 7.1 CNY.
 * amount × fromRate gives base units; dividing by toRate gives the target currency.
 * The result is rounded half-up, once, at the end, to `places` (the target currency's minor unit: 2 unless
 * told), so no intermediate rounding drifts.
 */
export const convertAmount = (
  amount: string,
  fromRate: string,
  toRate: string,
  places: number = MONEY_DECIMALS,
): string => {
  const from = positiveRate(fromRate);
  const to = positiveRate(toRate);
  return new Decimal(amount)
    .times(from)
    .dividedBy(to)
    .toDecimalPlaces(places, Decimal.ROUND_HALF_UP)
    .toFixed(places);
};

/**
 * The rate between two currencies as a quote states it: units of the target per 1 unit of the source
 * (fromRate ÷ toRate), to CROSS_RATE_DIGITS significant digits, in plain notation ("0.14084507").
 * For reading only: a conversion multiplies by fromRate and divides by toRate exactly (convertAmount).
 */
export const crossRate = (fromRate: string, toRate: string): string =>
  positiveRate(fromRate)
    .dividedBy(positiveRate(toRate))
    .toSignificantDigits(CROSS_RATE_DIGITS, Decimal.ROUND_HALF_UP)
    .toFixed();

/** A rate as the database and the console show it: positive, at most 8 decimals, canonical text. */
export const isCurrencyRate = (value: string): boolean => {
  if (!/^\d{1,10}(?:\.\d{1,8})?$/.test(value)) return false;
  return new Decimal(value).gt(0);
};

/** Canonical text of a rate ("7.10000000" → "7.1"), so history rows compare equal when the value is. */
export const normalizeRate = (value: string): string =>
  new Decimal(value).toDecimalPlaces(RATE_DECIMALS).toString();
