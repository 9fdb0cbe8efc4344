import { expect, type Page, test } from "@playwright/test";
import type { TrackStateCounts } from "@pp/contracts";
import { DERIVED_TRACK_STATES, TRACK_STATUS_TEXTS } from "@pp/domain";
import ExcelJS from "exceljs";
import enProducts from "../../apps/web/src/locales/en/catalogProducts";
import enTracking from "../../apps/web/src/locales/en/tracking";
import koProducts from "../../apps/web/src/locales/ko/catalogProducts";
import koTracking from "../../apps/web/src/locales/ko/tracking";
import zhProducts from "../../apps/web/src/locales/zh/catalogProducts";
import zhTracking from "../../apps/web/src/locales/zh/tracking";
import { carrierNumberOf, placeOrder } from "../support/orders";
import { chooseLanguage, DEMO, originHeader, restoreChinese, signIn } from "../support/session";
import { dropdownItem } from "../support/shell";

const SHOTS = ".tmp/shots-tracking";
const T = { zh: zhTracking.tracking, en: enTracking.tracking, ko: koTracking.tracking } as const;
const PRODUCT = {
  zh: zhProducts.catalogProducts,
  en: enProducts.catalogProducts,
  ko: koProducts.catalogProducts,
} as const;

const countsOf = async (page: Page) =>
  (await (await page.request.get("/api/orders/orders/track-state-counts")).json()) as TrackStateCounts;

// Issue 17: the home page counts the customer's parcels per tracking state; a card opens the order list filtered by
// it, whose package-tracking export downloads a workbook with those parcels and their events.

test("the home page's tracking counts open the filtered order list, whose tracking export downloads those parcels", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  try {
    // A parcel the carrier has seen: placed, pushed to the sandbox carrier and asked once.
    const order = await placeOrder(page, `DASH-${Date.now()}`);
    const number = await carrierNumberOf(page, order.id);
    const refreshed = await page.request.post(`/api/tracking/orders/${order.id}/refresh`, {
      headers: originHeader(),
    });
    expect(refreshed.status(), await refreshed.text()).toBe(200);
    const counts = await countsOf(page);
    expect(counts.inTransit).toBeGreaterThan(0);

    // The home page shows the five counts the server answers.
    await page.goto("/");
    const cards = page.getByTestId("tracking-counts");
    await expect(cards).toContainText(T.zh.derived.title, { timeout: 30_000 });
    for (const state of DERIVED_TRACK_STATES) {
      const card = page.getByTestId(`track-count-${state}`);
      await expect(card).toContainText(T.zh.derived.states[state]);
      await expect(card.locator(".pp-track-count-value")).toHaveText(counts[state].toLocaleString("en"));
    }
    await page.screenshot({ path: `${SHOTS}/home-counts-zh.png`, fullPage: true });

    // Its "in transit" card opens the list filtered by that state: the parcel is there with its track status.
    await page.getByTestId("track-count-inTransit").click();
    await expect(page).toHaveURL(/\/orders\/list\?trackState=inTransit/);
    const row = page.locator(".pp-list-table tr.ant-table-row").filter({ hasText: order.orderNo });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row.getByTestId("track-status")).toHaveText(/.+/);
    await expect(page.getByTestId("track-state-filter")).toContainText(T.zh.derived.states.inTransit);
    await page.screenshot({ path: `${SHOTS}/list-in-transit-zh.png` });

    // The tracking export of the filtered list: one row per parcel in transit, and the parcel's events.
    await page.getByTestId("tracking-export").click();
    const downloading = page.waitForEvent("download");
    await dropdownItem(page, T.zh.export.filtered).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^package-tracking-\d{8}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const [parcels, events] = book.worksheets;
    expect(parcels?.name).toBe("包裹轨迹");
    const header = ((parcels?.getRow(1).values ?? []) as string[]).slice(1);
    const records: Record<string, string>[] = [];
    parcels?.eachRow((sheetRow, index) => {
      if (index === 1) return;
      const values = (sheetRow.values as unknown[]).slice(1);
      records.push(Object.fromEntries(header.map((name, at) => [name, String(values[at] ?? "")])));
    });
    expect(records).toHaveLength(counts.inTransit);
    const mine = records.find((record) => record.订单号 === order.orderNo);
    expect(mine).toMatchObject({ 跟踪提醒: expect.stringContaining(T.zh.derived.states.inTransit) });
    expect(mine?.跟踪号).toContain(number);
    expect(Object.values(TRACK_STATUS_TEXTS).map((text) => text.zh)).toContain(mine?.轨迹状态);
    expect(events?.name).toBe("轨迹事件");
    let eventsOfMine = 0;
    events?.eachRow((sheetRow) => {
      if ((sheetRow.values as unknown[])[1] === order.orderNo) eventsOfMine += 1;
    });
    expect(eventsOfMine).toBeGreaterThan(0);

    for (const lang of ["en", "ko"] as const) {
      await chooseLanguage(page, lang);
      await page.goto("/");
      await expect(page.getByTestId("tracking-counts")).toContainText(T[lang].derived.title, {
        timeout: 30_000,
      });
      await expect(page.getByTestId("track-count-overtime")).toContainText(T[lang].derived.states.overtime);
      await page.screenshot({ path: `${SHOTS}/home-counts-${lang}.png`, fullPage: true });
      await page.goto("/orders/list?trackState=inTransit");
      await expect(page.locator(".pp-list-table tr.ant-table-row").first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId("tracking-export")).toContainText(T[lang].export.button);
      await page.screenshot({ path: `${SHOTS}/list-in-transit-${lang}.png` });
    }
    await restoreChinese(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByTestId("track-count-failed")).toBeVisible({ timeout: 30_000 });
    await page.getByTestId("tracking-counts").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/home-counts-390.png` });
  } finally {
    await restoreChinese(page);
  }
});

test("an operator sees a sales product's 'not yet online' hours on its basic tab, in zh, en and ko", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.operator.username, DEMO.operator.password);
  try {
    const listed = await page.request.get("/api/product/list?keyword=PP-DE-ECO");
    const { rows } = (await listed.json()) as { rows: { id: number; code: string }[] };
    const productId = rows.find((row) => row.code === "PP-DE-ECO")?.id;
    expect(productId).toBeDefined();
    for (const lang of ["zh", "en", "ko"] as const) {
      await chooseLanguage(page, lang);
      await page.goto(`/catalog/product-detail?side=sales&id=${productId}`);
      const hours = page.getByTestId("not-online-hours");
      await expect(hours).toHaveValue("48", { timeout: 30_000 });
      await expect(page.getByText(PRODUCT[lang].fields.notOnlineHoursHelp)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/product-not-online-${lang}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByTestId("not-online-hours").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/product-not-online-390.png` });
  } finally {
    await restoreChinese(page);
  }
});
