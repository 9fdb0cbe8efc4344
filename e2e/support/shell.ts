import { expect, type Locator, type Page } from "@playwright/test";
import { TEXT } from "./texts";

/** The left menu of the console. */
export const sideMenu = (page: Page): Locator => page.locator(".pp-sider");

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A menu entry by its title (top-level entries carry an icon whose label comes first in the name). */
export const menuItem = (page: Page, title: string): Locator =>
  sideMenu(page).getByRole("menuitem", { name: new RegExp(`(^|\\s)${escapeRegExp(title)}$`) });

/**
 * Opens a screen from the left menu: the groups first (unless already open), then the entry (or only groups).
 * A group unfolds with a height motion that moves the entries below it; an entry is clicked only once the motion
 * is over. Done when the entry is selected, which follows the page's address: the screen is open, and the menu has
 * revealed its group (a group opened before that would be folded again).
 */
export const openFromMenu = async (page: Page, ...titles: string[]): Promise<void> => {
  const unfolding = sideMenu(page).locator('[class*="-motion-collapse"]');
  for (const title of titles) {
    const item = menuItem(page, title);
    const isGroup = (await item.getAttribute("aria-haspopup")) === "true";
    if (isGroup && (await item.getAttribute("aria-expanded")) === "true") continue;
    await expect(unfolding).toHaveCount(0);
    await item.click();
    if (isGroup) await expect(item).toHaveAttribute("aria-expanded", "true");
    else await expect(item).toHaveClass(/ant-menu-item-selected/);
  }
};

/** The tab bar of visited pages. */
export const tabBar = (page: Page): Locator => page.locator(".pp-tabbar");

/** One tab of the tab bar, by its title. */
export const tab = (page: Page, title: string): Locator =>
  tabBar(page).getByRole("tab", { name: title, exact: true });

/** The titles of all tabs, left to right. */
export const tabTitles = (page: Page): Locator => tabBar(page).getByRole("tab");

/** The close ("remove") button of one tab. */
export const tabCloseButton = (page: Page, title: string): Locator =>
  tabBar(page)
    .locator(".ant-tabs-tab")
    .filter({ has: page.getByRole("tab", { name: title, exact: true }) })
    .getByRole("button");

/**
 * The open popup of an antd widget (`.ant-dropdown`, `.ant-select-dropdown`, `.ant-picker-dropdown`) once its
 * opening motion is over. The motion first gives the popup its final box at opacity 0 for a frame or two and
 * then shrinks it to nothing before growing it: a click aimed in that moment lands behind the popup and is lost.
 */
export const openPopup = (page: Page, className: string): Locator =>
  page
    .locator(`${className}:not([class*="-appear"]):not([class*="-enter"]):not([class*="-leave"])`)
    .filter({ visible: true });

/** An entry of the dropdown menu open on screen (tab actions, account menu, language), by its text. */
export const dropdownItem = (page: Page, text: string): Locator =>
  openPopup(page, ".ant-dropdown").getByRole("menuitem", {
    name: new RegExp(`(^|\\s)${escapeRegExp(text)}$`),
  });

/** The open Select's option list. */
export const selectPopup = (page: Page): Locator => openPopup(page, ".ant-select-dropdown");

/**
 * Types a date into an antd DatePicker and confirms it with Enter, then waits until the picker's popup has
 * finished closing and the input shows the date. The popup covers the fields below it while it moves, so a
 * click aimed at them before then can land on the popup instead.
 */
export const typeDate = async (page: Page, input: Locator, value: string): Promise<void> => {
  await input.click();
  await expect(openPopup(page, ".ant-picker-dropdown")).toBeVisible();
  await input.fill(value);
  await input.press("Enter");
  await expect(page.locator(".ant-picker-dropdown").filter({ visible: true })).toHaveCount(0);
  await expect(input).toHaveValue(value);
};

/**
 * Presses a save button and waits for what the user sees: the write's answer, then this save's "saved" message.
 * Matched exactly and the newest: an earlier message that contains the word (报价已保存) may still be showing.
 */
export const saveAndSeeSaved = async (page: Page, button: Locator): Promise<void> => {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() !== "GET" && new URL(response.url()).pathname.startsWith("/api/"),
  );
  await button.click();
  const response = await answered;
  expect(response.ok(), await response.text()).toBe(true);
  await expect(page.getByText(TEXT.zh.common.feedback.saved, { exact: true }).last()).toBeVisible();
};
