import {
  boxLimitIssues,
  boxValue,
  convertAmount,
  type DeclarationBoxInput,
  type DeclarationIssue,
} from "@pp/domain";

// The order-rules hook (spec §2 order rules and rule groups; the next issue keeps them in tables and screens):
// every placement runs the active rules over the draft. A rule either refuses the draft (a 400 naming the field)
// or lets it in blocked ("cannot ship" until released). No rule is active yet: ORDER_RULES is empty until the
// order-rules issue reads them from its tables.

type Amount = { amount: string; currency: string };

export type OrderRule = {
  kind: "boxValueLimit";
  /** Destination countries it applies to; empty for all. */
  countries: readonly string[];
  /** The most a box may declare, in its currency. */
  limit: Amount;
  /** Refuse the draft, or accept it as "cannot ship". */
  action: "refuse" | "block";
};

export const ORDER_RULES: readonly OrderRule[] = [];

export type RulesVerdict = { refusals: DeclarationIssue[]; blocked: boolean };

/** Applies `rules` to the draft; `rates` are units of the base currency per unit of each currency. */
export const applyOrderRules = (
  rules: readonly OrderRule[],
  draft: {
    destination: { country: string };
    declaredCurrency: string;
    boxes: readonly DeclarationBoxInput[];
  },
  rates: Readonly<Record<string, string>>,
): RulesVerdict => {
  const verdict: RulesVerdict = { refusals: [], blocked: false };
  for (const rule of rules) {
    if (rule.countries.length > 0 && !rule.countries.includes(draft.destination.country)) continue;
    const fromRate = rates[rule.limit.currency];
    const toRate = rates[draft.declaredCurrency];
    if (fromRate === undefined || toRate === undefined) continue;
    const limit = convertAmount(rule.limit.amount, fromRate, toRate);
    const issues = boxLimitIssues(draft.boxes.map(boxValue), limit);
    if (issues.length === 0) continue;
    if (rule.action === "refuse") verdict.refusals.push(...issues);
    else verdict.blocked = true;
  }
  return verdict;
};
