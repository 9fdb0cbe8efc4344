import { expect, type Page, test } from "@playwright/test";
import zhProducts from "../../apps/web/src/locales/zh/catalogProducts";
import {
  confirmPopover,
  drawer,
  fillCell,
  fillNames,
  openTab,
  pickOption,
  rateInput,
} from "../support/catalog";
import { DEMO, restoreChinese, signIn } from "../support/session";
import { dropdownItem, openFromMenu, saveAndSeeSaved } from "../support/shell";
import { MENU, TEXT } from "../support/texts";

type Lang = "zh" | "en" | "ko";
const LANGUAGE_LABELS: Record<Lang, string> = { zh: "中文", en: "English", ko: "한국어" };

const P = zhProducts.catalogProducts;
const SHOTS = ".tmp/shots-catalog";
const SAVE = /保\s*存/;

const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test.use({ actionTimeout: 15_000 });

// The journey switches the shared demo operator's saved language: put it back for the journeys after it.
test.afterEach(async ({ page }) => {
  await restoreChinese(page);
});

test("an operator builds a cost record and a sales product, puts it online and still edits its rates", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const costCode = `COST${stamp}`;
  const salesCode = `SALE${stamp}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.operator.username, DEMO.operator.password);

  // Cost record: basic settings, two weight bands.
  await openFromMenu(page, MENU.catalog.zh, "成本价管理");
  await expect(page.getByRole("heading", { name: P.cost.title })).toBeVisible();
  await shoot(page, "cost-products");
  await page.getByRole("button", { name: P.cost.add }).click();
  let panel = drawer(page);
  await panel.getByLabel(P.fields.code).fill(costCode);
  await fillNames(panel, { zh: "美加经济线成本", en: "US-CA economy cost", ko: "미국·캐나다 이코노미 원가" });
  await panel.getByLabel(P.fields.originCountry).fill("CN");
  await pickOption(page, /CN/);
  await panel.getByLabel(P.fields.supplier).click();
  await pickOption(page, "Speedy Line Logistics");
  await panel.getByLabel(P.bands.max.replace("{{index}}", "1")).fill("2");
  await panel.getByRole("button", { name: P.bands.add }).click();
  await expect(panel.getByLabel(P.bands.min.replace("{{index}}", "2"))).toHaveValue("2");
  await panel.getByLabel(P.bands.max.replace("{{index}}", "2")).fill("30");
  await shoot(page, "cost-create-drawer");
  await panel.getByRole("button", { name: SAVE }).click();

  // Detail of the cost record opens on its zones: two zones.
  await expect(page).toHaveURL(/\/catalog\/product-detail\?side=cost&id=\d+&tab=zones/);
  await page.getByRole("button", { name: P.zones.add }).click();
  await page.getByRole("button", { name: P.zones.add }).click();
  const zoneCodes = page.getByLabel(P.zones.code, { exact: true });
  const zoneNames = page.getByLabel(P.zones.name, { exact: true });
  await zoneCodes.nth(0).fill("Z1");
  await zoneNames.nth(0).fill("US East");
  await page.getByLabel(P.zones.country, { exact: true }).nth(0).fill("US");
  await pickOption(page, /US/);
  await page.getByLabel(P.zones.postcodes, { exact: true }).nth(0).fill("10000-19999\n2*");
  await zoneCodes.nth(1).fill("Z2");
  await zoneNames.nth(1).fill("Canada");
  await page.getByLabel(P.zones.country, { exact: true }).nth(1).fill("CA");
  await pickOption(page, /CA/);
  await saveAndSeeSaved(page, page.getByRole("button", { name: SAVE }));
  await shoot(page, "cost-zones");

  // The band grid of the cost record's default plan.
  await openTab(page, "rates");
  await fillCell(page, "Z1", ["0", "2"], ["0.5", "30", "0.5", "8"]);
  await fillCell(page, "Z1", ["2", "30"], ["1", "45", "1", "12"]);
  await fillCell(page, "Z2", ["0", "2"], ["0.5", "35", "0.5", "9"]);
  await fillCell(page, "Z2", ["2", "30"], ["1", "50", "1", "14"]);
  await page.getByRole("button", { name: P.rates.save }).click();
  await expect(page.getByText(P.rates.saved)).toBeVisible();
  await shoot(page, "cost-rates");

  // Sales product from the cost record.
  await openFromMenu(page, MENU.catalog.zh, "销售产品");
  await expect(page.getByRole("heading", { name: P.sales.title })).toBeVisible();
  await page.getByRole("button", { name: P.sales.add }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(P.fields.costRecord).fill(costCode);
  await pickOption(page, costCode);
  await expect(dialog.getByLabel(TEXT.zh.common.names.en)).toHaveValue("US-CA economy cost");
  await dialog.getByLabel(P.fields.code).fill(salesCode);
  await dialog.getByLabel(TEXT.zh.common.names.en).fill("US-CA economy");
  await shoot(page, "sales-create");
  await dialog.getByRole("button", { name: SAVE }).click();
  await expect(page).toHaveURL(/\/catalog\/product-detail\?side=sales&id=\d+/);
  await expect(page.getByRole("heading", { name: "美加经济线成本" })).toBeVisible();
  await shoot(page, "sales-basic");

  // Surcharges: a fuel percentage and a formula.
  await openTab(page, "surcharges");
  await page.getByRole("button", { name: P.surcharges.add }).click();
  panel = drawer(page);
  await panel.getByLabel(P.surcharges.code).fill("FUEL");
  await fillNames(panel, { zh: "燃油附加费", en: "Fuel surcharge", ko: "유류 할증료" });
  await panel.getByLabel(P.surcharges.fields.percent).fill("12.5");
  await panel.getByRole("button", { name: SAVE }).click();
  await expect(page.getByRole("row").filter({ hasText: "FUEL" })).toContainText("12.5 %");

  await page.getByRole("button", { name: P.surcharges.add }).click();
  panel = drawer(page);
  await panel.getByLabel(P.surcharges.code).fill("HEAVY");
  await panel.getByLabel(P.surcharges.kind).click();
  await pickOption(page, P.surcharges.kinds.formula);
  await fillNames(panel, { zh: "重货费", en: "Heavy parcel fee", ko: "중량물 요금" });
  await panel.getByLabel(P.surcharges.fields.expression).fill("max(0, chargeableWeight - LIMIT) * 1.5");
  await panel.getByRole("button", { name: P.surcharges.addConstant }).click();
  await panel.getByPlaceholder(P.surcharges.constantId).fill("LIMIT");
  await panel.getByPlaceholder(P.surcharges.constantValue).fill("20");
  await shoot(page, "sales-surcharge-formula");
  await panel.getByRole("button", { name: SAVE }).click();
  await expect(page.getByRole("row").filter({ hasText: "HEAVY" })).toContainText("chargeableWeight - LIMIT");
  await expect(drawer(page)).toHaveCount(0);
  await shoot(page, "sales-surcharges");

  // Rates copied from the cost record, then edited.
  await openTab(page, "rates");
  await expect(rateInput(page, "Z1", "0", "2", "price")).toHaveValue("30.0000");
  await rateInput(page, "Z1", "0", "2", "price").fill("33.5");
  await page.getByRole("button", { name: P.rates.save }).click();
  await expect(page.getByText(P.rates.saved)).toBeVisible();

  for (const key of ["zones", "limits", "restrictions", "billing"]) {
    await openTab(page, key);
    await shoot(page, `sales-${key}`);
  }

  // Online: read mode everywhere but the rate grid.
  await page.getByRole("button", { name: P.statusChange.putOnline }).click();
  await confirmPopover(page);
  await expect(page.getByTestId("product-read-mode")).toBeVisible();
  await openTab(page, "basic");
  await expect(page.getByLabel(TEXT.zh.common.names.en)).toBeDisabled();
  await expect(page.getByRole("button", { name: SAVE })).toHaveCount(0);
  await shoot(page, "online-basic");
  await openTab(page, "zones");
  await expect(page.getByRole("button", { name: P.zones.add })).toHaveCount(0);
  await expect(page.getByLabel(P.zones.code, { exact: true }).first()).toBeDisabled();
  await shoot(page, "online-zones");
  await openTab(page, "billing");
  await expect(page.getByLabel(P.billing.divisor)).toBeDisabled();
  await shoot(page, "online-billing");
  await openTab(page, "surcharges");
  await expect(page.getByRole("button", { name: P.surcharges.add })).toHaveCount(0);
  await shoot(page, "online-surcharges");

  await openTab(page, "rates");
  await expect(page.getByLabel(P.bands.max.replace("{{index}}", "1"))).toBeDisabled();
  await rateInput(page, "Z2", "2", "30", "additionalPrice").fill("13.5");
  await page.getByRole("button", { name: P.rates.save }).click();
  await expect(page.getByText(P.rates.saved)).toBeVisible();
  await page.reload();
  await expect(rateInput(page, "Z2", "2", "30", "additionalPrice")).toHaveValue("13.5000");
  await shoot(page, "online-rates");

  // Quote plans of the product: the default plan, its grid reused.
  await openFromMenu(page, MENU.catalog.zh, "报价方案");
  await expect(page.getByRole("heading", { name: P.plans.title })).toBeVisible();
  await shoot(page, "quote-plans-empty");
  await page.getByLabel(P.plans.product).fill(salesCode);
  await pickOption(page, salesCode);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("row").filter({ hasText: P.plans.default })).toBeVisible();
  await expect(rateInput(page, "Z1", "0", "2", "price")).toHaveValue("33.5000");
  await shoot(page, "quote-plans");

  await openFromMenu(page, MENU.catalog.zh, "销售产品");
  await expect(page.getByRole("row").filter({ hasText: salesCode })).toContainText(P.status.online);
  await shoot(page, "sales-products");

  // The same screens in English and Korean: nothing left untranslated.
  let from: Lang = "zh";
  for (const lang of ["en", "ko"] as const) {
    await page.getByRole("button", { name: TEXT[from].common.language }).click();
    await dropdownItem(page, LANGUAGE_LABELS[lang]).click();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    from = lang;
    await shoot(page, `sales-products-${lang}`);
    await page.getByRole("row").filter({ hasText: salesCode }).getByRole("button").last().click();
    await expect(page.getByTestId("product-read-mode")).toBeVisible();
    await openTab(page, "billing");
    await shoot(page, `online-billing-${lang}`);
    await openTab(page, "rates");
    await shoot(page, `online-rates-${lang}`);
    await openTab(page, "surcharges");
    await shoot(page, `online-surcharges-${lang}`);
    await page.goBack();
    await expect(page.getByRole("row").filter({ hasText: salesCode })).toBeVisible();
  }
});
