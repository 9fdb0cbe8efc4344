import { expect, test } from "@playwright/test";
import { DEMO, signIn } from "../support/session";
import { menuItem, sideMenu } from "../support/shell";
import { MENU, SYSTEM_NAME, TEXT } from "../support/texts";

const zh = TEXT.zh;

const siderWidth = async (page: import("@playwright/test").Page) =>
  Math.round((await sideMenu(page).boundingBox())?.width ?? -1);

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
