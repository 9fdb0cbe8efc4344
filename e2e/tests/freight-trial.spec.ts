import { expect, type Locator, type Page, test } from "@playwright/test";
import enQuote from "../../apps/web/src/locales/en/catalogQuote";
import zhQuote from "../../apps/web/src/locales/zh/catalogQuote";
import { buttonName, chooseDestination, fillPiece, resultRows } from "../support/catalog";
import { DEMO, restoreChinese, signIn } from "../support/session";
import { dropdownItem, selectPopup } from "../support/shell";
import { TEXT } from "../support/texts";

const QUOTE = { zh: zhQuote.catalogQuote, en: enQuote.catalogQuote };
const SHOTS = ".tmp/shots-catalog";

const results = (page: Page): Locator => page.locator(".pp-freight-results");
const columnHeader = (page: Page, title: string): Locator =>
  results(page).locator("th").filter({ hasText: title });

// The demo customer is shared with other journeys: give it back its Chinese interface (saved on the server).
test.afterEach(async ({ page }) => {
  await restoreChinese(page);
});

test("a customer runs a freight trial to the US, sorts, opens a breakdown and reads it in English", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  await page.goto("/catalog/freight-trial");

  // Before the first trial the results area explains what to do.
  await expect(page.getByText(QUOTE.zh.empty.title)).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${SHOTS}/freight-trial-empty.png` });

  // Destination: the United States, New York.
  await chooseDestination(page, "美国", "US");
  await page.locator("#destination_postcode").fill("10001");
  await page.locator("#destination_city").fill("New York");

  // Two pieces: 20 × 15 × 10 cm 1.2 kg and 30 × 20 × 15 cm 2.5 kg.
  await fillPiece(page, 1, ["20", "15", "10"], "1.2");
  await page.getByRole("button", { name: QUOTE.zh.pieces.add }).click();
  await fillPiece(page, 2, ["30", "20", "15"], "2.5");
  await expect(page.getByText("共 2 件，实重合计 3.700 kg")).toBeVisible();
  await page.getByLabel(QUOTE.zh.declaredValue, { exact: true }).fill("50");
  await page.getByRole("button", { name: buttonName(QUOTE.zh.run) }).click();

  // US express (VIP plan): 3.7 kg → 4.0 kg; 23 + 7 × 5.8 = 63.60 USD; fuel 18% 11.45; total 75.05 USD.
  // US FBA line: per piece 1.2 → 2 kg and 2.5 → 3 kg; 5 × 43 = 215.00; fuel 6% 12.90; total 227.90 CNY.
  // The postal small packet takes one piece only: it is listed below with the reason.
  await expect(resultRows(page)).toHaveCount(2);
  await expect(page.getByText("服务类型不支持一票多件：2 件，最多 1 件")).toBeVisible();

  // Sorted by price (cheapest first), then by lead time (fastest first).
  await columnHeader(page, QUOTE.zh.columns.walletTotal).click();
  await expect(resultRows(page).first()).toContainText("美国FBA头程");
  await expect(resultRows(page).first()).toContainText("227.90 CNY");
  await columnHeader(page, QUOTE.zh.columns.leadTime).click();
  await expect(resultRows(page).first()).toContainText("美国快递");
  await columnHeader(page, QUOTE.zh.columns.walletTotal).click();
  await expect(resultRows(page).first()).toContainText("美国FBA头程");

  // The express row opens into its breakdown.
  await resultRows(page).filter({ hasText: "美国快递" }).click();
  const breakdown = page.getByTestId("breakdown-PP-US-EXP");
  await expect(breakdown).toBeVisible();
  await expect(breakdown).toContainText(QUOTE.zh.breakdown.baseFreight);
  await expect(breakdown).toContainText("63.60 USD");
  await expect(breakdown).toContainText("燃油附加费");
  await expect(breakdown).toContainText("11.45 USD");
  await expect(breakdown).toContainText("75.05 USD");
  await expect(breakdown).toContainText("4.000 kg");
  await breakdown.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/freight-trial-zh.png` });

  // In English the same trial is asked again and the breakdown reads in English.
  await page.getByRole("button", { name: TEXT.zh.common.language }).click();
  await dropdownItem(page, "English").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText(QUOTE.en.title, { exact: true }).first()).toBeVisible();
  await expect(breakdown).toContainText(QUOTE.en.breakdown.baseFreight);
  await expect(breakdown).toContainText("Fuel surcharge");
  await expect(breakdown).toContainText("75.05 USD");
  await expect(resultRows(page).filter({ hasText: "US express" })).toHaveCount(1);
  await expect(
    page.getByText("The service type does not support multiple pieces per order: 2 pieces, at most 1"),
  ).toBeVisible();
  // The form's premium packages are worded in English too.
  await expect(page.getByText("Signature on delivery")).toBeVisible();
  await breakdown.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/freight-trial-en.png` });
});

test("platform staff quote as a customer and see cost and margin", async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.operator.username, DEMO.operator.password);
  await page.goto("/catalog/freight-trial");
  await expect(page.getByText(QUOTE.zh.chooseCustomer.title)).toBeVisible({ timeout: 30_000 });

  await page.locator("#orgId").click();
  await selectPopup(page).getByTitle("Demo Trading Co.").click();
  await chooseDestination(page, "美国", "US");
  await page.locator("#destination_postcode").fill("10001");
  await fillPiece(page, 1, ["20", "15", "10"], "1.2");
  await page.getByRole("button", { name: buttonName(QUOTE.zh.run) }).click();

  // The same parcel as the API test: PP-US-POST sells at 133.49 CNY and costs 100.12 CNY, a margin of 33.37.
  await expect(resultRows(page)).toHaveCount(3);
  await expect(columnHeader(page, QUOTE.zh.columns.cost)).toBeVisible();
  const postal = resultRows(page).filter({ hasText: "PP-US-POST" });
  await expect(postal).toContainText("133.49 CNY");
  await expect(postal).toContainText("100.12 CNY");
  await expect(postal).toContainText("33.37 CNY");
  await postal.click();
  const breakdown = page.getByTestId("breakdown-PP-US-POST");
  await expect(breakdown).toContainText(QUOTE.zh.breakdown.margin);
  await breakdown.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/freight-trial-platform.png` });
});
