import { expect, type Locator, test } from "@playwright/test";
import zhCatalog from "../../apps/web/src/locales/zh/catalogLibrary";
import zhProducts from "../../apps/web/src/locales/zh/catalogProducts";
import { fillNames, selectOf } from "../support/catalog";
import { DEMO, signIn } from "../support/session";
import { openFromMenu, selectPopup } from "../support/shell";
import { MENU } from "../support/texts";

const C = zhCatalog.catalogLibrary;
const SHOTS = ".tmp/shots-catalog";

/** A clickable variable, constant or function tag of the formula editor. */
const token = (scope: Locator, text: string) => scope.locator(".ant-tag").getByText(text, { exact: true });

test("an operator builds the catalogue's libraries: a postcode group, a premium package and a tested formula", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  await signIn(page, DEMO.operator.username, DEMO.operator.password);

  // Postcode group: a bad line is named before saving, then the group is saved with normalised codes.
  await openFromMenu(page, MENU.catalog.zh, "邮编分组与规则");
  await expect(page.getByRole("heading", { name: C.postcodes.title })).toBeVisible();
  await expect(page.getByRole("cell", { name: "US West Coast" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/postcodes.png`, fullPage: true });
  await page.getByRole("button", { name: C.postcodes.add }).click();
  let dialog = page.getByRole("dialog");
  await dialog.getByLabel(C.postcodes.name).fill(`GB remote ${stamp}`);
  await selectOf(dialog, C.postcodes.kind).click();
  await selectPopup(page).getByText(C.postcodes.kinds.remote, { exact: true }).click();
  await selectOf(dialog, C.postcodes.country).click();
  await page.keyboard.type("GB");
  await selectPopup(page).locator(".ant-select-item-option").first().click();
  await dialog.getByLabel(C.postcodes.matchers).fill("iv1-iv9\nhs*\nze1 0aa\nkw#1");
  await dialog.getByRole("button", { name: /保\s*存/ }).click();
  await expect(dialog.getByText(/^第 4 行：/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/postcode-line-error.png` });
  await dialog.getByLabel(C.postcodes.matchers).fill("iv1-iv9\nhs*\nze1 0aa");
  await dialog.getByRole("button", { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  const groupRow = page.getByRole("row").filter({ hasText: `GB remote ${stamp}` });
  await expect(groupRow).toContainText("IV1-IV9");
  await expect(groupRow).toContainText("ZE10AA");

  // Premium package.
  await openFromMenu(page, MENU.catalog.zh, "增值服务");
  await expect(page.getByRole("heading", { name: C.packages.title })).toBeVisible();
  await page.getByRole("button", { name: C.packages.add }).click();
  dialog = page.getByRole("dialog");
  await dialog.getByLabel(C.packages.code).fill(`WKND${stamp}`);
  await fillNames(dialog, { zh: "周末派送", en: "Weekend delivery", ko: "주말 배송" });
  await dialog.getByLabel(zhProducts.catalogProducts.charge.amount.perOrder).fill("12.50");
  await page.screenshot({ path: `${SHOTS}/package-dialog.png` });
  await dialog.getByRole("button", { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: `WKND${stamp}` })).toContainText("12.50 / 票");
  await page.screenshot({ path: `${SHOTS}/packages.png`, fullPage: true });

  await openFromMenu(page, MENU.catalog.zh, "公式类型");
  await expect(page.getByRole("heading", { name: C.formulaTypes.title })).toBeVisible();
  await expect(page.getByRole("cell", { name: /超长超重/ })).toBeVisible();
  await expect(page.locator(".ant-spin-spinning")).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/formula-types.png`, fullPage: true });

  // Cost formula: built with the tags, tested on a sample, saved with its passing test.
  await openFromMenu(page, MENU.catalog.zh, "成本公式");
  await expect(page.getByRole("heading", { name: C.formulas.title })).toBeVisible();
  await page.getByRole("button", { name: C.formulas.add }).click();
  dialog = page.getByRole("dialog");
  await dialog.getByLabel(C.formulas.code).fill(`HEAVY${stamp}`);
  await fillNames(dialog, { zh: "超重费", en: "Heavy fee" });
  await dialog.getByRole("button", { name: C.formulas.addConstant }).click();
  await dialog.getByPlaceholder(C.formulas.constantId).fill("LIMIT");
  await dialog.getByPlaceholder(C.formulas.constantValue).fill("30");
  await dialog.getByRole("button", { name: C.formulas.addConstant }).click();
  await dialog.getByPlaceholder(C.formulas.constantId).nth(1).fill("RATE");
  await dialog.getByPlaceholder(C.formulas.constantValue).nth(1).fill("2.5");
  const expression = dialog.getByLabel(C.formulas.expression);
  await token(dialog, "max()").click();
  await expect(expression).toBeFocused();
  await page.keyboard.type("0, ");
  await token(dialog, "chargeableWeight").click();
  await expect(expression).toHaveValue("max(0, chargeableWeight)");
  await expect(expression).toBeFocused();
  await page.keyboard.type(" - LIMIT");
  await page.keyboard.press("End");
  await page.keyboard.type(" * RATE");
  await expect(expression).toHaveValue("max(0, chargeableWeight - LIMIT) * RATE");
  await dialog.getByLabel("chargeableWeight").fill("42.5");
  await dialog.getByRole("button", { name: C.formulas.runTest }).click();
  await expect(dialog.getByText(`${C.formulas.passed} · 结果：31.25`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/formula-editor.png` });
  await dialog.getByText(`${C.formulas.passed} · 结果：31.25`).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/formula-test-passed.png` });
  await dialog.getByRole("button", { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  const formulaRow = page.getByRole("row").filter({ hasText: `HEAVY${stamp}` });
  await expect(formulaRow).toContainText(C.formulas.testStatuses.passed);
  await page.screenshot({ path: `${SHOTS}/formulas.png`, fullPage: true });
});
