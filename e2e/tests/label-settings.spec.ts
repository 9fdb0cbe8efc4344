import { expect, type Page, test } from "@playwright/test";
import enLabels from "../../apps/web/src/locales/en/labelSettings";
import enOrders from "../../apps/web/src/locales/en/orders";
import zhLabels from "../../apps/web/src/locales/zh/labelSettings";
import zhOrders from "../../apps/web/src/locales/zh/orders";
import { buttonName } from "../support/catalog";
import { chooseLanguage, DEMO, restoreChinese, signIn } from "../support/session";
import { saveAndSeeSaved, selectPopup } from "../support/shell";
import { TEXT } from "../support/texts";

// Label settings (面单设置): an operator gives the demo customer a ZPL profile for its thermal printer, with the
// summary saying what will print; the customer sees it as its own, and finds in the order list the orders whose
// label was never printed (a printed one leaves that filter and shows its print tag).

const L = zhLabels.labelSettings;
const O = zhOrders.orders;
const DEMO_ORG = "Demo Trading Co.";
const SHOTS = ".tmp/shots-label-settings";
const spaced = (text: string) => new RegExp(`^${[...text].join("\\s*")}$`);
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

type Listed = { rows: { id: number; orderNo: string; printCount: number }[] };

test.use({ actionTimeout: 15_000 });

test.afterEach(async ({ page }) => {
  await restoreChinese(page);
});

test("an operator gives a customer a ZPL profile; the customer sees it and filters the orders not printed", async ({
  page,
}) => {
  // Two accounts, a push awaited and two languages: more than one page's worth of waiting.
  test.setTimeout(120_000);
  await signIn(page, DEMO.operator.username, DEMO.operator.password, "/carriers/label-settings");
  await expect(page.getByRole("heading", { name: L.title })).toBeVisible();
  await page.getByRole("button", { name: L.add }).click();
  const drawer = page.locator(".ant-drawer").filter({ hasText: L.addTitle });
  await drawer.locator("#orgId").click();
  await selectPopup(page).getByTitle(DEMO_ORG).click();
  await drawer.getByText(L.formats.zpl).click();
  await drawer.getByText("300 dpi").click();
  await drawer.getByLabel(L.printerFont).fill("E:NOTOSANSCJK.TTF");
  const summary = drawer.getByTestId("label-setting-summary");
  await expect(summary).toContainText(
    L.summary.zplFont.replace("{{dpi}}", "300").replace("{{font}}", "E:NOTOSANSCJK.TTF"),
  );
  await expect(summary).toContainText(DEMO_ORG);
  await shoot(page, "drawer-zh");
  await saveAndSeeSaved(page, drawer.getByRole("button", { name: spaced(TEXT.zh.common.actions.save) }));
  await expect(drawer).toBeHidden();
  const row = page.locator(".ant-table-row").filter({ hasText: DEMO_ORG });
  await expect(row).toContainText("ZPL 300 dpi");
  await expect(row).toContainText("E:NOTOSANSCJK.TTF");
  await shoot(page, "list-zh");

  // The customer sees the setting as its own, without the customer column.
  await signIn(page, DEMO.customer.username, DEMO.customer.password, "/carriers/label-settings");
  await expect(page.getByRole("heading", { name: L.title })).toBeVisible();
  await expect(page.locator(".ant-table-row")).toHaveCount(1);
  await expect(page.locator(".ant-table-row").first()).toContainText("ZPL 300 dpi");
  await expect(page.getByRole("columnheader", { name: L.customer })).toHaveCount(0);

  // The demo's paid orders are pushed to the sandbox carrier by the server's worker; none printed yet.
  const listed = async (filter: string) =>
    (await (await page.request.get(`/api/orders/orders?print=${filter}&size=100`)).json()) as Listed;
  await expect
    .poll(async () => (await listed("notPrinted")).rows.length, { timeout: 30_000 })
    .toBeGreaterThan(0);
  const [printed] = (await listed("notPrinted")).rows;
  const label = await page.request.get(`/api/orders/orders/${printed!.id}/label`);
  expect(label.headers()["content-type"]).toContain("text/plain");
  expect(await label.text()).toMatch(/^\^XA/);

  await page.goto("/orders/list");
  await expect(page.locator(".ant-table-row").first()).toBeVisible();
  const printFilter = page
    .locator(".ant-form-item")
    .filter({ hasText: O.list.filter.print })
    .locator(".ant-select");
  await printFilter.click();
  await selectPopup(page).getByTitle(O.list.print.notPrinted).click();
  await page.getByRole("button", { name: buttonName(TEXT.zh.common.actions.search) }).click();
  await expect(page).toHaveURL(/print=notPrinted/);
  await expect(page.locator(".ant-table-row").first()).toBeVisible();
  await expect(page.locator(".ant-table-row").filter({ hasText: printed!.orderNo })).toHaveCount(0);
  await shoot(page, "orders-not-printed-zh");

  await printFilter.click();
  await selectPopup(page).getByTitle(O.list.print.printed).click();
  await page.getByRole("button", { name: buttonName(TEXT.zh.common.actions.search) }).click();
  const printedRow = page.locator(".ant-table-row").filter({ hasText: printed!.orderNo });
  await expect(printedRow).toContainText(O.list.print.printedTag);

  // The screens read in English.
  await chooseLanguage(page, "en");
  await page.goto("/orders/list?print=printed");
  await expect(printedRow).toContainText(enOrders.orders.list.print.printedTag);
  await shoot(page, "orders-printed-en");
  await page.goto("/carriers/label-settings");
  await expect(page.getByRole("heading", { name: enLabels.labelSettings.title })).toBeVisible();
  await page
    .locator(".ant-table-row")
    .first()
    .getByRole("button", { name: TEXT.en.common.actions.edit })
    .click();
  await expect(page.getByTestId("label-setting-summary")).toContainText(enLabels.labelSettings.summaryTitle);
  await shoot(page, "drawer-en");

  // The customer takes the setting away again: its labels print as PDF on 4x6 once more (later journeys print them).
  const editing = page.locator(".ant-drawer").filter({ has: page.getByTestId("label-setting-summary") });
  await editing.getByRole("button", { name: TEXT.en.common.actions.cancel }).click();
  await expect(editing).toBeHidden();
  await page
    .locator(".ant-table-row")
    .first()
    .getByRole("button", { name: TEXT.en.common.actions.delete })
    .click();
  const deleted = page.waitForResponse((response) => response.request().method() === "DELETE");
  await page.locator(".ant-popconfirm").getByRole("button", { name: TEXT.en.common.actions.delete }).click();
  expect((await deleted).ok()).toBe(true);
  await expect(page.locator(".ant-table-row")).toHaveCount(0);
  const pdf = await page.request.get(`/api/orders/orders/${printed!.id}/label`);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
});
