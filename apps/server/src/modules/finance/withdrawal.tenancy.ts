import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { type TenancyCase, tenancyCase } from "../../test/tenancy";
import { wallets } from "./finance.tables";
import { withdrawals } from "./withdrawal.tables";

type Fixture = { withdrawalId: number; orgId: number; balance: string; held: string };

const fixtureOf = async (
  t: Parameters<TenancyCase<Fixture>["setup"]>[0],
  orgId: number,
  withdrawalId: number,
) => {
  const [wallet] = await t.db.select().from(wallets).where(eq(wallets.orgId, orgId));
  return { withdrawalId, orgId, balance: wallet!.balance, held: wallet!.held };
};

// The owner has money and one pending withdrawal, applied through the API (one at a time: reused by every case).
const setup: TenancyCase<Fixture>["setup"] = async (t, { owner }) => {
  const [pending] = await t.db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.orgId, owner.orgId), eq(withdrawals.status, "pending")));
  if (pending) return fixtureOf(t, owner.orgId, pending.id);
  await t.app.wallets.credit({
    orgId: owner.orgId,
    currency: "CNY",
    amount: "100.00",
    reason: "tenancy fixture",
    reference: { type: "recharge", id: randomUUID() },
    idempotencyKey: randomUUID(),
  });
  const applied = await t.app.inject({
    method: "POST",
    url: "/api/finance/withdrawals",
    headers: { authorization: `Bearer ${owner.token}`, "idempotency-key": randomUUID() },
    payload: { amount: "40.00", method: "alipay", accountName: "Owner", accountNo: "owner@example.com" },
  });
  expect(applied.statusCode, applied.body).toBe(200);
  return fixtureOf(t, owner.orgId, applied.json().id);
};

const unchanged: TenancyCase<Fixture>["unchanged"] = async (t, fixture) => {
  const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, fixture.withdrawalId));
  expect(row).toMatchObject({ status: "pending", decidedAt: null });
  const [wallet] = await t.db.select().from(wallets).where(eq(wallets.orgId, fixture.orgId));
  expect(wallet).toMatchObject({ balance: fixture.balance, held: fixture.held });
};

export const tenancyCases: TenancyCase<unknown>[] = [
  tenancyCase<Fixture>({
    name: "withdrawals: the list never shows the owner's request",
    setup,
    request: () => ({ method: "GET", url: "/api/finance/withdrawals" }),
    leaksNothing: (response, f) =>
      expect(response.json().rows.map((w: { id: number }) => w.id)).not.toContain(f.withdrawalId),
  }),
  tenancyCase<Fixture>({
    name: "withdrawals: a customer cannot approve the owner's request",
    setup,
    request: (f) => ({
      method: "POST",
      url: `/api/finance/withdrawals/${f.withdrawalId}/approve`,
      body: { proofReference: "TX-1" },
    }),
    refusedWith: [403],
    unchanged,
  }),
  tenancyCase<Fixture>({
    name: "withdrawals: a customer cannot reject the owner's request",
    setup,
    request: (f) => ({
      method: "POST",
      url: `/api/finance/withdrawals/${f.withdrawalId}/reject`,
      body: { reason: "no" },
    }),
    refusedWith: [403],
    unchanged,
  }),
];
