import { type Browser, expect, type Page } from "@playwright/test";
import { DEMO, signIn } from "./session";
import { openFromMenu } from "./shell";
import { captchaTokenOf, originOf, solveSlider } from "./slider";
import { MENU, pattern, TEXT } from "./texts";

const zh = TEXT.zh;

export type NewAccount = { username: string; password: string; phone: string };

let sequence = 0;

/** A name, password and mainland mobile number no other journey (or earlier run) uses. */
export const uniqueAccount = (): NewAccount => {
  sequence += 1;
  const stamp = `${Date.now()}${sequence}${Math.floor(Math.random() * 10)}`;
  return {
    username: `e2e_${Number(stamp.slice(-12)).toString(36)}`,
    password: `Parcel${stamp.slice(-4)}x`,
    // 13 + nine digits that change every run.
    phone: `13${stamp.slice(-9)}`,
  };
};

/** The "send code" button next to the SMS code field. */
export const sendCodeButton = (page: Page) => page.getByTestId("send-code");

/**
 * Presses "send code" on a form whose phone field is filled: solves the slider in the dialog and waits for
 * the resend countdown.
 */
export const requestSmsCode = async (page: Page): Promise<void> => {
  await sendCodeButton(page).click();
  const dialog = page.getByRole("dialog", { name: zh.identity.code.sliderTitle });
  await expect(dialog).toBeVisible();
  await solveSlider(page, dialog);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(pattern(zh.identity.code.sent))).toBeVisible();
  await expect(sendCodeButton(page)).toBeDisabled();
  await expect(sendCodeButton(page)).toHaveText(pattern(zh.identity.code.resendIn));
};

/** Fills the registration form at /register (without the code). */
export const fillRegistration = async (page: Page, account: NewAccount): Promise<void> => {
  await page.getByLabel(zh.identity.register.username, { exact: true }).fill(account.username);
  await page.getByLabel(zh.identity.register.password, { exact: true }).fill(account.password);
  await page.getByLabel(zh.identity.register.confirmPassword, { exact: true }).fill(account.password);
  await page.getByLabel(zh.identity.register.phone, { exact: true }).fill(account.phone);
};

/**
 * Reads the newest SMS to `phone` the way its recipient does in the sandbox: on the phone's sandbox inbox page,
 * in a browser of its own (staff see the code masked in the sandbox message viewer). Answers the 6-digit code.
 */
export const readSmsCode = async (browser: Browser, phone: string): Promise<string> => {
  const context = await browser.newContext();
  try {
    const handset = await context.newPage();
    await handset.goto(`/sandbox-inbox/${phone}`);
    const newest = handset.locator("article[data-message]").first();
    await expect(newest).toContainText("验证码是");
    const body = (await newest.textContent()) ?? "";
    const code = /验证码是(\d{6})/.exec(body)?.[1];
    if (!code) throw new Error(`no verification code in the sandbox message: ${body}`);
    return code;
  } finally {
    await context.close();
  }
};

/** An admin, in a browser of their own, finds the SMS to `phone` in the sandbox message viewer with the code masked. */
export const expectCodeMaskedForStaff = async (
  browser: Browser,
  phone: string,
  code: string,
): Promise<void> => {
  const context = await browser.newContext();
  try {
    const admin = await context.newPage();
    await signIn(admin, DEMO.admin.username, DEMO.admin.password);
    await openFromMenu(admin, MENU.system.zh, MENU.sandboxMessages.zh);
    await expect(
      admin.getByRole("heading", { name: zh.system.sandboxMessages.title, exact: true }),
    ).toBeVisible();
    await admin.getByLabel(zh.system.sandboxMessages.recipient, { exact: true }).fill(phone);
    await admin.getByRole("button", { name: zh.common.actions.search }).click();
    await expect(admin).toHaveURL(new RegExp(`recipient=${phone}`));
    const row = admin.getByRole("row").filter({ hasText: phone });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("验证码是******");
    await expect(row).not.toContainText(code);
  } finally {
    await context.close();
  }
};

/**
 * A new customer registered through the API the /register page calls (the slider solved, the SMS code sent
 * and read from the phone's sandbox inbox, then the registration), for journeys that need an account of their
 * own; the form itself has its journey (register.spec.ts). Leaves `page` where it was, not signed in.
 */
export const registerCustomer = async (
  page: Page,
  account: NewAccount = uniqueAccount(),
): Promise<NewAccount> => {
  const origin = originOf();
  const captchaToken = await captchaTokenOf(page);
  const sent = await page.request.post(`/api/account/sendSms/${account.phone}`, {
    headers: { origin },
    data: { captchaToken, purpose: "register" },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const inbox = await (await page.request.get(`/sandbox-inbox/${account.phone}`)).text();
  const smsCode = /验证码是(\d{6})/.exec(inbox)?.[1];
  if (!smsCode) throw new Error(`no verification code in the sandbox inbox of ${account.phone}`);
  const registered = await page.request.post("/api/account/commitRegist", {
    headers: { origin },
    data: {
      username: account.username,
      password: account.password,
      confirmPassword: account.password,
      phone: account.phone,
      smsCode,
      agreed: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  return account;
};
