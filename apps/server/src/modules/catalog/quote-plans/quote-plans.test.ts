import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openTestAppForFile, type TestApp } from "../../../test/test-app";
import { rateCells } from "../catalog.tables";
import { cell, fields, productFixtures } from "../products/products.fixtures";

type Fixtures = Awaited<ReturnType<typeof productFixtures>>;

let t: TestApp;
let admin: string;
let costRecord: Fixtures["costRecord"];
let newSales: Fixtures["newSales"];
let versionOf: Fixtures["versionOf"];
openTestAppForFile(async (app) => {
  t = app;
  ({ admin, costRecord, newSales, versionOf } = await productFixtures(t));
});

describe("quote plans", () => {
  it("manages quote plans: copy of the default, rename, no deleting the default", async () => {
    const { product, rates } = await newSales();
    const base = `/api/product/${product.id}/plans`;
    const created = await t.call("POST", base, { token: admin, body: { name: "VIP" } });
    expect(created.statusCode, created.body).toBe(200);
    const planId = created.json().id;
    const grid = await t.call("GET", `${base}/${planId}/rates`, { token: admin });
    expect(grid.json().cells).toEqual(rates.cells);
    expect(fields(await t.call("POST", base, { token: admin, body: { name: "vip" } }))).toEqual(["name"]);
    const renamed = await t.call("PUT", `${base}/${planId}`, { token: admin, body: { name: "Gold" } });
    expect(renamed.json()).toMatchObject({ name: "Gold", isDefault: false });
    expect((await t.call("DELETE", `${base}/${rates.plan.id}`, { token: admin })).statusCode).toBe(409);
    expect((await t.call("DELETE", `${base}/${planId}`, { token: admin })).statusCode).toBe(200);
    expect((await t.call("GET", base, { token: admin })).json()).toHaveLength(1);
  });

  it("validates a rate grid by the rate model and keeps the old grid on error", async () => {
    const { id, planId } = await costRecord();
    const format = await t.call("PUT", `/api/product/${id}/plans/${planId}/rates`, {
      token: admin,
      body: {
        cells: [
          cell("US-W", 0, "10"),
          cell("GB", 0, "1.23456"),
          { ...cell("GB", 1, "1"), firstWeightKg: "x" },
        ],
      },
    });
    expect(format.statusCode).toBe(400);
    expect(fields(format)).toEqual(["cells.1.price", "cells.2.firstWeightKg"]);
    const model = await t.call("PUT", `/api/product/${id}/plans/${planId}/rates`, {
      token: admin,
      body: {
        cells: [
          { zoneCode: "US-W", bandIndex: 0, price: "10", additionalPrice: "1" },
          { ...cell("GB", 0, "1"), additionalStepKg: "0" },
        ],
      },
    });
    expect(fields(model)).toEqual([
      "cells.0.firstWeightKg",
      "cells.0.additionalStepKg",
      "cells.1.additionalStepKg",
    ]);
    const refs = await t.call("PUT", `/api/product/${id}/plans/${planId}/rates`, {
      token: admin,
      body: { cells: [cell("GB", 5, "1"), cell("XX", 0, "1"), cell("GB", 0, "1"), cell("GB", 0, "2")] },
    });
    expect(fields(refs)).toEqual(["cells.0.bandIndex", "cells.1.zoneCode", "cells.3.bandIndex"]);
    expect(await t.db.select().from(rateCells).where(eq(rateCells.planId, planId))).toHaveLength(4);
  });

  it("saves a whole grid, keeps only the rate model's fields and bumps the version", async () => {
    const { product, rates } = await newSales();
    const before = await versionOf(product.id);
    const saved = await t.call("PUT", `/api/product/${product.id}/plans/${rates.plan.id}/rates`, {
      token: admin,
      body: { cells: [{ ...cell("GB", 1, "30"), registrationFee: "5" }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().cells).toEqual([
      {
        zoneCode: "GB",
        bandIndex: 1,
        price: "30.0000",
        additionalPrice: "2.2500",
        firstWeightKg: "0.500",
        additionalStepKg: "0.500",
        registrationFee: null,
      },
    ]);
    expect(await versionOf(product.id)).toBe(before + 1);
    const unknownPlan = await t.call("GET", `/api/product/${product.id}/plans/999999/rates`, {
      token: admin,
    });
    expect(unknownPlan.statusCode).toBe(404);
  });
});
