import type { Charge, SurchargeCalc } from "@pp/domain";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrationDataBlock } from "../../../test/migrations";
import { openTestAppForFile, type TestApp } from "../../../test/test-app";
import { premiumPackages, productSurcharges, products } from "../catalog.tables";
import { productFixtures } from "../products/products.fixtures";

// Surcharges and premium packages charged in each unit of the engine, saved and quoted through the API.

let t: TestApp;
let admin: string;
let customer: string;
let fixtures: Awaited<ReturnType<typeof productFixtures>>;
openTestAppForFile(async (app) => {
  t = app;
  fixtures = await productFixtures(t);
  admin = fixtures.admin;
  customer = await t.login("customer", "Customer2026");
});

const surchargeBody = (code: string, calc: unknown) => ({
  code,
  nameZh: `${code}费`,
  nameEn: `${code} fee`,
  nameKo: `${code} 요금`,
  showOnStatement: true,
  calc,
});

/** The admin's saved language is the one its answers are worded in. */
const speaking = async (lang: "zh" | "en" | "ko") => {
  expect((await t.call("POST", `/api/customerInfo/i18n/${lang}`, { token: admin })).statusCode).toBe(200);
};

const productId = async (code: string) =>
  (await t.db.select({ id: products.id }).from(products).where(eq(products.code, code)))[0]!.id;

type Line = { code: string; amount: string };
type Served = {
  productCode: string;
  weights: { chargeableKg: string };
  baseFreight: string;
  lines: Line[];
  total: string;
};

describe("charge units", () => {
  it("saves a surcharge and a premium package in each unit and quotes them in the freight trial", async () => {
    // PP-GB-EXP: CNY, 120 for the first 0.5 kg and 28 per further 0.5 kg, fuel 15%, offers SIGNATURE.
    const id = await productId("PP-GB-EXP");
    const offline = await t.call("POST", `/api/product/changeStatus/${id}/offline`, { token: admin });
    expect(offline.statusCode, offline.body).toBe(200);
    const charges: [string, unknown][] = [
      [
        "CARGO",
        { kind: "cargoType", cargoTypes: ["general", "battery"], charge: { unit: "perOrder", amount: "12" } },
      ],
      ["HANDLING", { kind: "fixedFee", charge: { unit: "perPiece", amount: "35" } }],
      ["STEP", { kind: "fixedFee", charge: { unit: "perKg", amount: "2.5", stepKg: "0.5" } }],
      ["KG", { kind: "fixedFee", charge: { unit: "perKg", amount: "1.2" } }],
      ["PEAK", { kind: "fixedFee", charge: { unit: "percentOfFreight", percent: "10" } }],
      ["VALUE", { kind: "fixedFee", charge: { unit: "percentOfDeclaredValue", percent: "1.5" } }],
    ];
    for (const [code, calc] of charges) {
      const saved = await t.call("POST", `/api/product/${id}/surcharges`, {
        token: admin,
        body: surchargeBody(code, calc),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().calc).toEqual(calc);
    }
    const online = await t.call("POST", `/api/product/changeStatus/${id}/online`, { token: admin });
    expect(online.statusCode, online.body).toBe(200);

    const [signature] = await t.db
      .select()
      .from(premiumPackages)
      .where(eq(premiumPackages.code, "SIGNATURE"));
    const premium = await t.call("PUT", `/api/catalog/premium-packages/${signature!.id}`, {
      token: admin,
      body: {
        code: "SIGNATURE",
        nameZh: signature!.nameZh,
        nameEn: signature!.nameEn,
        nameKo: signature!.nameKo,
        calc: { unit: "perKg", amount: "3", stepKg: "1" },
      },
    });
    expect(premium.statusCode, premium.body).toBe(200);
    expect(premium.json().calc).toEqual({ unit: "perKg", amount: "3", stepKg: "1" });

    const answer = await t.call("POST", "/api/freightTrial", {
      token: customer,
      body: {
        destination: { country: "GB", postcode: "SW1A 1AA" },
        pieces: [
          { lengthCm: "20", widthCm: "15", heightCm: "10", weightKg: "1.2" },
          { lengthCm: "20", widthCm: "15", heightCm: "10", weightKg: "1.2" },
        ],
        declaredValue: { amount: "200", currency: "CNY" },
        cargoType: "general",
        premiumPackageCodes: ["SIGNATURE"],
      },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const gb = (answer.json().served as Served[]).find((row) => row.productCode === "PP-GB-EXP");
    if (!gb) throw new Error(answer.body);
    // 2 × 1.2 kg = 2.4 → 2.5 kg; 120 + 4 × 28 = 232.00.
    expect(gb.weights.chargeableKg).toBe("2.500");
    expect(gb.baseFreight).toBe("232.00");
    expect(Object.fromEntries(gb.lines.map((line) => [line.code, line.amount]))).toEqual({
      FUEL: "34.80", // 15% of 232
      CARGO: "12.00", // per order, general cargo
      HANDLING: "70.00", // 35 × 2 pieces
      STEP: "12.50", // 2.5 × 5 started 0.5 kg
      KG: "3.00", // 1.2 × 2.5 kg
      PEAK: "23.20", // 10% of 232
      VALUE: "3.00", // 1.5% of 200 CNY
      SIGNATURE: "9.00", // 3 × 3 started kg
    });
    expect(gb.total).toBe("399.50");

    const listed = await t.call("GET", `/api/surcharge/list?productId=${id}&keyword=HANDLING`, {
      token: admin,
    });
    expect(listed.json().rows).toEqual([
      expect.objectContaining({
        code: "HANDLING",
        kind: "fixedFee",
        currency: "CNY",
        calc: { kind: "fixedFee", charge: { unit: "perPiece", amount: "35" } },
      }),
    ]);
  });

  it("refuses an unknown unit, a step on a unit other than per kg and negative amounts, on the field, in the caller's language", async () => {
    const { product } = await fixtures.newSales();
    const base = `/api/product/${product.id}/surcharges`;
    const refused = async (calc: unknown, lang: "zh" | "en" | "ko") => {
      await speaking(lang);
      const response = await t.call("POST", base, { token: admin, body: surchargeBody("BAD", calc) });
      expect(response.statusCode).toBe(400);
      return response.json().details as { field: string; message: string }[];
    };
    expect(await refused({ kind: "fixedFee", charge: { unit: "perBox", amount: "1" } }, "en")).toEqual([
      {
        field: "calc.charge.unit",
        message:
          "The charge unit must be per order, per piece, per kg, a percentage of freight or a percentage of declared value",
      },
    ]);
    expect(
      await refused({ kind: "remoteArea", charge: { unit: "perPiece", amount: "35", stepKg: "0.5" } }, "zh"),
    ).toEqual([{ field: "calc.charge.stepKg", message: "只有按每公斤计费才能设置计重步长" }]);
    expect(await refused({ kind: "fixedFee", charge: { unit: "perKg", amount: "-2" } }, "ko")).toEqual([
      {
        field: "calc.charge.amount",
        message: "가격은 0부터 9,999,999,999.9999까지의 숫자이며 소수점 이하 4자리까지 가능합니다",
      },
    ]);
    expect(
      await refused(
        { kind: "cargoType", cargoTypes: ["battery"], charge: { unit: "perOrder", amount: "-5" } },
        "en",
      ),
    ).toEqual([
      {
        field: "calc.charge.amount",
        message: "Amount must be a number from 0 to 9,999,999,999.99 with at most 2 decimal places",
      },
    ]);
    expect(await refused({ kind: "fixedFee", charge: { unit: "perPiece", amount: "1.234" } }, "en")).toEqual([
      {
        field: "calc.charge.amount",
        message: "Amount must be a number from 0 to 9,999,999,999.99 with at most 2 decimal places",
      },
    ]);
    expect(
      await refused({ kind: "fixedFee", charge: { unit: "percentOfFreight", amount: "5" } }, "en"),
    ).toEqual([
      { field: "calc.charge.percent", message: expect.any(String) },
      { field: "calc.charge.amount", message: expect.stringContaining("does not take this field") },
    ]);
    expect(
      await refused({ kind: "fixedFee", charge: { unit: "perKg", amount: "1", stepKg: "0" } }, "en"),
    ).toEqual([{ field: "calc.charge.stepKg", message: "Enter a number greater than 0" }]);
    await speaking("en");
    const premium = await t.call("POST", "/api/catalog/premium-packages", {
      token: admin,
      body: {
        code: "BAD_STEP",
        nameZh: "坏",
        nameEn: "Bad",
        nameKo: "나쁨",
        calc: { unit: "perOrder", amount: "5", stepKg: "1" },
      },
    });
    expect(premium.statusCode).toBe(400);
    expect(premium.json().details).toEqual([
      { field: "calc.stepKg", message: "Only a per-kg charge can have a weight step" },
    ]);
    expect((await t.call("GET", base, { token: admin })).json()).toEqual([]);
    await speaking("zh");
  });
});

describe("the charge-units migration", () => {
  it("rewrites stored calculators of the old shapes into charges that price the same", async () => {
    const { product } = await fixtures.newSales();
    const old = (code: string, calc: Record<string, unknown>) => ({
      productId: product.id,
      code,
      nameZh: code,
      nameEn: code,
      nameKo: code,
      calc: calc as unknown as SurchargeCalc,
      sortNumber: 20,
      showOnStatement: true,
    });
    await t.db
      .insert(productSurcharges)
      .values([
        old("R_ORDER", { kind: "remoteArea", perOrder: "20", minimum: "25" }),
        old("R_KG", { kind: "remoteArea", perKg: "0.8", minimum: "12" }),
        old("R_BOTH", { kind: "remoteArea", perOrder: "20", perKg: "2", minimum: "30" }),
        old("R_BOTH_LOW", { kind: "remoteArea", perOrder: "20", perKg: "2", minimum: "10" }),
        old("BAT", { kind: "cargoType", cargoTypes: ["battery"], perOrder: "18" }),
        old("HANDLING", { kind: "fixedPerPiece", perPiece: "2" }),
      ]);
    await t.db.insert(premiumPackages).values([
      {
        code: "OLD_PCT",
        nameZh: "旧",
        nameEn: "Old",
        nameKo: "옛",
        calc: { kind: "percentOfFreight", percent: "10" } as unknown as Charge,
      },
    ]);
    for (const statement of migrationDataBlock(
      "-- data: surcharges and premium packages charge in one set of units",
    ))
      await t.db.execute(sql.raw(statement));

    const rows = await t.db
      .select({
        code: productSurcharges.code,
        calc: productSurcharges.calc,
        sort: productSurcharges.sortNumber,
      })
      .from(productSurcharges)
      .where(eq(productSurcharges.productId, product.id));
    expect(Object.fromEntries(rows.map((row) => [row.code, row.calc]))).toEqual({
      R_ORDER: { kind: "remoteArea", charge: { unit: "perOrder", amount: "20" }, minimum: "25" },
      R_KG: { kind: "remoteArea", charge: { unit: "perKg", amount: "0.8" }, minimum: "12" },
      // max(20 + 2 × kg, 30) = 20 + max(2 × kg, 10)
      R_BOTH: { kind: "remoteArea", charge: { unit: "perKg", amount: "2" }, minimum: "10" },
      R_BOTH_ORDER: { kind: "remoteArea", charge: { unit: "perOrder", amount: "20" } },
      // max(20 + 2 × kg, 10) = 20 + 2 × kg
      R_BOTH_LOW: { kind: "remoteArea", charge: { unit: "perKg", amount: "2" } },
      R_BOTH_LOW_ORDER: { kind: "remoteArea", charge: { unit: "perOrder", amount: "20" } },
      BAT: { kind: "cargoType", cargoTypes: ["battery"], charge: { unit: "perOrder", amount: "18" } },
      HANDLING: { kind: "fixedFee", charge: { unit: "perPiece", amount: "2" } },
    });
    expect(rows.every((row) => row.sort === 20)).toBe(true);
    const [premium] = await t.db
      .select({ calc: premiumPackages.calc })
      .from(premiumPackages)
      .where(and(eq(premiumPackages.code, "OLD_PCT")));
    expect(premium!.calc).toEqual({ unit: "percentOfFreight", percent: "10" });
  });
});
