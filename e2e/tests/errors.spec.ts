import { expect, test } from "@playwright/test";
import { DEMO, signIn, userMenuButton } from "../support/session";
import { MENU, SYSTEM_NAME, TEXT } from "../support/texts";

const zh = TEXT.zh;

test("an unknown address shows the 404 page", async ({ page }) => {
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByText(zh.shell.notFound.title, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`${zh.shell.notFound.title} - ${SYSTEM_NAME.zh}`);
  await page.screenshot({ path: ".tmp/shots/errors-404.png" });
  await page.getByRole("button", { name: zh.shell.actions.backHome }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("a screen that exists but is not granted shows the 401 page with a way home", async ({ page }) => {
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  await page.goto("/system/users");
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByText("401", { exact: true })).toBeVisible();
  await expect(page.getByText(zh.shell.noPermission.title, { exact: true })).toBeVisible();
  await expect(page.getByText(zh.shell.noPermission.description)).toBeVisible();
  await expect(page).toHaveTitle(`${zh.shell.noPermission.title} - ${SYSTEM_NAME.zh}`);
  await page.screenshot({ path: ".tmp/shots/errors-401.png" });

  await page.getByRole("button", { name: zh.shell.actions.backHome }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(userMenuButton(page)).toContainText(DEMO.customer.name);
  await expect(page).toHaveTitle(`${MENU.home.zh} - ${SYSTEM_NAME.zh}`);
});

test("signed out, a console address leads to the sign-in page", async ({ page }) => {
  await page.goto("/home");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome$/);
  await expect(page.getByText(zh.identity.login.title, { exact: true }).first()).toBeVisible();
  await expect(userMenuButton(page)).toBeHidden();
});

test("a platform operator may not open menu management, which the operator role leaves out", async ({
  page,
}) => {
  await signIn(page, DEMO.operator.username, DEMO.operator.password);
  await page.goto("/system/menus");
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByText(zh.shell.noPermission.title, { exact: true })).toBeVisible();
});
