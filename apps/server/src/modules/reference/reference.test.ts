import { describe, expect, it } from "vitest";
import { readXlsx, uploadXlsx, workbookOf } from "../../test/sheets";
import { openTestAppForFile, type TestApp } from "../../test/test-app";
import { COUNTRY_SEED } from "./countries.seed";
import { seedReference } from "./reference.seed";

let t: TestApp;
let admin: string;
let customer: string;
openTestAppForFile(async (app) => {
  t = app;
  admin = await t.login("admin", "Admin2026");
  customer = await t.login("customer", "Customer2026");
});

const upload = (url: string, file: Buffer, token: string, lang = "zh") =>
  uploadXlsx(t, url, file, token, lang);

describe("country seed", () => {
  it("holds every ISO 3166-1 country once, with the hot ones marked", () => {
    expect(COUNTRY_SEED).toHaveLength(249);
    expect(new Set(COUNTRY_SEED.map((c) => c.regionCode)).size).toBe(249);
    expect(new Set(COUNTRY_SEED.map((c) => c.threeRegionCode)).size).toBe(249);
    for (const c of COUNTRY_SEED) {
      expect(c.regionCode).toMatch(/^[A-Z]{2}$/);
      expect(c.threeRegionCode).toMatch(/^[A-Z]{3}$/);
      expect(c.quanPin).toMatch(/^[a-z]+$/);
      expect(c.areaCode).toMatch(/^\d{1,4}$/);
      expect(c.regionName).not.toBe("");
    }
    expect(COUNTRY_SEED.filter((c) => c.hot)).toHaveLength(12);
  });

  it("runs again on every start without duplicating or overwriting", async () => {
    await t.call("PUT", "/api/reference/countries/1/hot", { token: admin, body: { hot: true } });
    await seedReference(t.db);
    const page = (await t.call("GET", "/api/reference/countries?size=9999", { token: admin })).json();
    expect(page.total).toBe(249);
  });
});

describe("country dropdown", () => {
  it("answers the one dropdown shape with the EU group first and hot countries next", async () => {
    const answer = (
      await t.call("GET", "/api/reference/countries/dropdown", { token: customer, lang: "en" })
    ).json();
    expect(answer.code).toBe(10200);
    expect(answer.data[0]).toMatchObject({
      value: "EU",
      label: "欧盟",
      labels: { zh: "欧盟", en: "European Union", ko: "유럽연합" },
    });
    expect(answer.data[0].extra.members).toHaveLength(27);
    const hotCount = answer.data.filter((o: { extra: { hot?: boolean } }) => o.extra.hot).length;
    expect(hotCount).toBeGreaterThanOrEqual(12);
    expect(answer.data.slice(1, 1 + hotCount).every((o: { extra: { hot: boolean } }) => o.extra.hot)).toBe(
      true,
    );
    const germany = answer.data.find((o: { value: string }) => o.value === "DE");
    expect(germany.labels).toEqual({ zh: "德国", en: "Germany", ko: "독일" });
  });

  it("searches by Chinese, English, pinyin and codes", async () => {
    for (const keyword of ["德国", "germ", "deguo", "DEU", "de"]) {
      const answer = (
        await t.call("GET", `/api/reference/countries/dropdown?keyword=${encodeURIComponent(keyword)}`, {
          token: customer,
        })
      ).json();
      expect(
        answer.data.map((o: { value: string }) => o.value),
        keyword,
      ).toContain("DE");
    }
    const eu = (
      await t.call("GET", "/api/reference/countries/dropdown?keyword=oumeng", { token: customer })
    ).json();
    expect(eu.data[0].value).toBe("EU");
  });

  it("is readable by a sub-account without grants", async () => {
    const sub = await t.login("customer_sub", "SubAccount2026");
    expect((await t.call("GET", "/api/reference/countries/dropdown", { token: sub })).statusCode).toBe(200);
  });
});

describe("country admin", () => {
  it("lists and searches by any name or code", async () => {
    const page = (await t.call("GET", "/api/reference/countries?keyword=riben", { token: admin })).json();
    expect(page.rows.map((c: { regionCode: string }) => c.regionCode)).toEqual(["JP"]);
    const byCode = (await t.call("GET", "/api/reference/countries?keyword=KOR", { token: admin })).json();
    expect(byCode.rows[0].regionName).toBe("韩国");
  });

  it("creates, edits and validates with the domain rules", async () => {
    const bad = await t.call("POST", "/api/reference/countries", {
      token: admin,
      lang: "en",
      body: { regionName: "测试", regionNameEn: "Test", regionCode: "xx", threeRegionCode: "XXX" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe("regionCode");
    const taken = await t.call("POST", "/api/reference/countries", {
      token: admin,
      lang: "en",
      body: { regionName: "德国", regionNameEn: "Germany", regionCode: "DE", threeRegionCode: "DEU" },
    });
    // The admin's saved language (zh) wins over Accept-Language.
    expect(taken.json().details).toEqual([{ field: "regionCode", message: "该国家代码已存在" }]);
    const created = await t.call("POST", "/api/reference/countries", {
      token: admin,
      body: {
        regionName: "科索沃",
        regionNameEn: "Kosovo",
        regionCode: "XK",
        threeRegionCode: "XKX",
        quanPin: "kesuowo",
        areaCode: "383",
      },
    });
    expect(created.statusCode).toBe(200);
    const edited = await t.call("PUT", `/api/reference/countries/${created.json().id}`, {
      token: admin,
      body: { ...(created.json() as Record<string, unknown>), hot: true },
    });
    expect(edited.json()).toMatchObject({ regionCode: "XK", hot: true });
  });

  it("refuses customers and finance staff", async () => {
    const finance = await t.login("finance", "Finance2026");
    for (const token of [customer, finance]) {
      expect((await t.call("GET", "/api/reference/countries", { token })).statusCode).toBe(403);
      expect(
        (await t.call("PUT", "/api/reference/countries/1/hot", { token, body: { hot: false } })).statusCode,
      ).toBe(403);
    }
  });
});

describe("cities", () => {
  it("are seeded for the main countries", async () => {
    for (const code of ["CN", "US", "GB", "DE", "FR", "JP", "KR", "AU", "CA"]) {
      const page = (
        await t.call("GET", `/api/reference/cities?countryCode=${code}`, { token: admin })
      ).json();
      expect(page.total, code).toBeGreaterThanOrEqual(8);
    }
  });

  it("are created, edited, searched and deleted", async () => {
    await t.call("POST", "/api/customerInfo/i18n/ko", { token: admin });
    const unknown = await t.call("POST", "/api/reference/cities", {
      token: admin,
      lang: "ko",
      body: { cityName: "X", cityCode: "ZZX", countryCode: "ZZ" },
    });
    expect(unknown.json().details).toEqual([{ field: "countryCode", message: "알 수 없는 국가 코드입니다" }]);
    await t.call("POST", "/api/customerInfo/i18n/zh", { token: admin });
    const created = await t.call("POST", "/api/reference/cities", {
      token: admin,
      body: {
        cityName: "东莞",
        cityNameEn: "Dongguan",
        cityCode: "CNDGG",
        provinceName: "广东省",
        countryCode: "CN",
      },
    });
    expect(created.json()).toMatchObject({ countryName: "中国", cityCode: "CNDGG" });
    const id = created.json().id;
    const edited = await t.call("PUT", `/api/reference/cities/${id}`, {
      token: admin,
      body: { cityName: "东莞市", cityCode: "CNDGG", countryCode: "CN" },
    });
    expect(edited.json().cityName).toBe("东莞市");
    const found = (
      await t.call("GET", `/api/reference/cities?keyword=${encodeURIComponent("东莞")}`, { token: admin })
    ).json();
    expect(found.total).toBe(1);
    expect((await t.call("DELETE", `/api/reference/cities/${id}`, { token: admin })).statusCode).toBe(200);
    expect((await t.call("DELETE", `/api/reference/cities/${id}`, { token: admin })).statusCode).toBe(404);
  });

  it("offers a template with headers in the user's language", async () => {
    const response = await t.call("GET", "/api/reference/cities/template", { token: admin, lang: "en" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/city-template-\d{8}\.xlsx/);
    const rows = await readXlsx(response.rawPayload);
    // The admin's saved language (zh) wins over the header.
    expect(rows[0]).toContain("城市名称");
  });

  const header = ["城市名称", "城市英文名", "城市代码", "省/州", "省/州英文名", "国家代码", "描述"];
  const badFile = () =>
    workbookOf([
      header,
      ["奥克兰", "Auckland", "NZAKL", "", "", "NZ", ""],
      ["无国", "Nowhere", "QQNOW", "", "", "QQ", ""],
      ["", "Nameless", "NZNOM", "", "", "NZ", ""],
      ["惠灵顿", "Wellington", "NZWLG", "", "", "NZ", ""],
      ["惠灵顿2", "Wellington", "NZWLG", "", "", "NZ", ""],
      ["北京", "Beijing", "CNPEK", "", "", "CN", ""],
    ]);

  it("imports nothing in all-or-nothing mode when a row is bad, reporting each bad row", async () => {
    const response = await upload("/api/reference/cities/import?mode=all", await badFile(), admin);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.imported).toBe(0);
    expect(result.failed).toEqual([
      { row: 3, field: "countryCode", message: "未知的国家代码" },
      { row: 4, field: "cityName", message: expect.any(String) },
      { row: 6, field: "cityCode", message: "城市代码在文件中重复" },
      { row: 7, field: "cityCode", message: "该城市代码已存在" },
    ]);
    const nz = (await t.call("GET", "/api/reference/cities?countryCode=NZ", { token: admin })).json();
    expect(nz.total).toBe(0);
  });

  it("imports the good rows in partial mode", async () => {
    const response = await upload("/api/reference/cities/import?mode=partial", await badFile(), admin);
    expect(response.json().imported).toBe(2);
    expect(response.json().failed).toHaveLength(4);
    const nz = (await t.call("GET", "/api/reference/cities?countryCode=NZ", { token: admin })).json();
    expect(nz.rows.map((c: { cityCode: string }) => c.cityCode).sort()).toEqual(["NZAKL", "NZWLG"]);
  });

  it("refuses a file that is not xlsx and a caller without the screen", async () => {
    const notExcel = await upload("/api/reference/cities/import", Buffer.from("city,code\n"), admin);
    expect(notExcel.statusCode).toBe(400);
    const refused = await upload("/api/reference/cities/import", await badFile(), customer);
    expect(refused.statusCode).toBe(403);
  });

  it("exports an xlsx named with the date, formula-like cells escaped", async () => {
    await t.call("POST", "/api/reference/cities", {
      token: admin,
      body: {
        cityName: "公式城",
        cityCode: "CNFML",
        countryCode: "CN",
        description: '=HYPERLINK("http://x","y")',
      },
    });
    const response = await t.call("GET", "/api/reference/cities/export?keyword=CNFML", { token: admin });
    expect(response.headers["content-disposition"]).toMatch(/cities-\d{8}\.xlsx/);
    const rows = await readXlsx(response.rawPayload);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.at(-1)).toBe(`'=HYPERLINK("http://x","y")`);
  });
});

describe("currencies", () => {
  it("lists the seeded currencies with CNY as base", async () => {
    const rows = (await t.call("GET", "/api/reference/currencies", { token: admin })).json().rows;
    expect(rows.map((c: { code: string }) => c.code)).toEqual([
      "CNY",
      "USD",
      "EUR",
      "GBP",
      "JPY",
      "KRW",
      "AUD",
      "CAD",
      "HKD",
    ]);
    expect(rows[0]).toMatchObject({ rate: "1", isBase: true });
  });

  it("changes a rate with up to 8 decimals and records the history", async () => {
    const rows = (await t.call("GET", "/api/reference/currencies", { token: admin })).json().rows;
    const usd = rows.find((c: { code: string }) => c.code === "USD");
    const tooPrecise = await t.call("PUT", `/api/reference/currencies/${usd.id}/rate`, {
      token: admin,
      body: { rate: "7.123456789" },
    });
    expect(tooPrecise.statusCode).toBe(400);
    const changed = await t.call("PUT", `/api/reference/currencies/${usd.id}/rate`, {
      token: admin,
      body: { rate: "7.12345678" },
    });
    expect(changed.json().rate).toBe("7.12345678");
    await t.call("PUT", `/api/reference/currencies/${usd.id}/rate`, {
      token: admin,
      body: { rate: "7.12345678" },
    });
    const history = (
      await t.call("GET", `/api/reference/currencies/${usd.id}/history`, { token: admin })
    ).json();
    expect(history.rows).toHaveLength(1);
    expect(history.rows[0]).toMatchObject({ oldRate: usd.rate, newRate: "7.12345678", changedBy: "admin" });
    const base = await t.call("PUT", `/api/reference/currencies/${rows[0].id}/rate`, {
      token: admin,
      body: { rate: "2" },
    });
    expect(base.statusCode).toBe(400);
  });
});

describe("dictionaries", () => {
  it("answers dictDetail in the dropdown shape, in sort order, enabled items only", async () => {
    const answer = (
      await t.call("GET", "/api/dictDetail?dictName=cargo_type&size=9999", { token: customer, lang: "en" })
    ).json();
    expect(answer.code).toBe(10200);
    expect(answer.data.map((o: { value: string }) => o.value)).toEqual([
      "general",
      "battery",
      "magnetic",
      "liquid",
      "powder",
    ]);
    expect(answer.data[0]).toMatchObject({
      label: "普货",
      labels: { zh: "普货", en: "General cargo", ko: "일반 화물" },
    });
  });

  it("manages types and items", async () => {
    const type = await t.call("POST", "/api/reference/dicts", {
      token: admin,
      body: { name: "package_kind", description: "包装" },
    });
    expect(type.statusCode).toBe(200);
    const dictId = type.json().id;
    const dup = await t.call("POST", "/api/reference/dicts", {
      token: admin,
      body: { name: "package_kind" },
    });
    expect(dup.json().details[0].field).toBe("name");
    const item = await t.call("POST", `/api/reference/dicts/${dictId}/items`, {
      token: admin,
      body: { value: "box", label: { zh: "纸箱", en: "Box", ko: "박스" }, sort: 1 },
    });
    expect(item.statusCode).toBe(200);
    await t.call("POST", `/api/reference/dicts/${dictId}/items`, {
      token: admin,
      body: { value: "bag", label: { zh: "袋", en: "Bag", ko: "봉투" }, sort: 2, enabled: false },
    });
    const options = (
      await t.call("GET", "/api/dictDetail?dictName=package_kind", { token: customer })
    ).json();
    expect(options.data.map((o: { value: string }) => o.value)).toEqual(["box"]);
    await t.call("PUT", `/api/reference/dict-items/${item.json().id}`, {
      token: admin,
      body: { value: "box", label: { zh: "纸箱", en: "Carton", ko: "박스" }, sort: 1, enabled: true },
    });
    const items = (await t.call("GET", `/api/reference/dicts/${dictId}/items`, { token: admin })).json();
    expect(items.rows[0].label.en).toBe("Carton");
    expect((await t.call("DELETE", `/api/reference/dicts/${dictId}`, { token: admin })).statusCode).toBe(200);
    expect(
      (await t.call("GET", "/api/dictDetail?dictName=package_kind", { token: customer })).json().data,
    ).toEqual([]);
  });
});
