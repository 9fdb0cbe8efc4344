import type { Executor } from "../../platform/db";

/** Finance decided a customer's money request: what happened, to whose org, for how much. */
export type MoneyDecision = { orgId: number; amount: string; currency: string } & (
  | { kind: "bankTransferConfirmed"; transferId: number }
  | { kind: "bankTransferRejected"; transferId: number; reason: string }
  | { kind: "withdrawalApproved"; withdrawalId: number; proofReference: string }
  | { kind: "withdrawalRejected"; withdrawalId: number; reason: string }
);

/**
 * What else happens when a decision is made, run in the decision's own transaction (after its money moved and
 * its status changed, never on a repeated request). Finance declares it; app.ts hands in the flow
 * (`src/flows/tell-customer-of-money-decision.ts`), so finance imports no other module.
 */
export type OnMoneyDecided = (tx: Executor, decision: MoneyDecision) => Promise<void>;
