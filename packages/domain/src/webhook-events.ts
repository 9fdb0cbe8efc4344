import type { Language } from "./constants";

// The webhook event catalogue (issue 16): what a customer's endpoint may subscribe to, which outbox topics each
// event is made from, what it means in zh / en / ko and an example of its `data`. The server's delivery, the
// console's endpoint form and the public page /APIDockingInfo/webhookDoc all read this one list.

type Texts = { zh: string; en: string; ko: string };

/** The fields every order event's `data` carries; receivers drop an event whose version is older than one seen. */
export type OrderEventData = {
  orderId: number;
  orderNo: string;
  referenceNo: string | null;
  status: string;
  paymentStatus: string;
  /** The order's version after the change: it only grows. */
  version: number;
  /** When the change was committed (ISO 8601). */
  changedAt: string;
};

const ORDER_EXAMPLE: OrderEventData = {
  orderId: 10482,
  orderNo: "HD2611270001",
  referenceNo: "SHOP-8841",
  status: "canShip",
  paymentStatus: "paid",
  version: 3,
  changedAt: "2026-11-27T08:15:02.114Z",
};

export type WebhookEventDefinition = {
  type: string;
  /** The outbox topics this event is made from (none: sent only on demand, the test event). */
  topics: readonly string[];
  texts: Texts;
  example: Record<string, unknown>;
};

export const WEBHOOK_EVENTS = [
  {
    type: "order.created",
    topics: ["order.placed", "order.drafted"],
    texts: {
      zh: "订单已创建（已支付或草稿）",
      en: "An order was created (paid or as a draft)",
      ko: "주문이 생성됨(결제 또는 임시 저장)",
    },
    example: { ...ORDER_EXAMPLE, version: 1, status: "canShip" },
  },
  {
    type: "order.updated",
    topics: ["order.updated"],
    texts: { zh: "订单信息已修改", en: "An order was edited", ko: "주문이 수정됨" },
    example: { ...ORDER_EXAMPLE, version: 2 },
  },
  {
    type: "order.paid",
    topics: ["order.paid", "order.arrears-paid"],
    texts: {
      zh: "订单已支付（草稿支付或补缴欠费）",
      en: "An order was paid (a draft, or its arrears)",
      ko: "주문이 결제됨(임시 저장 주문 또는 미납금)",
    },
    example: { ...ORDER_EXAMPLE, version: 2 },
  },
  {
    type: "order.cancelled",
    topics: ["order.cancelled"],
    texts: { zh: "订单已取消", en: "An order was cancelled", ko: "주문이 취소됨" },
    example: { ...ORDER_EXAMPLE, status: "cancelled", paymentStatus: "refunded", version: 4 },
  },
  {
    type: "order.weight_adjusted",
    topics: ["order.weighed"],
    texts: {
      zh: "仓库称重后重量与费用已调整",
      en: "The warehouse weighed the parcel and adjusted weight and charge",
      ko: "창고 계량 후 무게와 요금이 조정됨",
    },
    example: {
      ...ORDER_EXAMPLE,
      version: 3,
      chargeableWeightKg: "1.250",
      charged: { amount: "48.60", currency: "CNY" },
    },
  },
  {
    type: "order.tracking_number_changed",
    topics: ["order.submitted", "order.seller-label"],
    texts: {
      zh: "订单的运单号已生成或变更",
      en: "The order's tracking number was issued or changed",
      ko: "주문의 운송장 번호가 발급되거나 변경됨",
    },
    example: { ...ORDER_EXAMPLE, version: 3, trackingNumber: "LX123456785CN", carrier: "4PX" },
  },
  {
    type: "order.label_ready",
    topics: ["order.label-ready"],
    texts: {
      zh: "面单已可打印",
      en: "The delivery label is ready to print",
      ko: "배송 라벨을 출력할 수 있음",
    },
    example: { ...ORDER_EXAMPLE, version: 4, trackingNumber: "LX123456785CN" },
  },
  {
    type: "order.submission_failed",
    topics: ["order.submission-failed"],
    texts: {
      zh: "推送到承运商失败",
      en: "Submitting the order to its carrier failed",
      ko: "운송사로 주문 전송 실패",
    },
    example: { ...ORDER_EXAMPLE, version: 3, message: "Postcode does not match the city" },
  },
  {
    type: "order.problem_raised",
    topics: ["order.problemRaise"],
    texts: { zh: "订单出现问题件", en: "A problem was raised on the order", ko: "주문에 문제가 등록됨" },
    example: { ...ORDER_EXAMPLE, version: 5, problemId: 311 },
  },
  {
    type: "order.problem_answered",
    topics: ["order.problemAnswer", "order.problemResolve"],
    texts: {
      zh: "问题件已回复或已处理",
      en: "A problem on the order was answered or resolved",
      ko: "주문 문제에 답변하거나 해결함",
    },
    example: { ...ORDER_EXAMPLE, version: 6, problemId: 311 },
  },
  {
    type: "order.tracking_updated",
    topics: ["order.tracking-updated"],
    texts: { zh: "轨迹已更新", en: "The parcel's tracking was updated", ko: "배송 추적 정보가 업데이트됨" },
    example: {
      ...ORDER_EXAMPLE,
      version: 7,
      trackingStatus: "inTransit",
      eventCode: "LH20",
      eventTime: "2026-11-27T06:40:00.000Z",
    },
  },
  {
    type: "webhook.test",
    topics: [],
    texts: {
      zh: "测试事件（控制台“发送测试事件”）",
      en: 'A test event (the console\'s "send test event")',
      ko: '테스트 이벤트(콘솔의 "테스트 이벤트 보내기")',
    },
    example: { endpointId: 12, message: "hello" },
  },
] as const satisfies readonly WebhookEventDefinition[];

export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]["type"];

export const WEBHOOK_EVENT_TYPES = WEBHOOK_EVENTS.map((event) => event.type) as WebhookEventType[];

/** The events an endpoint may subscribe to (the test event always reaches it on demand). */
export const SUBSCRIBABLE_WEBHOOK_EVENTS = WEBHOOK_EVENT_TYPES.filter((type) => type !== "webhook.test");

const TYPE_OF_TOPIC = new Map<string, WebhookEventType>(
  WEBHOOK_EVENTS.flatMap((event) => event.topics.map((topic) => [topic, event.type] as const)),
);

/** The webhook event an outbox topic becomes, or undefined for a topic no endpoint hears of. */
export const webhookTypeOfTopic = (topic: string): WebhookEventType | undefined => TYPE_OF_TOPIC.get(topic);

/**
 * The waits between a delivery's attempts (the Standard Webhooks example schedule: at once, then 5 s, 5 min, 30 min,
 * 2 h, 5 h, 10 h, 14 h, 20 h, 24 h). Attempt n+1 is due at the first attempt's time plus the first n waits, so
 * a slow attempt never pushes the rest later; about three days in all.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400] as const;

/** An endpoint whose every attempt failed for this long is disabled and its customer told. */
export const WEBHOOK_DISABLE_AFTER_DAYS = 5;

/** How many endpoints one customer org may keep. */
export const WEBHOOK_ENDPOINT_LIMIT = 10;

/** How long a rotated-out secret still signs deliveries beside the new one. */
export const WEBHOOK_ROTATION_HOURS = 24;

export const WEBHOOK_MESSAGE_KEYS = [
  "WEBHOOK_URL_INVALID",
  "WEBHOOK_URL_NOT_HTTPS",
  "WEBHOOK_URL_PRIVATE",
  "WEBHOOK_URL_UNRESOLVED",
  "WEBHOOK_ENDPOINT_LIMIT",
  "WEBHOOK_ENDPOINT_DISABLED",
] as const;
export type WebhookMessageKey = (typeof WEBHOOK_MESSAGE_KEYS)[number];

/** The server's refusals of an endpoint or a re-push, in every language. */
export const webhookMessages: Record<Language, Record<WebhookMessageKey, string>> = {
  zh: {
    WEBHOOK_URL_INVALID: "请输入完整的网址，例如 https://example.com/webhooks",
    WEBHOOK_URL_NOT_HTTPS: "Webhook 地址必须使用 https",
    WEBHOOK_URL_PRIVATE: "不能推送到内网、本机或链路本地地址（{address}）",
    WEBHOOK_URL_UNRESOLVED: "无法解析该域名",
    WEBHOOK_ENDPOINT_LIMIT: "最多只能配置 {limit} 个 Webhook 地址",
    WEBHOOK_ENDPOINT_DISABLED: "该 Webhook 地址已停用，请先启用",
  },
  en: {
    WEBHOOK_URL_INVALID: "Enter a full address such as https://example.com/webhooks",
    WEBHOOK_URL_NOT_HTTPS: "A webhook address must use https",
    WEBHOOK_URL_PRIVATE: "Events cannot go to a private, loopback or link-local address ({address})",
    WEBHOOK_URL_UNRESOLVED: "The host name does not resolve",
    WEBHOOK_ENDPOINT_LIMIT: "At most {limit} webhook endpoints can be configured",
    WEBHOOK_ENDPOINT_DISABLED: "This webhook endpoint is disabled: enable it first",
  },
  ko: {
    WEBHOOK_URL_INVALID: "https://example.com/webhooks 와 같은 전체 주소를 입력하세요",
    WEBHOOK_URL_NOT_HTTPS: "웹훅 주소는 https를 사용해야 합니다",
    WEBHOOK_URL_PRIVATE: "사설, 루프백 또는 링크 로컬 주소({address})로는 보낼 수 없습니다",
    WEBHOOK_URL_UNRESOLVED: "호스트 이름을 확인할 수 없습니다",
    WEBHOOK_ENDPOINT_LIMIT: "웹훅 엔드포인트는 최대 {limit}개까지 설정할 수 있습니다",
    WEBHOOK_ENDPOINT_DISABLED: "비활성화된 웹훅 엔드포인트입니다. 먼저 활성화하세요",
  },
};
