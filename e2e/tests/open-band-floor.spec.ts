import { mkdirSync } from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import enProducts from "../../apps/web/src/locales/en/catalogProducts";
import enQuote from "../../apps/web/src/locales/en/catalogQuote";
import koProducts from "../../apps/web/src/locales/ko/catalogProducts";
import koQuote from "../../apps/web/src/locales/ko/catalogQuote";
import zhProducts from "../../apps/web/src/locales/zh/catalogProducts";
import zhQuote from "../../apps/web/src/locales/zh/catalogQuote";
import zhSigning from "../../apps/web/src/locales/zh/catalogSigning";
import {
  buttonName,
  chooseDestination,
  confirmPopover,
  drawer,
  fillNames,
  fillPiece,
  openTab,
  pickOption,
  rateInput,
  resultRows,
} from "../support/catalog";
import { DEMO, restoreChinese, signIn } from "../support/session";
import { dropdownItem, openFromMenu, saveAndSeeSaved, selectPopup } from "../support/shell";
import { MENU, TEXT } from "../support/texts";

type Lang = "zh" | "en" | "ko";

test.use({ actionTimeout: 30_000 });
const P = zhProducts.catalogProducts;
const PRODUCTS = { zh: P, en: enProducts.catalogProducts, ko: koProducts.catalogProducts };
const QUOTE = { zh: zhQuote.catalogQuote, en: enQuote.catalogQuote, ko: koQuote.catalogQuote };
const S = zhSigning.catalogSigning;
const LANGUAGE_LABELS: Record<Lang, string> = { zh: "中文", en: "English", ko: "한국어" };
const ADJUSTMENT_NAMES: Record<Lang, string> = {
  zh: "重量段保底调整",
  en: "Band price floor adjustment",
  ko: "중량 구간 최저가 조정",
};
const SHOTS = ".tmp/shots-catalog";
const SAVE = /保\s*存/;

const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

const signedInPage = async (browser: Browser, account: { username: string; password: string }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, account.username, account.password);
  return page;
};

/** Switches the console's language from `from` to `to` by the top bar's language menu. */
const speak = async (page: Page, from: Lang, to: Lang) => {
  await page.getByRole("button", { name: TEXT[from].common.language }).click();
  await dropdownItem(page, LANGUAGE_LABELS[to]).click();
  await expect(page.locator("html")).toHaveAttribute("lang", to === "zh" ? "zh-CN" : to);
};

const opened: Page[] = [];
test.afterEach(async () => {
  for (const page of opened.splice(0)) {
    await restoreChinese(page);
    await page.context().close();
  }
});

test("an operator enters an open last band and the band price floor, and the freight trial shows the adjustment", async ({
  browser,
}) => {
  test.setTimeout(600_000);
  mkdirSync(SHOTS, { recursive: true });
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const costCode = `OBC${stamp}`;
  const salesCode = `OBS${stamp}`;
  const page = await signedInPage(browser, DEMO.operator);
  opened.push(page);

  // Cost record priced per kg with two bands: 0–2 kg, and 2 kg with no upper limit.
  await openFromMenu(page, MENU.catalog.zh, "成本价管理");
  await page.getByRole("button", { name: P.cost.add }).click();
  const panel = drawer(page);
  await panel.getByLabel(P.fields.code).fill(costCode);
  await fillNames(panel, {
    zh: `智利开放段${stamp}`,
    en: `Chile open band ${stamp}`,
    ko: `칠레 개방 구간 ${stamp}`,
  });
  await panel.getByLabel(P.fields.originCountry).fill("CN");
  await pickOption(page, /CN/);
  await panel.getByLabel(P.fields.supplier).click();
  await pickOption(page, "Speedy Line Logistics");
  await panel.getByLabel(P.fields.rateModel).click();
  await pickOption(page, P.rateModels.perKg);
  await panel.getByLabel(P.bands.max.replace("{{index}}", "1")).fill("2");
  await panel.getByRole("button", { name: P.bands.add }).click();
  await expect(panel.getByLabel(P.bands.min.replace("{{index}}", "2"))).toHaveValue("2");
  // The box follows the form's value, which the click sets: wait for it rather than check() at once.
  const open = panel.getByRole("checkbox", { name: P.bands.open });
  await open.click();
  await expect(open).toBeChecked();
  await expect(panel.getByTestId("band-2-open")).toHaveText(P.bands.noUpper);
  await expect(panel.getByLabel(P.bands.max.replace("{{index}}", "2"))).toHaveCount(0);
  await shoot(page, "open-band-cost-drawer");
  await panel.getByRole("button", { name: SAVE }).click();

  await expect(page).toHaveURL(/\/catalog\/product-detail\?side=cost&id=\d+&tab=zones/, { timeout: 30_000 });
  await page.getByRole("button", { name: P.zones.add }).click();
  await page.getByLabel(P.zones.code, { exact: true }).fill("CL");
  await page.getByLabel(P.zones.name, { exact: true }).fill("Chile");
  await page.getByLabel(P.zones.country, { exact: true }).fill("CL");
  await pickOption(page, /CL/);
  await saveAndSeeSaved(page, page.getByRole("button", { name: SAVE }));

  // 60 a kg up to 2 kg, 40 a kg above: the column of the open band reads "2 kg 以上".
  await openTab(page, "rates");
  await expect(page.getByRole("columnheader", { name: "2 kg 以上" })).toBeVisible();
  await rateInput(page, "CL", "0", "2", "price").fill("60");
  await rateInput(page, "CL", "2", null, "price").fill("40");
  await page.getByRole("button", { name: P.rates.save }).click();
  await expect(page.getByText(P.rates.saved)).toBeVisible();
  await shoot(page, "open-band-rates-zh");

  // The sales product, with the band price floor switched on in its billing tab.
  await openFromMenu(page, MENU.catalog.zh, "销售产品");
  await page.getByRole("button", { name: P.sales.add }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(P.fields.costRecord).fill(costCode);
  await pickOption(page, costCode);
  await dialog.getByLabel(P.fields.code).fill(salesCode);
  await dialog.getByRole("button", { name: SAVE }).click();
  await expect(page).toHaveURL(/\/catalog\/product-detail\?side=sales&id=\d+/, { timeout: 30_000 });
  await openTab(page, "billing");
  const floor = page.getByRole("switch", { name: P.billing.bandFloor });
  await expect(floor).not.toBeChecked();
  await expect(page.getByText(P.billing.bandFloorHint)).toBeVisible();
  await floor.click();
  await expect(floor).toBeChecked();
  await saveAndSeeSaved(page, page.getByRole("button", { name: SAVE }));
  await shoot(page, "open-band-billing-zh");
  for (const [from, to] of [
    ["zh", "en"],
    ["en", "ko"],
  ] as const) {
    await speak(page, from, to);
    await expect(page.getByText(PRODUCTS[to].billing.bandFloorHint)).toBeVisible();
    await shoot(page, `open-band-billing-${to}`);
  }
  await openTab(page, "rates");
  await expect(page.getByRole("columnheader", { name: "2 kg 이상" })).toBeVisible();
  await shoot(page, "open-band-rates-ko");
  await openTab(page, "billing");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("switch", { name: PRODUCTS.ko.billing.bandFloor })).toBeChecked();
  await shoot(page, "open-band-billing-390");
  await page.setViewportSize({ width: 1440, height: 900 });
  await speak(page, "ko", "zh");

  // Online, then allotted to the demo customer.
  await page.getByRole("button", { name: P.statusChange.putOnline }).click();
  await confirmPopover(page);
  await expect(page.getByTestId("product-read-mode")).toBeVisible();
  await openFromMenu(page, MENU.catalog.zh, "我的产品");
  await page.getByRole("combobox", { name: S.customer }).click();
  await selectPopup(page).locator(".ant-select-item-option").filter({ hasText: "Demo Trading Co." }).click();
  const row = page.getByRole("row").filter({ hasText: salesCode });
  await row.getByRole("button", { name: new RegExp(`^${[...S.allot].join("\\s*")}$`) }).click();
  await expect(row.getByTestId(`status-${salesCode}`)).toHaveText(S.status.signed);

  // The customer (no other journey quotes to Chile): 2.5 kg pays the sheet's 2.5 × 40 = 100.00, raised by the
  // floor to the top of 0–2 kg, 2 × 60 = 120.00: an adjustment of 20.00 in a line of its own.
  const trial = await signedInPage(browser, DEMO.customer);
  opened.push(trial);
  await trial.goto("/catalog/freight-trial");
  await expect(trial.getByText(QUOTE.zh.empty.title)).toBeVisible({ timeout: 30_000 });
  await chooseDestination(trial, "智利", "CL");
  await fillPiece(trial, 1, ["10", "10", "10"], "2.5");
  await trial.getByRole("button", { name: buttonName(QUOTE.zh.run) }).click();
  const product = resultRows(trial).filter({ hasText: `智利开放段${stamp}` });
  await expect(product).toContainText("120.00 CNY");
  await product.click();
  const breakdown = trial.getByTestId(`breakdown-${salesCode}`);
  for (const text of [QUOTE.zh.breakdown.baseFreight, "100.00 CNY", ADJUSTMENT_NAMES.zh, "20.00 CNY"])
    await expect(breakdown).toContainText(text);
  await expect(
    breakdown.locator(".ant-tag").filter({ hasText: QUOTE.zh.breakdown.adjustment }),
  ).toBeVisible();
  await breakdown.scrollIntoViewIfNeeded();
  await trial.screenshot({ path: `${SHOTS}/open-band-trial-zh.png` });

  for (const [from, to] of [
    ["zh", "en"],
    ["en", "ko"],
  ] as const) {
    await speak(trial, from, to);
    await expect(breakdown).toContainText(ADJUSTMENT_NAMES[to]);
    await expect(breakdown).toContainText(QUOTE[to].breakdown.adjustment);
    await breakdown.scrollIntoViewIfNeeded();
    await trial.screenshot({ path: `${SHOTS}/open-band-trial-${to}.png` });
  }
  await trial.setViewportSize({ width: 390, height: 844 });
  await breakdown.scrollIntoViewIfNeeded();
  await expect(breakdown).toContainText(ADJUSTMENT_NAMES.ko);
  await trial.screenshot({ path: `${SHOTS}/open-band-trial-390.png` });
  await trial.setViewportSize({ width: 1440, height: 900 });
  await speak(trial, "ko", "zh");

  // 50 kg lies in the open band: 50 × 40 = 2,000.00, nothing to raise.
  await fillPiece(trial, 1, ["10", "10", "10"], "50");
  await trial.getByRole("button", { name: buttonName(QUOTE.zh.run) }).click();
  await expect(product).toContainText("2000.00 CNY");
  await expect(breakdown).not.toContainText(ADJUSTMENT_NAMES.zh);
});
