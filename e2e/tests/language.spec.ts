import { expect, type Page, test } from "@playwright/test";
import { datePresetLabels } from "../../packages/domain/src/date-presets";
import { DEMO, signIn, userMenuButton } from "../support/session";
import { dropdownItem, menuItem, openFromMenu, openPopup, tab } from "../support/shell";
import { MENU, TEXT } from "../support/texts";

type Lang = "zh" | "en" | "ko";

const LABELS: Record<Lang, string> = { zh: "中文", en: "English", ko: "한국어" };
const HTML_LANG: Record<Lang, string> = { zh: "zh-CN", en: "en", ko: "ko" };
/** The weekday heads of antd's calendar, Sunday first. */
const WEEKDAYS: Record<Lang, string[]> = {
  zh: ["一", "二", "三", "四", "五", "六", "日"],
  en: ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"],
  ko: ["일", "월", "화", "수", "목", "금", "토"],
};

const switchLanguage = async (page: Page, from: Lang, to: Lang) => {
  await page.getByRole("button", { name: TEXT[from].common.language }).click();
  await dropdownItem(page, LABELS[to]).click();
  await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG[to]);
};

/** Opens the "created" range picker of the task list and checks it speaks `lang`. */
const checkDatePicker = async (page: Page, lang: Lang) => {
  const picker = page.locator(".ant-picker-range");
  await expect(picker).toBeVisible();
  await picker.click();
  const dropdown = openPopup(page, ".ant-picker-dropdown");
  await expect(dropdown).toBeVisible();

  // Month and year heads of the first (current) month, as this language writes them.
  const now = new Date();
  const monthNumber = now.getMonth() + 1;
  const month = {
    zh: `${monthNumber}月`,
    en: new Intl.DateTimeFormat("en-US", { month: "short" }).format(now),
    ko: `${monthNumber}월`,
  }[lang];
  const panel = dropdown.locator(".ant-picker-date-panel").first();
  await expect(panel.locator(".ant-picker-month-btn")).toHaveText(month);
  const year = String(now.getFullYear());
  await expect(panel.locator(".ant-picker-year-btn")).toHaveText(
    lang === "zh" ? `${year}年` : lang === "ko" ? `${year}년` : year,
  );
  await expect(panel.locator("thead th")).toHaveText(WEEKDAYS[lang]);

  // The presets of the product, in the same language.
  const presets = dropdown.locator(".ant-picker-presets li");
  await expect(presets.first()).toHaveText(datePresetLabels[lang].thisWeek);
  await expect(presets.filter({ hasText: datePresetLabels[lang].last7Days })).toHaveCount(1);
  await page.screenshot({ path: `.tmp/shots/language-picker-${lang}.png` });
  await page.keyboard.press("Escape");
  await expect(dropdown).toBeHidden();
};

test("switching to English and Korean relabels the console and its date picker, and is kept on the account", async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.supplier.username, DEMO.supplier.password);
  await expect(menuItem(page, MENU.home.zh)).toBeVisible();
  await openFromMenu(page, MENU.system.zh, MENU.tasks.zh);
  await expect(page.getByRole("heading", { name: TEXT.zh.system.tasks.title, exact: true })).toBeVisible();
  await checkDatePicker(page, "zh");

  // English: menu, tabs, page texts and the calendar.
  await switchLanguage(page, "zh", "en");
  await expect(menuItem(page, MENU.home.en)).toBeVisible();
  await expect(menuItem(page, MENU.tasks.en)).toBeVisible();
  await expect(tab(page, MENU.home.en)).toBeVisible();
  await expect(tab(page, MENU.tasks.en)).toBeVisible();
  await expect(page.getByRole("heading", { name: TEXT.en.system.tasks.title, exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: TEXT.en.common.actions.search })).toBeVisible();
  await checkDatePicker(page, "en");

  // Korean.
  await switchLanguage(page, "en", "ko");
  await expect(menuItem(page, MENU.home.ko)).toBeVisible();
  await expect(menuItem(page, MENU.tasks.ko)).toBeVisible();
  await expect(tab(page, MENU.tasks.ko)).toBeVisible();
  await expect(page.getByRole("heading", { name: TEXT.ko.system.tasks.title, exact: true })).toBeVisible();
  await checkDatePicker(page, "ko");

  // A reload keeps Korean.
  await page.reload();
  await expect(page.getByRole("heading", { name: TEXT.ko.system.tasks.title, exact: true })).toBeVisible();
  await expect(menuItem(page, MENU.home.ko)).toBeVisible();

  // The choice is the account's: a browser that has never seen it signs in (in Chinese) and gets Korean.
  const other = await browser.newContext();
  try {
    const fresh = await other.newPage();
    await signIn(fresh, DEMO.supplier.username, DEMO.supplier.password);
    await expect(menuItem(fresh, MENU.home.ko)).toBeVisible();
    await expect(fresh.getByRole("button", { name: TEXT.ko.common.language })).toContainText(LABELS.ko);
    await expect(userMenuButton(fresh)).toHaveAccessibleName(TEXT.ko.shell.user.menu);
    await fresh.screenshot({ path: ".tmp/shots/language-ko-other-browser.png" });
  } finally {
    await other.close();
  }
});
