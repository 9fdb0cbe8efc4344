import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { type TenancyCase, tenancyCase } from "../../test/tenancy";
import { ledgerEntries, wallets } from "./finance.tables";

type WalletFixture = { orgId: number; walletId: number; balance: string; entries: number };

// The owner's wallet gets money through the service, so every case starts from a wallet with a ledger.
const setup: TenancyCase<WalletFixture>["setup"] = async (t, { owner }) => {
  const moved = await t.app.wallets.credit({
    orgId: owner.orgId,
    currency: "CNY",
    amount: "25.00",
    reason: "tenancy fixture",
    reference: { type: "recharge", id: randomUUID() },
    idempotencyKey: randomUUID(),
  });
  const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orgId, owner.orgId));
  return { orgId: owner.orgId, walletId: moved.walletId, balance: moved.balance, entries: rows.length };
};

const unchanged: TenancyCase<WalletFixture>["unchanged"] = async (t, fixture) => {
  const [wallet] = await t.db.select().from(wallets).where(eq(wallets.id, fixture.walletId));
  expect(wallet).toMatchObject({ balance: fixture.balance, held: "0.00", deposit: "0.00" });
  const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orgId, fixture.orgId));
  expect(rows).toHaveLength(fixture.entries);
  const other = await t.db
    .select()
    .from(wallets)
    .where(and(eq(wallets.orgId, fixture.orgId), eq(wallets.currency, "USD")));
  expect(other).toEqual([]);
};

export const tenancyCases: TenancyCase<unknown>[] = [
  tenancyCase<WalletFixture>({
    name: "wallets: mine never lists the owner's wallet",
    setup,
    request: () => ({ method: "GET", url: "/api/finance/wallets/mine" }),
    leaksNothing: (response, f) =>
      expect(response.json().map((w: { id: number }) => w.id)).not.toContain(f.walletId),
  }),
  tenancyCase<WalletFixture>({
    name: "wallet flow: never shows the owner's entries, even asked for the owner's org",
    setup,
    request: (f) => ({ method: "GET", url: `/api/finance/wallet-flow?orgId=${f.orgId}` }),
    leaksNothing: (response) => expect(response.json()).toEqual({ rows: [], total: 0, nextCursor: null }),
  }),
  tenancyCase<WalletFixture>({
    name: "wallets: a customer cannot list every org's wallets",
    setup,
    request: (f) => ({ method: "GET", url: `/api/finance/wallets?orgId=${f.orgId}` }),
    refusedWith: [403],
  }),
  tenancyCase<WalletFixture>({
    name: "wallets: a customer cannot adjust the owner's wallet",
    setup,
    request: (f) => ({
      method: "POST",
      url: "/api/finance/wallets/adjust",
      body: { orgId: f.orgId, currency: "CNY", amount: "-25", reason: "theft" },
    }),
    refusedWith: [403],
    unchanged,
  }),
  tenancyCase<WalletFixture>({
    name: "wallets: a customer cannot open or change the owner's deposit",
    setup,
    request: (f) => ({
      method: "PUT",
      url: "/api/finance/wallets/deposit",
      body: { orgId: f.orgId, currency: "USD", deposit: "100" },
    }),
    refusedWith: [403],
    unchanged,
  }),
  tenancyCase<WalletFixture>({
    name: "ledger check: only platform finance reconciles",
    setup,
    request: () => ({ method: "GET", url: "/api/finance/ledger/check" }),
    refusedWith: [403],
  }),
];
