import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { subtractMoney } from "@pp/domain";
import zhRecharge from "../../apps/web/src/locales/zh/financeRecharge";
import zhWallet from "../../apps/web/src/locales/zh/financeWallet";
import { buttonName } from "../support/catalog";
import { DEMO, signIn } from "../support/session";

const W = zhWallet.financeWallet;
const SHOTS = ".tmp/shots-finance";

const applyFor = async (page: Page, amount: string) => {
  await page.getByLabel(W.withdraw.amount, { exact: true }).fill(amount);
  await page.getByLabel(W.withdraw.accountName, { exact: true }).fill("张三");
  await page.getByLabel(W.withdraw.accountNo, { exact: true }).fill("6222 0000 1111 2222");
  await page.getByLabel(W.withdraw.bankName, { exact: true }).fill("工商银行");
  await page.getByRole("button", { name: W.withdraw.submit }).click();
};

const available = async (page: Page) => {
  const text = await page
    .locator(".ant-descriptions-item")
    .filter({ hasText: W.available })
    .first()
    .locator(".ant-descriptions-item-content")
    .textContent();
  return (text ?? "").trim();
};

test("a customer applies for a withdrawal, a second is refused, finance approves the first", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const customer = await (await browser.newContext()).newPage();
  await signIn(customer, DEMO.customer.username, DEMO.customer.password);
  await expect(
    customer.getByRole("button", { name: buttonName(zhRecharge.financeRecharge.title) }),
  ).toBeVisible();
  // The home page's wallet lists the latest movements (which ones depends on what ran before: the demo orders'
  // charges, other journeys' recharges) and leads to the whole flow.
  await expect(customer.getByText(W.summary.recent)).toBeVisible();
  await expect(customer.getByRole("row").filter({ hasText: "CNY" }).first()).toBeVisible();
  await customer.screenshot({ path: `${SHOTS}/home-wallet.png`, fullPage: true });
  await customer.getByRole("link", { name: W.summary.allFlow }).click();
  await expect(customer.getByRole("heading", { name: W.flow.title })).toBeVisible();
  // The opening credit, stored as a code, reads in the reader's language; a page of 100 reaches back to it.
  await customer.goto(`${new URL(customer.url()).pathname}?size=100`);
  await expect(
    customer
      .getByRole("row")
      .filter({ hasText: "+10,000.00 CNY" })
      .filter({ hasText: W.flow.reasons.demoOpeningBalance }),
  ).toBeVisible();

  await customer.goto("/finance/withdrawals");
  await expect(customer.getByText(W.withdraw.empty)).toBeVisible();
  const before = await available(customer);
  await applyFor(customer, "123.45");
  await expect(customer.getByText(W.withdraw.applied)).toBeVisible();
  await expect(customer.getByRole("cell", { name: W.withdrawalStatus.pending })).toBeVisible();
  await expect(customer.getByText(W.withdraw.pendingHint)).toBeVisible();
  await customer.screenshot({ path: `${SHOTS}/withdrawals-pending.png`, fullPage: true });

  // A second request from another tab, opened before the first was known, is refused by the server.
  const second = await (
    await browser.newContext({ storageState: await customer.context().storageState() })
  ).newPage();
  await second.route(
    (url) => url.pathname === "/api/finance/withdrawals",
    async (route) =>
      route.request().method() === "GET"
        ? route.fulfill({ json: { rows: [], total: 0, nextCursor: null } })
        : route.continue(),
  );
  await second.goto("/finance/withdrawals");
  await applyFor(second, "10.00");
  await expect(second.getByText("已有待审核的提现申请，审核完成前不能再次申请")).toBeVisible();
  await second.screenshot({ path: `${SHOTS}/withdrawals-second-refused.png`, fullPage: true });

  const finance = await (await browser.newContext()).newPage();
  await signIn(finance, DEMO.finance.username, DEMO.finance.password);
  await finance.goto("/finance/withdrawal-approval");
  const row = finance.getByRole("row").filter({ hasText: "123.45" });
  await row.getByRole("button", { name: buttonName(W.approval.approve) }).click();
  await finance.getByLabel(W.approval.proof).fill("ICBC-TX-20261122-001");
  await finance.screenshot({ path: `${SHOTS}/approval-dialog.png`, fullPage: true });
  await finance
    .getByRole("dialog")
    .getByRole("button", { name: buttonName(W.approval.approve) })
    .click();
  await expect(finance.getByText(W.approval.approved)).toBeVisible();

  await customer.reload();
  await expect(customer.getByRole("cell", { name: W.withdrawalStatus.approved })).toBeVisible();
  // Compared as money text, exactly: the 123.45 held on application has been paid out.
  await expect.poll(() => available(customer)).toBe(subtractMoney(before, "123.45"));
  await customer.screenshot({ path: `${SHOTS}/withdrawals-approved.png`, fullPage: true });
});
