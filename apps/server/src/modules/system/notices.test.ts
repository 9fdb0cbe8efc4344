import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notices, rechargeBankTransfers, users } from "../../schema";
import { type Caller, createCustomerAccount } from "../../test/tenancy";
import { createTestApp, type TestApp } from "../../test/test-app";
import { postNotices } from "./notices.service";

// The console inbox through the HTTP layer: finance's decisions post notices to the customer's users, each user
// reads and marks only their own, and a sub-account only what its grants let it open.

let t: TestApp;
let finance: string;
beforeAll(async () => {
  t = await createTestApp();
  finance = await t.login("finance", "Finance2026");
});
afterAll(async () => {
  await t.close();
});

type NoticeDto = { id: number; kind: string; title: string; text: string; link: string; read: boolean };

const inbox = async (caller: Caller, query = "") => {
  const response = await t.call("GET", `/api/system/notices${query}`, { token: caller.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { rows: NoticeDto[]; total: number; nextCursor: string | null };
};
const unread = async (caller: Caller) =>
  (await t.call("GET", "/api/system/notices/unread-count", { token: caller.token })).json().unread as number;

/** A customer org with its main account, a sub-account granted the recharge screen and one granted nothing. */
const customerOrg = async () => {
  const main = await createCustomerAccount(t);
  const granted = await createCustomerAccount(t, {
    mainUserId: main.userId,
    orgId: main.orgId,
    grants: ["finance/recharge", "finance/withdrawals"],
  });
  const bare = await createCustomerAccount(t, {
    mainUserId: main.userId,
    orgId: main.orgId,
    grants: ["home"],
  });
  return { main, granted, bare };
};

const pendingTransfer = async (owner: Caller, amount = "250.00") => {
  const proof = await t.app.files.put({
    bytes: Buffer.from("%PDF-1.4"),
    contentType: "application/pdf",
    name: "r.pdf",
  });
  const [row] = await t.db
    .insert(rechargeBankTransfers)
    .values({
      orgId: owner.orgId,
      userId: owner.userId,
      currency: "CNY",
      amount,
      transferDate: "2026-01-02",
      proofFile: proof.key,
      proofName: "r.pdf",
      proofType: "application/pdf",
      proofSize: 8,
    })
    .returning();
  return row!.id;
};

describe("notices from finance's decisions", () => {
  it("tells every user who may open the recharge screen that a bank transfer was confirmed, once", async () => {
    const org = await customerOrg();
    const rival = await createCustomerAccount(t);
    const id = await pendingTransfer(org.main);
    const confirmed = await t.call("POST", `/api/finance/bank-transfers/${id}/confirm`, { token: finance });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // Confirming again changes nothing and tells nobody again.
    expect(
      (await t.call("POST", `/api/finance/bank-transfers/${id}/confirm`, { token: finance })).statusCode,
    ).toBe(409);

    for (const caller of [org.main, org.granted]) {
      const page = await inbox(caller);
      expect(page.total).toBe(1);
      expect(page.rows[0]).toMatchObject({
        kind: "bankTransferConfirmed",
        title: "银行转账已确认",
        text: "您的银行转账 250.00 CNY 已确认，已存入钱包。",
        link: "/finance/recharge?tab=transfer",
        read: false,
      });
      expect(await unread(caller)).toBe(1);
    }
    expect((await inbox(org.bare)).total).toBe(0);
    expect(await unread(org.bare)).toBe(0);
    expect((await inbox(rival)).total).toBe(0);
  });

  it("says why a bank transfer was rejected, in the reader's language", async () => {
    const org = await customerOrg();
    await t.db.update(users).set({ lang: "en" }).where(eq(users.id, org.main.userId));
    const reader = { ...org.main, token: await t.login((await usernameOf(org.main.userId))!, "Tenant2026") };
    const id = await pendingTransfer(org.main, "80.5");
    const rejected = await t.call("POST", `/api/finance/bank-transfers/${id}/reject`, {
      token: finance,
      body: { reason: "Blurred slip" },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await inbox(reader)).rows[0]).toMatchObject({
      kind: "bankTransferRejected",
      title: "Bank transfer rejected",
      text: "Your bank transfer of 80.50 CNY was rejected: Blurred slip",
    });
  });

  it("tells the customer a withdrawal was paid out or rejected, and not again on a repeat", async () => {
    const org = await customerOrg();
    await t.app.wallets.credit({
      orgId: org.main.orgId,
      currency: "CNY",
      amount: "500.00",
      reason: "fixture",
      reference: { type: "recharge", id: randomUUID() },
      idempotencyKey: randomUUID(),
    });
    const apply = async (amount: string) => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/finance/withdrawals",
        headers: { authorization: `Bearer ${org.main.token}`, "idempotency-key": randomUUID() },
        payload: { amount, method: "alipay", accountName: "Owner", accountNo: "owner@example.com" },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().id as number;
    };
    const first = await apply("100.00");
    for (let n = 0; n < 2; n++) {
      const approved = await t.call("POST", `/api/finance/withdrawals/${first}/approve`, {
        token: finance,
        body: { proofReference: "TX-42" },
      });
      expect(approved.statusCode, approved.body).toBe(200);
    }
    const second = await apply("50.00");
    const rejected = await t.call("POST", `/api/finance/withdrawals/${second}/reject`, {
      token: finance,
      body: { reason: "wrong account" },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const page = await inbox(org.granted);
    expect(page.rows.map((row) => [row.kind, row.text, row.link])).toEqual([
      [
        "withdrawalRejected",
        "您的提现 50.00 CNY 被驳回：wrong account。冻结金额已退回可用余额。",
        "/finance/withdrawals",
      ],
      ["withdrawalApproved", "您的提现 100.00 CNY 已打款，交易流水号 TX-42。", "/finance/withdrawals"],
    ]);
    expect((await inbox(org.bare)).total).toBe(0);
  });
});

const usernameOf = async (userId: number) =>
  (await t.db.select({ username: users.username }).from(users).where(eq(users.id, userId)))[0]?.username;

describe("reading and marking", () => {
  it("marks one read, then all, each user only their own", async () => {
    const org = await customerOrg();
    for (let n = 0; n < 3; n++)
      await postNotices(t.db, {
        to: { orgId: org.main.orgId },
        kind: "bankTransferConfirmed",
        params: { amount: `${n}.00`, currency: "CNY" },
        link: "/finance/recharge?tab=transfer",
        screen: "finance/recharge",
      });
    const [newest, , oldest] = (await inbox(org.main)).rows;
    const read = await t.call("POST", `/api/system/notices/${newest!.id}/read`, { token: org.main.token });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id: newest!.id, read: true });
    expect(await unread(org.main)).toBe(2);
    expect((await inbox(org.main, "?unread=true")).rows.map((row) => row.id)).not.toContain(newest!.id);
    // The sub-account's own copies are untouched by the main account's reading.
    expect(await unread(org.granted)).toBe(3);

    // Another user of the same org cannot mark the main account's notice: 404, and it stays unread.
    const grantedsOldest = (await inbox(org.granted)).rows.at(-1)!;
    expect(
      (await t.call("POST", `/api/system/notices/${oldest!.id}/read`, { token: org.granted.token }))
        .statusCode,
    ).toBe(404);
    expect((await inbox(org.main)).rows.find((row) => row.id === oldest!.id)?.read).toBe(false);

    const all = await t.call("POST", "/api/system/notices/read-all", { token: org.main.token });
    expect(all.json()).toEqual({ marked: 2 });
    expect(await unread(org.main)).toBe(0);
    expect(await unread(org.granted)).toBe(3);
    expect(grantedsOldest.read).toBe(false);
  });

  it("pages by keyset, newest first, and counts unread up to 100", async () => {
    const owner = await createCustomerAccount(t);
    await t.db.insert(notices).values(
      Array.from({ length: 105 }, (_, n) => ({
        userId: owner.userId,
        orgId: owner.orgId,
        kind: "withdrawalApproved" as const,
        params: { amount: `${n}.00`, currency: "CNY", proofReference: `R${n}` },
        link: "/finance/withdrawals",
      })),
    );
    expect(await unread(owner)).toBe(100);
    const seen: number[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page = await inbox(owner, `?size=40${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.total).toBe(105);
      seen.push(...page.rows.map((row) => row.id));
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(105);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
  });

  it("refuses bad input with a specific message and changes nothing", async () => {
    const owner = await createCustomerAccount(t);
    await t.db.update(users).set({ lang: "ko" }).where(eq(users.id, owner.userId));
    const token = await t.login((await usernameOf(owner.userId))!, "Tenant2026");
    const filter = await t.call("GET", "/api/system/notices?unread=maybe", { token });
    expect(filter.statusCode).toBe(400);
    expect(filter.json().details).toEqual([
      { field: "unread", message: "읽지 않음 필터는 true 또는 false여야 합니다" },
    ]);
    expect((await t.call("GET", "/api/system/notices?cursor=abc", { token })).statusCode).toBe(400);
    expect((await t.call("POST", "/api/system/notices/0/read", { token })).statusCode).toBe(400);
    expect((await t.call("POST", "/api/system/notices/999999999/read", { token })).statusCode).toBe(404);
    expect((await t.call("GET", "/api/system/notices")).statusCode).toBe(401);
  });
});

describe("posting", () => {
  it("posts inside the caller's transaction: rolled back, nobody is told", async () => {
    const owner = await createCustomerAccount(t);
    await expect(
      t.db.transaction(async (tx) => {
        await postNotices(tx, {
          to: { userIds: [owner.userId] },
          kind: "withdrawalRejected",
          params: { amount: "1.00", currency: "CNY", reason: "x" },
          link: "/finance/withdrawals",
        });
        throw new Error("the caller's change failed");
      }),
    ).rejects.toThrow("the caller's change failed");
    expect(await unread(owner)).toBe(0);
  });

  it("reaches the enabled users of an org, not disabled ones, and refuses a link outside the console", async () => {
    const org = await customerOrg();
    await t.db.update(users).set({ status: "disabled" }).where(eq(users.id, org.bare.userId));
    const post = {
      to: { orgId: org.main.orgId },
      kind: "bankTransferConfirmed" as const,
      params: { amount: "1.00", currency: "CNY" },
      link: "/finance/recharge",
    };
    expect(await postNotices(t.db, post)).toBe(2);
    expect(await postNotices(t.db, { ...post, to: { userIds: [] } })).toBe(0);
    await expect(postNotices(t.db, { ...post, link: "https://evil.example/" })).rejects.toThrow(
      /console path/,
    );
    await expect(postNotices(t.db, { ...post, link: "//evil.example/" })).rejects.toThrow(/console path/);
  });

  it("posts several notices at once, each to its own audience and nobody else's", async () => {
    const first = await customerOrg();
    const second = await customerOrg();
    const post = {
      kind: "bankTransferConfirmed" as const,
      params: { amount: "1.00", currency: "CNY" },
      link: "/finance/recharge",
    };
    const written = await postNotices(t.db, [
      { ...post, to: { orgId: first.main.orgId } },
      { ...post, params: { amount: "2.00", currency: "CNY" }, to: { orgId: second.main.orgId } },
      { ...post, params: { amount: "3.00", currency: "CNY" }, to: { userIds: [first.main.userId] } },
    ]);
    // Three users of the first org, three of the second, and the first org's main account once more.
    expect(written).toBe(7);
    const amountsOf = async (caller: Caller) =>
      (await inbox(caller)).rows.map((row) => row.text.match(/\d+\.\d{2}/)?.[0]).sort();
    expect(await amountsOf(first.main)).toEqual(["1.00", "3.00"]);
    expect(await amountsOf(first.granted)).toEqual(["1.00"]);
    expect(await amountsOf(second.main)).toEqual(["2.00"]);
    expect(await amountsOf(second.bare)).toEqual(["2.00"]);
  });
});
