import { type ProductPricing, quote } from "@pp/domain";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { notify } from "../../../platform/db";
import { openTestAppForFile, type TestApp } from "../../../test/test-app";
import { CATALOG_CHANNEL, touchProducts } from "../catalog.changes";
import { seedCatalog } from "../catalog.seed";
import {
  formulas,
  postcodeGroups,
  premiumPackages,
  productSurcharges,
  products,
  productZones,
  quotePlans,
  rateCells,
} from "../catalog.tables";
import { loadProductPricing, type OrderHandling } from "./pricing-loader";

let t: TestApp;
openTestAppForFile(async (app) => {
  t = app;
});

const LIMITS = {
  maxPieceWeightKg: "30",
  maxOrderWeightKg: "0",
  maxLongestSideCm: "120",
  maxGirthCm: "300",
  maxDeclaredValue: "0",
  maxDeclaredValueCurrency: "CNY",
  maxPieces: "5",
};

// A product written straight into the tables, using every column the loader reads.
const buildProduct = async (code: string) => {
  const [zoneGroup, remoteGroup, nonRemoteGroup, blockedGroup] = await t.db
    .insert(postcodeGroups)
    .values([
      {
        name: `${code} west`,
        kind: "zone",
        country: "US",
        matchers: [{ kind: "range", from: "900", to: "961" }],
      },
      { name: `${code} remote`, kind: "remote", country: "US", matchers: [{ kind: "prefix", value: "995" }] },
      {
        name: `${code} not remote`,
        kind: "nonRemote",
        country: "US",
        matchers: [{ kind: "exact", value: "99501" }],
      },
      {
        name: `${code} blocked`,
        kind: "blocked",
        country: "US",
        matchers: [{ kind: "prefix", value: "096" }],
      },
    ])
    .returning();
  const [signature, photo, disabled] = await t.db
    .insert(premiumPackages)
    .values([
      {
        code: `${code}-SIG`,
        nameZh: "签名",
        nameEn: "Signature",
        nameKo: "서명",
        calc: { unit: "perOrder", amount: "15" },
      },
      {
        code: `${code}-PH`,
        nameZh: "拍照",
        nameEn: "Photo",
        nameKo: "사진",
        calc: { unit: "perPiece", amount: "3" },
      },
      {
        code: `${code}-OFF`,
        nameZh: "停用",
        nameEn: "Off",
        nameKo: "중지",
        calc: { unit: "perOrder", amount: "1" },
        enabled: false,
      },
    ])
    .returning();
  const [formula] = await t.db
    .insert(formulas)
    .values({
      code: `${code}-F`,
      nameZh: "超长",
      nameEn: "Oversize",
      expression: "if(longestSide > L, FEE, 0)",
      constants: [
        { id: "L", value: "60", nameEn: "Limit", nameZh: "限制" },
        { id: "FEE", value: "20", nameEn: "Fee", nameZh: "费用" },
      ],
    })
    .returning();
  const [product] = await t.db
    .insert(products)
    .values({
      side: "sales",
      code,
      nameZh: "测试快递",
      nameEn: "Test express",
      nameKo: "테스트 특송",
      currency: "USD",
      originCountry: "CN",
      minDays: 3,
      maxDays: 6,
      volumetricDivisor: "6000",
      bubbleWay: "split",
      bubblePercentage: "40",
      bubbleThresholdCm: "50",
      chargeBasis: "piece",
      carry: {
        kind: "custom",
        intervals: [
          { upToKg: "2", stepKg: "0.1" },
          { upToKg: null, stepKg: "0.5" },
        ],
      },
      rounding: "up",
      minimumCharge: "12.5",
      bandFloor: true,
      rateModel: "firstAdditional",
      bands: [
        { minKg: "0", maxKg: "10" },
        { minKg: "10", maxKg: null },
      ],
      limits: LIMITS,
      cargoTypes: ["general", "battery"],
      postcodeRule: {
        remoteGroupIds: [remoteGroup!.id],
        nonRemoteGroupIds: [nonRemoteGroup!.id],
        blockedGroupIds: [blockedGroup!.id],
      },
      premiumPackageIds: [photo!.id, signature!.id, disabled!.id],
      status: "online",
    })
    .returning();
  const productId = product!.id;
  await t.db.insert(productZones).values([
    { productId, code: "REST", name: "Rest of US", country: "US", sort: 2 },
    {
      productId,
      code: "WEST",
      name: "West",
      country: "US",
      sort: 1,
      postcodes: [{ kind: "prefix", value: "970" }],
      postcodeGroupIds: [zoneGroup!.id],
    },
  ]);
  const [standard, vip] = await t.db
    .insert(quotePlans)
    .values([
      { productId, name: "Standard", isDefault: true },
      { productId, name: "VIP", isDefault: false },
    ])
    .returning();
  await t.db.insert(rateCells).values([
    {
      planId: standard!.id,
      zoneCode: "WEST",
      bandIndex: 0,
      price: "20",
      additionalPrice: "5",
      firstWeightKg: "0.5",
      additionalStepKg: "0.5",
    },
    {
      planId: standard!.id,
      zoneCode: "REST",
      bandIndex: 1,
      price: "30",
      additionalPrice: "6",
      firstWeightKg: "0.5",
      additionalStepKg: "0.5",
      registrationFee: "2",
    },
    {
      planId: vip!.id,
      zoneCode: "WEST",
      bandIndex: 0,
      price: "18",
      additionalPrice: "4",
      firstWeightKg: "0.5",
      additionalStepKg: "0.5",
    },
  ]);
  await t.db.insert(productSurcharges).values([
    {
      productId,
      code: "OVERSIZE",
      nameZh: "超长费",
      nameEn: "Oversize",
      nameKo: "규격 초과",
      // What the saved formula replaces: the surcharge prices with the formula as it is now.
      calc: { kind: "formula", expression: "0", constants: [] },
      formulaId: formula!.id,
      showOnStatement: true,
      sortNumber: 30,
      referencesEarlier: true,
    },
    {
      productId,
      code: "FUEL",
      nameZh: "燃油",
      nameEn: "Fuel",
      nameKo: "유류",
      calc: { kind: "fuelPercent", percent: "12.5" },
      sortNumber: 10,
    },
  ]);
  return { productId, standardId: standard!.id, vipId: vip!.id, signature: signature!.id, photo: photo!.id };
};

const westCell = (price: string, additional: string) => ({
  price,
  additionalPrice: additional,
  firstWeightKg: "0.500",
  additionalStepKg: "0.500",
});

describe("loadProductPricing", () => {
  it("maps every field of the tables to the engine's ProductPricing", async () => {
    const ids = await buildProduct("LOAD-ALL");
    const expected: ProductPricing & { version: number; handling: OrderHandling } = {
      version: 1,
      handling: { chargeMode: "chargeAtPlacement", cancelMode: "online" },
      id: String(ids.productId),
      code: "LOAD-ALL",
      name: { zh: "测试快递", en: "Test express", ko: "테스트 특송" },
      currency: "USD",
      leadTime: { minDays: 3, maxDays: 6 },
      originCountry: "CN",
      volumetricDivisor: "6000",
      bubble: { way: "split", percentage: "40.00", thresholdCm: "50.0" },
      chargeBasis: "piece",
      carry: {
        kind: "custom",
        intervals: [
          { upToKg: "2", stepKg: "0.1" },
          { upToKg: null, stepKg: "0.5" },
        ],
      },
      rounding: "up",
      minimumCharge: "12.50",
      bandFloor: true,
      zones: [
        {
          code: "WEST",
          name: "West",
          country: "US",
          postcodes: [
            { kind: "prefix", value: "970" },
            { kind: "range", from: "900", to: "961" },
          ],
        },
        { code: "REST", name: "Rest of US", country: "US", postcodes: [] },
      ],
      rateCard: {
        model: "firstAdditional",
        bands: [
          { minKg: "0", maxKg: "10" },
          { minKg: "10", maxKg: null },
        ],
        cells: {
          WEST: [{ ...westCell("20.0000", "5.0000") }, null],
          REST: [null, { ...westCell("30.0000", "6.0000"), registrationFee: "2.00" }],
        },
      },
      limits: LIMITS,
      cargoTypes: ["general", "battery"],
      postcodeRules: {
        blocked: [{ kind: "prefix", value: "096" }],
        remote: [{ kind: "prefix", value: "995" }],
        nonRemote: [{ kind: "exact", value: "99501" }],
      },
      surcharges: [
        {
          id: expect.any(String) as unknown as string,
          code: "FUEL",
          name: { zh: "燃油", en: "Fuel", ko: "유류" },
          showOnStatement: false,
          sortNumber: 10,
          referencesEarlier: false,
          calc: { kind: "fuelPercent", percent: "12.5" },
        },
        {
          id: expect.any(String) as unknown as string,
          code: "OVERSIZE",
          name: { zh: "超长费", en: "Oversize", ko: "규격 초과" },
          showOnStatement: true,
          sortNumber: 30,
          referencesEarlier: true,
          calc: {
            kind: "formula",
            expression: "if(longestSide > L, FEE, 0)",
            constants: [
              { id: "L", value: "60", nameEn: "Limit", nameZh: "限制" },
              { id: "FEE", value: "20", nameEn: "Fee", nameZh: "费用" },
            ],
          },
        },
      ],
      premiumPackages: [
        {
          id: String(ids.signature),
          code: "LOAD-ALL-SIG",
          name: { zh: "签名", en: "Signature", ko: "서명" },
          calc: { unit: "perOrder", amount: "15" },
        },
        {
          id: String(ids.photo),
          code: "LOAD-ALL-PH",
          name: { zh: "拍照", en: "Photo", ko: "사진" },
          calc: { unit: "perPiece", amount: "3" },
        },
      ],
    };
    expect(await loadProductPricing(t.db, ids.productId, null)).toEqual(expected);
    // The default plan asked for by id gives the same card; another plan gives its own cells.
    expect((await loadProductPricing(t.db, ids.productId, ids.standardId)).rateCard).toEqual(
      expected.rateCard,
    );
    expect((await loadProductPricing(t.db, ids.productId, ids.vipId)).rateCard.cells).toEqual({
      WEST: [westCell("18.0000", "4.0000"), null],
      REST: [null, null],
    });
  });

  it("refuses a plan of another product and an unknown product", async () => {
    const a = await buildProduct("LOAD-A");
    const b = await buildProduct("LOAD-B");
    await expect(loadProductPricing(t.db, a.productId, b.vipId)).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(loadProductPricing(t.db, 99_999_999, null)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("loads every demo product into a working engine product", async () => {
    const rows = await t.db.select().from(products).where(eq(products.side, "sales"));
    const demo = rows.filter((row) => row.code.startsWith("PP-"));
    expect(demo.length).toBeGreaterThanOrEqual(8);
    expect(new Set(demo.map((row) => row.rateModel))).toEqual(
      new Set(["firstAdditional", "perKg", "fixedPerBand", "perKgPlusRegistration"]),
    );
    const countries = new Set<string>();
    for (const row of demo) {
      const { compiled } = await t.app.pricing.get(row.id, null);
      const pricing = await loadProductPricing(t.db, row.id, null);
      const destination = pricing.zones[0]!.country;
      countries.add(destination);
      const answer = quote(
        compiled,
        {
          destination: { country: destination, postcode: destination === "US" ? "10001" : "" },
          pieces: [
            {
              lengthCm: "30",
              widthCm: "20",
              heightCm: "10",
              weightKg: row.code === "PP-US-FBA" ? "12" : "1",
            },
          ],
          declaredValue: { amount: "20", currency: "USD" },
          cargoType: "general",
          premiumPackageCodes: [],
          insured: false,
          date: "2026-01-15",
        },
        { rates: { CNY: "1", USD: "7.12", EUR: "7.72", AUD: "4.65" }, rateDates: {}, walletCurrency: "CNY" },
      );
      expect(answer, row.code).toMatchObject({ served: true });
    }
    expect([...countries].sort()).toEqual(["AU", "DE", "FR", "GB", "JP", "KR", "US"]);
  });

  it("seeds the demo catalogue once: a later start adds nothing", async () => {
    const before = await t.db.select({ n: count() }).from(products);
    await seedCatalog(t.db, { demo: true });
    expect(await t.db.select({ n: count() }).from(products)).toEqual(before);
  });
});

describe("pricing cache", () => {
  const setWestPrice = async (planId: number, price: string) =>
    t.db
      .update(rateCells)
      .set({ price })
      .where(and(eq(rateCells.planId, planId), eq(rateCells.zoneCode, "WEST")));
  const westPrice = (entry: { pricing: ProductPricing }) => entry.pricing.rateCard.cells.WEST?.[0]?.price;

  it("keeps compiled products per plan and serves a change at once in every process", async () => {
    const ids = await buildProduct("CACHE-X");
    const second = await t.secondProcess();
    try {
      const processes = [t.app.pricing, second.app.pricing];
      for (const pricing of processes) {
        expect(westPrice(await pricing.get(ids.productId, null))).toBe("20.0000");
        expect(westPrice(await pricing.get(ids.productId, ids.vipId))).toBe("18.0000");
        // A second read is the same compiled object: nothing was rebuilt.
        const first = await pricing.get(ids.productId, null);
        expect(await pricing.get(ids.productId, null)).toBe(first);
      }

      await t.db.transaction(async (tx) => {
        await tx
          .update(rateCells)
          .set({ price: "21" })
          .where(and(eq(rateCells.planId, ids.standardId), eq(rateCells.zoneCode, "WEST")));
        await touchProducts(tx, [ids.productId]);
      });
      for (const pricing of processes) {
        const entry = await pricing.get(ids.productId, null);
        expect(entry.version).toBe(2);
        expect(westPrice(entry)).toBe("21.0000");
      }
    } finally {
      await second.close();
    }
  });

  it("drops entries when the change is announced, in the other process too", async () => {
    const ids = await buildProduct("CACHE-Y");
    const second = await t.secondProcess();
    try {
      const other = second.app.pricing;
      const version = (await other.get(ids.productId, null)).version;
      // A write that skipped touchProducts is not seen: the cache holds the compiled product.
      await setWestPrice(ids.standardId, "25");
      expect(westPrice(await other.get(ids.productId, null, version))).toBe("20.0000");
      // The announcement alone (same version) makes every process rebuild.
      await notify(t.db, CATALOG_CHANNEL, String(ids.productId));
      await vi.waitFor(async () => {
        expect(westPrice(await other.get(ids.productId, null, version))).toBe("25.0000");
      });
      // "All products" (a library change) clears everything.
      await setWestPrice(ids.standardId, "26");
      await notify(t.db, CATALOG_CHANNEL, "");
      await vi.waitFor(async () => {
        expect(westPrice(await other.get(ids.productId, null, version))).toBe("26.0000");
      });
    } finally {
      await second.close();
    }
  });

  it("reads the current version when the caller has none, so a missed notification never serves stale prices", async () => {
    const ids = await buildProduct("CACHE-Z");
    const pricing = t.app.pricing;
    expect(westPrice(await pricing.get(ids.productId, null))).toBe("20.0000");
    await setWestPrice(ids.standardId, "22");
    await t.db.update(products).set({ version: 5 }).where(eq(products.id, ids.productId));
    const entry = await pricing.get(ids.productId, null);
    expect(entry.version).toBe(5);
    expect(westPrice(entry)).toBe("22.0000");
    await expect(pricing.get(99_999_999, null)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
