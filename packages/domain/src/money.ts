import { Decimal } from "decimal.js";
import { MONEY_PATTERN, SIGNED_MONEY_PATTERN } from "./bounds";
import { MONEY_DECIMALS } from "./currency";

// Money travels as text ("12.30") between the console, the API and numeric(16,2) columns; arithmetic happens
// here in decimal.js, never in binary floating point.

export const isPositiveMoney = (value: string) => MONEY_PATTERN.test(value) && new Decimal(value).gt(0);

export const isNonZeroSignedMoney = (value: string) =>
  SIGNED_MONEY_PATTERN.test(value) && !new Decimal(value).isZero();

/** Canonical text with exactly 2 decimals ("5" → "5.00", "-0" → "0.00"). */
export const normalizeMoney = (value: string): string => {
  const amount = new Decimal(value).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_HALF_UP);
  return (amount.isZero() ? new Decimal(0) : amount).toFixed(MONEY_DECIMALS);
};

/** An amount as people read it, thousands grouped with commas ("10100.00" → "10,100.00"), from its text. */
export const groupMoney = (value: string): string => {
  const [whole = "", fraction] = normalizeMoney(value).split(".");
  const sign = whole.startsWith("-") ? "-" : "";
  const digits = whole.replace("-", "").replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${sign}${digits}.${fraction}`;
};

export const addMoney = (...values: string[]): string =>
  normalizeMoney(values.reduce((sum, value) => sum.plus(value), new Decimal(0)).toString());

export const subtractMoney = (from: string, amount: string): string =>
  normalizeMoney(new Decimal(from).minus(amount).toString());

/**
 * `amount` × `rate` (a fraction: "0.006" is 0.6 %) rounded half up to cents, as a fee is. Exact: an amount of
 * at most MONEY_MAX (12 digits) times a rate of at most 8 decimals stays within decimal.js's 20 digits.
 */
export const multiplyMoney = (amount: string, rate: string): string =>
  normalizeMoney(new Decimal(amount).times(rate).toString());

export const negateMoney = (value: string): string => normalizeMoney(new Decimal(value).negated().toString());

/** -1, 0 or 1 as `a` is below, equal to or above `b`. */
export const compareMoney = (a: string, b: string): number => new Decimal(a).comparedTo(b);

export type WalletFigures = { balance: string; held: string; deposit: string };

/** Available balance: what is not reserved by an open hold. */
export const availableOf = (wallet: Pick<WalletFigures, "balance" | "held">) =>
  subtractMoney(wallet.balance, wallet.held);

/** The most a debit that keeps the deposit may take (what a customer may withdraw): available less the deposit. */
export const withdrawableOf = (wallet: WalletFigures) => subtractMoney(availableOf(wallet), wallet.deposit);

export type DebitRefusal = "BALANCE_INSUFFICIENT" | "REFUNDABLE_DEPOSIT_INSUFFICIENT";

/**
 * Whether `amount` may leave the available balance. It never may below zero; unless the caller may spend the
 * refundable deposit, the available balance must also stay at or above the deposit the platform set.
 */
export const debitRefusal = (
  wallet: WalletFigures,
  amount: string,
  options: { mayUseDeposit: boolean },
): DebitRefusal | null => {
  const after = subtractMoney(availableOf(wallet), amount);
  if (compareMoney(after, "0") < 0) return "BALANCE_INSUFFICIENT";
  if (!options.mayUseDeposit && compareMoney(after, wallet.deposit) < 0)
    return "REFUNDABLE_DEPOSIT_INSUFFICIENT";
  return null;
};
