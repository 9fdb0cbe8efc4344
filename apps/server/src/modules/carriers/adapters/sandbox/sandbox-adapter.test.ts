import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import * as mupdf from "mupdf";
import { beforeAll, describe, expect, it } from "vitest";
import { DEV_SANDBOX_CARRIER_KEY } from "../../../../platform/config";
import { openTestAppForFile, type TestApp } from "../../../../test/test-app";
import {
  type CarrierAdapter,
  CarrierError,
  type CarrierHttp,
  type CarrierHttpRequest,
  type ShipmentRequest,
} from "../../kit/carrier";
import { s10Valid } from "../../kit/s10";
import { pathForOrder } from "../../sandbox-carrier/sandbox-carrier.controls";
import { SANDBOX_CARRIER_PREFIX } from "../../sandbox-carrier/sandbox-carrier.routes";
import { sandboxCarrierShipments } from "../../sandbox-carrier/sandbox-carrier.tables";
import { testShipment } from "../../sandbox-carrier/test-shipment";
import { sandboxCarrier } from "./index";
import { errorOf } from "./sandbox-adapter";

// The adapter against the live sandbox carrier: the test app listens on a port and the adapter calls it over
// HTTP through a transport like the kit's (fetch; a network failure is `unavailable`).

let baseUrl = "";
let db: TestApp["db"];
openTestAppForFile(async (app) => {
  db = app.db;
  await app.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}${SANDBOX_CARRIER_PREFIX}`;
});

const calls: CarrierHttpRequest[] = [];
const http: CarrierHttp = async (request) => {
  calls.push(request);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers ?? {},
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    const body = new Uint8Array(await response.arrayBuffer());
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body,
      text: () => new TextDecoder().decode(body),
    };
  } catch (error) {
    throw new CarrierError("unavailable", (error as Error).message);
  }
};

const adapterWith = (settings: Record<string, string> = {}): CarrierAdapter =>
  sandboxCarrier.create(
    sandboxCarrier.parseSettings({ baseUrl, apiKey: DEV_SANDBOX_CARRIER_KEY, ...settings }),
    http,
  );

let serial = 0;
const shipment = (overrides: Partial<ShipmentRequest> = {}) =>
  testShipment({ orderNo: `PPADAPTER${Date.now()}${++serial}`, ...overrides });

/** The error a call fails with (the test fails if it succeeds). */
const failureOf = async (call: Promise<unknown>) => {
  const outcome = await call.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(CarrierError);
  return outcome as CarrierError;
};

const pdfText = (bytes: Uint8Array) =>
  mupdf.Document.openDocument(bytes, "application/pdf")
    .loadPage(0)
    .toStructuredText("preserve-whitespace")
    .asText();

let adapter: CarrierAdapter;
beforeAll(() => {
  adapter = adapterWith();
});

describe("the sandbox carrier's definition", () => {
  it("is a sandbox, verified, with pdf and zpl labels, cancel, async labels and the tracking limits", () => {
    expect(sandboxCarrier).toMatchObject({
      serviceClass: "SandboxCarrier",
      sandbox: true,
      unverified: false,
      capabilities: {
        cancel: true,
        tracking: true,
        asyncLabels: true,
        labelFormats: ["pdf", "zpl"],
        trackingCallsPerSecond: 10,
        trackingNumbersPerCall: 40,
      },
    });
    for (const field of sandboxCarrier.settings) {
      expect(Object.values(field.label).every(Boolean), field.key).toBe(true);
    }
    expect(sandboxCarrier.settings.find((f) => f.key === "apiKey")?.kind).toBe("secret");
  });

  it("fills the controls' defaults and refuses a bad setting naming its field", () => {
    expect(sandboxCarrier.parseSettings({ baseUrl: "http://h/v1/", apiKey: "k", clock: "" })).toMatchObject({
      baseUrl: "http://h/v1",
      labelMode: "sync",
      failureRate: "0",
      clock: "1",
    });
    expect(() =>
      sandboxCarrier.parseSettings({ baseUrl: "http://h", apiKey: "k", failureRate: "1.5" }),
    ).toThrow(/^failureRate:/);
    expect(() => sandboxCarrier.parseSettings({ baseUrl: "ftp://h", apiKey: "k" })).toThrow(/^baseUrl:/);
    expect(() => sandboxCarrier.parseSettings({ baseUrl: "http://h" })).toThrow(/^apiKey:/);
  });
});

describe("shipments through the adapter", () => {
  it("creates with the label inline, finds it again by order number and fetches its label as ZPL", async () => {
    const request = shipment();
    const created = await adapter.createShipment(request);
    expect(created.trackingNumber && s10Valid(created.trackingNumber)).toBe(true);
    expect(created.label).toMatchObject({ format: "pdf" });
    const bytes = created.label && "bytes" in created.label ? created.label.bytes : new Uint8Array();
    expect(pdfText(bytes)).toContain(created.trackingNumber);

    const found = await adapter.findShipment(request.orderNo);
    expect(found).toMatchObject({
      carrierShipmentId: created.carrierShipmentId,
      trackingNumber: created.trackingNumber,
    });
    const zpl = await adapter.fetchLabel(
      { orderNo: request.orderNo, carrierShipmentId: "", trackingNumber: null },
      "zpl",
      "4x6",
    );
    const text = zpl && "bytes" in zpl ? new TextDecoder().decode(zpl.bytes) : "";
    expect(text).toMatch(/^\^XA\n\^CI28\n/);
    expect(text).toContain(`^BCN,160,Y,N,N^FH_^FD${created.trackingNumber}^FS`);
  });

  it("hands over a label URL in url mode that can be fetched", async () => {
    const created = await adapterWith({ labelMode: "url" }).createShipment(shipment());
    const url = created.label && "url" in created.label ? created.label.url : "";
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
  });

  it("answers null for a pending label and number, and both once the carrier has them", async () => {
    const request = shipment();
    const async = adapterWith({ labelMode: "async", labelDelaySeconds: "120" });
    const created = await async.createShipment(request);
    expect(created).toMatchObject({ trackingNumber: null, label: null });
    const ref = {
      orderNo: request.orderNo,
      carrierShipmentId: created.carrierShipmentId,
      trackingNumber: null,
    };
    expect(await async.fetchLabel(ref, "pdf", "100x100")).toBeNull();

    await db
      .update(sandboxCarrierShipments)
      .set({ labelReadyAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxCarrierShipments.orderNo, request.orderNo));
    const found = await async.findShipment(request.orderNo);
    expect(found.trackingNumber && s10Valid(found.trackingNumber)).toBe(true);
    const label = await async.fetchLabel(ref, "pdf", "100x100");
    const bytes = label && "bytes" in label ? label.bytes : new Uint8Array();
    const page = mupdf.Document.openDocument(bytes, "application/pdf").loadPage(0).getBounds();
    // 100 x 100 mm in points.
    expect(page.map((v) => Math.round(v * 10) / 10)).toEqual([0, 0, 283.5, 283.5]);
  });

  it("cancels before pickup and is refused after it", async () => {
    const request = shipment();
    const created = await adapter.createShipment(request);
    const ref = {
      orderNo: request.orderNo,
      carrierShipmentId: created.carrierShipmentId,
      trackingNumber: null,
    };
    await adapter.cancelShipment?.(ref);
    expect((await failureOf(adapter.fetchLabel(ref, "pdf", "4x6"))).kind).toBe("rejected");

    const later = shipment();
    const shipped = await adapter.createShipment(later);
    await db
      .update(sandboxCarrierShipments)
      .set({ createdAt: new Date(Date.now() - 7 * 3_600_000) })
      .where(eq(sandboxCarrierShipments.orderNo, later.orderNo));
    const refused = await failureOf(
      adapter.cancelShipment?.({
        ...ref,
        orderNo: later.orderNo,
        carrierShipmentId: shipped.carrierShipmentId,
      }) ?? Promise.resolve(),
    );
    expect(refused).toMatchObject({ kind: "rejected", providerCode: "ALREADY_PICKED_UP" });
  });

  it("tracks in calls of at most 40 numbers, with the carrier's events as sent", async () => {
    const fast = adapterWith({ clock: "3600" });
    const request = shipment();
    const created = await fast.createShipment(request);
    await db
      .update(sandboxCarrierShipments)
      .set({ createdAt: new Date(Date.now() - 200_000) })
      .where(eq(sandboxCarrierShipments.orderNo, request.orderNo));
    const numbers = [
      created.trackingNumber ?? "",
      ...Array.from({ length: 44 }, (_, i) => `SB${String(i).padStart(9, "0")}CN`),
    ];
    const before = calls.length;
    const tracking = await fast.fetchTracking?.(numbers);
    const trackingCalls = calls.slice(before).filter((c) => c.operation === "fetchTracking");
    expect(trackingCalls.map((c) => (JSON.parse(c.body ?? "{}").numbers as string[]).length)).toEqual([
      40, 5,
    ]);
    expect(tracking).toHaveLength(45);
    const events = tracking?.[0]?.events ?? [];
    expect(events[0]).toMatchObject({
      code: "OR10",
      time: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect(events.length).toBeGreaterThan(1);
    expect(tracking?.[1]?.events).toEqual([]);
  });

  it("plays the tracking path the settings name, whatever the order number would pick", async () => {
    // Two order numbers the sandbox would send along the normal path.
    const [returnedNo, normalNo] = Array.from({ length: 100 }, (_, i) => `PPPATH${Date.now()}${i}`).filter(
      (orderNo) => pathForOrder(orderNo) === "normal",
    );
    const codesOf = async (adapter: CarrierAdapter, orderNo: string) => {
      const created = await adapter.createShipment(shipment({ orderNo }));
      // Ten real seconds at a million simulated seconds each: every event of any path has happened.
      await db
        .update(sandboxCarrierShipments)
        .set({ createdAt: new Date(Date.now() - 10_000) })
        .where(eq(sandboxCarrierShipments.orderNo, orderNo));
      const [tracked] = (await adapter.fetchTracking?.([created.trackingNumber ?? ""])) ?? [];
      return tracked?.events.map((event) => event.code) ?? [];
    };

    const returned = await codesOf(adapterWith({ clock: "1000000", path: "returned" }), returnedNo ?? "");
    expect(returned.slice(-3)).toEqual(["LM75", "LM90", "LM93"]);
    const byOrder = await codesOf(adapterWith({ clock: "1000000" }), normalNo ?? "");
    expect(byOrder.at(-1)).toBe("LM40");
    expect(() => sandboxCarrier.parseSettings({ baseUrl, apiKey: "k", path: "teleported" })).toThrow(
      /^path:/,
    );
  });
});

describe("errors as the kit names them", () => {
  it("maps refusals to rejected with the carrier's code and message", async () => {
    const request = shipment();
    await adapter.createShipment(request);
    expect(await failureOf(adapter.createShipment(request))).toMatchObject({
      kind: "rejected",
      providerCode: "DUPLICATE_REFERENCE",
      message: expect.stringContaining("SBX"),
    });
    const base = testShipment();
    expect(
      await failureOf(
        adapter.createShipment(shipment({ receiver: { ...base.receiver, postcode: "00000" } })),
      ),
    ).toMatchObject({
      kind: "rejected",
      providerCode: "INVALID_POSTCODE",
      message: expect.stringContaining("00000"),
    });
    expect(await failureOf(adapter.createShipment(shipment({ serviceCode: "SB-NONE" })))).toMatchObject({
      kind: "rejected",
      providerCode: "UNKNOWN_SERVICE",
    });
    expect(await failureOf(adapterWith({ apiKey: "wrong-key" }).findShipment("x"))).toMatchObject({
      kind: "rejected",
      providerCode: "UNAUTHORIZED",
    });
  });

  it("maps 503 and network failures to unavailable, an unknown order to notFound", async () => {
    expect(await failureOf(adapterWith({ failureRate: "1" }).createShipment(shipment()))).toMatchObject({
      kind: "unavailable",
      providerCode: "TEMPORARILY_UNAVAILABLE",
    });
    const closed = sandboxCarrier.create(
      sandboxCarrier.parseSettings({ baseUrl: "http://127.0.0.1:1/sandbox-carrier/v1", apiKey: "k" }),
      http,
    );
    expect((await failureOf(closed.findShipment("x"))).kind).toBe("unavailable");
    expect(await failureOf(adapter.findShipment("PP-NEVER-SHIPPED"))).toMatchObject({
      kind: "notFound",
      providerCode: "SHIPMENT_NOT_FOUND",
    });
  });

  it("maps the carrier's rate limit to unavailable (later helps), too many numbers and 4xx to rejected", () => {
    const answer = (status: number, text: string) => ({
      status,
      headers: {},
      body: new TextEncoder().encode(text),
      text: () => text,
    });
    const refusal = (code: string) => JSON.stringify({ code, message: `${code} said the carrier` });
    expect(errorOf(answer(429, refusal("RATE_LIMITED")))).toMatchObject({
      kind: "unavailable",
      providerCode: "RATE_LIMITED",
      message: "RATE_LIMITED said the carrier",
    });
    expect(errorOf(answer(429, refusal("TOO_MANY_NUMBERS"))).kind).toBe("rejected");
    expect(errorOf(answer(410, refusal("LABEL_URL_EXPIRED"))).kind).toBe("rejected");
    expect(errorOf(answer(502, "<html>Bad gateway</html>"))).toMatchObject({
      kind: "unavailable",
      providerCode: "",
      message: "The sandbox carrier answered HTTP 502",
    });
  });
});
