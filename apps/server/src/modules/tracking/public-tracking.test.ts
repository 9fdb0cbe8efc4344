import type { OrderPlaceResult, PublicTrackingResult } from "@pp/contracts";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operationLogs, orderNumbers } from "../../schema";
import { berlinDraft, demoProductId, fundedCustomer } from "../../test/order-fixtures";
import type { Caller } from "../../test/tenancy";
import { createTestApp, type TestApp } from "../../test/test-app";
import { startTracking } from "./parcel-tracking";
import { trackGroupAssignments, trackRuleGroups, trackRules } from "./tracking.tables";

// The public tracking page's API (issue 17): no sign-in, found by order number or any tracking number (never the
// seller's reference), statuses, times and places only, limited per address.

const LIMIT = 5;
let t: TestApp;
let customer: Caller;
let productId: number;
let order: OrderPlaceResult;
const FIRST = `PUBA${Date.now()}`;
const LAST = `PUBB${Date.now()}`;
const REFERENCE = `REF-${Date.now()}`;

beforeAll(async () => {
  t = await createTestApp({ LIMIT_PUBLIC_TRACKING_PER_MINUTE: String(LIMIT) });
  productId = await demoProductId(t, "PP-DE-ECO");
  customer = await fundedCustomer(t, productId, "500.00");
  const [group] = await t.db
    .insert(trackRuleGroups)
    .values({ name: `public-tracking-${Date.now()}` })
    .returning();
  await t.db
    .insert(trackGroupAssignments)
    .values({ groupId: group!.id, subjectKind: "product", subjectId: productId });
  await t.db.insert(trackRules).values([
    { groupId: group!.id, position: 0, eventCode: "PU10", trackStatus: "inTransit", eventText: "已揽收" },
    { groupId: group!.id, position: 1, eventCode: "LM40", trackStatus: "delivered" },
  ]);
  const placed = await t.call("POST", "/api/orders/orders", {
    token: customer.token,
    body: berlinDraft(productId, { referenceNo: REFERENCE }),
  });
  if (placed.statusCode !== 200) throw new Error(placed.body);
  order = placed.json() as OrderPlaceResult;
  await startTracking(t.db, { orderId: order.id, orgId: customer.orgId, productId, providerId: null });
  await t.db.insert(orderNumbers).values(
    [FIRST, LAST].map((number, index) => ({
      orgId: customer.orgId,
      orderId: order.id,
      kind: "carrierMaster" as const,
      number,
      source: "carrier" as const,
      voidedAt: index === 0 ? new Date() : null,
    })),
  );
  await t.parcelTracking.ingestEvents(order.id, FIRST, "SandboxCarrier", "Asia/Shanghai", [
    { code: "PU10", text: "Picked up from Zhang San", place: "Shenzhen, CN", time: "2026-11-20 10:00:00" },
  ]);
  await t.parcelTracking.ingestEvents(order.id, LAST, "SandboxCarrier", "Asia/Shanghai", [
    { code: "ZZ01", text: "Sorting, call +49 30 1234567", place: "Leipzig, DE", time: "2026-11-23 08:00:00" },
    {
      code: "LM40",
      text: "Delivered, signed by Max Muster",
      place: "Berlin, DE",
      time: "2026-11-24 15:30:00",
    },
  ]);
});
afterAll(() => t.close());

const track = (numbers: unknown, options: { ip: string; lang?: string; token?: string }) =>
  t.call("POST", "/api/public/tracking", { body: { numbers }, ...options });

describe("public tracking", () => {
  it("finds a parcel without signing in by its order number and any of its numbers, earlier ones too", async () => {
    const answer = await track([` ${LAST} `, order.orderNo, FIRST, LAST, "NOSUCH-1"], { ip: "10.9.0.1" });
    expect(answer.statusCode).toBe(200);
    const { results } = answer.json() as PublicTrackingResult;
    expect(results.map((result) => [result.number, result.found, result.parcels.length])).toEqual([
      [LAST, true, 1],
      [order.orderNo, true, 1],
      [FIRST, true, 1],
      ["NOSUCH-1", false, 0],
    ]);
    expect(results[0]!.parcels[0]).toEqual({
      status: "delivered",
      statusText: "已签收",
      lastEventAt: "2026-11-24T14:30:00.000Z",
      originCountry: "CN",
      destCountry: "DE",
      events: [
        {
          at: "2026-11-24T14:30:00.000Z",
          timeSent: "2026-11-24 15:30:00",
          zone: "Europe/Berlin",
          place: "Berlin, DE",
          status: "delivered",
          statusText: "已签收",
          eventText: "",
        },
        {
          at: "2026-11-23T07:00:00.000Z",
          timeSent: "2026-11-23 08:00:00",
          zone: "Europe/Berlin",
          place: "Leipzig, DE",
          status: null,
          statusText: "",
          eventText: "",
        },
        {
          at: "2026-11-20T02:00:00.000Z",
          timeSent: "2026-11-20 10:00:00",
          zone: "Asia/Shanghai",
          place: "Shenzhen, CN",
          status: "inTransit",
          statusText: "运输中",
          eventText: "已揽收",
        },
      ],
    });
  });

  it("answers a signed-in operator as anybody: in the page's language, never in the operation log", async () => {
    const operator = await t.login("operator", "Operator2026");
    const english = await track([LAST], { ip: "10.9.0.2", lang: "en", token: operator });
    expect((english.json() as PublicTrackingResult).results[0]!.parcels[0]!.statusText).toBe("Delivered");
    const logged = await t.db.select().from(operationLogs).where(like(operationLogs.action, "%public%"));
    expect(logged).toEqual([]);
    const korean = await track([LAST], { ip: "10.9.0.2", lang: "ko" });
    expect((korean.json() as PublicTrackingResult).results[0]!.parcels[0]!.statusText).toBe("배달 완료");
  });

  it("never sends names, addresses, phones, prices, the reference, ids or the carrier's own text", async () => {
    const answer = await track([order.orderNo], { ip: "10.9.0.3" });
    const body = answer.body;
    for (const secret of [
      "Max Muster",
      "Unter den Linden",
      "+49 30 1234567",
      "13800138000",
      "张三",
      "科技园",
      "Zhang San",
      "Picked up",
      "Sorting",
      "signed by",
      REFERENCE,
      "PU10",
      "SandboxCarrier",
    ])
      expect(body).not.toContain(secret);
    expect(body).not.toMatch(/"(orderId|orgId|customerId|id|referenceNo|text|code|weight|price|amount)"/);
  });

  it("does not find a parcel by the seller's reference: the answer is an unknown number's", async () => {
    const answer = await track([REFERENCE, "NOSUCH-2"], { ip: "10.9.0.4" });
    const { results } = answer.json() as PublicTrackingResult;
    expect(results).toEqual([
      { number: REFERENCE, found: false, parcels: [] },
      { number: "NOSUCH-2", found: false, parcels: [] },
    ]);
  });

  it("refuses an empty list, more than 20 numbers and an over-long number with a message in the caller's language", async () => {
    const empty = await track(["  ", ""], { ip: "10.9.0.5", lang: "en" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      details: [{ field: "numbers", message: "Enter at least one tracking or order number" }],
    });
    const many = await track(
      Array.from({ length: 21 }, (_, n) => `N${n}`),
      { ip: "10.9.0.5", lang: "ko" },
    );
    expect(many.statusCode).toBe(400);
    expect(many.body).toContain("한 번에 최대 20개 번호까지 조회할 수 있습니다");
    const long = await track(["X".repeat(65)], { ip: "10.9.0.5" });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain("单号最长 64 个字符");
  });

  it("lets an address look up as often as configured a minute, then answers 429 with Retry-After", async () => {
    const codes: number[] = [];
    for (let n = 0; n <= LIMIT; n++)
      codes.push((await track([LAST], { ip: "10.9.1.1", lang: "en" })).statusCode);
    expect(codes).toEqual([...Array.from({ length: LIMIT }, () => 200), 429]);
    const refused = await track([LAST], { ip: "10.9.1.1", lang: "en" });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({
      code: "RATE_LIMITED",
      message: `Too many requests, try again in ${retryAfter} seconds`,
    });
    expect((await track([LAST], { ip: "10.9.1.2" })).statusCode).toBe(200);
  });
});
