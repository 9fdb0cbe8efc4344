import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readXlsx, uploadXlsx, workbookOf } from "../../../test/sheets";
import { openTestAppForFile, type TestApp } from "../../../test/test-app";
import { postcodeGroups, products } from "../catalog.tables";

let t: TestApp;
let admin: string;
openTestAppForFile(async (app) => {
  t = app;
  admin = await t.login("operator", "Operator2026");
});

const upload = (url: string, file: Buffer, lang = "zh") => uploadXlsx(t, url, file, admin, lang);

const versionSum = async () =>
  Number((await t.db.select({ v: sql<string>`sum(${products.version})` }).from(products))[0]!.v);

const group = (name: string, matchers: string[], extra: Record<string, unknown> = {}) => ({
  name,
  kind: "remote",
  country: "GB",
  matchers,
  ...extra,
});

describe("postcode groups", () => {
  it("creates a group from text lines, normalising codes, and re-prices every product", async () => {
    const before = await versionSum();
    const created = await t.call("POST", "/api/catalog/postcode-groups", {
      token: admin,
      body: group("GB Highlands", ["iv1-iv9 ", "sw1*", "kw15 1aa", "12345-6789", "AB10~AB16"]),
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().matchers).toEqual([
      { kind: "range", from: "IV1", to: "IV9" },
      { kind: "prefix", value: "SW1" },
      { kind: "exact", value: "KW151AA" },
      { kind: "exact", value: "123456789" },
      { kind: "range", from: "AB10", to: "AB16" },
    ]);
    expect(await versionSum()).toBeGreaterThan(before);
  });

  it("refuses bad lines naming the line, and a reversed range, in the user's language", async () => {
    const bad = await t.call("POST", "/api/catalog/postcode-groups", {
      token: admin,
      body: group("Bad", ["90001", "9#001", "96199-90001"]),
    });
    expect(bad.statusCode).toBe(400);
    const details = bad.json().details as Array<{ field: string; message: string }>;
    expect(details.map((d) => d.field)).toEqual(["matchers.1", "matchers.2"]);
    expect(details[1]!.message).toBe("最小值不能大于最大值");
    expect(await t.db.select().from(postcodeGroups).where(eq(postcodeGroups.name, "Bad"))).toEqual([]);
    const noCountry = await t.call("POST", "/api/catalog/postcode-groups", {
      token: admin,
      body: group("Bad", ["1"], { country: "gbr", kind: "far" }),
    });
    expect(
      noCountry
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(["country", "kind"]);
  });

  it("refuses a taken name, edits, and filters by kind, country and keyword", async () => {
    const taken = await t.call("POST", "/api/catalog/postcode-groups", {
      token: admin,
      body: group("gb highlands", ["1"]),
    });
    expect(taken.json().details[0]).toEqual({ field: "name", message: "该邮编分组名称已存在" });
    const list = (
      await t.call("GET", "/api/catalog/postcode-groups?kind=remote&country=GB&keyword=highland", {
        token: admin,
      })
    ).json();
    expect(list.total).toBe(1);
    const id = list.rows[0].id;
    const edited = await t.call("PUT", `/api/catalog/postcode-groups/${id}`, {
      token: admin,
      body: group("GB Highlands", ["IV1-IV9"], { kind: "blocked" }),
    });
    expect(edited.json()).toMatchObject({
      kind: "blocked",
      matchers: [{ kind: "range", from: "IV1", to: "IV9" }],
    });
    const zones = (await t.call("GET", "/api/catalog/postcode-groups?kind=zone", { token: admin })).json();
    expect(zones.rows.every((g: { kind: string }) => g.kind === "zone")).toBe(true);
  });

  it("refuses to delete a group a product zone or postcode rule uses, naming the products", async () => {
    const all = (await t.call("GET", "/api/catalog/postcode-groups?size=100", { token: admin })).json();
    for (const name of ["US West Coast", "US remote (AK, HI, PR, VI)"]) {
      const used = all.rows.find((g: { name: string }) => g.name === name);
      const refused = await t.call("DELETE", `/api/catalog/postcode-groups/${used.id}`, { token: admin });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/^该邮编分组正被产品使用，不能删除：\S+/);
      expect(await t.db.select().from(postcodeGroups).where(eq(postcodeGroups.id, used.id))).toHaveLength(1);
    }
    const free = all.rows.find((g: { name: string }) => g.name === "GB Highlands");
    expect(
      (await t.call("DELETE", `/api/catalog/postcode-groups/${free.id}`, { token: admin })).statusCode,
    ).toBe(200);
  });
});

describe("postcode group import and export", () => {
  const header = ["分组名称", "类型", "国家代码", "邮编"];

  it("reports bad rows with their row number and keeps nothing in all-or-nothing mode", async () => {
    const file = await workbookOf([
      header,
      ["DE Islands", "偏远", "DE", "18565"],
      ["DE Islands", "remote", "DE", "25938-25999"],
      ["FR Corsica", "Remote", "FR", "20*"],
      ["FR Corsica", "偏远", "FR", "2#0"],
      ["Nowhere", "far", "XX", "1"],
    ]);
    const answer = (await upload("/api/catalog/postcode-groups/import?mode=all", file)).json();
    expect(answer.imported).toBe(0);
    expect(answer.failed.map((f: { row: number; field: string }) => [f.row, f.field])).toEqual([
      [5, "matcher"],
      [6, "kind"],
    ]);
    expect(answer.failed[1].message).toBe("分组类型必须是分区、偏远、非偏远或禁运之一");
    expect(await t.db.select().from(postcodeGroups).where(eq(postcodeGroups.name, "DE Islands"))).toEqual([]);
  });

  it("in partial mode imports whole good groups, replaces same-name groups and skips groups with a bad row", async () => {
    await t.call("POST", "/api/catalog/postcode-groups", {
      token: admin,
      body: group("DE Islands", ["99999"], { country: "DE", kind: "zone" }),
    });
    const before = await versionSum();
    const file = await workbookOf([
      header,
      ["DE Islands", "偏远", "DE", "18565"],
      ["de islands", "remote", "DE", "25938-25999"],
      ["FR Corsica", "Remote", "FR", "20*"],
      ["FR Corsica", "偏远", "FR", "2#0"],
      ["IT Islands", "remote", "IT", "07*"],
      ["IT Islands", "zone", "IT", "09*"],
    ]);
    const answer = (await upload("/api/catalog/postcode-groups/import?mode=partial", file)).json();
    expect(answer.imported).toBe(1);
    expect(answer.failed.map((f: { row: number; message: string }) => [f.row, f.message])).toEqual([
      [4, "该分组有错误行，整组未导入"],
      [5, expect.stringContaining("邮编")],
      [6, "该分组有错误行，整组未导入"],
      [7, "同名分组在文件中的类型或国家不一致"],
    ]);
    const [replaced] = await t.db.select().from(postcodeGroups).where(eq(postcodeGroups.name, "DE Islands"));
    expect(replaced).toMatchObject({
      kind: "remote",
      matchers: [
        { kind: "exact", value: "18565" },
        { kind: "range", from: "25938", to: "25999" },
      ],
    });
    expect(await t.db.select().from(postcodeGroups).where(eq(postcodeGroups.name, "FR Corsica"))).toEqual([]);
    expect(await versionSum()).toBeGreaterThan(before);
  });

  it("exports one row per matcher named with the date, and serves a template", async () => {
    const exported = await t.call("GET", "/api/catalog/postcode-groups/export?country=DE", { token: admin });
    expect(exported.headers["content-disposition"]).toMatch(/postcode-groups-\d{8}\.xlsx/);
    expect(await readXlsx(exported.rawPayload)).toEqual([
      header,
      ["DE Islands", "偏远", "DE", "18565"],
      ["DE Islands", "偏远", "DE", "25938-25999"],
    ]);
    const template = await t.call("GET", "/api/catalog/postcode-groups/template", { token: admin });
    const rows = await readXlsx(template.rawPayload);
    expect(rows[0]).toEqual(header);
    const answer = (await upload("/api/catalog/postcode-groups/import", template.rawPayload)).json();
    expect(answer).toEqual({ imported: 1, failed: [] });
  });
});

describe("postcode group permissions", () => {
  it("refuses suppliers, customers and sub-accounts", async () => {
    for (const [user, password] of [
      ["supplier", "Supplier2026"],
      ["customer", "Customer2026"],
      ["customer_sub", "SubAccount2026"],
      ["finance", "Finance2026"],
    ] as const) {
      const token = await t.login(user, password);
      expect((await t.call("GET", "/api/catalog/postcode-groups", { token })).statusCode, user).toBe(403);
      const create = await t.call("POST", "/api/catalog/postcode-groups", {
        token,
        body: group("Intruder", ["1"]),
      });
      expect(create.statusCode, user).toBe(403);
    }
    expect(await t.db.select().from(postcodeGroups).where(eq(postcodeGroups.name, "Intruder"))).toEqual([]);
  });
});
