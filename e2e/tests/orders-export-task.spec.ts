import { expect, test } from "@playwright/test";
import ExcelJS from "exceljs";
import zhOrders from "../../apps/web/src/locales/zh/orders";
import { buttonName } from "../support/catalog";
import { placeDrafts } from "../support/orders";
import { registerCustomer } from "../support/register";
import { signIn } from "../support/session";
import { dropdownItem, openFromMenu } from "../support/shell";
import { MENU, SERVER, TEXT } from "../support/texts";

const O = zhOrders.orders;
const TASKS = TEXT.zh.system.tasks;
const SHOTS = ".tmp/shots-orders";
/** More than the 5,000 orders an export downloads at once (EXPORT_DIRECT_ROWS). */
const ORDERS = 6000;

// Issue 13: an export of 6,000 orders runs as a task; the customer finds it completed in task management and
// downloads the workbook named with the date.

test("a customer's export of 6,000 orders runs as a task and its workbook downloads from task management", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const account = await registerCustomer(page);
  await signIn(page, account.username, account.password);
  const started = Date.now();
  await placeDrafts(page, ORDERS);
  test
    .info()
    .annotations.push({ type: "setup", description: `${ORDERS} drafts in ${Date.now() - started} ms` });

  // The drafts tab of the list is the filtered list; its export is larger than a download at once.
  await page.goto("/orders/list?status=created");
  await expect(page.locator(".pp-list-table tr.ant-table-row").first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: new RegExp(`${O.list.export.button} down$`) }).click();
  await dropdownItem(page, O.list.export.filtered).click();
  await expect(page.locator(".ant-message")).toContainText(SERVER.zh.TASK_SUBMITTED);
  await page.screenshot({ path: `${SHOTS}/export-task-submitted-zh.png` });

  await openFromMenu(page, MENU.system.zh, MENU.tasks.zh);
  await expect(page.getByRole("heading", { name: TASKS.title, exact: true })).toBeVisible();
  const row = page.locator(".ant-table-row").filter({ hasText: TASKS.kinds["order-export"] }).first();
  await expect(row).toBeVisible();
  // A person presses refresh until the task reads completed.
  await expect(async () => {
    await page.getByRole("button", { name: buttonName(TEXT.zh.common.actions.refresh) }).click();
    await expect(row).toContainText(TASKS.statuses.completed, { timeout: 2_000 });
  }).toPass({ timeout: 120_000 });
  await expect(row).toContainText(SERVER.zh.TASK_ORDER_EXPORT_DONE.replace("{rows}", String(ORDERS)));
  await page.screenshot({ path: `${SHOTS}/export-task-completed-zh.png`, fullPage: true });

  const today = new Date().toISOString().slice(0, 10).replaceAll("-", "");
  const downloading = page.waitForEvent("download");
  // The file cell names the workbook; clicking its name downloads it.
  await row.getByText(`orders-${today}.xlsx`, { exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`orders-${today}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0];
  // A header row, then one row per order.
  expect(sheet?.actualRowCount).toBe(ORDERS + 1);
});
