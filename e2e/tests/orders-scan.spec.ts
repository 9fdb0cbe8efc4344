import { expect, test } from "@playwright/test";
import type { OrderDetail } from "@pp/contracts";
import { orderMessages } from "@pp/domain";
import zhSubmission from "../../apps/web/src/locales/zh/orderSubmission";
import zhOrders from "../../apps/web/src/locales/zh/orders";
import { buttonName } from "../support/catalog";
import { DEMO, signIn } from "../support/session";
import { fill } from "../support/texts";

const O = zhOrders.orders;
const M = orderMessages.zh;

// Issue 13: the scan screen opens an order by any of its numbers, and the list exports its orders as xlsx.

test("a customer scans numbers: an empty box and an unknown number are said at once, a known one opens its label", async ({
  page,
}) => {
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  await page.goto("/orders/scan");
  const box = page.getByRole("textbox", { name: O.scan.label });
  await expect(box).toBeFocused();

  await box.press("Enter");
  await expect(page.getByText(M.orderScanNumberRequired)).toBeVisible();
  await expect(box).toBeFocused();

  await box.fill("NO-SUCH-NUMBER-1");
  await box.press("Enter");
  await expect(page.getByText(fill(O.scan.notFound, { number: "NO-SUCH-NUMBER-1" }))).toBeVisible();
  await expect(box).toHaveValue("");
  await expect(box).toBeFocused();

  // The demo German order went to the sandbox carrier when the server started; its label is kept once pushed.
  const scanned = await page.request.get("/api/orders/order-info/any/SF1000000002");
  const { id } = (await scanned.json()) as { id: number };
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/orders/orders/${id}`)).json()) as OrderDetail).submission
          ?.labelStatus,
    )
    .toBe("obtained");

  // A scanner types the demo German order's second delivery number and Enter: its label opens, ready to print.
  await box.pressSequentially("SF1000000002");
  await box.press("Enter");
  const orderNo = page.getByTestId("scanned-order-no");
  await expect(orderNo).toBeVisible();
  await expect(page.locator("iframe.pp-label-frame")).toHaveAttribute("title", /PP\d+/);
  await page.screenshot({ path: ".tmp/shots-orders/scan-label-zh.png", fullPage: true });
  await expect(box).toBeFocused();
  await page.getByRole("button", { name: O.scan.openOrder }).click();
  await expect(page).toHaveURL(/\/orders\/detail\?id=\d+/);
  await expect(page.getByTestId("order-no")).toBeVisible();
  await expect(page.getByText("DEMO-DE-0001").first()).toBeVisible();
  // The submission section shows its status first; the order log below names the same event.
  const submitted = page.getByText(zhSubmission.orderSubmission.statuses.success, { exact: true }).first();
  await expect(submitted).toBeVisible();
  await submitted.scrollIntoViewIfNeeded();
  await page.screenshot({ path: ".tmp/shots-orders/detail-submission-zh.png" });
});

test("a customer exports the order list as xlsx named with the date, and by numbers needs a number", async ({
  page,
}) => {
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  await page.goto("/orders/list");
  await expect(page.locator(".pp-list-table tr.ant-table-row").first()).toBeVisible();

  await page.getByRole("button", { name: new RegExp(`${O.list.export.button} down$`) }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: O.list.export.filtered }).click();
  expect((await download).suggestedFilename()).toMatch(/^orders-\d{8}\.xlsx$/);

  await page.getByRole("button", { name: new RegExp(`${O.list.export.button} down$`) }).click();
  await page.getByRole("menuitem", { name: O.list.export.byNumbers }).click();
  const dialog = page.getByRole("dialog", { name: O.list.export.numbersTitle });
  await dialog.getByRole("button", { name: buttonName(O.list.export.numbersOk) }).click();
  await expect(dialog.getByText(M.orderExportNumbersRequired)).toBeVisible();
  await dialog.getByPlaceholder(O.list.export.numbersPlaceholder).fill("DEMO-DE-0001");
  const byNumbers = page.waitForEvent("download");
  await dialog.getByRole("button", { name: buttonName(O.list.export.numbersOk) }).click();
  expect((await byNumbers).suggestedFilename()).toMatch(/^orders-\d{8}\.xlsx$/);
});
