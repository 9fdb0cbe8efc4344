import { expect, test } from "@playwright/test";
import { subtractMoney, walletReasonText } from "@pp/domain";
import zhWallet from "../../apps/web/src/locales/zh/financeWallet";
import zhOrders from "../../apps/web/src/locales/zh/orders";
import zhWeighIn from "../../apps/web/src/locales/zh/weighIn";
import { buttonName } from "../support/catalog";
import { placeOrder } from "../support/orders";
import { DEMO, signIn } from "../support/session";
import { fill } from "../support/texts";

const W = zhWeighIn.weighIn;
const O = zhOrders.orders;
const FLOW = zhWallet.financeWallet.flow;

// Issue 13: the warehouse weighs a customer's order in heavier; the customer finds the difference in the wallet
// flow.

test("an operator weighs a customer's order in heavier and the customer sees the difference charged", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = await browser.newPage();
  await signIn(customer, DEMO.customer.username, DEMO.customer.password);
  const order = await placeOrder(customer);

  const operator = await (await browser.newContext()).newPage();
  await signIn(operator, DEMO.operator.username, DEMO.operator.password);
  await operator.goto("/warehouse/weigh-in");
  const box = operator.getByRole("textbox", { name: O.scan.label });
  await expect(box).toBeFocused({ timeout: 30_000 });
  await box.pressSequentially(order.orderNo);
  await box.press("Enter");
  const weight = operator.getByRole("textbox", { name: `${W.weightKg} 1` });
  await expect(weight).toHaveValue("1.000");
  await operator.screenshot({ path: ".tmp/shots-orders/weigh-in-order-zh.png", fullPage: true });
  await weight.fill("12.5");
  await operator.getByRole("button", { name: buttonName(W.submit) }).click();
  const result = operator.getByRole("alert");
  await expect(result).toContainText(order.orderNo);
  await expect(result).toContainText("1.000 → 12.500 kg");
  const text = await result.textContent();
  const prices = /(\d+\.\d{2}) → (\d+\.\d{2}) CNY/.exec(text ?? "");
  expect(prices).not.toBeNull();
  const difference = subtractMoney(prices![2]!, prices![1]!);
  await expect(result).toContainText(
    fill(W.outcome.charged, { orderNo: order.orderNo, amount: `${difference} CNY` }),
  );
  await expect(box).toHaveValue("");
  await expect(box).toBeFocused();
  await operator.screenshot({ path: ".tmp/shots-orders/weigh-in-result-zh.png", fullPage: true });

  await customer.goto("/finance/wallet-flow");
  await expect(customer.getByRole("heading", { name: FLOW.title })).toBeVisible({ timeout: 30_000 });
  const newest = customer.locator(".ant-table-row").first();
  await expect(newest).toContainText(
    walletReasonText("zh", { code: "orderWeighCharge", params: { orderNo: order.orderNo } }),
  );
  await expect(newest).toContainText(difference);
});
