import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { type Caller, createCustomerAccount, type TenancyCase, tenancyCase } from "../../test/tenancy";
import type { TestApp } from "../../test/test-app";
import { wallets } from "../finance";
import { dockingRequests } from "./docking-requests.tables";

// Docking requests: another customer neither sees, withdraws nor decides the owner's request, and a sub-account
// without the screen reaches none of it. The fixture is a pending request of an org of its own, its fee held (one,
// reused): a hold on the shared owner's wallet would change what the wallet cases find there.
type Fixture = { requestId: number; orgId: number; balance: string; held: string };

const asker = new WeakMap<TestApp, Caller>();

const setup: TenancyCase<Fixture>["setup"] = async (t) => {
  let owner = asker.get(t);
  if (!owner) {
    owner = await createCustomerAccount(t);
    asker.set(t, owner);
  }
  const [pending] = await t.db
    .select()
    .from(dockingRequests)
    .where(and(eq(dockingRequests.orgId, owner.orgId), eq(dockingRequests.status, "pending")));
  let requestId = pending?.id;
  if (requestId === undefined) {
    await t.app.wallets.credit({
      orgId: owner.orgId,
      currency: "CNY",
      amount: "3000.00",
      reason: "tenancy fixture",
      reference: { type: "recharge", id: randomUUID() },
      idempotencyKey: randomUUID(),
    });
    const asked = await t.call("POST", "/api/carriers/docking-requests", {
      token: owner.token,
      body: {
        carrierName: "Owner's carrier",
        apiDocsUrl: "https://docs.example",
        contact: "owner",
        idempotencyKey: `docking-${randomUUID()}`,
      },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    requestId = asked.json().id as number;
  }
  const [wallet] = await t.db.select().from(wallets).where(eq(wallets.orgId, owner.orgId));
  return { requestId, orgId: owner.orgId, balance: wallet!.balance, held: wallet!.held };
};

const unchanged: TenancyCase<Fixture>["unchanged"] = async (t, f) => {
  const [row] = await t.db.select().from(dockingRequests).where(eq(dockingRequests.id, f.requestId));
  expect(row).toMatchObject({ status: "pending", decidedAt: null });
  const [wallet] = await t.db.select().from(wallets).where(eq(wallets.orgId, f.orgId));
  expect(wallet).toMatchObject({ balance: f.balance, held: f.held });
  const requests = await t.db.select().from(dockingRequests).where(eq(dockingRequests.orgId, f.orgId));
  expect(requests).toHaveLength(1);
};

const refused = (name: string, refusedWith: number[], request: TenancyCase<Fixture>["request"]) =>
  tenancyCase<Fixture>({ name: `docking requests: ${name}`, setup, request, refusedWith, unchanged });

export const tenancyCases: TenancyCase<unknown>[] = [
  tenancyCase<Fixture>({
    name: "docking requests: the list never shows the owner's request",
    setup,
    request: () => ({ method: "GET", url: "/api/carriers/docking-requests" }),
    refusedWith: [403],
    leaksNothing: (response, f) =>
      expect(response.json().rows.map((row: { id: number }) => row.id)).not.toContain(f.requestId),
  }),
  // Asking writes the caller's own request against its own wallet (empty here): never the owner's.
  refused("asking never touches the owner's wallet", [400, 403], () => ({
    method: "POST",
    url: "/api/carriers/docking-requests",
    body: {
      carrierName: "Rival's carrier",
      apiDocsUrl: "https://docs.example",
      contact: "rival",
      idempotencyKey: `docking-${randomUUID()}`,
    },
  })),
  refused("a customer cannot withdraw the owner's request", [403, 404], (f) => ({
    method: "POST",
    url: `/api/carriers/docking-requests/${f.requestId}/withdraw`,
  })),
  refused("a customer cannot accept the owner's request", [403], (f) => ({
    method: "POST",
    url: `/api/carriers/docking-requests/${f.requestId}/accept`,
  })),
  refused("a customer cannot reject the owner's request", [403], (f) => ({
    method: "POST",
    url: `/api/carriers/docking-requests/${f.requestId}/reject`,
    body: { reason: "no" },
  })),
];
