import { expect, type Page, test } from "@playwright/test";
import enCatalog from "../../apps/web/src/locales/en/catalogLibrary";
import koCatalog from "../../apps/web/src/locales/ko/catalogLibrary";
import zhCatalog from "../../apps/web/src/locales/zh/catalogLibrary";
import { DEMO, restoreChinese, signIn } from "../support/session";
import { dropdownItem, openFromMenu } from "../support/shell";
import { MENU, TEXT } from "../support/texts";

// Bounds of a formula (docs/pricing.md "Bounds"): the editor's test run and its save refuse a formula with a
// huge number, naming the character, in the operator's language.

type Lang = "zh" | "en" | "ko";
const CATALOG = { zh: zhCatalog, en: enCatalog, ko: koCatalog } as const;
const LABELS: Record<Lang, string> = { zh: "中文", en: "English", ko: "한국어" };
const HTML_LANG: Record<Lang, string> = { zh: "zh-CN", en: "en", ko: "ko" };
const SHOTS = ".tmp/shots-formula-bounds";

/** What the engine says about the number at character 20, in each language. */
const REFUSAL: Record<Lang, string> = {
  zh: "第 20 个字符处的数字超出范围：整数部分最多 10 位，小数最多 8 位",
  en: "The number at character 20 is out of range: at most 10 digits before the decimal point and 8 after it",
  ko: "20번째 문자의 숫자가 범위를 벗어났습니다: 정수 부분 최대 10자리, 소수 최대 8자리",
};

/** Switches the console's language and waits until the account has it, so the server answers in it too. */
const switchLanguage = async (page: Page, from: Lang, to: Lang) => {
  await page.getByRole("button", { name: TEXT[from].common.language }).click();
  const saved = page.waitForResponse((response) => response.url().endsWith(`/api/customerInfo/i18n/${to}`));
  await dropdownItem(page, LABELS[to]).click();
  expect((await saved).status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG[to]);
};

const tryHostileFormula = async (page: Page, lang: Lang) => {
  const C = CATALOG[lang].catalogLibrary.formulas;
  await page.getByRole("button", { name: C.add }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(C.code).fill(`HOSTILE_${lang.toUpperCase()}`);
  await dialog.getByLabel(TEXT[lang].common.names.zh).fill("恶意");
  await dialog.getByLabel(TEXT[lang].common.names.en).fill("Hostile");
  await dialog.getByLabel(C.expression).fill("chargeableWeight * 1e999999999");

  await dialog.getByRole("button", { name: C.runTest }).click();
  const failed = dialog.getByText(`${C.failed} · ${REFUSAL[lang]}`);
  await expect(failed).toBeVisible();
  await failed.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/test-${lang}.png` });

  await dialog.getByRole("button", { name: /^(保\s*存|Save|저\s*장)$/ }).click();
  const fieldError = dialog.locator(".ant-form-item-explain-error").filter({ hasText: REFUSAL[lang] });
  await expect(fieldError).toBeVisible();
  await fieldError.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/save-${lang}.png` });
  await dialog.getByRole("button", { name: /^(取\s*消|Cancel|취\s*소)$/ }).click();
  await expect(dialog).toBeHidden();
};

test.afterEach(async ({ page }) => {
  await restoreChinese(page);
});

test("a formula with a huge number is refused by its test run and its save, naming the character", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.operator.username, DEMO.operator.password);
  await openFromMenu(page, MENU.catalog.zh, "成本公式");
  await expect(page.getByRole("heading", { name: zhCatalog.catalogLibrary.formulas.title })).toBeVisible();
  await tryHostileFormula(page, "zh");

  await switchLanguage(page, "zh", "en");
  await expect(page.getByRole("heading", { name: enCatalog.catalogLibrary.formulas.title })).toBeVisible();
  await tryHostileFormula(page, "en");

  await switchLanguage(page, "en", "ko");
  await expect(page.getByRole("heading", { name: koCatalog.catalogLibrary.formulas.title })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await tryHostileFormula(page, "ko");
});
