import { expect, type Page, test } from "@playwright/test";
import enRules from "../../apps/web/src/locales/en/numberRules";
import koRules from "../../apps/web/src/locales/ko/numberRules";
import zhRules from "../../apps/web/src/locales/zh/numberRules";
import { buttonName } from "../support/catalog";
import { chooseLanguage, DEMO, restoreChinese, signIn } from "../support/session";
import { saveAndSeeSaved } from "../support/shell";
import { TEXT } from "../support/texts";

// Number substring rules (单号截取规则): an operator adds the USPS IMpb rule (420 + 5-digit ZIP + the 22-digit
// number), tries it in the drawer before saving, then scans an IMpb text into the page's test box and sees the
// rule cut the tracking number; the page in Chinese, English and Korean. Journeys share one server: the rule is
// deleted at the end.

const R = zhRules.numberRules;
const TITLES = { zh: zhRules.numberRules, en: enRules.numberRules, ko: koRules.numberRules };
const SHOTS = ".tmp/shots-number-rules";
const TRACKING = "9400111899223197428490";
const IMPB = `42090210${TRACKING}`;

const heading = (page: Page, title: string) =>
  page.getByRole("heading", { level: 4, name: title, exact: true });

test("an operator adds the USPS rule and sees it cut a scanned IMpb in the live test box, in zh, en and ko", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ruleName = `USPS IMpb ${Date.now().toString(36)}`;
  await signIn(page, DEMO.operator.username, DEMO.operator.password);
  try {
    await page.goto("/tracking/number-rules");
    await expect(heading(page, R.title)).toBeVisible();
    await expect(page.getByText(R.intro)).toBeVisible();

    await page.getByRole("button", { name: R.add }).click();
    const drawer = page.locator(".ant-drawer").filter({ hasText: R.addTitle });
    await drawer.locator("#name").fill(ruleName);
    await drawer.locator("#startsWith").fill("420");
    await drawer.locator("#length").fill("30");
    await drawer.locator("#substringStart").fill("8");
    // The unsaved rule, tried in the browser.
    await drawer.getByRole("textbox", { name: `${R.test.title} ${R.field.name}` }).fill(IMPB);
    await expect(drawer.locator(".pp-number-rule-cut")).toHaveText(TRACKING);
    await page.screenshot({ path: `${SHOTS}/drawer-zh.png` });
    await saveAndSeeSaved(
      page,
      drawer.getByRole("button", { name: buttonName(TEXT.zh.common.actions.save) }),
    );
    await expect(drawer).toBeHidden();
    const row = page.locator("tr.ant-table-row").filter({ hasText: ruleName });
    await expect(row).toContainText("420");
    await expect(row.getByRole("switch")).toBeChecked();

    // A scanner types the IMpb text into the test box: the rule applies and cuts the tracking number, in the
    // browser and with the server's saved rules.
    const box = page.getByRole("textbox", { name: R.test.title, exact: true });
    await box.fill(IMPB);
    const outcome = page.locator(".pp-number-rule-test");
    await expect(outcome.locator(".pp-number-rule-cut")).toHaveText(TRACKING);
    await expect(outcome).toContainText(ruleName);
    await expect(outcome.getByText(R.test.server)).toBeVisible();
    await expect(outcome.locator(".ant-descriptions-item").filter({ hasText: R.test.server })).toContainText(
      ruleName,
    );
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/page-zh-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/page-zh-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // A text the rule does not concern is looked up as scanned.
    await box.fill(TRACKING);
    await expect(outcome).toContainText(R.test.none);

    for (const lang of ["en", "ko"] as const) {
      await chooseLanguage(page, lang);
      await page.reload();
      await expect(heading(page, TITLES[lang].title)).toBeVisible();
      await expect(page.getByText(TITLES[lang].intro)).toBeVisible();
      await expect(page.locator("tr.ant-table-row").filter({ hasText: ruleName })).toBeVisible();
    }
    await page.getByRole("textbox", { name: TITLES.ko.test.title, exact: true }).fill(IMPB);
    await expect(page.locator(".pp-number-rule-test .pp-number-rule-cut")).toHaveText(TRACKING);
    await expect(page.getByText(TITLES.ko.test.server)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/page-ko-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/page-ko-390.png`, fullPage: true });
  } finally {
    const origin = new URL(test.info().project.use.baseURL ?? "").origin;
    const listed = await page.request.get("/api/orders/number-rules");
    const rule = ((await listed.json()) as { id: number; name: string }[]).find((r) => r.name === ruleName);
    if (rule) await page.request.delete(`/api/orders/number-rules/${rule.id}`, { headers: { origin } });
    await restoreChinese(page);
  }
});
