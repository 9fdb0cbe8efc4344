import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { walletReasonText } from "@pp/domain";
import zhOrderChanges from "../../apps/web/src/locales/zh/orderChanges";
import zhOrders from "../../apps/web/src/locales/zh/orders";
import { buttonName } from "../support/catalog";
import { LANGS, ORDER_TEXT } from "../support/order-texts";
import { placeOrder } from "../support/orders";
import { chooseLanguage, DEMO, restoreChinese, signIn } from "../support/session";
import { fill, SERVER, TEXT } from "../support/texts";

const C = zhOrderChanges.orderChanges;
const O = zhOrders.orders;
const SHOTS = ".tmp/shots-orders";

test("a customer cancels a paid order from its detail page and finds the refund in the wallet flow", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  // Once in each language, the account's language changed between the rounds.
  try {
    for (const lang of LANGS) {
      const { orders: L, orderChanges: LC, flow: LFLOW } = ORDER_TEXT[lang];
      await chooseLanguage(page, lang);
      const order = await placeOrder(page);
      const refund = `${Number(order.charged.amount).toFixed(2)} CNY`;

      await page.goto(`/orders/detail?id=${order.id}`);
      await expect(page.getByTestId("order-no")).toHaveText(order.orderNo, { timeout: 30_000 });
      await expect(page.getByText(L.status.canShip, { exact: true }).first()).toBeVisible();
      await page.getByRole("button", { name: LC.cancel.button }).click();
      const confirm = page.locator(".ant-modal-confirm");
      await expect(confirm).toContainText(fill(LC.cancel.confirmOne, { orderNo: order.orderNo }));
      await confirm.getByRole("button", { name: buttonName(LC.cancel.confirm) }).click();

      const results = page.locator(".ant-modal").filter({ hasText: LC.cancel.resultTitle });
      await expect(results.getByTestId("batch-summary")).toContainText(
        fill(LC.cancel.summary, { cancelled: 1, total: 1 }),
      );
      await expect(results).toContainText(fill(LC.cancel.refunded, { amount: refund }));
      await page.screenshot({ path: `${SHOTS}/cancel-result-${lang}.png`, fullPage: true });
      await results
        .locator(".ant-modal-footer")
        .getByRole("button", { name: buttonName(LC.close) })
        .click();

      // The page shows the cancelled order and its log; the cancel button is gone.
      await expect(page.getByText(L.status.cancelled, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(SERVER[lang].orderLogCancelledRefunded)).toBeVisible();
      await expect(page.getByRole("button", { name: LC.cancel.button })).toHaveCount(0);

      // The wallet flow lists the refund, named by the order's number, newest first.
      await page.goto("/finance/wallet-flow");
      await expect(page.getByRole("heading", { name: LFLOW.title })).toBeVisible({ timeout: 30_000 });
      const newest = page.locator(".ant-table-row").first();
      await expect(newest).toContainText(
        walletReasonText(lang, { code: "orderRefund", params: { orderNo: order.orderNo } }),
      );
      await expect(newest).toContainText(`+${refund}`);
      await expect(newest).toContainText(LFLOW.kinds.refund);
      await page.screenshot({ path: `${SHOTS}/cancel-wallet-flow-${lang}.png`, fullPage: true });
    }
  } finally {
    await restoreChinese(page);
  }
});

test("a customer cancels two orders from the list at once, copies one into a draft and deletes the draft", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  const tag = randomUUID().slice(0, 8);
  const first = await placeOrder(page, `C1-${tag}`);
  const second = await placeOrder(page, `C2-${tag}`);

  await page.goto("/orders/list");
  await page.locator("#numbers").fill(`C1-${tag} C2-${tag}`);
  await page.getByRole("button", { name: buttonName(TEXT.zh.common.actions.search) }).click();
  const rows = page.locator(".pp-list-table tr.ant-table-row");
  await expect(rows).toHaveCount(2, { timeout: 30_000 });
  for (const order of [first, second])
    await page.locator(`.pp-list-table tr[data-row-key="${order.id}"]`).getByRole("checkbox").check();
  await page.getByRole("button", { name: fill(C.cancel.batchButton, { count: 2 }) }).click();
  const confirm = page.locator(".ant-modal-confirm");
  await expect(confirm).toContainText(fill(C.cancel.confirmTitle, { count: 2 }));
  await confirm.getByRole("button", { name: buttonName(C.cancel.confirm) }).click();
  const results = page.getByRole("dialog", { name: C.cancel.resultTitle });
  await expect(results.getByTestId("batch-summary")).toContainText(
    fill(C.cancel.summary, { cancelled: 2, total: 2 }),
  );
  await page.screenshot({ path: `${SHOTS}/cancel-batch.png` });
  await results
    .locator(".ant-modal-footer")
    .getByRole("button", { name: buttonName(C.close) })
    .click();
  await expect(rows.filter({ hasText: O.status.cancelled })).toHaveCount(2);

  // Copying the cancelled order opens a new draft without its reference; the draft may be deleted.
  await page.goto(`/orders/detail?id=${first.id}`);
  await expect(page.getByTestId("order-no")).toHaveText(first.orderNo, { timeout: 30_000 });
  await page.getByRole("button", { name: C.copy.button }).click();
  await expect(page.getByTestId("order-no")).not.toHaveText(first.orderNo);
  await expect(page.locator(".pp-order-detail")).toContainText(O.payment.unpaid);
  await expect(page.locator(".pp-order-detail")).not.toContainText(`C1-${tag}`);
  const draftNo = (await page.getByTestId("order-no").textContent()) ?? "";
  await page.getByRole("button", { name: buttonName(TEXT.zh.common.actions.delete) }).click();
  await page
    .locator(".ant-modal-confirm")
    .getByRole("button", { name: buttonName(TEXT.zh.common.actions.delete) })
    .click();
  await expect(page).toHaveURL(/\/orders\/list/);
  await page.locator("#numbers").fill(draftNo);
  await page.getByRole("button", { name: buttonName(TEXT.zh.common.actions.search) }).click();
  await expect(page.getByText(TEXT.zh.common.list.noMatch)).toBeVisible();
});

test("an operator opens the cancel requests of handed-over orders from the order list", async ({ page }) => {
  await signIn(page, DEMO.operator.username, DEMO.operator.password);
  await page.goto("/orders/list");
  await page.getByRole("button", { name: C.requests.button }).click();
  const drawer = page.locator(".ant-drawer").filter({ hasText: C.requests.title });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(C.requests.status.pending)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/cancel-requests.png` });
});
