import { expect, test } from "@playwright/test";
import { registerCustomer } from "../support/register";
import { signIn, submitSignIn, userMenuButton } from "../support/session";
import { dropdownItem } from "../support/shell";
import { SERVER, TEXT } from "../support/texts";

const zh = TEXT.zh;

test("a customer changes the password: wrong old one refused, then logged out and only the new one works", async ({
  page,
}) => {
  // An account of its own: nobody else must lose their password to this journey.
  const account = await registerCustomer(page);
  const newPassword = `${account.password}Nw9`;
  await signIn(page, account.username, account.password);

  await userMenuButton(page).click();
  await dropdownItem(page, zh.shell.user.changePassword).click();
  const dialog = page.getByRole("dialog", { name: zh.identity.changePassword.title });
  await expect(dialog).toBeVisible();

  // A wrong old password: the server's reason appears under that field and the dialog stays.
  await dialog.getByTestId("old-pass").fill(`${account.password}x`);
  await dialog.getByTestId("new-pass").fill(newPassword);
  await dialog.getByTestId("confirm-pass").fill(newPassword);
  await dialog.getByRole("button", { name: zh.identity.changePassword.submit }).click();
  const oldPassItem = dialog.locator(".ant-form-item").filter({ has: page.getByTestId("old-pass") });
  await expect(oldPassItem.locator(".ant-form-item-explain-error")).toHaveText(SERVER.zh.OLD_PASSWORD_WRONG);
  await expect(dialog.getByTestId("old-pass")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: ".tmp/shots/change-password-wrong-old.png" });

  // The right one: a success notice, then about 1.5 s later the console logs out to the sign-in page.
  await dialog.getByTestId("old-pass").fill(account.password);
  // The refusal folds away once the field changes, moving the button below it: click once it is gone.
  await expect(oldPassItem.locator(".ant-form-item-explain-error")).toHaveCount(0);
  await dialog.getByRole("button", { name: zh.identity.changePassword.submit }).click();
  await expect(page.getByText(zh.identity.changePassword.success)).toBeVisible();
  // The notice is read first; the console logs out about 1.5 s later (longer on a loaded machine).
  await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
  await expect(userMenuButton(page)).toBeHidden();

  // The old password is refused...
  await submitSignIn(page, account.username, account.password);
  await expect(page.getByTestId("login-error")).toContainText(SERVER.zh.INVALID_CREDENTIALS);
  await expect(page).toHaveURL(/\/login/);

  // ...and the new one lets the customer in.
  await submitSignIn(page, account.username, newPassword);
  await expect(page).toHaveURL(/\/home$/);
  await expect(userMenuButton(page)).toContainText(account.username);
});
