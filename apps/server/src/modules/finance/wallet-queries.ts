import type { LedgerCheck, Wallet, WalletFlowQuery, WalletQuery, WalletReference } from "@pp/contracts";
import { availableOf, type Language, normalizeMoney, resolveDatePreset } from "@pp/domain";
import { requireCan } from "../../platform/access";
import type { Actor } from "../../platform/actor";
import type { Db } from "../../platform/db";
import { mapPage } from "../../platform/paging";
import { ownerOrgOf } from "../../platform/scope";
import { readReason } from "./ledger";
import * as repo from "./wallet.repository";
import { flowWorkbook } from "./wallet-flow.sheet";

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
  ...readReason(row, lang),
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

/** What a wallet's owner and platform finance read: wallets, the ledger's flow, and its reconciliation. */
export const createWalletQueries = (db: Db) => ({
  /** The caller's org's wallets, one per currency. */
  listOwn: async (actor: Actor) =>
    (await repo.listOrgWallets(db, actor.scope, ownerOrgOf(actor))).map(toWalletDto),

  /** Platform finance: every org's wallets. */
  listAll: async (actor: Actor, query: WalletQuery) => {
    requireCan(actor, "manageMoney");
    const page = await repo.searchWallets(db, actor.scope, query);
    return mapPage(page, toWalletDto);
  },

  /** Ledger entries in the caller's scope (its own org's for a customer), newest first. */
  flow: async (actor: Actor, query: WalletFlowQuery) => {
    const page = await repo.searchEntries(db, actor.scope, {
      ...flowFilter(query),
      page: query.page,
      size: query.size,
    });
    return mapPage(page, (row) => toEntryDto(row, actor.lang));
  },

  exportFlow: async (actor: Actor, query: Omit<WalletFlowQuery, "page" | "size">) =>
    flowWorkbook(
      actor.lang,
      (await repo.allEntries(db, actor.scope, flowFilter(query))).map((row) => toEntryDto(row, actor.lang)),
    ),

  checkLedger: async (actor: Actor) => {
    requireCan(actor, "manageMoney");
    return checkLedger(db);
  },
});
