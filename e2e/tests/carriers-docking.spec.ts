import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import enCarriers from "../../apps/web/src/locales/en/carriers";
import zhCarriers from "../../apps/web/src/locales/zh/carriers";
import zhWallet from "../../apps/web/src/locales/zh/financeWallet";
import { chooseLanguage, DEMO, restoreChinese, signIn } from "../support/session";
import { openPopup } from "../support/shell";

// Docking a carrier the platform lacks (spec §9, 3000 yuan): the demo customer asks for it, the fee is held; an
// operator accepts it, and the customer's wallet flow shows the docking fee. Finance first adds the fee to the
// customer's wallet, so the journeys after this one find the demo customer's balance as they expect it.

const C = zhCarriers.carriers;
const W = zhWallet.financeWallet;
const SHOTS = ".tmp/shots-carriers";
const spaced = (text: string) => new RegExp(`^${[...text].join("\\s*")}$`);
const origin = () => ({ origin: new URL(test.info().project.use.baseURL ?? "").origin });
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test.afterEach(async ({ page }) => {
  await restoreChinese(page);
});

test("a customer asks to dock a carrier, an operator accepts, the wallet flow shows the docking fee", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  mkdirSync(SHOTS, { recursive: true });
  const carrier = `Yanwen ${Date.now().toString(36)}`;
  await signIn(page, DEMO.customer.username, DEMO.customer.password, "/carriers/docking-requests");
  const [wallet] = (await (await page.request.get("/api/finance/wallets/mine")).json()) as {
    orgId: number;
  }[];

  const financePage = await (await browser.newContext()).newPage();
  await signIn(financePage, DEMO.finance.username, DEMO.finance.password);
  const topUp = await financePage.request.post("/api/finance/wallets/adjust", {
    headers: { ...origin(), "idempotency-key": randomUUID() },
    data: { orgId: wallet!.orgId, currency: "CNY", amount: "3000.00", reason: "Docking journey" },
  });
  expect(topUp.status(), await topUp.text()).toBe(200);

  await expect(page.getByText(C.docking.feeNotice.replace("{{fee}}", "3000.00 CNY"))).toBeVisible();
  await page.getByLabel(C.docking.carrierName).fill(carrier);
  await page.getByLabel(C.docking.website).fill("https://www.yw56.com.cn");
  await page.getByLabel(C.docking.apiDocsUrl).fill("not a url");
  await page.getByLabel(C.docking.contact).fill("李雷 13800000000");
  await page.getByRole("button", { name: C.docking.submit }).click();
  await expect(page.getByText(C.docking.urlFormat)).toBeVisible();
  await page.getByLabel(C.docking.apiDocsUrl).fill("https://open.yw56.com.cn/docs");
  await page.getByRole("button", { name: C.docking.submit }).click();
  await expect(page.getByText(C.docking.submitted.replace("{{fee}}", "3000.00 CNY"))).toBeVisible();
  const mine = page.locator(".ant-table-row").filter({ hasText: carrier });
  await expect(mine).toContainText(C.docking.statuses.pending);
  await expect(mine).toContainText("3000.00 CNY");
  await shoot(page, "docking-requests-zh");

  const operator = await (await browser.newContext()).newPage();
  await signIn(operator, DEMO.operator.username, DEMO.operator.password, "/carriers/docking-review");
  const pending = operator.locator(".ant-table-row").filter({ hasText: carrier });
  await expect(pending).toContainText("https://open.yw56.com.cn/docs", { timeout: 30_000 });
  await shoot(operator, "docking-review-zh");
  await pending.getByRole("button", { name: spaced(C.docking.accept) }).click();
  await openPopup(operator, ".ant-popconfirm")
    .getByRole("button", { name: /^(OK|确\s*定)$/ })
    .click();
  await expect(operator.getByText(C.docking.accepted)).toBeVisible();
  await expect(pending).toBeHidden();
  await operator.getByText(C.docking.statuses.accepted, { exact: true }).click();
  await expect(operator.locator(".ant-table-row").filter({ hasText: carrier })).toBeVisible();
  // Staff's review reads in English too; the operator's language goes back to Chinese for the journeys after.
  await chooseLanguage(operator, "en");
  await operator.reload();
  await expect(operator.getByText(enCarriers.carriers.docking.reviewDescription)).toBeVisible({
    timeout: 30_000,
  });
  await shoot(operator, "docking-review-en");
  await restoreChinese(operator);

  // A page opened afresh loads its chunk and list first: on a busy machine that takes a while.
  await page.reload();
  await expect(mine).toContainText(C.docking.statuses.accepted, { timeout: 30_000 });
  await page.goto("/finance/wallet-flow");
  const fee = page
    .getByRole("row")
    .filter({ hasText: W.flow.reasons.dockingFee.replace("{{carrier}}", carrier) });
  await expect(fee).toContainText("3,000.00 CNY", { timeout: 30_000 });
  await expect(fee).toContainText(W.flow.kinds.capture);
  await shoot(page, "docking-wallet-flow-zh");

  await page.goto("/carriers/my-carriers");
  await expect(page.getByText(C.own.emptyTitle)).toBeVisible({ timeout: 30_000 });
  await shoot(page, "my-carriers-zh");

  // The customer's screens read in English.
  await chooseLanguage(page, "en");
  const en = enCarriers.carriers;
  await page.goto("/carriers/docking-requests");
  await expect(page.locator(".ant-table-row").filter({ hasText: carrier })).toContainText(
    en.docking.statuses.accepted,
    { timeout: 30_000 },
  );
  await shoot(page, "docking-requests-en");
  await page.goto("/carriers/my-carriers");
  await expect(page.getByText(en.own.emptyTitle)).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: en.own.add }).click();
  const drawer = page.locator(".ant-drawer").filter({ hasText: en.own.add });
  await expect(drawer.getByLabel(en.form.serviceClass)).toBeVisible();
  await expect(drawer.getByText(en.providers.public)).toHaveCount(0);
  await shoot(page, "my-carriers-en");
});
