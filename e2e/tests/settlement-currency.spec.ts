import { expect, type Page, test } from "@playwright/test";
import enAccounts from "../../apps/web/src/locales/en/accounts";
import enQuote from "../../apps/web/src/locales/en/catalogQuote";
import koQuote from "../../apps/web/src/locales/ko/catalogQuote";
import zhAccounts from "../../apps/web/src/locales/zh/accounts";
import zhQuote from "../../apps/web/src/locales/zh/catalogQuote";
import { buttonName, chooseDestination, fillPiece, resultRows } from "../support/catalog";
import { DEMO, restoreChinese, signIn } from "../support/session";
import { dropdownItem, selectPopup } from "../support/shell";
import { TEXT } from "../support/texts";

const QUOTE = { zh: zhQuote.catalogQuote, en: enQuote.catalogQuote, ko: koQuote.catalogQuote };
const CUSTOMERS = { zh: zhAccounts.accounts.customers, en: enAccounts.accounts.customers };
const SHOTS = ".tmp/shots-currency";
const DEMO_ORG = "Demo Trading Co.";

test.afterEach(async ({ page }) => {
  await restoreChinese(page);
});

/** Sends a console write as the signed-in staff member (same origin, as the console sends it). */
const setSettlement = async (staff: Page, currency: string) => {
  const origin = new URL(test.info().project.use.baseURL ?? "").origin;
  const list = await staff.request.get("/api/users/listCustomersByType", { params: { keyword: DEMO_ORG } });
  const orgId = (await list.json()).rows[0].orgId as number;
  const response = await staff.request.put(`/api/orgs/${orgId}/settlement-currency`, {
    headers: { origin },
    data: { settlementCurrency: currency },
  });
  expect(response.status(), await response.text()).toBe(200);
};

const switchLanguage = async (page: Page, from: "zh" | "en", to: string) => {
  await page.getByRole("button", { name: TEXT[from].common.language }).click();
  await dropdownItem(page, to).click();
};

test("staff set a customer's settlement currency to USD; its freight trial answers in USD with the rate", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  try {
    // Platform staff change the demo customer's settlement currency on the customers screen.
    await signIn(staff, DEMO.operator.username, DEMO.operator.password);
    await staff.goto("/system/customers");
    const row = staff.locator("tr.ant-table-row").filter({ hasText: DEMO_ORG }).first();
    await expect(row).toContainText("CNY", { timeout: 60_000 });
    await row.getByRole("button", { name: CUSTOMERS.zh.settlementEdit }).click();
    const dialog = staff.getByRole("dialog").filter({ hasText: CUSTOMERS.zh.settlementNotice });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("combobox").click();
    await dialog.getByRole("combobox").fill("USD");
    await selectPopup(staff)
      .getByTitle(/^USD · /)
      .click();
    await staff.screenshot({ path: `${SHOTS}/settlement-modal-zh.png` });
    await dialog.getByRole("button", { name: buttonName(TEXT.zh.common.actions.save) }).click();
    await expect(staff.getByText(`${DEMO_ORG} 的结算币种已改为 USD`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText("USD");
    await staff.screenshot({ path: `${SHOTS}/customers-zh.png` });

    // The customer's freight trial now answers in USD by default.
    await signIn(page, DEMO.customer.username, DEMO.customer.password);
    await page.goto("/catalog/freight-trial");
    await expect(page.locator(".ant-form-item").filter({ hasText: QUOTE.zh.showIn })).toContainText(
      "USD（结算币种）",
      { timeout: 30_000 },
    );
    await chooseDestination(page, "美国", "US");
    await page.locator("#destination_postcode").fill("10001");
    await fillPiece(page, 1, ["20", "15", "10"], "1.2");
    await page.getByLabel(QUOTE.zh.declaredValue, { exact: true }).fill("50");
    await page.getByRole("button", { name: buttonName(QUOTE.zh.run) }).click();

    // The API test's parcel: CNY 133.49 ÷ 7.12 = USD 18.75, cheapest first; the USD product stays USD 40.83.
    await expect(resultRows(page)).toHaveCount(3);
    await expect(resultRows(page).first()).toContainText("133.49 CNY");
    await expect(resultRows(page).first()).toContainText("18.75 USD");
    await expect(resultRows(page).last()).toContainText("40.83 USD");
    await expect(page.getByText("折合金额按当前汇率换算为 USD")).toBeVisible();
    await resultRows(page).first().click();
    const breakdown = page.getByTestId("breakdown-PP-US-POST");
    await expect(breakdown).toContainText("123.60 CNY");
    await expect(breakdown).toContainText("18.75 USD");
    await expect(page.getByTestId("rate-PP-US-POST")).toContainText("1 CNY = 0.14044944 USD · 汇率日期 ");
    await breakdown.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/trial-usd-zh.png`, fullPage: true });

    // Another currency shows instead: in euros CNY 133.49 ÷ 7.72 = 17.29.
    await page.locator("#currency").click();
    await selectPopup(page).getByTitle("EUR", { exact: true }).click();
    await page.getByRole("button", { name: buttonName(QUOTE.zh.run) }).click();
    await expect(resultRows(page).first()).toContainText("17.29 EUR");
    await page.locator("#currency").click();
    await selectPopup(page).getByTitle("USD（结算币种）").click();
    await page.getByRole("button", { name: buttonName(QUOTE.zh.run) }).click();
    await expect(resultRows(page).first()).toContainText("18.75 USD");

    // English and Korean: the trial is asked again and the rate reads in the language.
    await switchLanguage(page, "zh", "English");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByTestId("rate-PP-US-POST")).toContainText("1 CNY = 0.14044944 USD · rate of ");
    await expect(page.getByText(QUOTE.en.breakdown.rate, { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/trial-usd-en.png`, fullPage: true });
    await switchLanguage(page, "en", "한국어");
    await expect(page.locator("html")).toHaveAttribute("lang", "ko");
    await expect(page.getByTestId("rate-PP-US-POST")).toContainText("기준 환율");
    await expect(page.getByText(QUOTE.ko.breakdown.rate, { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/trial-usd-ko.png`, fullPage: true });

    // A phone-sized window: the form stacks and the results scroll sideways rather than squeeze.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId("rate-PP-US-POST")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/trial-usd-390.png`, fullPage: true });
  } finally {
    await setSettlement(staff, "CNY");
    await staffContext.close();
  }
});
