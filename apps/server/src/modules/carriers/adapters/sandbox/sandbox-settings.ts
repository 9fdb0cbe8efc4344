import { z } from "zod";
import type { CarrierSettingField } from "../../kit/carrier";

// The sandbox carrier account's settings: where the service is, its key, and the test controls the adapter
// sends as the sandbox's request headers.

const LABEL_MODES = ["sync", "url", "async"] as const;
const TRACKING_PATHS = ["normal", "customsHold", "failedAttempt", "returned", "lost"] as const;

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
  /** Unset: the sandbox picks the path from the order number. */
  path: z.enum(TRACKING_PATHS).optional(),
});
export type SandboxSettings = z.infer<typeof settingsSchema>;

/** The stored settings checked and typed; a bad one throws naming its field. */
export const parseSandboxSettings = (raw: Record<string, string>): SandboxSettings => {
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ""));
  const parsed = settingsSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`${String(issue?.path[0] ?? "settings")}: ${issue?.message ?? "invalid"}`);
};

export const localized = (zh: string, en: string, ko: string) => ({ zh, en, ko });

/** The account form the console renders, in zh, en and ko. */
export const SANDBOX_SETTING_FIELDS: CarrierSettingField[] = [
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
  {
    key: "path",
    kind: "select",
    label: localized("轨迹路径", "Tracking path", "추적 경로"),
    help: localized(
      "新建运单的轨迹走向；不选则按订单号分配（多数正常签收）",
      "The journey new shipments' tracking plays; unset, the order number picks it (mostly delivered normally)",
      "새 운송장의 추적 경로; 선택하지 않으면 주문번호로 정해집니다(대부분 정상 배달)",
    ),
    required: false,
    options: [
      { value: "", label: localized("按订单号分配", "By order number", "주문번호로 결정") },
      { value: "normal", label: localized("正常签收", "Delivered", "정상 배달") },
      {
        value: "customsHold",
        label: localized("海关扣留后签收", "Held by customs, then delivered", "세관 보류 후 배달"),
      },
      {
        value: "failedAttempt",
        label: localized("派送失败后签收", "Failed attempt, then delivered", "배달 실패 후 배달"),
      },
      { value: "returned", label: localized("拒收退回", "Refused and returned", "수취 거부 후 반송") },
      { value: "lost", label: localized("丢失", "Lost", "분실") },
    ],
  },
];
