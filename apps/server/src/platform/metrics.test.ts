import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";

const TOKEN = "metrics-token-for-tests-0123456789";

describe("/metrics", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers only with the operators' token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN.replace(/.$/, "x")}` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it("counts requests by route pattern and status, with process and database figures", async () => {
    await t.call("GET", "/api/ping");
    await t.call("GET", "/api/brand/logo/haida.svg");
    await t.call("GET", "/api/brand/logo/nosuchbrand.svg");
    await t.call("GET", "/api/no-such-route-12345");
    const response = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/ping",status="200"\} 1/,
    );
    expect(text).toMatch(/route="\/api\/brand\/logo\/:file",status="200"\} 1/);
    expect(text).toMatch(/route="\/api\/brand\/logo\/:file",status="404"\} 1/);
    expect(text).toMatch(/route="\(unmatched\)",status="404"\} 1/);
    expect(text).not.toMatch(/nosuchbrand|no-such-route/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
    expect(text).toMatch(/nodejs_heap_size_used_bytes \d+/);
    if (t.database.kind === "postgres") expect(text).toMatch(/db_pool_connections\{state="max"\} 5/);
  });
});

describe("/metrics without METRICS_TOKEN", () => {
  it("is not mounted", async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
