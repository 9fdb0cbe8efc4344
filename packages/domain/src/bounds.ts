// The largest value every money, price, weight and size input may carry (docs/pricing.md "Bounds"). Each is
// defined once here: the contracts refuse a larger input with a message that states the maximum, before any
// arithmetic, and the pricing engine refuses a total above MONEY_MAX ("not served") rather than answer a
// number no money column holds.

/**
 * The largest amount of money: every money input (prices of fees and surcharges, limits, recharges,
 * withdrawals, adjustments, deposits, declared values, premium amounts) and every quote's total.
 */
export const MONEY_MAX = "9999999999.99";
/** Up to 10 digits before the point and 2 after it: at most MONEY_MAX. */
export const MONEY_PATTERN = /^\d{1,10}(?:\.\d{1,2})?$/;
/** The same with an optional minus sign (adjustments go both ways). */
export const SIGNED_MONEY_PATTERN = /^-?\d{1,10}(?:\.\d{1,2})?$/;
/**
 * What a numeric(16,2) money column (balances, ledger entries, order amounts) holds: 10,000 of the largest
 * amounts, so sums of money never approach it, and 16 significant digits, which decimal.js (20) keeps exactly.
 */
export const MONEY_COLUMN_MAX = "99999999999999.99";
/** Up to 14 digits before the point and 2 after it: an amount a money column holds (a payable with its fee). */
export const MONEY_COLUMN_PATTERN = /^\d{1,14}(?:\.\d{1,2})?$/;

/** The largest unit price of a rate card (per kg, first weight, each additional step): numeric(14,4). */
export const UNIT_PRICE_MAX = "9999999999.9999";
export const UNIT_PRICE_PATTERN = /^\d{1,10}(\.\d{1,4})?$/;

/** The largest weight a product's settings carry (band edges, steps, limits): numeric(12,3). */
export const SETTINGS_WEIGHT_MAX_KG = "999999999.999";
export const SETTINGS_WEIGHT_PATTERN = /^\d{1,9}(\.\d{1,3})?$/;
/** The largest size a product's settings carry (limits, thresholds). */
export const SETTINGS_SIZE_MAX_CM = "9999999.9";
export const SETTINGS_SIZE_PATTERN = /^\d{1,7}(\.\d)?$/;

/** The heaviest piece a quote prices. */
export const PIECE_WEIGHT_MAX_KG = "999999.999";
export const PIECE_WEIGHT_PATTERN = /^\d{1,6}(\.\d{1,3})?$/;
/** The longest side of a piece a quote prices. */
export const PIECE_SIZE_MAX_CM = "9999.9";
export const PIECE_SIZE_PATTERN = /^\d{1,4}(\.\d)?$/;
/** At most this many pieces in one quote (one order's boxes). */
export const PARCEL_MAX_PIECES = 99;

/** A maximum as people read it, thousands grouped ("9999999999.99" → "9,999,999,999.99"). */
export const groupDigits = (value: string): string => {
  const [whole = "", fraction] = value.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
};
