import type { OnMoneyDecided } from "../modules/finance";
import type { NoticePost, PostNotices } from "../modules/system";

// Use case: finance confirms or rejects a bank transfer, approves or rejects a withdrawal, and the customer's
// users are told in their console inbox. Finance's decision opens the transaction (it locks the request and
// moves the money); this flow is what that transaction also writes in the system module, handed to finance by
// app.ts as its `OnMoneyDecided`. Nothing to compensate: the notice commits or rolls back with the decision.

/** The customer's screen each notice opens, and where on it. */
const RECHARGE_TRANSFERS = { link: "/finance/recharge?tab=transfer", screen: "finance/recharge" };
const WITHDRAWALS = { link: "/finance/withdrawals", screen: "finance/withdrawals" };

export const tellCustomerOfMoneyDecision =
  (postNotices: PostNotices): OnMoneyDecided =>
  async (tx, decision) => {
    const to = { orgId: decision.orgId };
    const money = { amount: decision.amount, currency: decision.currency };
    const notice: NoticePost = (() => {
      switch (decision.kind) {
        case "bankTransferConfirmed":
          return { to, kind: decision.kind, params: money, ...RECHARGE_TRANSFERS };
        case "bankTransferRejected":
          return {
            to,
            kind: decision.kind,
            params: { ...money, reason: decision.reason },
            ...RECHARGE_TRANSFERS,
          };
        case "withdrawalApproved":
          return {
            to,
            kind: decision.kind,
            params: { ...money, proofReference: decision.proofReference },
            ...WITHDRAWALS,
          };
        case "withdrawalRejected":
          return { to, kind: decision.kind, params: { ...money, reason: decision.reason }, ...WITHDRAWALS };
      }
    })();
    await postNotices(tx, notice);
  };
