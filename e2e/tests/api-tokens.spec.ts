import { expect, type Page, test } from "@playwright/test";
import zhAccount from "../../apps/web/src/locales/zh/account";
import { pickOption } from "../support/catalog";
import { DEMO, signIn } from "../support/session";
import { openPopup } from "../support/shell";

const K = zhAccount.account.apiDocking.tokens;
const SHOTS = ".tmp/shots-tokens";
// antd puts a space between the two characters of a two-character Chinese button ("作 废").
const button = (text: string) => new RegExp(`^${[...text].join("\\s*")}$`);

const modal = (page: Page) => openPopup(page, ".ant-modal");

/** The token shown once: starts with ppk_, then the "I have copied it" button closes it. */
const takeShownToken = async (page: Page) => {
  const value = page.getByTestId("api-token-value");
  await expect(value).toBeVisible();
  await expect(value).toHaveValue(/^ppk_[\w-]{43}$/);
  const token = await value.inputValue();
  await page.getByRole("button", { name: K.done }).click();
  await expect(value).toBeHidden();
  return token;
};

test("a customer creates an API token, sees it once, regenerates it with a 2 h overlap and revokes it", async ({
  page,
}) => {
  // A sign-in with the slider and three confirmations.
  test.setTimeout(90_000);
  const name = `ERP ${Date.now().toString(36)}`;
  await signIn(page, DEMO.customer.username, DEMO.customer.password, "/carriers/api-docking");
  await expect(page.getByRole("tab", { name: zhAccount.account.apiDocking.tabs.tokens })).toBeVisible();

  await page.getByTestId("api-token-new").click();
  await modal(page).getByLabel(K.name, { exact: true }).fill(name);
  await modal(page).getByRole("button", { name: K.create }).click();
  const first = await takeShownToken(page);
  const rows = page.locator(".ant-table-row").filter({ hasText: name });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(first.slice(0, 10));
  await expect(rows.first()).not.toContainText(first);

  await rows.first().getByRole("button", { name: K.regenerate }).click();
  await expect(modal(page)).toContainText(K.regenerateWarning);
  await modal(page).getByLabel(K.overlap).click();
  await pickOption(page, K.overlapHours.replace("{{count}}", "2"));
  const regenerated = page.waitForResponse((r) => r.url().endsWith("/regenerate") && r.status() === 200);
  await modal(page).getByRole("button", { name: K.regenerateOk }).click();
  await regenerated;
  const second = await takeShownToken(page);
  expect(second).not.toBe(first);

  // The old token keeps working for two hours: its row says until when; the new one is active.
  const ending = rows.filter({ hasText: first.slice(0, 10) });
  const active = rows.filter({ hasText: second.slice(0, 10) });
  await expect(ending.locator(".ant-tag")).toHaveText(new RegExp(K.ending.replace("{{time}}", ".+")));
  await expect(active.locator(".ant-tag")).toHaveText(K.active);
  await page.screenshot({ path: `${SHOTS}/api-tokens-zh.png`, fullPage: true });

  await active.getByRole("button", { name: button(K.revoke) }).click();
  await modal(page)
    .getByRole("button", { name: button(K.revokeOk) })
    .click();
  await expect(active.locator(".ant-tag")).toHaveText(K.revoked);
});
