import { expect, type Page, test } from "@playwright/test";
import zhRecharge from "../../apps/web/src/locales/zh/financeRecharge";
import zhWallet from "../../apps/web/src/locales/zh/financeWallet";
import { DEMO, signIn } from "../support/session";
import { openPopup, typeDate } from "../support/shell";

const TEXT = zhRecharge.financeRecharge;
const FLOW = zhWallet.financeWallet.flow;
const SHOTS = ".tmp/shots-finance";
// A tiny valid PNG header is all the proof check looks at.
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(128, 7),
]);
// antd puts a space between two CJK characters on a button ("驳 回").
const buttonName = (text: string) => new RegExp(`^${[...text].join("\\s?")}$`);

/** The wallet balance the recharge page shows, as cents. */
const balanceCents = async (page: Page) => {
  const statistic = page.locator(".ant-statistic").filter({ hasText: TEXT.balance }).first();
  const text = ((await statistic.locator(".ant-statistic-content").textContent()) ?? "").replace(
    /[^\d.]/g,
    "",
  );
  return Math.round(Number(text) * 100);
};

const openRecharge = async (page: Page) => {
  await page.goto("/finance/recharge");
  await expect(page.getByRole("tab", { name: TEXT.tabs.online })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("sandbox-tag")).toBeVisible();
};

test("the demo customer recharges 100 through the sandbox gateway and is credited once", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  await openRecharge(page);
  const before = await balanceCents(page);

  await page.locator("#online_amount").fill("100");
  await expect(page.getByTestId("recharge-payable")).toHaveText("100.60 CNY");
  await page.screenshot({ path: `${SHOTS}/recharge-online.png`, fullPage: true });

  const popupOpened = page.waitForEvent("popup");
  await page.getByRole("button", { name: buttonName(TEXT.online.pay) }).click();
  const gateway = await popupOpened;
  // The gateway page speaks the payer's console language.
  await expect(gateway.getByText("沙箱", { exact: true })).toBeVisible();
  await expect(gateway.locator("[data-payable]")).toHaveText("100.60 CNY");
  await gateway.screenshot({ path: `${SHOTS}/sandbox-page.png` });
  await gateway.locator("button.pay").click();
  await expect(gateway.locator('[data-result="paid"]')).toBeVisible();
  await gateway.screenshot({ path: `${SHOTS}/sandbox-paid.png` });

  // The notification is asynchronous: reload until it landed, then twice more to see it counted once.
  await expect(async () => {
    await openRecharge(page);
    expect(await balanceCents(page)).toBe(before + 10_000);
  }).toPass({ timeout: 20_000 });
  for (let i = 0; i < 2; i++) {
    await openRecharge(page);
    expect(await balanceCents(page)).toBe(before + 10_000);
  }
  await expect(page.locator(".ant-table-row").first()).toContainText(TEXT.paymentStatus.paid);
  await page.screenshot({ path: `${SHOTS}/recharge-paid.png`, fullPage: true });

  // The wallet flow shows the credit once, newest first, and (on a page of 100) the opening credit other
  // journeys' movements may have pushed off the first 20; filtering to money out leaves it out; export works.
  await page.goto("/finance/wallet-flow?size=100");
  await expect(page.getByRole("heading", { name: FLOW.title })).toBeVisible({ timeout: 30_000 });
  const newest = page.locator(".ant-table-row").first();
  await expect(newest).toContainText("+100.00 CNY");
  await expect(page.getByText("+10,000.00 CNY")).toBeVisible();
  await expect(newest).toContainText(FLOW.kinds.credit);
  await expect(newest).toContainText(FLOW.references.recharge);
  await expect(page.locator(".ant-table-row").filter({ hasText: "+100.00 CNY" })).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/wallet-flow.png`, fullPage: true });
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: FLOW.export }).click();
  expect((await download).suggestedFilename()).toMatch(/^wallet-flow-\d{8}.*\.xlsx$/);
  await page.getByLabel(FLOW.direction, { exact: true }).click();
  await openPopup(page, ".ant-select-dropdown").getByTitle(FLOW.directions.out, { exact: true }).click();
  await page.getByRole("button", { name: "查询" }).click();
  await expect(page).toHaveURL(/direction=out/);
  await expect(page.locator(".ant-table-row").filter({ hasText: "+100.00 CNY" })).toHaveCount(0);
});

test("a bank transfer submitted by the customer is confirmed by finance", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const amount = `${100 + Math.floor(Math.random() * 800)}.37`;
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  await openRecharge(page);
  const before = await balanceCents(page);
  await page.getByRole("tab", { name: TEXT.tabs.transfer }).click();
  const panel = page.locator("form#transfer");
  await page.locator("#transfer_amount").fill(amount);
  await typeDate(page, page.locator("#transfer_transferDate"), "2026-01-02");
  // Confirming the date does not submit the form: no error for the proof not chosen yet.
  await expect(panel.locator(".ant-form-item-explain-error")).toHaveCount(0);
  await panel
    .locator('input[type="file"]')
    .setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: PNG });
  await expect(panel.getByText("receipt.png")).toBeVisible();
  const submitted = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().endsWith("/api/finance/recharges/bank-transfers"),
  );
  await panel.getByRole("button", { name: buttonName(TEXT.transfer.submit) }).click();
  expect((await submitted).status()).toBe(200);
  await expect(page.getByText(TEXT.transfer.submitted)).toBeVisible();
  const row = page.locator(".ant-table-row").filter({ hasText: amount });
  await expect(row).toContainText(TEXT.transferStatus.pending);
  await page.screenshot({ path: `${SHOTS}/transfer-submitted.png`, fullPage: true });

  const financeContext = await browser.newContext();
  const finance = await financeContext.newPage();
  await signIn(finance, DEMO.finance.username, DEMO.finance.password);
  await finance.goto("/finance/bank-transfers");
  const pending = finance.locator(".ant-table-row").filter({ hasText: amount });
  await expect(pending).toBeVisible({ timeout: 30_000 });
  await finance.screenshot({ path: `${SHOTS}/bank-transfers.png`, fullPage: true });
  await pending.getByRole("button", { name: buttonName(TEXT.staff.confirm) }).click();
  await openPopup(finance, ".ant-popconfirm")
    .getByRole("button", { name: /OK|确\s?定/ })
    .click();
  await expect(finance.getByText(TEXT.staff.confirmed)).toBeVisible();
  await expect(pending).toHaveCount(0);
  await financeContext.close();

  await openRecharge(page);
  expect(await balanceCents(page)).toBe(before + Math.round(Number(amount) * 100));
  await page.getByRole("tab", { name: TEXT.tabs.transfer }).click();
  await expect(page.locator(".ant-table-row").filter({ hasText: amount })).toContainText(
    TEXT.transferStatus.confirmed,
  );
  await page.screenshot({ path: `${SHOTS}/transfer-confirmed.png`, fullPage: true });
});
