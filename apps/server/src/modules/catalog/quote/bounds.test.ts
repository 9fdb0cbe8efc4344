import { QUOTE_MAX_PIECES } from "@pp/contracts";
import { MONEY_MAX } from "@pp/domain";
import { Decimal } from "decimal.js";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openTestAppForFile, type TestApp } from "../../../test/test-app";
import { touchProducts } from "../catalog.changes";
import { formulas, productSurcharges, products } from "../catalog.tables";

// Bounds (docs/pricing.md "Bounds"). A hostile formula is refused on save and on test with the position of the
// problem, while the server keeps answering everyone else; one stored before the bounds is "not served:
// formula failed" at quote time. The freight trial's inputs have maxima its messages state.

let t: TestApp;
let operator: string;
let customer: string;
openTestAppForFile(async (app) => {
  t = app;
  operator = await t.login("operator", "Operator2026");
  customer = await t.login("customer", "Customer2026");
});

const parcel = {
  destination: { country: "US", postcode: "10001", city: "New York" },
  pieces: [{ lengthCm: "20", widthCm: "15", heightCm: "10", weightKg: "1.2" }],
  declaredValue: { amount: "50", currency: "USD" },
  cargoType: "general",
};

const formulaBody = (expression: string, constants: unknown[] = []) => ({
  code: "HOSTILE",
  nameZh: "恶意",
  nameEn: "Hostile",
  formulaTypeId: null,
  expression,
  constants,
});

const speaking = async (token: string, lang: "zh" | "en" | "ko") => {
  expect((await t.call("POST", `/api/customerInfo/i18n/${lang}`, { token })).statusCode).toBe(200);
};

const nested = `${"(".repeat(10_000)}1${")".repeat(10_000)}`;
const chain = `1${" + 1".repeat(20_000)}`;

describe("hostile formulas", () => {
  it("are refused on save and on test with the position, while other requests are answered", async () => {
    await speaking(operator, "en");
    const save = (expression: string, constants: unknown[] = []) =>
      t.call("POST", "/api/catalog/formulas", {
        token: operator,
        body: formulaBody(expression, constants),
      });
    const test = (expression: string) =>
      t.call("POST", "/api/catalog/formulas/test", {
        token: operator,
        body: { expression, constants: [], sample: {} },
      });
    const [
      hugeSaved,
      nestedSaved,
      chainSaved,
      constantSaved,
      hugeTested,
      nestedTested,
      chainTested,
      trial,
      list,
      fair,
    ] = await Promise.all([
      save("chargeableWeight * 1e999999999"),
      save(nested),
      save(chain),
      save("k * pieces", [{ id: "k", value: "123456789012", nameEn: "K", nameZh: "K" }]),
      test("1e999999999"),
      test(nested),
      test(chain),
      t.call("POST", "/api/freightTrial", { token: customer, body: parcel }),
      t.call("GET", "/api/catalog/formulas", { token: operator }),
      test("round(chargeableWeight * 1.5, 2)"),
    ]);

    expect(hugeSaved.statusCode).toBe(400);
    expect(hugeSaved.json().details).toEqual([
      {
        field: "expression",
        message:
          "The number at character 20 is out of range: at most 10 digits before the decimal point and 8 after it",
      },
    ]);
    expect(nestedSaved.json().details).toEqual([
      {
        field: "expression",
        message: "Brackets nest at most 30 deep; the bracket at character 31 goes deeper",
      },
    ]);
    expect(chainSaved.json().details).toEqual([
      {
        field: "expression",
        message: "A formula has at most 500 numbers, names and operators; character 1001 is beyond that",
      },
    ]);
    expect(constantSaved.json().details).toEqual([
      {
        field: "constants.0.value",
        message:
          "A constant's value must be a number with at most 10 digits before the decimal point and 8 after it",
      },
    ]);
    expect(await t.db.select().from(formulas).where(eq(formulas.code, "HOSTILE"))).toEqual([]);

    expect(hugeTested.json()).toEqual({
      passed: false,
      message:
        "The number at character 1 is out of range: at most 10 digits before the decimal point and 8 after it",
      position: 0,
      recorded: false,
    });
    expect(nestedTested.json()).toMatchObject({ passed: false, position: 30 });
    expect(chainTested.json()).toMatchObject({ passed: false, position: 1000 });

    expect(trial.statusCode).toBe(200);
    expect(trial.json().served.length).toBeGreaterThan(0);
    expect(list.statusCode).toBe(200);
    expect(list.json().rows.length).toBeGreaterThan(0);
    expect(fair.json()).toEqual({ passed: true, value: "0", recorded: false });
  });

  it("refuses a value that grows beyond the bounds while a test computes it", async () => {
    await speaking(operator, "zh");
    const response = await t.call("POST", "/api/catalog/formulas/test", {
      token: operator,
      body: {
        expression: "((k * k) * (k * k)) % 7",
        constants: [{ id: "k", value: "9999999999", nameEn: "K", nameZh: "K" }],
        sample: {},
      },
    });
    expect(response.json()).toEqual({
      passed: false,
      message: "计算结果超出范围：公式的结果须小于 10,000,000,000，中间结果须小于 10^20",
      recorded: false,
    });
  });

  it("refuses a hostile formula on a product surcharge, in Korean", async () => {
    await speaking(operator, "ko");
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.side, "cost"), eq(products.status, "online")))
      .limit(1);
    const status = (to: string) =>
      t.call("POST", `/api/productCost/editStatus/${product!.id}/${to}`, { token: operator });
    expect((await status("offline")).statusCode).toBe(200);
    const response = await t.call("POST", `/api/product/${product!.id}/surcharges`, {
      token: operator,
      body: {
        code: "HOSTILE",
        nameZh: "恶意",
        nameEn: "Hostile",
        nameKo: "악의",
        calc: { kind: "formula", expression: `pieces * ${"9".repeat(400)}`, constants: [] },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      {
        field: "calc.expression",
        message: "10번째 문자의 숫자가 범위를 벗어났습니다: 정수 부분 최대 10자리, 소수 최대 8자리",
      },
    ]);
    expect((await status("online")).statusCode).toBe(200);
    await speaking(operator, "zh");
  });
});

describe("a formula stored before the bounds", () => {
  it("answers not served: formula failed, and the other products are priced", async () => {
    await speaking(customer, "en");
    const [saved] = await t.db.select().from(formulas).where(eq(formulas.code, "OVERSIZE_LONG_SIDE"));
    const users = await t.db
      .select({ productId: productSurcharges.productId })
      .from(productSurcharges)
      .where(eq(productSurcharges.formulaId, saved!.id));
    const productIds = [...new Set(users.map((row) => row.productId))];
    const codes = (
      await t.db.select({ code: products.code }).from(products).where(inArray(products.id, productIds))
    ).map((row) => row.code);
    const trial = async () => {
      const response = await t.call("POST", "/api/freightTrial", { token: customer, body: parcel });
      expect(response.statusCode).toBe(200);
      return response.json() as {
        served: Array<{ productCode: string }>;
        notServed: Array<{ productCode: string; reason: { code: string; message: string } }>;
      };
    };
    const before = await trial();
    const affected = before.served
      .filter((row) => codes.includes(row.productCode))
      .map((row) => row.productCode);
    expect(affected.length).toBeGreaterThan(0);

    // Written straight into the database, as a formula saved before the bounds may read.
    const store = async (values: Pick<typeof formulas.$inferInsert, "expression" | "constants">) =>
      t.db.transaction(async (tx) => {
        await tx.update(formulas).set(values).where(eq(formulas.id, saved!.id));
        await touchProducts(tx, productIds);
      });
    await store({
      expression: "longestSide * K",
      constants: [{ id: "K", value: "1e999999999", nameEn: "K", nameZh: "K" }],
    });
    const huge = await trial();
    expect(
      huge.notServed.filter((row) => affected.includes(row.productCode)).map((row) => row.reason),
    ).toEqual(
      affected.map(() => ({
        code: "formulaFailed",
        message:
          "The formula of surcharge OVERSIZE cannot be computed: A constant's value is out of range: at most 10 digits before the decimal point and 8 after it",
      })),
    );
    expect(huge.served.length).toBe(before.served.length - affected.length);

    await store({ expression: `longestSide${" * 1".repeat(600)}`, constants: [] });
    const long = await trial();
    expect(long.notServed.filter((row) => affected.includes(row.productCode)).length).toBe(affected.length);
    expect(long.notServed.find((row) => affected.includes(row.productCode))?.reason.message).toBe(
      "The formula of surcharge OVERSIZE cannot be computed: A formula has at most 500 numbers, names and operators; character 1011 is beyond that",
    );

    await store({ expression: saved!.expression, constants: saved!.constants });
    expect((await trial()).served.length).toBe(before.served.length);
    await speaking(customer, "zh");
  });
});

describe("freight trial inputs at their maxima", () => {
  it("refuses a weight, a size and a declared value above their maxima, stating them", async () => {
    await speaking(customer, "en");
    const response = await t.call("POST", "/api/freightTrial", {
      token: customer,
      body: {
        ...parcel,
        pieces: [{ lengthCm: "10000", widthCm: "15", heightCm: "10", weightKg: "1000000" }],
        declaredValue: { amount: "10000000000", currency: "USD" },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      {
        field: "pieces.0.lengthCm",
        message: "A piece's size must be a number above 0 and at most 9,999.9 (cm), with at most 1 decimal",
      },
      {
        field: "pieces.0.weightKg",
        message:
          "A piece's weight must be a number above 0 and at most 999,999.999 (kg), with at most 3 decimals",
      },
      {
        field: "declaredValue.amount",
        message: "Amount must be a number from 0 to 9,999,999,999.99 with at most 2 decimal places",
      },
    ]);
    await speaking(customer, "zh");
  });

  it("answers the heaviest, largest parcel with totals within MONEY_MAX or a reason", async () => {
    const largest = { lengthCm: "9999.9", widthCm: "9999.9", heightCm: "9999.9", weightKg: "999999.999" };
    const response = await t.call("POST", "/api/freightTrial", {
      token: customer,
      body: {
        ...parcel,
        pieces: Array.from({ length: QUOTE_MAX_PIECES }, () => largest),
        declaredValue: { amount: MONEY_MAX, currency: "USD" },
      },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as {
      served: Array<{ total: string }>;
      notServed: Array<{ reason: { code: string } }>;
    };
    expect(answer.served.length + answer.notServed.length).toBeGreaterThan(0);
    for (const row of answer.served) expect(new Decimal(row.total).lte(MONEY_MAX), row.total).toBe(true);
  });
});
