import { expect } from "vitest";
import { issueApiToken } from "../../test/api-tokens";
import { berlinDraft, creditCny, signDemoProduct } from "../../test/order-fixtures";
import { type Parties, type TenancyCase, tenancyCase } from "../../test/tenancy";
import type { TestApp } from "../../test/test-app";

// The open API with another customer's token and with a token of the owner's sub-account that lacks the order
// screens: the owner's order is neither found nor changed (the API-token calls of open-api.test.ts do the same
// with the whole flows).

type Fixture = { id: number; orderNo: string };

const setup = async (t: TestApp, { owner }: Parties): Promise<Fixture> => {
  const productId = await signDemoProduct(t, owner.token, "PP-DE-ECO");
  await creditCny(t, owner.orgId, "500");
  const placed = await t.call("POST", "/api/orders/orders", {
    token: owner.token,
    body: berlinDraft(productId),
  });
  if (placed.statusCode !== 200) throw new Error(placed.body);
  return { id: placed.json().id, orderNo: placed.json().orderNo };
};

// The rival's token is issued as a customer does; the sub-account's is written directly (the console issues none to
// a sub-account without the API docking screen).
const credential: TenancyCase["credential"] = (t, intruder, parties) =>
  issueApiToken(t, intruder, { direct: intruder === parties.bareSub });

// Read back as its owner sees it (the orders module keeps its tables to itself).
const unchanged: TenancyCase<Fixture>["unchanged"] = async (t, fixture, { owner }) => {
  const order = await t.call("GET", `/api/orders/orders/${fixture.id}`, { token: owner.token });
  expect(order.json()).toMatchObject({ status: "canShip", version: 1, remarks: "" });
};

const orderCase = (
  name: string,
  request: (fixture: Fixture) => { method: "GET" | "POST" | "PUT"; url: string; body?: unknown },
) => tenancyCase<Fixture>({ name, setup, credential, request, unchanged });

export const tenancyCases: TenancyCase[] = [
  orderCase("open API: an order by its number", (f) => ({
    method: "GET",
    url: `/open/v1/orders/${f.orderNo}`,
  })),
  orderCase("open API: cancel", (f) => ({ method: "POST", url: `/open/v1/orders/${f.orderNo}/cancel` })),
  orderCase("open API: update", (f) => ({
    method: "PUT",
    url: `/open/v1/orders/${f.orderNo}`,
    body: { remarks: "taken over" },
  })),
  orderCase("open API: label", (f) => ({ method: "GET", url: `/open/v1/orders/${f.orderNo}/label` })),
  orderCase("open API: merged labels", (f) => ({
    method: "POST",
    url: "/open/v1/labels/merge",
    body: { orders: [f.orderNo] },
  })),
  tenancyCase<Fixture>({
    name: "open API: the order list",
    setup,
    credential,
    request: (f) => ({ method: "GET", url: `/open/v1/orders?numbers=${f.orderNo}` }),
    leaksNothing: (response) => expect(response.json().rows).toEqual([]),
    unchanged,
  }),
  tenancyCase<Fixture>({
    name: "open API: tracking",
    setup,
    credential,
    request: (f) => ({ method: "POST", url: "/open/v1/tracking", body: { numbers: [f.orderNo] } }),
    leaksNothing: (response) =>
      expect(response.json().results).toEqual([expect.objectContaining({ found: false, events: [] })]),
  }),
  tenancyCase<Fixture>({
    name: "open API: the wallet",
    setup,
    credential,
    request: () => ({ method: "GET", url: "/open/v1/wallet" }),
    leaksNothing: (response) =>
      expect(response.json().wallets.every((w: { balance: string }) => w.balance !== "500.00")).toBe(true),
  }),
];
