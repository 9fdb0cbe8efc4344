import { randomUUID } from "node:crypto";
import { type PaymentNotification, paymentNotificationSchema, type RechargeMethod } from "@pp/contracts";
import { LANGUAGES, type Language } from "@pp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { escapeHtml, sandboxPage, sendHtml } from "../../platform/sandbox-page";
import { hasValidSignature, type PaymentGateway, signNotification } from "./payment-gateway";

// The built-in sandbox gateway: the same protocol as a real one (a hosted payment page, a signed asynchronous
// notification, retried until we answer 200), run by our own server because Alipay and WeChat Pay cannot be
// reached from here. Its page is plain server-rendered HTML marked SANDBOX.

export const SANDBOX_NOTIFY_URL = "/api/finance/recharges/notify/sandbox";
export const SIGNATURE_HEADER = "x-gateway-signature";

export const createSandboxGateway = (secret: string): PaymentGateway => ({
  code: "sandbox",
  sandbox: true,
  createPayment: async ({ paymentId, lang }) => ({
    payUrl: `/sandbox-pay/${encodeURIComponent(paymentId)}?lang=${lang}`,
  }),
  verifyNotification: (notification, signature) => hasValidSignature(secret, notification, signature),
});

/** What the hosted page shows of a payment; null when the gateway knows no such payment. */
export type SandboxPaymentView = {
  id: string;
  method: RechargeMethod;
  currency: string;
  payable: string;
  status: "pending" | "paid" | "expired";
};

type Options = {
  secret: string;
  lookup: (paymentId: string) => Promise<SandboxPaymentView | null>;
  /** The recharge service's handling of a notification (signature checked, credited once). */
  notify: (notification: PaymentNotification, signature: string | undefined) => Promise<unknown>;
};

const TEXTS: Record<Language, Record<string, string>> = {
  zh: {
    title: "沙箱支付",
    note: "这是沙箱网关：不会扣任何真实款项。",
    alipay: "支付宝",
    wechat: "微信支付",
    payable: "应付金额",
    pay: "支付",
    cancel: "取消",
    paid: "支付成功，通知已发出。可以关闭本页返回控制台。",
    cancelled: "已取消支付，未扣款。",
    expired: "该支付已过期，请重新发起充值。",
    done: "该支付已完成。",
    unknown: "没有该支付。",
    back: "返回充值页面",
  },
  en: {
    title: "Sandbox payment",
    note: "This is the sandbox gateway: no real money is taken.",
    alipay: "Alipay",
    wechat: "WeChat Pay",
    payable: "Amount payable",
    pay: "Pay",
    cancel: "Cancel",
    paid: "Paid. The notification has been sent; you may close this page and return to the console.",
    cancelled: "Payment cancelled; nothing was taken.",
    expired: "This payment has expired; please start a new recharge.",
    done: "This payment is already complete.",
    unknown: "No such payment.",
    back: "Back to recharge",
  },
  ko: {
    title: "샌드박스 결제",
    note: "샌드박스 게이트웨이입니다. 실제 금액은 결제되지 않습니다.",
    alipay: "알리페이",
    wechat: "위챗페이",
    payable: "결제 금액",
    pay: "결제",
    cancel: "취소",
    paid: "결제되었습니다. 알림이 전송되었으니 이 페이지를 닫고 콘솔로 돌아가세요.",
    cancelled: "결제가 취소되었습니다. 결제된 금액은 없습니다.",
    expired: "만료된 결제입니다. 충전을 다시 시작하세요.",
    done: "이미 완료된 결제입니다.",
    unknown: "해당 결제가 없습니다.",
    back: "충전 화면으로",
  },
};

const page = (lang: Language, body: string) => sandboxPage(lang, TEXTS[lang].title ?? "", body);

type PageRequest = FastifyRequest<{ Params: { paymentId: string }; Querystring: { lang?: string } }>;

/** The payer's language as the console put it in the page's address, else the browser's. */
const langOf = (request: PageRequest): Language =>
  LANGUAGES.find((lang) => lang === request.query.lang) ?? request.lang;

const message = (lang: Language, key: string) =>
  `<h1>${TEXTS[lang].title}</h1><p data-result="${key}">${TEXTS[lang][key]}</p><p><a href="/finance/recharge">${TEXTS[lang].back}</a></p>`;

/**
 * The hosted page and its buttons, and the notification endpoint. "pay" sends the signed notification to that
 * endpoint, in the background. Mounted only where the sandbox is (platform/config isSandboxMounted).
 */
export const sandboxGatewayRoutes = async (app: FastifyInstance, { secret, lookup, notify }: Options) => {
  const inFlight = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled([...inFlight]);
  });
  // The page's buttons post empty forms.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, _body, done) => done(null, {}),
  );

  /** Delivers like a gateway: until our server answers 200, at most 3 attempts with a growing pause. */
  const deliver = async (notification: PaymentNotification) => {
    const signature = signNotification(secret, notification);
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await app.inject({
        method: "POST",
        url: SANDBOX_NOTIFY_URL,
        headers: { [SIGNATURE_HEADER]: signature },
        payload: notification,
      });
      if (response.statusCode === 200) return;
      app.log.warn(
        { paymentId: notification.paymentId, status: response.statusCode },
        "sandbox notification refused",
      );
      await new Promise((done) => setTimeout(done, 200 * attempt));
    }
  };

  app.withTypeProvider<ZodTypeProvider>().post(
    SANDBOX_NOTIFY_URL,
    {
      // Sent by the gateway's servers: no session, no Origin; the signature authenticates it.
      config: { public: true, serverToServer: true },
      schema: {
        tags: ["finance: recharge"],
        summary:
          "The sandbox gateway's asynchronous notification, HMAC-SHA256-signed in `x-gateway-signature`; credits once",
        body: paymentNotificationSchema,
      },
    },
    async (request, reply) => {
      const signature = request.headers[SIGNATURE_HEADER];
      await notify(request.body, typeof signature === "string" ? signature : undefined);
      return reply.type("text/plain").send("success");
    },
  );

  app.get("/sandbox-pay/:paymentId", async (request: PageRequest, reply) => {
    const lang = langOf(request);
    const t = TEXTS[lang];
    const payment = await lookup(request.params.paymentId);
    if (!payment) return sendHtml(reply, page(lang, message(lang, "unknown")), 404);
    if (payment.status !== "pending")
      return sendHtml(reply, page(lang, message(lang, payment.status === "paid" ? "done" : "expired")));
    const base = `/sandbox-pay/${encodeURIComponent(payment.id)}`;
    const action = (step: string) => `${base}/${step}?lang=${lang}`;
    return sendHtml(
      reply,
      page(
        lang,
        `<h1>${t.title} · ${t[payment.method]}</h1><p class="muted">${t.note}</p>
<div class="muted">${t.payable}</div><div class="amount" data-payable>${escapeHtml(payment.payable)} ${escapeHtml(payment.currency)}</div>
<div class="row"><form method="post" action="${action("pay")}"><button class="pay" type="submit">${t.pay}</button></form>
<form method="post" action="${action("cancel")}"><button type="submit">${t.cancel}</button></form></div>`,
      ),
    );
  });

  app.post("/sandbox-pay/:paymentId/pay", async (request: PageRequest, reply) => {
    const lang = langOf(request);
    const payment = await lookup(request.params.paymentId);
    if (!payment) return sendHtml(reply, page(lang, message(lang, "unknown")), 404);
    if (payment.status === "paid") return sendHtml(reply, page(lang, message(lang, "done")));
    if (payment.status === "expired") return sendHtml(reply, page(lang, message(lang, "expired")));
    const delivery = deliver({
      paymentId: payment.id,
      tradeNo: `SBX${randomUUID().replaceAll("-", "").slice(0, 24)}`,
      status: "success",
      amount: payment.payable,
      paidAt: new Date().toISOString(),
    })
      .catch((error: unknown) => app.log.error({ err: error }, "sandbox notification failed"))
      .finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
    return sendHtml(reply, page(lang, message(lang, "paid")));
  });

  app.post("/sandbox-pay/:paymentId/cancel", async (request: PageRequest, reply) =>
    sendHtml(reply, page(langOf(request), message(langOf(request), "cancelled"))),
  );
};
