import { expect, test } from "@playwright/test";
import zhRecharge from "../../apps/web/src/locales/zh/financeRecharge";
import { DEMO, signIn } from "../support/session";

const TEXT = zhRecharge.financeRecharge;
test("probe", async ({ page }) => {
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  await page.goto("/finance/recharge");
  await expect(page.getByRole("tab", { name: TEXT.tabs.online })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("tab", { name: TEXT.tabs.transfer }).click();
  await page.locator("#transfer_amount").fill("123.37");
  await page.locator("#transfer_transferDate").click();
  await page.locator("#transfer_transferDate").fill("2026-01-02");
  await page.locator("#transfer_transferDate").press("Enter");
  await page.waitForTimeout(1000);
  console.log(
    "errors:",
    JSON.stringify(await page.locator(".ant-form-item-explain-error").allTextContents()),
  );
});
