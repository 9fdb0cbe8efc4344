import { expect, test } from "@playwright/test";
import { TRACK_STATUS_TEXTS } from "@pp/domain";
import { buttonName } from "../support/catalog";
import { LANGS } from "../support/order-texts";
import { carrierNumberOf, placeOrder } from "../support/orders";
import { chooseLanguage, DEMO, originHeader, restoreChinese, signIn } from "../support/session";
import { openPopup } from "../support/shell";

const SHOTS = ".tmp/shots-tracking";

/** The texts this journey reads, per language (apps/web/src/locales/<lang>/tracking.ts). */
const TEXT = {
  zh: {
    refresh: "立即刷新",
    add: "添加物流信息",
    save: "保存",
    search: "查询",
    notFound: "未找到",
    original: "显示承运商原文",
  },
  en: {
    refresh: "Refresh now",
    add: "Add logistics info",
    save: "Save",
    search: "Track",
    notFound: "Not found",
    original: "Carrier's original text",
  },
  ko: {
    refresh: "지금 새로 고침",
    add: "물류 정보 추가",
    save: "저장",
    search: "조회",
    notFound: "찾을 수 없음",
    original: "운송사 원문 보기",
  },
} as const;

test("a demo order's carrier events show on its detail and on the tracking screen, in zh, en and ko", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signIn(operator, DEMO.operator.username, DEMO.operator.password);
  try {
    const first = await placeOrder(page);
    const second = await placeOrder(page);
    const number = await carrierNumberOf(page, first.id);
    const secondNumber = await carrierNumberOf(page, second.id);

    // The customer asks the carrier now: its first event (shipment information received) is on the timeline.
    await page.goto(`/orders/detail?id=${first.id}`);
    const panel = page.getByTestId("order-tracking");
    await panel.getByRole("button", { name: buttonName(TEXT.zh.refresh) }).click();
    await panel.getByRole("switch", { name: TEXT.zh.original }).click();
    await expect(panel.getByTestId("track-original").filter({ hasText: "[OR10]" })).toBeVisible({
      timeout: 30_000,
    });

    // Staff add the delivery by hand; the order's status follows.
    await operator.goto(`/orders/detail?id=${first.id}`);
    const staffPanel = operator.getByTestId("order-tracking");
    await staffPanel.getByRole("button", { name: buttonName(TEXT.zh.add) }).click();
    const modal = openPopup(operator, ".ant-modal");
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
    await modal.getByLabel("时间").fill(`${tomorrow} 12:00`);
    await modal.getByLabel("地点").fill("Berlin, DE");
    await modal.getByLabel("描述").fill("Zugestellt");
    await modal.getByLabel("状态").click();
    await openPopup(operator, ".ant-select-dropdown")
      .getByText(TRACK_STATUS_TEXTS.delivered.zh, { exact: true })
      .click();
    const saved = operator.waitForResponse((response) =>
      response.url().includes(`/api/tracking/orders/${first.id}/events`),
    );
    await modal.getByRole("button", { name: buttonName(TEXT.zh.save) }).click();
    expect((await saved).status()).toBe(200);
    await expect(staffPanel.getByTestId("track-status")).toHaveText(TRACK_STATUS_TEXTS.delivered.zh);

    for (const lang of LANGS) {
      const T = TEXT[lang];
      await chooseLanguage(page, lang);
      await page.goto(`/orders/detail?id=${first.id}`);
      await expect(page.getByTestId("order-tracking").getByTestId("track-status")).toHaveText(
        TRACK_STATUS_TEXTS.delivered[lang],
        { timeout: 30_000 },
      );
      await page.getByTestId("order-tracking").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/detail-${lang}.png`, fullPage: true });

      // Pasting several numbers: each found parcel has its timeline, an unknown number says so.
      await page.goto("/orders/tracking");
      await page
        .getByTestId("tracking-numbers")
        .fill(`${number}\n${secondNumber}\n${first.orderNo}\nNOSUCH-${lang}`);
      const looked = page.waitForResponse((response) => response.url().includes("/api/tracking/lookup"));
      await page.getByRole("button", { name: buttonName(T.search) }).click();
      expect((await looked).status()).toBe(200);
      const results = page.getByTestId("tracking-result");
      await expect(results).toHaveCount(4);
      await expect(results.nth(3)).toContainText(T.notFound);
      await expect(results.nth(0).getByTestId("track-status")).toHaveText(TRACK_STATUS_TEXTS.delivered[lang]);
      await results.nth(0).locator(".ant-collapse-header").click();
      await expect(results.nth(0).getByTestId("track-event").first()).toContainText("Berlin, DE");
      await page.screenshot({ path: `${SHOTS}/lookup-${lang}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/lookup-390.png`, fullPage: true });
    await page.goto(`/orders/detail?id=${first.id}`);
    await expect(page.getByTestId("order-tracking").getByTestId("track-status")).toBeVisible({
      timeout: 30_000,
    });
    await page.getByTestId("order-tracking").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/detail-390.png` });
    expect(
      (await page.request.get(`/api/tracking/orders/${second.id}`, { headers: originHeader() })).status(),
    ).toBe(200);
  } finally {
    await restoreChinese(page);
    await operatorContext.close();
  }
});
