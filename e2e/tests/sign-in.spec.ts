import { expect, test } from "@playwright/test";
import { DEMO, userMenuButton } from "../support/session";
import { dragSlider, sliderParts, solveSlider } from "../support/slider";
import { MENU, SERVER, SYSTEM_NAME, TEXT } from "../support/texts";

const zh = TEXT.zh;

test("a missed drag fails and resets, a true drag verifies, and admin lands on the home page", async ({
  page,
}) => {
  await page.goto("/login");
  await expect(page).toHaveTitle(`${zh.shell.routes.login} - ${SYSTEM_NAME.zh}`);
  await expect(page.getByText(zh.identity.login.title, { exact: true }).first()).toBeVisible();
  const slider = sliderParts(page);
  await expect(slider.status).toHaveText(zh.identity.captcha.hint);

  // A drag 40 px past the hole: the puzzle says so, then offers a new picture about a second later.
  const miss = await dragSlider(page, { missBy: 40 });
  await expect(slider.status).toHaveAttribute("data-status", "fail");
  const failedAt = Date.now();
  await expect(slider.status).toHaveText(zh.identity.captcha.failed);
  await expect(slider.message).toBeVisible();
  await expect(slider.message).toHaveText(SERVER.zh.CAPTCHA_INVALID);
  await page.screenshot({ path: ".tmp/shots/sign-in-fail.png" });

  await expect(slider.status).toHaveAttribute("data-status", "ready", { timeout: 5_000 });
  const resetAfter = Date.now() - failedAt;
  expect(resetAfter, "the failed puzzle stays on screen for about a second").toBeGreaterThanOrEqual(700);
  expect(resetAfter, "the failed puzzle stays on screen for about a second").toBeLessThan(3_000);
  await expect(slider.message).toBeHidden();
  await expect(slider.status).toHaveText(zh.identity.captcha.again);
  await expect(slider.background).not.toHaveAttribute("src", miss.background);
  await expect(slider.handle).toHaveAttribute("aria-valuenow", "0");
  await expect(page.getByTestId("login-submit")).toBeDisabled();

  // The true drag verifies.
  await solveSlider(page);
  await expect(slider.status).toHaveText(zh.identity.captcha.success);
  await page.screenshot({ path: ".tmp/shots/sign-in-verified.png" });

  await page.getByTestId("login-username").fill(DEMO.admin.username);
  await page.getByTestId("login-password").fill(DEMO.admin.password);
  await page.getByTestId("login-submit").click();

  // The first menu entry is the home page; the top bar greets the user by name.
  await expect(page).toHaveURL(/\/home$/);
  await expect(userMenuButton(page)).toContainText(DEMO.admin.name);
  await expect(page).toHaveTitle(`${MENU.home.zh} - ${SYSTEM_NAME.zh}`);
  await expect(page.locator(".pp-brand-name")).toHaveText(SYSTEM_NAME.zh);
  await page.screenshot({ path: ".tmp/shots/sign-in-home.png" });
});
