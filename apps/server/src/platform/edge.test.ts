import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

// A database error whose message carries the statement and a parameter value, as a NUL once did.
const SECRET_PARAM = "secret-param-7f3a";
const failingQuery = (t: () => TestApp) => () =>
  t().db.execute(sql`select * from no_such_table where name = ${SECRET_PARAM}`);

const logLines: string[] = [];
let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp(
    { LOG_LEVEL: "error" },
    (app) => {
      const fail = failingQuery(() => t);
      app.post("/api/test/handler-db-error", async () => {
        await fail();
      });
      app.post("/api/test/prehandler-db-error", { preHandler: async () => void (await fail()) }, () => ({}));
      app.post("/api/test/onrequest-db-error", { onRequest: async () => void (await fail()) }, () => ({}));
      // Fails on every answer, the error answer included: Fastify then answers with its own handlers.
      app.post("/api/test/onsend-db-error", { onSend: async () => void (await fail()) }, () => ({
        ok: true,
      }));
    },
    sink,
  );
  admin = await t.login("admin", "Admin2026");
  customer = await t.login("customer", "Customer2026");
  // Answers follow a signed-in user's saved language.
  for (const token of [admin, customer]) await t.call("POST", "/api/customerInfo/i18n/en", { token });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url,
    payload,
    headers: { authorization: `Bearer ${admin}`, "accept-language": "en", ...headers },
  });

const validAddress = {
  type: "consignee",
  name: "Jane Roe",
  phone: "+1 415 555 0100",
  countryCode: "US",
  city: "San Francisco",
  postcode: "94105",
  address1: "1 Market Street",
};

describe("control characters", () => {
  it("refuses NUL in a JSON text with a 400 naming the field, in the caller's language, before any write", async () => {
    const response = await post(
      "/api/reference/cities",
      JSON.stringify({ cityName: "Null\u0000ville", cityCode: "NUL01", countryCode: "CN" }),
      { "content-type": "application/json" },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: "VALIDATION_FAILED",
      message: "Some fields are invalid; please check the marked fields",
      details: [{ field: "cityName", message: "must not contain control characters (such as NUL)" }],
    });
    const cities = await t.call("GET", "/api/reference/cities?keyword=NUL01", { token: admin });
    expect(cities.json().total).toBe(0);
  });

  it("names the JSON path of a nested field and refuses other control characters too", async () => {
    const response = await post(
      "/api/freightTrial",
      JSON.stringify({ destination: { country: "US", city: "a\u001bb" }, pieces: [] }),
      { "content-type": "application/json" },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: "destination.city", message: "must not contain control characters (such as NUL)" },
    ]);
    const inArray = await post("/api/roles", JSON.stringify({ name: "x", menuIds: [1, "\u0085"] }), {
      "content-type": "application/json",
    });
    expect(inArray.json().details[0].field).toBe("menuIds.1");
  });

  it("lets tab, line feed and carriage return through the edge; an address keeps each field on one line", async () => {
    const response = await post("/api/customerAddress/saveAddress", JSON.stringify(validAddress), {
      "content-type": "application/json",
    });
    expect(response.statusCode).toBe(200);
    const multiline = await post(
      "/api/customerAddress/saveAddress",
      JSON.stringify({ ...validAddress, address1: "1 Market Street\r\n\tSuite 100" }),
      { "content-type": "application/json" },
    );
    expect(multiline.statusCode).toBe(200);
    expect(multiline.json().address1).toBe("1 Market Street Suite 100");
    const brokenPhone = await post(
      "/api/customerAddress/saveAddress",
      JSON.stringify({ ...validAddress, name: "Jane\nRoe", phone: "+1 415\r\n555 0100" }),
      { "content-type": "application/json" },
    );
    expect(brokenPhone.json()).toMatchObject({ name: "Jane Roe", phone: "+1 415 555 0100" });
    const city = await post(
      "/api/reference/cities",
      JSON.stringify({
        cityName: "Line\r\nBreak",
        cityCode: "LNBRK",
        countryCode: "CN",
        description: "a\nb",
      }),
      { "content-type": "application/json" },
    );
    expect(city.json()).toMatchObject({ cityName: "Line Break", description: "a\nb" });
  });

  it("refuses NUL in a query filter and in a path parameter, naming it", async () => {
    const filter = await t.call("GET", "/api/users?username=ad%00min", { token: admin, lang: "en" });
    expect(filter.statusCode).toBe(400);
    expect(filter.json().details).toEqual([
      { field: "username", message: "must not contain control characters (such as NUL)" },
    ]);
    const repeated = await t.call("GET", "/api/reference/cities?keyword=a&keyword=b%C2%9F", { token: admin });
    expect(repeated.json().details[0].field).toBe("keyword");
    const param = await t.call("GET", "/api/brand/logo/logo%00.png");
    expect(param.statusCode).toBe(400);
    expect(param.json().details[0].field).toBe("file");
  });

  it("refuses NUL in a multipart text field and file name", async () => {
    const boundary = `----edge${randomUUID()}`;
    const payload = [
      `--${boundary}\r\ncontent-disposition: form-data; name="amount"\r\n\r\n100.00\u0000\r\n`,
      `--${boundary}--\r\n`,
    ].join("");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/finance/recharges/bank-transfers",
      payload,
      headers: {
        authorization: `Bearer ${customer}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "accept-language": "en",
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      { field: "amount", message: "must not contain control characters (such as NUL)" },
    ]);
  });
});

describe("uploaded sheets", () => {
  it("refuses a control character written into a cell as an _xHHHH_ escape, naming the row and column", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Cities");
    sheet.addRow(["城市名称", "城市英文名", "城市代码", "省/州", "省/州英文名", "国家代码", "描述"]);
    sheet.addRow(["奥克兰", "Auckland", "NZAKL", "", "", "NZ", ""]);
    sheet.addRow(["Null_x0000_ville", "Nullville", "NZNUL", "", "", "NZ", ""]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const boundary = `----edge${randomUUID()}`;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/reference/cities/import",
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="cities.xlsx"\r\ncontent-type: application/octet-stream\r\n\r\n`,
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: {
        authorization: `Bearer ${admin}`,
        "content-type": `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([
      {
        field: "cityName",
        message: "Row 3 contains control characters (such as NUL); remove them and upload again",
      },
    ]);
    const cities = await t.call("GET", "/api/reference/cities?keyword=NZAKL", { token: admin });
    expect(cities.json().total).toBe(0);
  });
});

describe("JSON shape", () => {
  it("refuses a body nested 50,000 levels deep without overflowing the stack", async () => {
    const deep = `${"[".repeat(50_000)}${"]".repeat(50_000)}`;
    const response = await post("/api/roles", `{"name":"x","menuIds":${deep}}`, {
      "content-type": "application/json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toEqual({
      field: `menuIds${".0".repeat(31)}`,
      message: "is nested too deeply (at most 32 levels)",
    });
  });

  it("refuses prototype keys, plain or escaped", async () => {
    for (const key of ["__proto__", "\\u005f_proto__", "constructor"]) {
      const response = await post("/api/roles", `{"name":"x","${key}":{"level":0}}`, {
        "content-type": "application/json",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([
        { field: key.replace("\\u005f", "_"), message: "is not an allowed field name" },
      ]);
    }
  });

  it("answers invalid JSON and an unsupported content type in the caller's language", async () => {
    const invalid = await post("/api/roles", '{"name":', { "content-type": "application/json" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      code: "VALIDATION_FAILED",
      message: "The request body is not valid JSON",
    });
    const xml = await post("/api/roles", "<role/>", { "content-type": "application/xml" });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "This content type is not accepted; send JSON",
    });
  });
});

describe("errors carry no internals", () => {
  const INTERNALS = [SECRET_PARAM, "no_such_table", "select", "stack", "42P01", ".ts:"];

  for (const where of ["handler", "prehandler", "onrequest", "onsend"]) {
    it(`answers a database error in the ${where} with the generic error and logs it`, async () => {
      logLines.length = 0;
      const response = await post(`/api/test/${where}-db-error`, "{}", {
        "content-type": "application/json",
      });
      expect(response.statusCode).toBe(500);
      for (const text of INTERNALS) expect(response.body).not.toContain(text);
      expect(response.json().code).toBe("INTERNAL");
      expect(logLines.join("")).toContain("no_such_table");
    });
  }

  it("answers the framework's own errors with our error shape", async () => {
    const notFound = await t.call("POST", "/api/nothing", { token: admin, lang: "en" });
    expect(notFound.json()).toEqual({ code: "NOT_FOUND", message: "The requested resource does not exist" });
    const tooLarge = await post("/api/roles", JSON.stringify({ name: "x".repeat(1_100_000) }), {
      "content-type": "application/json",
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe("PAYLOAD_TOO_LARGE");
    const empty = await post("/api/roles", "", { "content-type": "application/json" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      code: "VALIDATION_FAILED",
      message: "The request body is not valid JSON",
    });
  });
});

describe("caching", () => {
  it("marks every API answer no-store, errors and unauthenticated ones included", async () => {
    for (const response of [
      await t.call("GET", "/api/ping"),
      await t.call("GET", "/api/auth/info"),
      await t.call("GET", "/api/nothing"),
      await t.call("GET", "/api/auth/info", { token: admin }),
      await post("/api/roles", "{", { "content-type": "application/json" }),
    ]) {
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  it("leaves the console's hashed assets their long cache", async () => {
    const dist = mkdtempSync(join(tmpdir(), "edge-dist-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>console</title>");
    writeFileSync(join(dist, "assets", "app-1a2b3c.js"), "export {};");
    const withConsole = await createTestApp({ WEB_DIST: dist });
    try {
      const asset = await withConsole.call("GET", "/assets/app-1a2b3c.js");
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const page = await withConsole.call("GET", "/finance/recharge");
      expect(page.headers["cache-control"]).toBe("no-cache");
    } finally {
      await withConsole.close();
    }
  });
});

describe("cross-site writes", () => {
  const cookie = () => `HD-TOEKN=${admin}`;

  it("refuses a cookie-authenticated text/plain or form POST from a foreign origin with 403", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/roles",
        payload: '{"name":"csrf"}',
        headers: {
          cookie: cookie(),
          "content-type": type,
          origin: "https://evil.example",
          "accept-language": "en",
        },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: "FORBIDDEN",
        message:
          "Request refused: changes can only be made from this site's own pages (send JSON, or this site's Origin)",
      });
    }
    const bodiless = await t.app.inject({
      method: "DELETE",
      url: "/api/auth/logout",
      headers: { cookie: cookie(), referer: "https://evil.example/page" },
    });
    expect(bodiless.statusCode).toBe(403);
    expect((await t.call("GET", "/api/auth/info", { token: admin })).statusCode).toBe(200);
  });

  it("lets JSON, Bearer calls and same-origin uploads through", async () => {
    const json = await t.app.inject({
      method: "POST",
      url: "/api/customerAddress/findByDto",
      payload: "{}",
      headers: { cookie: cookie(), "content-type": "application/json", origin: "https://evil.example" },
    });
    expect(json.statusCode).toBe(200);
    const sameOrigin = await t.app.inject({
      method: "POST",
      url: "/api/reference/cities/import",
      payload: "--x--\r\n",
      headers: {
        cookie: cookie(),
        host: "ship.example.com",
        origin: "https://ship.example.com",
        "content-type": "multipart/form-data; boundary=x",
      },
    });
    expect(sameOrigin.statusCode).toBe(400);
    expect(sameOrigin.json().details[0].field).toBe("file");
    const bearer = await t.app.inject({
      method: "POST",
      url: "/api/reference/cities/import",
      payload: "--x--\r\n",
      headers: { authorization: `Bearer ${admin}`, "content-type": "multipart/form-data; boundary=x" },
    });
    expect(bearer.statusCode).toBe(400);
  });

  it("keeps the payment gateway's server-to-server notification open without Origin, cookie or not", async () => {
    for (const cookies of [{}, { cookie: cookie() }]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/finance/recharges/notify/sandbox",
        payload: "paymentId=x",
        headers: { "content-type": "text/plain", "x-gateway-signature": "bad", ...cookies },
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it("answers an anonymous bodiless write like every other anonymous call: 401", async () => {
    const response = await t.app.inject({ method: "DELETE", url: "/api/auth/logout" });
    expect(response.statusCode).toBe(401);
  });
});

describe("slow clients", () => {
  it("cuts off a body trickled slower than the request timeout", async () => {
    const slow = await createTestApp({ REQUEST_TIMEOUT_MS: "1000" });
    try {
      await slow.app.listen({ port: 0, host: "127.0.0.1" });
      const address = slow.app.server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      const answer = await new Promise<{ text: string; bytesSent: number }>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1");
        let text = "";
        let bytesSent = 0;
        let timer: NodeJS.Timeout | undefined;
        socket.on("connect", () => {
          socket.write(
            "POST /api/auth/login HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 600\r\n\r\n",
          );
          // One byte every 50 ms: the whole body would take 30 s.
          timer = setInterval(() => {
            if (bytesSent < 600 && !socket.destroyed) {
              socket.write(" ");
              bytesSent++;
            }
          }, 50);
        });
        socket.on("data", (chunk) => {
          text += String(chunk);
        });
        socket.on("error", () => undefined);
        socket.on("close", () => {
          clearInterval(timer);
          resolve({ text, bytesSent });
        });
        setTimeout(() => reject(new Error("the server kept the slow request open")), 20_000);
      });
      expect(answer.text).toMatch(/^HTTP\/1\.1 408/);
      expect(answer.bytesSent).toBeLessThan(600);
    } finally {
      await slow.close();
    }
  });
});
