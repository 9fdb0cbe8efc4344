import { randomUUID } from "node:crypto";
import { MONEY_MAX } from "@pp/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDemoApp } from "../../test/demo";
import { createCustomerAccount } from "../../test/tenancy";
import type { TestApp } from "../../test/test-app";
import { wallets } from "./finance.tables";

// Every money input has a stated maximum (MONEY_MAX, docs/pricing.md "Bounds"): a larger amount is refused
// with a message that states it, before anything is computed or written.

let t: TestApp;
let finance: string;
beforeAll(async () => {
  ({ t, finance } = await openDemoApp());
});
afterAll(async () => {
  await t.close();
});

const speaking = async (token: string, lang: "zh" | "en" | "ko") => {
  expect((await t.call("POST", `/api/customerInfo/i18n/${lang}`, { token })).statusCode).toBe(200);
};
const moneyPost = (token: string, url: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { authorization: `Bearer ${token}`, "idempotency-key": randomUUID() },
    payload: body,
  });
const walletOf = async (orgId: number) =>
  (
    await t.db
      .select()
      .from(wallets)
      .where(and(eq(wallets.orgId, orgId), eq(wallets.currency, "CNY")))
  )[0];

const OVER = "10000000000.00";

describe("money maxima", () => {
  it("adjusts a wallet by at most MONEY_MAX either way and refuses one cent more, changing nothing", async () => {
    const owner = await createCustomerAccount(t);
    await speaking(finance, "en");
    const adjust = (amount: string) =>
      moneyPost(finance, "/api/finance/wallets/adjust", {
        orgId: owner.orgId,
        currency: "CNY",
        amount,
        reason: "bounds",
      });
    for (const amount of [OVER, `-${OVER}`, "99999999999999.99"]) {
      const refused = await adjust(amount);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details).toEqual([
        {
          field: "amount",
          message:
            "An adjustment must be a non-zero number of at most 9,999,999,999.99 either way, with at most 2 decimals; a negative one takes money away",
        },
      ]);
    }
    expect((await walletOf(owner.orgId))?.balance ?? "0.00").toBe("0.00");
    const largest = await adjust(MONEY_MAX);
    expect(largest.statusCode, largest.body).toBe(200);
    expect((await walletOf(owner.orgId))?.balance).toBe(MONEY_MAX);

    await speaking(finance, "ko");
    const deposit = await t.call("PUT", "/api/finance/wallets/deposit", {
      token: finance,
      body: { orgId: owner.orgId, currency: "CNY", deposit: OVER },
    });
    expect(deposit.json().details).toEqual([
      {
        field: "deposit",
        message: "금액은 0부터 9,999,999,999.99까지이며 소수점 이하 2자리 이내여야 합니다",
      },
    ]);
    await speaking(finance, "zh");
  });

  it("refuses a recharge and a withdrawal above MONEY_MAX", async () => {
    const owner = await createCustomerAccount(t);
    const quote = await t.call("GET", `/api/finance/recharges/quote?amount=${OVER}`, { token: owner.token });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().details).toEqual([
      { field: "amount", message: "金额须为大于0且不超过9,999,999,999.99的数字，最多2位小数" },
    ]);
    const withdrawal = await moneyPost(owner.token, "/api/finance/withdrawals", { amount: OVER });
    expect(withdrawal.statusCode).toBe(400);
    expect(withdrawal.json().details).toContainEqual({
      field: "amount",
      message: "金额须为大于0且不超过9,999,999,999.99的数字，最多2位小数",
    });
  });
});
