import { randomUUID } from "node:crypto";
import type { OrderPlaceResult, OrderWeighed } from "@pp/contracts";
import { addMoney, compareMoney, subtractMoney, type WalletReasonCode } from "@pp/domain";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  eventOutbox,
  ledgerEntries,
  orderBoxes,
  orderLogs,
  orderStatusCounts,
  orders,
  wallets,
} from "../../../schema";
import { berlinDraft, creditCny, fundedCustomer, openGermanLine } from "../../../test/order-fixtures";
import type { TestApp } from "../../../test/test-app";
import { checkLedger } from "../../finance";

let t: TestApp;
let operator: string;
let productId: number;

beforeAll(async () => {
  ({ t, operator, productId } = await openGermanLine());
});
afterAll(() => t.close());

/** A new customer org that signed PP-DE-ECO, with 1000 CNY in its wallet. */
const customer = () => fundedCustomer(t, productId);
const credit = (orgId: number, amount: string) => creditCny(t, orgId, amount);

const place = async (token: string) => {
  const response = await t.call("POST", "/api/orders/orders", { token, body: berlinDraft(productId) });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json() as OrderPlaceResult;
};
const box = (weightKg: string) => ({ lengthCm: "20", widthCm: "20", heightCm: "10", weightKg });
const weighIn = (token: string, orderId: number, weightKg: string) =>
  t.call("POST", `/api/orders/orders/${orderId}/weigh-in`, { token, body: { boxes: [box(weightKg)] } });
const payArrears = (token: string, orderId: number) =>
  t.call("POST", `/api/orders/orders/${orderId}/pay-arrears`, { token });

const balanceOf = async (orgId: number) =>
  (
    await t.db
      .select()
      .from(wallets)
      .where(and(eq(wallets.orgId, orgId), eq(wallets.currency, "CNY")))
  )[0]!.balance;
const entriesOf = (orgId: number, reasonCode: WalletReasonCode) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orgId, orgId), eq(ledgerEntries.reasonCode, reasonCode)));
const countsOf = async (orgId: number) =>
  Object.fromEntries(
    (await t.db.select().from(orderStatusCounts).where(eq(orderStatusCounts.orgId, orgId))).map((row) => [
      row.status,
      row.n,
    ]),
  );

describe("weighing an order in", () => {
  it("charges a heavier order's difference, hands it over and logs old → new weight and price", async () => {
    const owner = await customer();
    const placed = await place(owner.token);
    const response = await weighIn(operator, placed.id, "12.5");
    expect(response.statusCode, response.body).toBe(200);
    const weighed = response.json() as OrderWeighed;
    expect(weighed).toMatchObject({
      id: placed.id,
      status: "handedOver",
      version: 2,
      chargeableKg: { from: "1.000", to: "12.500" },
      charge: { from: placed.charged!.amount, currency: "CNY" },
      arrears: null,
    });
    expect(compareMoney(weighed.difference, "0")).toBeGreaterThan(0);
    expect(weighed.difference).toBe(subtractMoney(weighed.charge.to, weighed.charge.from));
    expect(await balanceOf(owner.orgId)).toBe(subtractMoney("1000.00", weighed.charge.to));
    const [charged] = await entriesOf(owner.orgId, "orderWeighCharge");
    expect(charged).toMatchObject({
      kind: "charge",
      amount: weighed.difference,
      referenceType: "order",
      referenceId: placed.orderNo,
    });
    expect((await checkLedger(t.db)).drift).toBe("0.00");
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({
      chargeableKg: "12.500",
      chargeAmount: weighed.charge.to,
      arrearsAmount: null,
    });
    const [stored] = await t.db.select().from(orderBoxes).where(eq(orderBoxes.orderId, placed.id));
    expect(stored!.weightKg).toBe("12.500");
    expect(await countsOf(owner.orgId)).toMatchObject({ canShip: 0, handedOver: 1 });
    const logs = await t.db
      .select()
      .from(orderLogs)
      .where(eq(orderLogs.orderId, placed.id))
      .orderBy(asc(orderLogs.id));
    expect(logs.at(-1)).toMatchObject({
      event: "weighIn",
      fromStatus: "canShip",
      toStatus: "handedOver",
      reason: "orderLogWeighed",
      params: { fromKg: "1.000", toKg: "12.500", fromPrice: weighed.charge.from, toPrice: weighed.charge.to },
    });
    const log = (
      await t.call("GET", `/api/orders/orders/${placed.id}/logs`, { token: owner.token, lang: "en" })
    ).json();
    expect(JSON.stringify(log)).toContain("1.000 → 12.500 kg");
    const [event] = await t.db
      .select()
      .from(eventOutbox)
      .where(and(eq(eventOutbox.aggregateId, placed.id), eq(eventOutbox.topic, "order.weighed")));
    expect(event).toMatchObject({ version: 2 });
  });

  it("refunds a lighter order's difference", async () => {
    const owner = await customer();
    const heavy = await t.call("POST", "/api/orders/orders", {
      token: owner.token,
      body: berlinDraft(productId, { boxes: [{ ...berlinDraft(productId).boxes[0]!, weightKg: "12" }] }),
    });
    const placed = heavy.json() as OrderPlaceResult;
    const weighed = (await weighIn(operator, placed.id, "1")).json() as OrderWeighed;
    expect(weighed.status).toBe("handedOver");
    expect(compareMoney(weighed.difference, "0")).toBeLessThan(0);
    const [refund] = await entriesOf(owner.orgId, "orderWeighRefund");
    expect(refund).toMatchObject({ kind: "refund", amount: subtractMoney("0", weighed.difference) });
    expect(await balanceOf(owner.orgId)).toBe(subtractMoney("1000.00", weighed.charge.to));
    expect((await checkLedger(t.db)).drift).toBe("0.00");
  });

  it("settles once when the same weigh-in is submitted five times at once", async () => {
    const owner = await customer();
    const placed = await place(owner.token);
    const answers = await Promise.all(Array.from({ length: 5 }, () => weighIn(operator, placed.id, "8")));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await entriesOf(owner.orgId, "orderWeighCharge")).toHaveLength(1);
    const weighed = answers.find((answer) => answer.statusCode === 200)!.json() as OrderWeighed;
    expect(await balanceOf(owner.orgId)).toBe(subtractMoney("1000.00", weighed.charge.to));
    expect((await checkLedger(t.db)).drift).toBe("0.00");
  });

  it("leaves an order the wallet cannot pay for in arrears, and hands it over when its customer pays them", async () => {
    const owner = await customer();
    const placed = await place(owner.token);
    const left = await balanceOf(owner.orgId);
    await t.app.wallets.charge({
      orgId: owner.orgId,
      currency: "CNY",
      amount: left,
      reason: "test spend",
      reference: { type: "adjustment", id: "weigh-in-test" },
      idempotencyKey: `spend-${randomUUID()}`,
    });
    const weighed = (await weighIn(operator, placed.id, "12.5")).json() as OrderWeighed;
    expect(weighed).toMatchObject({ status: "cannotShip", arrears: weighed.difference });
    expect(await entriesOf(owner.orgId, "orderWeighCharge")).toHaveLength(0);
    expect(await balanceOf(owner.orgId)).toBe("0.00");
    expect(await countsOf(owner.orgId)).toMatchObject({ canShip: 0, cannotShip: 1 });
    const detail = (await t.call("GET", `/api/orders/orders/${placed.id}`, { token: owner.token })).json();
    expect(detail.billing.sales.arrears).toEqual({ amount: weighed.arrears, currency: "CNY" });

    expect((await payArrears(owner.token, placed.id)).json()).toMatchObject({ code: "BALANCE_INSUFFICIENT" });
    await credit(owner.orgId, "1000.00");
    const stranger = await customer();
    expect((await payArrears(stranger.token, placed.id)).statusCode).toBe(404);
    expect((await payArrears(operator, placed.id)).statusCode).toBe(403);
    const paid = await payArrears(owner.token, placed.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: "handedOver", arrears: null });
    expect(await balanceOf(owner.orgId)).toBe(subtractMoney("1000.00", weighed.arrears!));
    expect((await payArrears(owner.token, placed.id)).json()).toMatchObject({ code: "ORDER_NO_ARREARS" });
    expect(await countsOf(owner.orgId)).toMatchObject({ cannotShip: 0, handedOver: 1 });
    expect(addMoney(placed.charged!.amount, weighed.arrears!)).toBe(weighed.charge.to);
    expect((await checkLedger(t.db)).drift).toBe("0.00");
  });

  it("is refused to customers, to a handed-over order and to one a rule or a problem blocks", async () => {
    const owner = await customer();
    const blocked = await place(owner.token);
    await t.db.update(orders).set({ status: "cannotShip" }).where(eq(orders.id, blocked.id));
    expect((await weighIn(operator, blocked.id, "3")).json()).toMatchObject({ code: "ORDER_NOT_WEIGHABLE" });
    const placed = await place(owner.token);
    expect((await weighIn(owner.token, placed.id, "3")).statusCode).toBe(403);
    expect((await weighIn(operator, placed.id, "3")).statusCode).toBe(200);
    expect((await weighIn(operator, placed.id, "4")).json()).toMatchObject({ code: "ORDER_NOT_WEIGHABLE" });
  });
});
