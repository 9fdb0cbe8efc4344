import type {
  CostAccount,
  DeliveryService,
  Distributor,
  OrderDetail,
  OrderPlaceResult,
  Page,
} from "@pp/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deliveryServices, distributors, dockingProviders, orders, products } from "../../schema";
import { berlinDraft, demoProductId, fundedCustomer } from "../../test/order-fixtures";
import { openTestAppForFile, type TestApp } from "../../test/test-app";
import { DEMO_DELIVERY_SERVICE, DEMO_SANDBOX_PROVIDER } from "./carriers.seed";

// Distributors and delivery services (spec §2, §7 api/tailLogistics) through the HTTP layer, the cost record's
// account picking a delivery service, and the order detail's last mile.

let t: TestApp;
let operator: string;
let finance: string;
let customer: string;
let sandboxId: number;
openTestAppForFile(async (app) => {
  t = app;
  operator = await t.login("operator", "Operator2026");
  finance = await t.login("finance", "Finance2026");
  customer = await t.login("customer", "Customer2026");
  const [sandbox] = await t.db
    .select()
    .from(dockingProviders)
    .where(eq(dockingProviders.code, DEMO_SANDBOX_PROVIDER));
  sandboxId = sandbox!.id;
});

type Answer = { statusCode: number; body: string; json: () => unknown };
const as = (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
  t.call(method, url, { token, ...(body === undefined ? {} : { body }) });
const ok = async <T>(response: Promise<Answer>) => {
  const answer = await response;
  if (answer.statusCode !== 200) throw new Error(answer.body);
  return answer.json() as T;
};
const refusal = async (response: Promise<Answer>, status = 400) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json() as { message: string; details?: { field: string; message: string }[] };
};

let codes = 0;
const distributor = (extra: Record<string, unknown> = {}) =>
  ok<Distributor>(
    as(operator, "POST", "/api/carriers/distributors", {
      code: `DP-${++codes}`,
      nameZh: "德国邮政",
      nameEn: `Deutsche Post ${codes}`,
      nameKo: "도이체 포스트",
      countries: ["de"],
      trackingUrlTemplate: "https://www.deutschepost.de/track?piececode={number}",
      ...extra,
    }),
  );
const service = (distributorId: number, extra: Record<string, unknown> = {}) =>
  ok<DeliveryService>(
    as(operator, "POST", "/api/carriers/delivery-services", {
      code: `DS-${++codes}`,
      name: `Warenpost ${codes}`,
      distributorId,
      providerId: sandboxId,
      providerServiceCode: "SB-STD",
      countries: ["DE"],
      ...extra,
    }),
  );

describe("distributors", () => {
  it("lists the seeded real-world distributors, filtered by name, country and status, in pages", async () => {
    const all = await ok<Page<Distributor>>(as(operator, "GET", "/api/carriers/distributors?size=50"));
    expect(all.rows.map((row) => row.code)).toEqual(
      expect.arrayContaining(["CJ", "ROYALMAIL", "SF", "USPS"]),
    );
    const usps = all.rows.find((row) => row.code === "USPS")!;
    expect(usps).toMatchObject({ countries: ["US"], enabled: true, serviceCount: 1 });
    expect(usps.trackingUrlTemplate).toContain("{number}");

    const byName = await ok<Page<Distributor>>(
      as(operator, "GET", "/api/carriers/distributors?keyword=대한통운"),
    );
    expect(byName.rows.map((row) => row.code)).toEqual(["CJ"]);
    const inBritain = await ok<Page<Distributor>>(
      as(operator, "GET", "/api/carriers/distributors?country=gb"),
    );
    expect(inBritain.rows.map((row) => row.code)).toEqual(["ROYALMAIL"]);
    const page = await ok<Page<Distributor>>(as(operator, "GET", "/api/carriers/distributors?size=2&page=2"));
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(4);
  });

  it("adds, edits, disables and deletes one; country codes are upper-cased", async () => {
    const added = await distributor();
    expect(added).toMatchObject({ countries: ["DE"], enabled: true, serviceCount: 0, website: "" });
    const edited = await ok<Distributor>(
      as(operator, "PUT", `/api/carriers/distributors/${added.id}`, {
        code: added.code,
        nameZh: "德国邮政DHL",
        nameEn: added.nameEn,
        nameKo: added.nameKo,
        countries: ["DE", "AT"],
        website: "https://www.deutschepost.de",
        remark: "Warenpost",
      }),
    );
    expect(edited).toMatchObject({ nameZh: "德国邮政DHL", countries: ["DE", "AT"], trackingUrlTemplate: "" });
    const off = await ok<Distributor>(
      as(operator, "PUT", `/api/carriers/distributors/${added.id}/status`, { enabled: false }),
    );
    expect(off.enabled).toBe(false);
    const disabled = await ok<Page<Distributor>>(
      as(operator, "GET", "/api/carriers/distributors?enabled=false"),
    );
    expect(disabled.rows.map((row) => row.id)).toContain(added.id);
    await ok(as(operator, "DELETE", `/api/carriers/distributors/${added.id}`));
    expect(await t.db.select().from(distributors).where(eq(distributors.id, added.id))).toEqual([]);
  });

  it("refuses a bad distributor naming the field, in the operator's language, and stores nothing", async () => {
    const before = (await t.db.select().from(distributors)).length;
    const base = { code: "BAD-1", nameZh: "坏", nameEn: "Bad", nameKo: "나쁨" };
    const post = (body: Record<string, unknown>) => as(operator, "POST", "/api/carriers/distributors", body);
    expect(
      (await refusal(post({ ...base, trackingUrlTemplate: "https://t.example.com/track" }))).details,
    ).toEqual([
      {
        field: "trackingUrlTemplate",
        message: "查询链接须为以http://或https://开头的网址，并在路径或参数中包含{number}",
      },
    ]);
    expect(
      (await refusal(post({ ...base, trackingUrlTemplate: "ftp://t.example.com/{number}" }))).details?.[0],
    ).toMatchObject({ field: "trackingUrlTemplate" });
    expect((await refusal(post({ ...base, countries: ["US", "XX"] }))).details).toEqual([
      { field: "countries", message: "未知的国家代码：XX" },
    ]);
    expect((await refusal(post({ ...base, website: "www.example" }))).details?.[0]).toMatchObject({
      field: "website",
    });
    const taken = await refusal(post({ ...base, code: "usps" }), 409);
    expect(taken.details).toEqual([{ field: "code", message: "该派送商代码已存在" }]);
    expect((await t.db.select().from(distributors)).length).toBe(before);
  });
});

describe("delivery services", () => {
  it("lists the demo service with its distributor and provider, and filters by distributor", async () => {
    const page = await ok<Page<DeliveryService>>(as(operator, "GET", "/api/carriers/delivery-services"));
    const demo = page.rows.find((row) => row.code === DEMO_DELIVERY_SERVICE)!;
    expect(demo).toMatchObject({
      distributorCode: "USPS",
      distributorName: { zh: "美国邮政", en: "USPS", ko: "미국 우정청" },
      providerId: sandboxId,
      providerCode: DEMO_SANDBOX_PROVIDER,
      providerServiceCode: "SB-STD",
      countries: ["US"],
    });
    const byDistributor = await ok<Page<DeliveryService>>(
      as(operator, "GET", `/api/carriers/delivery-services?distributorId=${demo.distributorId}`),
    );
    expect(byDistributor.rows.map((row) => row.code)).toEqual([DEMO_DELIVERY_SERVICE]);
  });

  it("keeps a distributor in use from being deleted, naming its services", async () => {
    const post = await distributor();
    const warenpost = await service(post.id);
    const inUse = await refusal(as(operator, "DELETE", `/api/carriers/distributors/${post.id}`), 409);
    expect(inUse.message).toBe(`该派送商仍有尾程服务在使用，不能删除，可改为停用：${warenpost.code}`);
    const provider = await refusal(as(operator, "DELETE", `/api/carriers/providers/${sandboxId}`), 409);
    expect(provider.message).toContain("尾程服务");
    await ok(as(operator, "DELETE", `/api/carriers/delivery-services/${warenpost.id}`));
    await ok(as(operator, "DELETE", `/api/carriers/distributors/${post.id}`));
  });

  it("refuses an unknown distributor or provider and a taken code, storing nothing", async () => {
    const post = await distributor();
    const before = (await t.db.select().from(deliveryServices)).length;
    const body = { code: "DS-BAD", name: "Bad", distributorId: post.id, providerId: sandboxId };
    const post_ = (extra: Record<string, unknown>) =>
      as(operator, "POST", "/api/carriers/delivery-services", { ...body, ...extra });
    expect((await refusal(post_({ distributorId: 999_999 }))).details).toEqual([
      { field: "distributorId", message: "派送商不存在" },
    ]);
    expect((await refusal(post_({ providerId: 999_999 }))).details).toEqual([
      { field: "providerId", message: "对接商不存在" },
    ]);
    expect((await refusal(post_({ code: DEMO_DELIVERY_SERVICE.toLowerCase() }), 409)).details).toEqual([
      { field: "code", message: "该尾程服务代码已存在" },
    ]);
    expect((await t.db.select().from(deliveryServices)).length).toBe(before);
  });

  it("keeps staff without a carriers screen and customers out", async () => {
    for (const token of [finance, customer]) {
      expect((await as(token, "GET", "/api/carriers/distributors")).statusCode).toBe(403);
      expect((await as(token, "GET", "/api/carriers/delivery-services")).statusCode).toBe(403);
      expect(
        (
          await as(token, "POST", "/api/carriers/distributors", {
            code: "X",
            nameZh: "x",
            nameEn: "x",
            nameKo: "x",
          })
        ).statusCode,
      ).toBe(403);
    }
  });
});

describe("the last mile of a cost record and its orders", () => {
  it("picks a delivery service on the account, keeping the distributor's name as the last-mile carrier", async () => {
    const post = await distributor();
    const warenpost = await service(post.id);
    const costId = await offlineCostRecord();
    const saved = await ok<CostAccount>(
      as(operator, "PUT", `/api/productCost/account/${costId}`, {
        dockingProviderId: sandboxId,
        serviceCode: "SB-STD",
        deliveryServiceId: warenpost.id,
        finalLogisticsName: "ignored",
      }),
    );
    expect(saved).toMatchObject({
      deliveryServiceId: warenpost.id,
      deliveryServiceName: warenpost.name,
      finalLogisticsName: post.nameEn,
    });
    const inUse = await refusal(
      as(operator, "DELETE", `/api/carriers/delivery-services/${warenpost.id}`),
      409,
    );
    expect(inUse.message).toBe("该尾程服务已被成本产品选用，不能删除，可改为停用");
    await ok(
      as(operator, "PUT", `/api/carriers/delivery-services/${warenpost.id}/status`, { enabled: false }),
    );
    const disabled = await refusal(
      as(operator, "PUT", `/api/productCost/account/${costId}`, {
        dockingProviderId: null,
        deliveryServiceId: warenpost.id,
      }),
    );
    expect(disabled.details).toEqual([
      { field: "deliveryServiceId", message: "该尾程服务已停用，请先启用或选择其他尾程服务" },
    ]);
    const freeText = await ok<CostAccount>(
      as(operator, "PUT", `/api/productCost/account/${costId}`, {
        dockingProviderId: null,
        deliveryServiceId: null,
        finalLogisticsName: "DHL Paket",
      }),
    );
    expect(freeText).toMatchObject({ deliveryServiceId: null, finalLogisticsName: "DHL Paket" });
  });

  it("shows the order's distributor and its tracking link; the delivery service only to staff", async () => {
    const productId = await demoProductId(t, "PP-DE-ECO");
    const owner = await fundedCustomer(t, productId);
    const placed = await ok<OrderPlaceResult>(
      as(owner.token, "POST", "/api/orders/orders", berlinDraft(productId)),
    );
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    const detailOf = (token: string) => ok<OrderDetail>(as(token, "GET", `/api/orders/orders/${placed.id}`));
    expect((await detailOf(owner.token)).lastMile).toBeNull();

    const [usps] = await t.db
      .select()
      .from(deliveryServices)
      .where(eq(deliveryServices.code, DEMO_DELIVERY_SERVICE));
    await t.db
      .update(products)
      .set({ deliveryServiceId: usps!.id })
      .where(eq(products.id, order!.costProductId!));
    expect((await detailOf(owner.token)).lastMile).toEqual({
      distributorCode: "USPS",
      distributorName: "美国邮政",
      deliveryServiceName: null,
      trackingUrl: null,
    });
    await t.db.update(orders).set({ tracknetCode: "9400 111" }).where(eq(orders.id, placed.id));
    expect((await detailOf(operator)).lastMile).toEqual({
      distributorCode: "USPS",
      distributorName: "美国邮政",
      deliveryServiceName: "USPS Ground Advantage (Sandbox)",
      trackingUrl: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%20111",
    });
    await t.db
      .update(products)
      .set({ deliveryServiceId: null })
      .where(eq(products.id, order!.costProductId!));
  });
});

/** A new offline cost record (an online one refuses account changes). */
const offlineCostRecord = async () => {
  const [source] = await t.db.select().from(products).where(eq(products.side, "cost")).limit(1);
  const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = source!;
  const [record] = await t.db
    .insert(products)
    .values({ ...copy, code: `LM-COST-${++codes}`, status: "offline", deliveryServiceId: null })
    .returning();
  return record!.id;
};
