import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import * as mupdf from "mupdf";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEV_SANDBOX_CARRIER_KEY, loadConfig } from "../../../platform/config";
import { createTestApp, openTestAppForFile, type TestApp } from "../../../test/test-app";
import type { ShipmentRequest } from "../kit/carrier";
import { s10Valid } from "../kit/s10";
import { pathForOrder, TRACKING_PATHS } from "./sandbox-carrier.controls";
import { SANDBOX_CARRIER_PREFIX } from "./sandbox-carrier.routes";
import { sandboxCarrierShipments } from "./sandbox-carrier.tables";
import { testShipment } from "./test-shipment";
import { PATH_STEPS } from "./tracking-paths";

let t: TestApp;
openTestAppForFile((app) => {
  t = app;
});
afterEach(() => {
  vi.useRealTimers();
});

type Call = { body?: unknown; headers?: Record<string, string>; key?: string | null };
const api = (method: "GET" | "POST", path: string, { body, headers = {}, key }: Call = {}) =>
  t.app.inject({
    method,
    url: path.startsWith("/") ? path : `${SANDBOX_CARRIER_PREFIX}/${path}`,
    headers: {
      ...(key === null ? {} : { authorization: `Bearer ${key ?? DEV_SANDBOX_CARRIER_KEY}` }),
      ...headers,
    },
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });

let serial = 0;
const orderNo = () => `PPTEST${Date.now()}${++serial}`;
const create = (shipment: Partial<ShipmentRequest> = {}, headers: Record<string, string> = {}) =>
  api("POST", "shipments", { body: testShipment({ orderNo: orderNo(), ...shipment }), headers });

/** Moves a shipment's creation (and label time) back, as if that much real time had passed. */
const age = async (
  shipmentId: string,
  seconds: number,
  column: "createdAt" | "labelReadyAt" = "createdAt",
) => {
  const id = Number(shipmentId.slice(3));
  const [row] = await t.db.select().from(sandboxCarrierShipments).where(eq(sandboxCarrierShipments.id, id));
  await t.db
    .update(sandboxCarrierShipments)
    .set({ [column]: new Date((row?.[column] ?? new Date()).getTime() - seconds * 1000) })
    .where(eq(sandboxCarrierShipments.id, id));
};

const pdfText = (bytes: Uint8Array) =>
  mupdf.Document.openDocument(bytes, "application/pdf")
    .loadPage(0)
    .toStructuredText("preserve-whitespace")
    .asText();

const track = async (numbers: string[]) => {
  const response = await api("POST", "tracking", { body: { numbers } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results as { number: string; found: boolean; events: Record<string, string>[] }[];
};
const codesOf = async (number: string) => ((await track([number]))[0]?.events ?? []).map((e) => e.code);

const expectRefusal = (response: LightMyRequestResponse, status: number, code: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ code, message: expect.any(String) });
};

describe("the sandbox carrier's key", () => {
  it("answers 401 without the right bearer key, before reading anything", async () => {
    expectRefusal(await api("POST", "shipments", { key: null, body: testShipment() }), 401, "UNAUTHORIZED");
    const wrong = await api("GET", "shipments?orderNo=x", { key: "not-the-sandbox-carrier-key" });
    expectRefusal(wrong, 401, "UNAUTHORIZED");
    expect(wrong.headers["www-authenticate"]).toMatch(/^Bearer/);
    expectRefusal(await api("GET", "shipments?orderNo=x"), 404, "SHIPMENT_NOT_FOUND");
  });
});

describe("creating a shipment", () => {
  it("answers the label itself in sync mode, under an S10 tracking number", async () => {
    const response = await create();
    expect(response.statusCode, response.body).toBe(201);
    const shipment = response.json();
    expect(shipment).toMatchObject({
      sandbox: true,
      status: "created",
      label: { format: "pdf", size: "4x6" },
    });
    expect(shipment.trackingNumber).toMatch(/^SB\d{9}CN$/);
    expect(s10Valid(shipment.trackingNumber)).toBe(true);
    const pdf = Buffer.from(shipment.label.data, "base64");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdfText(pdf)).toContain(shipment.trackingNumber);
  });

  it("answers a label URL in url mode, which works without the key for 10 minutes, then 410", async () => {
    const created = (await create({ labelFormat: "zpl" }, { "x-sandbox-label-mode": "url" })).json();
    expect(created.label).toMatchObject({ format: "zpl", url: expect.stringContaining("/labels/") });
    const path = new URL(created.label.url).pathname + new URL(created.label.url).search;
    const label = await api("GET", path, { key: null });
    expect(label.statusCode, label.body).toBe(200);
    expect(label.body).toMatch(/^\^XA/);
    expect(label.body).toContain(`^FD${created.trackingNumber}^FS`);

    expectRefusal(
      await api("GET", path.replace(/token=\d+\./, "token=1999999999999."), { key: null }),
      403,
      "INVALID_TOKEN",
    );
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 11 * 60 * 1000 });
    expectRefusal(await api("GET", path, { key: null }), 410, "LABEL_URL_EXPIRED");
  });

  it("withholds label and number in async mode until the label is ready", async () => {
    const created = await create({}, { "x-sandbox-label-mode": "async", "x-sandbox-label-delay-s": "60" });
    expect(created.json()).toMatchObject({ status: "labelPending", trackingNumber: null, label: null });
    const { shipmentId } = created.json();
    expectRefusal(await api("GET", `shipments/${shipmentId}/label`), 404, "LABEL_PENDING");
    expect((await api("GET", `shipments/${shipmentId}`)).json()).toMatchObject({ trackingNumber: null });

    await age(shipmentId, 61, "labelReadyAt");
    const ready = (await api("GET", `shipments/${shipmentId}`)).json();
    expect(ready).toMatchObject({ status: "created", label: { format: "pdf" } });
    expect(s10Valid(ready.trackingNumber)).toBe(true);
    const label = await api("GET", `shipments/${shipmentId}/label?format=zpl&size=100x100`);
    expect(label.statusCode).toBe(200);
    expect(label.body).toContain("^PW800\n^LL800");
  });

  it("refuses an order number the key already used, naming the existing shipment", async () => {
    const body = testShipment({ orderNo: orderNo() });
    const first = (await api("POST", "shipments", { body })).json();
    const again = await api("POST", "shipments", { body });
    expectRefusal(again, 409, "DUPLICATE_REFERENCE");
    expect(again.json().shipmentId).toBe(first.shipmentId);
    expect(again.json().message).toContain(first.shipmentId);
    const found = await api("GET", `shipments?orderNo=${body.orderNo}`);
    expect(found.json()).toMatchObject({
      shipmentId: first.shipmentId,
      trackingNumber: first.trackingNumber,
    });
  });

  it("refuses a receiver postcode 00000, an unknown service and a broken body with { code, message }", async () => {
    const base = testShipment();
    expectRefusal(
      await create({ receiver: { ...base.receiver, postcode: "00000" } }),
      400,
      "INVALID_POSTCODE",
    );
    expectRefusal(await create({ serviceCode: "DHL-EXP" }), 400, "UNKNOWN_SERVICE");
    const broken = await create({ boxes: [] });
    expectRefusal(broken, 400, "INVALID_REQUEST");
    expect(broken.json().message).toMatch(/^boxes/);
    expectRefusal(await create({}, { "x-sandbox-label-mode": "fax" }), 400, "INVALID_HEADER");
    const notJson = await api("POST", "shipments", {
      body: "{ not json",
      headers: { "content-type": "application/json" },
    });
    expectRefusal(notJson, 400, "INVALID_REQUEST");
    expectRefusal(await api("GET", "shipments/SBX%00/label"), 400, "INVALID_REQUEST");
  });

  it("answers 503 TEMPORARILY_UNAVAILABLE to the share of calls the failure rate asks", async () => {
    expectRefusal(await create({}, { "x-sandbox-failure-rate": "1" }), 503, "TEMPORARILY_UNAVAILABLE");
    expect((await create({}, { "x-sandbox-failure-rate": "0" })).statusCode).toBe(201);
  });
});

describe("the test controls", () => {
  it("refuses a control header out of its range, naming it", async () => {
    const bad = {
      "x-sandbox-latency-ms": "-1",
      "x-sandbox-failure-rate": "1.5",
      "x-sandbox-label-delay-s": "soon",
      "x-sandbox-clock": "0",
      "x-sandbox-path": "teleported",
    };
    for (const [header, value] of Object.entries(bad)) {
      const response = await create({}, { [header]: value });
      expectRefusal(response, 400, "INVALID_HEADER");
      expect(response.json().message).toContain(header);
    }
  });
});

describe("cancelling", () => {
  it("cancels until the parcel is picked up; the label is then refused", async () => {
    const { shipmentId } = (await create()).json();
    const cancelled = await api("POST", `shipments/${shipmentId}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: "cancelled", label: null });
    expect((await api("POST", `shipments/${shipmentId}/cancel`)).json()).toMatchObject({
      status: "cancelled",
    });
    expectRefusal(await api("GET", `shipments/${shipmentId}/label`), 409, "SHIPMENT_CANCELLED");
    expectRefusal(await api("POST", "shipments/SBX999999999/cancel"), 404, "SHIPMENT_NOT_FOUND");
  });

  it("refuses once the parcel is picked up (6 simulated hours)", async () => {
    const { shipmentId } = (await create()).json();
    await age(shipmentId, 7 * 3600);
    expectRefusal(await api("POST", `shipments/${shipmentId}/cancel`), 409, "ALREADY_PICKED_UP");
    expect((await api("GET", `shipments/${shipmentId}`)).json()).toMatchObject({ status: "pickedUp" });
  });
});

/** "YYYY-MM-DD HH:mm:ss" of an instant at a fixed offset from UTC. */
const wallTime = (instant: number, offsetHours: number) =>
  new Date(instant + offsetHours * 3_600_000).toISOString().slice(0, 19).replace("T", " ");

describe("tracking", () => {
  it("unfolds the path's events as simulated time passes, scaled by the clock", async () => {
    const created = await create({}, { "x-sandbox-clock": "3600", "x-sandbox-path": "normal" });
    const { shipmentId, trackingNumber } = created.json();
    const [row] = await t.db
      .select()
      .from(sandboxCarrierShipments)
      .where(eq(sandboxCarrierShipments.trackingNumber, trackingNumber));
    expect(await codesOf(trackingNumber)).toEqual(["OR10"]);

    // 15 real seconds at 3600x are 15 hours: picked up and sorted, not yet declared (20 h).
    await age(shipmentId, 15);
    expect(await codesOf(trackingNumber)).toEqual(["OR10", "PU10", "SC10"]);

    await age(shipmentId, 120 - 15);
    const [result] = await track([trackingNumber]);
    expect(result?.events.map((e) => e.code)).toEqual(PATH_STEPS.normal.map((s) => s.code));
    expect(result?.events.at(-1)).toMatchObject({ code: "LM40", text: "Delivered", place: "Seoul, KR" });
    // Origin events in China time (UTC+8), the delivery in Seoul's (UTC+9), both without an offset; at 3600x an
    // hour of the journey is a real second after creation.
    const createdAt = (row?.createdAt.getTime() ?? 0) - 120_000;
    expect(result?.events[0]).toMatchObject({ place: "Shenzhen, CN", time: wallTime(createdAt, 8) });
    expect(result?.events.at(-1)?.time).toBe(wallTime(createdAt + 116_000, 9));
  });

  it("follows each named path to its end", async () => {
    const endings: Record<string, string[]> = {
      customsHold: ["IC50", "IC70", "IC60", "LM10", "LM25", "LM40"],
      failedAttempt: ["LM25", "LM50", "LM25", "LM40"],
      returned: ["LM50", "LM25", "LM75", "LM90", "LM93"],
      lost: ["LH10", "LH20", "LM85"],
    };
    for (const [path, ending] of Object.entries(endings)) {
      const { shipmentId, trackingNumber } = (
        await create({}, { "x-sandbox-clock": "3600", "x-sandbox-path": path })
      ).json();
      await age(shipmentId, 1000);
      const codes = await codesOf(trackingNumber);
      expect(codes.slice(-ending.length), path).toEqual(ending);
      expect(codes[0]).toBe("OR10");
    }
  });

  it("picks the path from the order number when not asked: the same for one number, mostly normal", () => {
    const picks = Array.from({ length: 1000 }, (_, i) =>
      pathForOrder(`PP20261127${String(i).padStart(8, "0")}`),
    );
    expect(pathForOrder("PP2026112700000042")).toBe(pathForOrder("PP2026112700000042"));
    expect(picks.filter((p) => p === "normal").length).toBeGreaterThan(600);
    expect(new Set(picks)).toEqual(new Set(TRACKING_PATHS));
  });

  it("answers unknown, other keys' and not yet issued numbers as not found", async () => {
    const pending = (await create({}, { "x-sandbox-label-mode": "async" })).json();
    const [row] = await t.db
      .select()
      .from(sandboxCarrierShipments)
      .where(eq(sandboxCarrierShipments.id, Number(pending.shipmentId.slice(3))));
    const results = await track(["SB000000000CN", row?.trackingNumber ?? ""]);
    expect(results.map((r) => r.found)).toEqual([false, false]);
  });

  it("refuses more than 40 numbers a call and more than 10 calls a second with 429 and Retry-After", async () => {
    const many = Array.from({ length: 41 }, (_, i) => `SB${String(i).padStart(9, "0")}CN`);
    const tooMany = await api("POST", "tracking", { body: { numbers: many } });
    expectRefusal(tooMany, 429, "TOO_MANY_NUMBERS");
    expect(tooMany.headers["retry-after"]).toBe("1");

    const burst = await Promise.all(
      Array.from({ length: 12 }, () => api("POST", "tracking", { body: { numbers: ["SB000000000CN"] } })),
    );
    const limited = burst.filter((r) => r.statusCode === 429);
    expect(burst.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(10);
    expect(limited.length).toBeGreaterThanOrEqual(2);
    expect(limited[0]?.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(limited[0]?.headers["retry-after"]).toBe("1");
  });
});

describe("where the sandbox carrier runs", () => {
  const PRODUCTION = {
    NODE_ENV: "production",
    APP_SECRET: "a-production-app-secret-of-at-least-32-characters",
    PAYMENT_GATEWAY_SECRET: "a-production-gateway-secret",
    CARRIER_CREDENTIALS_KEY: "a-production-key-for-carrier-credentials",
    WEBHOOK_SECRETS_KEY: "a-production-key-for-webhook-signing-secrets",
  };

  it("is on outside production, off in production unless SANDBOX_CARRIER=true with a key of its own", () => {
    expect(loadConfig({}).SANDBOX_CARRIER).toBe(true);
    expect(loadConfig(PRODUCTION).SANDBOX_CARRIER).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION, SANDBOX_CARRIER: "true" })).toThrow(/SANDBOX_CARRIER_KEY/);
    expect(() =>
      loadConfig({ ...PRODUCTION, SANDBOX_CARRIER: "true", SANDBOX_CARRIER_KEY: DEV_SANDBOX_CARRIER_KEY }),
    ).toThrow(/SANDBOX_CARRIER_KEY/);
    const on = loadConfig({
      ...PRODUCTION,
      SANDBOX_CARRIER: "true",
      SANDBOX_CARRIER_KEY: "a-staging-carrier-key",
    });
    expect(on.SANDBOX_CARRIER).toBe(true);
  });

  it("mounts no route when off, and accepts only its configured key when on", async () => {
    const off = await createTestApp({ SANDBOX_CARRIER: "false" });
    const own = await createTestApp({ SANDBOX_CARRIER_KEY: "a-key-of-this-installation" });
    try {
      const unmounted = await off.app.inject({
        method: "GET",
        url: `${SANDBOX_CARRIER_PREFIX}/shipments?orderNo=x`,
        headers: { authorization: `Bearer ${DEV_SANDBOX_CARRIER_KEY}` },
      });
      expect(unmounted.statusCode).toBe(404);
      expect(unmounted.json().code).toBe("NOT_FOUND");
      const ask = (key: string) =>
        own.app.inject({
          method: "GET",
          url: `${SANDBOX_CARRIER_PREFIX}/shipments?orderNo=x`,
          headers: { authorization: `Bearer ${key}` },
        });
      expect((await ask(DEV_SANDBOX_CARRIER_KEY)).statusCode).toBe(401);
      expect((await ask("a-key-of-this-installation")).json().code).toBe("SHIPMENT_NOT_FOUND");
    } finally {
      await off.close();
      await own.close();
    }
  });
});
