import { expect, type Page, test } from "@playwright/test";
import enNotices from "../../apps/web/src/locales/en/notices";
import koNotices from "../../apps/web/src/locales/ko/notices";
import zhRecharge from "../../apps/web/src/locales/zh/financeRecharge";
import zhNotices from "../../apps/web/src/locales/zh/notices";
import { noticeTextOf } from "../../packages/domain/src/notices";
import { DEMO, originHeader, restoreChinese, signIn } from "../support/session";
import { dropdownItem, openPopup } from "../support/shell";
import { TEXT } from "../support/texts";

const RECHARGE = zhRecharge.financeRecharge;
const NOTICES = { zh: zhNotices.notices, en: enNotices.notices, ko: koNotices.notices };
const SHOTS = "/tmp/shots-notices";
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(96, 5),
]);
const buttonName = (text: string) => new RegExp(`^${[...text].join("\\s?")}$`);

const bell = (page: Page) => page.getByTestId("notice-bell");
const badge = (page: Page) => page.getByTestId("notice-count").locator(".ant-badge-count");

/** The customer reports a bank transfer as the recharge screen does (multipart with the page's origin). */
const reportTransfer = async (page: Page, amount: string) => {
  const response = await page.request.post("/api/finance/recharges/bank-transfers", {
    headers: originHeader(),
    multipart: {
      amount,
      transferDate: "2026-01-02",
      file: { name: "slip.png", mimeType: "image/png", buffer: PNG },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
};

test("finance confirms a bank transfer: the customer's bell counts it, the notice opens the transfer history", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const amount = `${200 + Math.floor(Math.random() * 700)}.19`;
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  // Start from an empty count: other journeys may have told the demo customer things.
  const cleared = await page.request.post("/api/system/notices/read-all", { headers: originHeader() });
  expect(cleared.status()).toBe(200);
  await page.reload();
  await expect(bell(page)).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await reportTransfer(page, amount);

  const financeContext = await browser.newContext();
  const finance = await financeContext.newPage();
  await signIn(finance, DEMO.finance.username, DEMO.finance.password);
  await finance.goto("/finance/bank-transfers");
  const pending = finance.locator(".ant-table-row").filter({ hasText: amount });
  await expect(pending).toBeVisible({ timeout: 30_000 });
  await pending.getByRole("button", { name: buttonName(RECHARGE.staff.confirm) }).click();
  await openPopup(finance, ".ant-popconfirm")
    .getByRole("button", { name: /OK|确\s?定/ })
    .click();
  await expect(finance.getByText(RECHARGE.staff.confirmed)).toBeVisible();
  await financeContext.close();

  // The customer's window regains focus: the bell asks again and counts the new notice.
  const counted = page.waitForResponse((r) => r.url().endsWith("/api/system/notices/unread-count"));
  await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
  await counted;
  await expect(badge(page)).toHaveText("1");

  const notice = noticeTextOf("zh", {
    kind: "bankTransferConfirmed",
    params: { amount: Number(amount).toFixed(2), currency: "CNY" },
  });
  await bell(page).click();
  const popup = openPopup(page, ".ant-popover");
  const line = popup.getByTestId("notice-line").first();
  await expect(line).toContainText(notice.title);
  await expect(line).toContainText(notice.text);
  await page.screenshot({ path: `${SHOTS}/bell-zh.png` });

  const read = page.waitForResponse((r) => /\/api\/system\/notices\/\d+\/read$/.test(r.url()));
  await line.click();
  expect((await read).status()).toBe(200);
  await expect(page).toHaveURL(/\/finance\/recharge\?tab=transfer$/);
  await expect(page.getByRole("tab", { name: RECHARGE.tabs.transfer, selected: true })).toBeVisible();
  await expect(page.locator(".ant-table-row").filter({ hasText: amount })).toContainText(
    RECHARGE.transferStatus.confirmed,
  );
  await expect(badge(page)).toHaveCount(0);
});

test("the inbox lists the notices in zh, en and ko, marks all read, and fits a phone", async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  await reportTransfer(page, "66.60");
  const financeContext = await page.context().browser()!.newContext();
  const finance = await financeContext.newPage();
  await signIn(finance, DEMO.finance.username, DEMO.finance.password);
  // Rejected through the API as the desk sends it: this journey is about the customer's inbox.
  const transfers = await finance.request.get("/api/finance/bank-transfers?status=pending&size=100");
  const pending = (await transfers.json()).rows.find((row: { amount: string }) => row.amount === "66.60");
  const rejected = await finance.request.post(`/api/finance/bank-transfers/${pending.id}/reject`, {
    headers: originHeader(),
    data: { reason: "Blurred slip" },
  });
  expect(rejected.status()).toBe(200);
  await financeContext.close();

  try {
    await page.goto("/system/notifications");
    const row = page.locator(".ant-table-row").first();
    await expect(row).toContainText(noticeTextOf("zh", { kind: "bankTransferRejected", params: {} }).title);
    await expect(row).toContainText(NOTICES.zh.unread);
    await page.screenshot({ path: `${SHOTS}/inbox-zh.png`, fullPage: true });

    for (const [from, to, label] of [
      ["zh", "en", "English"],
      ["en", "ko", "한국어"],
    ] as const) {
      await page.getByRole("button", { name: TEXT[from].common.language }).click();
      await dropdownItem(page, label).click();
      await expect(row).toContainText(noticeTextOf(to, { kind: "bankTransferRejected", params: {} }).title);
      await expect(row).toContainText("Blurred slip");
      await expect(page.getByRole("button", { name: NOTICES[to].markAllRead })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/inbox-${to}.png`, fullPage: true });
    }
    await bell(page).click();
    await expect(openPopup(page, ".ant-popover").getByTestId("notice-line").first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/bell-ko.png` });
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(row).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/inbox-ko-390.png`, fullPage: true });
    await bell(page).click();
    const popup = openPopup(page, ".ant-popover");
    await expect(popup.getByTestId("notice-line").first()).toBeVisible();
    const box = await popup.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/bell-ko-390.png` });
    await page.keyboard.press("Escape");

    const all = page.waitForResponse((r) => r.url().endsWith("/api/system/notices/read-all"));
    await page.getByTestId("notices-mark-all").click();
    expect((await all).status()).toBe(200);
    await expect(row).toContainText(NOTICES.ko.read);
    await expect(badge(page)).toHaveCount(0);
  } finally {
    await restoreChinese(page);
  }
});
