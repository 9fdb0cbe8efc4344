import { expect, test } from "@playwright/test";
import { DEMO, signIn, userMenuButton } from "../support/session";
import { dropdownItem } from "../support/shell";
import { TEXT } from "../support/texts";

const zh = TEXT.zh;

test("logging out from the account menu ends the session; going back does not reopen the console", async ({
  page,
}) => {
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  await expect(page).toHaveURL(/\/home$/);

  await userMenuButton(page).click();
  await dropdownItem(page, zh.shell.user.logout).click();
  const confirm = page.getByRole("dialog").filter({ hasText: zh.shell.user.logoutTitle });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText(zh.shell.user.logoutContent)).toBeVisible();
  await confirm.getByRole("button", { name: zh.shell.user.logout }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(zh.identity.login.title, { exact: true }).first()).toBeVisible();
  await expect(userMenuButton(page)).toBeHidden();

  // The browser's back button: still signed out, the console does not come back.
  await page.goBack();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId("login-username")).toBeVisible();
  await expect(userMenuButton(page)).toBeHidden();
  await page.screenshot({ path: ".tmp/shots/logout-back.png" });
});
