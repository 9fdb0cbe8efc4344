import type { DockingRequest } from "@pp/contracts";
import type { DockingRequestActions, DockingRequests } from "../modules/carriers";
import type { WalletService } from "../modules/finance";
import type { PostNotices } from "../modules/system";
import type { Actor } from "../platform/actor";
import type { Db } from "../platform/db";
import { AppError } from "../platform/errors";

// Use case: a customer asks the platform to dock a carrier API it lacks (spec §9: 3000 yuan each). It writes in
// three modules, in one transaction per step: carriers (the request and its status), finance (the fee held,
// captured or released through the wallet's face) and system (the notices). Submitting writes the request and
// holds the fee, or nothing when the wallet cannot cover it; staff accepting captures the hold as the docking fee
// (a capture in the customer's wallet flow), rejecting or the customer withdrawing releases it. A decision locks
// the request first and moves its money under the request's own key, so a repeat changes nothing. Nothing to
// compensate: every write commits or rolls back together.

type Deps = { db: Db; requests: DockingRequests; wallets: WalletService; postNotices: PostNotices };

/** A hold the wallet refuses for want of money. */
const WANT_OF_MONEY = new Set(["BALANCE_INSUFFICIENT", "REFUNDABLE_DEPOSIT_INSUFFICIENT"]);

const CUSTOMER_SCREEN = { link: "/carriers/docking-requests", screen: "carriers/docking-requests" };
const REVIEW_SCREEN = { link: "/carriers/docking-review", screen: "carriers/docking-review" };

export const createDockingRequestFlow = ({
  db,
  requests,
  wallets,
  postNotices,
}: Deps): DockingRequestActions => {
  const submit = async (actor: Actor, input: Parameters<DockingRequestActions["submit"]>[1]) => {
    try {
      const id = await db.transaction(async (tx) => {
        const { row, repeat } = await requests.open(tx, actor, input);
        if (repeat) return row.id;
        const carrier = { carrier: row.carrierName };
        const held = await wallets.hold(
          {
            orgId: row.orgId,
            currency: row.currency,
            amount: row.fee,
            reason: { code: "dockingFeeHeld", params: carrier },
            reference: { type: "dockingRequest", id: String(row.id) },
            idempotencyKey: `docking-request-${row.id}-hold`,
            userId: actor.userId,
          },
          tx,
        );
        await requests.setHold(tx, row.id, held.holdId!);
        const platform = await requests.platformOrgId(tx);
        if (platform !== undefined)
          await postNotices(tx, {
            to: { orgId: platform },
            kind: "dockingRequested",
            params: { ...carrier, customer: row.orgName, amount: row.fee, currency: row.currency },
            ...REVIEW_SCREEN,
          });
        return row.id;
      });
      return requests.one(db, id);
    } catch (error) {
      if (error instanceof AppError && WANT_OF_MONEY.has(error.code))
        throw new AppError(error.code, {
          params: { messageKey: "CARRIER_DOCKING_FEE_UNCOVERED", ...(error.params ?? {}) },
        });
      throw error;
    }
  };

  const decide = async (
    actor: Actor,
    id: number,
    decision: { event: "accept" } | { event: "reject"; reason: string } | { event: "withdraw" },
  ): Promise<DockingRequest> => {
    const reason = decision.event === "reject" ? decision.reason.trim() : undefined;
    await db.transaction(async (tx) => {
      const row = await requests.move(tx, actor, id, decision.event, reason);
      if (!row) return;
      const carrier = { carrier: row.carrierName };
      const action = {
        orgId: row.orgId,
        holdId: row.holdId,
        idempotencyKey: `docking-request-${row.id}-decision`,
        userId: actor.userId,
      };
      const money = { ...carrier, amount: row.fee, currency: row.currency };
      if (decision.event === "accept") {
        await wallets.capture({ ...action, reason: { code: "dockingFee", params: carrier } }, tx);
        await postNotices(tx, {
          to: { orgId: row.orgId },
          kind: "dockingAccepted",
          params: money,
          ...CUSTOMER_SCREEN,
        });
        return;
      }
      await wallets.release({ ...action, reason: { code: "dockingFeeReleased", params: carrier } }, tx);
      if (reason !== undefined)
        await postNotices(tx, {
          to: { orgId: row.orgId },
          kind: "dockingRejected",
          params: { ...money, reason },
          ...CUSTOMER_SCREEN,
        });
    });
    return requests.one(db, id);
  };

  return {
    submit,
    accept: (actor, id) => decide(actor, id, { event: "accept" }),
    reject: (actor, id, reason) => decide(actor, id, { event: "reject", reason }),
    withdraw: (actor, id) => decide(actor, id, { event: "withdraw" }),
  };
};
