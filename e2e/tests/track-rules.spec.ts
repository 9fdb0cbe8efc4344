import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { trackRuleMessages } from "@pp/domain";
import ExcelJS from "exceljs";
import enRules from "../../apps/web/src/locales/en/trackRules";
import koRules from "../../apps/web/src/locales/ko/trackRules";
import zhCommon from "../../apps/web/src/locales/zh/common";
import zhRules from "../../apps/web/src/locales/zh/trackRules";
import { buttonName } from "../support/catalog";
import { chooseLanguage, DEMO, restoreChinese, signIn } from "../support/session";
import { saveAndSeeSaved } from "../support/shell";

// Tracking rule groups (轨迹规则组): an operator creates a group, adds a rule, imports a small sheet with one bad row
// (the report names it, nothing is imported), and assigns the group to a product; the pages in zh, en and ko and at
// 390 px. Journeys share one server: the group is unassigned and deleted at the end.

const R = zhRules.trackRules;
const TEXTS = { zh: zhRules.trackRules, en: enRules.trackRules, ko: koRules.trackRules };
const EXCEL = zhCommon.common.excelImport;
const SHOTS = ".tmp/shots-track-rules";
const PRODUCT = "PP-DE-ECO";

const heading = (page: Page, title: string) =>
  page.getByRole("heading", { level: 4, name: title, exact: true });

/** A sheet with the template's Chinese headers: one good rule and one without a code or keyword. */
const writeSheet = async (path: string) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("轨迹规则");
  sheet.addRow([
    "轨迹状态",
    "事件代码",
    "关键字",
    "状态描述",
    "事件描述",
    "事件预警",
    "来源",
    "系统对接代码",
    "接口名称",
    "启用",
  ]);
  sheet.addRow(["已签收", "E2E40", "", "签收", "", "否", "", "", "", "是"]);
  sheet.addRow(["运输中", "", "", "", "", "否", "", "", "", "是"]);
  await book.xlsx.writeFile(path);
};

test("an operator creates a rule group, adds a rule, sees a bad import refused whole and assigns the group", async ({
  page,
}) => {
  test.setTimeout(150_000);
  mkdirSync(".tmp/e2e-files", { recursive: true });
  const sheet = ".tmp/e2e-files/track-rules.xlsx";
  await writeSheet(sheet);
  const name = `E2E group ${Date.now().toString(36)}`;
  await signIn(page, DEMO.operator.username, DEMO.operator.password);
  try {
    await page.goto("/tracking/rule-groups");
    await expect(heading(page, "轨迹规则组")).toBeVisible();
    await expect(page.getByText(R.intro)).toBeVisible();
    // The seeded default group is there, marked.
    const defaultTag = page.locator(".ant-tag").filter({ hasText: new RegExp(`^${R.groups.default}$`) });
    await expect(page.locator("tr.ant-table-row").filter({ has: defaultTag })).toHaveCount(1);

    await page.getByRole("button", { name: R.groups.add }).click();
    const modal = page.getByRole("dialog").filter({ hasText: R.groups.addTitle });
    await modal.locator("#name").fill(name);
    await modal.locator("#description").fill("E2E");
    await saveAndSeeSaved(
      page,
      modal.getByRole("button", { name: buttonName(zhCommon.common.actions.save) }),
    );
    await expect(modal).toBeHidden();
    const row = page.locator("tr.ant-table-row").filter({ hasText: name });
    await expect(row).toContainText(R.groups.none);
    await page.screenshot({ path: `${SHOTS}/groups-zh-1280.png`, fullPage: true });

    // Its rules: add a code rule.
    await row.getByText(name, { exact: true }).click();
    await expect(page.getByText(R.rules.title.replace("{{name}}", name))).toBeVisible();
    await expect(page.getByText(R.rules.empty)).toBeVisible();
    await page.getByRole("button", { name: R.rules.add }).click();
    const drawer = page.locator(".ant-drawer").filter({ hasText: R.rules.addTitle });
    await drawer.locator("#statusText").fill("一二三四五六七八九十一");
    await drawer.locator("#eventCode").fill("e2e10");
    await expect(drawer.getByText(trackRuleMessages.zh.trackRuleStatusTextTooLong)).toBeVisible();
    await drawer.locator("#statusText").fill("清关中");
    await saveAndSeeSaved(
      page,
      drawer.getByRole("button", { name: buttonName(zhCommon.common.actions.save) }),
    );
    await expect(drawer).toBeHidden();
    const ruleRow = page.locator("tr.ant-table-row").filter({ hasText: "E2E10" });
    await expect(ruleRow).toContainText("清关中");
    await expect(ruleRow.getByRole("switch")).toBeChecked();

    // An import with one bad row: the report names it and nothing is imported.
    await page.getByRole("button", { name: R.rules.import }).click();
    const dialog = page.getByRole("dialog").filter({ hasText: R.rules.importTitle });
    await dialog.locator("input[type=file]").setInputFiles(sheet);
    await dialog.getByRole("button", { name: EXCEL.startImport }).click();
    const result = page.getByRole("dialog").filter({ hasText: EXCEL.resultTitle });
    await expect(result.getByText(EXCEL.resultNoneImported)).toBeVisible();
    const bad = result
      .locator("tr.ant-table-row")
      .filter({ hasText: trackRuleMessages.zh.trackRuleCodeOrKeyword });
    await expect(bad).toContainText("3");
    await expect(bad).toContainText(R.rules.eventCode);
    await page.screenshot({ path: `${SHOTS}/import-zh.png` });
    await result.getByRole("button", { name: buttonName(zhCommon.common.actions.confirm) }).click();
    await expect(result).toBeHidden();
    await expect(page.locator("tr.ant-table-row")).toHaveCount(1);
    await expect(page.getByText("E2E40")).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/rules-zh-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/rules-zh-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Assign the group to a product.
    await page.getByRole("button", { name: R.rules.back }).click();
    await expect(heading(page, "轨迹规则组")).toBeVisible();
    await page
      .locator("tr.ant-table-row")
      .filter({ hasText: name })
      .getByRole("button", { name: R.groups.assign })
      .click();
    const assign = page.getByRole("dialog").filter({ hasText: R.groups.assignNotice });
    const products = assign
      .locator(".ant-form-item")
      .filter({ hasText: R.groups.products })
      .locator(".ant-select");
    await products.click();
    await page.keyboard.type(PRODUCT);
    const option = page.locator(".ant-select-item-option").filter({ hasText: PRODUCT }).first();
    const productName = ((await option.textContent()) ?? "").split(" · ")[1] ?? "";
    await option.click();
    await page.keyboard.press("Escape");
    const saved = page.waitForResponse(
      (r) => r.url().includes("/assignments") && r.request().method() === "PUT",
    );
    await assign.getByRole("button", { name: buttonName(zhCommon.common.actions.save) }).click();
    expect((await saved).ok()).toBe(true);
    await expect(page.getByText(R.groups.assigned)).toBeVisible();
    await expect(assign).toBeHidden();
    await expect(
      page
        .locator("tr.ant-table-row")
        .filter({ hasText: name })
        .locator(".ant-tag", { hasText: productName }),
    ).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/groups-zh-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    for (const lang of ["en", "ko"] as const) {
      await chooseLanguage(page, lang);
      await page.reload();
      // The reload builds the whole shell again: on a loaded machine that takes longer than a click's answer.
      await expect(page.getByText(TEXTS[lang].intro)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole("tab", { name: TEXTS[lang].tabs.unmapped, exact: true })).toBeVisible();
      await expect(page.locator("tr.ant-table-row").filter({ hasText: name })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/groups-${lang}-1280.png`, fullPage: true });
      await page.getByRole("tab", { name: TEXTS[lang].tabs.unmapped, exact: true }).click();
      await expect(page.getByText(TEXTS[lang].unmapped.intro)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/unmapped-${lang}-1280.png`, fullPage: true });
      await page.getByRole("tab", { name: TEXTS[lang].tabs.groups, exact: true }).click();
      await page
        .locator("tr.ant-table-row")
        .filter({ hasText: name })
        .getByText(name, { exact: true })
        .click();
      await expect(page.locator("tr.ant-table-row").filter({ hasText: "E2E10" })).toBeVisible();
      await page.getByRole("button", { name: TEXTS[lang].replay.button }).click();
      const replay = page.getByRole("dialog").filter({ hasText: TEXTS[lang].replay.intro });
      await replay.getByRole("button", { name: TEXTS[lang].replay.preview }).click();
      await expect(replay.getByText(TEXTS[lang].replay.parcels)).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/replay-${lang}.png` });
      // The footer's close button (the corner's × is also named "Close" in English).
      await replay
        .locator(".ant-modal-footer")
        .getByRole("button", { name: buttonName(TEXTS[lang].replay.close) })
        .click();
      await expect(replay).toBeHidden();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `${SHOTS}/rules-${lang}-390.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/tracking/rule-groups");
    }
  } finally {
    const origin = new URL(test.info().project.use.baseURL ?? "").origin;
    const listed = await page.request.get("/api/tracking/ruleGroups");
    const group = ((await listed.json()) as { id: number; name: string }[]).find((g) => g.name === name);
    if (group) {
      await page.request.put(`/api/tracking/ruleGroups/${group.id}/assignments`, {
        headers: { origin },
        data: { productIds: [], providerIds: [] },
      });
      await page.request.delete(`/api/tracking/ruleGroups/${group.id}`, { headers: { origin } });
    }
    await restoreChinese(page);
  }
});
