import { randomUUID } from "node:crypto";
import { addMoney, availableOf, compareMoney } from "@pp/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../platform/db";
import { readSheetRows } from "../../platform/excel";
import { orgs, users } from "../../schema";
import { migrationDataBlock } from "../../test/migrations";
import { createCustomerAccount } from "../../test/tenancy";
import { openTestAppForFile, type TestApp } from "../../test/test-app";
import { financeIdempotency, ledgerEntries, wallets } from "./finance.tables";
import { readReason } from "./ledger";

let t: TestApp;
let finance: string;
let admin: string;
let operator: string;
openTestAppForFile(async (app) => {
  t = app;
  [finance, admin, operator] = await Promise.all([
    t.login("finance", "Finance2026"),
    t.login("admin", "Admin2026"),
    t.login("operator", "Operator2026"),
  ]);
});

type Json = Record<string, unknown>;

const get = (token: string, url: string) => t.call("GET", url, { token });

const adjust = (token: string, body: Json, key: string | undefined = randomUUID()) =>
  t.app.inject({
    method: "POST",
    url: "/api/finance/wallets/adjust",
    headers: { authorization: `Bearer ${token}`, ...(key ? { "idempotency-key": key } : {}) },
    payload: body,
  });

const speaking = async (token: string, lang: "zh" | "en" | "ko") => {
  expect((await t.call("POST", `/api/customerInfo/i18n/${lang}`, { token })).statusCode).toBe(200);
};

const walletOf = async (orgId: number, currency = "CNY") => {
  const [row] = await t.db
    .select()
    .from(wallets)
    .where(and(eq(wallets.orgId, orgId), eq(wallets.currency, currency)));
  return row;
};

/** A random amount from 0.01 to 49.99. */
const randomAmount = () => {
  const cents = 1 + Math.floor(Math.random() * 4999);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
};

const ledgerDrift = async () => {
  const check = await get(finance, "/api/finance/ledger/check");
  expect(check.statusCode, check.body).toBe(200);
  return check.json() as { drift: string; unbalancedEntries: number; problems: unknown[] };
};

const movement = (orgId: number, amount: string, extra: Json = {}) => ({
  orgId,
  currency: "CNY",
  amount,
  reason: "test movement",
  reference: { type: "order" as const, id: `O-${amount}` },
  idempotencyKey: randomUUID(),
  ...extra,
});

describe("demo data", () => {
  it("gives the demo customer a CNY wallet whose opening credit is in the ledger", async () => {
    const customer = await t.login("customer", "Customer2026");
    const mine = await get(customer, "/api/finance/wallets/mine");
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual([
      expect.objectContaining({ currency: "CNY", balance: "10000.00", held: "0.00", available: "10000.00" }),
    ]);
    const flow = await get(customer, "/api/finance/wallet-flow");
    expect(flow.json().rows).toEqual([
      expect.objectContaining({
        orgName: "Demo Trading Co.",
        kind: "credit",
        direction: "in",
        amount: "10000.00",
        reason: "演示期初余额",
        systemReason: { code: "demoOpeningBalance" },
        reference: { type: "recharge", id: "demo-opening" },
      }),
    ]);
    // The platform's own reasons are shown in the reader's language.
    await speaking(customer, "ko");
    expect((await get(customer, "/api/finance/wallet-flow")).json().rows[0].reason).toBe("데모 기초 잔액");
    await speaking(customer, "zh");
    expect((await ledgerDrift()).drift).toBe("0.00");
  });
});

describe("ledger operations", () => {
  it("moves balance and ledger together through credit, hold, release, capture, charge, refund and adjust", async () => {
    const owner = await createCustomerAccount(t);
    const w = t.app.wallets;
    const credited = await w.credit(
      movement(owner.orgId, "100", { reference: { type: "recharge", id: "R1" } }),
    );
    expect(credited).toMatchObject({ kind: "credit", balance: "100.00", held: "0.00", available: "100.00" });

    const held = await w.hold(
      movement(owner.orgId, "30.50", { reference: { type: "withdrawal", id: "W1" } }),
    );
    expect(held).toMatchObject({ balance: "100.00", held: "30.50", available: "69.50" });
    expect(held.holdId).toEqual(expect.any(Number));

    const released = await w.release({
      orgId: owner.orgId,
      holdId: held.holdId!,
      reason: "rejected",
      idempotencyKey: randomUUID(),
    });
    expect(released).toMatchObject({ kind: "release", balance: "100.00", held: "0.00", holdId: held.holdId });

    const second = await w.hold(movement(owner.orgId, "40"));
    const captured = await w.capture({
      orgId: owner.orgId,
      holdId: second.holdId!,
      amount: "25.10",
      reason: "priced",
      idempotencyKey: randomUUID(),
    });
    expect(captured).toMatchObject({ kind: "capture", amount: "25.10", balance: "74.90", held: "0.00" });

    const charged = await w.charge(
      movement(owner.orgId, "4.90", { reference: { type: "subscription", id: "S1" } }),
    );
    expect(charged).toMatchObject({ balance: "70.00", available: "70.00" });
    const refunded = await w.refund(movement(owner.orgId, "0.01", { reference: { type: "bill", id: "B1" } }));
    expect(refunded).toMatchObject({ balance: "70.01" });

    const adjusted = await adjust(finance, {
      orgId: owner.orgId,
      currency: "cny",
      amount: "-0.01",
      reason: "rounding correction",
      referenceId: "T-1",
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(adjusted.json()).toMatchObject({ kind: "adjust", amount: "0.01", balance: "70.00" });

    const flow = await get(owner.token, "/api/finance/wallet-flow?size=50");
    expect(flow.json().total).toBe(8);
    expect(flow.json().rows.map((r: { kind: string }) => r.kind)).toEqual([
      "adjust",
      "refund",
      "charge",
      "capture",
      "hold",
      "release",
      "hold",
      "credit",
    ]);
    expect(flow.json().rows[0]).toMatchObject({
      direction: "out",
      balanceAfter: "70.00",
      availableAfter: "70.00",
      reason: "rounding correction",
      reference: { type: "adjustment", id: "T-1" },
    });
    const stored = await walletOf(owner.orgId);
    expect(stored).toMatchObject({ balance: "70.00", held: "0.00" });
    expect(await ledgerDrift()).toMatchObject({ drift: "0.00", unbalancedEntries: 0, problems: [] });
  });

  it("refuses a second action on a closed hold and a capture above the hold", async () => {
    const owner = await createCustomerAccount(t);
    const w = t.app.wallets;
    await w.credit(movement(owner.orgId, "50"));
    const { holdId } = await w.hold(movement(owner.orgId, "10"));
    await expect(
      w.capture({
        orgId: owner.orgId,
        holdId: holdId!,
        amount: "10.01",
        reason: "x",
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
    await w.release({ orgId: owner.orgId, holdId: holdId!, reason: "x", idempotencyKey: randomUUID() });
    await expect(
      w.capture({ orgId: owner.orgId, holdId: holdId!, reason: "x", idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ code: "ALREADY_DECIDED" });
    // Another org's hold does not exist for this one.
    const rival = await createCustomerAccount(t);
    await expect(
      w.release({ orgId: rival.orgId, holdId: holdId!, reason: "x", idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("never below zero", () => {
  it("refuses debits beyond the available balance and keeps the refundable deposit", async () => {
    const owner = await createCustomerAccount(t);
    const w = t.app.wallets;
    await w.credit(movement(owner.orgId, "100"));
    await w.hold(movement(owner.orgId, "60"));
    await expect(w.charge(movement(owner.orgId, "40.01"))).rejects.toMatchObject({
      code: "BALANCE_INSUFFICIENT",
    });
    const deposit = await t.call("PUT", "/api/finance/wallets/deposit", {
      token: finance,
      body: { orgId: owner.orgId, currency: "CNY", deposit: "30" },
    });
    expect(deposit.json()).toMatchObject({ deposit: "30.00", available: "40.00" });
    await expect(w.charge(movement(owner.orgId, "10.01"))).rejects.toMatchObject({
      code: "REFUNDABLE_DEPOSIT_INSUFFICIENT",
    });
    await expect(w.hold(movement(owner.orgId, "10.01"))).rejects.toMatchObject({
      code: "REFUNDABLE_DEPOSIT_INSUFFICIENT",
    });
    expect(await w.charge(movement(owner.orgId, "10.01", { mayUseDeposit: true }))).toMatchObject({
      available: "29.99",
    });
    expect(await walletOf(owner.orgId)).toMatchObject({ balance: "89.99", held: "60.00" });
  });

  it("answers balance insufficient in the caller's language and moves nothing", async () => {
    const owner = await createCustomerAccount(t);
    await t.app.wallets.credit(movement(owner.orgId, "5"));
    const texts = { zh: "余额不足", en: "Balance insufficient", ko: "잔액이 부족합니다" } as const;
    for (const lang of ["en", "ko", "zh"] as const) {
      await speaking(finance, lang);
      const response = await adjust(finance, {
        orgId: owner.orgId,
        currency: "CNY",
        amount: "-5.01",
        reason: "x",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "BALANCE_INSUFFICIENT", message: texts[lang] });
    }
    expect(await walletOf(owner.orgId)).toMatchObject({ balance: "5.00" });
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orgId, owner.orgId));
    expect(entries).toHaveLength(1);
  });

  it("has the database refuse a negative available balance whatever the code does", async () => {
    const owner = await createCustomerAccount(t);
    const { walletId } = await t.app.wallets.credit(movement(owner.orgId, "10"));
    for (const change of [
      sql`update wallets set held = balance + 0.01 where id = ${walletId}`,
      sql`update wallets set balance = -1 where id = ${walletId}`,
      sql`update wallets set held = -1, balance = 0 where id = ${walletId}`,
    ]) {
      await expect(t.db.execute(change)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: "23514" }),
      });
    }
    expect(await walletOf(owner.orgId)).toMatchObject({ balance: "10.00", held: "0.00" });
  });

  it("has the database keep the ledger append-only and every entry balanced", async () => {
    const owner = await createCustomerAccount(t);
    const { walletId } = await t.app.wallets.credit(movement(owner.orgId, "10"));
    const [entry] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.walletId, walletId));
    for (const change of [
      sql`update ledger_lines set amount = amount * 2 where entry_id = ${entry!.id}`,
      sql`delete from ledger_lines where entry_id = ${entry!.id}`,
      sql`update ledger_entries set amount = 1 where id = ${entry!.id}`,
      sql`delete from ledger_entries where id = ${entry!.id}`,
    ]) {
      await expect(t.db.execute(change)).rejects.toMatchObject({
        cause: expect.objectContaining({ code: "23001" }),
      });
    }
    // A line that would leave its entry unbalanced is refused when the transaction commits (PGlite reports the
    // commit's error as it is, node-postgres through the query error's cause).
    const unbalanced = await t.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`insert into ledger_lines (entry_id, account, wallet_id, amount) values (${entry!.id}, 'platform:cash:CNY', null, 1)`,
        );
      })
      .then(
        () => "committed",
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    expect(unbalanced).toMatch(/does not balance/);
    const lines = await t.db.execute(
      sql`select sum(amount)::text as total from ledger_lines where entry_id = ${entry!.id}`,
    );
    expect(rowsOf<{ total: string }>(lines)).toEqual([{ total: "0.00" }]);
  });
});

describe("several processes", () => {
  it("moves money on what the wallet holds now, not on what one process saw last", async () => {
    const owner = await createCustomerAccount(t);
    const second = await t.secondProcess();
    try {
      const [a, b] = [t.app.wallets, second.app.wallets];
      await a.credit(movement(owner.orgId, "10"));
      await b.credit(movement(owner.orgId, "100"));
      // A last saw 10.00: the charge is decided on the 110.00 there is.
      expect(await a.charge(movement(owner.orgId, "50"))).toMatchObject({ balance: "60.00" });
      // B last saw 110.00: its charge is applied to the 60.00 there is, not to what it remembered.
      expect(await b.charge(movement(owner.orgId, "60"))).toMatchObject({ balance: "0.00" });
      await expect(a.charge(movement(owner.orgId, "0.01"))).rejects.toMatchObject({
        code: "BALANCE_INSUFFICIENT",
      });
      expect(await walletOf(owner.orgId)).toMatchObject({ balance: "0.00", held: "0.00" });
      expect(await ledgerDrift()).toMatchObject({ drift: "0.00", unbalancedEntries: 0, problems: [] });
    } finally {
      await second.close();
    }
  });
});

describe("idempotency", () => {
  it("answers a repeat with the first answer and moves nothing", async () => {
    const owner = await createCustomerAccount(t);
    const key = randomUUID();
    const body = { orgId: owner.orgId, currency: "CNY", amount: "12.34", reason: "goodwill" };
    const first = await adjust(finance, body, key);
    const again = await adjust(finance, { ...body, reason: " goodwill " }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await walletOf(owner.orgId)).toMatchObject({ balance: "12.34" });

    const service = t.app.wallets;
    const input = movement(owner.orgId, "2");
    const answers = await Promise.all([service.charge(input), service.charge(input), service.charge(input)]);
    expect(new Set(answers.map((a) => a.entryId)).size).toBe(1);
    expect(await walletOf(owner.orgId)).toMatchObject({ balance: "10.34" });
  });

  it("refuses the same key for a different request", async () => {
    const owner = await createCustomerAccount(t);
    const key = randomUUID();
    const body = { orgId: owner.orgId, currency: "CNY", amount: "5", reason: "first" };
    expect((await adjust(finance, body, key)).statusCode).toBe(200);
    await speaking(finance, "en");
    const reused = await adjust(finance, { ...body, amount: "6" }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({
      code: "IDEMPOTENCY_KEY_REUSED",
      message: "This idempotency key was already used for a different request",
    });
    await expect(
      t.app.wallets.credit(movement(owner.orgId, "5", { idempotencyKey: key })),
    ).rejects.toMatchObject({
      code: "IDEMPOTENCY_KEY_REUSED",
    });
    expect(await walletOf(owner.orgId)).toMatchObject({ balance: "5.00" });
  });

  it("requires an Idempotency-Key header on money-moving requests", async () => {
    const owner = await createCustomerAccount(t);
    await speaking(finance, "en");
    const response = await adjust(
      finance,
      { orgId: owner.orgId, currency: "CNY", amount: "5", reason: "x" },
      "",
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      {
        field: "idempotency-key",
        message: "A money movement needs an Idempotency-Key header (1-100 visible characters)",
      },
    ]);
    expect(await walletOf(owner.orgId)).toBeUndefined();
  });
});

describe("platform finance", () => {
  it("lets admin and finance adjust, list every wallet and reconcile; nobody else", async () => {
    const owner = await createCustomerAccount(t);
    expect(
      (await adjust(admin, { orgId: owner.orgId, currency: "USD", amount: "7", reason: "x" })).statusCode,
    ).toBe(200);
    const list = await get(finance, `/api/finance/wallets?orgId=${owner.orgId}`);
    expect(list.json()).toMatchObject({ total: 1, rows: [{ currency: "USD", balance: "7.00" }] });
    for (const token of [operator, owner.token]) {
      expect(
        (await adjust(token, { orgId: owner.orgId, currency: "USD", amount: "7", reason: "x" })).statusCode,
      ).toBe(403);
      expect((await get(token, "/api/finance/ledger/check")).statusCode).toBe(403);
    }
  });

  it("names the field of a bad adjustment", async () => {
    const owner = await createCustomerAccount(t);
    const [platform] = await t.db.select().from(users).where(eq(users.username, "finance"));
    await speaking(finance, "en");
    const cases: [Json, string, string][] = [
      [{ amount: "0" }, "amount", "non-zero"],
      [{ amount: "1.001" }, "amount", "2 decimals"],
      [{ currency: "XXX" }, "currency", "not set up"],
      [{ currency: "C1" }, "currency", "3-letter"],
      [{ orgId: platform!.orgId }, "orgId", "Only customer"],
      [{ reason: " " }, "reason", "cannot be empty"],
    ];
    for (const [change, field, text] of cases) {
      const response = await adjust(finance, {
        orgId: owner.orgId,
        currency: "CNY",
        amount: "1",
        reason: "x",
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().details).toEqual([{ field, message: expect.stringContaining(text) }]);
    }
    expect(await walletOf(owner.orgId)).toBeUndefined();
  });
});

describe("wallet flow", () => {
  it("filters by reference type, direction and date preset, pages, and exports xlsx", async () => {
    const owner = await createCustomerAccount(t);
    const w = t.app.wallets;
    await w.credit(movement(owner.orgId, "100", { reference: { type: "recharge", id: "R9" } }));
    for (let i = 1; i <= 3; i++)
      await w.charge(movement(owner.orgId, `${i}`, { reference: { type: "order", id: `O${i}` } }));
    const query = async (params: string) =>
      (await get(owner.token, `/api/finance/wallet-flow?${params}`)).json() as {
        total: number;
        rows: { reference: { id: string }; orgName: string }[];
      };
    expect((await query("referenceType=order")).total).toBe(3);
    expect((await query("direction=in")).rows.map((r) => r.reference.id)).toEqual(["R9"]);
    expect((await query("preset=last7Days")).total).toBe(4);
    expect((await query("to=2000-01-01T00:00:00Z")).total).toBe(0);
    const page = await query("referenceType=order&page=2&size=2");
    expect(page).toMatchObject({ total: 3, rows: [{ reference: { id: "O1" } }] });

    const file = await get(owner.token, "/api/finance/wallet-flow/export?referenceType=order");
    expect(file.headers["content-type"]).toContain("spreadsheetml");
    const rows = await readSheetRows(file.rawPayload, [
      { key: "customer", headers: ["客户"] },
      { key: "amount", headers: ["金额"] },
      { key: "referenceId", headers: ["业务单号"] },
    ]);
    const name = (await query("referenceType=order")).rows[0]?.orgName;
    expect(name).toBeTruthy();
    expect(rows.map((r) => r.values)).toEqual([
      { customer: name, amount: "3.00", referenceId: "O3" },
      { customer: name, amount: "2.00", referenceId: "O2" },
      { customer: name, amount: "1.00", referenceId: "O1" },
    ]);
    // Another customer's export has none of these rows.
    const rival = await createCustomerAccount(t);
    const theirs = await get(rival.token, "/api/finance/wallet-flow/export");
    expect(await readSheetRows(theirs.rawPayload, [{ key: "amount", headers: ["金额"] }])).toEqual([]);
  });
});

// Two server processes on one PostgreSQL database charge 50 wallets 1,000 times at once, every other request a
// duplicate of another's idempotency key: nothing goes negative, each key moves money once, the ledger adds up.
describe("concurrency proof", () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    "keeps every wallet consistent under 1,000 concurrent charges from 2 processes",
    async () => {
      const second = await t.secondProcess();
      try {
        const created = await t.db
          .insert(orgs)
          .values(
            Array.from({ length: 50 }, (_, i) => ({
              type: "customer" as const,
              name: `Proof ${i} ${randomUUID()}`,
            })),
          )
          .returning({ id: orgs.id });
        const orgIds = created.map((o) => o.id);
        for (const orgId of orgIds) await t.app.wallets.credit(movement(orgId, "500"));

        const requests = Array.from({ length: 500 }, (_, i) => ({
          ...movement(orgIds[i % 50]!, randomAmount()),
          reference: { type: "order" as const, id: `P${i}` },
        }));
        const attempt = (service: typeof t.app.wallets, input: (typeof requests)[number]) =>
          service.charge(input).then(
            (answer) => ({ ok: true as const, answer }),
            (error: { code?: string }) => ({ ok: false as const, code: error.code }),
          );
        const outcomes = await Promise.all(
          requests.flatMap((input) => [attempt(t.app.wallets, input), attempt(second.app.wallets, input)]),
        );

        const applied = new Map<string, { orgId: number; amount: string; entryId: number }>();
        for (const [index, outcome] of outcomes.entries()) {
          const input = requests[Math.floor(index / 2)]!;
          if (!outcome.ok) {
            expect(outcome.code).toBe("BALANCE_INSUFFICIENT");
            continue;
          }
          const known = applied.get(input.idempotencyKey);
          if (known) expect(outcome.answer.entryId).toBe(known.entryId);
          else
            applied.set(input.idempotencyKey, {
              orgId: input.orgId,
              amount: input.amount,
              entryId: outcome.answer.entryId,
            });
        }
        // A duplicate never gets another outcome than its original.
        for (let i = 0; i < outcomes.length; i += 2) expect(outcomes[i]!.ok).toBe(outcomes[i + 1]!.ok);
        expect(applied.size).toBeGreaterThan(100);

        const rows = await t.db.select().from(wallets);
        const proof = rows.filter((r) => orgIds.includes(r.orgId));
        expect(proof).toHaveLength(50);
        for (const wallet of proof) {
          expect(compareMoney(availableOf(wallet), "0")).toBeGreaterThanOrEqual(0);
          const spent = [...applied.values()].filter((a) => a.orgId === wallet.orgId).map((a) => a.amount);
          expect(addMoney(wallet.balance, ...spent)).toBe("500.00");
        }
        const [charges] = await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(ledgerEntries)
          .where(sql`${ledgerEntries.kind} = 'charge' and ${ledgerEntries.orgId} in ${orgIds}`);
        expect(charges!.n).toBe(applied.size);
        const [keys] = await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(financeIdempotency)
          .where(sql`${financeIdempotency.orgId} in ${orgIds} and ${financeIdempotency.entryId} is not null`);
        // Every org's opening credit and each applied charge: one key each.
        expect(keys!.n).toBe(50 + applied.size);
        expect(await ledgerDrift()).toMatchObject({ drift: "0.00", unbalancedEntries: 0, problems: [] });
      } finally {
        await second.close();
      }
    },
    120_000,
  );
});

type FlowRow = { reason: string; systemReason: unknown; kind: string };

const flowOf = async (token: string) =>
  (await t.call("GET", "/api/finance/wallet-flow?size=50", { token })).json().rows as FlowRow[];

describe("ledger reasons", () => {
  it("stores the platform's reasons as codes, shown in each reader's language, and staff's text as typed", async () => {
    const owner = await createCustomerAccount(t);
    await t.app.wallets.credit({
      orgId: owner.orgId,
      currency: "CNY",
      amount: "50.00",
      reason: { code: "rechargeOnline", params: { method: "wechat" } },
      reference: { type: "recharge", id: randomUUID() },
      idempotencyKey: randomUUID(),
    });
    const adjusted = await t.app.inject({
      method: "POST",
      url: "/api/finance/wallets/adjust",
      headers: { authorization: `Bearer ${finance}`, "idempotency-key": randomUUID() },
      payload: { orgId: owner.orgId, currency: "CNY", amount: "1.50", reason: " goodwill " },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);

    const rows = await t.db
      .select({
        reason: ledgerEntries.reason,
        code: ledgerEntries.reasonCode,
        params: ledgerEntries.reasonParams,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orgId, owner.orgId))
      .orderBy(ledgerEntries.id);
    expect(rows).toEqual([
      { reason: null, code: "rechargeOnline", params: { method: "wechat" } },
      { reason: "goodwill", code: null, params: null },
    ]);

    expect((await flowOf(owner.token)).map((r) => [r.reason, r.systemReason])).toEqual([
      ["goodwill", null],
      ["在线充值（微信支付）", { code: "rechargeOnline", params: { method: "wechat" } }],
    ]);
    expect((await t.call("POST", "/api/customerInfo/i18n/en", { token: owner.token })).statusCode).toBe(200);
    expect((await flowOf(owner.token)).map((r) => r.reason)).toEqual([
      "goodwill",
      "Online recharge (WeChat Pay)",
    ]);
  });

  it("refuses a movement whose reason is neither a known code nor a text", async () => {
    const owner = await createCustomerAccount(t);
    const movement = {
      orgId: owner.orgId,
      currency: "CNY",
      amount: "1.00",
      reference: { type: "recharge" as const, id: randomUUID() },
      idempotencyKey: randomUUID(),
    };
    // Checked before anything is read, like every field of a movement.
    expect(() => t.app.wallets.credit({ ...movement, reason: " " })).toThrow("VALIDATION_FAILED");
    expect(() =>
      t.app.wallets.credit({ ...movement, reason: { code: "noSuchReason" as "rechargeOnline" } }),
    ).toThrow("VALIDATION_FAILED");
  });
});

class RolledBack extends Error {}

describe("the reason-codes migration", () => {
  it("maps every sentence the platform wrote to its code and keeps what staff typed", async () => {
    const owner = await createCustomerAccount(t);
    const old: [string, "recharge" | "withdrawal" | "adjustment"][] = [
      ["Online recharge (alipay)", "recharge"],
      ["Online recharge (wechat)", "recharge"],
      ["Bank transfer recharge", "recharge"],
      ["Demo opening balance / 演示期初余额", "recharge"],
      ["Withdrawal application", "withdrawal"],
      ["Withdrawal paid out", "withdrawal"],
      ["Withdrawal rejected", "withdrawal"],
      ["Withdrawal rejected", "adjustment"],
      ["goodwill", "adjustment"],
    ];
    // Old rows are written and migrated inside a transaction that is then undone: the ledger stays as it was.
    const migrated = await t.db
      .transaction(async (tx) => {
        const inserted = await tx
          .insert(ledgerEntries)
          .values(
            old.map(([reason, referenceType]) => ({
              walletId: 0,
              orgId: owner.orgId,
              currency: "CNY",
              kind: "credit" as const,
              direction: "in" as const,
              amount: "1.00",
              balanceAfter: "1.00",
              heldAfter: "0.00",
              reason,
              referenceType,
              referenceId: "old",
            })),
          )
          .returning({ id: ledgerEntries.id });
        for (const statement of migrationDataBlock(
          "-- data: the reasons the platform wrote as English sentences",
        ))
          await tx.execute(sql.raw(statement));
        const rows = await tx
          .select()
          .from(ledgerEntries)
          .where(
            inArray(
              ledgerEntries.id,
              inserted.map((row) => row.id),
            ),
          )
          .orderBy(ledgerEntries.id);
        throw new RolledBack(JSON.stringify(rows.map((row) => [readReason(row, "en"), row.reason])));
      })
      .catch((error: unknown) => {
        if (error instanceof RolledBack) return JSON.parse(error.message) as unknown;
        throw error;
      });
    expect(migrated).toEqual([
      [
        {
          reason: "Online recharge (Alipay)",
          systemReason: { code: "rechargeOnline", params: { method: "alipay" } },
        },
        null,
      ],
      [
        {
          reason: "Online recharge (WeChat Pay)",
          systemReason: { code: "rechargeOnline", params: { method: "wechat" } },
        },
        null,
      ],
      [{ reason: "Bank transfer recharge", systemReason: { code: "rechargeBankTransfer" } }, null],
      [{ reason: "Demo opening balance", systemReason: { code: "demoOpeningBalance" } }, null],
      [{ reason: "Withdrawal application (held)", systemReason: { code: "withdrawalHeld" } }, null],
      [{ reason: "Withdrawal paid out", systemReason: { code: "withdrawalPaidOut" } }, null],
      [{ reason: "Withdrawal rejected (released)", systemReason: { code: "withdrawalRejected" } }, null],
      [{ reason: "Withdrawal rejected", systemReason: null }, "Withdrawal rejected"],
      [{ reason: "goodwill", systemReason: null }, "goodwill"],
    ]);
    expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.referenceId, "old"))).toEqual([]);
  });
});
