import { expect, test } from "@playwright/test";
import { TRACK_STATUS_TEXTS } from "@pp/domain";
import enTracking from "../../apps/web/src/locales/en/tracking";
import koTracking from "../../apps/web/src/locales/ko/tracking";
import zhTracking from "../../apps/web/src/locales/zh/tracking";
import { buttonName } from "../support/catalog";
import { LANGS } from "../support/order-texts";
import { carrierNumberOf, placeOrder } from "../support/orders";
import { DEMO, originHeader, signIn } from "../support/session";
import { dropdownItem } from "../support/shell";
import { TEXT as SHELL } from "../support/texts";

// The public tracking page (/track, issue 17): a buyer, never signed in, pastes a demo parcel's carrier number and
// an unknown one, reads the timeline (statuses, times and places; never the text staff typed) and "not found", in
// zh, en and ko and on a phone; a seller's deep link opens with its numbers; past the limit the page says to wait.

const SHOTS = ".tmp/shots-tracking";
const T = { zh: zhTracking.tracking, en: enTracking.tracking, ko: koTracking.tracking } as const;
const LABELS = { zh: "中文", en: "English", ko: "한국어" } as const;
const HTML_LANG = { zh: "zh-CN", en: "en", ko: "ko" } as const;
/** What staff type by hand on the delivery: a name the public page must never show. */
const STAFF_TEXT = "Zugestellt an Max Muster";

test("a buyer tracks a demo parcel on the public page without signing in, in zh, en and ko and on a phone", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO.operator.username, DEMO.operator.password, "/orders/tracking");
  const customerContext = await browser.newContext();
  const buyerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const buyer = await buyerContext.newPage();
  try {
    await signIn(customer, DEMO.customer.username, DEMO.customer.password, "/orders/tracking");
    const order = await placeOrder(customer);
    const number = await carrierNumberOf(customer, order.id);
    // The carrier's first event (asked for now), then staff's delivery by hand in Berlin.
    const refreshed = await customer.request.post(`/api/tracking/orders/${order.id}/refresh`, {
      headers: originHeader(),
    });
    expect(refreshed.status(), await refreshed.text()).toBe(200);
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
    const delivered = await page.request.post(`/api/tracking/orders/${order.id}/events`, {
      headers: originHeader(),
      data: {
        time: `${tomorrow} 12:00`,
        zone: "Europe/Berlin",
        place: "Berlin, DE",
        text: STAFF_TEXT,
        status: "delivered",
      },
    });
    expect(delivered.status(), await delivered.text()).toBe(200);

    // Operators find the page from the order-tracking screen.
    await page.goto("/orders/tracking");
    await expect(page.getByTestId("buyer-page-link")).toHaveAttribute("href", "/track");
    await page.getByTestId("tracking-numbers").fill(number);
    await expect(page.getByTestId("buyer-page-link")).toHaveAttribute("href", `/track?numbers=${number}`);
    await page.screenshot({ path: `${SHOTS}/public-console-link-zh.png` });

    await buyer.goto("/track");
    await expect(buyer.getByRole("heading", { name: T.zh.public.title })).toBeVisible();
    await expect(buyer.getByText(T.zh.public.empty)).toBeVisible();
    await buyer.screenshot({ path: `${SHOTS}/public-empty-zh.png` });
    await buyer.getByTestId("public-tracking-numbers").fill(`${number}\nNOSUCH-PUBLIC-1`);
    await buyer.getByRole("button", { name: buttonName(T.zh.search) }).click();
    const results = buyer.getByTestId("public-tracking-result");
    await expect(results).toHaveCount(2);
    await expect(buyer).toHaveURL(new RegExp(`/track\\?numbers=${number},NOSUCH-PUBLIC-1$`));

    for (const [index, lang] of LANGS.entries()) {
      if (index > 0) {
        await buyer.getByRole("button", { name: SHELL[LANGS[index - 1]!].common.language }).click();
        await dropdownItem(buyer, LABELS[lang]).click();
        await expect(buyer.locator("html")).toHaveAttribute("lang", HTML_LANG[lang]);
      }
      await expect(buyer.getByRole("heading", { name: T[lang].public.title })).toBeVisible();
      await expect(results.nth(0).getByTestId("track-status")).toHaveText(TRACK_STATUS_TEXTS.delivered[lang]);
      const events = results.nth(0).getByTestId("public-track-event");
      await expect(events.first()).toContainText(TRACK_STATUS_TEXTS.delivered[lang]);
      await expect(events.first()).toContainText("Berlin, DE");
      await expect(events.last()).toContainText(TRACK_STATUS_TEXTS.infoReceived[lang]);
      await expect(results.nth(1)).toContainText(T[lang].public.notFound);
      await expect(buyer.getByText(STAFF_TEXT)).toHaveCount(0);
      await buyer.screenshot({ path: `${SHOTS}/public-${lang}.png`, fullPage: true });
    }

    // A seller's link in an e-mail: the order number and the carrier's number, both found.
    await buyer.goto(`/track?numbers=${order.orderNo},${number}`);
    await expect(results).toHaveCount(2);
    await expect(results.nth(0)).toContainText(order.orderNo);
    await expect(results.getByTestId("track-status")).toHaveText([
      TRACK_STATUS_TEXTS.delivered.ko,
      TRACK_STATUS_TEXTS.delivered.ko,
    ]);
    await buyer.setViewportSize({ width: 390, height: 844 });
    await buyer.screenshot({ path: `${SHOTS}/public-390.png`, fullPage: true });

    // Past the limit of an address the page says to wait, in the page's language.
    let status = 200;
    for (let call = 0; call <= 60 && status !== 429; call++) {
      const answer = await buyer.request.post("/api/public/tracking", { data: { numbers: [number] } });
      status = answer.status();
    }
    expect(status).toBe(429);
    await buyer.getByTestId("public-tracking-numbers").fill(`${number}\nNOSUCH-PUBLIC-2`);
    await buyer.getByRole("button", { name: buttonName(T.ko.search) }).click();
    const limited = buyer.getByTestId("public-tracking-limited");
    await expect(limited).toContainText(T.ko.public.limited);
    await expect(limited).toContainText("초 후에 다시 시도하세요");
    await buyer.screenshot({ path: `${SHOTS}/public-limited-390.png`, fullPage: true });
  } finally {
    await customerContext.close();
    await buyerContext.close();
  }
});
