import { expect, type Page, test } from "@playwright/test";
import { LANGS, ORDER_TEXT } from "../support/order-texts";
import { chooseLanguage, DEMO, restoreChinese, signIn } from "../support/session";
import { menuItem, sideMenu } from "../support/shell";
import { MENU, SYSTEM_NAME, TEXT } from "../support/texts";

const zh = TEXT.zh;

const siderWidth = async (page: Page) => Math.round((await sideMenu(page).boundingBox())?.width ?? -1);

test("the left menu folds itself away on a narrow window and opens again on a wide one", async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 720 });
  await signIn(page, DEMO.finance.username, DEMO.finance.password);

  // 900 px: icons only, 60 px wide, and the top bar offers to expand it.
  await expect.poll(() => siderWidth(page)).toBe(60);
  await expect(page.getByRole("button", { name: zh.shell.menu.expand })).toBeVisible();
  await expect(page.locator(".pp-brand-name")).toHaveCount(0);
  await expect(menuItem(page, MENU.home.zh)).toHaveCSS("width", /^[1-5]?\d(\.\d+)?px$/);
  await page.screenshot({ path: ".tmp/shots/narrow-900.png" });

  // 1280 px: the full menu, 200 px wide, with its labels.
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect.poll(() => siderWidth(page)).toBe(200);
  await expect(page.getByRole("button", { name: zh.shell.menu.collapse })).toBeVisible();
  await expect(page.locator(".pp-brand-name")).toHaveText(SYSTEM_NAME.zh);
  await expect(menuItem(page, MENU.home.zh)).toHaveCSS("width", /^1\d\d(\.\d+)?px$/);
  await page.screenshot({ path: ".tmp/shots/narrow-1280.png" });

  // And back down again.
  await page.setViewportSize({ width: 900, height: 720 });
  await expect.poll(() => siderWidth(page)).toBe(60);
});

test("the scan, weigh-in and problem order screens fit a phone's 390 px, in all three languages", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const noSideways = async (target: Page) =>
    expect.poll(() => target.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  const operatorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const operator = await operatorContext.newPage();
  await signIn(operator, DEMO.operator.username, DEMO.operator.password);
  try {
    for (const lang of LANGS) {
      const T = ORDER_TEXT[lang];
      await chooseLanguage(page, lang);
      await chooseLanguage(operator, lang);

      await page.goto("/orders/scan");
      await expect(page.getByRole("textbox", { name: T.orders.scan.label })).toBeFocused({ timeout: 30_000 });
      await noSideways(page);
      await page.screenshot({ path: `.tmp/shots-orders/scan-390-${lang}.png`, fullPage: true });

      await page.goto("/orders/problem");
      await expect(page.getByRole("heading", { name: T.orderProblems.title, exact: true })).toBeVisible({
        timeout: 30_000,
      });
      await noSideways(page);
      await page.screenshot({ path: `.tmp/shots-orders/problems-390-${lang}.png`, fullPage: true });

      await operator.goto("/warehouse/weigh-in");
      await expect(operator.getByRole("textbox", { name: T.orders.scan.label })).toBeFocused({
        timeout: 30_000,
      });
      await expect(operator.getByRole("heading", { name: T.weighIn.title, exact: true })).toBeVisible();
      await noSideways(operator);
      await operator.screenshot({ path: `.tmp/shots-orders/weigh-in-390-${lang}.png`, fullPage: true });
    }
  } finally {
    await restoreChinese(page);
    await restoreChinese(operator);
    await operatorContext.close();
  }
});
