import type { OrderCancelResult, OrderDetail, OrderDraftRequest, OrderPlaceResult } from "@pp/contracts";
import { addMoney } from "@pp/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  eventOutbox,
  ledgerEntries,
  orderBoxes,
  orderLogs,
  orderNumbers,
  orderStatusCounts,
  orders,
  wallets,
} from "../../../schema";
import { berlinDraft, fundedCustomer, openGermanLine } from "../../../test/order-fixtures";
import { createCustomerAccount } from "../../../test/tenancy";
import type { TestApp } from "../../../test/test-app";
import { checkLedger } from "../../finance";

let t: TestApp;
let operator: string;
let productId: number;

beforeAll(async () => {
  ({ t, operator, productId } = await openGermanLine());
});
afterAll(() => t.close());

/** A new customer org that signed PP-DE-ECO, with 1000 CNY in its wallet (its account reads Chinese). */
const customer = () => fundedCustomer(t, productId);

const place = async (token: string, overrides: Partial<OrderDraftRequest> = {}) => {
  const response = await t.call("POST", "/api/orders/orders", {
    token,
    body: berlinDraft(productId, overrides),
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json() as OrderPlaceResult;
};
const cancel = (token: string, orderIds: number[]) =>
  t.call("POST", "/api/orders/orders/cancel", { token, body: { orderIds } });
const balanceOf = async (orgId: number) =>
  (
    await t.db
      .select()
      .from(wallets)
      .where(and(eq(wallets.orgId, orgId), eq(wallets.currency, "CNY")))
  )[0]!.balance;
const refundsOf = (orgId: number) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orgId, orgId), eq(ledgerEntries.kind, "refund")));
/** Hands a can-ship order over as the warehouse will (issue 14): its status and its tab count move. */
const handOver = async (orderId: number) => {
  const [row] = await t.db
    .update(orders)
    .set({ status: "handedOver" })
    .where(eq(orders.id, orderId))
    .returning();
  const key = and(
    eq(orderStatusCounts.orgId, row!.orgId),
    eq(orderStatusCounts.supplierOrgId, row!.supplierOrgId ?? 0),
  );
  await t.db
    .update(orderStatusCounts)
    .set({ n: sql`${orderStatusCounts.n} - 1` })
    .where(and(key, eq(orderStatusCounts.status, "canShip")));
  await t.db
    .insert(orderStatusCounts)
    .values({ orgId: row!.orgId, supplierOrgId: row!.supplierOrgId ?? 0, status: "handedOver", n: 1 })
    .onConflictDoUpdate({
      target: [orderStatusCounts.orgId, orderStatusCounts.supplierOrgId, orderStatusCounts.status],
      set: { n: sql`${orderStatusCounts.n} + 1` },
    });
};

const countsOf = async (orgId: number) =>
  Object.fromEntries(
    (await t.db.select().from(orderStatusCounts).where(eq(orderStatusCounts.orgId, orgId))).map((row) => [
      row.status,
      row.n,
    ]),
  );

describe("cancelling an order", () => {
  it("refunds a paid order's charge in full with its log row, count move and event, and frees its numbers", async () => {
    const owner = await customer();
    const placed = await place(owner.token, { referenceNo: "REF-C1", deliveryNumbers: ["SFC1"] });
    const response = await cancel(owner.token, [placed.id]);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as OrderCancelResult).results).toEqual([
      {
        orderId: placed.id,
        ok: true,
        order: {
          id: placed.id,
          orderNo: placed.orderNo,
          status: "cancelled",
          paymentStatus: "refunded",
          version: 2,
          refunded: placed.charged,
          requested: false,
        },
      },
    ]);
    expect(await balanceOf(owner.orgId)).toBe("1000.00");
    const [refund] = await refundsOf(owner.orgId);
    expect(refund).toMatchObject({
      amount: placed.charged!.amount,
      reasonCode: "orderRefund",
      reasonParams: { orderNo: placed.orderNo },
      referenceType: "order",
      referenceId: placed.orderNo,
    });
    expect((await checkLedger(t.db)).drift).toBe("0.00");
    expect(await countsOf(owner.orgId)).toMatchObject({ canShip: 0, cancelled: 1 });
    const logs = await t.db
      .select()
      .from(orderLogs)
      .where(eq(orderLogs.orderId, placed.id))
      .orderBy(asc(orderLogs.id));
    expect(logs.map((log) => [log.event, log.fromStatus, log.toStatus, log.reason])).toEqual([
      ["pay", null, "canShip", "orderLogPlaced"],
      ["cancel", "canShip", "cancelled", "orderLogCancelledRefunded"],
    ]);
    const events = await t.db.select().from(eventOutbox).where(eq(eventOutbox.aggregateId, placed.id));
    expect(events.map((event) => [event.topic, event.version])).toContainEqual(["order.cancelled", 2]);

    // The reference and the delivery number are free again.
    const again = await place(owner.token, { referenceNo: "REF-C1", deliveryNumbers: ["SFC1"] });
    expect(again.status).toBe("canShip");
    const detail = (
      await t.call("GET", `/api/orders/orders/${placed.id}`, { token: owner.token })
    ).json() as OrderDetail;
    expect(detail.log[0]).toMatchObject({ event: "cancel", reason: "订单已取消，运费已全额退回" });
  });

  it("cancels a draft without money and refuses a second cancel", async () => {
    const owner = await customer();
    const saved = await place(owner.token, { saveAsDraft: true });
    const [first] = (await cancel(owner.token, [saved.id])).json().results;
    expect(first).toMatchObject({
      ok: true,
      order: { status: "cancelled", paymentStatus: "unpaid", refunded: null },
    });
    const [second] = (await cancel(owner.token, [saved.id])).json().results;
    expect(second).toEqual({
      orderId: saved.id,
      ok: false,
      code: "ORDER_NOT_CANCELLABLE",
      message: "订单已交接或已取消，不能取消",
    });
    expect(await refundsOf(owner.orgId)).toHaveLength(0);
    expect(await countsOf(owner.orgId)).toMatchObject({ created: 0, cancelled: 1 });
  });

  it("refunds once when one order is cancelled by 10 concurrent requests", async () => {
    const owner = await customer();
    const placed = await place(owner.token);
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(owner.token, [placed.id])));
    const results = answers.flatMap((answer) => answer.json().results as OrderCancelResult["results"]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(
      new Set(results.filter((result) => !result.ok).map((result) => !result.ok && result.code)),
    ).toEqual(new Set(["ORDER_NOT_CANCELLABLE"]));
    expect(await refundsOf(owner.orgId)).toHaveLength(1);
    expect(await balanceOf(owner.orgId)).toBe("1000.00");
    expect(await countsOf(owner.orgId)).toMatchObject({ canShip: 0, cancelled: 1 });
    expect((await checkLedger(t.db)).drift).toBe("0.00");
  });

  it("answers each order of a batch on its own (a handed-over one with a request), and lets staff cancel any customer's order", async () => {
    const owner = await customer();
    const rival = await customer();
    const mine = await place(owner.token);
    const handed = await place(owner.token);
    await handOver(handed.id);
    const theirs = await place(rival.token);
    const results = (await cancel(owner.token, [mine.id, handed.id, theirs.id])).json().results;
    expect(results.map((result: { ok: boolean; code?: string }) => result.code ?? "ok")).toEqual([
      "ok",
      "ok",
      "NOT_FOUND",
    ]);
    expect(results[1]).toMatchObject({ order: { status: "handedOver", requested: true } });
    expect(await balanceOf(rival.orgId)).toBe(addMoney("1000.00", `-${theirs.charged!.amount}`));

    const [byStaff] = (await cancel(operator, [theirs.id])).json().results;
    expect(byStaff).toMatchObject({
      ok: true,
      order: { paymentStatus: "refunded", refunded: theirs.charged },
    });
    expect(await balanceOf(rival.orgId)).toBe("1000.00");
  });

  it("lets a sub-account cancel its org's orders only with the list's grant", async () => {
    const owner = await customer();
    const placed = await place(owner.token);
    const bare = await createCustomerAccount(t, {
      mainUserId: owner.userId,
      orgId: owner.orgId,
      grants: ["home"],
    });
    const granted = await createCustomerAccount(t, {
      mainUserId: owner.userId,
      orgId: owner.orgId,
      grants: ["orders/list"],
    });
    expect((await cancel(bare.token, [placed.id])).statusCode).toBe(403);
    const [result] = (await cancel(granted.token, [placed.id])).json().results;
    expect(result).toMatchObject({ ok: true, order: { status: "cancelled" } });
  });
});

describe("deleting a draft", () => {
  it("removes a never-paid draft with its rows and count, and refuses anything else", async () => {
    const owner = await customer();
    const saved = await place(owner.token, { saveAsDraft: true, deliveryNumbers: ["SFD1"] });
    const paid = await place(owner.token);
    const response = await t.call("DELETE", `/api/orders/orders/${saved.id}`, { token: owner.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.db.select().from(orders).where(eq(orders.id, saved.id))).toHaveLength(0);
    expect(await t.db.select().from(orderBoxes).where(eq(orderBoxes.orderId, saved.id))).toHaveLength(0);
    expect(await t.db.select().from(orderNumbers).where(eq(orderNumbers.orderId, saved.id))).toHaveLength(0);
    expect(await countsOf(owner.orgId)).toMatchObject({ created: 0, canShip: 1 });
    const events = await t.db.select().from(eventOutbox).where(eq(eventOutbox.aggregateId, saved.id));
    expect(events.map((event) => event.topic)).toContain("order.deleted");

    const refused = await t.call("DELETE", `/api/orders/orders/${paid.id}`, { token: owner.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "ORDER_NOT_DELETABLE" });
    const gone = await t.call("DELETE", `/api/orders/orders/${saved.id}`, { token: owner.token });
    expect(gone.statusCode).toBe(404);
  });
});

describe("copying an order", () => {
  const copyOf = (token: string, orderId: number, idempotencyKey?: string) =>
    t.call("POST", `/api/orders/orders/${orderId}/copy`, {
      token,
      body: idempotencyKey === undefined ? {} : { idempotencyKey },
    });
  const draftsOf = (orgId: number) =>
    t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.orgId, orgId), eq(orders.paymentStatus, "unpaid")));

  it("saves a new draft without the unique numbers, priced again when paid", async () => {
    const owner = await customer();
    const placed = await place(owner.token, {
      referenceNo: "REF-K1",
      deliveryNumbers: ["SFK1"],
      remarks: "fragile",
    });
    const response = await copyOf(owner.token, placed.id, "copy-k1-first");
    expect(response.statusCode, response.body).toBe(200);
    const copy = response.json() as OrderPlaceResult;
    expect(copy).toMatchObject({ status: "created", paymentStatus: "unpaid", charged: null });
    expect(copy.id).not.toBe(placed.id);
    const detail = (
      await t.call("GET", `/api/orders/orders/${copy.id}`, { token: owner.token })
    ).json() as OrderDetail;
    expect(detail).toMatchObject({ referenceNo: "", remarks: "fragile", numbers: [] });
    const [paid] = (
      await t.call("POST", "/api/orders/orders/pay", { token: owner.token, body: { orderIds: [copy.id] } })
    ).json().results;
    expect(paid).toMatchObject({ ok: true, order: { status: "canShip", charged: placed.charged } });
  });

  it("answers the first copy's draft to a repeat of its key, also at once, and a new draft to a new key", async () => {
    const owner = await customer();
    const placed = await place(owner.token);
    const first = await copyOf(owner.token, placed.id, "copy-k2-click");
    expect(first.statusCode, first.body).toBe(200);
    const draft = first.json() as OrderPlaceResult;
    const repeats = await Promise.all([1, 2, 3].map(() => copyOf(owner.token, placed.id, "copy-k2-click")));
    for (const repeat of repeats) {
      expect(repeat.statusCode, repeat.body).toBe(200);
      expect(repeat.json()).toMatchObject({ id: draft.id, orderNo: draft.orderNo, status: "created" });
    }
    expect(await draftsOf(owner.orgId)).toEqual([{ id: draft.id }]);

    // A double click's two requests arriving together make one draft.
    const together = await Promise.all([1, 2].map(() => copyOf(owner.token, placed.id, "copy-k3-click")));
    const ids = together.map((response) => (response.json() as OrderPlaceResult).id);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[0]).not.toBe(draft.id);
    expect(await draftsOf(owner.orgId)).toHaveLength(2);

    // The same key on another order copies that order.
    const other = await place(owner.token);
    const otherCopy = (await copyOf(owner.token, other.id, "copy-k2-click")).json() as OrderPlaceResult;
    expect(otherCopy.id).not.toBe(draft.id);
    expect(await draftsOf(owner.orgId)).toHaveLength(3);
  });

  it("refuses a copy without a key, or with a malformed one, and makes no draft", async () => {
    const owner = await customer();
    const placed = await place(owner.token);
    for (const key of [undefined, "short", "with space key", "x".repeat(65)]) {
      const refused = await copyOf(owner.token, placed.id, key);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    }
    expect(await draftsOf(owner.orgId)).toHaveLength(0);
  });
});

describe("a cancel request for a handed-over order", () => {
  const handedOver = async () => {
    const owner = await customer();
    const placed = await place(owner.token);
    await handOver(placed.id);
    return { owner, placed };
  };
  const pending = async (orderId: number) => {
    const page = (
      await t.call("GET", "/api/orders/cancel-requests?status=pending", { token: operator })
    ).json();
    return page.rows.find((row: { orderId: number }) => row.orderId === orderId);
  };

  it("opens one request without moving money, and staff confirming it cancels and refunds once", async () => {
    const { owner, placed } = await handedOver();
    for (let i = 0; i < 2; i++) {
      const [result] = (await cancel(owner.token, [placed.id])).json().results;
      expect(result).toMatchObject({
        ok: true,
        order: { status: "handedOver", requested: true, refunded: null },
      });
    }
    expect(await refundsOf(owner.orgId)).toHaveLength(0);
    const request = await pending(placed.id);
    expect(request).toMatchObject({ orderNo: placed.orderNo, status: "pending", charged: placed.charged });
    const page = (await t.call("GET", "/api/orders/cancel-requests", { token: operator })).json();
    expect(page.rows.filter((row: { orderId: number }) => row.orderId === placed.id)).toHaveLength(1);
    expect((await t.call("GET", "/api/orders/cancel-requests", { token: owner.token })).statusCode).toBe(403);

    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        t.call("POST", `/api/orders/cancel-requests/${request.id}/confirm`, { token: operator }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 200)!.json()).toMatchObject({
      status: "cancelled",
      paymentStatus: "refunded",
      refunded: placed.charged,
    });
    expect(await refundsOf(owner.orgId)).toHaveLength(1);
    expect(await balanceOf(owner.orgId)).toBe("1000.00");
    expect(await countsOf(owner.orgId)).toMatchObject({ handedOver: 0, cancelled: 1 });
    expect((await checkLedger(t.db)).drift).toBe("0.00");
    const logs = await t.db
      .select()
      .from(orderLogs)
      .where(eq(orderLogs.orderId, placed.id))
      .orderBy(asc(orderLogs.id));
    expect(logs.map((log) => [log.event, log.fromStatus, log.toStatus])).toEqual([
      ["pay", null, "canShip"],
      ["cancelRequest", "handedOver", "handedOver"],
      ["cancelRequest", "handedOver", "handedOver"],
      ["cancelConfirmed", "handedOver", "cancelled"],
    ]);
  });

  it("keeps the order when staff refuse, with the reason, and refuses staff cancelling a handed-over order", async () => {
    const { owner, placed } = await handedOver();
    await cancel(owner.token, [placed.id]);
    const request = await pending(placed.id);
    const [direct] = (await cancel(operator, [placed.id])).json().results;
    expect(direct).toMatchObject({ ok: false, code: "ORDER_NOT_CANCELLABLE" });
    const empty = await t.call("POST", `/api/orders/cancel-requests/${request.id}/refuse`, {
      token: operator,
      body: { reason: " " },
    });
    expect(empty.statusCode).toBe(400);
    const refused = await t.call("POST", `/api/orders/cancel-requests/${request.id}/refuse`, {
      token: operator,
      body: { reason: "The carrier has already shipped it" },
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ status: "handedOver", paymentStatus: "paid", refunded: null });
    const state = await t.call("GET", `/api/orders/orders/${placed.id}/cancel-request`, {
      token: owner.token,
    });
    expect(state.json()).toMatchObject({ status: "refused", refusal: "The carrier has already shipped it" });
    const page = (
      await t.call("GET", "/api/orders/cancel-requests?status=refused", { token: operator })
    ).json();
    expect(page.rows.find((row: { id: number }) => row.id === request.id)).toMatchObject({
      refusal: "The carrier has already shipped it",
    });
    expect(await refundsOf(owner.orgId)).toHaveLength(0);
    const again = await t.call("POST", `/api/orders/cancel-requests/${request.id}/confirm`, {
      token: operator,
    });
    expect(again.json()).toMatchObject({ code: "ALREADY_DECIDED" });
    // A new request may follow a refused one.
    const [asked] = (await cancel(owner.token, [placed.id])).json().results;
    expect(asked).toMatchObject({ ok: true, order: { requested: true } });
  });
});
