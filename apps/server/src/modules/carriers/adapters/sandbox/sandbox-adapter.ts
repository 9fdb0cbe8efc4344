import { z } from "zod";
import {
  type CarrierAdapter,
  CarrierError,
  type CarrierHttp,
  type CarrierHttpResponse,
  type CarrierLabel,
  type CarrierOperation,
  type CarrierTracking,
  LABEL_FORMATS,
  type LabelFormat,
  type LabelSize,
  type ShipmentRef,
  type ShipmentResult,
} from "../../kit/carrier";
import type { SandboxSettings } from "./sandbox-settings";

// Our adapter for the sandbox carrier (modules/carriers/sandbox-carrier): it speaks that service's HTTP API like
// any carrier's, and sends the account's test controls as the sandbox's request headers.

/** The sandbox's limit of numbers per tracking call: a longer list is asked in several calls. */
export const NUMBERS_PER_CALL = 40;

/** The sandbox's answer for a shipment (`GET /shipments/:id`, `POST /shipments`). */
const shipmentSchema = z.object({
  shipmentId: z.string(),
  trackingNumber: z.string().nullable(),
  label: z
    .union([
      z.object({ format: z.enum(LABEL_FORMATS), data: z.string() }),
      z.object({ format: z.enum(LABEL_FORMATS), url: z.string() }),
    ])
    .nullable(),
});
const trackingSchema = z.object({
  results: z.array(
    z.object({
      number: z.string(),
      events: z.array(z.object({ code: z.string(), text: z.string(), place: z.string(), time: z.string() })),
    }),
  ),
});
const refusalSchema = z.object({ code: z.string(), message: z.string() });

const refusalOf = (response: CarrierHttpResponse) => {
  try {
    const parsed = refusalSchema.safeParse(JSON.parse(response.text()));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/** A non-2xx answer as the kit's error: 404 not found, 429 and 5xx retry later, any other 4xx refused. */
export const errorOf = (response: CarrierHttpResponse): CarrierError => {
  const refusal = refusalOf(response);
  const message = refusal?.message ?? `The sandbox carrier answered HTTP ${response.status}`;
  const code = refusal?.code ?? "";
  if (response.status === 404) return new CarrierError("notFound", message, code);
  if (response.status === 429 && code !== "TOO_MANY_NUMBERS")
    return new CarrierError("unavailable", message, code);
  if (response.status >= 400 && response.status < 500) return new CarrierError("rejected", message, code);
  return new CarrierError("unavailable", message, code);
};

/** A 2xx JSON answer read with its schema; anything else is the provider's fault. */
const answerOf = <T>(response: CarrierHttpResponse, schema: z.ZodType<T>): T => {
  if (response.status < 200 || response.status >= 300) throw errorOf(response);
  try {
    const parsed = schema.safeParse(JSON.parse(response.text()));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: answered below like a wrong shape.
  }
  throw new CarrierError("unavailable", "The sandbox carrier's answer could not be read");
};

const resultOf = (shipment: z.infer<typeof shipmentSchema>): ShipmentResult => {
  const { label } = shipment;
  let carrierLabel: CarrierLabel | null = null;
  if (label && "data" in label)
    carrierLabel = { format: label.format, bytes: new Uint8Array(Buffer.from(label.data, "base64")) };
  else if (label) carrierLabel = { format: label.format, url: label.url };
  return {
    carrierShipmentId: shipment.shipmentId,
    trackingNumber: shipment.trackingNumber,
    pieceNumbers: [],
    label: carrierLabel,
  };
};

export const createSandboxAdapter = (settings: SandboxSettings, http: CarrierHttp): CarrierAdapter => {
  const headers = {
    accept: "application/json",
    authorization: `Bearer ${settings.apiKey}`,
    "x-sandbox-latency-ms": settings.latencyMs,
    "x-sandbox-failure-rate": settings.failureRate,
    "x-sandbox-label-mode": settings.labelMode,
    "x-sandbox-label-delay-s": settings.labelDelaySeconds,
    "x-sandbox-clock": settings.clock,
    ...(settings.path ? { "x-sandbox-path": settings.path } : {}),
  };
  const call = (operation: CarrierOperation, method: "GET" | "POST", path: string, body?: unknown) =>
    http({
      operation,
      method,
      url: `${settings.baseUrl}${path}`,
      headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const findShipment = async (orderNo: string) =>
    resultOf(
      answerOf(
        await call("findShipment", "GET", `/shipments?${new URLSearchParams({ orderNo })}`),
        shipmentSchema,
      ),
    );

  /** The sandbox's id of the shipment; asked by order number when the reference lacks it. */
  const idOf = async (ref: ShipmentRef) =>
    encodeURIComponent(ref.carrierShipmentId || (await findShipment(ref.orderNo)).carrierShipmentId);

  return {
    createShipment: async (request) =>
      resultOf(answerOf(await call("createShipment", "POST", "/shipments", request), shipmentSchema)),
    findShipment,
    fetchLabel: async (ref: ShipmentRef, format: LabelFormat, size: LabelSize) => {
      const query = new URLSearchParams({ format, size });
      const response = await call("fetchLabel", "GET", `/shipments/${await idOf(ref)}/label?${query}`);
      if (response.status === 404 && refusalOf(response)?.code === "LABEL_PENDING") return null;
      if (response.status !== 200) throw errorOf(response);
      return { format, bytes: response.body };
    },
    cancelShipment: async (ref: ShipmentRef) => {
      answerOf(await call("cancelShipment", "POST", `/shipments/${await idOf(ref)}/cancel`), shipmentSchema);
    },
    fetchTracking: async (numbers: string[]) => {
      const results: CarrierTracking[] = [];
      for (let start = 0; start < numbers.length; start += NUMBERS_PER_CALL) {
        const chunk = numbers.slice(start, start + NUMBERS_PER_CALL);
        const answer = answerOf(
          await call("fetchTracking", "POST", "/tracking", { numbers: chunk }),
          trackingSchema,
        );
        results.push(...answer.results.map(({ number, events }) => ({ number, events })));
      }
      return results;
    },
  };
};
