import { expect, type Locator, type Page, test } from "@playwright/test";
import enCommon from "../../apps/web/src/locales/en/common";
import koCommon from "../../apps/web/src/locales/ko/common";
import zhAccounts from "../../apps/web/src/locales/zh/accounts";
import zhRecharge from "../../apps/web/src/locales/zh/financeRecharge";
import zhWallet from "../../apps/web/src/locales/zh/financeWallet";
import { DEMO, restoreChinese, signIn } from "../support/session";
import { menuItem, openFromMenu, sideMenu, tab } from "../support/shell";
import { fill, TEXT } from "../support/texts";

// The console findings of issue 11, each seen in the browser as the new user met it.

const R = zhRecharge.financeRecharge;
const SHOTS = ".tmp/shots-console";
// antd puts a space between two CJK characters on a button ("支 付").
const buttonName = (text: string) => new RegExp(`^${[...text].join("\\s?")}$`);

/** Saves the account's language as the language menu does, and loads the console again in it. */
const useLanguage = async (page: Page, lang: "en" | "ko") => {
  const origin = new URL(page.url()).origin;
  const saved = await page.request.post(`/api/customerInfo/i18n/${lang}`, { headers: { origin } });
  expect(saved.status()).toBe(200);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
};

/** Whether an element shows all of its text (nothing cut off by an ellipsis). */
const showsAllText = (locator: Locator) =>
  locator.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);

/** The page is no wider than the window: nothing runs off to the right. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

const balanceText = (page: Page) =>
  page.locator(".ant-statistic").filter({ hasText: R.balance }).first().locator(".ant-statistic-content");

test.describe("as a customer", () => {
  test("a recharge follows its payment until paid, quotes no fee below the minimum and names the account to transfer to", async ({
    page,
  }) => {
    await signIn(page, DEMO.customer.username, DEMO.customer.password);
    await page.goto("/finance/recharge");
    // The first visit loads the page's code (as recharge.spec.ts waits for it).
    await expect(page.getByTestId("sandbox-tag")).toBeVisible({ timeout: 30_000 });

    const amount = page.locator("#online_amount");
    await amount.fill("5");
    await expect(page.getByText(fill(R.online.belowMinimum, { amount: "10.00" }))).toBeVisible();
    await expect(page.getByTestId("recharge-payable")).toHaveText("-");
    await amount.fill("20");
    await expect(page.getByTestId("recharge-payable")).toHaveText("20.12 CNY");
    const before = await balanceText(page).textContent();

    const popupOpened = page.waitForEvent("popup");
    await page.getByRole("button", { name: buttonName(R.online.pay) }).click();
    const gateway = await popupOpened;
    // The gateway's page speaks the payer's console language.
    await expect(gateway.getByRole("heading", { name: /沙箱支付/ })).toBeVisible();
    await gateway.screenshot({ path: `${SHOTS}/sandbox-page-zh.png` });
    await gateway.locator("button.pay").click();
    await expect(gateway.locator('[data-result="paid"]')).toBeVisible();
    await gateway.close();

    // Back on the console, without a reload: the payment settles and the balance follows.
    await expect(page.locator(".ant-table-row").first()).toContainText(R.paymentStatus.paid);
    await expect(balanceText(page)).not.toHaveText(before ?? "");
    await page.screenshot({ path: `${SHOTS}/recharge-followed.png`, fullPage: true });

    await page.getByRole("tab", { name: R.tabs.transfer }).click();
    const accounts = page.getByTestId("receiving-accounts");
    await expect(accounts).toContainText(R.transfer.payTo);
    await expect(accounts).toContainText("6222 0000 1234 5678");
    await page.screenshot({ path: `${SHOTS}/transfer-account.png`, fullPage: true });
  });

  test("the operation log shows changes, not reads, each in the reader's words", async ({ page }) => {
    await signIn(page, DEMO.customer.username, DEMO.customer.password);
    const searched = page.waitForResponse((r) => r.url().endsWith("/api/customerAddress/findByDto"));
    await page.goto("/orders/address-book");
    expect((await searched).status()).toBe(200);

    await page.goto("/system/operation-log");
    const rows = page.locator(".ant-table-row");
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    await expect(
      rows.filter({ hasText: zhAccounts.accounts.operationLog.actions.auth_login }).first(),
    ).toBeVisible();
    await expect(page.getByText(/findByDto|POST \/api|user\.create/)).toHaveCount(0);
    await expect(page.locator('input[placeholder="user.create"]')).toHaveCount(0);
    // One line per row: every row as tall as the first.
    const heights = await rows.evaluateAll((all) =>
      all.map((row) => Math.round(row.getBoundingClientRect().height)),
    );
    expect(new Set(heights).size).toBe(1);
    await page.screenshot({ path: `${SHOTS}/operation-log.png`, fullPage: true });
  });
});

test("platform staff have no wallet of their own; finance keeps its staff screens", async ({ page }) => {
  await signIn(page, DEMO.finance.username, DEMO.finance.password);
  await expect(page.getByText(zhWallet.financeWallet.summary.title, { exact: true })).toHaveCount(0);
  await openFromMenu(page, "财务管理", "提现审批");
  await expect(page).toHaveURL(/\/finance\/withdrawal-approval/);
  await expect(menuItem(page, "充值")).toHaveCount(0);
  await expect(menuItem(page, "提现申请")).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/finance-staff.png`, fullPage: true });
});

test.describe("in English and Korean", () => {
  test.afterEach(async ({ page }) => restoreChinese(page));

  test("in English names come from the reader's language and menu and tab titles are whole", async ({
    page,
  }) => {
    await signIn(page, DEMO.admin.username, DEMO.admin.password);
    await useLanguage(page, "en");
    const hero = page.locator(".pp-home-hero");
    await expect(hero).toContainText(enCommon.common.platformOrg);
    await expect(
      hero.locator(".ant-tag").filter({ hasText: enCommon.common.builtInRoles.admin }),
    ).toBeVisible();
    await expect(hero.locator(".ant-tag").filter({ hasText: /^admin$/ })).toHaveCount(0);

    await openFromMenu(page, "Products & pricing", "Postcode groups & rules");
    for (const label of await sideMenu(page).locator(".ant-menu-title-content").all())
      expect(await showsAllText(label), (await label.textContent()) ?? "").toBe(true);
    await page.screenshot({ path: `${SHOTS}/menu-en.png`, fullPage: true });

    await page.goto("/system/roles");
    await expect(
      page.locator(".ant-table-row").filter({ hasText: enCommon.common.builtInRoles.customer }),
    ).toBeVisible({ timeout: 30_000 });
    await page.goto("/system/profile");
    const profileTab = tab(page, "Profile & security");
    await expect(profileTab).toBeVisible({ timeout: 30_000 });
    expect(await showsAllText(profileTab.locator(".pp-tab-title"))).toBe(true);
    await page.screenshot({ path: `${SHOTS}/tabs-en.png` });
    await expect(page.locator(".ant-descriptions")).toContainText(enCommon.common.platformOrg);
  });

  test("in Korean a page is called what its menu entry calls it and no menu name is cut", async ({
    page,
  }) => {
    await signIn(page, DEMO.admin.username, DEMO.admin.password);
    await useLanguage(page, "ko");
    await page.goto("/catalog/surcharges");
    // The page is called what its menu entry calls it.
    await expect(page.getByRole("heading", { name: "부가 요금", exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await expect(menuItem(page, "부가 요금")).toBeVisible();
    await page.goto("/");
    await expect(page.locator(".pp-home-hero")).toContainText(koCommon.common.platformOrg);
    await openFromMenu(page, "상품 및 요금");
    for (const label of await sideMenu(page).locator(".ant-menu-title-content").all())
      expect(await showsAllText(label), (await label.textContent()) ?? "").toBe(true);
    await page.screenshot({ path: `${SHOTS}/menu-ko.png`, fullPage: true });
  });
});

test("on a phone the menu opens as a drawer over the page and home and list pages stay readable", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  await expect(page.locator(".pp-sider")).toHaveCount(0);
  await expect(page.locator(".ant-statistic").first()).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  // The wallet's figures stack instead of printing over each other; the quick-entry tiles show whole titles.
  const figures = await page
    .locator(".ant-statistic")
    .evaluateAll((all) =>
      all.map((element) => element.getBoundingClientRect()).map((r) => [r.top, r.bottom]),
    );
  for (let i = 1; i < figures.length; i++)
    expect(figures[i]?.[0] ?? 0).toBeGreaterThanOrEqual(figures[i - 1]?.[1] ?? 0);
  const tile = page.locator(".pp-quick-link-title").first();
  expect((await tile.boundingBox())?.width ?? 0).toBeGreaterThan(150);
  await page.screenshot({ path: `${SHOTS}/phone-home.png`, fullPage: true });

  await page.getByRole("button", { name: TEXT.zh.shell.menu.expand }).click();
  const drawer = page.locator(".pp-menu-drawer .pp-side-menu");
  await expect(drawer).toBeVisible();
  expect((await page.locator(".pp-content").boundingBox())?.width ?? 0).toBeGreaterThan(350);
  await page.screenshot({ path: `${SHOTS}/phone-menu.png` });
  // A list page with a filter bar and a date range picker.
  await drawer.getByRole("menuitem", { name: /(^|\s)系统管理$/ }).click();
  await expect(drawer.locator('[class*="-motion-collapse"]')).toHaveCount(0);
  await drawer.getByRole("menuitem", { name: /^操作日志$/ }).click();
  await expect(page).toHaveURL(/\/system\/operation-log/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { name: "操作日志" })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(".ant-picker-range")).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/phone-list.png`, fullPage: true });
});
