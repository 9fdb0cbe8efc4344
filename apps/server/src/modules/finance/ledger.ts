import type { WalletDirection, WalletEntryKind } from "@pp/contracts";
import { addMoney, compareMoney, negateMoney, normalizeMoney, subtractMoney } from "@pp/domain";

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
