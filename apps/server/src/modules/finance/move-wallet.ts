import { WALLET_REFERENCE_TYPES, type WalletMovement, type WalletReference } from "@pp/contracts";
import {
  addMoney,
  availableOf,
  compareMoney,
  debitRefusal,
  isNonZeroSignedMoney,
  isPositiveMoney,
  normalizeMoney,
  subtractMoney,
  withdrawableOf,
} from "@pp/domain";
import { type Db, type Executor, isUniqueViolation, type Tx } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { assertSameRequest } from "./idempotency";
import {
  type LedgerReason,
  type PostingInput,
  type PostingLine,
  postingFor,
  reasonColumns,
  reasonProblem,
  reasonRequest,
} from "./ledger";
import * as repo from "./wallet.repository";

/** What every movement names: whose money, how much, why, for what, and the request's idempotency key. */
export type Movement = {
  orgId: number;
  currency: string;
  amount: string;
  reason: LedgerReason;
  reference: WalletReference;
  idempotencyKey: string;
  /** Who asked (null for the system). */
  userId?: number | null;
};

/**
 * Debits keep the refundable deposit unless the caller may spend it (e.g. settling a confirmed bill). With
 * `fromHold` (an open hold of the same org and currency, e.g. a bulk import's) the amount is drawn from what is
 * left of that hold instead of the available balance.
 */
export type Debit = Movement & { mayUseDeposit?: boolean; fromHold?: number };

const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

// Other modules call these directly, so they check what the HTTP contracts check.
export const checkCommon = (input: { reason: LedgerReason; idempotencyKey: string }) => {
  if (!KEY_PATTERN.test(input.idempotencyKey))
    throw AppError.field("idempotencyKey", "FINANCE_IDEMPOTENCY_KEY_REQUIRED");
  const problem = reasonProblem(input.reason);
  if (problem) throw AppError.field("reason", problem);
};

export const checkMovement = (input: Movement, signed = false) => {
  checkCommon(input);
  if (!/^[A-Z]{3}$/.test(input.currency)) throw AppError.field("currency", "FINANCE_CURRENCY_FORMAT");
  if (signed ? !isNonZeroSignedMoney(input.amount) : !isPositiveMoney(input.amount))
    throw AppError.field("amount", signed ? "FINANCE_ADJUST_AMOUNT_FORMAT" : "FINANCE_AMOUNT_FORMAT");
  if (!WALLET_REFERENCE_TYPES.includes(input.reference.type) || input.reference.id.length > 64)
    throw AppError.field("reference", "VALIDATION_FAILED");
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
export const retryOnKey = async <T>(round: () => Promise<T>): Promise<T> => {
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
  reason: LedgerReason;
  reference: WalletReference;
  holdId: number | null;
  userId: number | null;
};

/** A movement on one wallet: the rule it must pass, what it posts, and the hold it opens, if any. */
export type WalletMove = {
  input: Movement;
  fingerprint: string;
  check?: (wallet: repo.WalletFigures) => void;
  posting: (wallet: repo.WalletFigures) => PostingInput;
  newHold?: repo.NewHold;
  /** The hold the amount is drawn from instead of the available balance. */
  fromHold?: number;
};

/** A draw's entry names the hold it drew from, unless it opens one of its own (which it then names). */
const metaOf = (move: WalletMove): PostingMeta => ({
  reason: move.input.reason,
  reference: move.input.reference,
  holdId: move.newHold ? null : (move.fromHold ?? null),
  userId: move.input.userId ?? null,
});

/** What `postEntry` draws from the move's hold, if it names one. */
const drawOf = (move: WalletMove): repo.HoldDraw | undefined =>
  move.fromHold === undefined
    ? undefined
    : { holdId: move.fromHold, amount: normalizeMoney(move.input.amount) };

/** What a movement's idempotency key stands for: the same key with another request is refused. */
export const requestOf = (input: Movement) => ({
  currency: input.currency,
  amount: normalizeMoney(input.amount),
  reason: reasonRequest(input.reason),
  reference: input.reference,
});

/** What a hold still reserves: its amount less what orders drew from it. */
export const remainingOf = (hold: Pick<repo.HoldRow, "amount" | "drawn">) =>
  subtractMoney(hold.amount, hold.drawn);

/** Refuses a draw of `amount` from a hold that is not the wallet's, is closed, or has less than that left. */
const refuseDraw = (hold: repo.HoldRow | undefined, wallet: repo.WalletFigures, amount: string) => {
  if (!hold || hold.walletId !== wallet.id) throw new AppError("NOT_FOUND");
  if (hold.status !== "open" && hold.status !== "drawn")
    throw new AppError("ALREADY_DECIDED", { params: { messageKey: "FINANCE_HOLD_NOT_OPEN" } });
  const remaining = remainingOf(hold);
  if (compareMoney(amount, remaining) > 0)
    throw new AppError("WALLET_HOLD_INSUFFICIENT", { params: { remaining } });
};

/** The hold after a draw of `amount`: what it has drawn, closed as drawn once nothing is left. */
const afterDraw = (hold: repo.HoldRow, amount: string): repo.HoldRow => {
  const drawn = addMoney(hold.drawn, amount);
  return { ...hold, drawn, status: compareMoney(drawn, hold.amount) === 0 ? "drawn" : hold.status };
};

/** Refuses a debit the wallet cannot pay, saying what it needed and what the debit could have taken. */
export const refuseDebit = (wallet: repo.WalletFigures, amount: string, mayUseDeposit: boolean) => {
  const refusal = debitRefusal(wallet, amount, { mayUseDeposit });
  if (refusal)
    throw new AppError(refusal, {
      params: {
        needed: normalizeMoney(amount),
        available: mayUseDeposit ? availableOf(wallet) : withdrawableOf(wallet),
        currency: wallet.currency,
      },
    });
};

/** A movement of `kind` and the input's amount on the input's wallet. */
export const simplePosting =
  (kind: "credit" | "charge" | "refund" | "hold" | "adjust", amount: string) =>
  (wallet: repo.WalletFigures): PostingInput => ({
    kind,
    walletId: wallet.id,
    currency: wallet.currency,
    amount,
  });

/**
 * A debit of the input's amount: from the available balance (kept above the deposit unless it may be used), or
 * drawn from the hold it names (checked by the engine against the locked hold).
 */
export const debitMove = (
  kind: "charge" | "hold",
  input: Debit,
): Pick<WalletMove, "check" | "posting" | "fromHold"> => {
  if (input.fromHold === undefined) {
    const mayUseDeposit = input.mayUseDeposit ?? false;
    return {
      check: (wallet) => refuseDebit(wallet, input.amount, mayUseDeposit),
      posting: simplePosting(kind, input.amount),
    };
  }
  if (!Number.isInteger(input.fromHold) || input.fromHold <= 0)
    throw AppError.field("fromHold", "VALIDATION_FAILED");
  return {
    fromHold: input.fromHold,
    posting: (wallet) => ({
      kind,
      walletId: wallet.id,
      currency: wallet.currency,
      amount: input.amount,
      fromHeld: true,
    }),
  };
};

/** The journal entry and lines `input` posts on `wallet` as read, with the figures it leaves. */
const entryOf = (
  wallet: repo.WalletFigures,
  input: PostingInput,
  meta: PostingMeta,
): { entry: repo.EntryValues; lines: PostingLine[] } => {
  const posting = postingFor(input);
  return {
    entry: {
      walletId: wallet.id,
      orgId: wallet.orgId,
      currency: wallet.currency,
      kind: input.kind,
      direction: posting.direction,
      amount: posting.amount,
      balanceAfter: addMoney(wallet.balance, posting.balanceDelta),
      heldAfter: addMoney(wallet.held, posting.heldDelta),
      ...reasonColumns(meta.reason),
      referenceType: meta.reference.type,
      referenceId: meta.reference.id,
      holdId: meta.holdId,
      userId: meta.userId,
    },
    lines: posting.lines,
  };
};

/**
 * The one way money moves. A movement reads the wallet and its idempotency key, checks the rule against the
 * figures it read, then one statement writes the wallet's new figures, the journal entry, its lines and the
 * key pointing at the entry, on condition that the wallet still has the figures that were checked. A repeat
 * of the key answers from that entry and moves nothing; a key reused for a different request is refused.
 * Pass `executor` to run inside the caller's transaction (as a savepoint).
 */
export const createMovementEngine = (db: Db) => {
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
    if (!isCustomerOrg) throw AppError.field("orgId", "FINANCE_NOT_CUSTOMER_ORG");
    if (!isKnownCurrency) throw AppError.field("currency", "FINANCE_CURRENCY_UNKNOWN");
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
    draw?: repo.HoldDraw,
  ): Promise<WalletMovement | undefined> => {
    const { entry, lines } = entryOf(wallet, input, meta);
    const posted = await repo.postEntry(ex, key, wallet, entry, lines, newHold, draw);
    return posted && answerOf(entry, posted);
  };

  /** Posts on a wallet this transaction has locked, which therefore cannot have changed. */
  const postLocked = async (...args: Parameters<typeof post>): Promise<WalletMovement> => {
    const answer = await post(...args);
    if (!answer) throw new Error("a locked wallet changed under its lock");
    return answer;
  };

  /**
   * Posts movements on a wallet this transaction has locked (none opening or drawing from a hold) in one
   * statement, each checked before against the figures the one before it left: the answers in turn.
   */
  const postLockedTogether = async (tx: Tx, wallet: repo.WalletFigures, posts: repo.EntryToPost[]) => {
    const posted = await repo.postEntries(tx, wallet, posts);
    if (!posted) throw new Error("a locked wallet changed under its lock");
    return posts.map((post, index) => answerOf(post.values, posted[index]!));
  };

  /**
   * A movement on one wallet. On its own it first tries without a transaction: one read of the wallet and the
   * key, one conditional write, two round trips. When the wallet keeps changing in between, or inside a
   * caller's transaction, it locks the wallet row and reads the key after the lock, so a duplicate that held
   * the lock has committed and is answered from. A draw from a hold always locks: the hold first, then the
   * wallet (the order closing a hold takes too).
   */
  const moveWallet = async (move: WalletMove, executor?: Executor): Promise<WalletMovement> => {
    const { orgId, currency, idempotencyKey } = move.input;
    const key = { orgId, key: idempotencyKey, fingerprint: move.fingerprint };
    const meta = metaOf(move);
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
    if (!executor && move.fromHold === undefined) {
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
        const holds =
          move.fromHold === undefined ? undefined : await repo.lockHolds(tx, orgId, [move.fromHold]);
        const wallet = await lockOrCreateWallet(tx, orgId, currency);
        const keyUse = await repo.findKeyUse(tx, orgId, idempotencyKey);
        if (keyUse) return answerKeyUse(tx, keyUse, move.fingerprint);
        move.check?.(wallet);
        if (move.fromHold !== undefined) refuseDraw(holds?.get(move.fromHold), wallet, move.input.amount);
        return postLocked(tx, key, wallet, move.posting(wallet), meta, move.newHold, drawOf(move));
      }),
    );
  };

  /**
   * Movements of one org, in turn, in the caller's transaction: each wallet they touch is locked once (in
   * currency order, so two batches never wait on each other crosswise), the keys are read in one query, and each
   * movement is checked against the figures the one before it left; consecutive ones that neither open nor draw
   * from a hold are written together, one statement for all of them. A refusal answers that movement only; a
   * key used before answers its first movement. A key posted concurrently fails the statement as a unique
   * violation, which the caller's transaction rolls back. The holds the movements draw from are locked before
   * the wallets (as closing a hold does), and each draw is checked against what the draws before it left.
   */
  const moveInTurn = async (moves: WalletMove[], tx: Tx): Promise<(WalletMovement | AppError)[]> => {
    const [first] = moves;
    if (!first) return [];
    const { orgId } = first.input;
    if (moves.some((move) => move.input.orgId !== orgId)) throw new Error("movements in turn share one org");
    const keys = moves.map((move) => move.input.idempotencyKey);
    const [firstCurrency, ...otherCurrencies] = [...new Set(moves.map((move) => move.input.currency))].sort();
    const holdIds = [
      ...new Set(moves.flatMap((move) => (move.fromHold === undefined ? [] : [move.fromHold]))),
    ];
    const holds =
      holdIds.length > 0 ? await repo.lockHolds(tx, orgId, holdIds) : new Map<number, repo.HoldRow>();
    // The first wallet's lock reads the keys too (one round trip); a wallet opened now is locked on its own.
    const found = await repo.lockWalletWithKeyUses(tx, orgId, firstCurrency!, keys);
    const locked = new Map<string, repo.WalletFigures>([
      [firstCurrency!, found?.wallet ?? (await lockOrCreateWallet(tx, orgId, firstCurrency!))],
    ]);
    const uses = found?.uses ?? (await repo.findKeyUses(tx, orgId, keys));
    for (const currency of otherCurrencies)
      locked.set(currency, await lockOrCreateWallet(tx, orgId, currency));
    const answers: (WalletMovement | AppError)[] = [];
    // The plain movements not written yet (no hold opened or drawn): one wallet's, from the figures it had
    // before the first of them, written together before anything else is and at the end.
    let batch: { from: repo.WalletFigures; posts: repo.EntryToPost[]; at: number[] } | undefined;
    const flush = async () => {
      if (!batch) return;
      const { from, posts, at } = batch;
      batch = undefined;
      const posted = await postLockedTogether(tx, from, posts);
      for (const [index, answer] of posted.entries()) answers[at[index]!] = answer;
      remember(locked.get(from.currency)!);
    };
    for (const [index, move] of moves.entries()) {
      const use = uses.get(move.input.idempotencyKey);
      const wallet = locked.get(move.input.currency)!;
      try {
        if (use) {
          answers[index] = await answerKeyUse(tx, use, move.fingerprint);
          continue;
        }
        move.check?.(wallet);
        const key = { orgId, key: move.input.idempotencyKey, fingerprint: move.fingerprint };
        if (move.fromHold === undefined && move.newHold === undefined) {
          const { entry, lines } = entryOf(wallet, move.posting(wallet), metaOf(move));
          if (batch && batch.from.id !== wallet.id) await flush();
          batch ??= { from: wallet, posts: [], at: [] };
          batch.posts.push({ key, values: entry, lines });
          batch.at.push(index);
          locked.set(move.input.currency, { ...wallet, balance: entry.balanceAfter, held: entry.heldAfter });
          continue;
        }
        const hold = move.fromHold === undefined ? undefined : holds.get(move.fromHold);
        if (move.fromHold !== undefined) refuseDraw(hold, wallet, move.input.amount);
        await flush();
        const answer = await postLocked(
          tx,
          key,
          wallet,
          move.posting(wallet),
          metaOf(move),
          move.newHold,
          drawOf(move),
        );
        if (hold) holds.set(hold.id, afterDraw(hold, normalizeMoney(move.input.amount)));
        const after = { ...wallet, balance: answer.balance, held: answer.held };
        locked.set(move.input.currency, after);
        remember(after);
        answers[index] = answer;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        answers[index] = error;
      }
    }
    await flush();
    return answers;
  };

  return { moveWallet, moveInTurn, postLocked, answerKeyUse, lockOrCreateWallet };
};

export type MovementEngine = ReturnType<typeof createMovementEngine>;
