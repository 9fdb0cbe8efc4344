import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDemoApp } from "../../../test/demo";
import { newYorkCarton } from "../../../test/fixtures";
import { createCustomerAccount } from "../../../test/tenancy";
import type { TestApp } from "../../../test/test-app";
import { orgs } from "../../identity";
import { currencies } from "../../reference";

// Issue 10 "Currency": a quote answers in the currency the customer pays in (its settlement currency, which
// platform staff set), or in another currency asked for, with the rate used and its date.

let t: TestApp;
let customer: string;
let operator: string;
let demoOrgId: number;
beforeAll(async () => {
  ({ t, customer, operator, demoOrgId } = await openDemoApp());
  // The rates' last changes, so the answer's dates are known.
  await t.db
    .update(currencies)
    .set({ updatedAt: new Date("2026-03-02T08:00:00Z") })
    .where(eq(currencies.code, "USD"));
  await t.db
    .update(currencies)
    .set({ updatedAt: new Date("2026-04-15T08:00:00Z") })
    .where(eq(currencies.code, "EUR"));
});
afterAll(async () => {
  await t.close();
});

const parcel = newYorkCarton;

type Served = {
  productCode: string;
  total: string;
  currency: string;
  totalInWalletCurrency: string;
  exchange: { rate: string; productRate: string; walletRate: string; date: string | null };
};
type Answer = {
  settlementCurrency: string;
  walletCurrency: string;
  served: Served[];
  notServed: Array<{ productCode: string; reason: { code: string; message: string } }>;
  rates: Record<string, string>;
};

const trial = async (token: string, body: unknown) => {
  const response = await t.call("POST", "/api/freightTrial", { token, body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Answer;
};
const setSettlement = (token: string, orgId: number, settlementCurrency: string) =>
  t.call("PUT", `/api/orgs/${orgId}/settlement-currency`, { token, body: { settlementCurrency } });
const speaking = async (token: string, lang: "zh" | "en" | "ko") => {
  expect((await t.call("POST", `/api/customerInfo/i18n/${lang}`, { token })).statusCode).toBe(200);
};

describe("the settlement currency of a customer", () => {
  it("is CNY by default, and the trial answers in it", async () => {
    const answer = await trial(customer, parcel());
    expect(answer).toMatchObject({ settlementCurrency: "CNY", walletCurrency: "CNY" });
    expect(answer.served.find((row) => row.productCode === "PP-US-POST")?.exchange).toEqual({
      rate: "1",
      productRate: "1",
      walletRate: "1",
      date: null,
    });
  });

  it("is set by platform staff to a reference currency, and shows in the customer list", async () => {
    const response = await setSettlement(operator, demoOrgId, "usd");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ orgId: demoOrgId, settlementCurrency: "USD" });
    const list = await t.call("GET", "/api/users/listCustomersByType?keyword=Demo%20Trading", {
      token: operator,
    });
    expect(list.json().rows[0]).toMatchObject({ orgId: demoOrgId, settlementCurrency: "USD" });
  });

  it("makes the customer's trial answer in USD, cheapest first, with the rate used and its date", async () => {
    const answer = await trial(customer, parcel());
    expect(answer).toMatchObject({ settlementCurrency: "USD", walletCurrency: "USD" });
    // CNY 133.49 ÷ 7.12 = 18.7486 → 18.75; CNY 212.00 ÷ 7.12 = 29.7753 → 29.78; the USD product stays 40.83.
    expect(
      answer.served.map((row) => [row.productCode, row.total, row.currency, row.totalInWalletCurrency]),
    ).toEqual([
      ["PP-US-POST", "133.49", "CNY", "18.75"],
      ["PP-US-FBA", "212.00", "CNY", "29.78"],
      ["PP-US-EXP", "40.83", "USD", "40.83"],
    ]);
    expect(answer.served[0]?.exchange).toEqual({
      rate: "0.14044944",
      productRate: "1",
      walletRate: "7.12",
      date: "2026-03-02",
    });
    expect(answer.served[2]?.exchange).toEqual({
      rate: "1",
      productRate: "7.12",
      walletRate: "7.12",
      date: null,
    });
  });

  it("is offered to the form as the default, with the org's wallet currencies", async () => {
    const options = (await t.call("GET", "/api/freightTrial/options", { token: customer })).json();
    expect(options.settlementCurrency).toBe("USD");
    expect(Array.isArray(options.walletCurrencies)).toBe(true);
    expect(options.currencies).toEqual(expect.arrayContaining(["CNY", "EUR", "JPY", "USD"]));
    const forStaff = await t.call("GET", `/api/freightTrial/options?orgId=${demoOrgId}`, { token: operator });
    expect(forStaff.json().settlementCurrency).toBe("USD");
    const noOrg = await t.call("GET", "/api/freightTrial/options", { token: operator });
    expect(noOrg.json()).not.toHaveProperty("settlementCurrency");
  });

  it("is what platform staff quoting for the customer see", async () => {
    const answer = await trial(operator, parcel({ orgId: demoOrgId }));
    expect(answer.walletCurrency).toBe("USD");
    expect(answer.served[0]).toMatchObject({ productCode: "PP-US-POST", totalInWalletCurrency: "18.75" });
  });

  it("cannot be set by a customer, for its own org or another, nor to an unknown currency", async () => {
    expect((await setSettlement(customer, demoOrgId, "EUR")).statusCode).toBe(403);
    const other = await createCustomerAccount(t);
    expect((await setSettlement(other.token, demoOrgId, "EUR")).statusCode).toBe(403);
    expect((await setSettlement(other.token, other.orgId, "EUR")).statusCode).toBe(403);

    await speaking(operator, "en");
    const unknown = await setSettlement(operator, demoOrgId, "ZZZ");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([{ field: "settlementCurrency", message: "No such currency" }]);
    const malformed = await setSettlement(operator, demoOrgId, "US");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].field).toBe("settlementCurrency");
    const [platform] = await t.db.select({ id: orgs.id }).from(orgs).where(eq(orgs.type, "platform"));
    expect((await setSettlement(operator, platform!.id, "EUR")).statusCode).toBe(404);
    await speaking(operator, "zh");
    // Nothing changed.
    expect((await trial(customer, parcel())).settlementCurrency).toBe("USD");
  });
});

describe("a currency chosen for the trial", () => {
  it("shows the totals in it instead, with the later of the two rates' dates", async () => {
    const answer = await trial(customer, parcel({ currency: "eur" }));
    expect(answer).toMatchObject({ settlementCurrency: "USD", walletCurrency: "EUR" });
    // CNY 133.49 ÷ 7.72 = 17.2914 → 17.29; USD 40.83 × 7.12 ÷ 7.72 = 37.6566 → 37.66.
    expect(answer.served.map((row) => [row.productCode, row.totalInWalletCurrency])).toEqual([
      ["PP-US-POST", "17.29"],
      ["PP-US-FBA", "27.46"],
      ["PP-US-EXP", "37.66"],
    ]);
    expect(answer.served[2]?.exchange).toEqual({
      rate: "0.92227979",
      productRate: "7.12",
      walletRate: "7.72",
      date: "2026-04-15",
    });
    // Every rate the quote read, as an order placed now stores them for its customs rules.
    expect(answer.rates).toMatchObject({ CNY: "1", USD: "7.12", EUR: "7.72", JPY: "0.0476" });
    expect(Object.keys(answer.rates)).toContain("GBP");
  });

  it("rounds a yen total to whole yen", async () => {
    const answer = await trial(customer, parcel({ currency: "JPY" }));
    // CNY 133.49 ÷ 0.0476 = 2804.41 → 2804.
    expect(answer.served[0]).toMatchObject({ productCode: "PP-US-POST", totalInWalletCurrency: "2804" });
  });

  it("is refused on the field when it is unknown or malformed", async () => {
    await speaking(customer, "en");
    const unknown = await t.call("POST", "/api/freightTrial", {
      token: customer,
      body: parcel({ currency: "ZZZ" }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([{ field: "currency", message: "No such currency" }]);
    const malformed = await t.call("POST", "/api/freightTrial", {
      token: customer,
      body: parcel({ currency: "U$" }),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details[0].field).toBe("currency");
    await speaking(customer, "zh");
  });
});

describe("a declared-value limit in USD on a CNY product", () => {
  // PP-US-POST is priced in CNY and takes at most USD 800 declared per order.
  const declared = async (amount: string, currency: string) => {
    await speaking(customer, "en");
    const answer = await trial(customer, parcel({ declaredValue: { amount, currency } }));
    await speaking(customer, "zh");
    return answer.notServed.find((row) => row.productCode === "PP-US-POST")?.reason;
  };

  it("serves a declared value up to the limit, converted at the current rate", async () => {
    expect(await declared("800", "USD")).toBeUndefined();
    // CNY 5000 ÷ 7.12 = USD 702.25.
    expect(await declared("5000", "CNY")).toBeUndefined();
  });

  it("refuses one above it, showing both currencies", async () => {
    expect(await declared("950", "USD")).toEqual({
      code: "declaredValueOverLimit",
      message: "The declared value USD 950.00 is over the limit of USD 800.00",
    });
    // CNY 6000 ÷ 7.12 = USD 842.70.
    expect(await declared("6000", "CNY")).toEqual({
      code: "declaredValueOverLimit",
      message: "The declared value CNY 6000 (USD 842.70) is over the limit of USD 800.00",
    });
  });
});
