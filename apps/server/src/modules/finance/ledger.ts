import type { WalletDirection, WalletEntryKind } from "@pp/contracts";
import {
  addMoney,
  compareMoney,
  type Language,
  negateMoney,
  normalizeMoney,
  subtractMoney,
  WALLET_REASON_CODES,
  type WalletReason,
  type WalletReasonCode,
  walletReasonText,
} from "@pp/domain";

// The chart of accounts and the posting rule of every movement: which accounts each kind of entry credits
// (positive line) and debits (negative line). Every entry's lines sum to zero, so money is only ever moved
// between accounts, never made or lost.
//
//   wallet:<walletId>:available   what the customer may spend
//   wallet:<walletId>:held        reserved by open holds; a wallet's balance is available + held
//   platform:cash:<CUR>           money that came in from outside (recharges) or goes out (withdrawal payouts)
//   platform:revenue:<CUR>        what customers paid for services (charges, captures) less refunds
//   platform:adjustment:<CUR>     the counterpart of staff corrections

export const walletAccount = (walletId: number, bucket: "available" | "held") =>
  `wallet:${walletId}:${bucket}`;

export const platformAccount = (kind: "cash" | "revenue" | "adjustment", currency: string) =>
  `platform:${kind}:${currency}`;

export type PostingLine = { account: string; walletId: number | null; amount: string };

export type Posting = {
  direction: WalletDirection;
  /** The entry's amount as the wallet flow shows it (always positive). */
  amount: string;
  balanceDelta: string;
  heldDelta: string;
  lines: PostingLine[];
};

export type PostingInput =
  | {
      kind: Exclude<WalletEntryKind, "capture" | "adjust">;
      walletId: number;
      currency: string;
      amount: string;
      /**
       * A charge or a hold drawn from an open hold of the wallet (a bulk import's): a charge spends held money, a
       * hold moves it into the order's own hold; the available balance is not touched.
       */
      fromHeld?: true;
    }
  /** Captures `amount` of a hold of `held`; the rest goes back to the available balance. */
  | { kind: "capture"; walletId: number; currency: string; held: string; amount: string }
  /** A signed correction: negative takes money away. */
  | { kind: "adjust"; walletId: number; currency: string; amount: string };

const line = (account: string, walletId: number | null, amount: string): PostingLine => ({
  account,
  walletId,
  amount,
});

const linesOf = (input: PostingInput): PostingLine[] => {
  const available = (amount: string) =>
    line(walletAccount(input.walletId, "available"), input.walletId, amount);
  const held = (amount: string) => line(walletAccount(input.walletId, "held"), input.walletId, amount);
  const platform = (kind: "cash" | "revenue" | "adjustment", amount: string) =>
    line(platformAccount(kind, input.currency), null, amount);
  const amount = normalizeMoney(input.amount);
  if ((input.kind === "charge" || input.kind === "hold") && input.fromHeld)
    return [held(negateMoney(amount)), input.kind === "charge" ? platform("revenue", amount) : held(amount)];
  switch (input.kind) {
    case "credit":
      return [available(amount), platform("cash", negateMoney(amount))];
    case "hold":
      return [available(negateMoney(amount)), held(amount)];
    case "release":
      return [held(negateMoney(amount)), available(amount)];
    case "charge":
      return [available(negateMoney(amount)), platform("revenue", amount)];
    case "payout":
      return [held(negateMoney(amount)), platform("cash", amount)];
    case "refund":
      return [platform("revenue", negateMoney(amount)), available(amount)];
    case "adjust":
      return [available(amount), platform("adjustment", negateMoney(amount))];
    case "capture": {
      const rest = subtractMoney(input.held, amount);
      return [
        held(negateMoney(normalizeMoney(input.held))),
        platform("revenue", amount),
        ...(compareMoney(rest, "0") > 0 ? [available(rest)] : []),
      ];
    }
  }
};

// Money coming (back) to the customer's available balance; everything else leaves it.
const INCOMING = new Set<WalletEntryKind>(["credit", "release", "refund", "adjust"]);

const sumOf = (lines: PostingLine[]) => addMoney(...lines.map((l) => l.amount));

/** The lines of one movement and what it does to the wallet's balance and held amount. */
export const postingFor = (input: PostingInput): Posting => {
  const lines = linesOf(input);
  if (compareMoney(sumOf(lines), "0") !== 0) throw new Error(`unbalanced ${input.kind} posting`);
  const heldAccount = walletAccount(input.walletId, "held");
  const walletLines = lines.filter((l) => l.walletId === input.walletId);
  const negative = compareMoney(input.amount, "0") < 0;
  return {
    direction: INCOMING.has(input.kind) && !negative ? "in" : "out",
    amount: negative ? negateMoney(input.amount) : normalizeMoney(input.amount),
    balanceDelta: sumOf(walletLines),
    heldDelta: sumOf(walletLines.filter((l) => l.account === heldAccount)),
    lines,
  };
};

// ---- reasons ------------------------------------------------------------------------------------------

/**
 * Why money moved: a reason code the platform writes with its parameters (each reader sees it in their own
 * language), or the text staff typed for an adjustment, kept as typed.
 */
export type LedgerReason = WalletReason | string;

/** The message key of a reason no entry may carry, or null. */
export const reasonProblem = (reason: LedgerReason): string | null => {
  if (typeof reason !== "string")
    return WALLET_REASON_CODES.includes(reason.code) ? null : "VALIDATION_FAILED";
  if (!reason.trim()) return "required";
  return reason.length > 200 ? "VALIDATION_FAILED" : null;
};

/** The reason as a movement's fingerprint names it (a typed text trimmed, as it is stored). */
export const reasonRequest = (reason: LedgerReason) => (typeof reason === "string" ? reason.trim() : reason);

/** The entry's reason columns: a code with its parameters, or the typed text. */
export const reasonColumns = (reason: LedgerReason) =>
  typeof reason === "string"
    ? { reason: reason.trim(), reasonCode: null, reasonParams: null }
    : { reason: null, reasonCode: reason.code, reasonParams: reason.params ?? null };

/** An entry's reason as `lang` reads it, with the code behind it (null for a typed one). */
export const readReason = (
  row: {
    reason: string | null;
    reasonCode: WalletReasonCode | null;
    reasonParams: Record<string, string> | null;
  },
  lang: Language,
) => {
  const systemReason: WalletReason | null = row.reasonCode
    ? { code: row.reasonCode, ...(row.reasonParams ? { params: row.reasonParams } : {}) }
    : null;
  return { reason: systemReason ? walletReasonText(lang, systemReason) : (row.reason ?? ""), systemReason };
};
