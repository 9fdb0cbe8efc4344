// The 4PX adapter against the platform's samples in fixtures/: for each feature the body we build, the call's
// URL, method and signed query through a stubbed transport, the parsed answer, and the errors.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ShipmentRef, ShipmentRequest } from "../../kit/carrier";
import { carrierErrorOf, fixtureFiles, fixtureHttp, fixtureResponse } from "../../kit/fixture-http";
import { createFourPxAdapter } from "./adapter";
import { fourPxCarrier } from "./index";
import {
  buildCall,
  buildLabelGetBody,
  buildOrderCancelBody,
  buildOrderCreateBody,
  buildOrderGetBody,
  buildTrackingBody,
  gramsOf,
} from "./requests";
import { parseLabel, parseOrderCreate, parseOrderGet, parseTracking, readEnvelope } from "./responses";
import { FOURPX_GATEWAY } from "./settings";
import { fourPxSign } from "./sign";

const fixture = fixtureFiles(import.meta.url);
const shipment = fixture.json("shipment.json") as ShipmentRequest;
const rawSettings = {
  gatewayUrl: "https://open.4px.example/router/api/service",
  appKey: "KEY-123",
  appSecret: "SECRET-456",
};
const settings = fourPxCarrier.parseSettings(rawSettings);
const NOW = 1764201600000;
const ref: ShipmentRef = {
  orderNo: "PP2611270002",
  carrierShipmentId: "DS6100123456789",
  trackingNumber: "4PX3001234567890CN",
};

const { answer } = fixture;
const envelope = (name: string, status = 200) => readEnvelope(fixtureResponse(answer(name, status)));
const adapterOver = (...names: string[]) => {
  const stub = fixtureHttp(...names.map((name) => answer(name)));
  return { stub, adapter: createFourPxAdapter(settings, stub.http, () => NOW) };
};
const queryOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe("settings", () => {
  it("falls back to the published gateway", () => {
    expect(fourPxCarrier.parseSettings({ appKey: "k", appSecret: "s" }).gatewayUrl).toBe(FOURPX_GATEWAY);
    expect(fourPxCarrier.parseSettings({ appKey: "k", appSecret: "s", gatewayUrl: "" }).gatewayUrl).toBe(
      "https://open.4px.com/router/api/service",
    );
  });

  it("names the field that is wrong", () => {
    expect(() => fourPxCarrier.parseSettings({ ...rawSettings, appKey: " " })).toThrow("appKey");
    expect(() => fourPxCarrier.parseSettings({ ...rawSettings, gatewayUrl: "open.4px.com" })).toThrow(
      "gatewayUrl",
    );
  });

  it("is labelled in Chinese, English and Korean, the secret kept secret", () => {
    expect(fourPxCarrier.settings.map((field) => [field.key, field.kind])).toEqual([
      ["gatewayUrl", "url"],
      ["appKey", "text"],
      ["appSecret", "secret"],
    ]);
    for (const field of fourPxCarrier.settings) {
      expect(Object.values(field.label).every((label) => label !== "")).toBe(true);
    }
  });
});

describe("signing", () => {
  const body = '{"deliveryOrderNo":"4PX3001234567890CN"}';
  const input = {
    appKey: "KEY-123",
    appSecret: "SECRET-456",
    method: "tr.order.tracking.get",
    timestamp: String(NOW),
    version: "1.0.0",
    body,
  };

  it("matches the published formula worked by hand", () => {
    const byHand = `app_keyKEY-123formatjsonmethodtr.order.tracking.gettimestamp${NOW}v1.0.0${body}SECRET-456`;
    expect(fourPxSign(input)).toBe(createHash("md5").update(byHand).digest("hex"));
    // The same string through md5sum, pinned so a change of hash or encoding shows.
    expect(fourPxSign(input)).toBe("80390a9743d8cfb4374f9e034b1e0b35");
  });

  it("signs the body exactly as sent, so a changed body changes the sign", () => {
    expect(fourPxSign({ ...input, body: `${body} ` })).not.toBe(fourPxSign(input));
    expect(fourPxSign({ ...input, appSecret: "other" })).not.toBe(fourPxSign(input));
  });

  it("puts the common parameters in the query and the body as sent", () => {
    const request = buildCall(settings, "fetchTracking", buildTrackingBody("4PX3001234567890CN"), NOW);
    expect(request.url.startsWith("https://open.4px.example/router/api/service?")).toBe(true);
    expect(queryOf(request.url)).toEqual({
      method: "tr.order.tracking.get",
      app_key: "KEY-123",
      v: "1.0.0",
      timestamp: "1764201600000",
      format: "json",
      sign: "80390a9743d8cfb4374f9e034b1e0b35",
    });
    expect(request).toMatchObject({ method: "POST", operation: "fetchTracking", body });
  });
});

describe("createShipment", () => {
  it("builds the order body the platform expects", () => {
    expect(buildOrderCreateBody(shipment)).toEqual(fixture.json("order-create.body.json"));
  });

  it("turns kilograms into whole grams exactly and refuses a fraction of a gram", async () => {
    expect([gramsOf("1.005"), gramsOf("0.001"), gramsOf("12"), gramsOf("30.000")]).toEqual([
      1005, 1, 12000, 30000,
    ]);
    expect((await carrierErrorOf(() => gramsOf("0.0005"))).kind).toBe("rejected");
  });

  it("creates the order, then fetches its label, each call signed", async () => {
    const { stub, adapter } = adapterOver("order-create.success.json", "label-get.url.json");
    const result = await adapter.createShipment(shipment);
    expect(stub.requests.map(({ method, url }) => [method, queryOf(url).method])).toEqual([
      ["POST", "ds.xms.order.create"],
      ["POST", "ds.xms.label.get"],
    ]);
    for (const request of stub.requests) {
      const query = queryOf(request.url);
      expect(query.sign).toBe(
        fourPxSign({
          appKey: "KEY-123",
          appSecret: "SECRET-456",
          method: query.method ?? "",
          timestamp: String(NOW),
          version: query.v ?? "",
          body: request.body ?? "",
        }),
      );
    }
    expect(JSON.parse(stub.requests[0]?.body ?? "")).toEqual(fixture.json("order-create.body.json"));
    expect(result).toEqual({
      carrierShipmentId: "DS6100123456789",
      trackingNumber: "4PX3001234567890CN",
      pieceNumbers: [],
      label: { format: "pdf", url: "https://bss-fss.4px.com/label/2026/11/27/DS6100123456789.pdf" },
    });
  });

  it("reads data sent as a JSON string, the number and label still to come", async () => {
    expect(parseOrderCreate(envelope("order-create.data-string.json"))).toEqual({
      carrierShipmentId: "DS6100123456789",
      trackingNumber: null,
      pieceNumbers: [],
      label: null,
    });
    const { adapter } = adapterOver("order-create.data-string.json", "label-get.pending.json");
    expect((await adapter.createShipment(shipment)).label).toBeNull();
  });

  it("asks for no label when the order wants one 4PX does not make", async () => {
    const { stub, adapter } = adapterOver("order-create.success.json");
    expect((await adapter.createShipment({ ...shipment, labelFormat: "zpl" })).label).toBeNull();
    expect(stub.requests).toHaveLength(1);
  });

  it("keeps the created order when the label call fails", async () => {
    const stub = fixtureHttp(answer("order-create.success.json"), answer("server-error.txt", 503));
    const result = await createFourPxAdapter(settings, stub.http, () => NOW).createShipment(shipment);
    expect(result).toMatchObject({ carrierShipmentId: "DS6100123456789", label: null });
  });

  it("refuses with the platform's messages and first code", async () => {
    const { adapter } = adapterOver("order-create.error.json");
    const error = await carrierErrorOf(() => adapter.createShipment(shipment));
    expect([error.kind, error.message, error.providerCode]).toEqual([
      "rejected",
      "收件人邮编格式不正确; 参考号已存在",
      "DS000046",
    ]);
  });

  it("refuses a bad key or secret with the gateway's own words", async () => {
    const error = await carrierErrorOf(() => envelope("gateway.sign-error.json"));
    expect([error.kind, error.message, error.providerCode]).toEqual(["rejected", "sign is invalid", "00002"]);
  });

  it("calls a 5xx, an error page or a broken data string unavailable", async () => {
    const failed = await carrierErrorOf(() => envelope("server-error.txt", 503));
    expect([failed.kind, failed.providerCode]).toEqual(["unavailable", "503"]);
    expect((await carrierErrorOf(() => envelope("server-error.txt"))).kind).toBe("unavailable");
    const broken = fixtureResponse({ body: JSON.stringify({ result: "1", data: '{"ds_consignment_no":' }) });
    expect((await carrierErrorOf(() => readEnvelope(broken))).kind).toBe("unavailable");
  });
});

describe("findShipment", () => {
  it("asks ds.xms.order.get by our number", async () => {
    expect(buildOrderGetBody("PP2611270002")).toEqual(fixture.json("order-get.body.json"));
    const { stub, adapter } = adapterOver("order-get.success.json");
    await adapter.findShipment("PP2611270002");
    expect(queryOf(stub.requests[0]?.url ?? "").method).toBe("ds.xms.order.get");
    expect(stub.requests[0]?.operation).toBe("findShipment");
  });

  it("answers the consignment with our reference", () => {
    expect(parseOrderGet(envelope("order-get.success.json"), "PP2611270002")).toEqual({
      carrierShipmentId: "DS6100123456789",
      trackingNumber: "4PX3001234567890CN",
      pieceNumbers: [],
      label: null,
    });
  });

  it("says notFound when no consignment has our reference", async () => {
    const { adapter } = adapterOver("order-get.empty.json");
    expect((await carrierErrorOf(() => adapter.findShipment("PP2611270002"))).kind).toBe("notFound");
    expect(
      (await carrierErrorOf(() => parseOrderGet(envelope("order-get.success.json"), "PP-other"))).kind,
    ).toBe("notFound");
  });
});

describe("fetchLabel", () => {
  it("asks for the size wanted by the platform's consignment number", async () => {
    expect(buildLabelGetBody("DS6100123456789", "4x6")).toEqual(fixture.json("label-get.body.json"));
    expect(buildLabelGetBody("DS6100123456789", "100x100")).toMatchObject({ label_size: "label_100x100" });
    const { stub, adapter } = adapterOver("label-get.url.json");
    await adapter.fetchLabel(ref, "pdf", "4x6");
    expect(JSON.parse(stub.requests[0]?.body ?? "")).toEqual(fixture.json("label-get.body.json"));
  });

  it("answers an address, base64 PDF bytes, or null while the label is not made", () => {
    expect(parseLabel(envelope("label-get.url.json"))).toEqual({
      format: "pdf",
      url: "https://bss-fss.4px.com/label/2026/11/27/DS6100123456789.pdf",
    });
    const label = parseLabel(envelope("label-get.base64.json"));
    expect(label && "bytes" in label ? new TextDecoder().decode(label.bytes.subarray(0, 8)) : "").toBe(
      "%PDF-1.4",
    );
    expect(parseLabel(envelope("label-get.pending.json"))).toBeNull();
  });

  it("calls a label that is neither an address nor a PDF unavailable, and ZPL rejected", async () => {
    expect((await carrierErrorOf(() => parseLabel(envelope("label-get.garbled.json")))).kind).toBe(
      "unavailable",
    );
    const { adapter } = adapterOver();
    expect((await carrierErrorOf(() => adapter.fetchLabel(ref, "zpl", "4x6"))).kind).toBe("rejected");
  });
});

describe("cancelShipment", () => {
  it("cancels by the platform's consignment number", async () => {
    expect(buildOrderCancelBody("DS6100123456789")).toEqual(fixture.json("order-cancel.body.json"));
    const { stub, adapter } = adapterOver("order-cancel.success.json");
    await adapter.cancelShipment?.(ref);
    expect(queryOf(stub.requests[0]?.url ?? "").method).toBe("ds.xms.order.cancel");
    expect(JSON.parse(stub.requests[0]?.body ?? "")).toEqual(fixture.json("order-cancel.body.json"));
  });

  it("refuses with the platform's reason when the parcel has left", async () => {
    const { adapter } = adapterOver("order-cancel.error.json");
    const error = await carrierErrorOf(() => adapter.cancelShipment?.(ref));
    expect([error.kind, error.message, error.providerCode]).toEqual([
      "rejected",
      "委托单已出库，不能取消",
      "DS000103",
    ]);
  });
});

describe("fetchTracking", () => {
  it("asks once per number", async () => {
    expect(buildTrackingBody("4PX3001234567890CN")).toEqual(fixture.json("tracking.body.json"));
    const { stub, adapter } = adapterOver("tracking.success.json", "tracking.success.json");
    await adapter.fetchTracking?.(["4PX3001234567890CN", "4PX0"]);
    expect(stub.requests.map((request) => JSON.parse(request.body ?? "").deliveryOrderNo)).toEqual([
      "4PX3001234567890CN",
      "4PX0",
    ]);
  });

  it("keeps the events as the platform sent them", () => {
    expect(parseTracking(envelope("tracking.success.json"), "4PX3001234567890CN")).toEqual({
      number: "4PX3001234567890CN",
      events: [
        { code: "FPX_L_RPIF", text: "Parcel information received", place: "", time: "2026-11-27 10:12:00" },
        {
          code: "FPX_C_AAF",
          text: "Arrived at 4PX facility",
          place: "Shenzhen, CN",
          time: "2026-11-28 09:30:00",
        },
      ],
    });
  });

  it("calls a failing gateway unavailable", async () => {
    const stub = fixtureHttp(answer("server-error.txt", 502));
    const adapter = createFourPxAdapter(settings, stub.http, () => NOW);
    expect((await carrierErrorOf(() => adapter.fetchTracking?.(["4PX0"]))).kind).toBe("unavailable");
  });
});

describe("definition", () => {
  it("is an unverified API carrier that cancels and tracks, with PDF labels", () => {
    expect(fourPxCarrier).toMatchObject({
      serviceClass: "FourPx",
      interfaceType: "api",
      sandbox: false,
      unverified: true,
      capabilities: { cancel: true, tracking: true, labelFormats: ["pdf"] },
    });
  });

  it("signs with the clock's reading at each call", async () => {
    const stub = fixtureHttp(answer("order-get.success.json"));
    const before = Date.now();
    await fourPxCarrier.create(settings, stub.http).findShipment("PP2611270002");
    expect(Number(queryOf(stub.requests[0]?.url ?? "").timestamp)).toBeGreaterThanOrEqual(before);
  });
});
