import type { WalletDirection, WalletEntryKind, WalletReferenceType } from "@pp/contracts";
import type { WalletReasonCode } from "@pp/domain";
import { and, count, desc, eq, getTableColumns, gte, inArray, lte, sql } from "drizzle-orm";
import type { DataScope } from "../../platform/actor";
import type { Executor } from "../../platform/db";
import { executePrepared, rowsOf } from "../../platform/db";
import { offsetPage } from "../../platform/paging";
import { scopeFilter } from "../../platform/scope";
import { orgs } from "../identity";
import { currencies } from "../reference";
import { financeIdempotency, ledgerEntries, ledgerLines, walletHolds, wallets } from "./finance.tables";
import type { PostingLine } from "./ledger";

export type WalletRow = typeof wallets.$inferSelect;
export type EntryRow = typeof ledgerEntries.$inferSelect;
export type HoldRow = typeof walletHolds.$inferSelect;

// Reads take the caller's data scope (`actor.scope`) and apply it here; writes are only reached through the
// wallet service, which has already settled whose wallet it moves.

// ---- movements (inside the movement's transaction) ------------------------------------------------------

/** A movement's idempotency key with the fingerprint of its request. */
export type MovementKey = { orgId: number; key: string; fingerprint: string };

/** What a key posted before: the request's fingerprint and its entry. */
export type KeyUse = { fingerprint: string; entryId: number | null };

/** The wallet figures a movement reads, checks and then expects to be unchanged when it writes. */
export type WalletFigures = Pick<WalletRow, "id" | "orgId" | "currency" | "balance" | "held" | "deposit">;

export const findKeyUse = async (tx: Executor, orgId: number, key: string): Promise<KeyUse | undefined> => {
  const [row] = await tx
    .select({ fingerprint: financeIdempotency.fingerprint, entryId: financeIdempotency.entryId })
    .from(financeIdempotency)
    .where(and(eq(financeIdempotency.orgId, orgId), eq(financeIdempotency.key, key)));
  return row;
};

/**
 * The org's wallet in the currency, locked until the transaction ends, and the earlier uses of `keys` (read after
 * the lock: a movement that held it has committed), in one round trip. No wallet: undefined.
 */
export const lockWalletWithKeyUses = async (
  tx: Executor,
  orgId: number,
  currency: string,
  keys: string[],
) => {
  const keyList = sql.join(
    keys.map((key) => sql`${key}::text`),
    sql`, `,
  );
  const [row] = rowsOf<{
    id: number;
    balance: string;
    held: string;
    deposit: string;
    uses: { key: string; fingerprint: string; entryId: number | null }[];
  }>(
    await tx.execute(sql`
      select w.id, w.balance::text as balance, w.held::text as held, w.deposit::text as deposit,
        coalesce((select json_agg(json_build_object('key', k.key, 'fingerprint', k.fingerprint, 'entryId', k.entry_id))
          from ${financeIdempotency} k where k.org_id = ${orgId}::int and k.key in (${keyList})), '[]'::json) as uses
      from ${wallets} w where w.org_id = ${orgId}::int and w.currency = ${currency}::text
      for update of w`),
  );
  if (!row) return undefined;
  const wallet: WalletFigures = {
    id: row.id,
    orgId,
    currency,
    balance: row.balance,
    held: row.held,
    deposit: row.deposit,
  };
  const uses = new Map<string, KeyUse>(
    row.uses.map(({ key, fingerprint, entryId }) => [
      key,
      { fingerprint, entryId: entryId === null ? null : Number(entryId) },
    ]),
  );
  return { wallet, uses };
};

/** The earlier uses of the org's keys among `keys`, by key. */
export const findKeyUses = async (tx: Executor, orgId: number, keys: string[]) => {
  const rows = await tx
    .select({
      key: financeIdempotency.key,
      fingerprint: financeIdempotency.fingerprint,
      entryId: financeIdempotency.entryId,
    })
    .from(financeIdempotency)
    .where(and(eq(financeIdempotency.orgId, orgId), inArray(financeIdempotency.key, keys)));
  return new Map<string, KeyUse>(rows.map(({ key, ...use }) => [key, use]));
};

/** The org's wallet in the currency and the key's earlier use, in one unlocked read. */
export const readWalletAndKey = async (
  db: Executor,
  orgId: number,
  currency: string,
  key: string,
): Promise<{ wallet?: WalletFigures; keyUse?: KeyUse }> => {
  const [row] = await executePrepared<{
    id: number | null;
    balance: string | null;
    held: string | null;
    deposit: string | null;
    fingerprint: string | null;
    entryId: string | null;
  }>(
    db,
    sql`
      select w.id, w.balance::text as balance, w.held::text as held, w.deposit::text as deposit,
             k.fingerprint, k.entry_id::text as "entryId"
      from (select 1) as one
      left join ${wallets} w on w.org_id = ${orgId}::int and w.currency = ${currency}::text
      left join ${financeIdempotency} k on k.org_id = ${orgId}::int and k.key = ${key}::text`,
  );
  return {
    wallet:
      row?.id != null
        ? { id: row.id, orgId, currency, balance: row.balance!, held: row.held!, deposit: row.deposit! }
        : undefined,
    keyUse:
      row?.fingerprint != null
        ? { fingerprint: row.fingerprint, entryId: row.entryId === null ? null : Number(row.entryId) }
        : undefined,
  };
};

export const findEntry = async (tx: Executor, id: number) => {
  const [row] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.id, id));
  return row;
};

/** The wallet, locked until the transaction ends; undefined when the org has none in that currency. */
export const lockWallet = async (tx: Executor, orgId: number, currency: string) => {
  const [row] = await tx
    .select()
    .from(wallets)
    .where(and(eq(wallets.orgId, orgId), eq(wallets.currency, currency)))
    .for("update");
  return row;
};

export const lockWalletById = async (tx: Executor, id: number) => {
  const [row] = await tx.select().from(wallets).where(eq(wallets.id, id)).for("update");
  return row!;
};

/** Creates the wallet unless a concurrent transaction just did. */
export const insertWallet = async (tx: Executor, orgId: number, currency: string) => {
  await tx.insert(wallets).values({ orgId, currency }).onConflictDoNothing();
};

export const updateDeposit = async (tx: Executor, id: number, deposit: string) => {
  const [row] = await tx
    .update(wallets)
    .set({ deposit, updatedAt: new Date() })
    .where(eq(wallets.id, id))
    .returning();
  return row!;
};

export const lockHold = async (tx: Executor, orgId: number, id: number) => {
  const [row] = await tx
    .select()
    .from(walletHolds)
    .where(and(eq(walletHolds.id, id), eq(walletHolds.orgId, orgId)))
    .for("update");
  return row;
};

/** The org's holds among `ids`, locked until the transaction ends (in id order), by id. */
export const lockHolds = async (tx: Executor, orgId: number, ids: number[]) => {
  const rows = await tx
    .select()
    .from(walletHolds)
    .where(and(inArray(walletHolds.id, ids), eq(walletHolds.orgId, orgId)))
    .orderBy(walletHolds.id)
    .for("update");
  return new Map(rows.map((row) => [row.id, row]));
};

export const closeHold = async (tx: Executor, id: number, status: "released" | "captured") => {
  await tx.update(walletHolds).set({ status, closedAt: new Date() }).where(eq(walletHolds.id, id));
};

export type EntryValues = {
  walletId: number;
  orgId: number;
  currency: string;
  kind: WalletEntryKind;
  direction: WalletDirection;
  amount: string;
  balanceAfter: string;
  heldAfter: string;
  reason: string | null;
  reasonCode: WalletReasonCode | null;
  reasonParams: Record<string, string> | null;
  referenceType: WalletReferenceType;
  referenceId: string;
  holdId: number | null;
  userId: number | null;
};

/** What `postEntry` reads back of the entry it wrote: the database's own id, money texts, hold and time. */
export type PostedEntry = {
  id: number;
  amount: string;
  balanceAfter: string;
  heldAfter: string;
  holdId: number | null;
  createdAt: Date;
};

/** A hold the movement opens; its id goes on the entry. */
export type NewHold = { amount: string; referenceType: string; referenceId: string };

/** An open hold the movement draws `amount` from; the draw that takes the last of it closes it as drawn. */
export type HoldDraw = { holdId: number; amount: string };

/**
 * Posts a movement in one statement, one round trip, on condition that the wallet still has the figures the
 * movement was checked against (balance, held and the refundable deposit): the wallet's new figures, the hold it
 * opens or draws from (if any), the journal entry, its
 * lines and the idempotency key pointing at the entry, which is its answer. Undefined when the wallet changed
 * since it was read: nothing is written. A key posted meanwhile fails the statement as a unique violation.
 */
export const postEntry = async (
  tx: Executor,
  key: MovementKey,
  read: Pick<WalletFigures, "balance" | "held" | "deposit">,
  values: EntryValues,
  lines: PostingLine[],
  newHold?: NewHold,
  draw?: HoldDraw,
): Promise<PostedEntry | undefined> => {
  const lineRows = sql.join(
    lines.map((l) => sql`(${l.account}::text, ${l.walletId}::int, ${l.amount}::numeric)`),
    sql`, `,
  );
  const holdCte = newHold
    ? sql`, hold as (
        insert into ${walletHolds} (wallet_id, org_id, amount, reference_type, reference_id)
        select wallet.id, ${values.orgId}::int, ${newHold.amount}::numeric, ${newHold.referenceType},
          ${newHold.referenceId}
        from wallet
        returning id
      )`
    : sql``;
  const drawCte = draw
    ? sql`, draw as (
        update ${walletHolds} set drawn = drawn + ${draw.amount}::numeric,
          status = case when amount - drawn = ${draw.amount}::numeric then 'drawn' else status end,
          closed_at = case when amount - drawn = ${draw.amount}::numeric then now() else closed_at end
        where id = ${draw.holdId}::int and status = 'open' and amount - drawn >= ${draw.amount}::numeric
        returning id
      )`
    : sql``;
  const holdId = newHold ? sql`(select id from hold)` : sql`${values.holdId}::int`;
  const [row] = await executePrepared<
    Omit<PostedEntry, "id" | "createdAt"> & { id: string; createdAt: Date | string }
  >(
    tx,
    sql`
      with wallet as (
        update ${wallets} set balance = ${values.balanceAfter}, held = ${values.heldAfter}, updated_at = now()
        where id = ${values.walletId} and balance = ${read.balance}::numeric and held = ${read.held}::numeric
          and deposit = ${read.deposit}::numeric
        returning id
      )${holdCte}${drawCte}, entry as (
        insert into ${ledgerEntries} (wallet_id, org_id, currency, kind, direction, amount, balance_after,
          held_after, reason, reason_code, reason_params, reference_type, reference_id, hold_id, user_id)
        select wallet.id, ${values.orgId}::int, ${values.currency}, ${values.kind}, ${values.direction},
          ${values.amount}::numeric, ${values.balanceAfter}::numeric, ${values.heldAfter}::numeric, ${values.reason},
          ${values.reasonCode}, ${values.reasonParams === null ? null : JSON.stringify(values.reasonParams)}::jsonb,
          ${values.referenceType}, ${values.referenceId}, ${holdId}, ${values.userId}::int
        from wallet${draw ? sql`, draw` : sql``}
        returning id, amount, balance_after, held_after, hold_id, created_at
      ), lines as (
        insert into ${ledgerLines} (entry_id, account, wallet_id, amount)
        select entry.id, l.account, l.wallet_id, l.amount from entry, (values ${lineRows}) as l(account, wallet_id, amount)
      ), answered as (
        insert into ${financeIdempotency} (org_id, key, fingerprint, entry_id)
        select ${key.orgId}::int, ${key.key}, ${key.fingerprint}, entry.id from entry
      )
      select id::text as id, amount::text as amount, balance_after::text as "balanceAfter",
             held_after::text as "heldAfter", hold_id as "holdId", created_at as "createdAt"
      from entry`,
  );
  if (!row) return undefined;
  return { ...row, id: Number(row.id), createdAt: new Date(row.createdAt) };
};

/** One movement of a batch `postEntries` writes: its key, its entry and the entry's lines. */
export type EntryToPost = { key: MovementKey; values: EntryValues; lines: PostingLine[] };

/**
 * Posts movements on one wallet (none opening or drawing from a hold) in one statement, one round trip, on
 * condition that the wallet still has the figures the first of them was checked against: the wallet's figures
 * after the last, each journal entry (ids taken in turn), its lines and its idempotency key. Answers the entries
 * in the order given; undefined when the wallet changed since it was read: nothing is written. A key posted
 * meanwhile fails the statement as a unique violation.
 */
export const postEntries = async (
  tx: Executor,
  read: Pick<WalletFigures, "id" | "balance" | "held" | "deposit">,
  posts: EntryToPost[],
): Promise<PostedEntry[] | undefined> => {
  const last = posts[posts.length - 1];
  if (!last) return [];
  const input = posts.map(({ key, values, lines }, n) => ({
    n,
    org_id: values.orgId,
    currency: values.currency,
    kind: values.kind,
    direction: values.direction,
    amount: values.amount,
    balance_after: values.balanceAfter,
    held_after: values.heldAfter,
    reason: values.reason,
    reason_code: values.reasonCode,
    reason_params: values.reasonParams,
    reference_type: values.referenceType,
    reference_id: values.referenceId,
    hold_id: values.holdId,
    user_id: values.userId,
    key_org_id: key.orgId,
    key: key.key,
    fingerprint: key.fingerprint,
    lines: lines.map((l) => ({ account: l.account, wallet_id: l.walletId, amount: l.amount })),
  }));
  const rows = await executePrepared<
    Omit<PostedEntry, "id" | "createdAt"> & { id: string; createdAt: Date | string }
  >(
    tx,
    sql`
      with wallet as (
        update ${wallets} set balance = ${last.values.balanceAfter}::numeric,
          held = ${last.values.heldAfter}::numeric, updated_at = now()
        where id = ${read.id}::int and balance = ${read.balance}::numeric and held = ${read.held}::numeric
          and deposit = ${read.deposit}::numeric
        returning id
      ), input as (
        select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as i(n int, org_id int, currency text,
          kind text, direction text, amount numeric, balance_after numeric, held_after numeric, reason text,
          reason_code text, reason_params jsonb, reference_type text, reference_id text, hold_id int, user_id int,
          key_org_id int, key text, fingerprint text, lines jsonb)
      ), numbered as (
        select ordered.*, wallet.id as wallet_id, nextval(pg_get_serial_sequence('ledger_entries', 'id')) as id
        from wallet, (select * from input order by n) as ordered
      ), entry as (
        insert into ${ledgerEntries} (id, wallet_id, org_id, currency, kind, direction, amount, balance_after,
          held_after, reason, reason_code, reason_params, reference_type, reference_id, hold_id, user_id)
        select id, wallet_id, org_id, currency, kind, direction, amount, balance_after, held_after, reason,
          reason_code, reason_params, reference_type, reference_id, hold_id, user_id
        from numbered
        returning id, amount, balance_after, held_after, hold_id, created_at
      ), lines as (
        insert into ${ledgerLines} (entry_id, account, wallet_id, amount)
        select numbered.id, l.account, l.wallet_id, l.amount
        from numbered, jsonb_to_recordset(numbered.lines) as l(account text, wallet_id int, amount numeric)
      ), answered as (
        insert into ${financeIdempotency} (org_id, key, fingerprint, entry_id)
        select key_org_id, key, fingerprint, id from numbered
      )
      select entry.id::text as id, entry.amount::text as amount,
             entry.balance_after::text as "balanceAfter", entry.held_after::text as "heldAfter",
             entry.hold_id as "holdId", entry.created_at as "createdAt"
      from entry join numbered on numbered.id = entry.id
      order by numbered.n`,
  );
  if (rows.length === 0) return undefined;
  return rows.map((row) => ({
    id: Number(row.id),
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    heldAfter: row.heldAfter,
    holdId: row.holdId,
    createdAt: new Date(row.createdAt),
  }));
};

/** What a new wallet needs: a customer org and a currency the platform knows. */
export const walletPrerequisites = async (tx: Executor, orgId: number, currency: string) => {
  const [[org], [known]] = await Promise.all([
    tx.select({ type: orgs.type }).from(orgs).where(eq(orgs.id, orgId)),
    tx.select({ code: currencies.code }).from(currencies).where(eq(currencies.code, currency)),
  ]);
  return { isCustomerOrg: org?.type === "customer", isKnownCurrency: known !== undefined };
};

// ---- reads ------------------------------------------------------------------------------------------------

export const listOrgWallets = (db: Executor, scope: DataScope, orgId: number) =>
  db
    .select()
    .from(wallets)
    .where(and(scopeFilter(scope, wallets.orgId), eq(wallets.orgId, orgId)))
    .orderBy(wallets.currency);

export const searchWallets = async (
  db: Executor,
  scope: DataScope,
  filter: { orgId?: number | undefined; currency?: string | undefined; page: number; size: number },
) => {
  const where = and(
    scopeFilter(scope, wallets.orgId),
    filter.orgId ? eq(wallets.orgId, filter.orgId) : undefined,
    filter.currency ? eq(wallets.currency, filter.currency) : undefined,
  );
  return offsetPage(
    db
      .select()
      .from(wallets)
      .where(where)
      .orderBy(wallets.orgId, wallets.currency)
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ n: count() }).from(wallets).where(where),
  );
};

export type EntryFilter = {
  from?: Date | undefined;
  to?: Date | undefined;
  currency?: string | undefined;
  referenceType?: WalletReferenceType | undefined;
  direction?: WalletDirection | undefined;
  kind?: WalletEntryKind | undefined;
  orgId?: number | undefined;
};

const entryWhere = (scope: DataScope, filter: EntryFilter) =>
  and(
    scopeFilter(scope, ledgerEntries.orgId),
    filter.from ? gte(ledgerEntries.createdAt, filter.from) : undefined,
    filter.to ? lte(ledgerEntries.createdAt, filter.to) : undefined,
    filter.currency ? eq(ledgerEntries.currency, filter.currency) : undefined,
    filter.referenceType ? eq(ledgerEntries.referenceType, filter.referenceType) : undefined,
    filter.direction ? eq(ledgerEntries.direction, filter.direction) : undefined,
    filter.kind ? eq(ledgerEntries.kind, filter.kind) : undefined,
    filter.orgId ? eq(ledgerEntries.orgId, filter.orgId) : undefined,
  );

/** Entries with the name of the org whose wallet they moved (finance staff see every customer's). */
const selectEntriesWithOrg = (db: Executor) =>
  db
    .select({ ...getTableColumns(ledgerEntries), orgName: orgs.name })
    .from(ledgerEntries)
    .innerJoin(orgs, eq(orgs.id, ledgerEntries.orgId));

export type EntryWithOrg = EntryRow & { orgName: string };

/** Newest first. */
export const searchEntries = async (
  db: Executor,
  scope: DataScope,
  filter: EntryFilter & { page: number; size: number },
) => {
  const where = entryWhere(scope, filter);
  return offsetPage(
    selectEntriesWithOrg(db)
      .where(where)
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ n: count() }).from(ledgerEntries).where(where),
  );
};

/** An export never grows past one sheet's worth. */
export const EXPORT_LIMIT = 100_000;

export const allEntries = (db: Executor, scope: DataScope, filter: EntryFilter) =>
  selectEntriesWithOrg(db)
    .where(entryWhere(scope, filter))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(EXPORT_LIMIT);

// ---- reconciliation ------------------------------------------------------------------------------------

type ReconciledWallet = {
  walletId: number;
  orgId: number;
  currency: string;
  balance: string;
  held: string;
  ledgerBalance: string;
  ledgerHeld: string;
  openHolds: string;
};

const reconciled = sql`
  with line_sums as (
    select wallet_id,
           sum(amount) as ledger_balance,
           coalesce(sum(amount) filter (where account like 'wallet:%:held'), 0) as ledger_held
    from ledger_lines where wallet_id is not null group by wallet_id
  ), hold_sums as (
    select wallet_id, sum(amount - drawn) as open_holds from wallet_holds where status = 'open' group by wallet_id
  )
  select w.id as wallet_id, w.org_id, w.currency, w.balance, w.held,
         coalesce(l.ledger_balance, 0) as ledger_balance,
         coalesce(l.ledger_held, 0) as ledger_held,
         coalesce(h.open_holds, 0) as open_holds
  from wallets w
  left join line_sums l on l.wallet_id = w.id
  left join hold_sums h on h.wallet_id = w.id`;

/**
 * Every wallet against its ledger lines and open holds, in one snapshot: the wallet count, the total drift,
 * the entries whose lines do not sum to zero (or have none), and the first wallets that disagree.
 */
export const reconcileLedger = async (db: Executor, problemLimit: number) =>
  db.transaction(
    async (tx) => {
      const [summary] = rowsOf<{ wallets: number; drift: string }>(
        await tx.execute(sql`
          select count(*)::int as wallets,
                 coalesce(sum(abs(balance - ledger_balance) + abs(held - ledger_held) + abs(held - open_holds)), 0)::text
                   as drift
          from (${reconciled}) r`),
      );
      const [entries] = rowsOf<{ entries: number; unbalanced: number }>(
        await tx.execute(sql`
          select count(*)::int as entries,
                 (count(*) filter (where l.total is null or l.total <> 0))::int as unbalanced
          from ledger_entries e
          left join (select entry_id, sum(amount) as total from ledger_lines group by entry_id) l
            on l.entry_id = e.id`),
      );
      const problems = rowsOf<Record<string, string | number>>(
        await tx.execute(sql`
          select wallet_id::int as "walletId", org_id::int as "orgId", currency,
                 balance::text as balance, held::text as held, ledger_balance::text as "ledgerBalance",
                 ledger_held::text as "ledgerHeld", open_holds::text as "openHolds"
          from (${reconciled}) r
          where balance <> ledger_balance or held <> ledger_held or held <> open_holds
          order by wallet_id limit ${problemLimit}`),
      ) as ReconciledWallet[];
      return {
        wallets: summary?.wallets ?? 0,
        drift: summary?.drift ?? "0",
        entries: entries?.entries ?? 0,
        unbalancedEntries: entries?.unbalanced ?? 0,
        problems,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
