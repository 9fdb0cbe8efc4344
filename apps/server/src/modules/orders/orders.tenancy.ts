import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { type Parties, type TenancyCase, tenancyCase } from "../../test/tenancy";
import type { TestApp } from "../../test/test-app";
import { orders } from "./orders.tables";

type OrderFixture = { paidId: number; draftId: number; orderNo: string; body: Record<string, unknown> };

const orderBody = (productId: number, saveAsDraft: boolean) => ({
  idempotencyKey: `tenancy-${randomUUID()}`,
  productId,
  destination: { country: "DE", city: "Berlin", postcode: "10115" },
  sender: {
    name: "张三",
    phone: "13800138000",
    countryCode: "CN",
    city: "深圳",
    postcode: "518000",
    address1: "科技园1号",
  },
  receiver: {
    name: "Max Muster",
    phone: "+49 30 1234567",
    countryCode: "DE",
    city: "Berlin",
    postcode: "10115",
    address1: "Unter den Linden",
    houseNumber: "5",
  },
  boxes: [
    {
      lengthCm: "20",
      widthCm: "20",
      heightCm: "10",
      weightKg: "1",
      lines: [{ goodsNameZh: "杯子", goodsNameEn: "Cup", quantity: 1, unitValue: "5", hsCode: "691200" }],
    },
  ],
  saveAsDraft,
});

// The owner signs the German line, gets money, and places one paid order and one draft through the API.
const setup = async (t: TestApp, { owner }: Parties): Promise<OrderFixture> => {
  const available = await t.call("GET", "/api/product/signing/available?keyword=PP-DE-ECO", {
    token: owner.token,
  });
  const product = (available.json() as { id: number; code: string }[]).find((p) => p.code === "PP-DE-ECO");
  await t.call("POST", "/api/product/signing/sign", { token: owner.token, body: { productId: product!.id } });
  await t.app.wallets.credit({
    orgId: owner.orgId,
    currency: "CNY",
    amount: "500",
    reason: "tenancy fixture",
    reference: { type: "adjustment", id: "tenancy" },
    idempotencyKey: `tenancy-${randomUUID()}`,
  });
  const body = orderBody(product!.id, false);
  const paid = await t.call("POST", "/api/orders/orders", { token: owner.token, body });
  const draft = await t.call("POST", "/api/orders/orders", {
    token: owner.token,
    body: orderBody(product!.id, true),
  });
  if (paid.statusCode !== 200 || draft.statusCode !== 200) throw new Error(`${paid.body} ${draft.body}`);
  return { paidId: paid.json().id, draftId: draft.json().id, orderNo: paid.json().orderNo, body };
};

const unchanged: TenancyCase<OrderFixture>["unchanged"] = async (t, fixture, { owner }) => {
  const rows = await t.db.select().from(orders).where(eq(orders.orgId, owner.orgId));
  expect(rows.find((row) => row.id === fixture.paidId)).toMatchObject({ status: "canShip", version: 1 });
  expect(rows.find((row) => row.id === fixture.draftId)).toMatchObject({
    status: "created",
    paymentStatus: "unpaid",
    version: 1,
  });
  expect(rows.every((row) => row.createdBy === owner.userId)).toBe(true);
};

export const tenancyCases: TenancyCase<unknown>[] = [
  tenancyCase<OrderFixture>({
    name: "orders: placing with the owner's submission key neither answers nor charges the owner's order",
    setup,
    request: (f) => ({ method: "POST", url: "/api/orders/orders", body: f.body }),
    // The rival has not signed the owner's product (409); the bare sub-account lacks the wizard's screen (403).
    refusedWith: [403, 409],
    unchanged,
  }),
  tenancyCase<OrderFixture>({
    name: "orders: pay cannot pay the owner's draft",
    setup,
    request: (f) => ({ method: "POST", url: "/api/orders/orders/pay", body: { orderIds: [f.draftId] } }),
    leaksNothing: (response) =>
      expect(response.json().results).toMatchObject([{ ok: false, code: "NOT_FOUND" }]),
    unchanged,
  }),
  tenancyCase<OrderFixture>({
    name: "orders: the list never shows the owner's orders, not even by their number",
    setup,
    request: (f) => ({ method: "GET", url: `/api/orders/orders?numbers=${f.orderNo}` }),
    leaksNothing: (response, f) => {
      expect(response.json().rows.map((row: { id: number }) => row.id)).not.toContain(f.paidId);
      expect(response.json().total).toBe(0);
    },
    unchanged,
  }),
  tenancyCase<OrderFixture>({
    name: "orders: the detail of the owner's order is not found",
    setup,
    request: (f) => ({ method: "GET", url: `/api/orders/orders/${f.paidId}` }),
    unchanged,
  }),
  tenancyCase<OrderFixture>({
    name: "orders: the log of the owner's order is not found",
    setup,
    request: (f) => ({ method: "GET", url: `/api/orders/orders/${f.paidId}/logs` }),
    unchanged,
  }),
];
