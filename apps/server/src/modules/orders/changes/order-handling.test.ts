import { randomUUID } from "node:crypto";
import type { OrderPlaceResult, OrderWeighed } from "@pp/contracts";
import { compareMoney, negateMoney, subtractMoney, type WalletReasonCode } from "@pp/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries, orders, wallets } from "../../../schema";
import { berlinDraft, creditCny, fundedCustomer, openGermanLine } from "../../../test/order-fixtures";
import type { TestApp } from "../../../test/test-app";
import { checkLedger } from "../../finance";

// A product's order handling as its orders live it (issue 13): a product that holds until weigh-in reserves the
// amount at placement, the weigh-in captures the new price (the excess charged, the rest released), a cancel
// before that releases the hold; a product whose cancels are confirmed offline answers a customer's cancel with
// a request staff confirm or refuse.

let t: TestApp;
let operator: string;
let productId: number;

beforeAll(async () => {
  ({ t, operator, productId } = await openGermanLine());
});
afterAll(() => t.close());

/** Saves the demo product's order handling as staff do: offline (read mode), the tab saved, online again. */
const handle = async (chargeMode: string, cancelMode: string) => {
  const call = async (method: "POST" | "PUT", url: string, body?: unknown) => {
    const response = await t.call(method, url, { token: operator, ...(body ? { body } : {}) });
    expect(response.statusCode, response.body).toBe(200);
  };
  await call("POST", `/api/product/changeStatus/${productId}/offline`);
  await call("PUT", `/api/product/updateOrderEditParam/${productId}`, {
    chargeMode,
    cancelMode,
    editableFields: ["receiver", "boxes"],
  });
  await call("POST", `/api/product/changeStatus/${productId}/online`);
};

const customer = () => fundedCustomer(t, productId);
const box = (weightKg: string) => ({ ...berlinDraft(productId).boxes[0]!, weightKg });
const place = async (token: string, weightKg = "1", idempotencyKey = `k-${randomUUID()}`) => {
  const response = await t.call("POST", "/api/orders/orders", {
    token,
    body: berlinDraft(productId, { boxes: [box(weightKg)], idempotencyKey }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OrderPlaceResult;
};
const weighIn = async (orderId: number, weightKg: string) => {
  const response = await t.call("POST", `/api/orders/orders/${orderId}/weigh-in`, {
    token: operator,
    body: { boxes: [{ lengthCm: "20", widthCm: "20", heightCm: "10", weightKg }] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OrderWeighed;
};
const cancel = async (token: string, orderId: number) => {
  const response = await t.call("POST", "/api/orders/orders/cancel", {
    token,
    body: { orderIds: [orderId] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results[0];
};
const walletOf = async (orgId: number) =>
  (
    await t.db
      .select()
      .from(wallets)
      .where(and(eq(wallets.orgId, orgId), eq(wallets.currency, "CNY")))
  )[0]!;
const orderOf = async (orderId: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const entriesOf = (orgId: number, reasonCode: WalletReasonCode) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orgId, orgId), eq(ledgerEntries.reasonCode, reasonCode)));
const expectNoDrift = async () => expect((await checkLedger(t.db)).drift).toBe("0.00");

describe("a product that holds until weigh-in", () => {
  beforeAll(() => handle("holdUntilWeighIn", "online"));

  it("holds the amount at placement: the available balance drops, the balance does not", async () => {
    const owner = await customer();
    const key = `k-${randomUUID()}`;
    const placed = await place(owner.token, "1", key);
    expect(placed).toMatchObject({ status: "canShip", paymentStatus: "held", charged: null });
    const row = await orderOf(placed.id);
    const wallet = await walletOf(owner.orgId);
    expect(wallet.balance).toBe("1000.00");
    expect(wallet.held).toBe(row.chargeAmount);
    expect(placed.walletAvailable).toBe(subtractMoney("1000.00", row.chargeAmount));
    const [hold] = await entriesOf(owner.orgId, "orderHold");
    expect(hold).toMatchObject({ kind: "hold", amount: row.chargeAmount, referenceId: placed.orderNo });
    expect(await entriesOf(owner.orgId, "orderCharge")).toHaveLength(0);

    // The same draft again answers the first order and holds nothing twice.
    const again = await place(owner.token, "1", key);
    expect(again).toMatchObject({ id: placed.id, paymentStatus: "held" });
    expect((await walletOf(owner.orgId)).held).toBe(row.chargeAmount);
    await expectNoDrift();
  });

  it("holds when a saved draft is paid, too", async () => {
    const owner = await customer();
    const saved = await t.call("POST", "/api/orders/orders", {
      token: owner.token,
      body: berlinDraft(productId, { saveAsDraft: true }),
    });
    const draftId = (saved.json() as OrderPlaceResult).id;
    const paid = await t.call("POST", "/api/orders/orders/pay", {
      token: owner.token,
      body: { orderIds: [draftId] },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().results[0]).toMatchObject({ ok: true, order: { paymentStatus: "held" } });
    const row = await orderOf(draftId);
    expect(row.chargeKey).toBe(`hold:order-pay:${draftId}`);
    expect(await walletOf(owner.orgId)).toMatchObject({ balance: "1000.00", held: row.chargeAmount });
    await expectNoDrift();
  });

  it("captures the heavier price at weigh-in: the whole hold and the excess charged", async () => {
    const owner = await customer();
    const placed = await place(owner.token);
    const weighed = await weighIn(placed.id, "12.5");
    expect(weighed.status).toBe("handedOver");
    expect(compareMoney(weighed.difference, "0")).toBeGreaterThan(0);
    const wallet = await walletOf(owner.orgId);
    expect(wallet).toMatchObject({ balance: subtractMoney("1000.00", weighed.charge.to), held: "0.00" });
    expect(await orderOf(placed.id)).toMatchObject({ paymentStatus: "paid", arrearsAmount: null });
    const [capture] = await entriesOf(owner.orgId, "orderHoldCaptured");
    expect(capture).toMatchObject({ kind: "capture", amount: weighed.charge.from });
    const [excess] = await entriesOf(owner.orgId, "orderWeighCharge");
    expect(excess).toMatchObject({ kind: "charge", amount: weighed.difference });
    await expectNoDrift();
  });

  it("captures the lighter price at weigh-in and releases the rest of the hold", async () => {
    const owner = await customer();
    const placed = await place(owner.token, "12");
    const weighed = await weighIn(placed.id, "1");
    expect(compareMoney(weighed.difference, "0")).toBeLessThan(0);
    expect(await walletOf(owner.orgId)).toMatchObject({
      balance: subtractMoney("1000.00", weighed.charge.to),
      held: "0.00",
    });
    const [capture] = await entriesOf(owner.orgId, "orderHoldCaptured");
    expect(capture).toMatchObject({ kind: "capture", amount: weighed.charge.to });
    expect(await entriesOf(owner.orgId, "orderWeighRefund")).toHaveLength(0);
    expect((await orderOf(placed.id)).paymentStatus).toBe("paid");
    await expectNoDrift();
  });

  it("captures the hold and leaves an excess the wallet cannot pay as arrears", async () => {
    const owner = await customer();
    const placed = await place(owner.token);
    const available = subtractMoney("1000.00", (await walletOf(owner.orgId)).held);
    await t.app.wallets.adjust({
      orgId: owner.orgId,
      currency: "CNY",
      amount: negateMoney(available),
      reason: "test: spend the rest",
      reference: { type: "adjustment", id: "order-handling-test" },
      idempotencyKey: `spend-${randomUUID()}`,
    });
    const weighed = await weighIn(placed.id, "12.5");
    expect(weighed).toMatchObject({ status: "cannotShip", arrears: weighed.difference });
    expect(await walletOf(owner.orgId)).toMatchObject({ held: "0.00" });
    expect(await orderOf(placed.id)).toMatchObject({
      paymentStatus: "paid",
      arrearsAmount: weighed.difference,
    });

    await creditCny(t, owner.orgId, weighed.difference);
    const paid = await t.call("POST", `/api/orders/orders/${placed.id}/pay-arrears`, { token: owner.token });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: "handedOver", arrears: null });
    await expectNoDrift();
  });

  it("releases the hold when the order is cancelled before weigh-in", async () => {
    const owner = await customer();
    const placed = await place(owner.token);
    const answer = await cancel(owner.token, placed.id);
    expect(answer).toMatchObject({
      ok: true,
      order: { status: "cancelled", paymentStatus: "released", refunded: null, requested: false },
    });
    expect(await walletOf(owner.orgId)).toMatchObject({ balance: "1000.00", held: "0.00" });
    const [release] = await entriesOf(owner.orgId, "orderHoldReleased");
    expect(release).toMatchObject({ kind: "release", referenceId: placed.orderNo });
    expect(await entriesOf(owner.orgId, "orderRefund")).toHaveLength(0);
    expect((await cancel(owner.token, placed.id)).ok).toBe(false);
    await expectNoDrift();
  });

  it("moves the hold to an edit's new price, and the weigh-in captures that", async () => {
    const owner = await customer();
    const placed = await place(owner.token);
    const first = await orderOf(placed.id);
    const edited = await t.call("PUT", `/api/orders/orders/${placed.id}`, {
      token: owner.token,
      body: {
        boxes: [{ lengthCm: "20", widthCm: "20", heightCm: "10", weightKg: "5" }],
        idempotencyKey: `edit-${randomUUID()}`,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const row = await orderOf(placed.id);
    expect(compareMoney(row.chargeAmount, first.chargeAmount)).toBeGreaterThan(0);
    expect(row).toMatchObject({ paymentStatus: "held" });
    expect(row.chargeKey).not.toBe(first.chargeKey);
    expect(await walletOf(owner.orgId)).toMatchObject({ balance: "1000.00", held: row.chargeAmount });
    expect(await entriesOf(owner.orgId, "orderHoldReleased")).toMatchObject([{ amount: first.chargeAmount }]);

    const weighed = await weighIn(placed.id, "5");
    expect(weighed.difference).toBe("0.00");
    expect(await walletOf(owner.orgId)).toMatchObject({
      balance: subtractMoney("1000.00", row.chargeAmount),
      held: "0.00",
    });
    expect(await orderOf(placed.id)).toMatchObject({ paymentStatus: "paid" });
    await expectNoDrift();
  });
});

describe("a product whose cancels are confirmed offline", () => {
  beforeAll(() => handle("chargeAtPlacement", "offlineConfirmation"));
  afterAll(() => handle("chargeAtPlacement", "online"));

  const pendingOf = async (orderId: number) =>
    (await t.call("GET", "/api/orders/cancel-requests?status=pending", { token: operator }))
      .json()
      .rows.find((row: { orderId: number }) => row.orderId === orderId);

  it("answers a customer's cancel before hand-over with a request, moving no money; staff confirm and refund", async () => {
    const owner = await customer();
    const placed = await place(owner.token);
    const answer = await cancel(owner.token, placed.id);
    expect(answer).toMatchObject({ ok: true, order: { status: "canShip", requested: true, refunded: null } });
    expect(await walletOf(owner.orgId)).toMatchObject({
      balance: subtractMoney("1000.00", placed.charged!.amount),
    });
    expect(await entriesOf(owner.orgId, "orderRefund")).toHaveLength(0);
    const log = (await t.call("GET", `/api/orders/orders/${placed.id}/logs`, { token: owner.token })).json();
    expect(JSON.stringify(log)).toContain("该产品取消需线下确认");

    const request = await pendingOf(placed.id);
    expect(request).toMatchObject({
      orderNo: placed.orderNo,
      orderStatus: "canShip",
      charged: placed.charged,
    });
    const confirmed = await t.call("POST", `/api/orders/cancel-requests/${request.id}/confirm`, {
      token: operator,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    expect((await walletOf(owner.orgId)).balance).toBe("1000.00");
    await expectNoDrift();
  });

  it("keeps the order when staff refuse the request with a reason", async () => {
    const owner = await customer();
    const placed = await place(owner.token);
    await cancel(owner.token, placed.id);
    const request = await pendingOf(placed.id);
    const refused = await t.call("POST", `/api/orders/cancel-requests/${request.id}/refuse`, {
      token: operator,
      body: { reason: "已交承运商处理" },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await orderOf(placed.id)).toMatchObject({ status: "canShip", paymentStatus: "paid" });
  });

  it("lets staff cancel at once, and a draft is cancelled at once", async () => {
    const owner = await customer();
    const placed = await place(owner.token);
    expect(await cancel(operator, placed.id)).toMatchObject({
      ok: true,
      order: { status: "cancelled", requested: false },
    });
    const draft = await t.call("POST", "/api/orders/orders", {
      token: owner.token,
      body: berlinDraft(productId, { saveAsDraft: true }),
    });
    expect(await cancel(owner.token, draft.json().id)).toMatchObject({
      ok: true,
      order: { status: "cancelled", requested: false },
    });
  });
});
