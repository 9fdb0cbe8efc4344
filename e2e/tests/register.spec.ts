import { expect, test } from "@playwright/test";
import {
  expectCodeMaskedForStaff,
  fillRegistration,
  readSmsCode,
  sendCodeButton,
  uniqueAccount,
} from "../support/register";
import { submitSignIn, userMenuButton } from "../support/session";
import { solveSlider } from "../support/slider";
import { fill, pattern, SYSTEM_NAME, TEXT } from "../support/texts";

const zh = TEXT.zh;

test("a new customer registers with an SMS code and signs in to the free edition", async ({
  page,
  browser,
}) => {
  const account = uniqueAccount();

  await page.goto("/login");
  await page.getByRole("link", { name: zh.identity.login.register, exact: true }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page).toHaveTitle(`${zh.shell.routes.register} - ${SYSTEM_NAME.zh}`);

  await fillRegistration(page, account);
  await expect(sendCodeButton(page)).toHaveText(zh.identity.code.send);

  // "Send code" asks for the slider first, in a dialog that names the phone number.
  await sendCodeButton(page).click();
  const dialog = page.getByRole("dialog", { name: zh.identity.code.sliderTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(fill(zh.identity.code.sliderHint, { target: account.phone }))).toBeVisible();
  await solveSlider(page, dialog);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(pattern(zh.identity.code.sent))).toBeVisible();

  // The button counts down to when a new code may be asked for.
  await expect(sendCodeButton(page)).toBeDisabled();
  await expect(sendCodeButton(page)).toHaveText(pattern(zh.identity.code.resendIn));
  const secondsLeft = async () => Number(/\d+/.exec((await sendCodeButton(page).textContent()) ?? "")?.[0]);
  const first = await secondsLeft();
  expect(first).toBeGreaterThan(50);
  expect(first).toBeLessThanOrEqual(60);
  await expect.poll(secondsLeft, { timeout: 5_000 }).toBeLessThan(first);
  await page.screenshot({ path: ".tmp/shots/register-countdown.png" });

  // The SMS went to the sandbox phone: its recipient reads the code there, staff only ever see it masked.
  const code = await readSmsCode(browser, account.phone);
  expect(code).toMatch(/^\d{6}$/);
  await expectCodeMaskedForStaff(browser, account.phone, code);

  await page.getByPlaceholder(zh.identity.register.smsCodePlaceholder).fill(code);
  await page.getByTestId("register-agree").check();
  await page.getByTestId("register-submit").click();

  await expect(page.getByText(zh.identity.register.doneTitle).last()).toBeVisible();
  await expect(
    page.getByText(fill(zh.identity.register.doneText, { username: account.username })),
  ).toBeVisible();
  await page.screenshot({ path: ".tmp/shots/register-done.png" });

  // "Go to sign in" arrives with the new account name filled in.
  await page.getByTestId("register-to-login").click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId("login-username")).toHaveValue(account.username);
  await submitSignIn(page, account.username, account.password);

  await expect(page).toHaveURL(/\/home$/);
  await expect(userMenuButton(page)).toContainText(account.username);
  await expect(page.locator(".pp-topbar").getByRole("button", { name: zh.shell.edition.free })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3 })).toContainText(account.username);
  await page.screenshot({ path: ".tmp/shots/register-home.png" });
});
