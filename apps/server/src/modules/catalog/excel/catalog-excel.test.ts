import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { readXlsx, uploadXlsx, workbookOf, zipOf } from "../../../test/sheets";
import { createParties } from "../../../test/tenancy";
import { openTestAppForFile, type TestApp } from "../../../test/test-app";
import { rateCells } from "../catalog.tables";
import { productFixtures } from "../products/products.fixtures";
import { tenancyCases } from "./catalog-excel.tenancy";

type Fixtures = Awaited<ReturnType<typeof productFixtures>>;

let t: TestApp;
let admin: string;
let costRecord: Fixtures["costRecord"];
let costBody: Fixtures["costBody"];
let newSales: Fixtures["newSales"];
let versionOf: Fixtures["versionOf"];
openTestAppForFile(async (app) => {
  t = app;
  ({ admin, costRecord, costBody, newSales, versionOf } = await productFixtures(t));
});

const ZONE_HEADERS = ["Zone code", "Zone name", "Country code", "Postcodes", "Postcode groups"];

// Texts follow the user's saved language (the admin starts in zh), which wins over Accept-Language.
let spoken = "zh";
const speak = async (lang: string) => {
  if (lang === spoken) return;
  const saved = await t.call("POST", `/api/customerInfo/i18n/${lang}`, { token: admin });
  expect(saved.statusCode, saved.body).toBe(200);
  spoken = lang;
};

const upload = async (url: string, file: Buffer, token = admin, lang = "en") => {
  await speak(lang);
  return uploadXlsx(t, url, file, token, lang);
};

const download = async (url: string, lang = "en") => {
  await speak(lang);
  const response = await t.call("GET", url, { token: admin, lang });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

const zonesOf = async (id: number) =>
  (await t.call("GET", `/api/product/${id}/zones`, { token: admin }))
    .json<Array<Record<string, unknown>>>()
    .map(({ id: _id, ...zone }) => zone);

const cellsOf = async (id: number, planId: number) =>
  (await t.call("GET", `/api/product/${id}/plans/${planId}/rates`, { token: admin })).json().cells;

const zoneImport = (id: number, mode = "all") => `/api/productCost/zoneTemplateImport/${id}?mode=${mode}`;

describe("zone sheets", () => {
  it("downloads a template with headers in the caller's language, named with the date", async () => {
    const response = await download("/api/productCost/zoneTemplateDownload");
    expect(response.headers["content-disposition"]).toMatch(/zone-template-\d{8}\.xlsx/);
    const rows = await readXlsx(response.rawPayload);
    expect(rows[0]).toEqual(ZONE_HEADERS);
    const zh = await readXlsx((await download("/api/productCost/zoneTemplateDownload", "zh")).rawPayload);
    expect(zh[0]).toEqual(["分区代码", "分区名称", "国家代码", "邮编", "邮编分组"]);
  });

  it("exports zones that import back unchanged, into the same and into another product", async () => {
    const { id } = await costRecord();
    const before = await zonesOf(id);
    const exported = await download(`/api/product/${id}/zones/export`);
    expect(exported.headers["content-disposition"]).toMatch(/zones-\d{8}\.xlsx/);
    expect(await readXlsx(exported.rawPayload)).toEqual([
      ZONE_HEADERS,
      ["US-W", "US West", "US", "900-961"],
      ["GB", "United Kingdom", "GB"],
    ]);
    const again = await upload(zoneImport(id), exported.rawPayload);
    expect(again.json()).toEqual({ imported: 2, failed: [] });
    expect(await zonesOf(id)).toEqual(before);

    const other = await costRecord();
    await t.call("PUT", `/api/product/${other.id}/zones`, { token: admin, body: { zones: [] } });
    expect((await upload(zoneImport(other.id), exported.rawPayload)).json().imported).toBe(2);
    expect(await zonesOf(other.id)).toEqual(before);
  });

  it("replaces same-code zones in place, adds new ones, keeps the others and their prices", async () => {
    const { id, planId } = await costRecord();
    const version = await versionOf(id);
    const file = await workbookOf([
      ZONE_HEADERS,
      ["FR", "France", "fr", "75*, 69001-69009"],
      ["us-w", "US West 2", "US", "100*"],
      ["us-w", "", "", "98101"],
    ]);
    const response = await upload(zoneImport(id, "partial"), file);
    expect(response.json()).toEqual({ imported: 2, failed: [] });
    const zones = await zonesOf(id);
    expect(zones.map((zone) => [zone.code, zone.name, zone.country, zone.sort])).toEqual([
      ["US-W", "US West 2", "US", 0],
      ["GB", "United Kingdom", "GB", 1],
      ["FR", "France", "FR", 2],
    ]);
    expect(zones[0]!.postcodes).toEqual([
      { kind: "prefix", value: "100" },
      { kind: "exact", value: "98101" },
    ]);
    expect(zones[2]!.postcodes).toEqual([
      { kind: "prefix", value: "75" },
      { kind: "range", from: "69001", to: "69009" },
    ]);
    expect(await cellsOf(id, planId)).toHaveLength(4);
    expect(await versionOf(id)).toBe(version + 1);
  });

  it("names postcode groups in the sheet and reads them back by name", async () => {
    const { id } = await costRecord();
    const group = await t.call("POST", "/api/catalog/postcode-groups", {
      token: admin,
      body: { name: `XLS-${id}`, kind: "zone", country: "US", matchers: ["100-199"] },
    });
    expect(group.statusCode, group.body).toBe(200);
    const zones = [{ code: "G", name: "Grouped", country: "US", postcodeGroupIds: [group.json().id] }];
    await t.call("PUT", `/api/product/${id}/zones`, { token: admin, body: { zones } });
    const before = await zonesOf(id);
    const exported = await download(`/api/product/${id}/zones/export`);
    expect((await readXlsx(exported.rawPayload))[1]).toEqual(["G", "Grouped", "US", "", `XLS-${id}`]);
    expect((await upload(zoneImport(id), exported.rawPayload)).json().imported).toBe(1);
    expect(await zonesOf(id)).toEqual(before);
    const unknown = await upload(
      zoneImport(id),
      await workbookOf([ZONE_HEADERS, ["G", "Grouped", "US", "", "NOPE"]]),
    );
    expect(unknown.json().failed).toEqual([
      { row: 2, field: "postcodeGroups", message: "NOPE: No such postcode group" },
    ]);
  });

  const badFile = () =>
    workbookOf([
      ZONE_HEADERS,
      ["OK", "Fine", "DE", "10115"],
      ["BAD1", "Unknown country", "XX", ""],
      ["BAD2", "Range", "US", "961-900"],
      ["BAD2", "Range", "US", "90210"],
      ["A B", "Bad code", "US", ""],
      ["BAD3", "Group", "US", "abc*, 1?2"],
    ]);

  it("changes nothing in all-or-nothing mode and reports every bad row in the caller's language", async () => {
    const { id } = await costRecord();
    const before = await zonesOf(id);
    const version = await versionOf(id);
    const en = await upload(zoneImport(id, "all"), await badFile());
    expect(en.statusCode, en.body).toBe(200);
    expect(en.json()).toEqual({
      imported: 0,
      failed: [
        { row: 3, field: "country", message: "No such country" },
        { row: 4, field: "postcodes", message: "961-900: The minimum cannot be greater than the maximum" },
        { row: 6, field: "zoneCode", message: "A code may contain only letters, digits, _ and -" },
        { row: 7, field: "postcodes", message: expect.stringMatching(/^1\?2: /) },
      ],
    });
    const zh = await upload(zoneImport(id, "all"), await badFile(), admin, "zh");
    expect(zh.json().failed.map((f: { row: number; message: string }) => [f.row, f.message])).toEqual([
      [3, "国家不存在"],
      [4, "961-900: 最小值不能大于最大值"],
      [6, "代码只能包含字母、数字、_ 和 -"],
      [7, expect.stringMatching(/^1\?2: 邮编/)],
    ]);
    expect(await zonesOf(id)).toEqual(before);
    expect(await versionOf(id)).toBe(version);
  });

  it("imports the good zones in partial mode, leaving out a zone with a bad row whole", async () => {
    const { id } = await costRecord();
    const response = await upload(zoneImport(id, "partial"), await badFile());
    const result = response.json();
    expect(result.imported).toBe(1);
    expect(result.failed.map((f: { row: number; field: string }) => [f.row, f.field])).toEqual([
      [3, "country"],
      [4, "postcodes"],
      [5, "zoneCode"],
      [6, "zoneCode"],
      [7, "postcodes"],
    ]);
    expect((await zonesOf(id)).map((zone) => zone.code)).toEqual(["US-W", "GB", "OK"]);
  });

  it("refuses a zone import while the product is online, and a file that is not xlsx", async () => {
    const { product } = await newSales();
    const online = await t.call("POST", `/api/product/changeStatus/${product.id}/online`, { token: admin });
    expect(online.statusCode, online.body).toBe(200);
    const exported = await download(`/api/product/${product.id}/zones/export`);
    const refused = await upload(zoneImport(product.id), exported.rawPayload);
    expect(refused.statusCode).toBe(409);
    const { id } = await costRecord();
    const notExcel = await upload(zoneImport(id), Buffer.from("code,name\n"));
    expect(notExcel.statusCode).toBe(400);
    expect(notExcel.json().details[0].field).toBe("file");
  });

  it("refuses a zip bomb posing as a workbook before reading it, and keeps the zones", async () => {
    const { id } = await costRecord();
    const before = await download(`/api/product/${id}/zones/export`);
    const bomb = zipOf([
      { name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(120 * 1024 * 1024), claimedSize: 1 },
    ]);
    const refused = await upload(zoneImport(id), bomb);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().details[0]).toMatchObject({ field: "file" });
    expect(refused.json().details[0].message).toContain("100 MB");
    const after = await download(`/api/product/${id}/zones/export`);
    expect(await readXlsx(after.rawPayload)).toEqual(await readXlsx(before.rawPayload));
  });

  it("escapes a zone name that starts like a formula", async () => {
    const { id } = await costRecord();
    const saved = await t.call("PUT", `/api/product/${id}/zones`, {
      token: admin,
      body: { zones: [{ code: "EVIL", name: '=HYPERLINK("http://x","y")', country: "US" }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = await readXlsx((await download(`/api/product/${id}/zones/export`)).rawPayload);
    expect(rows[1]![1]).toBe(`'=HYPERLINK("http://x","y")`);
  });
});

describe("rate sheets", () => {
  const HEADERS = [
    "Zone code",
    "Zone name",
    "First weight price 0-2kg",
    "First weight price 2-30kg",
    "First weight (kg) 0-2kg",
    "First weight (kg) 2-30kg",
    "Additional step (kg) 0-2kg",
    "Additional step (kg) 2-30kg",
    "Additional price 0-2kg",
    "Additional price 2-30kg",
  ];

  it("exports a plan's grid, zones × bands with a column group per field, and imports it back", async () => {
    const { id, planId } = await costRecord();
    const base = `/api/product/${id}/plans/${planId}/rates`;
    const before = await cellsOf(id, planId);
    const exported = await download(`${base}/export`);
    expect(exported.headers["content-disposition"]).toMatch(/rates-\d{8}\.xlsx/);
    expect(await readXlsx(exported.rawPayload)).toEqual([
      HEADERS,
      ["US-W", "US West", "10", "20", "0.5", "0.5", "0.5", "0.5", "2.25", "2.25"],
      ["GB", "United Kingdom", "12.5", "25", "0.5", "0.5", "0.5", "0.5", "2.25", "2.25"],
    ]);
    const template = await readXlsx((await download(`${base}/template`)).rawPayload);
    expect(template).toEqual([HEADERS, ["US-W", "US West"], ["GB", "United Kingdom"]]);

    await t.call("PUT", base, { token: admin, body: { cells: [] } });
    const imported = await upload(`${base}/import`, exported.rawPayload);
    expect(imported.json()).toEqual({ imported: 4, failed: [] });
    expect(await cellsOf(id, planId)).toEqual(before);
  });

  it("heads the open last band's columns with its start and a plus, and imports them back", async () => {
    const { id, planId } = await costRecord();
    const { product } = (await t.call("GET", `/api/productCost/get/${id}`, { token: admin })).json<{
      product: { code: string };
    }>();
    const open = [
      { minKg: "0", maxKg: "2" },
      { minKg: "2", maxKg: null },
    ];
    const edited = await t.call("POST", "/api/productCost/edit", {
      token: admin,
      body: costBody(product.code, { id, bands: open }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const base = `/api/product/${id}/plans/${planId}/rates`;
    const before = await cellsOf(id, planId);
    const exported = await download(`${base}/export`);
    const headers = HEADERS.map((header) => header.replace("2-30kg", "2kg+"));
    expect(await readXlsx(exported.rawPayload)).toEqual([
      headers,
      ["US-W", "US West", "10", "20", "0.5", "0.5", "0.5", "0.5", "2.25", "2.25"],
      ["GB", "United Kingdom", "12.5", "25", "0.5", "0.5", "0.5", "0.5", "2.25", "2.25"],
    ]);
    await t.call("PUT", base, { token: admin, body: { cells: [] } });
    const imported = await upload(`${base}/import`, exported.rawPayload);
    expect(imported.json()).toEqual({ imported: 4, failed: [] });
    expect(await cellsOf(id, planId)).toEqual(before);
  });

  it("replaces the grid: empty cells are not served, and it is allowed while online", async () => {
    const { product, rates } = await newSales();
    await t.call("POST", `/api/product/changeStatus/${product.id}/online`, { token: admin });
    const version = await versionOf(product.id);
    const file = await workbookOf([HEADERS, ["GB", "", "", "30", "", "1", "", "1", "", "3"]]);
    const response = await upload(`/api/product/${product.id}/plans/${rates.plan.id}/rates/import`, file);
    expect(response.json()).toEqual({ imported: 1, failed: [] });
    expect(await cellsOf(product.id, rates.plan.id)).toEqual([
      {
        zoneCode: "GB",
        bandIndex: 1,
        price: "30.0000",
        additionalPrice: "3.0000",
        firstWeightKg: "1.000",
        additionalStepKg: "1.000",
        registrationFee: null,
      },
    ]);
    expect(await versionOf(product.id)).toBe(version + 1);
  });

  it("reports every bad cell by row and column in the caller's language and changes nothing", async () => {
    const { id, planId } = await costRecord();
    const version = await versionOf(id);
    const file = await workbookOf([
      HEADERS,
      ["US-W", "", "abc", "20", "0.5", "0.5", "0", "0.5", "2.25", "2.25"],
      ["GB", "", "12.5", "25", "", "0.5", "0.5", "0.5", "2.25", "2.25"],
      ["XX", "", "1", "1", "1", "1", "1", "1", "1", "1"],
      ["GB", "", "1", "1", "1", "1", "1", "1", "1", "1"],
    ]);
    const url = `/api/product/${id}/plans/${planId}/rates/import`;
    const en = await upload(url, file);
    expect(en.json()).toEqual({
      imported: 0,
      failed: [
        {
          row: 2,
          field: "First weight price 0-2kg",
          message: "A price must be a number from 0 to 9,999,999,999.9999 with at most 4 decimals",
        },
        { row: 3, field: "First weight (kg) 0-2kg", message: "This field cannot be empty" },
        { row: 4, field: "Zone code", message: "The product has no such zone" },
        { row: 5, field: "Zone code", message: "This zone appears twice in the file" },
      ],
    });
    const zh = await upload(url, file, admin, "zh");
    expect(zh.json().failed.map((f: { field: string }) => f.field)).toEqual([
      "首重价格 0-2kg",
      "首重(kg) 0-2kg",
      "分区代码",
      "分区代码",
    ]);
    const zero = await upload(
      url,
      await workbookOf([HEADERS, ["US-W", "", "1", "1", "1", "1", "0", "1", "1", "1"]]),
    );
    expect(zero.json().failed).toEqual([
      { row: 2, field: "Additional step (kg) 0-2kg", message: "Enter a number greater than 0" },
    ]);
    expect(await t.db.select().from(rateCells).where(eq(rateCells.planId, planId))).toHaveLength(4);
    expect(await versionOf(id)).toBe(version);
  });
});

describe("a supplier and the owning customer", () => {
  it("are refused every sheet call and change nothing", async () => {
    const parties = await createParties(t);
    const supplier = await t.login("supplier", "Supplier2026");
    const file = await workbookOf([ZONE_HEADERS, ["X", "X", "US", ""]]);
    for (const tenancy of tenancyCases) {
      const fixture = await tenancy.setup(t, parties);
      const { method, url } = tenancy.request(fixture);
      for (const token of [supplier, parties.owner.token, parties.bareSub.token]) {
        const response =
          method === "POST" ? await upload(url, file, token) : await t.call(method, url, { token });
        expect([403, 404], `${tenancy.name}: ${method} ${url}`).toContain(response.statusCode);
      }
      await tenancy.unchanged?.(t, fixture, parties);
    }
  });
});
