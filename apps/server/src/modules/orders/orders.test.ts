import { randomUUID } from "node:crypto";
import type { OrderDetail, OrderDraftRequest, OrderPage, OrderPlaceResult } from "@pp/contracts";
import { addMoney, multiplyMoney } from "@pp/domain";
import { and, asc, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  eventOutbox,
  ledgerEntries,
  orderLogs,
  orders,
  productSignings,
  products,
  wallets,
} from "../../schema";
import { openDemoApp } from "../../test/demo";
import { berlinDraft } from "../../test/order-fixtures";
import { type Caller, createCustomerAccount } from "../../test/tenancy";
import type { TestApp } from "../../test/test-app";
import { checkLedger } from "../finance";

let t: TestApp;
let operator: string;
let supplier: string;
let deProductId: number;
let frProductId: number;

beforeAll(async () => {
  ({ t, operator } = await openDemoApp());
  supplier = await t.login("supplier", "Supplier2026");
  const [de] = await t.db.select({ id: products.id }).from(products).where(eq(products.code, "PP-DE-ECO"));
  const [fr] = await t.db.select({ id: products.id }).from(products).where(eq(products.code, "PP-FR-ECO"));
  deProductId = de!.id;
  frProductId = fr!.id;
});
afterAll(async () => {
  await t.close();
});

/** A new customer org that signed PP-DE-ECO, with `balance` CNY in its wallet (its account reads Chinese). */
const customerWith = async (balance: string): Promise<Caller> => {
  const caller = await createCustomerAccount(t);
  await t.db
    .insert(productSignings)
    .values({ productId: deProductId, orgId: caller.orgId, status: "signed" });
  if (balance !== "0")
    await t.app.wallets.credit({
      orgId: caller.orgId,
      currency: "CNY",
      amount: balance,
      reason: "test opening balance",
      reference: { type: "adjustment", id: "orders-test" },
      idempotencyKey: `opening-${randomUUID()}`,
    });
  return caller;
};

const line = {
  goodsNameZh: "手机壳",
  goodsNameEn: "Phone case",
  quantity: 2,
  unitValue: "3.50",
  hsCode: "392690",
};
const draft = (overrides: Partial<OrderDraftRequest> = {}): OrderDraftRequest =>
  berlinDraft(deProductId, {
    destination: { country: "DE", state: "", city: "Berlin", postcode: "10115" },
    boxes: [
      { lengthCm: "30", widthCm: "20", heightCm: "10", weightKg: "1.250", lines: [line] },
      { lengthCm: "20", widthCm: "20", heightCm: "10", weightKg: "0.800", lines: [{ ...line, quantity: 1 }] },
    ],
    ...overrides,
  });

const place = (token: string, body: OrderDraftRequest) =>
  t.call("POST", "/api/orders/orders", { token, body });

const walletOf = async (orgId: number) =>
  (
    await t.db
      .select()
      .from(wallets)
      .where(and(eq(wallets.orgId, orgId), eq(wallets.currency, "CNY")))
  )[0];
const ordersOf = async (orgId: number) => t.db.select().from(orders).where(eq(orders.orgId, orgId));
const chargesOf = async (orgId: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orgId, orgId), eq(ledgerEntries.kind, "charge")))
  )[0]!.n;

/** What a refused call must leave: no order, no charge, the same balance. */
const snapshot = async (orgId: number) => ({
  orders: (await ordersOf(orgId)).length,
  charges: await chargesOf(orgId),
  balance: (await walletOf(orgId))?.balance,
});

describe("placing an order", () => {
  it("prices it on the server, charges the wallet and stores the quote, log, count and event with it", async () => {
    const owner = await customerWith("1000.00");
    const response = await place(
      owner.token,
      draft({ referenceNo: "REF-1", deliveryNumbers: ["SF100", "SF101"] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const placed = response.json() as OrderPlaceResult;
    expect(placed).toMatchObject({ status: "canShip", paymentStatus: "paid", version: 1 });
    expect(placed.orderNo).toMatch(/^PP\d{8}\d{8}$/);
    expect(placed.charged?.currency).toBe("CNY");
    const wallet = await walletOf(owner.orgId);
    expect(wallet!.balance).toBe(addMoney("1000.00", `-${placed.charged!.amount}`));
    expect(placed.walletAvailable).toBe(wallet!.balance);

    const detail = (
      await t.call("GET", `/api/orders/orders/${placed.id}`, { token: owner.token })
    ).json() as OrderDetail;
    expect(detail.billing.sales?.charged).toEqual(placed.charged);
    expect(detail.billing.sales?.currency).toBe("EUR");
    expect(detail.declaredTotal).toBe("10.50");
    expect(detail.boxes.map((box) => box.declaredValue)).toEqual(["7.00", "3.50"]);
    expect(detail.numbers.map((n) => [n.kind, n.number, n.boxNo])).toEqual([
      ["domesticInbound", "SF100", 1],
      ["domesticInbound", "SF101", 2],
    ]);
    expect(detail.log).toMatchObject([{ event: "pay", from: null, to: "canShip" }]);
    const [event] = await t.db.select().from(eventOutbox).where(eq(eventOutbox.aggregateId, placed.id));
    expect(event).toMatchObject({
      topic: "order.placed",
      aggregateType: "order",
      orgId: owner.orgId,
      version: 1,
    });

    const page = (
      await t.call("GET", "/api/orders/orders?numbers=SF101%0Anothing", { token: owner.token })
    ).json() as OrderPage;
    expect(page.rows.map((row) => row.id)).toEqual([placed.id]);
    expect(page.tabCounts).toMatchObject({ all: 1, canShip: 1, created: 0 });
    expect(page.rows[0]?.cost).toBeNull();
    // Each kind of number finds the order, and an order found by several numbers is listed once.
    for (const pasted of ["REF-1", placed.orderNo, `REF-1,${placed.orderNo},SF100 SF101`]) {
      const found = (
        await t.call("GET", `/api/orders/orders?numbers=${encodeURIComponent(pasted)}`, {
          token: owner.token,
        })
      ).json() as OrderPage;
      expect({ pasted, ids: found.rows.map((row) => row.id), total: found.total }).toEqual({
        pasted,
        ids: [placed.id],
        total: 1,
      });
    }
  });

  it("answers a resubmitted key with the first order and charges once", async () => {
    const owner = await customerWith("1000.00");
    const body = draft();
    const first = (await place(owner.token, body)).json() as OrderPlaceResult;
    const again = await place(owner.token, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(await snapshot(owner.orgId)).toMatchObject({ orders: 1, charges: 1 });
  });

  it("creates one order and one charge from 200 concurrent submissions of one key", async () => {
    const owner = await customerWith("1000.00");
    const body = draft();
    const answers = await Promise.all(Array.from({ length: 200 }, () => place(owner.token, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expect(await snapshot(owner.orgId)).toMatchObject({ orders: 1, charges: 1 });
  });

  it("lets exactly as many of 60 concurrent orders through as the wallet pays for, and the ledger balances", async () => {
    const probe = await customerWith("1000.00");
    const price = ((await place(probe.token, draft())).json() as OrderPlaceResult).charged!.amount;
    const owner = await customerWith(multiplyMoney(price, "40"));
    const answers = await Promise.all(Array.from({ length: 60 }, () => place(owner.token, draft())));
    const paid = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(paid).toHaveLength(40);
    expect(
      new Set(refused.map((answer) => `${answer.statusCode} ${answer.json().code} ${answer.json().message}`)),
    ).toEqual(new Set(["400 BALANCE_INSUFFICIENT 余额不足"]));
    expect(await snapshot(owner.orgId)).toMatchObject({ orders: 40, charges: 40, balance: "0.00" });
    expect((await checkLedger(t.db)).drift).toBe("0.00");
  });

  it("keeps a saved draft unpaid and uncharged until it is paid from the list", async () => {
    const owner = await customerWith("1000.00");
    const saved = (await place(owner.token, draft({ saveAsDraft: true }))).json() as OrderPlaceResult;
    expect(saved).toMatchObject({
      status: "created",
      paymentStatus: "unpaid",
      charged: null,
      walletAvailable: null,
    });
    expect(await snapshot(owner.orgId)).toMatchObject({ orders: 1, charges: 0, balance: "1000.00" });

    const response = await t.call("POST", "/api/orders/orders/pay", {
      token: owner.token,
      body: { orderIds: [saved.id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [result] = response.json().results;
    expect(result).toMatchObject({
      orderId: saved.id,
      ok: true,
      order: { status: "canShip", paymentStatus: "paid", version: 2 },
    });
    expect(await snapshot(owner.orgId)).toMatchObject({
      orders: 1,
      charges: 1,
      balance: addMoney("1000.00", `-${result.order.charged.amount}`),
    });

    const again = (
      await t.call("POST", "/api/orders/orders/pay", {
        token: owner.token,
        body: { orderIds: [saved.id] },
      })
    ).json();
    expect(again.results).toEqual([
      { orderId: saved.id, ok: false, code: "ORDER_NOT_DRAFT", message: "只有未支付的草稿订单可以支付" },
    ]);
    expect(await chargesOf(owner.orgId)).toBe(1);
    const logs = await t.db
      .select()
      .from(orderLogs)
      .where(eq(orderLogs.orderId, saved.id))
      .orderBy(asc(orderLogs.id));
    expect(logs.map((log) => [log.event, log.fromStatus, log.toStatus])).toEqual([
      ["create", null, "created"],
      ["pay", "created", "canShip"],
    ]);
  });

  it("keeps the order as placed when the address book entry it came from changes", async () => {
    const owner = await customerWith("1000.00");
    const body = draft();
    const saved = await t.call("POST", "/api/customerAddress/saveAddress", {
      token: owner.token,
      body: { ...body.receiver, type: "consignee" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const placed = (await place(owner.token, body)).json() as OrderPlaceResult;
    const edited = await t.call("POST", "/api/customerAddress/saveAddress", {
      token: owner.token,
      body: {
        ...body.receiver,
        type: "consignee",
        id: saved.json().id,
        name: "Someone Else",
        address1: "Elsewhere 9",
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const detail = (
      await t.call("GET", `/api/orders/orders/${placed.id}`, { token: owner.token })
    ).json() as OrderDetail;
    expect(detail.receiver).toMatchObject({
      name: "Max Muster",
      address1: "Unter den Linden",
      houseNumber: "5",
    });
  });
});

describe("who sees which money", () => {
  it("shows the customer the price, the supplier the cost only, staff both and the margin", async () => {
    const owner = await customerWith("1000.00");
    const placed = (await place(owner.token, draft())).json() as OrderPlaceResult;
    const read = async (token: string) =>
      (await t.call("GET", `/api/orders/orders/${placed.id}`, { token })).json() as OrderDetail;
    const [mine, theirs, staff] = await Promise.all([read(owner.token), read(supplier), read(operator)]);
    expect(mine.billing.sales).not.toBeNull();
    expect(mine.billing.cost).toBeNull();
    expect(mine.billing.margin).toBeNull();
    expect(theirs.billing.sales).toBeNull();
    expect(theirs.billing.cost).not.toBeNull();
    expect(JSON.stringify(theirs)).not.toContain(`"${placed.charged!.amount}"`);
    expect(staff.billing.sales?.charged).toEqual(placed.charged);
    expect(staff.billing.margin).not.toBeNull();

    const supplierPage = (
      await t.call("GET", `/api/orders/orders?numbers=${placed.orderNo}`, { token: supplier })
    ).json() as OrderPage;
    expect(supplierPage.rows).toHaveLength(1);
    expect(supplierPage.rows[0]).toMatchObject({ amount: null });
    expect(supplierPage.rows[0]?.cost).not.toBeNull();
  });
});

describe("refused orders change nothing", () => {
  it.each([
    [
      "an address that breaks its country's rule",
      { receiver: { ...draft().receiver, houseNumber: "" } },
      400,
      "VALIDATION_FAILED",
      "receiver.houseNumber",
    ],
    [
      "an IOSS number on a consignment above EUR 150",
      {
        iossNo: "IM1234567890",
        boxes: [{ ...draft().boxes[0]!, lines: [{ ...line, quantity: 1, unitValue: "900.00" }] }],
      },
      400,
      "VALIDATION_FAILED",
      "iossNo",
    ],
    ["a product id that is none", { productId: -1 }, 400, "VALIDATION_FAILED", "productId"],
  ] as const)("refuses %s", async (_name, overrides, status, code, field) => {
    const owner = await customerWith("1000.00");
    const before = await snapshot(owner.orgId);
    const response = await place(owner.token, draft(overrides as Partial<OrderDraftRequest>));
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().code).toBe(code);
    expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
    expect(await snapshot(owner.orgId)).toEqual(before);
  });

  it("refuses a product the org has not signed with its own code", async () => {
    const owner = await customerWith("1000.00");
    const response = await place(owner.token, draft({ productId: frProductId }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "NOT_SIGNED", message: "尚未签约该产品" });
    expect(await snapshot(owner.orgId)).toMatchObject({ orders: 0, charges: 0 });
  });

  it("refuses a taken reference number and an order the balance or the deposit cannot cover", async () => {
    const owner = await customerWith("1000.00");
    expect((await place(owner.token, draft({ referenceNo: "DUP-1" }))).statusCode).toBe(200);
    const before = await snapshot(owner.orgId);
    const taken = await place(owner.token, draft({ referenceNo: "DUP-1" }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("ORDER_REFERENCE_TAKEN");
    expect(await snapshot(owner.orgId)).toEqual(before);

    await t.db.update(wallets).set({ deposit: before.balance! }).where(eq(wallets.orgId, owner.orgId));
    const deposit = await place(owner.token, draft());
    expect(deposit.json()).toMatchObject({
      code: "REFUNDABLE_DEPOSIT_INSUFFICIENT",
      message: "可退押金不足",
    });

    const poor = await customerWith("0");
    const broke = await place(poor.token, draft());
    expect(broke.statusCode).toBe(400);
    expect(broke.json()).toMatchObject({ code: "BALANCE_INSUFFICIENT", message: "余额不足" });
    expect(await snapshot(owner.orgId)).toEqual(before);
    expect(await snapshot(poor.orgId)).toMatchObject({ orders: 0, charges: 0 });
  });
});
