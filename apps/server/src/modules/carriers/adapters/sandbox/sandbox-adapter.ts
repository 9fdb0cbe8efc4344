import { z } from "zod";
import {
  type CarrierAdapter,
  type CarrierDefinition,
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

// Our adapter for the sandbox carrier (modules/carriers/sandbox-carrier): it speaks that service's HTTP API like
// any carrier's, and sends the account's test controls as the sandbox's request headers.

const LABEL_MODES = ["sync", "url", "async"] as const;
const NUMBERS_PER_CALL = 40;

const settingsSchema = z.object({
  baseUrl: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, "")),
  apiKey: z.string().min(1),
  latencyMs: z
    .string()
    .regex(/^\d{1,5}$/)
    .default("0"),
  failureRate: z
    .string()
    .regex(/^(0(\.\d{1,6})?|1(\.0{1,6})?)$/)
    .default("0"),
  labelMode: z.enum(LABEL_MODES).default("sync"),
  labelDelaySeconds: z
    .string()
    .regex(/^\d{1,5}$/)
    .default("30"),
  clock: z
    .string()
    .regex(/^[1-9]\d{0,6}$/)
    .default("1"),
});
export type SandboxSettings = z.infer<typeof settingsSchema>;

const parseSettings = (raw: Record<string, string>): SandboxSettings => {
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ""));
  const parsed = settingsSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`${String(issue?.path[0] ?? "settings")}: ${issue?.message ?? "invalid"}`);
};

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

export const resultOf = (shipment: z.infer<typeof shipmentSchema>): ShipmentResult => {
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

const localized = (zh: string, en: string, ko: string) => ({ zh, en, ko });

export const sandboxCarrier: CarrierDefinition<SandboxSettings> = {
  serviceClass: "SandboxCarrier",
  interfaceType: "api",
  names: localized("沙箱承运商", "Sandbox carrier", "샌드박스 운송사"),
  sandbox: true,
  unverified: false,
  settings: [
    {
      key: "baseUrl",
      kind: "url",
      label: localized("接口地址", "API base URL", "API 기본 URL"),
      help: localized(
        "本服务器上的沙箱承运商，例如 http://127.0.0.1:8080/sandbox-carrier/v1",
        "The sandbox carrier on this server, e.g. http://127.0.0.1:8080/sandbox-carrier/v1",
        "이 서버의 샌드박스 운송사, 예: http://127.0.0.1:8080/sandbox-carrier/v1",
      ),
      required: true,
      default: "http://127.0.0.1:8080/sandbox-carrier/v1",
    },
    {
      key: "apiKey",
      kind: "secret",
      label: localized("API 密钥", "API key", "API 키"),
      help: localized(
        "服务器的 SANDBOX_CARRIER_KEY",
        "The server's SANDBOX_CARRIER_KEY",
        "서버의 SANDBOX_CARRIER_KEY",
      ),
      required: true,
    },
    {
      key: "latencyMs",
      kind: "number",
      label: localized("响应延迟（毫秒）", "Latency (ms)", "응답 지연(밀리초)"),
      required: false,
      default: "0",
    },
    {
      key: "failureRate",
      kind: "number",
      label: localized("失败率（0–1）", "Failure rate (0–1)", "실패율(0–1)"),
      help: localized(
        "按此比例的调用返回 503",
        "This share of calls answers 503",
        "이 비율의 호출이 503으로 응답합니다",
      ),
      required: false,
      default: "0",
    },
    {
      key: "labelMode",
      kind: "select",
      label: localized("面单返回方式", "Label mode", "라벨 반환 방식"),
      required: false,
      default: "sync",
      options: [
        { value: "sync", label: localized("随下单返回", "With the shipment", "배송 생성 시 반환") },
        {
          value: "url",
          label: localized("返回链接（10 分钟有效）", "As a URL (valid 10 minutes)", "URL로 반환(10분 유효)"),
        },
        { value: "async", label: localized("稍后生成", "Later (asynchronous)", "나중에 생성(비동기)") },
      ],
    },
    {
      key: "labelDelaySeconds",
      kind: "number",
      label: localized("异步面单延迟（秒）", "Async label delay (s)", "비동기 라벨 지연(초)"),
      help: localized(
        "异步方式下，运单号和面单在多少秒后生成",
        "In async mode, seconds until the tracking number and label exist",
        "비동기 방식에서 운송장 번호와 라벨이 생성되기까지의 초",
      ),
      required: false,
      default: "30",
    },
    {
      key: "clock",
      kind: "number",
      label: localized("轨迹时钟倍速", "Tracking clock speed", "추적 시계 배속"),
      help: localized(
        "每真实一秒经过的模拟秒数，例如 3600 表示一秒一小时",
        "Simulated seconds per real second, e.g. 3600: an hour per second",
        "실제 1초당 모의 초, 예: 3600은 1초에 1시간",
      ),
      required: false,
      default: "1",
    },
  ],
  parseSettings,
  capabilities: {
    cancel: true,
    tracking: true,
    asyncLabels: true,
    labelFormats: ["pdf", "zpl"],
    trackingCallsPerSecond: 10,
    trackingNumbersPerCall: NUMBERS_PER_CALL,
  },
  create: createSandboxAdapter,
};
