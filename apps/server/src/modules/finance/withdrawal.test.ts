import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDemoApp } from "../../test/demo";
import { type Caller, createCustomerAccount } from "../../test/tenancy";
import type { TestApp } from "../../test/test-app";
import { ledgerEntries, wallets } from "./finance.tables";
import { withdrawals } from "./withdrawal.tables";

let t: TestApp;
let finance: string;
beforeAll(async () => {
  ({ t, finance } = await openDemoApp());
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown>;

const form = (amount: string): Json => ({
  amount,
  method: "bank",
  accountName: "Zhang San",
  accountNo: "6222 0000 1111",
  bankName: "ICBC",
});

const apply = (caller: Caller | string, body: Json, key = randomUUID()) =>
  t.app.inject({
    method: "POST",
    url: "/api/finance/withdrawals",
    headers: {
      authorization: `Bearer ${typeof caller === "string" ? caller : caller.token}`,
      "idempotency-key": key,
    },
    payload: body,
  });

const decide = (token: string, id: number, action: "approve" | "reject", body: Json) =>
  t.call("POST", `/api/finance/withdrawals/${id}/${action}`, { token, body });

/** A customer org with `amount` credited and the given refundable deposit. */
const customerWith = async (amount: string, deposit = "0") => {
  const caller = await createCustomerAccount(t);
  await t.app.wallets.credit({
    orgId: caller.orgId,
    currency: "CNY",
    amount,
    reason: "test",
    reference: { type: "recharge", id: randomUUID() },
    idempotencyKey: randomUUID(),
  });
  if (deposit !== "0")
    expect(
      (
        await t.call("PUT", "/api/finance/wallets/deposit", {
          token: finance,
          body: { orgId: caller.orgId, currency: "CNY", deposit },
        })
      ).statusCode,
    ).toBe(200);
  return caller;
};

const walletOf = async (orgId: number) =>
  (await t.db.select().from(wallets).where(eq(wallets.orgId, orgId)))[0]!;

const drift = async () => (await t.call("GET", "/api/finance/ledger/check", { token: finance })).json().drift;

describe("withdrawals", () => {
  it("holds the amount on application and refuses a second pending request, also in the database", async () => {
    const owner = await customerWith("100.00");
    const key = randomUUID();
    const first = await apply(owner, form("30.00"), key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: "pending", amount: "30.00", method: "bank" });
    expect(await walletOf(owner.orgId)).toMatchObject({ balance: "100.00", held: "30.00" });

    const repeat = await apply(owner, form("30.00"), key);
    expect(repeat.json().id).toBe(first.json().id);
    expect(await walletOf(owner.orgId)).toMatchObject({ held: "30.00" });

    const second = await apply(owner, form("10.00"));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe("已有待审核的提现申请，审核完成前不能再次申请");
    expect(await walletOf(owner.orgId)).toMatchObject({ held: "30.00" });

    await expect(
      t.db.insert(withdrawals).values({
        orgId: owner.orgId,
        userId: owner.userId,
        currency: "CNY",
        amount: "1.00",
        method: "alipay",
        accountName: "x",
        accountNo: "y",
        applyKey: randomUUID(),
      }),
    ).rejects.toThrow();
  });

  it("answers 409 to a reused Idempotency-Key with another request and the first answer to the same one", async () => {
    const owner = await customerWith("100.00");
    const key = randomUUID();
    const first = await apply(owner, form("30.00"), key);
    expect(first.statusCode, first.body).toBe(200);
    const approved = await decide(finance, first.json().id, "approve", { proofReference: "ICBC-TX-002" });
    expect(approved.statusCode).toBe(200);

    const otherAmount = await apply(owner, form("40.00"), key);
    expect(otherAmount.statusCode).toBe(409);
    expect(otherAmount.json().code).toBe("IDEMPOTENCY_KEY_REUSED");
    const otherAccount = await apply(owner, { ...form("30.00"), accountNo: "6222 9999 0000" }, key);
    expect(otherAccount.json().code).toBe("IDEMPOTENCY_KEY_REUSED");
    const adjustment = await t.app.inject({
      method: "POST",
      url: "/api/finance/wallets/adjust",
      headers: { authorization: `Bearer ${finance}`, "idempotency-key": key },
      payload: { orgId: owner.orgId, currency: "CNY", amount: "30.00", reason: "same key elsewhere" },
    });
    expect(adjustment.statusCode).toBe(409);
    expect(await walletOf(owner.orgId)).toMatchObject({ balance: "70.00", held: "0.00" });

    const repeat = await apply(owner, { ...form("30"), accountName: " Zhang San " }, key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toMatchObject({ id: first.json().id, status: "approved" });
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.orgId, owner.orgId))).toHaveLength(1);
  });

  it("approval pays the hold out once; the customer sees it approved and the ledger has no drift", async () => {
    const owner = await customerWith("100.00");
    const id = (await apply(owner, form("30.00"))).json().id;
    const approved = await decide(finance, id, "approve", { proofReference: "ICBC-TX-001" });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved", proofReference: "ICBC-TX-001" });
    const again = await decide(finance, id, "approve", { proofReference: "ICBC-TX-001" });
    expect(again.statusCode).toBe(200);
    expect(await walletOf(owner.orgId)).toMatchObject({ balance: "70.00", held: "0.00" });
    const payouts = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orgId, owner.orgId));
    expect(payouts.filter((e) => e.kind === "payout")).toHaveLength(1);
    expect(await drift()).toBe("0.00");

    const mine = await t.call("GET", "/api/finance/withdrawals", { token: owner.token });
    expect(mine.json().rows).toEqual([expect.objectContaining({ id, status: "approved" })]);
    expect((await decide(finance, id, "reject", { reason: "late" })).statusCode).toBe(409);
    expect((await apply(owner, form("10.00"))).statusCode).toBe(200);
  });

  it("rejection releases the hold and keeps the reason", async () => {
    const owner = await customerWith("50.00");
    const id = (await apply(owner, form("50.00"))).json().id;
    const rejected = await decide(finance, id, "reject", { reason: "Account name does not match" });
    expect(rejected.json()).toMatchObject({
      status: "rejected",
      rejectReason: "Account name does not match",
    });
    expect(await walletOf(owner.orgId)).toMatchObject({ balance: "50.00", held: "0.00" });
    expect((await decide(finance, id, "approve", { proofReference: "X" })).statusCode).toBe(409);
    expect(await drift()).toBe("0.00");
  });

  it("refuses an amount above the available balance minus the refundable deposit", async () => {
    const owner = await customerWith("100.00", "20.00");
    const overDeposit = await apply(owner, form("90.00"));
    expect(overDeposit.statusCode).toBe(400);
    expect(overDeposit.json().code).toBe("REFUNDABLE_DEPOSIT_INSUFFICIENT");
    const overBalance = await apply(owner, form("100.01"));
    expect(overBalance.json().code).toBe("BALANCE_INSUFFICIENT");
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.orgId, owner.orgId))).toEqual([]);
    expect((await apply(owner, form("80.00"))).statusCode).toBe(200);
  });

  it("pages the list by keyset: every withdrawal once, newest first, and a bad cursor names the field", async () => {
    const owner = await customerWith("100.00");
    const ids: number[] = [];
    for (const amount of ["1.00", "2.00", "3.00"]) {
      const id = (await apply(owner, form(amount))).json().id;
      await decide(finance, id, "reject", { reason: "test" });
      ids.unshift(id);
    }
    const pageOf = async (query: string) =>
      (await t.call("GET", `/api/finance/withdrawals?size=2${query}`, { token: owner.token })).json();
    const first = await pageOf("");
    expect(first).toMatchObject({ total: 3, nextCursor: String(ids[1]) });
    const second = await pageOf(`&cursor=${first.nextCursor}`);
    expect(second).toMatchObject({ total: 3, nextCursor: null });
    expect([...first.rows, ...second.rows].map((w: { id: number }) => w.id)).toEqual(ids);
    const bad = await t.call("GET", "/api/finance/withdrawals?cursor=abc", { token: owner.token });
    expect(bad.json().details[0].field).toBe("cursor");
  });

  it("names the bad field and needs the withdrawals screen and a customer org", async () => {
    const owner = await customerWith("10.00");
    const bad = await apply(owner, { ...form("1.00"), method: "cash", accountNo: "" });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((detail: { field: string }) => detail.field)
        .sort(),
    ).toEqual(["accountNo", "method"]);
    const bareSub = await createCustomerAccount(t, {
      mainUserId: owner.userId,
      orgId: owner.orgId,
      grants: ["home"],
    });
    expect((await apply(bareSub, form("1.00"))).statusCode).toBe(403);
    const grantedSub = await createCustomerAccount(t, {
      mainUserId: owner.userId,
      orgId: owner.orgId,
      grants: ["finance/withdrawals"],
    });
    expect((await apply(grantedSub, form("1.00"))).statusCode).toBe(200);
    expect((await apply(finance, form("1.00"))).statusCode).toBe(403);
  });
});
