// The Hualei TMS adapter against the carrier's samples in fixtures/: for each feature the request we build, the
// call's URL and method through a stubbed transport, the parsed answer, and the errors.
import { describe, expect, it } from "vitest";
import type { ShipmentRef, ShipmentRequest } from "../../kit/carrier";
import { carrierErrorOf, fixtureFiles, fixtureHttp, fixtureResponse } from "../../kit/fixture-http";
import { hualeiTmsCarrier } from "./index";
import {
  buildAuthRequest,
  buildCreateOrderParam,
  buildCreateOrderRequest,
  buildFindRequest,
  buildLabelRequest,
  buildTrackRequest,
} from "./requests";
import {
  parseAuth,
  parseCreateOrder,
  parseFindShipment,
  parseLabel,
  parseTracking,
  readAnswer,
} from "./responses";

const fixture = fixtureFiles(import.meta.url);
const shipment = fixture.json("shipment.json") as ShipmentRequest;
const rawSettings = {
  baseUrl: "http://tms.forwarder.example:8082/",
  labelBaseUrl: "http://tms.forwarder.example:8089",
  username: "TEST",
  password: "123456",
};
const settings = hualeiTmsCarrier.parseSettings(rawSettings);
const auth = { customerId: "6581", customerUserId: "6901" };
const ref: ShipmentRef = {
  orderNo: "PP2611270001",
  carrierShipmentId: "1024353",
  trackingNumber: "LX123456789CN",
};

const { answer } = fixture;
const read = (name: string, status = 200) => readAnswer(fixtureResponse(answer(name, status)));
const formOf = (body: string | undefined) => Object.fromEntries(new URLSearchParams(body ?? ""));

describe("settings", () => {
  it("keeps the forwarder's hosts without a trailing slash and leaves the layout to the size asked", () => {
    expect(settings).toEqual({
      baseUrl: "http://tms.forwarder.example:8082",
      labelBaseUrl: "http://tms.forwarder.example:8089",
      username: "TEST",
      password: "123456",
      labelPrintType: null,
    });
  });

  it("names the field that is wrong", () => {
    expect(() => hualeiTmsCarrier.parseSettings({ ...rawSettings, labelBaseUrl: "ftp://x" })).toThrow(
      "labelBaseUrl",
    );
    expect(() => hualeiTmsCarrier.parseSettings({ ...rawSettings, labelPrintType: "lab99" })).toThrow(
      "labelPrintType",
    );
    expect(() => hualeiTmsCarrier.parseSettings({ ...rawSettings, password: "" })).toThrow("password");
  });

  it("is labelled in Chinese, English and Korean", () => {
    for (const field of hualeiTmsCarrier.settings) {
      expect(Object.values(field.label).every((label) => label !== "")).toBe(true);
    }
    expect(hualeiTmsCarrier.settings.map((field) => field.key)).toEqual([
      "baseUrl",
      "labelBaseUrl",
      "username",
      "password",
      "labelPrintType",
    ]);
  });
});

describe("auth", () => {
  it("builds the sign-in with the credentials in the form body", () => {
    const request = buildAuthRequest(settings);
    expect(request).toMatchObject({
      method: "POST",
      url: "http://tms.forwarder.example:8082/selectAuth.htm",
    });
    expect(formOf(request.body)).toEqual({ username: "TEST", password: "123456" });
  });

  it("reads the account ids from single-quoted pseudo-JSON", () => {
    expect(parseAuth(read("auth.success.txt"))).toEqual(auth);
  });

  it("refuses a failed sign-in with the TMS's message", async () => {
    const error = await carrierErrorOf(() => parseAuth(read("auth.failure.txt")));
    expect(error.kind).toBe("rejected");
    expect(error.message).toBe("用户名或密码错误");
  });

  it("signs in once per adapter and asks again after a failure", async () => {
    const stub = fixtureHttp(
      answer("auth.failure.txt"),
      answer("auth.success.txt"),
      answer("create-order.pending.json"),
      answer("create-order.pending.json"),
    );
    const adapter = hualeiTmsCarrier.create(settings, stub.http);
    expect((await carrierErrorOf(() => adapter.createShipment(shipment))).message).toBe("用户名或密码错误");
    await adapter.createShipment(shipment);
    await adapter.createShipment(shipment);
    expect(stub.requests.map((request) => request.operation)).toEqual([
      "auth",
      "auth",
      "createShipment",
      "createShipment",
    ]);
    expect(stub.unused()).toBe(0);
  });
});

describe("createShipment", () => {
  it("builds the order param the TMS expects", () => {
    expect(buildCreateOrderParam(shipment, auth)).toEqual(fixture.json("create-order.param.json"));
  });

  it("sends cash on delivery with its currency only when there is some", () => {
    const param = buildCreateOrderParam({ ...shipment, cod: "30.00", declaredCurrency: "EUR" }, auth);
    expect(param).toMatchObject({ order_codamount: "30.00", order_codcurrency: "EUR" });
    expect(buildCreateOrderParam(shipment, auth)).not.toHaveProperty("order_codamount");
  });

  it("adds the boxes' weights exactly", () => {
    const boxes = [
      { weightKg: "0.100", lengthCm: "1", widthCm: "1", heightCm: "1" },
      { weightKg: "0.200", lengthCm: "1", widthCm: "1", heightCm: "1" },
    ];
    expect(buildCreateOrderParam({ ...shipment, boxes }, auth)).toMatchObject({
      weight: "0.300",
      order_piece: "2",
    });
  });

  it("posts param=<JSON> as a form", () => {
    const request = buildCreateOrderRequest(settings, shipment, auth);
    expect(request).toMatchObject({
      method: "POST",
      url: "http://tms.forwarder.example:8082/createOrderApi.htm",
    });
    expect(JSON.parse(formOf(request.body).param ?? "")).toEqual(fixture.json("create-order.param.json"));
  });

  it("signs in, creates the order and prints its label when the number is issued at once", async () => {
    const stub = fixtureHttp(
      answer("auth.success.txt"),
      answer("create-order.success.json"),
      answer("label.pdf"),
    );
    const result = await hualeiTmsCarrier.create(settings, stub.http).createShipment(shipment);
    expect(stub.requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      "POST http://tms.forwarder.example:8082/selectAuth.htm",
      "POST http://tms.forwarder.example:8082/createOrderApi.htm",
      "GET http://tms.forwarder.example:8089/order/FastRpt/PDF_NEW.aspx?PrintType=lab10_10&order_id=1024353",
    ]);
    expect(JSON.parse(formOf(stub.requests[1]?.body).param ?? "")).toMatchObject({ customer_id: "6581" });
    expect(result).toEqual({
      carrierShipmentId: "1024353",
      trackingNumber: "LX123456789CN",
      pieceNumbers: [],
      label: { format: "pdf", bytes: fixture.bytes("label.pdf") },
    });
  });

  it("answers a pending label without asking the print host when the number comes later", async () => {
    const stub = fixtureHttp(answer("auth.success.txt"), answer("create-order.pending.json"));
    const result = await hualeiTmsCarrier.create(settings, stub.http).createShipment(shipment);
    expect(result).toEqual({
      carrierShipmentId: "1024353",
      trackingNumber: null,
      pieceNumbers: [],
      label: null,
    });
    expect(stub.unused()).toBe(0);
  });

  it("takes the provisional number of a delayed product for no number yet", () => {
    const pending = { carrierShipmentId: "1024353", trackingNumber: null, pieceNumbers: [], label: null };
    expect(parseCreateOrder(read("create-order.delayed.json"))).toEqual(pending);
    const byApiType = {
      ack: "true",
      order_id: "1024353",
      tracking_number: "HL1",
      product_tracknoapitype: "3",
    };
    expect(parseCreateOrder(byApiType)).toEqual(pending);
  });

  it("keeps the created order when its label cannot be printed yet", async () => {
    const stub = fixtureHttp(
      answer("auth.success.txt"),
      answer("create-order.success.json"),
      answer("server-error.txt", 502),
    );
    const result = await hualeiTmsCarrier.create(settings, stub.http).createShipment(shipment);
    expect(result).toMatchObject({
      carrierShipmentId: "1024353",
      trackingNumber: "LX123456789CN",
      label: null,
    });
  });

  it("parses the order id and the number issued at once", () => {
    expect(parseCreateOrder(read("create-order.success.json"))).toEqual({
      carrierShipmentId: "1024353",
      trackingNumber: "LX123456789CN",
      pieceNumbers: [],
      label: null,
    });
  });

  it("refuses with the TMS's message, URL-encoded GBK or raw GBK", async () => {
    const encoded = await carrierErrorOf(() => parseCreateOrder(read("create-order.error-gbk-encoded.txt")));
    expect([encoded.kind, encoded.message]).toEqual(["rejected", "地址错误:门牌号不能为空"]);
    const raw = await carrierErrorOf(() => parseCreateOrder(read("create-order.error-gbk-raw.txt")));
    expect([raw.kind, raw.message]).toEqual(["rejected", "地址错误"]);
  });

  it("calls a 5xx or an unreadable answer unavailable", async () => {
    const stub = fixtureHttp(answer("auth.success.txt"), answer("server-error.txt", 502));
    const failed = await carrierErrorOf(() =>
      hualeiTmsCarrier.create(settings, stub.http).createShipment(shipment),
    );
    expect([failed.kind, failed.providerCode]).toEqual(["unavailable", "502"]);
    const truncated = await carrierErrorOf(() => read("create-order.truncated.txt"));
    expect(truncated.kind).toBe("unavailable");
  });
});

describe("findShipment", () => {
  it("looks the order up by our number", () => {
    expect(buildFindRequest(settings, "PP2611270001")).toEqual({
      operation: "findShipment",
      method: "GET",
      url: "http://tms.forwarder.example:8082/getOrderTrackingNumber.htm?documentCode=PP2611270001",
    });
  });

  it("sends one GET through the transport", async () => {
    const stub = fixtureHttp(answer("find.success.json"));
    await hualeiTmsCarrier.create(settings, stub.http).findShipment("PP2611270001");
    expect(stub.requests.map(({ operation, method }) => `${operation} ${method}`)).toEqual([
      "findShipment GET",
    ]);
  });

  it("answers the TMS's order id and the number issued", () => {
    expect(parseFindShipment(read("find.success.json"), "PP2611270001")).toEqual({
      carrierShipmentId: "1024353",
      trackingNumber: "LX123456789CN",
      pieceNumbers: [],
      label: null,
    });
  });

  it("reads our own number echoed back as no number yet, and the boxes' numbers", () => {
    expect(parseFindShipment(read("find.pending.txt"), "PP2611270001")).toEqual({
      carrierShipmentId: "1024353",
      trackingNumber: null,
      pieceNumbers: [
        { boxNo: 1, number: "PP2611270001-1" },
        { boxNo: 2, number: "PP2611270001-2" },
      ],
      label: null,
    });
  });

  it("says notFound with the TMS's message when it has no such order", async () => {
    const stub = fixtureHttp(answer("find.not-found.json"));
    const error = await carrierErrorOf(() =>
      hualeiTmsCarrier.create(settings, stub.http).findShipment("PP0"),
    );
    expect([error.kind, error.message]).toEqual(["notFound", "订单不存在"]);
  });
});

describe("fetchLabel", () => {
  it("asks the print host for the layout staff chose, else the one for the size asked", () => {
    expect(buildLabelRequest(settings, "1024353", "lab10_15").url).toBe(
      "http://tms.forwarder.example:8089/order/FastRpt/PDF_NEW.aspx?PrintType=lab10_15&order_id=1024353",
    );
  });

  it("prints 4x6 as lab10_15 unless staff chose a layout", async () => {
    const stub = fixtureHttp(answer("label.pdf"), answer("label.pdf"));
    await hualeiTmsCarrier.create(settings, stub.http).fetchLabel(ref, "pdf", "4x6");
    const chosen = hualeiTmsCarrier.parseSettings({ ...rawSettings, labelPrintType: "lab10_10" });
    await hualeiTmsCarrier.create(chosen, stub.http).fetchLabel(ref, "pdf", "4x6");
    expect(stub.requests.map((request) => new URL(request.url).searchParams.get("PrintType"))).toEqual([
      "lab10_15",
      "lab10_10",
    ]);
  });

  it("answers the PDF's bytes, and null for any other page", () => {
    const page = (name: string) => fixtureResponse(answer(name));
    expect(parseLabel(page("label.pdf"))).toEqual({ format: "pdf", bytes: fixture.bytes("label.pdf") });
    expect(parseLabel(page("label.not-ready.txt"))).toBeNull();
  });

  it("waits for the tracking number before printing", async () => {
    const stub = fixtureHttp();
    const label = await hualeiTmsCarrier
      .create(settings, stub.http)
      .fetchLabel({ ...ref, trackingNumber: null }, "pdf", "100x100");
    expect([label, stub.requests.length]).toEqual([null, 0]);
  });

  it("calls a failing print host unavailable and ZPL rejected", async () => {
    const stub = fixtureHttp(answer("server-error.txt", 503));
    const adapter = hualeiTmsCarrier.create(settings, stub.http);
    expect((await carrierErrorOf(() => adapter.fetchLabel(ref, "pdf", "100x100"))).kind).toBe("unavailable");
    expect((await carrierErrorOf(() => adapter.fetchLabel(ref, "zpl", "100x100"))).kind).toBe("rejected");
  });
});

describe("fetchTracking", () => {
  it("asks selectTrack.htm by document code", () => {
    expect(buildTrackRequest(settings, "LX123456789CN")).toEqual({
      operation: "fetchTracking",
      method: "GET",
      url: "http://tms.forwarder.example:8082/selectTrack.htm?documentCode=LX123456789CN",
    });
  });

  it("asks once per number", async () => {
    const stub = fixtureHttp(answer("track.success.json"), answer("track.unknown.json"));
    const tracking = await hualeiTmsCarrier
      .create(settings, stub.http)
      .fetchTracking?.(["LX123456789CN", "LX0"]);
    expect(stub.requests.map((request) => new URL(request.url).searchParams.get("documentCode"))).toEqual([
      "LX123456789CN",
      "LX0",
    ]);
    expect(tracking?.map((one) => [one.number, one.events.length])).toEqual([
      ["LX123456789CN", 2],
      ["LX0", 0],
    ]);
  });

  it("keeps the events as the TMS sent them", () => {
    expect(parseTracking(read("track.success.json"), "LX123456789CN")).toEqual({
      number: "LX123456789CN",
      events: [
        { code: "", text: "Shipment information received", place: "", time: "2026-11-20 14:03:00" },
        { code: "", text: "Arrived at the sorting centre", place: "Shenzhen", time: "2026-11-21 08:15:00" },
      ],
    });
  });

  it("calls a failing TMS unavailable", async () => {
    const stub = fixtureHttp(answer("server-error.txt", 500));
    const error = await carrierErrorOf(() =>
      hualeiTmsCarrier.create(settings, stub.http).fetchTracking?.(["LX123456789CN"]),
    );
    expect(error.kind).toBe("unavailable");
  });
});

describe("definition", () => {
  it("is an unverified API carrier without cancel, with late labels in PDF", () => {
    expect(hualeiTmsCarrier).toMatchObject({
      serviceClass: "HualeiTms",
      interfaceType: "api",
      sandbox: false,
      unverified: true,
      capabilities: { cancel: false, tracking: true, asyncLabels: true, labelFormats: ["pdf"] },
    });
    expect(hualeiTmsCarrier.create(settings, fixtureHttp().http).cancelShipment).toBeUndefined();
  });
});
