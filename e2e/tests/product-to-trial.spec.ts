import { mkdirSync } from "node:fs";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import enLibrary from "../../apps/web/src/locales/en/catalogLibrary";
import enProducts from "../../apps/web/src/locales/en/catalogProducts";
import enQuote from "../../apps/web/src/locales/en/catalogQuote";
import koLibrary from "../../apps/web/src/locales/ko/catalogLibrary";
import koProducts from "../../apps/web/src/locales/ko/catalogProducts";
import zhExcel from "../../apps/web/src/locales/zh/catalogExcel";
import zhLibrary from "../../apps/web/src/locales/zh/catalogLibrary";
import zhProducts from "../../apps/web/src/locales/zh/catalogProducts";
import zhQuote from "../../apps/web/src/locales/zh/catalogQuote";
import zhSigning from "../../apps/web/src/locales/zh/catalogSigning";
import zhSurcharges from "../../apps/web/src/locales/zh/catalogSurcharges";
import zhCommon from "../../apps/web/src/locales/zh/common";
import {
  buttonName,
  chooseDestination,
  confirmPopover,
  drawer,
  fillCell,
  fillNames,
  fillPiece,
  openTab,
  pickOption,
  resultRows,
  selectOf,
} from "../support/catalog";
import { DEMO, restoreChinese, signIn } from "../support/session";
import { dropdownItem, openFromMenu, saveAndSeeSaved, selectPopup } from "../support/shell";
import { MENU, TEXT } from "../support/texts";

const P = zhProducts.catalogProducts;
const X = zhExcel.catalogExcel;
const F = zhLibrary.catalogLibrary.formulas;
const G = zhLibrary.catalogLibrary.postcodes;
const S = zhSigning.catalogSigning;
const R = zhSurcharges.catalogSurcharges;
const QUOTE = { zh: zhQuote.catalogQuote, en: enQuote.catalogQuote };
const SHOTS = ".tmp/shots-catalog";
const SAVE = /保\s*存/;
const EXPRESSION = "max(0, chargeableWeight - LIMIT) * RATE";

const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** A zone sheet in the zone template's layout (Chinese headers): one zone over two rows. */
const writeZoneSheet = async (path: string) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("分区");
  sheet.addRow(["分区代码", "分区名称", "国家代码", "邮编", "邮编分组"]);
  sheet.addRow(["MXC", "Mexico City", "MX", "06000-06999", ""]);
  sheet.addRow(["MXC", "Mexico City", "MX", "07*", ""]);
  await book.xlsx.writeFile(path);
};

/** A page of its own browser context, signed in as `account`. */
const signedInPage = async (browser: Browser, account: { username: string; password: string }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, account.username, account.password);
  return page;
};

const breakdownOf = (page: Page, code: string): Locator => page.getByTestId(`breakdown-${code}`);

// Both demo accounts may have their saved language switched: give them back Chinese for the other journeys.
const opened: Page[] = [];
test.afterEach(async () => {
  for (const page of opened.splice(0)) {
    await restoreChinese(page);
    await page.context().close();
  }
});

test("an operator builds a product from an imported zone sheet and a customer runs a freight trial on it", async ({
  browser,
}) => {
  test.setTimeout(420_000);
  mkdirSync(".tmp/e2e-files", { recursive: true });
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const costCode = `TRC${stamp}`;
  const salesCode = `TRS${stamp}`;
  const zoneFile = `.tmp/e2e-files/zones-${stamp}.xlsx`;
  await writeZoneSheet(zoneFile);

  const page = await signedInPage(browser, DEMO.operator);
  opened.push(page);

  // The formula is tried on the formulas screen first: 3 kg over a 2 kg limit at 1.5 a kg is 1.5.
  await openFromMenu(page, MENU.catalog.zh, "成本公式");
  await page.getByRole("button", { name: F.add }).click();
  let dialog = drawer(page);
  await dialog.getByLabel(F.code).fill(`OVER${stamp}`);
  await fillNames(dialog, { zh: "超限费", en: "Over-limit fee" });
  await dialog.getByRole("button", { name: F.addConstant }).click();
  await dialog.getByPlaceholder(F.constantId).fill("LIMIT");
  await dialog.getByPlaceholder(F.constantValue).fill("2");
  await dialog.getByRole("button", { name: F.addConstant }).click();
  await dialog.getByPlaceholder(F.constantId).nth(1).fill("RATE");
  await dialog.getByPlaceholder(F.constantValue).nth(1).fill("1.5");
  await dialog.getByLabel(F.expression).fill(EXPRESSION);
  await dialog.getByLabel("chargeableWeight").fill("3");
  await dialog.getByRole("button", { name: F.runTest }).click();
  await expect(dialog.getByText(`${F.passed} · 结果：1.5`)).toBeVisible();
  await shoot(page, "journey-formula-test");
  await dialog.getByRole("button", { name: SAVE }).click();
  await expect(dialog).toBeHidden();

  // A remote postcode group for Mexico City's 06600.
  await openFromMenu(page, MENU.catalog.zh, "邮编分组与规则");
  await page.getByRole("button", { name: G.add }).click();
  dialog = page.getByRole("dialog");
  await dialog.getByLabel(G.name).fill(`MX remote ${stamp}`);
  await selectOf(dialog, G.kind).click();
  await selectPopup(page).getByText(G.kinds.remote, { exact: true }).click();
  await selectOf(dialog, G.country).click();
  await page.keyboard.type("MX");
  await selectPopup(page).locator(".ant-select-item-option").first().click();
  await dialog.getByLabel(G.matchers).fill("06600");
  await dialog.getByRole("button", { name: SAVE }).click();
  await expect(dialog).toBeHidden();

  // Cost record with one weight band, 0–30 kg.
  await openFromMenu(page, MENU.catalog.zh, "成本价管理");
  await page.getByRole("button", { name: P.cost.add }).click();
  let panel = drawer(page);
  await panel.getByLabel(P.fields.code).fill(costCode);
  await fillNames(panel, {
    zh: `墨城试算线${stamp}`,
    en: `Mexico City trial line ${stamp}`,
    ko: `멕시코시티 시험 노선 ${stamp}`,
  });
  await panel.getByLabel(P.fields.originCountry).fill("CN");
  await pickOption(page, /CN/);
  await panel.getByLabel(P.fields.supplier).click();
  await pickOption(page, "Speedy Line Logistics");
  await panel.getByLabel(P.bands.max.replace("{{index}}", "1")).fill("30");
  await panel.getByRole("button", { name: SAVE }).click();

  // Zones from the xlsx sheet.
  await expect(page).toHaveURL(/\/catalog\/product-detail\?side=cost&id=\d+&tab=zones/);
  await page.getByRole("button", { name: X.import }).click();
  dialog = drawer(page);
  await dialog.getByLabel(X.modeAll).check();
  await dialog.locator("input[type=file]").setInputFiles(zoneFile);
  await dialog.getByRole("button", { name: zhCommon.common.excelImport.startImport }).click();
  await expect(dialog.getByText(X.resultZones.replace("{{count}}", "1"))).toBeVisible();
  await shoot(page, "journey-zone-import");
  await dialog.getByRole("button", { name: /确\s*定|确认/ }).click();
  await expect(page.getByLabel(P.zones.code, { exact: true })).toHaveValue("MXC");
  await shoot(page, "journey-zones");

  // Rates: first 1 kg 20.00, every further 1 kg 5.00.
  await openTab(page, "rates");
  await fillCell(page, "MXC", ["0", "30"], ["1", "20", "1", "5"]);
  await page.getByRole("button", { name: P.rates.save }).click();
  await expect(page.getByText(P.rates.saved)).toBeVisible();

  // Sales product from the cost record: zones and rates are copied.
  await openFromMenu(page, MENU.catalog.zh, "销售产品");
  await page.getByRole("button", { name: P.sales.add }).click();
  dialog = page.getByRole("dialog");
  await dialog.getByLabel(P.fields.costRecord).fill(costCode);
  await pickOption(page, costCode);
  await dialog.getByLabel(P.fields.code).fill(salesCode);
  await dialog.getByRole("button", { name: SAVE }).click();
  await expect(page).toHaveURL(/\/catalog\/product-detail\?side=sales&id=\d+/);
  const salesUrl = page.url();

  // The remote group makes 06600 a remote postcode of the product.
  await openTab(page, "restrictions");
  await page.getByLabel(P.restrictions.remote, { exact: true }).click();
  await pickOption(page, `MX remote ${stamp}`);
  await page.keyboard.press("Escape");
  await saveAndSeeSaved(page, page.getByRole("button", { name: SAVE }));

  // Surcharges: fuel 10 %, the tested formula and a remote-area fee of 35 per piece.
  await openTab(page, "surcharges");
  await page.getByRole("button", { name: P.surcharges.add }).click();
  panel = drawer(page);
  await panel.getByLabel(P.surcharges.code).fill("FUEL");
  await fillNames(panel, { zh: "燃油附加费", en: "Fuel surcharge", ko: "유류 할증료" });
  await panel.getByLabel(P.surcharges.fields.percent).fill("10");
  await panel.getByRole("button", { name: SAVE }).click();
  await expect(page.getByRole("row").filter({ hasText: "FUEL" })).toContainText("10 %");
  await page.getByRole("button", { name: P.surcharges.add }).click();
  panel = drawer(page);
  await panel.getByLabel(P.surcharges.code).fill("OVER");
  await panel.getByLabel(P.surcharges.kind).click();
  await pickOption(page, P.surcharges.kinds.formula);
  await fillNames(panel, { zh: "超限费", en: "Over-limit fee", ko: "한도 초과 요금" });
  await panel.getByLabel(P.surcharges.fields.expression).fill(EXPRESSION);
  await panel.getByRole("button", { name: P.surcharges.addConstant }).click();
  await panel.getByPlaceholder(P.surcharges.constantId).fill("LIMIT");
  await panel.getByPlaceholder(P.surcharges.constantValue).fill("2");
  await panel.getByRole("button", { name: P.surcharges.addConstant }).click();
  await panel.getByPlaceholder(P.surcharges.constantId).nth(1).fill("RATE");
  await panel.getByPlaceholder(P.surcharges.constantValue).nth(1).fill("1.5");
  await panel.getByRole("button", { name: SAVE }).click();
  await expect(page.getByRole("row").filter({ hasText: "OVER" })).toContainText("chargeableWeight - LIMIT");
  await expect(drawer(page)).toHaveCount(0);
  await page.getByRole("button", { name: P.surcharges.add }).click();
  panel = drawer(page);
  await panel.getByLabel(P.surcharges.code).fill("REMOTE");
  await panel.getByLabel(P.surcharges.kind).click();
  await pickOption(page, P.surcharges.kinds.remoteArea);
  await fillNames(panel, { zh: "偏远地区附加费", en: "Remote area surcharge", ko: "원격지 할증료" });
  // Per kg shows the step; per piece does not.
  await panel.getByLabel(P.charge.unit).click();
  await pickOption(page, P.charge.units.perKg);
  await expect(panel.getByLabel(P.charge.stepKg)).toBeVisible();
  await shoot(page, "surcharge-per-kg-zh");
  await panel.getByLabel(P.charge.unit).click();
  await pickOption(page, P.charge.units.perPiece);
  await expect(panel.getByLabel(P.charge.stepKg)).toHaveCount(0);
  await panel.getByLabel(P.charge.amount.perPiece).fill("35");
  await shoot(page, "surcharge-per-piece-zh");
  await panel.getByRole("button", { name: SAVE }).click();
  await expect(page.getByRole("row").filter({ hasText: "REMOTE" })).toContainText("35 CNY / 件");
  await expect(drawer(page)).toHaveCount(0);
  await shoot(page, "journey-surcharges");

  // The surcharges screen lists the product's rules; a rule opens the product on its surcharges tab.
  await openFromMenu(page, MENU.catalog.zh, "附加费");
  // A menu screen is called what its menu entry calls it.
  await expect(page.getByRole("heading", { name: "附加费" })).toBeVisible();
  await page.getByLabel(R.keyword).fill(salesCode);
  await page.getByRole("button", { name: /查\s*询/ }).click();
  await expect(page.getByRole("row").filter({ hasText: salesCode })).toHaveCount(3);
  await expect(page.getByRole("row").filter({ hasText: "REMOTE" })).toContainText("35 CNY / 件");
  const formulaRule = page.getByRole("row").filter({ hasText: "OVER" });
  await expect(formulaRule).toContainText(EXPRESSION);
  await expect(formulaRule).toContainText(R.kinds.formula);
  await shoot(page, "journey-surcharge-rules");
  await formulaRule.getByText("OVER", { exact: true }).click();
  await expect(page).toHaveURL(/\/catalog\/product-detail\?side=sales&id=\d+&tab=surcharges/);
  await expect(page.getByRole("row").filter({ hasText: "FUEL" })).toBeVisible();

  // Online, then allotted to the demo customer.
  await page.getByRole("button", { name: P.statusChange.putOnline }).click();
  await confirmPopover(page);
  await expect(page.getByTestId("product-read-mode")).toBeVisible();
  await openFromMenu(page, MENU.catalog.zh, "我的产品");
  await page.getByRole("combobox", { name: S.customer }).click();
  await selectPopup(page).locator(".ant-select-item-option").filter({ hasText: "Demo Trading Co." }).click();
  const row = page.getByRole("row").filter({ hasText: salesCode });
  await expect(row.getByTestId(`status-${salesCode}`)).toHaveText(S.status.unsigned);
  await row.getByRole("button", { name: new RegExp(`^${[...S.allot].join("\\s*")}$`) }).click();
  await expect(row.getByTestId(`status-${salesCode}`)).toHaveText(S.status.signed);
  await shoot(page, "journey-allotted");

  // The customer: two 1.5 kg pieces, 10 × 10 × 10 cm, to 06600 Mexico City (no other journey quotes to Mexico).
  // Chargeable 3 kg (the volume weight is far less). Base freight: 20.00 + (3 − 1) / 1 × 5.00 = 30.00 CNY.
  // Fuel 10 % of the base freight: 3.00. Formula: max(0, 3 − 2) × 1.5 = 1.50. Remote area: 2 pieces × 35 = 70.00.
  // Total 30.00 + 3.00 + 1.50 + 70.00 = 104.50 CNY.
  const trial = await signedInPage(browser, DEMO.customer);
  opened.push(trial);
  await trial.goto("/catalog/freight-trial");
  await expect(trial.getByText(QUOTE.zh.empty.title)).toBeVisible({ timeout: 30_000 });
  await chooseDestination(trial, "墨西哥", "MX");
  await trial.locator("#destination_postcode").fill("06600");
  await fillPiece(trial, 1, ["10", "10", "10"], "1.5");
  await trial.getByRole("button", { name: QUOTE.zh.pieces.add }).click();
  await fillPiece(trial, 2, ["10", "10", "10"], "1.5");
  await trial.getByRole("button", { name: buttonName(QUOTE.zh.run) }).click();
  const product = resultRows(trial).filter({ hasText: `墨城试算线${stamp}` });
  await expect(product).toContainText("104.50 CNY");
  await product.click();
  const breakdown = breakdownOf(trial, salesCode);
  for (const text of [
    QUOTE.zh.breakdown.baseFreight,
    "30.00 CNY",
    "燃油附加费",
    "3.00 CNY",
    "超限费",
    "1.50 CNY",
    "偏远地区附加费",
    "70.00 CNY",
  ])
    await expect(breakdown).toContainText(text);
  await expect(breakdown).toContainText("104.50 CNY");
  await breakdown.scrollIntoViewIfNeeded();
  await trial.screenshot({ path: `${SHOTS}/journey-trial-zh.png` });

  await trial.getByRole("button", { name: TEXT.zh.common.language }).click();
  await dropdownItem(trial, "English").click();
  await expect(trial.locator("html")).toHaveAttribute("lang", "en");
  await expect(resultRows(trial).filter({ hasText: `Mexico City trial line ${stamp}` })).toHaveCount(1);
  for (const text of [
    QUOTE.en.breakdown.baseFreight,
    "Fuel surcharge",
    "Over-limit fee",
    "1.50 CNY",
    "Remote area surcharge",
    "70.00 CNY",
    "104.50 CNY",
  ])
    await expect(breakdown).toContainText(text);
  await breakdown.scrollIntoViewIfNeeded();
  await trial.screenshot({ path: `${SHOTS}/journey-trial-en.png` });

  // The operator's screens of charges in English and Korean, then at a phone's width: the product's
  // surcharges in words and a premium package's unit, amount and step fields.
  const languages = [
    { lang: "en", label: "English", products: enProducts.catalogProducts, library: enLibrary.catalogLibrary },
    { lang: "ko", label: "한국어", products: koProducts.catalogProducts, library: koLibrary.catalogLibrary },
  ] as const;
  let speaking: "zh" | "en" | "ko" = "zh";
  for (const { lang, label, products, library } of languages) {
    await page.getByRole("button", { name: TEXT[speaking].common.language }).click();
    await dropdownItem(page, label).click();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    speaking = lang;
    await page.goto(`${salesUrl.split("&tab=")[0]}&tab=surcharges`);
    await expect(page.getByRole("row").filter({ hasText: "REMOTE" })).toContainText(
      products.charge.text.perPiece.replace("{{money}}", "35 CNY"),
    );
    await shoot(page, `surcharges-${lang}`);
    await page.goto("/catalog/premium-packages");
    await page.getByRole("button", { name: library.packages.add }).click();
    dialog = page.getByRole("dialog");
    await dialog.getByLabel(products.charge.unit).click();
    await pickOption(page, products.charge.units.perKg);
    await expect(dialog.getByLabel(products.charge.stepKg)).toBeVisible();
    await shoot(page, `package-per-kg-${lang}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, `package-per-kg-${lang}-390`);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.goto(`${salesUrl.split("&tab=")[0]}&tab=surcharges`);
    await expect(page.getByRole("row").filter({ hasText: "REMOTE" })).toBeVisible();
    await shoot(page, `surcharges-${lang}-390`);
    await page.setViewportSize({ width: 1440, height: 900 });
  }
});
