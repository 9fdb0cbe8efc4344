import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../../platform/db";
import { createCustomerAccount } from "../../test/tenancy";
import { createTestApp, type TestApp } from "../../test/test-app";
import { ledgerEntries } from "./finance.tables";
import { readReason } from "./ledger";

let t: TestApp;
let finance: string;
beforeAll(async () => {
  t = await createTestApp();
  finance = await t.login("finance", "Finance2026");
});
afterAll(async () => {
  await t.close();
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

/** The migration's `-- data:` block that turns the stored sentences into codes, found by its comment. */
const reasonCodesDataBlock = () => {
  const marker = "-- data: the reasons the platform wrote as English sentences";
  const text = readdirSync(MIGRATIONS_FOLDER)
    .filter((name) => name.endsWith(".sql"))
    .map((name) => readFileSync(join(MIGRATIONS_FOLDER, name), "utf8"))
    .find((sqlText) => sqlText.includes(marker))!;
  return text.slice(text.indexOf(marker)).split("--> statement-breakpoint");
};

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
        for (const statement of reasonCodesDataBlock()) await tx.execute(sql.raw(statement));
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
