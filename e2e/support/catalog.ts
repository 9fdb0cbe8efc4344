import { expect, type Locator, type Page } from "@playwright/test";
import zhProducts from "../../apps/web/src/locales/zh/catalogProducts";
import zhQuote from "../../apps/web/src/locales/zh/catalogQuote";
import { openPopup, selectPopup } from "./shell";
import { TEXT } from "./texts";

const P = zhProducts.catalogProducts;
const QUOTE = zhQuote.catalogQuote;

/** The option of the open Select dropdown whose text contains `text`. */
export const pickOption = async (page: Page, text: string | RegExp) => {
  await selectPopup(page).locator(".ant-select-item-option").filter({ hasText: text }).first().click();
};

/** Opens a tab of the product detail by its key (basic, zones, rates, surcharges...). */
export const openTab = async (page: Page, key: string) => {
  const label = page.getByTestId(`product-tab-${key}`);
  await label.click();
  await expect(page.getByRole("tab").filter({ has: label })).toHaveAttribute("aria-selected", "true");
};

/** A weight band as the rate grid labels it: "0–2 kg", or "30 kg 以上" for an open last band (max null). */
const bandLabel = (min: string, max: string | null) =>
  max === null
    ? P.bands.openLabel.replace("{{min}}", min)
    : P.bands.label.replace("{{min}}", min).replace("{{max}}", max);

/** One input of a rate cell, e.g. ("Z1", "0", "2", "price"); max null for the open last band. */
export const rateInput = (
  page: Page,
  zone: string,
  min: string,
  max: string | null,
  field: keyof typeof P.rates.fields,
) => page.getByLabel(`${zone} ${bandLabel(min, max)} ${P.rates.fields[field]}`, { exact: true });

/** Fills one rate cell: first weight, price, additional step, additional price. */
export const fillCell = async (
  page: Page,
  zone: string,
  band: [string, string],
  values: [string, string, string, string],
) => {
  const fields = ["firstWeightKg", "price", "additionalStepKg", "additionalPrice"] as const;
  for (const [index, field] of fields.entries())
    await rateInput(page, zone, band[0], band[1], field).fill(values[index] ?? "");
};

/** Confirms the open Popconfirm. */
export const confirmPopover = async (page: Page) => {
  await openPopup(page, ".ant-popover")
    .getByRole("button", { name: /确\s*定|确认/ })
    .click();
};

/** The open drawer or dialog. */
export const drawer = (page: Page): Locator => page.getByRole("dialog").filter({ visible: true });

// antd puts a space between two CJK characters on a button ("试 算"); the icon's label comes first.
export const buttonName = (text: string) => new RegExp(`${[...text].join("\\s?")}$`);

/** The rows of the freight trial's results table. */
export const resultRows = (page: Page): Locator => page.locator(".pp-freight-results tr.ant-table-row");

/** Fills one piece of the freight trial form: length, width, height (cm) and weight (kg). */
export const fillPiece = async (
  page: Page,
  index: number,
  sizes: [string, string, string],
  weight: string,
) => {
  const labels = [QUOTE.pieces.length, QUOTE.pieces.width, QUOTE.pieces.height] as const;
  for (const [n, label] of labels.entries()) {
    await page.getByLabel(`${label} ${index}`, { exact: true }).fill(sizes[n] ?? "");
  }
  await page.getByLabel(`${QUOTE.pieces.weight} ${index}`, { exact: true }).fill(weight);
};

/** Chooses the freight trial's destination country by its Chinese name and code, e.g. ("美国", "US"). */
export const chooseDestination = async (page: Page, name: string, code: string) => {
  await page.locator("#destination_country").click();
  await page.locator("#destination_country").fill(name);
  await selectPopup(page).getByTitle(`${name} (${code})`).click();
};

/** An antd Select of a form, found by its form label (antd's combobox carries no name of its own). */
export const selectOf = (scope: Locator, label: string) =>
  scope
    .locator(".ant-form-item")
    .filter({ has: scope.page().locator(`label[title="${label}"]`) })
    .locator(".ant-select");

/** Fills a form's localized names (the Chinese console's labels); Korean only where the form asks for it. */
export const fillNames = async (form: Locator, names: { zh: string; en: string; ko?: string }) => {
  await form.getByLabel(TEXT.zh.common.names.zh).fill(names.zh);
  await form.getByLabel(TEXT.zh.common.names.en).fill(names.en);
  if (names.ko !== undefined) await form.getByLabel(TEXT.zh.common.names.ko).fill(names.ko);
};
