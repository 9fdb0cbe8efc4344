import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openTestAppForFile, type TestApp } from "../../../test/test-app";
import { orgs } from "../../identity";
import { formulas, formulaTypes, productSurcharges, products } from "../catalog.tables";

let t: TestApp;
let admin: string;
openTestAppForFile(async (app) => {
  t = app;
  admin = await t.login("operator", "Operator2026");
});

const typeBody = (extra: Record<string, unknown> = {}) => ({
  nameZh: "按重量",
  nameEn: "By weight",
  calcType: "weight",
  sort: 5,
  referencesSurcharges: true,
  parameters: ["FUEL"],
  showOnInvoice: true,
  isPublic: true,
  orgIds: [],
  ...extra,
});

const formulaBody = (extra: Record<string, unknown> = {}) => ({
  code: "HEAVY",
  nameZh: "超重费",
  nameEn: "Heavy fee",
  formulaTypeId: null,
  expression: "max(0, chargeableWeight - LIMIT) * RATE",
  constants: [
    { id: "LIMIT", value: "30", nameEn: "Limit", nameZh: "限重" },
    { id: "RATE", value: "2.5", nameEn: "Rate", nameZh: "单价" },
  ],
  ...extra,
});

let typeId: number;
let formulaId: number;

describe("formula types", () => {
  it("adds, lists in order and edits with assigned customer companies", async () => {
    const created = await t.call("POST", "/api/catalog/formula-types", { token: admin, body: typeBody() });
    expect(created.json()).toMatchObject({ nameEn: "By weight", parameters: ["FUEL"], orgs: [] });
    typeId = created.json().id;
    const customers = (
      await t.call("GET", "/api/catalog/formula-types/customer-options", { token: admin })
    ).json();
    const customer = customers.rows[0];
    const edited = await t.call("PUT", `/api/catalog/formula-types/${typeId}`, {
      token: admin,
      body: typeBody({ isPublic: false, orgIds: [customer.id] }),
    });
    expect(edited.json().orgs).toEqual([{ id: customer.id, name: customer.name }]);
    const list = (await t.call("GET", "/api/catalog/formula-types", { token: admin })).json();
    expect(list.rows.map((r: { id: number }) => r.id)).toContain(typeId);
  });

  it("refuses a company that is not a customer, and bad fields", async () => {
    const [supplier] = await t.db.select().from(orgs).where(eq(orgs.type, "supplier"));
    const refused = await t.call("PUT", `/api/catalog/formula-types/${typeId}`, {
      token: admin,
      body: typeBody({ isPublic: false, orgIds: [supplier!.id] }),
    });
    expect(refused.json().details).toEqual([{ field: "orgIds", message: "所选公司不是客户" }]);
    const bad = await t.call("POST", "/api/catalog/formula-types", {
      token: admin,
      body: typeBody({ nameZh: "", calcType: "magic", parameters: ["1x"] }),
    });
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(["calcType", "nameZh", "parameters.0"]);
  });
});

describe("cost formulas", () => {
  it("refuses an expression the engine cannot compile, naming the position", async () => {
    const unknown = await t.call("POST", "/api/catalog/formulas", {
      token: admin,
      body: formulaBody({ expression: "chargeableWeight * PRICE" }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([
      { field: "expression", message: "第 20 个字符处有未知的变量或常量" },
    ]);
    const syntax = await t.call("POST", "/api/catalog/formulas", {
      token: admin,
      body: formulaBody({ expression: "max(1, " }),
    });
    expect(syntax.json().details[0].message).toMatch(/^第 \d+ 个字符处语法错误$/);
    expect(await t.db.select().from(formulas).where(eq(formulas.code, "HEAVY"))).toEqual([]);
  });

  it("saves a formula, reads its type's parameters, and refuses a taken code", async () => {
    const created = await t.call("POST", "/api/catalog/formulas", {
      token: admin,
      body: formulaBody({
        formulaTypeId: typeId,
        expression: "max(0, chargeableWeight - LIMIT) * RATE + FUEL",
      }),
    });
    expect(created.json()).toMatchObject({
      code: "HEAVY",
      formulaTypeName: { zh: "按重量", en: "By weight" },
      testStatus: null,
      usedByProducts: 0,
    });
    formulaId = created.json().id;
    const taken = await t.call("POST", "/api/catalog/formulas", {
      token: admin,
      body: formulaBody({ code: "heavy" }),
    });
    expect(taken.json().details[0]).toEqual({ field: "code", message: "该公式代码已存在" });
  });

  it("tests a formula on sample values and records the result on the saved formula", async () => {
    const run = (extra: Record<string, unknown>) =>
      t.call("POST", "/api/catalog/formulas/test", {
        token: admin,
        body: {
          ...formulaBody({
            formulaTypeId: typeId,
            expression: "max(0, chargeableWeight - LIMIT) * RATE + FUEL",
          }),
          sample: { chargeableWeight: "42.5", FUEL: "3" },
          formulaId,
          ...extra,
        },
      });
    expect((await run({})).json()).toEqual({ passed: true, value: "34.25", recorded: true });
    expect((await t.db.select().from(formulas).where(eq(formulas.id, formulaId)))[0]!.testStatus).toBe(
      "passed",
    );
    // A draft text differing from the saved one is tested but not recorded.
    const draft = (await run({ expression: "chargeableWeight / (FUEL - 3)" })).json();
    expect(draft).toEqual({ passed: false, message: "计算时出现除以零", recorded: false });
    expect((await t.db.select().from(formulas).where(eq(formulas.id, formulaId)))[0]!.testStatus).toBe(
      "passed",
    );
    const list = (await t.call("GET", "/api/catalog/formulas?keyword=heavy", { token: admin })).json();
    expect(list.rows[0].testStatus).toBe("passed");
  });

  it("copies a changed formula into the surcharges using it, re-prices those products and clears the test", async () => {
    const [seeded] = await t.db.select().from(formulas).where(eq(formulas.code, "OVERSIZE_LONG_SIDE"));
    const users = await t.db
      .select()
      .from(productSurcharges)
      .where(eq(productSurcharges.formulaId, seeded!.id));
    const productIds = [...new Set(users.map((s) => s.productId))];
    const versions = async () =>
      (await t.db.select({ v: products.version }).from(products).where(inArray(products.id, productIds))).map(
        (r) => r.v,
      );
    const before = await versions();
    const expression = "if(longestSide > LIMIT_CM, ceil(longestSide - LIMIT_CM) * FEE_PER_CM, 0)";
    const saved = await t.call("PUT", `/api/catalog/formulas/${seeded!.id}`, {
      token: admin,
      body: { ...seeded, expression },
    });
    expect(saved.json()).toMatchObject({ testStatus: null, usedByProducts: productIds.length });
    expect((await versions()).map((v, i) => v - before[i]!)).toEqual(productIds.map(() => 1));
    const [copy] = await t.db.select().from(productSurcharges).where(eq(productSurcharges.id, users[0]!.id));
    expect(copy!.calc).toEqual({ kind: "formula", expression, constants: seeded!.constants });

    const refused = await t.call("DELETE", `/api/catalog/formulas/${seeded!.id}`, { token: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^该公式正被产品附加费使用，不能删除：\S+/);
  });

  it("refuses to delete a formula type in use, then deletes both", async () => {
    const refused = await t.call("DELETE", `/api/catalog/formula-types/${typeId}`, { token: admin });
    expect(refused.json().message).toBe("该公式类型仍有公式在使用，不能删除：HEAVY");
    expect((await t.call("DELETE", `/api/catalog/formulas/${formulaId}`, { token: admin })).statusCode).toBe(
      200,
    );
    expect(
      (await t.call("DELETE", `/api/catalog/formula-types/${typeId}`, { token: admin })).statusCode,
    ).toBe(200);
    expect(await t.db.select().from(formulaTypes).where(eq(formulaTypes.id, typeId))).toEqual([]);
  });

  it("never shows a formula to customers, suppliers or finance", async () => {
    for (const [user, password] of [
      ["customer", "Customer2026"],
      ["customer_sub", "SubAccount2026"],
      ["supplier", "Supplier2026"],
      ["finance", "Finance2026"],
    ] as const) {
      const token = await t.login(user, password);
      for (const url of ["/api/catalog/formulas", "/api/catalog/formula-types"])
        expect((await t.call("GET", url, { token })).statusCode, `${user} ${url}`).toBe(403);
      const test = await t.call("POST", "/api/catalog/formulas/test", {
        token,
        body: { expression: "1", sample: {} },
      });
      expect(test.statusCode).toBe(403);
    }
  });
});
