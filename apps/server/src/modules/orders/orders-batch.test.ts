import type { OrderBatchResult } from "@pp/contracts";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverMessages } from "../../platform/i18n.messages";
import { ledgerEntries, orders } from "../../schema";
import { openDemoApp } from "../../test/demo";
import { berlinDraft, demoProductId, fundedCustomer } from "../../test/order-fixtures";
import type { TestApp } from "../../test/test-app";
import { checkLedger } from "../finance";

// Bulk placement (spec §1 single and bulk): many drafts in one request, each placed or refused on its own exactly
// as the single call places it.

let t: TestApp;
let productId: number;

beforeAll(async () => {
  ({ t } = await openDemoApp());
  productId = await demoProductId(t, "PP-DE-ECO");
});
afterAll(async () => {
  await t.close();
});

const batch = (token: string, drafts: unknown[]) =>
  t.call("POST", "/api/orders/orders/batch", { token, body: { drafts } });
const ordersOf = async (orgId: number) =>
  (await t.db.select({ n: count() }).from(orders).where(eq(orders.orgId, orgId)))[0]!.n;
const chargesOf = async (orgId: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orgId, orgId), eq(ledgerEntries.kind, "charge")))
  )[0]!.n;

describe("placing orders in bulk", () => {
  it("answers each draft in its place: placed and charged, saved unpaid, or refused in the caller's language", async () => {
    const owner = await fundedCustomer(t, productId);
    const drafts = [
      berlinDraft(productId, { referenceNo: "BULK-1" }),
      berlinDraft(productId, { saveAsDraft: true }),
      berlinDraft(productId, { referenceNo: "BULK-1" }),
    ];
    const response = await batch(owner.token, drafts);
    expect(response.statusCode, response.body).toBe(200);
    const { results } = response.json() as OrderBatchResult;
    expect(results).toMatchObject([
      { index: 0, ok: true, order: { status: "canShip", paymentStatus: "paid" } },
      { index: 1, ok: true, order: { status: "created", paymentStatus: "unpaid", charged: null } },
      { index: 2, ok: false, code: "ORDER_REFERENCE_TAKEN" },
    ]);
    expect(results[2]).toMatchObject({ message: serverMessages.zh.ORDER_REFERENCE_TAKEN });
    expect(await ordersOf(owner.orgId)).toBe(2);
    expect(await chargesOf(owner.orgId)).toBe(1);

    // The same request again answers the same orders and charges nothing more.
    const again = (await batch(owner.token, drafts.slice(0, 2))).json() as OrderBatchResult;
    expect(again.results.map((result) => result.ok && result.order.id)).toEqual(
      results.slice(0, 2).map((result) => result.ok && result.order.id),
    );
    expect(await ordersOf(owner.orgId)).toBe(2);
    expect(await chargesOf(owner.orgId)).toBe(1);
    expect((await checkLedger(t.db)).drift).toBe("0.00");
  });

  it("saves 500 drafts in one request, and refuses more or an invalid draft without placing any", async () => {
    const owner = await fundedCustomer(t, productId);
    const drafts = Array.from({ length: 500 }, () => berlinDraft(productId, { saveAsDraft: true }));
    const response = await batch(owner.token, drafts);
    expect(response.statusCode, response.body).toBe(200);
    const { results } = response.json() as OrderBatchResult;
    expect(results.filter((result) => result.ok)).toHaveLength(500);
    expect(new Set(results.map((result) => result.ok && result.order.orderNo)).size).toBe(500);
    expect(await ordersOf(owner.orgId)).toBe(500);

    const other = await fundedCustomer(t, productId);
    const tooMany = await batch(other.token, [...drafts, berlinDraft(productId)]);
    expect(tooMany.statusCode).toBe(400);
    const invalid = await batch(other.token, [berlinDraft(productId), berlinDraft(productId, { boxes: [] })]);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    expect(await batch(other.token, [])).toMatchObject({ statusCode: 400 });
    expect(await ordersOf(other.orgId)).toBe(0);
    expect(await chargesOf(other.orgId)).toBe(0);
  });
});
