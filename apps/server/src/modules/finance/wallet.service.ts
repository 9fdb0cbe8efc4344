import { createHash } from "node:crypto";
import {
  type LedgerCheck,
  WALLET_REFERENCE_TYPES,
  type Wallet,
  type WalletFlowQuery,
  type WalletMovement,
  type WalletQuery,
  type WalletReference,
} from "@pp/contracts";
import {
  addMoney,
  availableOf,
  compareMoney,
  debitRefusal,
  isNonZeroSignedMoney,
  isPositiveMoney,
  MONEY_PATTERN,
  negateMoney,
  normalizeMoney,
  resolveDatePreset,
} from "@pp/domain";
import { type Actor, hasRole, isPlatformStaff } from "../../platform/actor";
import type { Db, Executor, Tx } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { ownerOrgOf, scopeFilter } from "../../platform/scope";
import { ledgerEntries, wallets } from "./finance.tables";
import { type PostingInput, postingFor } from "./ledger";
import * as repo from "./wallet.repository";
import { flowWorkbook } from "./wallet-flow.sheet";

/** What every movement names: whose money, how much, why, for what, and the request's idempotency key. */
export type Movement = {
  orgId: number;
  currency: string;
  amount: string;
  reason: string;
  reference: WalletReference;
  idempotencyKey: string;
  /** Who asked (null for the system). */
  userId?: number | null;
};

/** Debits keep the refundable deposit unless the caller may spend it (e.g. settling a confirmed bill). */
export type Debit = Movement & { mayUseDeposit?: boolean };

/** Releasing or capturing a hold: the hold's wallet and reference carry over. */
export type HoldAction = {
  orgId: number;
  holdId: number;
  reason: string;
  idempotencyKey: string;
  userId?: number | null;
};

const fieldError = (field: string, message: string) =>
  new AppError("VALIDATION_FAILED", { details: [{ field, message }] });

const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

// Other modules call these directly, so they check what the HTTP contracts check.
const checkCommon = (input: { reason: string; idempotencyKey: string }) => {
  if (!KEY_PATTERN.test(input.idempotencyKey))
    throw fieldError("idempotencyKey", "FINANCE_IDEMPOTENCY_KEY_REQUIRED");
  if (!input.reason.trim()) throw fieldError("reason", "required");
  if (input.reason.length > 200) throw fieldError("reason", "VALIDATION_FAILED");
};

const checkMovement = (input: Movement, signed = false) => {
  checkCommon(input);
  if (!/^[A-Z]{3}$/.test(input.currency)) throw fieldError("currency", "FINANCE_CURRENCY_FORMAT");
  if (signed ? !isNonZeroSignedMoney(input.amount) : !isPositiveMoney(input.amount))
    throw fieldError("amount", signed ? "FINANCE_ADJUST_AMOUNT_FORMAT" : "FINANCE_AMOUNT_FORMAT");
  if (!WALLET_REFERENCE_TYPES.includes(input.reference.type) || input.reference.id.length > 64)
    throw fieldError("reference", "VALIDATION_FAILED");
};

const fingerprintOf = (operation: string, request: Record<string, unknown>) =>
  createHash("sha256")
    .update(JSON.stringify([operation, request]))
    .digest("hex");

export const toWalletDto = (row: repo.WalletRow): Wallet => ({
  id: row.id,
  orgId: row.orgId,
  currency: row.currency,
  balance: row.balance,
  held: row.held,
  available: availableOf(row),
  deposit: row.deposit,
  updatedAt: row.updatedAt.toISOString(),
});

export const toEntryDto = (row: repo.EntryRow) => ({
  id: row.id,
  walletId: row.walletId,
  orgId: row.orgId,
  currency: row.currency,
  kind: row.kind,
  direction: row.direction,
  amount: row.amount,
  balanceAfter: row.balanceAfter,
  heldAfter: row.heldAfter,
  availableAfter: availableOf({ balance: row.balanceAfter, held: row.heldAfter }),
  reason: row.reason,
  reference: { type: row.referenceType as WalletReference["type"], id: row.referenceId },
  holdId: row.holdId,
  createdAt: row.createdAt.toISOString(),
});

/** Reconciliation of every wallet (the admin endpoint and `npm run ledger:check`). */
export const checkLedger = async (db: Db, problemLimit = 100): Promise<LedgerCheck> => {
  const result = await repo.reconcileLedger(db, problemLimit);
  return {
    checkedAt: new Date().toISOString(),
    wallets: result.wallets,
    entries: result.entries,
    unbalancedEntries: result.unbalancedEntries,
    drift: normalizeMoney(result.drift),
    problems: result.problems.map((p) => ({
      ...p,
      ledgerBalance: normalizeMoney(p.ledgerBalance),
      ledgerHeld: normalizeMoney(p.ledgerHeld),
      openHolds: normalizeMoney(p.openHolds),
    })),
  };
};

const assertFinanceStaff = (actor: Actor) => {
  if (!isPlatformStaff(actor) || !hasRole(actor, "admin", "finance")) throw new AppError("FORBIDDEN");
};

/** A movement's answer, read off its journal entry: the first answer and every repeat's are the same. */
const answerOf = (
  entry: Pick<repo.EntryRow, "walletId" | "orgId" | "currency" | "kind" | "holdId">,
  posted: repo.PostedEntry,
): WalletMovement => ({
  entryId: posted.id,
  walletId: entry.walletId,
  orgId: entry.orgId,
  currency: entry.currency,
  kind: entry.kind,
  amount: posted.amount,
  balance: posted.balanceAfter,
  held: posted.heldAfter,
  available: availableOf({ balance: posted.balanceAfter, held: posted.heldAfter }),
  holdId: entry.holdId,
  createdAt: posted.createdAt.toISOString(),
});

/** The idempotency key a movement's transaction has claimed; posting the entry answers it. */
type ClaimedKey = { orgId: number; key: string };

/**
 * The one way money moves. Each movement runs in one transaction: claim the idempotency key, lock the
 * wallet row, check the rule, then one statement writes the journal entry, its lines, the wallet's figures
 * and the key's link to the entry. A repeat of the key answers from that entry and moves nothing; a key
 * reused for a different request is refused. Pass `executor` to run inside the caller's transaction (as a
 * savepoint).
 */
export const createWalletService = (db: Db) => {
  const idempotent = (
    orgId: number,
    key: string,
    fingerprint: string,
    work: (tx: Tx, claimed: ClaimedKey) => Promise<WalletMovement>,
    executor?: Executor,
  ): Promise<WalletMovement> =>
    (executor ?? db).transaction(async (tx) => {
      if (await repo.claimIdempotencyKey(tx, orgId, key, fingerprint)) return work(tx, { orgId, key });
      const stored = await repo.findIdempotencyKey(tx, orgId, key);
      const entry =
        stored?.fingerprint === fingerprint && stored.entryId !== null
          ? await repo.findEntry(tx, stored.entryId)
          : undefined;
      if (!entry) throw new AppError("IDEMPOTENCY_KEY_REUSED");
      return answerOf(entry, entry);
    });

  /** The org's wallet in the currency, locked; created on the first movement. */
  const lockOrCreateWallet = async (tx: Tx, orgId: number, currency: string) => {
    const existing = await repo.lockWallet(tx, orgId, currency);
    if (existing) return existing;
    const { isCustomerOrg, isKnownCurrency } = await repo.walletPrerequisites(tx, orgId, currency);
    if (!isCustomerOrg) throw fieldError("orgId", "FINANCE_NOT_CUSTOMER_ORG");
    if (!isKnownCurrency) throw fieldError("currency", "FINANCE_CURRENCY_UNKNOWN");
    await repo.insertWallet(tx, orgId, currency);
    return (await repo.lockWallet(tx, orgId, currency))!;
  };

  /** Writes the entry of `posting` and the wallet's new figures, answering `claimed`; the CHECKs back the rule up. */
  const post = async (
    tx: Tx,
    claimed: ClaimedKey,
    wallet: repo.WalletRow,
    input: PostingInput,
    meta: { reason: string; reference: WalletReference; holdId: number | null; userId: number | null },
  ): Promise<WalletMovement> => {
    const posting = postingFor(input);
    const entry = {
      walletId: wallet.id,
      orgId: wallet.orgId,
      currency: wallet.currency,
      kind: input.kind,
      direction: posting.direction,
      amount: posting.amount,
      balanceAfter: addMoney(wallet.balance, posting.balanceDelta),
      heldAfter: addMoney(wallet.held, posting.heldDelta),
      reason: meta.reason.trim(),
      referenceType: meta.reference.type,
      referenceId: meta.reference.id,
      holdId: meta.holdId,
      userId: meta.userId,
    };
    return answerOf(entry, await repo.postEntry(tx, claimed, entry, posting.lines));
  };

  const metaOf = (input: Movement, holdId: number | null = null) => ({
    reason: input.reason,
    reference: input.reference,
    holdId,
    userId: input.userId ?? null,
  });

  const requestOf = (input: Movement) => ({
    currency: input.currency,
    amount: normalizeMoney(input.amount),
    reason: input.reason.trim(),
    reference: input.reference,
  });

  const refuseDebit = (wallet: repo.WalletRow, amount: string, mayUseDeposit: boolean) => {
    const refusal = debitRefusal(wallet, amount, { mayUseDeposit });
    if (refusal) throw new AppError(refusal);
  };

  /** Money in from outside (a recharge, a confirmed bank transfer). */
  const credit = (input: Movement, executor?: Executor) => {
    checkMovement(input);
    return idempotent(
      input.orgId,
      input.idempotencyKey,
      fingerprintOf("credit", requestOf(input)),
      async (tx, claimed) => {
        const wallet = await lockOrCreateWallet(tx, input.orgId, input.currency);
        return post(
          tx,
          claimed,
          wallet,
          { kind: "credit", walletId: wallet.id, currency: wallet.currency, amount: input.amount },
          metaOf(input),
        );
      },
      executor,
    );
  };

  /** A direct debit for a service (an order, a subscription, a bill shortage). */
  const charge = (input: Debit, executor?: Executor) => {
    checkMovement(input);
    const mayUseDeposit = input.mayUseDeposit ?? false;
    return idempotent(
      input.orgId,
      input.idempotencyKey,
      fingerprintOf("charge", { ...requestOf(input), mayUseDeposit }),
      async (tx, claimed) => {
        const wallet = await lockOrCreateWallet(tx, input.orgId, input.currency);
        refuseDebit(wallet, input.amount, mayUseDeposit);
        return post(
          tx,
          claimed,
          wallet,
          { kind: "charge", walletId: wallet.id, currency: wallet.currency, amount: input.amount },
          metaOf(input),
        );
      },
      executor,
    );
  };

  /** Money back to the customer for a service (an overcharge, a cancelled order). */
  const refund = (input: Movement, executor?: Executor) => {
    checkMovement(input);
    return idempotent(
      input.orgId,
      input.idempotencyKey,
      fingerprintOf("refund", requestOf(input)),
      async (tx, claimed) => {
        const wallet = await lockOrCreateWallet(tx, input.orgId, input.currency);
        return post(
          tx,
          claimed,
          wallet,
          { kind: "refund", walletId: wallet.id, currency: wallet.currency, amount: input.amount },
          metaOf(input),
        );
      },
      executor,
    );
  };

  /** Reserves money (a pending withdrawal); the answer's `holdId` releases or captures it later. */
  const hold = (input: Debit, executor?: Executor) => {
    checkMovement(input);
    const mayUseDeposit = input.mayUseDeposit ?? false;
    return idempotent(
      input.orgId,
      input.idempotencyKey,
      fingerprintOf("hold", { ...requestOf(input), mayUseDeposit }),
      async (tx, claimed) => {
        const wallet = await lockOrCreateWallet(tx, input.orgId, input.currency);
        refuseDebit(wallet, input.amount, mayUseDeposit);
        const row = await repo.insertHold(tx, {
          walletId: wallet.id,
          orgId: wallet.orgId,
          amount: normalizeMoney(input.amount),
          referenceType: input.reference.type,
          referenceId: input.reference.id,
        });
        return post(
          tx,
          claimed,
          wallet,
          { kind: "hold", walletId: wallet.id, currency: wallet.currency, amount: input.amount },
          metaOf(input, row.id),
        );
      },
      executor,
    );
  };

  /** The open hold and its wallet, both locked (hold first, as every hold action does). */
  const lockOpenHold = async (tx: Tx, input: HoldAction) => {
    const row = await repo.lockHold(tx, input.orgId, input.holdId);
    if (!row) throw new AppError("NOT_FOUND");
    if (row.status !== "open")
      throw new AppError("CONFLICT", { params: { messageKey: "FINANCE_HOLD_NOT_OPEN" } });
    return { row, wallet: await repo.lockWalletById(tx, row.walletId) };
  };

  const holdMeta = (input: HoldAction, row: repo.HoldRow) => ({
    reason: input.reason,
    reference: { type: row.referenceType as WalletReference["type"], id: row.referenceId },
    holdId: row.id,
    userId: input.userId ?? null,
  });

  /** Gives a hold back to the available balance (a rejected withdrawal). */
  const release = (input: HoldAction, executor?: Executor) => {
    checkCommon(input);
    return idempotent(
      input.orgId,
      input.idempotencyKey,
      fingerprintOf("release", { holdId: input.holdId, reason: input.reason.trim() }),
      async (tx, claimed) => {
        const { row, wallet } = await lockOpenHold(tx, input);
        await repo.closeHold(tx, row.id, "released");
        return post(
          tx,
          claimed,
          wallet,
          { kind: "release", walletId: wallet.id, currency: wallet.currency, amount: row.amount },
          holdMeta(input, row),
        );
      },
      executor,
    );
  };

  /** Turns a hold into a charge: all of it, or `amount` of it with the rest released. */
  const capture = (input: HoldAction & { amount?: string }, executor?: Executor) => {
    checkCommon(input);
    if (input.amount !== undefined && !isPositiveMoney(input.amount))
      throw fieldError("amount", "FINANCE_AMOUNT_FORMAT");
    return idempotent(
      input.orgId,
      input.idempotencyKey,
      fingerprintOf("capture", {
        holdId: input.holdId,
        amount: input.amount === undefined ? null : normalizeMoney(input.amount),
        reason: input.reason.trim(),
      }),
      async (tx, claimed) => {
        const { row, wallet } = await lockOpenHold(tx, input);
        const amount = input.amount ?? row.amount;
        if (compareMoney(amount, row.amount) > 0) throw fieldError("amount", "FINANCE_CAPTURE_EXCEEDS_HOLD");
        await repo.closeHold(tx, row.id, "captured");
        return post(
          tx,
          claimed,
          wallet,
          { kind: "capture", walletId: wallet.id, currency: wallet.currency, held: row.amount, amount },
          holdMeta(input, row),
        );
      },
      executor,
    );
  };

  /** Pays a whole hold out of the platform (an approved withdrawal): held money goes to platform cash. */
  const payout = (input: HoldAction, executor?: Executor) => {
    checkCommon(input);
    return idempotent(
      input.orgId,
      input.idempotencyKey,
      fingerprintOf("payout", { holdId: input.holdId, reason: input.reason.trim() }),
      async (tx, claimed) => {
        const { row, wallet } = await lockOpenHold(tx, input);
        await repo.closeHold(tx, row.id, "captured");
        return post(
          tx,
          claimed,
          wallet,
          { kind: "payout", walletId: wallet.id, currency: wallet.currency, amount: row.amount },
          holdMeta(input, row),
        );
      },
      executor,
    );
  };

  /** A staff correction; a negative one may use the deposit but never the money that is not there. */
  const adjust = (input: Movement, executor?: Executor) => {
    checkMovement(input, true);
    return idempotent(
      input.orgId,
      input.idempotencyKey,
      fingerprintOf("adjust", requestOf(input)),
      async (tx, claimed) => {
        const wallet = await lockOrCreateWallet(tx, input.orgId, input.currency);
        if (compareMoney(input.amount, "0") < 0) refuseDebit(wallet, negateMoney(input.amount), true);
        return post(
          tx,
          claimed,
          wallet,
          { kind: "adjust", walletId: wallet.id, currency: wallet.currency, amount: input.amount },
          metaOf(input),
        );
      },
      executor,
    );
  };

  const flowFilter = (query: Omit<WalletFlowQuery, "page" | "size">) => {
    const preset = query.preset ? resolveDatePreset(query.preset, new Date()) : undefined;
    return {
      from: query.from ? new Date(query.from) : preset?.start,
      to: query.to ? new Date(query.to) : preset?.end,
      currency: query.currency,
      referenceType: query.referenceType,
      direction: query.direction,
      kind: query.kind,
      orgId: query.orgId,
    };
  };

  return {
    credit,
    charge,
    refund,
    hold,
    release,
    capture,
    payout,
    adjust,

    /** The caller's org's wallets, one per currency. */
    listOwn: async (actor: Actor) =>
      (await repo.listOrgWallets(db, scopeFilter(actor, wallets.orgId), ownerOrgOf(actor))).map(toWalletDto),

    /** Platform finance: every org's wallets. */
    listAll: async (actor: Actor, query: WalletQuery) => {
      assertFinanceStaff(actor);
      const page = await repo.searchWallets(db, scopeFilter(actor, wallets.orgId), query);
      return { total: page.total, rows: page.rows.map(toWalletDto) };
    },

    /** Ledger entries in the caller's scope (its own org's for a customer), newest first. */
    flow: async (actor: Actor, query: WalletFlowQuery) => {
      const page = await repo.searchEntries(db, scopeFilter(actor, ledgerEntries.orgId), {
        ...flowFilter(query),
        page: query.page,
        size: query.size,
      });
      return { total: page.total, rows: page.rows.map(toEntryDto) };
    },

    exportFlow: async (actor: Actor, query: Omit<WalletFlowQuery, "page" | "size">) =>
      flowWorkbook(
        actor.lang,
        (await repo.allEntries(db, scopeFilter(actor, ledgerEntries.orgId), flowFilter(query))).map(
          toEntryDto,
        ),
      ),

    adjustAsStaff: (
      actor: Actor,
      body: { orgId: number; currency: string; amount: string; reason: string; referenceId: string },
      idempotencyKey: string,
    ) => {
      assertFinanceStaff(actor);
      return adjust({
        orgId: body.orgId,
        currency: body.currency,
        amount: body.amount,
        reason: body.reason,
        reference: { type: "adjustment", id: body.referenceId },
        idempotencyKey,
        userId: actor.userId,
      });
    },

    /** Sets the refundable deposit a customer must keep (not a movement: no ledger entry). */
    setDeposit: async (actor: Actor, body: { orgId: number; currency: string; deposit: string }) => {
      assertFinanceStaff(actor);
      if (!MONEY_PATTERN.test(body.deposit)) throw fieldError("deposit", "money");
      return db.transaction(async (tx) => {
        const wallet = await lockOrCreateWallet(tx, body.orgId, body.currency);
        return toWalletDto(await repo.updateDeposit(tx, wallet.id, normalizeMoney(body.deposit)));
      });
    },

    checkLedger: async (actor: Actor) => {
      assertFinanceStaff(actor);
      return checkLedger(db);
    },
  };
};

export type WalletService = ReturnType<typeof createWalletService>;

declare module "fastify" {
  interface FastifyInstance {
    /** This process's wallet service (app.ts): other modules move money only through it. */
    wallets: WalletService;
  }
}
