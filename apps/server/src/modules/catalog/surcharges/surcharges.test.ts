import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openTestAppForFile, type TestApp } from "../../../test/test-app";
import { products } from "../catalog.tables";

let t: TestApp;
let operator: string;
openTestAppForFile(async (app) => {
  t = app;
  operator = await t.login("operator", "Operator2026");
});
afterEach(async () => {
  await useLanguage("zh");
});

type Row = {
  productId: number;
  productCode: string;
  productSide: string;
  code: string;
  name: string;
  kind: string;
  sortNumber: number;
};

/** The operator's saved language is the one its lists are worded in. */
const useLanguage = async (lang: string) => {
  expect((await t.call("POST", `/api/customerInfo/i18n/${lang}`, { token: operator })).statusCode).toBe(200);
};

const list = async (query: string) => {
  const response = await t.call("GET", `/api/surcharge/list?${query}`, { token: operator });
  expect(response.statusCode).toBe(200);
  return response.json() as { rows: Row[]; total: number };
};

describe("GET /api/surcharge/list", () => {
  it("filters by calculation kind and shows a formula rule's expression, names in the caller's language", async () => {
    await useLanguage("en");
    const formulas = await list("kind=formula&keyword=PP-US-EXP");
    // The cost record and the sales product built on it carry the same rule.
    expect(formulas.rows.map((row) => [row.productCode, row.productSide, row.code, row.name])).toEqual([
      ["C-PP-US-EXP", "cost", "OVERSIZE", "Oversize surcharge"],
      ["PP-US-EXP", "sales", "OVERSIZE", "Oversize surcharge"],
    ]);
    expect(formulas.rows[1]).toMatchObject({
      productName: "US express",
      kind: "formula",
      showOnStatement: true,
      sortNumber: 30,
      expression: expect.stringContaining("longestSide > LIMIT_CM"),
    });
    await useLanguage("ko");
    const fuel = await list("kind=fuelPercent&size=9999");
    expect(fuel.rows.length).toBeGreaterThan(0);
    expect(fuel.rows.every((row) => row.kind === "fuelPercent" && row.name === "유류 할증료")).toBe(true);
    expect(fuel.total).toBe(fuel.rows.length);
  });

  it("filters by product, in the order the engine applies the rules", async () => {
    const [product] = await t.db.select().from(products).where(eq(products.code, "PP-US-EXP"));
    const rows = (await list(`productId=${product!.id}`)).rows;
    expect(rows.map((row) => [row.code, row.name])).toEqual([
      ["FUEL", "燃油附加费"],
      ["REMOTE", "偏远地区附加费"],
      ["OVERSIZE", "超长附加费"],
    ]);
    expect(rows.every((row) => row.productId === product!.id)).toBe(true);
  });

  it("finds rules by the surcharge's name and pages them", async () => {
    const page = await list("keyword=%E5%81%8F%E8%BF%9C&size=1&page=1");
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]!.code).toBe("REMOTE");
    expect(page.total).toBeGreaterThan(1);
    expect((await list("keyword=NO_SUCH_SURCHARGE_ANYWHERE")).rows).toEqual([]);
  });

  it("refuses an unknown kind, naming the field", async () => {
    const response = await t.call("GET", "/api/surcharge/list?kind=magic", { token: operator });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ field: "kind" })]);
  });
});
