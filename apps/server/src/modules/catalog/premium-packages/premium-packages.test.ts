import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openTestAppForFile, type TestApp } from "../../../test/test-app";
import { premiumPackages, products } from "../catalog.tables";

let t: TestApp;
let admin: string;
openTestAppForFile(async (app) => {
  t = app;
  admin = await t.login("operator", "Operator2026");
});

const body = (code: string, calc: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  code,
  nameZh: "周末派送",
  nameEn: "Weekend delivery",
  nameKo: "주말 배송",
  calc,
  ...extra,
});

const versionOf = async (code: string) =>
  (await t.db.select({ v: products.version }).from(products).where(eq(products.code, code)))[0]!.v;

describe("premium packages", () => {
  it("adds packages of the three calculations and validates amounts and percents", async () => {
    const perOrder = await t.call("POST", "/api/catalog/premium-packages", {
      token: admin,
      body: body("WEEKEND", { unit: "perOrder", amount: "12.50" }),
    });
    expect(perOrder.json()).toMatchObject({
      code: "WEEKEND",
      calc: { unit: "perOrder", amount: "12.50" },
      enabled: true,
    });
    const percent = await t.call("POST", "/api/catalog/premium-packages", {
      token: admin,
      body: body("INSURE_PLUS", { unit: "percentOfFreight", percent: "2.5" }),
    });
    expect(percent.statusCode).toBe(200);
    const bad = await t.call("POST", "/api/catalog/premium-packages", {
      token: admin,
      body: body("BAD", { unit: "perPiece", amount: "1.234" }, { nameEn: "" }),
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(["calc.amount", "nameEn"]);
    const taken = await t.call("POST", "/api/catalog/premium-packages", {
      token: admin,
      body: body("weekend", { unit: "perOrder", amount: "1" }),
    });
    expect(taken.json().details[0]).toEqual({ field: "code", message: "该增值服务代码已存在" });
  });

  it("edits, disables and re-prices the products offering the package", async () => {
    const list = (
      await t.call("GET", "/api/catalog/premium-packages?keyword=SIGNATURE", { token: admin })
    ).json();
    const signature = list.rows[0];
    const [offering] = await t.db
      .select({ code: products.code })
      .from(products)
      .where(sql`${products.premiumPackageIds} @> ${JSON.stringify([signature.id])}::jsonb`);
    const before = await versionOf(offering!.code);
    const edited = await t.call("PUT", `/api/catalog/premium-packages/${signature.id}`, {
      token: admin,
      body: { ...signature, calc: { unit: "perPiece", amount: "4" } },
    });
    expect(edited.json().calc).toEqual({ unit: "perPiece", amount: "4" });
    const disabled = await t.call("PUT", `/api/catalog/premium-packages/${signature.id}/status`, {
      token: admin,
      body: { enabled: false },
    });
    expect(disabled.json().enabled).toBe(false);
    expect(await versionOf(offering!.code)).toBe(before + 2);
    const enabledOnly = (
      await t.call("GET", "/api/catalog/premium-packages?enabled=false", { token: admin })
    ).json();
    expect(enabledOnly.rows.map((p: { code: string }) => p.code)).toEqual(["SIGNATURE"]);
  });

  it("refuses to delete a package a product offers, naming the products, and deletes an unused one", async () => {
    const rows = (await t.call("GET", "/api/catalog/premium-packages?size=100", { token: admin })).json()
      .rows;
    const used = rows.find((p: { code: string }) => p.code === "PHOTO_CHECK");
    const refused = await t.call("DELETE", `/api/catalog/premium-packages/${used.id}`, { token: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^该增值服务正被产品使用，不能删除：\S+/);
    expect(await t.db.select().from(premiumPackages).where(eq(premiumPackages.id, used.id))).toHaveLength(1);
    const unused = rows.find((p: { code: string }) => p.code === "WEEKEND");
    expect(
      (await t.call("DELETE", `/api/catalog/premium-packages/${unused.id}`, { token: admin })).statusCode,
    ).toBe(200);
  });

  it("shows a customer the enabled packages only and refuses every write of non-staff", async () => {
    const customer = await t.login("customer", "Customer2026");
    const seen = (
      await t.call("GET", "/api/catalog/premium-packages?enabled=false&size=100", { token: customer })
    ).json();
    expect(seen.rows.length).toBeGreaterThan(0);
    expect(seen.rows.every((p: { enabled: boolean }) => p.enabled)).toBe(true);
    const supplier = await t.login("supplier", "Supplier2026");
    expect((await t.call("GET", "/api/catalog/premium-packages", { token: supplier })).statusCode).toBe(403);
    const [target] = await t.db.select().from(premiumPackages).where(eq(premiumPackages.code, "INSURE_PLUS"));
    for (const token of [customer, supplier]) {
      const calls = [
        t.call("POST", "/api/catalog/premium-packages", {
          token,
          body: body("INTRUDER", { unit: "perOrder", amount: "1" }),
        }),
        t.call("PUT", `/api/catalog/premium-packages/${target!.id}`, {
          token,
          body: body("INSURE_PLUS", { unit: "perOrder", amount: "1" }),
        }),
        t.call("PUT", `/api/catalog/premium-packages/${target!.id}/status`, {
          token,
          body: { enabled: false },
        }),
        t.call("DELETE", `/api/catalog/premium-packages/${target!.id}`, { token }),
      ];
      for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
    }
    const [after] = await t.db.select().from(premiumPackages).where(eq(premiumPackages.id, target!.id));
    expect(after).toEqual(target);
  });
});
