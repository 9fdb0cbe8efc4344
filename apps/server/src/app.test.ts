import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "./test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.get("/api/test/explode", { config: { public: true } }, () => {
      throw new Error("secret internals: password=hunter2");
    });
    // Answers that break their schema: one with an undeclared field, one with a wrong type.
    const answer = {
      config: { public: true },
      schema: { response: { 200: z.object({ ok: z.literal(true) }) } },
    };
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get("/api/test/extra-field", answer, () => ({ ok: true as const, ...{ passwordHash: "h" } }));
    typed.get("/api/test/wrong-type", answer, () => ({ ok: "yes" }) as unknown as { ok: true });
  });
});
afterAll(async () => {
  await t.close();
});

describe("HTTP platform", () => {
  it("reports health when the database answers", async () => {
    const response = await t.call("GET", "/api/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("answers an unknown API path with the error JSON in the caller's language", async () => {
    const response = await t.call("GET", "/api/nothing-here", { lang: "en-US,en;q=0.9" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "NOT_FOUND", message: "The requested resource does not exist" });
  });

  it("hides internals of an unexpected error behind a 500 and a request id", async () => {
    const response = await t.call("GET", "/api/test/explode", { lang: "ko" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: "INTERNAL",
      message: "서버 내부 오류입니다. 잠시 후 다시 시도하세요",
    });
    expect(response.body).not.toContain("hunter2");
    expect(response.headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
  });

  it("answers only what the route's schema declares, and a 500 when the answer breaks it", async () => {
    const extra = await t.call("GET", "/api/test/extra-field");
    expect(extra.statusCode).toBe(200);
    expect(extra.body).toBe('{"ok":true}');
    const wrong = await t.call("GET", "/api/test/wrong-type", { lang: "en" });
    expect(wrong.statusCode).toBe(500);
    expect(wrong.json().code).toBe("INTERNAL");
  });

  it("sends security headers and the request id on every answer, refusals and unknown paths too", async () => {
    for (const url of ["/api/ping", "/api/auth/info", "/api/nothing-here"]) {
      const response = await t.call("GET", url);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(String(response.headers["content-security-policy"])).toContain("default-src 'self'");
      expect(String(response.headers["content-security-policy"])).toContain("object-src 'none'");
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(response.headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
    }
    const given = await t.app.inject({
      method: "GET",
      url: "/api/ping",
      headers: { "x-request-id": "trace-12345678" },
    });
    expect(given.headers["x-request-id"]).toBe("trace-12345678");
  });

  it("accepts the session from the token cookie as from the Authorization header", async () => {
    const token = await t.login("admin", "Admin2026");
    const byCookie = await t.app.inject({
      method: "GET",
      url: "/api/auth/info",
      cookies: { "HD-TOEKN": token },
    });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().user.username).toBe("admin");
    const otherCookie = await t.app.inject({
      method: "GET",
      url: "/api/auth/info",
      cookies: { other: token },
    });
    expect(otherCookie.statusCode).toBe(401);
  });

  it("documents the API as OpenAPI 3.1 with an interactive page", async () => {
    const raw = await t.call("GET", "/api/docs/json");
    const document = raw.json();
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/auth/login", "/api/auth/info", "/api/menus/build"]),
    );
    const page = await t.call("GET", "/api/docs/");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("swagger-ui");
  });

  it("refuses a body over the size limit", async () => {
    const response = await t.call("POST", "/api/auth/code/verify", {
      body: { captchaId: "x", x: 1, track: Array.from({ length: 80000 }, () => ({ x: 1, y: 1, t: 1 })) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("chooses the brand by host name, with the first as default", async () => {
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/brand",
      headers: { host: "unknown.example.com" },
    });
    expect(unknown.json()).toMatchObject({ key: "haida", isPrimary: true, themeColor: "#2c7eff" });
  });
});
