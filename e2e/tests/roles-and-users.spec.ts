import { expect, type Locator, type Page, test } from "@playwright/test";
import zhAccounts from "../../apps/web/src/locales/zh/accounts";
import { DEMO, signIn } from "../support/session";
import { openFromMenu, openPopup, selectPopup, sideMenu } from "../support/shell";
import { MENU, TEXT } from "../support/texts";

const A = zhAccounts.accounts;
const zh = TEXT.zh;
const SHOTS = ".tmp/shots-accounts";
const endsWith = (text: string) => new RegExp(`${text}$`);
// antd puts a space between the two characters of a two-character Chinese button ("保 存").
const button = (text: string) => new RegExp(`^${[...text].join("\\s*")}$`);

/** Ticks a menu in the role drawer's tree by its title. */
const tickMenu = async (page: Page, title: string) => {
  const node = page
    .locator(".ant-tree-treenode")
    .filter({ has: page.locator(".ant-tree-title", { hasText: new RegExp(`^${title}$`) }) });
  await node.locator(".ant-tree-checkbox").click();
  await expect(node.locator(".ant-tree-checkbox")).toHaveClass(/ant-tree-checkbox-checked/);
};

/** Picks an option of an antd Select by its label. */
const choose = async (page: Page, scope: Locator, label: string, option: string) => {
  await scope.getByLabel(label, { exact: true }).click();
  await selectPopup(page).getByTitle(option, { exact: true }).click();
};

test("an admin creates a role with some menus and a user with it; the user sees exactly those menus", async ({
  page,
  browser,
}) => {
  // Two sign-ins with the slider, two forms and a sign-out: longer than one screen's journey.
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const roleName = `订单专员${stamp}`;
  const username = `desk_${stamp}`;
  const password = "Desk2026ab";

  await signIn(page, DEMO.admin.username, DEMO.admin.password);

  // The role: Home, Task management and Order list.
  await openFromMenu(page, MENU.system.zh, A.roles.title);
  await expect(page.getByRole("heading", { name: A.roles.title })).toBeVisible();
  await expect(page.getByRole("cell", { name: "customer", exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/roles.png`, fullPage: true });
  const drawer = page.locator(".ant-drawer").filter({ visible: true });

  // The built-in customer role only ever sees its holders' own org: its data permission and level are locked.
  await page
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: "customer", exact: true }) })
    .getByRole("button", { name: endsWith(A.edit) })
    .click();
  await expect(drawer.getByText(A.roles.scopeLocked)).toBeVisible();
  await expect(drawer.getByLabel(A.roles.dataScope, { exact: true })).toBeDisabled();
  await expect(drawer.getByLabel(A.roles.level, { exact: true })).toBeDisabled();
  await drawer.getByRole("button", { name: button(zh.common.actions.cancel) }).click();
  await expect(drawer).toBeHidden();

  await page.getByRole("button", { name: A.roles.create }).click();
  await drawer.getByLabel(A.roles.name, { exact: true }).fill(roleName);
  await drawer.getByLabel(A.roles.code, { exact: true }).fill(`desk_${stamp}`);
  await tickMenu(page, MENU.home.zh);
  await tickMenu(page, MENU.orderList.zh);
  await tickMenu(page, MENU.tasks.zh);
  await page.screenshot({ path: `${SHOTS}/role-drawer.png` });
  await drawer.getByRole("button", { name: button(zh.common.actions.save) }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("cell", { name: roleName })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(roleName) })).toContainText("3 个菜单");

  // The user with that role.
  await openFromMenu(page, MENU.system.zh, MENU.users.zh);
  await expect(page.getByRole("heading", { name: A.users.title })).toBeVisible();
  await expect(page.getByText("customer_sub", { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/users.png`, fullPage: true });
  await page.getByRole("button", { name: A.users.create }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(A.users.username, { exact: true }).fill(username);
  await dialog.getByLabel(A.users.password, { exact: true }).fill(password);
  await dialog.getByLabel(A.users.nickName, { exact: true }).fill("订单专员");
  // The organisation list grows with every customer the journeys register: type to find it, as a person would.
  await dialog.getByLabel(A.users.org, { exact: true }).fill("平台运营中心");
  await selectPopup(page).getByTitle("平台运营中心 · 平台", { exact: true }).click();
  await choose(page, dialog, A.users.roles, roleName);
  await page.keyboard.press("Escape");
  await page.screenshot({ path: `${SHOTS}/user-form.png` });
  await dialog.getByRole("button", { name: button(zh.common.actions.save) }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row", { name: new RegExp(username) });
  await expect(row).toContainText(roleName);

  // The user signs in and sees exactly those menus.
  const context = await browser.newContext();
  const userPage = await context.newPage();
  await signIn(userPage, username, password);
  const entries = sideMenu(userPage).getByRole("menuitem").filter({ visible: true });
  await expect(entries).toHaveText([
    endsWith(MENU.home.zh),
    endsWith(MENU.orders.zh),
    endsWith(MENU.system.zh),
  ]);
  // One group opens at a time: each shows exactly the granted screen.
  await openFromMenu(userPage, MENU.orders.zh, MENU.orderList.zh);
  await expect(entries).toHaveText([
    endsWith(MENU.home.zh),
    endsWith(MENU.orders.zh),
    MENU.orderList.zh,
    endsWith(MENU.system.zh),
  ]);
  await openFromMenu(userPage, MENU.system.zh, MENU.tasks.zh);
  await expect(entries).toHaveText([
    endsWith(MENU.home.zh),
    endsWith(MENU.orders.zh),
    endsWith(MENU.system.zh),
    MENU.tasks.zh,
  ]);
  await userPage.screenshot({ path: `${SHOTS}/new-user-menus.png` });

  // Disabling the user signs them out at once: the next request lands on the login page.
  await row.getByRole("button", { name: endsWith(A.users.disable) }).click();
  await openPopup(page, ".ant-popconfirm")
    .getByRole("button", { name: button(A.users.disable) })
    .click();
  await expect(row).toContainText(A.statuses.disabled);
  // The screens it already loaded are cached; its next call to the server ends the session.
  await userPage.reload();
  await expect(userPage).toHaveURL(/\/login/);
  await context.close();

  // The operation log shows what the admin did.
  await openFromMenu(page, MENU.system.zh, A.operationLog.title);
  await expect(page.getByRole("cell", { name: A.operationLog.actions.user_create }).first()).toBeVisible();
  await page
    .getByRole("row", { name: new RegExp(A.operationLog.actions.role_create) })
    .first()
    .getByRole("button")
    .first()
    .click();
  await expect(page.getByText(`"name": "${roleName}"`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/operation-log.png`, fullPage: true });
});

test("menus and customers screens", async ({ page }) => {
  await signIn(page, DEMO.admin.username, DEMO.admin.password);
  await openFromMenu(page, MENU.system.zh, A.menus.title);
  await expect(page.getByRole("heading", { name: A.menus.title })).toBeVisible();
  await page
    .getByRole("row", { name: new RegExp(MENU.system.zh) })
    .getByRole("button", { name: /展开|Expand/ })
    .click();
  await page.screenshot({ path: `${SHOTS}/menus.png`, fullPage: true });
  await page
    .getByRole("row", { name: new RegExp(A.menus.types.directory) })
    .first()
    .getByRole("button", { name: A.menus.addChild })
    .click();
  const drawer = page.locator(".ant-drawer").filter({ visible: true });
  await drawer.getByRole("button", { name: A.menus.chooseIcon }).click();
  await page.getByRole("button", { name: "BarChartOutlined" }).click();
  await page.screenshot({ path: `${SHOTS}/menu-drawer.png` });
  await drawer.getByRole("button", { name: button(zh.common.actions.cancel) }).click();

  await openFromMenu(page, A.customers.title);
  await expect(page.getByRole("cell", { name: "Demo Trading Co." })).toBeVisible();
  await page.locator(".ant-segmented").getByText(A.customers.sub, { exact: true }).click();
  await expect(page.getByRole("cell", { name: "customer_sub", exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/customers.png`, fullPage: true });
});

test("an admin opens a customer org with its main account; the main account signs in", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const orgName = `环球贸易${stamp}`;
  const username = `globe_${stamp}`;
  const password = "Globe2026ab";

  await signIn(page, DEMO.admin.username, DEMO.admin.password);
  await openFromMenu(page, MENU.system.zh, A.customers.title);
  await expect(page.getByRole("cell", { name: "Demo Trading Co." })).toBeVisible();
  await page.getByRole("button", { name: A.customers.create }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(A.orgAccount.createCustomerTitle)).toBeVisible();
  // The customers screen only opens customers: the type choice is hidden.
  await expect(dialog.getByText(A.orgAccount.type, { exact: true })).toBeHidden();

  // A taken account name is refused on its field, and nothing closes.
  await dialog.getByLabel(A.orgAccount.orgName, { exact: true }).fill(orgName);
  await dialog.getByLabel(A.users.username, { exact: true }).fill(DEMO.customer.username);
  await dialog.getByLabel(A.users.password, { exact: true }).fill(password);
  await dialog.getByLabel(A.users.nickName, { exact: true }).fill("环球老板");
  await dialog.getByRole("button", { name: button(zh.common.actions.save) }).click();
  await expect(dialog.getByText("该账号已被注册")).toBeVisible();

  await dialog.getByLabel(A.users.username, { exact: true }).fill(username);
  // A new name clears the message, which folds away and moves the buttons below it up: click once it is gone.
  await expect(dialog.getByText("该账号已被注册")).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/org-modal.png` });
  await dialog.getByRole("button", { name: button(zh.common.actions.save) }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row", { name: new RegExp(username) });
  await expect(row).toContainText(orgName);
  await expect(row).toContainText(A.editions.free);

  const context = await browser.newContext();
  const customerPage = await context.newPage();
  await signIn(customerPage, username, password);
  await expect(customerPage.locator("button.pp-user-trigger")).toContainText("环球老板");
  await context.close();

  // From the users screen the type is chosen.
  await openFromMenu(page, MENU.system.zh, MENU.users.zh);
  await page.getByRole("button", { name: A.users.createOrg }).click();
  await expect(dialog.getByText(A.orgAccount.createTitle)).toBeVisible();
  await dialog.getByText(zhAccounts.accounts.orgTypes.supplier, { exact: true }).click();
  await page.screenshot({ path: `${SHOTS}/org-modal-users.png` });
  await dialog.getByRole("button", { name: button(zh.common.actions.cancel) }).click();
  await expect(dialog).toBeHidden();
});
