import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import zhCommon from "../../apps/web/src/locales/zh/common";
import zhReference from "../../apps/web/src/locales/zh/reference";
import { DEMO, signIn } from "../support/session";
import { openFromMenu } from "../support/shell";
import { MENU } from "../support/texts";

const R = zhReference.reference;
const EXCEL = zhCommon.common.excelImport;
const SHOTS = ".tmp/shots-reference";

/** A cities sheet with the template's Chinese headers: two good rows and one with an unknown country. */
const writeCitiesSheet = async (path: string, stamp: string) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("城市");
  sheet.addRow(["城市名称", "城市英文名", "城市代码", "省/州", "省/州英文名", "国家代码", "描述"]);
  sheet.addRow(["釜山", "Busan", `KRPUS${stamp}`, "釜山", "Busan", "KR", ""]);
  sheet.addRow(["大阪", "Osaka", `JPOSA${stamp}`, "大阪府", "Osaka", "JP", ""]);
  sheet.addRow(["无名", "Nowhere", `XXNOW${stamp}`, "", "", "XX", ""]);
  await book.xlsx.writeFile(path);
};

const importCities = async (page: Page, file: string, mode: string) => {
  await page.getByRole("button", { name: R.cities.import }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(mode).check();
  await dialog.locator("input[type=file]").setInputFiles(file);
  await dialog.getByRole("button", { name: EXCEL.startImport }).click();
  await expect(dialog.getByText(EXCEL.resultTitle)).toBeVisible();
  return dialog;
};

test("an admin finds a country and imports cities: all-or-nothing keeps none, partial keeps the good rows", async ({
  page,
}) => {
  test.setTimeout(90_000);
  mkdirSync(".tmp/e2e-files", { recursive: true });
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const file = `.tmp/e2e-files/cities-${stamp}.xlsx`;
  await writeCitiesSheet(file, stamp);

  await signIn(page, DEMO.admin.username, DEMO.admin.password);
  await openFromMenu(page, MENU.system.zh, R.countries.title);
  await page.getByPlaceholder(R.countries.keywordPlaceholder).fill("hanguo");
  await page.getByRole("button", { name: /查\s*询/ }).click();
  await expect(page.getByRole("cell", { name: "KOR", exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/countries.png`, fullPage: true });

  await openFromMenu(page, MENU.system.zh, R.cities.title);
  await expect(page.getByRole("heading", { name: R.cities.title })).toBeVisible();

  // All or nothing: the unknown country spoils the file, nothing is imported, the bad row is named.
  let dialog = await importCities(page, file, R.cities.modeAll);
  await expect(dialog.getByText(EXCEL.resultNoneImported)).toBeVisible();
  const badRow = dialog.getByRole("row").filter({ hasText: "未知的国家代码" });
  await expect(badRow).toContainText("4");
  await page.screenshot({ path: `${SHOTS}/cities-import-all.png` });
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  await page.getByPlaceholder(R.cities.keywordPlaceholder).fill(stamp);
  await page.getByRole("button", { name: /查\s*询/ }).click();
  await expect(page.getByRole("cell", { name: `KRPUS${stamp}` })).toHaveCount(0);

  // Partial: the two good rows arrive, the bad one is reported again.
  dialog = await importCities(page, file, R.cities.modePartial);
  await expect(dialog.getByText("成功导入 2 条")).toBeVisible();
  await expect(dialog.getByRole("row").filter({ hasText: "未知的国家代码" })).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/cities-import-partial.png` });
  await dialog.getByRole("button", { name: /确\s*定/ }).click();
  await page.getByRole("button", { name: /查\s*询/ }).click();
  await expect(page.getByRole("cell", { name: `KRPUS${stamp}` })).toBeVisible();
  await expect(page.getByRole("cell", { name: `JPOSA${stamp}` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/cities.png`, fullPage: true });
});
