import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { operationLogs } from "../../../schema";
import { createParties } from "../../../test/tenancy";
import { openTestAppForFile, type TestApp } from "../../../test/test-app";
import { orgs } from "../../identity";
import { products, productZones } from "../catalog.tables";
import { cell, type Detail, fields, productFixtures, uniqueCode, zonesBody } from "./products.fixtures";
import { tenancyCases } from "./products.tenancy";

type Fixtures = Awaited<ReturnType<typeof productFixtures>>;

let t: TestApp;
let admin: string;
let supplierOrgId: number;
let costBody: Fixtures["costBody"];
let costRecord: Fixtures["costRecord"];
let salesProduct: Fixtures["salesProduct"];
let newSales: Fixtures["newSales"];
let versionOf: Fixtures["versionOf"];
let serial = 0;
openTestAppForFile(async (app) => {
  t = app;
  ({ admin, supplierOrgId, costBody, costRecord, salesProduct, newSales, versionOf } =
    await productFixtures(t));
});

const speaking = async (lang: "zh" | "en" | "ko") => {
  expect((await t.call("POST", `/api/customerInfo/i18n/${lang}`, { token: admin })).statusCode).toBe(200);
};

const customerOrg = async (edition: "free" | "standard" | "professional") =>
  (
    await t.db
      .insert(orgs)
      .values({ type: "customer", name: `Own ${++serial}`, edition })
      .returning()
  )[0]!.id;

describe("cost records", () => {
  it("creates, lists, reads and edits a cost record with every setting", async () => {
    const code = uniqueCode("COST");
    const created = await t.call("POST", "/api/productCost/edit", { token: admin, body: costBody(code) });
    expect(created.statusCode, created.body).toBe(200);
    const detail = created.json<Detail & { product: Record<string, unknown> }>();
    expect(detail.product).toMatchObject({
      side: "cost",
      code,
      supplierOrgId,
      supplierName: "Speedy Line Logistics",
      volumetricDivisor: "6000",
      bubble: { way: "split", percentage: "40.00", thresholdCm: "0.0" },
      carry: { kind: "custom" },
      minimumCharge: "3.50",
      limits: { maxPieceWeightKg: "30", maxOrderWeightKg: "0", maxPieces: "0" },
      status: "offline",
    });
    expect(detail.rates.plan.isDefault).toBe(true);

    const listed = await t.call(
      "GET",
      `/api/productCost/list?keyword=${code}&supplierOrgId=${supplierOrgId}`,
      {
        token: admin,
      },
    );
    expect(listed.json()).toMatchObject({
      total: 1,
      rows: [{ code, supplierName: "Speedy Line Logistics" }],
    });
    const id = detail.product.id;
    expect((await t.call("GET", `/api/productCost/get/${id}`, { token: admin })).json()).toMatchObject({
      product: { id, code },
    });

    const before = await versionOf(id);
    const edited = await t.call("POST", "/api/productCost/edit", {
      token: admin,
      body: costBody(code, { id, nameEn: "Renamed cost", rateModel: "perKg" }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ product: { nameEn: "Renamed cost", rateModel: "perKg" } });
    expect(await versionOf(id)).toBeGreaterThan(before);

    const [log] = await t.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.action, "productCost.edit"), eq(operationLogs.targetId, String(id))));
    expect(log).toMatchObject({ targetType: "productCost", success: true });
  });

  it("names every bad field and saves nothing", async () => {
    const code = uniqueCode("BAD");
    const response = await t.call("POST", "/api/productCost/edit", {
      token: admin,
      body: costBody(code, {
        minDays: 9,
        maxDays: 2,
        minimumCharge: "1.234",
        bands: [
          { minKg: "0", maxKg: "2" },
          { minKg: "3", maxKg: "5" },
        ],
        carry: { kind: "step", stepKg: "0" },
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(fields(response)).toEqual(
      expect.arrayContaining(["maxDays", "minimumCharge", "bands.1.minKg", "carry.stepKg"]),
    );
    const refs = await t.call("POST", "/api/productCost/edit", {
      token: admin,
      body: costBody(code, { currency: "XYZ", originCountry: "QQ", supplierOrgId: 1 }),
    });
    expect(refs.statusCode).toBe(400);
    expect(fields(refs)).toEqual(expect.arrayContaining(["currency", "originCountry", "supplierOrgId"]));
    expect(await t.db.select().from(products).where(eq(products.code, code))).toEqual([]);
  });

  it("validates zones: known country, matcher syntax, ranges, unique codes", async () => {
    const { id } = await costRecord();
    const response = await t.call("PUT", `/api/product/${id}/zones`, {
      token: admin,
      body: {
        zones: [
          { code: "A", name: "A", country: "ZZ" },
          {
            code: "B",
            name: "B",
            country: "US",
            postcodes: [
              { kind: "range", from: "500", to: "400" },
              { kind: "prefix", value: "9$" },
            ],
          },
          { code: "a", name: "A again", country: "US", postcodeGroupIds: [999999] },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(fields(response)).toEqual(
      expect.arrayContaining(["zones.1.postcodes.0.to", "zones.1.postcodes.1.value", "zones.2.code"]),
    );
    const refs = await t.call("PUT", `/api/product/${id}/zones`, {
      token: admin,
      body: { zones: [{ code: "A", name: "A", country: "ZZ", postcodeGroupIds: [999999] }] },
    });
    expect(fields(refs)).toEqual(["zones.0.country", "zones.0.postcodeGroupIds.0"]);
    const zones = await t.db.select().from(productZones).where(eq(productZones.productId, id));
    expect(zones.map((z) => z.code).sort()).toEqual(["GB", "US-W"]);
  });

  it("deletes a cost record only when no sales product uses it; changes its status", async () => {
    const sales = await newSales();
    const costId = (await t.db.select().from(products).where(eq(products.id, sales.product.id)))[0]!
      .costProductId!;
    const refused = await t.call("DELETE", `/api/productCost/${costId}`, { token: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("已有销售产品使用该成本价，不能删除");

    const { id } = await costRecord();
    const online = await t.call("POST", `/api/productCost/editStatus/${id}/online`, { token: admin });
    expect(online.json()).toMatchObject({ status: "online" });
    expect((await t.call("DELETE", `/api/productCost/${id}`, { token: admin })).statusCode).toBe(409);
    await t.call("POST", `/api/productCost/editStatus/${id}/offline`, { token: admin });
    expect((await t.call("DELETE", `/api/productCost/${id}`, { token: admin })).statusCode).toBe(200);
    expect(await t.db.select().from(products).where(eq(products.id, id))).toEqual([]);
  });
});

describe("sales products", () => {
  it("copies a cost record's settings, zones and rates into the default plan", async () => {
    const { cost, response } = await salesProduct();
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<Detail>();
    expect(detail.product).toMatchObject({ costProductName: "测试成本", status: "offline" });
    expect(detail.zones.map((z) => z.code)).toEqual(["US-W", "GB"]);
    expect(detail.rates.plan.isDefault).toBe(true);
    expect(detail.rates.cells).toHaveLength(4);
    expect(detail.rates.cells).toContainEqual(expect.objectContaining({ zoneCode: "GB", price: "12.5000" }));
    expect(detail.rates.plan.id).not.toBe(cost.planId);

    const listed = await t.call("GET", `/api/product/list?costProductId=${cost.id}`, { token: admin });
    expect(listed.json()).toMatchObject({
      total: 1,
      rows: [{ id: detail.product.id, costProductName: "测试成本" }],
    });
  });

  it("edits each tab and bumps the version", async () => {
    const { product } = await newSales();
    const id = product.id;
    let version = await versionOf(id);
    const basic = await t.call("PUT", `/api/product/${id}/basic`, {
      token: admin,
      body: {
        code: uniqueCode("S2"),
        nameZh: "新名",
        nameEn: "New name",
        nameKo: "새 이름",
        currency: "EUR",
        originCountry: "CN",
        minDays: 3,
        maxDays: 4,
        reportPriceType: "internal",
      },
    });
    expect(basic.statusCode, basic.body).toBe(200);
    expect(basic.json()).toMatchObject({ nameEn: "New name", currency: "EUR", reportPriceType: "internal" });
    expect(await versionOf(id)).toBeGreaterThan(version);
    version = await versionOf(id);

    const billing = await t.call("PUT", `/api/product/${id}/billing`, {
      token: admin,
      body: {
        volumetricDivisor: "5000",
        bubble: { way: "full" },
        carry: { kind: "step", stepKg: "0.5" },
        rateModel: "firstAdditional",
        bands: [{ minKg: "0", maxKg: "2" }],
      },
    });
    expect(billing.statusCode, billing.body).toBe(200);
    expect(billing.json()).toMatchObject({ volumetricDivisor: "5000", bands: [{ minKg: "0", maxKg: "2" }] });
    // The second band is gone, so are its prices.
    const detail = (await t.call("GET", `/api/product/get/${id}`, { token: admin })).json<Detail>();
    expect(detail.rates.cells.every((c) => c.bandIndex === 0)).toBe(true);
    expect(await versionOf(id)).toBeGreaterThan(version);

    const limits = await t.call("PUT", `/api/product/${id}/limits`, {
      token: admin,
      body: { limits: { maxPieces: "1", maxGirthCm: "300" }, cargoTypes: ["general"] },
    });
    expect(limits.json()).toMatchObject({
      limits: { maxPieces: "1", maxGirthCm: "300" },
      cargoTypes: ["general"],
    });
    // A limit written without its currency is in the product currency (EUR since the basic tab's save).
    expect(limits.json().limits.maxDeclaredValueCurrency).toBe("EUR");
    const usdLimit = await t.call("PUT", `/api/product/${id}/limits`, {
      token: admin,
      body: {
        limits: { maxDeclaredValue: "800", maxDeclaredValueCurrency: "usd" },
        cargoTypes: ["general"],
      },
    });
    expect(usdLimit.json().limits).toMatchObject({
      maxDeclaredValue: "800",
      maxDeclaredValueCurrency: "USD",
    });
    const unknownCurrency = await t.call("PUT", `/api/product/${id}/limits`, {
      token: admin,
      body: { limits: { maxDeclaredValue: "800", maxDeclaredValueCurrency: "ZZZ" }, cargoTypes: ["general"] },
    });
    expect(unknownCurrency.statusCode).toBe(400);
    expect(unknownCurrency.json().details).toEqual([
      { field: "limits.maxDeclaredValueCurrency", message: "币种不存在" },
    ]);
    expect(
      (await t.call("GET", `/api/product/get/${id}`, { token: admin })).json().product.limits,
    ).toMatchObject({
      maxDeclaredValueCurrency: "USD",
    });

    const restrictions = await t.call("PUT", `/api/product/${id}/restrictions`, {
      token: admin,
      body: { postcodeRule: { blockedGroupIds: [999999] }, premiumPackageIds: [999999] },
    });
    expect(restrictions.statusCode).toBe(400);
    expect(fields(restrictions)).toEqual(["postcodeRule.blockedGroupIds.0", "premiumPackageIds.0"]);
    const ok = await t.call("PUT", `/api/product/${id}/restrictions`, {
      token: admin,
      body: { postcodeRule: {} },
    });
    expect(ok.json()).toMatchObject({ postcodeRule: { remoteGroupIds: [], blockedGroupIds: [] } });
  });

  it("saves an open last band and the band price floor option; only the last band may be open", async () => {
    const code = uniqueCode("OPEN");
    const openBands = [
      { minKg: "0", maxKg: "30" },
      { minKg: "30", maxKg: null },
    ];
    const created = await t.call("POST", "/api/productCost/edit", {
      token: admin,
      body: costBody(code, { bands: openBands, bandFloor: true }),
    });
    expect(created.statusCode, created.body).toBe(200);
    type Settings = {
      product: { id: number; bands: unknown; bandFloor: boolean };
      rates: { bands: unknown };
    };
    const cost = created.json<Settings>();
    expect(cost.product).toMatchObject({ bands: openBands, bandFloor: true });
    expect(cost.rates.bands).toEqual(openBands);
    // A sales product built on it copies both; one built on another record has the option off.
    const copied = await t.call("POST", "/api/product/create", {
      token: admin,
      body: {
        costProductId: cost.product.id,
        code: uniqueCode("S"),
        nameZh: "开",
        nameEn: "Open",
        nameKo: "개",
      },
    });
    expect(copied.json<Settings>().product).toMatchObject({ bands: openBands, bandFloor: true });
    const sales = await newSales();
    expect((sales.product as unknown as Settings["product"]).bandFloor).toBe(false);
    const billing = await t.call("PUT", `/api/product/${sales.product.id}/billing`, {
      token: admin,
      body: {
        volumetricDivisor: "6000",
        bubble: { way: "full" },
        carry: { kind: "step", stepKg: "0.5" },
        rateModel: "perKg",
        bands: openBands,
        bandFloor: true,
      },
    });
    expect(billing.statusCode, billing.body).toBe(200);
    expect(billing.json()).toMatchObject({ bands: openBands, bandFloor: true });
    const [stored] = await t.db.select().from(products).where(eq(products.id, sales.product.id));
    expect(stored).toMatchObject({ bands: openBands, bandFloor: true });

    await speaking("en");
    const misplaced = await t.call("PUT", `/api/product/${sales.product.id}/billing`, {
      token: admin,
      body: {
        volumetricDivisor: "6000",
        bubble: { way: "full" },
        carry: { kind: "none" },
        rateModel: "perKg",
        bands: [
          { minKg: "0", maxKg: null },
          { minKg: "30", maxKg: "40" },
        ],
      },
    });
    expect(misplaced.statusCode).toBe(400);
    expect(misplaced.json()).toMatchObject({
      details: [{ field: "bands.0.maxKg", message: "Only the last weight band may have no upper limit" }],
    });
    await speaking("zh");
    const [unchanged] = await t.db.select().from(products).where(eq(products.id, sales.product.id));
    expect(unchanged).toMatchObject({ bands: openBands, bandFloor: true });
  });

  it("refuses a code already used, naming the field", async () => {
    const first = await newSales();
    const code = (await t.db.select().from(products).where(eq(products.id, first.product.id)))[0]!.code;
    const { response } = await salesProduct({ code: code.toLowerCase() });
    expect(response.statusCode).toBe(400);
    expect(fields(response)).toEqual(["code"]);
  });

  it("adds, edits and deletes surcharges; a formula error is refused naming its position", async () => {
    const { product } = await newSales();
    const base = `/api/product/${product.id}/surcharges`;
    const fuel = await t.call("POST", base, {
      token: admin,
      body: {
        code: "FUEL",
        nameZh: "燃油",
        nameEn: "Fuel",
        nameKo: "유류",
        calc: { kind: "fuelPercent", percent: "12.5" },
      },
    });
    expect(fuel.statusCode, fuel.body).toBe(200);
    const other = (await newSales()).product;
    const declared = (overValueCurrency?: string) =>
      t.call("POST", `/api/product/${other.id}/surcharges`, {
        token: admin,
        body: {
          code: `DV${overValueCurrency ?? ""}`,
          nameZh: "高申报",
          nameEn: "High value",
          nameKo: "고가",
          calc: { kind: "declaredValue", overValue: "800", percent: "1", overValueCurrency },
        },
      });
    // A threshold without its currency is in the product currency (USD); one with a currency keeps it.
    expect((await declared()).json().calc).toMatchObject({
      overValue: "800",
      overValueCurrency: "USD",
    });
    expect((await declared("EUR")).json().calc).toMatchObject({ overValueCurrency: "EUR" });
    const unknownCurrency = await declared("ZZZ");
    expect(unknownCurrency.statusCode).toBe(400);
    expect(fields(unknownCurrency)).toEqual(["calc.overValueCurrency"]);
    const badPercent = await t.call("POST", base, {
      token: admin,
      body: {
        code: "F2",
        nameZh: "燃油",
        nameEn: "Fuel",
        nameKo: "유류",
        calc: { kind: "fuelPercent", percent: "120" },
      },
    });
    expect(fields(badPercent)).toEqual(["calc.percent"]);
    const formula = {
      code: "HANDLING",
      nameZh: "操作费",
      nameEn: "Handling",
      nameKo: "취급",
      sortNumber: 2,
      referencesEarlier: true,
      calc: { kind: "formula", expression: "max(2, chargeableWeight * RATE) + FUEL", constants: [] },
    };
    const unknown = await t.call("POST", base, { token: admin, body: formula });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([
      { field: "calc.expression", message: "第 27 个字符处有未知的变量或常量" },
    ]);
    const valid = {
      ...formula,
      calc: { ...formula.calc, constants: [{ id: "RATE", value: "0.8", nameEn: "Rate", nameZh: "费率" }] },
    };
    const added = await t.call("POST", base, { token: admin, body: valid });
    expect(added.statusCode, added.body).toBe(200);
    const duplicate = await t.call("POST", base, { token: admin, body: valid });
    expect(fields(duplicate)).toEqual(["code"]);

    const surchargeId = added.json().id;
    const edited = await t.call("PUT", `${base}/${surchargeId}`, {
      token: admin,
      body: { ...valid, showOnStatement: true },
    });
    expect(edited.json()).toMatchObject({ showOnStatement: true });
    expect((await t.call("GET", base, { token: admin })).json()).toHaveLength(2);
    expect((await t.call("DELETE", `${base}/${surchargeId}`, { token: admin })).statusCode).toBe(200);
    expect((await t.call("GET", base, { token: admin })).json()).toHaveLength(1);
  });

  it("read mode: while online only quotes change", async () => {
    const { product, rates } = await newSales();
    const id = product.id;
    const online = await t.call("POST", `/api/product/changeStatus/${id}/online`, { token: admin });
    expect(online.json()).toMatchObject({ status: "online" });
    const refusals = [
      await t.call("PUT", `/api/product/${id}/limits`, {
        token: admin,
        body: { limits: {}, cargoTypes: ["general"] },
      }),
      await t.call("PUT", `/api/product/${id}/zones`, { token: admin, body: zonesBody }),
      await t.call("POST", `/api/product/${id}/plans`, { token: admin, body: { name: "Online" } }),
      await t.call("POST", `/api/product/${id}/surcharges`, {
        token: admin,
        body: {
          code: "FIX",
          nameZh: "固定",
          nameEn: "Fixed",
          nameKo: "고정",
          calc: { kind: "fixedFee", charge: { unit: "perPiece", amount: "1" } },
        },
      }),
    ];
    for (const refused of refusals) expect(refused.statusCode).toBe(409);
    expect(refusals[0]!.json().message).toBe("产品已上架，只能修改报价；修改其他设置请先下架产品");
    const version = await versionOf(id);
    const quotes = await t.call("PUT", `/api/product/${id}/plans/${rates.plan.id}/rates`, {
      token: admin,
      body: { cells: [cell("GB", 0, "99.5")] },
    });
    expect(quotes.statusCode, quotes.body).toBe(200);
    expect(quotes.json().cells).toEqual([expect.objectContaining({ zoneCode: "GB", price: "99.5000" })]);
    expect(await versionOf(id)).toBe(version + 1);
  });
});

describe("own products", () => {
  it("a customer's own product the platform took offline never goes online again", async () => {
    const ownerOrgId = await customerOrg("professional");
    const { product } = await newSales({ reportPriceType: "own", ownerOrgId });
    const id = product.id;
    expect(
      (await t.call("POST", `/api/product/changeStatus/${id}/online`, { token: admin })).statusCode,
    ).toBe(200);
    const offline = await t.call("POST", `/api/product/changeStatus/${id}/offline`, { token: admin });
    expect(offline.json()).toMatchObject({ status: "offline", offlineByPlatform: true });
    const texts: Record<string, string> = {
      zh: "该产品已被平台下架，不能再上架",
      en: "The platform took this product offline; it cannot go online again",
      ko: "플랫폼에서 판매 중지한 상품은 다시 판매할 수 없습니다",
    };
    try {
      for (const lang of ["en", "ko", "zh"] as const) {
        await speaking(lang);
        const refused = await t.call("POST", `/api/product/changeStatus/${id}/online`, { token: admin });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(texts[lang]);
      }
    } finally {
      await speaking("zh");
    }
    expect((await t.db.select().from(products).where(eq(products.id, id)))[0]!.status).toBe("offline");
  });

  it("limits own products by the customer's edition", async () => {
    const free = await customerOrg("free");
    await newSales({ reportPriceType: "own", ownerOrgId: free });
    await newSales({ reportPriceType: "own", ownerOrgId: free });
    const { response } = await salesProduct({ reportPriceType: "own", ownerOrgId: free });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("该客户的版本最多只能创建2个自有产品");
    expect(await t.db.select().from(products).where(eq(products.ownerOrgId, free))).toHaveLength(2);

    await t.db.update(orgs).set({ edition: "standard" }).where(eq(orgs.id, free));
    await newSales({ reportPriceType: "own", ownerOrgId: free });

    const missingOwner = await salesProduct({ reportPriceType: "own" });
    expect(fields(missingOwner.response)).toEqual(["ownerOrgId"]);
    const notCustomer = await salesProduct({ reportPriceType: "own", ownerOrgId: supplierOrgId });
    expect(fields(notCustomer.response)).toEqual(["ownerOrgId"]);
  });
});

// The shared tenancy suite sends another customer and a bare sub-account; here the same cases also meet a
// supplier and the very customer whose own product it is: administration is not theirs either.
describe("a supplier and the owning customer", () => {
  it("are refused every administration call and change nothing", async () => {
    const parties = await createParties(t);
    const supplier = await t.login("supplier", "Supplier2026");
    for (const tenancy of tenancyCases) {
      const fixture = await tenancy.setup(t, parties);
      const { method, url, body } = tenancy.request(fixture);
      for (const token of [supplier, parties.owner.token]) {
        const response = await t.call(method, url, { token, body });
        expect([403, 404], `${tenancy.name}: ${method} ${url}`).toContain(response.statusCode);
      }
      await tenancy.unchanged?.(t, fixture, parties);
    }
  });
});
