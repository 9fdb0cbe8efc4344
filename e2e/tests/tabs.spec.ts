import { expect, test } from "@playwright/test";
import { requestSmsCode, uniqueAccount } from "../support/register";
import { DEMO, signIn } from "../support/session";
import { dropdownItem, openFromMenu, tab, tabBar, tabCloseButton, tabTitles } from "../support/shell";
import { fill, MENU, SYSTEM_NAME, TEXT } from "../support/texts";

const zh = TEXT.zh;

test("screens opened from the menu become tabs that can be closed, narrowed down and refreshed", async ({
  page,
}) => {
  await signIn(page, DEMO.operator.username, DEMO.operator.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(tabTitles(page)).toHaveText([MENU.home.zh]);

  // Three screens from the menu: two built ones and one that is not available yet.
  await openFromMenu(page, MENU.system.zh, MENU.tasks.zh);
  await expect(page).toHaveURL(/\/system\/tasks$/);
  await expect(page.getByRole("heading", { name: zh.system.tasks.title, exact: true })).toBeVisible();

  await openFromMenu(page, MENU.system.zh, MENU.sandboxMessages.zh);
  await expect(page).toHaveURL(/\/system\/sandbox-messages$/);
  await expect(
    page.getByRole("heading", { name: zh.system.sandboxMessages.title, exact: true }),
  ).toBeVisible();

  await openFromMenu(page, MENU.warehouse.zh, MENU.robots.zh);
  await expect(page).toHaveURL(/\/warehouse\/robots$/);
  await expect(page.getByText(fill(zh.shell.notAvailable.title, { name: MENU.robots.zh }))).toBeVisible();
  await expect(page.getByText(zh.shell.notAvailable.description)).toBeVisible();
  await expect(page).toHaveTitle(`${MENU.robots.zh} - ${SYSTEM_NAME.zh}`);

  await expect(tabTitles(page)).toHaveText([
    MENU.home.zh,
    MENU.tasks.zh,
    MENU.sandboxMessages.zh,
    MENU.robots.zh,
  ]);
  await expect(tab(page, MENU.robots.zh)).toHaveAttribute("aria-selected", "true");
  await page.screenshot({ path: ".tmp/shots/tabs-three-open.png" });

  // Clicking a tab goes back to its screen.
  await tab(page, MENU.tasks.zh).click();
  await expect(page).toHaveURL(/\/system\/tasks$/);
  await expect(page.getByRole("heading", { name: zh.system.tasks.title, exact: true })).toBeVisible();

  // Close the tasks tab with its own close button: the neighbour takes over.
  await tabCloseButton(page, MENU.tasks.zh).click();
  await expect(tabTitles(page)).toHaveText([MENU.home.zh, MENU.sandboxMessages.zh, MENU.robots.zh]);
  await expect(page).not.toHaveURL(/\/system\/tasks$/);

  // "Close others" from the sandbox message viewer tab's context menu keeps it and the pinned home tab.
  await tab(page, MENU.sandboxMessages.zh).click({ button: "right" });
  await dropdownItem(page, zh.shell.tabs.closeOthers).click();
  await expect(tabTitles(page)).toHaveText([MENU.home.zh, MENU.sandboxMessages.zh]);
  await expect(page).toHaveURL(/\/system\/sandbox-messages$/);
  await expect(
    page.getByRole("heading", { name: zh.system.sandboxMessages.title, exact: true }),
  ).toBeVisible();

  // "Close all" from the tab actions dropdown leaves only the home tab, which cannot be closed.
  await openFromMenu(page, MENU.warehouse.zh, MENU.robots.zh);
  await expect(tabTitles(page)).toHaveText([MENU.home.zh, MENU.sandboxMessages.zh, MENU.robots.zh]);
  await page.getByRole("button", { name: zh.shell.tabs.actions, exact: true }).click();
  await dropdownItem(page, zh.shell.tabs.closeAll).click();
  await expect(tabTitles(page)).toHaveText([MENU.home.zh]);
  await expect(page).toHaveURL(/\/home$/);
  await expect(tabBar(page).locator(".ant-tabs-tab").getByRole("button")).toHaveCount(0);
  await page.screenshot({ path: ".tmp/shots/tabs-closed-all.png" });

  // "Refresh" renders the current screen again: the page is mounted anew.
  await openFromMenu(page, MENU.system.zh, MENU.tasks.zh);
  const heading = page.getByRole("heading", { name: zh.system.tasks.title, exact: true });
  await expect(heading).toBeVisible();
  await heading.evaluate((element) => element.setAttribute("data-e2e-before-refresh", "yes"));
  await page.getByRole("button", { name: zh.shell.tabs.actions, exact: true }).click();
  await dropdownItem(page, zh.shell.tabs.refresh).click();
  await expect(page).toHaveURL(/\/system\/tasks$/);
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveAttribute("data-e2e-before-refresh", "yes");
  await expect(tabTitles(page)).toHaveText([MENU.home.zh, MENU.tasks.zh]);
});

test("refreshing a tab shows data that arrived since the screen was opened", async ({ page, browser }) => {
  const { phone } = uniqueAccount();
  await signIn(page, DEMO.operator.username, DEMO.operator.password);
  await openFromMenu(page, MENU.system.zh, MENU.sandboxMessages.zh);
  await page.getByLabel(zh.system.sandboxMessages.recipient, { exact: true }).fill(phone);
  await page.getByRole("button", { name: zh.common.actions.search }).click();
  await expect(page).toHaveURL(new RegExp(`recipient=${phone}`));
  await expect(page.getByText(zh.common.list.noMatch)).toBeVisible();

  // Meanwhile someone asks for a registration code for that number.
  const visitor = await browser.newContext();
  try {
    const other = await visitor.newPage();
    await other.goto("/register");
    await other.getByLabel(zh.identity.register.phone, { exact: true }).fill(phone);
    await requestSmsCode(other);
  } finally {
    await visitor.close();
  }

  await page.getByRole("button", { name: zh.shell.tabs.actions, exact: true }).click();
  await dropdownItem(page, zh.shell.tabs.refresh).click();
  await expect(page).toHaveURL(new RegExp(`/system/sandbox-messages\\?recipient=${phone}$`));
  await expect(page.getByRole("row").filter({ hasText: phone })).toHaveCount(1);
});
