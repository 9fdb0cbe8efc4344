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
  type Language,
  MONEY_PATTERN,
  negateMoney,
  normalizeMoney,
  resolveDatePreset,
} from "@pp/domain";
import { type Actor, hasRole, isPlatformStaff } from "../../platform/actor";
import { type Db, type Executor, isUniqueViolation, type Tx } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { mapPage } from "../../platform/paging";
import { ownerOrgOf, scopeFilter } from "../../platform/scope";
import { ledgerEntries, wallets } from "./finance.tables";
import { assertSameRequest, fingerprintOf } from "./idempotency";
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

// The reasons the platform itself writes are stored as these English texts and shown in the reader's language;
// what staff type stays as typed.
const SYSTEM_REASONS: Record<string, Record<Language, string>> = {
  "Online recharge (alipay)": {
    zh: "在线充值（支付宝）",
    en: "Online recharge (Alipay)",
    ko: "온라인 충전(알리페이)",
  },
  "Online recharge (wechat)": {
    zh: "在线充值（微信支付）",
    en: "Online recharge (WeChat Pay)",
    ko: "온라인 충전(위챗페이)",
  },
  "Bank transfer recharge": { zh: "银行转账充值", en: "Bank transfer recharge", ko: "계좌이체 충전" },
  "Withdrawal application": {
    zh: "提现申请（冻结）",
    en: "Withdrawal application (held)",
    ko: "출금 신청(동결)",
  },
  "Withdrawal paid out": { zh: "提现已付款", en: "Withdrawal paid out", ko: "출금 지급 완료" },
  "Withdrawal rejected": {
    zh: "提现被驳回（解冻）",
    en: "Withdrawal rejected (released)",
    ko: "출금 거절(동결 해제)",
  },
  "Demo opening balance / 演示期初余额": {
    zh: "演示期初余额",
    en: "Demo opening balance",
    ko: "데모 기초 잔액",
  },
};

export const toEntryDto = (row: repo.EntryWithOrg, lang: Language) => ({
  id: row.id,
  walletId: row.walletId,
  orgId: row.orgId,
  orgName: row.orgName,
  currency: row.currency,
  kind: row.kind,
  direction: row.direction,
  amount: row.amount,
  balanceAfter: row.balanceAfter,
  heldAfter: row.heldAfter,
  availableAfter: availableOf({ balance: row.balanceAfter, held: row.heldAfter }),
  reason: SYSTEM_REASONS[row.reason]?.[lang] ?? row.reason,
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
  entry: Pick<repo.EntryRow, "walletId" | "orgId" | "currency" | "kind">,
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
  holdId: posted.holdId,
  createdAt: posted.createdAt.toISOString(),
});

/** Runs `round` once more when it failed on the idempotency key: a concurrent duplicate posted it first. */
const retryOnKey = async <T>(round: () => Promise<T>): Promise<T> => {
  try {
    return await round();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return round();
  }
};

// Unlocked rounds a movement tries before it queues on the wallet's row lock: each lost round means another
// movement changed the wallet in between, so under such contention the lock is the cheaper way.
const OPTIMISTIC_ROUNDS = 3;

// Wallets whose last known figures a process keeps (the least recently used go first).
const KNOWN_FIGURES_LIMIT = 10_000;

type PostingMeta = {
  reason: string;
  reference: WalletReference;
  holdId: number | null;
  userId: number | null;
};

/** A movement on one wallet: the rule it must pass, what it posts, and the hold it opens, if any. */
type WalletMove = {
  input: Movement;
  fingerprint: string;
  check?: (wallet: repo.WalletFigures) => void;
  posting: (wallet: repo.WalletFigures) => PostingInput;
  newHold?: repo.NewHold;
};

/**
 * The one way money moves. A movement reads the wallet and its idempotency key, checks the rule against the
 * figures it read, then one statement writes the wallet's new figures, the journal entry, its lines and the
 * key pointing at the entry, on condition that the wallet still has the figures that were checked. A repeat
 * of the key answers from that entry and moves nothing; a key reused for a different request is refused.
 * Pass `executor` to run inside the caller's transaction (as a savepoint).
 */
export const createWalletService = (db: Db) => {
  // The figures this process last read or wrote for a wallet. A movement first tries its write against them,
  // saving the read: if the wallet moved elsewhere meanwhile the write matches nothing, and a refusal is only
  // ever given on figures just read.
  const knownFigures = new Map<string, repo.WalletFigures>();
  const figuresKey = (orgId: number, currency: string) => `${orgId}:${currency}`;
  const remember = (wallet: repo.WalletFigures) => {
    const key = figuresKey(wallet.orgId, wallet.currency);
    knownFigures.delete(key);
    knownFigures.set(key, wallet);
    if (knownFigures.size > KNOWN_FIGURES_LIMIT)
      knownFigures.delete(knownFigures.keys().next().value as string);
  };

  const answerKeyUse = async (ex: Executor, use: repo.KeyUse, fingerprint: string) => {
    assertSameRequest(use, fingerprint);
    const entry = use.entryId !== null ? await repo.findEntry(ex, use.entryId) : undefined;
    if (!entry) throw new AppError("IDEMPOTENCY_KEY_REUSED");
    return answerOf(entry, entry);
  };

  /** Opens the org's wallet in the currency (a customer org, a currency the platform knows) unless it exists. */
  const createWallet = async (ex: Executor, orgId: number, currency: string) => {
    const { isCustomerOrg, isKnownCurrency } = await repo.walletPrerequisites(ex, orgId, currency);
    if (!isCustomerOrg) throw fieldError("orgId", "FINANCE_NOT_CUSTOMER_ORG");
    if (!isKnownCurrency) throw fieldError("currency", "FINANCE_CURRENCY_UNKNOWN");
    await repo.insertWallet(ex, orgId, currency);
  };

  /** The org's wallet in the currency, locked; created on the first movement. */
  const lockOrCreateWallet = async (tx: Tx, orgId: number, currency: string) => {
    const existing = await repo.lockWallet(tx, orgId, currency);
    if (existing) return existing;
    await createWallet(tx, orgId, currency);
    return (await repo.lockWallet(tx, orgId, currency))!;
  };

  /** Posts `input` on `wallet` as read; undefined when the wallet has changed since. The CHECKs back the rule up. */
  const post = async (
    ex: Executor,
    key: repo.MovementKey,
    wallet: repo.WalletFigures,
    input: PostingInput,
    meta: PostingMeta,
    newHold?: repo.NewHold,
  ): Promise<WalletMovement | undefined> => {
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
    const posted = await repo.postEntry(ex, key, wallet, entry, posting.lines, newHold);
    return posted && answerOf(entry, posted);
  };

  /** Posts on a wallet this transaction has locked, which therefore cannot have changed. */
  const postLocked = async (...args: Parameters<typeof post>): Promise<WalletMovement> => {
    const answer = await post(...args);
    if (!answer) throw new Error("a locked wallet changed under its lock");
    return answer;
  };

  /**
   * A movement on one wallet. On its own it first tries without a transaction: one read of the wallet and the
   * key, one conditional write, two round trips. When the wallet keeps changing in between, or inside a
   * caller's transaction, it locks the wallet row and reads the key after the lock, so a duplicate that held
   * the lock has committed and is answered from.
   */
  const moveWallet = async (move: WalletMove, executor?: Executor): Promise<WalletMovement> => {
    const { orgId, currency, idempotencyKey } = move.input;
    const key = { orgId, key: idempotencyKey, fingerprint: move.fingerprint };
    const meta = metaOf(move.input);
    const postOn = (ex: Executor, wallet: repo.WalletFigures) => {
      move.check?.(wallet);
      return post(ex, key, wallet, move.posting(wallet), meta, move.newHold);
    };
    /** Posts on `wallet` and remembers the figures it leaves; undefined when the wallet had changed. */
    const postAndRemember = async (wallet: repo.WalletFigures) => {
      const answer = await postOn(db, wallet);
      if (answer) remember({ ...wallet, balance: answer.balance, held: answer.held });
      return answer;
    };
    if (!executor) {
      const known = knownFigures.get(figuresKey(orgId, currency));
      if (known) {
        try {
          const answer = await postAndRemember(known);
          if (answer) return answer;
        } catch (error) {
          // A refusal or a used key on figures that may be old: decided again below, on figures read now.
          if (!(error instanceof AppError) && !isUniqueViolation(error)) throw error;
        }
      }
      for (let round = 0; round < OPTIMISTIC_ROUNDS; round++) {
        try {
          const seen = await repo.readWalletAndKey(db, orgId, currency, idempotencyKey);
          if (seen.keyUse) return await answerKeyUse(db, seen.keyUse, move.fingerprint);
          if (!seen.wallet) await createWallet(db, orgId, currency);
          else {
            remember(seen.wallet);
            const answer = await postAndRemember(seen.wallet);
            if (answer) return answer;
          }
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
    }
    return retryOnKey(() =>
      (executor ?? db).transaction(async (tx) => {
        const wallet = await lockOrCreateWallet(tx, orgId, currency);
        const keyUse = await repo.findKeyUse(tx, orgId, idempotencyKey);
        if (keyUse) return answerKeyUse(tx, keyUse, move.fingerprint);
        move.check?.(wallet);
        return postLocked(tx, key, wallet, move.posting(wallet), meta, move.newHold);
      }),
    );
  };

  const metaOf = (input: Movement): PostingMeta => ({
    reason: input.reason,
    reference: input.reference,
    holdId: null,
    userId: input.userId ?? null,
  });

  const requestOf = (input: Movement) => ({
    currency: input.currency,
    amount: normalizeMoney(input.amount),
    reason: input.reason.trim(),
    reference: input.reference,
  });

  const refuseDebit = (wallet: repo.WalletFigures, amount: string, mayUseDeposit: boolean) => {
    const refusal = debitRefusal(wallet, amount, { mayUseDeposit });
    if (refusal) throw new AppError(refusal);
  };

  /** A movement of `kind` and the input's amount on the input's wallet. */
  const simplePosting =
    (kind: "credit" | "charge" | "refund" | "hold" | "adjust", amount: string) =>
    (wallet: repo.WalletFigures): PostingInput => ({
      kind,
      walletId: wallet.id,
      currency: wallet.currency,
      amount,
    });

  /** Money in from outside (a recharge, a confirmed bank transfer). */
  const credit = (input: Movement, executor?: Executor) => {
    checkMovement(input);
    return moveWallet(
      {
        input,
        fingerprint: fingerprintOf("credit", requestOf(input)),
        posting: simplePosting("credit", input.amount),
      },
      executor,
    );
  };

  /** A direct debit for a service (an order, a subscription, a bill shortage). */
  const charge = (input: Debit, executor?: Executor) => {
    checkMovement(input);
    const mayUseDeposit = input.mayUseDeposit ?? false;
    return moveWallet(
      {
        input,
        fingerprint: fingerprintOf("charge", { ...requestOf(input), mayUseDeposit }),
        check: (wallet) => refuseDebit(wallet, input.amount, mayUseDeposit),
        posting: simplePosting("charge", input.amount),
      },
      executor,
    );
  };

  /** Money back to the customer for a service (an overcharge, a cancelled order). */
  const refund = (input: Movement, executor?: Executor) => {
    checkMovement(input);
    return moveWallet(
      {
        input,
        fingerprint: fingerprintOf("refund", requestOf(input)),
        posting: simplePosting("refund", input.amount),
      },
      executor,
    );
  };

  /** Reserves money (a pending withdrawal); the answer's `holdId` releases or captures it later. */
  const hold = (input: Debit, executor?: Executor) => {
    checkMovement(input);
    const mayUseDeposit = input.mayUseDeposit ?? false;
    return moveWallet(
      {
        input,
        fingerprint: fingerprintOf("hold", { ...requestOf(input), mayUseDeposit }),
        check: (wallet) => refuseDebit(wallet, input.amount, mayUseDeposit),
        posting: simplePosting("hold", input.amount),
        newHold: {
          amount: normalizeMoney(input.amount),
          referenceType: input.reference.type,
          referenceId: input.reference.id,
        },
      },
      executor,
    );
  };

  /** A staff correction; a negative one may use the deposit but never the money that is not there. */
  const adjust = (input: Movement, executor?: Executor) => {
    checkMovement(input, true);
    return moveWallet(
      {
        input,
        fingerprint: fingerprintOf("adjust", requestOf(input)),
        check: (wallet) => {
          if (compareMoney(input.amount, "0") < 0) refuseDebit(wallet, negateMoney(input.amount), true);
        },
        posting: simplePosting("adjust", input.amount),
      },
      executor,
    );
  };

  /**
   * A movement that closes a hold (release, capture, payout), in a transaction: the hold's row lock first, then
   * the key (a duplicate that held the lock has committed by then), then the wallet's lock.
   */
  const closeHold = (
    input: HoldAction,
    fingerprint: string,
    closeAs: "released" | "captured",
    posting: (row: repo.HoldRow, wallet: repo.WalletRow) => PostingInput,
    executor?: Executor,
  ) =>
    retryOnKey(() =>
      (executor ?? db).transaction(async (tx) => {
        const row = await repo.lockHold(tx, input.orgId, input.holdId);
        const keyUse = await repo.findKeyUse(tx, input.orgId, input.idempotencyKey);
        if (keyUse) return answerKeyUse(tx, keyUse, fingerprint);
        if (!row) throw new AppError("NOT_FOUND");
        if (row.status !== "open")
          throw new AppError("CONFLICT", { params: { messageKey: "FINANCE_HOLD_NOT_OPEN" } });
        const wallet = await repo.lockWalletById(tx, row.walletId);
        const entryPosting = posting(row, wallet);
        await repo.closeHold(tx, row.id, closeAs);
        return postLocked(
          tx,
          { orgId: input.orgId, key: input.idempotencyKey, fingerprint },
          wallet,
          entryPosting,
          {
            reason: input.reason,
            reference: { type: row.referenceType as WalletReference["type"], id: row.referenceId },
            holdId: row.id,
            userId: input.userId ?? null,
          },
        );
      }),
    );

  /** Gives a hold back to the available balance (a rejected withdrawal). */
  const release = (input: HoldAction, executor?: Executor) => {
    checkCommon(input);
    return closeHold(
      input,
      fingerprintOf("release", { holdId: input.holdId, reason: input.reason.trim() }),
      "released",
      (row, wallet) => ({
        kind: "release",
        walletId: wallet.id,
        currency: wallet.currency,
        amount: row.amount,
      }),
      executor,
    );
  };

  /** Turns a hold into a charge: all of it, or `amount` of it with the rest released. */
  const capture = (input: HoldAction & { amount?: string }, executor?: Executor) => {
    checkCommon(input);
    if (input.amount !== undefined && !isPositiveMoney(input.amount))
      throw fieldError("amount", "FINANCE_AMOUNT_FORMAT");
    return closeHold(
      input,
      fingerprintOf("capture", {
        holdId: input.holdId,
        amount: input.amount === undefined ? null : normalizeMoney(input.amount),
        reason: input.reason.trim(),
      }),
      "captured",
      (row, wallet) => {
        const amount = input.amount ?? row.amount;
        if (compareMoney(amount, row.amount) > 0) throw fieldError("amount", "FINANCE_CAPTURE_EXCEEDS_HOLD");
        return { kind: "capture", walletId: wallet.id, currency: wallet.currency, held: row.amount, amount };
      },
      executor,
    );
  };

  /** Pays a whole hold out of the platform (an approved withdrawal): held money goes to platform cash. */
  const payout = (input: HoldAction, executor?: Executor) => {
    checkCommon(input);
    return closeHold(
      input,
      fingerprintOf("payout", { holdId: input.holdId, reason: input.reason.trim() }),
      "captured",
      (row, wallet) => ({
        kind: "payout",
        walletId: wallet.id,
        currency: wallet.currency,
        amount: row.amount,
      }),
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
      return mapPage(page, toWalletDto);
    },

    /** Ledger entries in the caller's scope (its own org's for a customer), newest first. */
    flow: async (actor: Actor, query: WalletFlowQuery) => {
      const page = await repo.searchEntries(db, scopeFilter(actor, ledgerEntries.orgId), {
        ...flowFilter(query),
        page: query.page,
        size: query.size,
      });
      return mapPage(page, (row) => toEntryDto(row, actor.lang));
    },

    exportFlow: async (actor: Actor, query: Omit<WalletFlowQuery, "page" | "size">) =>
      flowWorkbook(
        actor.lang,
        (await repo.allEntries(db, scopeFilter(actor, ledgerEntries.orgId), flowFilter(query))).map((row) =>
          toEntryDto(row, actor.lang),
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
