import { expect, type Page, test } from "@playwright/test";
import type { LoginResult } from "@pp/contracts";
import { captchaTokenOf, originOf, solveSlider } from "./slider";

/** Demo accounts seeded on the fresh database (README). */
export const DEMO = {
  admin: { username: "admin", password: "Admin2026", name: "Admin" },
  operator: { username: "operator", password: "Operator2026", name: "Operator" },
  finance: { username: "finance", password: "Finance2026", name: "Finance" },
  supplier: { username: "supplier", password: "Supplier2026", name: "Supplier" },
  customer: { username: "customer", password: "Customer2026", name: "Customer" },
  customerSub: { username: "customer_sub", password: "SubAccount2026", name: "Demo Sub" },
} as const;

/** The Origin header the server asks of a cookie session's changing requests. */
export const originHeader = () => ({ origin: originOf() });

/** Fills the sign-in form on an open /login page, solves the slider and presses "sign in". */
export const submitSignIn = async (page: Page, username: string, password: string): Promise<void> => {
  await page.getByTestId("login-username").fill(username);
  await page.getByTestId("login-password").fill(password);
  await solveSlider(page);
  const submit = page.getByTestId("login-submit");
  await expect(submit).toBeEnabled();
  await submit.click();
};

/** The console's note of until when it is signed in (apps/web token-store), which the login page writes. */
const SIGNED_IN_UNTIL_KEY = "signedInUntil";

/**
 * Opens the console at `path` signed in as the account, for journeys about what comes after signing in: the
 * session is opened through the API the login page calls (the slider solved, then the login that sets the
 * session cookie), without typing into the form each time; the form has its own journeys (sign-in, register,
 * change-password). Waits for the console (the account menu in the top bar).
 */
export const signIn = async (page: Page, username: string, password: string, path = "/") => {
  const origin = originOf();
  const captchaToken = await captchaTokenOf(page);
  const login = await page.request.post("/api/auth/login", {
    headers: { origin },
    data: { username, password, captchaToken },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { expiresAt } = (await login.json()) as LoginResult;
  // The console reads its note from the origin's storage: written on a same-origin response that loads no page.
  await page.goto("/api/health");
  await page.evaluate(([key, until]) => localStorage.setItem(key, until), [
    SIGNED_IN_UNTIL_KEY,
    String(Date.parse(expiresAt)),
  ] as const);
  await page.goto(path);
  // A fresh browser's first console load parses all of its code: on a loaded two-core machine, beyond 10 s.
  await expect(userMenuButton(page)).toBeVisible({ timeout: 30_000 });
};

/** The account menu button in the top bar (shows the user's name). */
export const userMenuButton = (page: Page) => page.locator("button.pp-user-trigger");

/**
 * Gives a demo account shared by several journeys back its Chinese interface, which a journey's language
 * switch saved on the account. Sent as the console sends it (a write with the page's origin); a journey that
 * ended before signing in has nothing to restore.
 */
export const restoreChinese = async (page: Page) => {
  const baseURL = test.info().project.use.baseURL ?? "";
  const response = await page.request.post("/api/customerInfo/i18n/zh", {
    headers: { origin: new URL(baseURL).origin },
  });
  expect([200, 401], await response.text()).toContain(response.status());
};

/**
 * Chooses the signed-in account's language as the language menu does (saved on the account); the next page
 * loaded speaks it. Journeys on shared demo accounts give them Chinese back with `restoreChinese`.
 */
export const chooseLanguage = async (page: Page, lang: "zh" | "en" | "ko") => {
  const baseURL = test.info().project.use.baseURL ?? "";
  const response = await page.request.post(`/api/customerInfo/i18n/${lang}`, {
    headers: { origin: new URL(baseURL).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
};
