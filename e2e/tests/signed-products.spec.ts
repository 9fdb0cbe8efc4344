import { expect, type Page, test } from "@playwright/test";
import zhSigning from "../../apps/web/src/locales/zh/catalogSigning";
import { DEMO, signIn } from "../support/session";
import { openFromMenu, selectPopup } from "../support/shell";
import { MENU } from "../support/texts";

const S = zhSigning.catalogSigning;
const SHOTS = ".tmp/shots-catalog";
const MY_PRODUCTS = "我的产品";

// antd spaces out two-character Chinese button labels ("签 约").
const label = (text: string) => new RegExp(`^${[...text].join("\\s*")}$`);
const productRow = (page: Page, code: string) => page.getByRole("row").filter({ hasText: code });

test("a customer cancels a product after confirming, then signs it again", async ({ page }) => {
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  await openFromMenu(page, MENU.catalog.zh, MY_PRODUCTS);
  await expect(page.getByRole("heading", { name: S.title })).toBeVisible();
  const japan = productRow(page, "PP-JP-EXP");
  await expect(japan.getByTestId("status-PP-JP-EXP")).toHaveText(S.status.signed);
  await expect(productRow(page, "PP-FR-ECO").getByTestId("status-PP-FR-ECO")).toHaveText(S.status.unsigned);
  await page.screenshot({ path: `${SHOTS}/my-products.png`, fullPage: true });

  await japan.getByRole("button", { name: S.cancel }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(S.confirmCancelBody);
  await page.screenshot({ path: `${SHOTS}/cancel-confirm.png` });
  await dialog.getByRole("button", { name: S.cancel }).click();
  await expect(japan.getByTestId("status-PP-JP-EXP")).toHaveText(S.status.cancelled);

  await japan.getByRole("button", { name: label(S.sign) }).click();
  await expect(japan.getByTestId("status-PP-JP-EXP")).toHaveText(S.status.signed);

  await page.locator(".ant-segmented-item").filter({ hasText: S.filter.unsigned }).click();
  await expect(productRow(page, "PP-FR-ECO")).toBeVisible();
  await expect(productRow(page, "PP-JP-EXP")).toHaveCount(0);
  await expect(page.locator(".ant-segmented-thumb")).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/my-products-unsigned.png`, fullPage: true });
});

test("an operator chooses a customer and sees its products with their quote plans", async ({ page }) => {
  await signIn(page, DEMO.operator.username, DEMO.operator.password);
  await openFromMenu(page, MENU.catalog.zh, MY_PRODUCTS);
  await expect(page.getByText(S.chooseCustomerTitle)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/allot-empty.png`, fullPage: true });

  await page.getByRole("combobox", { name: S.customer }).click();
  await selectPopup(page).locator(".ant-select-item-option").filter({ hasText: "Demo Trading Co." }).click();
  const express = productRow(page, "PP-US-EXP");
  await expect(express.getByTestId("status-PP-US-EXP")).toHaveText(S.status.signed);
  await expect(express).toContainText("VIP");
  await page.screenshot({ path: `${SHOTS}/allot-view.png`, fullPage: true });
});
