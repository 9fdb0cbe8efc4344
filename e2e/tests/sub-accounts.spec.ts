import { expect, type Page, test } from "@playwright/test";
import zhAccount from "../../apps/web/src/locales/zh/account";
import { DEMO, signIn } from "../support/session";
import { openFromMenu, openPopup, sideMenu } from "../support/shell";
import { MENU, TEXT } from "../support/texts";

const S = zhAccount.account.subAccounts;
const zh = TEXT.zh;
const SHOTS = ".tmp/shots-accounts";
const ADDRESS_BOOK = "地址簿";
const endsWith = (text: string) => new RegExp(`${text}$`);
// antd puts a space between the two characters of a two-character Chinese button ("保 存").
const button = (text: string) => new RegExp(`^${[...text].join("\\s*")}$`);

/** Ticks a screen in the grant tree by its title. */
const tickScreen = async (page: Page, title: string) => {
  const node = page
    .locator(".ant-tree-treenode")
    .filter({ has: page.locator(".ant-tree-title", { hasText: new RegExp(`^${title}`) }) });
  await node.locator(".ant-tree-checkbox").click();
  await expect(node.locator(".ant-tree-checkbox")).toHaveClass(/ant-tree-checkbox-checked/);
};

test("a customer creates a sub-account with two screens; the sub-account sees only those and is signed out when disabled", async ({
  page,
  browser,
}) => {
  // Two sign-ins with the slider, a form with a tree and a disable: longer than one screen's journey.
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const username = `clerk_${stamp}`;
  const password = "Clerk2026ab";

  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  await openFromMenu(page, MENU.system.zh, S.title);
  await expect(page.getByRole("heading", { name: S.title })).toBeVisible();
  await expect(page.getByRole("cell", { name: DEMO.customerSub.username, exact: true })).toBeVisible();

  await page.getByRole("button", { name: S.create }).click();
  const drawer = page.locator(".ant-drawer").filter({ visible: true });
  await drawer.getByLabel(S.name, { exact: true }).fill("仓库文员");
  await drawer.getByLabel(S.code, { exact: true }).fill(`c${stamp}`);
  await drawer.getByLabel(S.username, { exact: true }).fill(username);
  await drawer.getByLabel(S.password, { exact: true }).fill(password);
  await tickScreen(page, MENU.orderList.zh);
  await tickScreen(page, ADDRESS_BOOK);
  await expect(drawer.getByText("已选 2 /")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sub-account-drawer.png` });
  await drawer.getByRole("button", { name: button(zh.common.actions.save) }).click();
  await expect(drawer).toBeHidden();
  const row = page.getByRole("row", { name: new RegExp(username) });
  await expect(row).toContainText("2 个页面");
  await page.screenshot({ path: `${SHOTS}/sub-accounts.png`, fullPage: true });

  // The sub-account signs in, lands on its first granted screen and sees exactly the two granted screens.
  const context = await browser.newContext();
  const subPage = await context.newPage();
  await signIn(subPage, username, password);
  const entries = sideMenu(subPage).getByRole("menuitem").filter({ visible: true });
  await expect(subPage).toHaveURL(/\/orders\/list$/);
  await expect(entries).toHaveText([endsWith(MENU.orders.zh), MENU.orderList.zh, ADDRESS_BOOK]);
  await openFromMenu(subPage, ADDRESS_BOOK);
  await expect(subPage).toHaveURL(/\/orders\/address-book$/);
  await subPage.screenshot({ path: `${SHOTS}/sub-account-menus.png` });
  // A screen it was not granted is refused even by its address.
  await subPage.goto("/system/sub-accounts");
  await expect(subPage.getByRole("heading", { name: S.title })).toBeHidden();

  // Disabling it signs it out at once.
  await row.getByRole("button", { name: button(S.disable) }).click();
  await openPopup(page, ".ant-modal-confirm")
    .getByRole("button", { name: button(S.disable) })
    .click();
  await expect(row).toContainText(S.statuses.disabled);
  await subPage.goto("/orders/address-book");
  await expect(subPage).toHaveURL(/\/login/);
  await context.close();
});
