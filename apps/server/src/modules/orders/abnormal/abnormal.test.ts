import { randomUUID } from "node:crypto";
import type { OrderAbnormality, OrderAbnormalPage, OrderPlaceResult, OrderWeighed } from "@pp/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  orderAbnormalities,
  orderLogs,
  orderProblems,
  orderStatusCounts,
  orders,
  wallets,
} from "../../../schema";
import { openDemoApp } from "../../../test/demo";
import { berlinDraft, creditCny, demoProductId, fundedCustomer } from "../../../test/order-fixtures";
import type { Caller } from "../../../test/tenancy";
import type { TestApp } from "../../../test/test-app";

let t: TestApp;
let operator: string;
let supplier: string;
let productId: number;

beforeAll(async () => {
  ({ t, operator } = await openDemoApp());
  supplier = await t.login("supplier", "Supplier2026");
  productId = await demoProductId(t, "PP-DE-ECO");
});
afterAll(async () => {
  await t.close();
});

const place = async (token: string, overrides: Parameters<typeof berlinDraft>[1] = {}) => {
  const response = await t.call("POST", "/api/orders/orders", {
    token,
    body: berlinDraft(productId, overrides),
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json() as OrderPlaceResult;
};
const list = async (token: string, query = "", lang: "zh" | "en" | "ko" = "zh") => {
  const response = await t.call("GET", `/api/orders/abnormal${query}`, { token, lang });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OrderAbnormalPage;
};
const ofOrder = (token: string, orderId: number, lang: "zh" | "en" | "ko" = "zh") =>
  t.call("GET", `/api/orders/orders/${orderId}/abnormalities`, { token, lang });
const chooseLanguage = async (token: string, lang: "en" | "ko") =>
  expect((await t.call("POST", `/api/customerInfo/i18n/${lang}`, { token })).statusCode).toBe(200);
const release = (token: string, id: number) =>
  t.call("POST", `/api/orders/abnormal/${id}/release`, { token });

/** A customer whose paid order was weighed heavier than its emptied wallet could pay. */
const inArrears = async () => {
  const owner = await fundedCustomer(t, productId);
  const placed = await place(owner.token);
  const [wallet] = await t.db
    .select()
    .from(wallets)
    .where(and(eq(wallets.orgId, owner.orgId), eq(wallets.currency, "CNY")));
  await t.app.wallets.charge({
    orgId: owner.orgId,
    currency: "CNY",
    amount: wallet!.balance,
    reason: "test spend",
    reference: { type: "adjustment", id: "abnormal-test" },
    idempotencyKey: `spend-${randomUUID()}`,
  });
  const weighed = await t.call("POST", `/api/orders/orders/${placed.id}/weigh-in`, {
    token: operator,
    body: { boxes: [{ lengthCm: "20", widthCm: "20", heightCm: "10", weightKg: "12.5" }] },
  });
  expect(weighed.statusCode, weighed.body).toBe(200);
  return { owner, placed, weighed: weighed.json() as OrderWeighed };
};

/**
 * A paid order held by order rules as placement would hold it (cannot ship, the tab counts moved), with one open
 * "rule" abnormality per message.
 */
const heldByRules = async (owner: Caller, messages: string[]) => {
  const placed = await place(owner.token);
  const [order] = await t.db
    .update(orders)
    .set({ status: "cannotShip" })
    .where(eq(orders.id, placed.id))
    .returning();
  for (const [status, n] of [
    ["canShip", -1],
    ["cannotShip", 1],
  ] as const)
    await t.db
      .insert(orderStatusCounts)
      .values({ orgId: owner.orgId, supplierOrgId: order!.supplierOrgId ?? 0, status, n: Math.max(n, 0) })
      .onConflictDoUpdate({
        target: [orderStatusCounts.orgId, orderStatusCounts.supplierOrgId, orderStatusCounts.status],
        set: { n: sql`${orderStatusCounts.n} + ${n}` },
      });
  const rows = await t.db
    .insert(orderAbnormalities)
    .values(
      messages.map((reason) => ({
        orderId: placed.id,
        orgId: owner.orgId,
        supplierOrgId: order!.supplierOrgId,
        kind: "rule" as const,
        reason,
      })),
    )
    .returning();
  return { placed, ids: rows.map((row) => row.id) };
};
const statusOf = async (orderId: number) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;
const lastLog = async (orderId: number) =>
  (await t.db.select().from(orderLogs).where(eq(orderLogs.orderId, orderId)).orderBy(asc(orderLogs.id))).at(
    -1,
  );

describe("weigh-in arrears", () => {
  it("flag the order abnormal with the amount, and paying them clears it", async () => {
    const { owner, placed, weighed } = await inArrears();
    const [row] = await t.db
      .select()
      .from(orderAbnormalities)
      .where(eq(orderAbnormalities.orderId, placed.id));
    expect(row).toMatchObject({
      kind: "arrears",
      orgId: owner.orgId,
      reasonKey: "abnormalArrears",
      reasonParams: { arrears: weighed.arrears, currency: "CNY" },
      clearedAt: null,
    });

    // The owner reads Chinese (its saved language); staff read the language they ask for.
    const mine = await list(owner.token);
    expect(mine.rows).toHaveLength(1);
    expect(mine.rows[0]).toMatchObject({
      orderId: placed.id,
      orderNo: placed.orderNo,
      orderStatus: "cannotShip",
      kind: "arrears",
      reason: `称重后余额不足，欠费 ${weighed.arrears} CNY 待补缴`,
      clearedAt: null,
    });
    expect(mine.openCounts).toEqual({ rule: 0, submission: 0, arrears: 1, tracking: 0 });
    const staff = await list(operator, `?orderNo=${placed.orderNo}`);
    expect(staff.rows.map((r) => [r.id, r.orgName])).toEqual([[row!.id, mine.rows[0]!.orgName]]);
    await chooseLanguage(owner.token, "en");
    expect((await list(owner.token)).rows[0]!.reason).toBe(
      `Weighed heavier than the wallet could pay: arrears of ${weighed.arrears} CNY unpaid`,
    );
    await chooseLanguage(owner.token, "ko");
    expect((await list(owner.token)).rows[0]!.reason).toContain(`미납금 ${weighed.arrears} CNY`);
    const bySupplier = await list(supplier, `?orderNo=${placed.orderNo}`);
    expect(bySupplier.rows.map((r) => r.id)).toEqual([row!.id]);
    const stranger = await fundedCustomer(t, productId);
    expect((await list(stranger.token)).rows).toEqual([]);

    await creditCny(t, owner.orgId, "1000.00");
    const paid = await t.call("POST", `/api/orders/orders/${placed.id}/pay-arrears`, { token: owner.token });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await list(owner.token)).rows).toEqual([]);
    expect((await list(owner.token)).openCounts.arrears).toBe(0);
    const cleared = await list(owner.token, "?state=cleared");
    expect(cleared.rows).toHaveLength(1);
    expect(cleared.rows[0]!.clearedAt).not.toBeNull();
    const detail = await ofOrder(owner.token, placed.id, "en");
    expect(detail.statusCode).toBe(200);
    expect((detail.json() as OrderAbnormality[]).map((r) => [r.kind, r.clearedAt !== null])).toEqual([
      ["arrears", true],
    ]);
    expect((await ofOrder(stranger.token, placed.id)).statusCode).toBe(404);
  });

  it("of a second weigh-in replace those of the first", async () => {
    const { owner, placed } = await inArrears();
    const again = await t.call("POST", `/api/orders/orders/${placed.id}/weigh-in`, {
      token: operator,
      body: { boxes: [{ lengthCm: "20", widthCm: "20", heightCm: "10", weightKg: "15" }] },
    });
    expect(again.statusCode, again.body).toBe(200);
    const open = await list(owner.token);
    expect(open.rows).toHaveLength(1);
    expect(open.rows[0]!.reason).toContain((again.json() as OrderWeighed).arrears!);
    expect((await list(owner.token, "?state=all")).rows).toHaveLength(2);
  });
});

describe("the abnormal list", () => {
  it("filters by kind, order number, open or cleared and when raised", async () => {
    const owner = await fundedCustomer(t, productId);
    const first = await heldByRules(owner, ["Declared value too high"]);
    const second = await heldByRules(owner, ["Receiver on the watch list"]);
    const all = await list(owner.token);
    expect(all.rows.map((r) => r.id)).toEqual([second.ids[0], first.ids[0]]);
    expect(all.rows[0]).toMatchObject({ kind: "rule", reason: "Receiver on the watch list" });
    expect(all.total).toBe(2);
    expect(all.openCounts.rule).toBe(2);
    expect((await list(owner.token, "?kind=arrears")).rows).toEqual([]);
    expect((await list(owner.token, `?orderNo=${first.placed.orderNo}`)).rows.map((r) => r.id)).toEqual(
      first.ids,
    );
    const paged = await list(owner.token, "?size=1");
    expect(paged.nextCursor).toBe(String(second.ids[0]));
    expect((await list(owner.token, `?size=1&cursor=${paged.nextCursor}`)).rows.map((r) => r.id)).toEqual(
      first.ids,
    );
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await list(owner.token, `?from=${encodeURIComponent(future)}`)).rows).toEqual([]);
    expect((await list(owner.token, `?to=${encodeURIComponent(future)}`)).rows).toHaveLength(2);
    expect((await t.call("GET", "/api/orders/abnormal?kind=nope", { token: owner.token })).statusCode).toBe(
      400,
    );
  });
});

describe("releasing a rule's hold", () => {
  it("lets the order ship once nothing else holds it, logged in the order's log", async () => {
    const owner = await fundedCustomer(t, productId);
    const { placed, ids } = await heldByRules(owner, ["Rule one", "Rule two"]);
    expect((await release(owner.token, ids[0]!)).statusCode).toBe(403);

    const first = await release(operator, ids[0]!);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: ids[0], clearedAt: expect.any(String) });
    expect(await statusOf(placed.id)).toBe("cannotShip");
    expect(await lastLog(placed.id)).toMatchObject({
      event: "abnormalClear",
      fromStatus: "cannotShip",
      toStatus: "cannotShip",
    });
    expect((await release(operator, ids[0]!)).json()).toMatchObject({ code: "ALREADY_DECIDED" });

    expect((await release(operator, ids[1]!)).statusCode).toBe(200);
    expect(await statusOf(placed.id)).toBe("canShip");
    expect(await lastLog(placed.id)).toMatchObject({
      event: "release",
      fromStatus: "cannotShip",
      toStatus: "canShip",
      reason: "orderLogReleased",
    });
    const counts = await t.db
      .select()
      .from(orderStatusCounts)
      .where(eq(orderStatusCounts.orgId, owner.orgId));
    expect(counts.find((c) => c.status === "cannotShip")?.n).toBe(0);
    expect(counts.find((c) => c.status === "canShip")?.n).toBe(1);
    expect((await list(owner.token)).rows).toEqual([]);
  });

  it("keeps an order an open problem holds from shipping, and never releases arrears", async () => {
    const owner = await fundedCustomer(t, productId);
    const { placed, ids } = await heldByRules(owner, ["Rule"]);
    await t.db.insert(orderProblems).values({
      orderId: placed.id,
      orgId: owner.orgId,
      type: "address",
      description: "Street missing",
      raisedBy: owner.userId,
    });
    expect((await release(operator, ids[0]!)).statusCode).toBe(200);
    expect(await statusOf(placed.id)).toBe("cannotShip");

    const arrears = await inArrears();
    const [row] = await t.db
      .select()
      .from(orderAbnormalities)
      .where(and(eq(orderAbnormalities.orderId, arrears.placed.id), eq(orderAbnormalities.kind, "arrears")));
    expect((await release(operator, row!.id)).json()).toMatchObject({ code: "ABNORMAL_NOT_RELEASABLE" });
    expect((await release(operator, 2_000_000_000)).statusCode).toBe(404);
  });
});

describe("deleting a draft", () => {
  it("deletes its abnormalities with it", async () => {
    const owner = await fundedCustomer(t, productId);
    const draft = await place(owner.token, { saveAsDraft: true });
    await t.db
      .insert(orderAbnormalities)
      .values({ orderId: draft.id, orgId: owner.orgId, kind: "rule", reason: "Held" });
    const deleted = await t.call("DELETE", `/api/orders/orders/${draft.id}`, { token: owner.token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      await t.db.select().from(orderAbnormalities).where(eq(orderAbnormalities.orderId, draft.id)),
    ).toEqual([]);
  });
});
