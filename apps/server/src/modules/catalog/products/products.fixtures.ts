import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { TestApp } from "../../../test/test-app";
import { orgs } from "../../identity";
import { products } from "../catalog.tables";

// Shared by the product and quote plan tests: request bodies and fixtures built through the API as the admin.

let serial = 0;

export type Detail = {
  product: {
    id: number;
    version: number;
    status: string;
    costProductName: string | null;
    offlineByPlatform: boolean;
  };
  zones: { code: string }[];
  rates: {
    plan: { id: number; isDefault: boolean };
    cells: { zoneCode: string; bandIndex: number; price: string }[];
  };
  surcharges: { id: number; code: string }[];
};

/**
 * An online sales product to CNY, per kg with one 0–30 kg band and no limits, as a row for tests that write
 * it straight into the table (names default to the code).
 */
export const plainSalesProduct = (code: string): typeof products.$inferInsert => ({
  side: "sales",
  code,
  nameZh: code,
  nameEn: code,
  nameKo: code,
  currency: "CNY",
  originCountry: "CN",
  minDays: 3,
  maxDays: 5,
  volumetricDivisor: "5000",
  bubbleWay: "full",
  carry: { kind: "none" },
  rateModel: "perKg",
  bands: [{ minKg: "0", maxKg: "30" }],
  limits: {
    maxPieceWeightKg: "0",
    maxOrderWeightKg: "0",
    maxLongestSideCm: "0",
    maxGirthCm: "0",
    maxDeclaredValue: "0",
    maxDeclaredValueCurrency: "CNY",
    maxPieces: "0",
  },
  cargoTypes: ["general"],
  status: "online",
});

export const uniqueCode = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++serial}`;

export const zonesBody = {
  zones: [
    { code: "US-W", name: "US West", country: "US", postcodes: [{ kind: "range", from: "900", to: "961" }] },
    { code: "GB", name: "United Kingdom", country: "GB" },
  ],
};

/** A first + additional weight cell. */
export const cell = (zoneCode: string, bandIndex: number, price: string) => ({
  zoneCode,
  bandIndex,
  price,
  firstWeightKg: "0.5",
  additionalStepKg: "0.5",
  additionalPrice: "2.25",
});

/** The fields a 400 answer names. */
export const fields = (response: { json: () => unknown }) =>
  (response.json() as { details: { field: string }[] }).details.map((d) => d.field);

export const productFixtures = async (t: TestApp) => {
  const admin = await t.login("admin", "Admin2026");
  const [supplier] = await t.db.select().from(orgs).where(eq(orgs.type, "supplier"));
  const supplierOrgId = supplier!.id;

  /** Every setting of a cost record: first + additional weight, split bubble, custom carry, two bands. */
  const costBody = (code: string, extra: Record<string, unknown> = {}) => ({
    code,
    nameZh: "测试成本",
    nameEn: "Test cost",
    nameKo: "테스트 원가",
    supplierOrgId,
    currency: "USD",
    originCountry: "CN",
    minDays: 5,
    maxDays: 9,
    volumetricDivisor: "6000",
    bubble: { way: "split", percentage: "40", thresholdCm: "0" },
    chargeBasis: "order",
    carry: {
      kind: "custom",
      intervals: [
        { upToKg: "20", stepKg: "0.5" },
        { upToKg: null, stepKg: "1" },
      ],
    },
    rounding: "halfUp",
    minimumCharge: "3.5",
    rateModel: "firstAdditional",
    bands: [
      { minKg: "0", maxKg: "2" },
      { minKg: "2", maxKg: "30" },
    ],
    limits: { maxPieceWeightKg: "30", maxOrderWeightKg: "0" },
    cargoTypes: ["general", "battery"],
    ...extra,
  });

  /** A cost record with two zones and a full default-plan grid. */
  const costRecord = async () => {
    const created = await t.call("POST", "/api/productCost/edit", {
      token: admin,
      body: costBody(uniqueCode("C")),
    });
    expect(created.statusCode, created.body).toBe(200);
    const detail = created.json<Detail>();
    const id = detail.product.id;
    const zones = await t.call("PUT", `/api/product/${id}/zones`, { token: admin, body: zonesBody });
    expect(zones.statusCode, zones.body).toBe(200);
    const cells = [cell("US-W", 0, "10"), cell("US-W", 1, "20"), cell("GB", 0, "12.5"), cell("GB", 1, "25")];
    const grid = await t.call("PUT", `/api/product/${id}/plans/${detail.rates.plan.id}/rates`, {
      token: admin,
      body: { cells },
    });
    expect(grid.statusCode, grid.body).toBe(200);
    return { id, planId: detail.rates.plan.id };
  };

  /** Asks for a sales product built on a new cost record; the answer is left to the test. */
  const salesProduct = async (extra: Record<string, unknown> = {}) => {
    const cost = await costRecord();
    const response = await t.call("POST", "/api/product/create", {
      token: admin,
      body: {
        costProductId: cost.id,
        code: uniqueCode("S"),
        nameZh: "销售",
        nameEn: "Sales",
        nameKo: "판매",
        ...extra,
      },
    });
    return { cost, response };
  };

  const newSales = async (extra: Record<string, unknown> = {}) => {
    const { response } = await salesProduct(extra);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Detail>();
  };

  const versionOf = async (id: number) =>
    (await t.db.select({ version: products.version }).from(products).where(eq(products.id, id)))[0]!.version;

  return { admin, supplierOrgId, costBody, costRecord, salesProduct, newSales, versionOf };
};
