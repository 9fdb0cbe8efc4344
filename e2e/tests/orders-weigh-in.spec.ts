import { expect, test } from "@playwright/test";
import { subtractMoney, walletReasonText } from "@pp/domain";
import { buttonName } from "../support/catalog";
import { LANGS, ORDER_TEXT } from "../support/order-texts";
import { placeOrder } from "../support/orders";
import { chooseLanguage, DEMO, restoreChinese, signIn } from "../support/session";
import { fill } from "../support/texts";

const SHOTS = ".tmp/shots-orders";

// Issue 13: the warehouse weighs a customer's order in heavier; the customer finds the difference in the wallet
// flow. Once in each language: both accounts sign in once and change language between the rounds.

test("an operator weighs a customer's order in heavier and the customer sees the difference charged", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const customer = await browser.newPage();
  await signIn(customer, DEMO.customer.username, DEMO.customer.password);
  const operator = await (await browser.newContext()).newPage();
  await signIn(operator, DEMO.operator.username, DEMO.operator.password);

  try {
    for (const lang of LANGS) {
      const { orders: O, weighIn: W, flow: FLOW } = ORDER_TEXT[lang];
      await chooseLanguage(customer, lang);
      await chooseLanguage(operator, lang);
      const order = await placeOrder(customer);

      await operator.goto("/warehouse/weigh-in");
      await expect(operator.getByRole("heading", { name: W.title, exact: true })).toBeVisible({
        timeout: 30_000,
      });
      const box = operator.getByRole("textbox", { name: O.scan.label });
      await expect(box).toBeFocused({ timeout: 30_000 });
      await box.pressSequentially(order.orderNo);
      await box.press("Enter");
      const weight = operator.getByRole("textbox", { name: `${W.weightKg} 1` });
      await expect(weight).toHaveValue("1.000");
      await operator.screenshot({ path: `${SHOTS}/weigh-in-order-${lang}.png`, fullPage: true });
      await weight.fill("12.5");
      await operator.getByRole("button", { name: buttonName(W.submit) }).click();
      const result = operator.getByRole("alert");
      await expect(result).toContainText(order.orderNo);
      const text = (await result.textContent()) ?? "";
      const prices = /(\d+\.\d{2}) → (\d+\.\d{2}) CNY/.exec(text);
      expect(prices, text).not.toBeNull();
      const difference = subtractMoney(prices![2]!, prices![1]!);
      await expect(result).toContainText(
        fill(W.change, {
          fromKg: "1.000",
          toKg: "12.500",
          fromPrice: prices![1]!,
          toPrice: prices![2]!,
          currency: "CNY",
        }),
      );
      await expect(result).toContainText(
        fill(W.outcome.charged, { orderNo: order.orderNo, amount: `${difference} CNY` }),
      );
      await expect(box).toHaveValue("");
      await expect(box).toBeFocused();
      await operator.screenshot({ path: `${SHOTS}/weigh-in-result-${lang}.png`, fullPage: true });

      await customer.goto("/finance/wallet-flow");
      await expect(customer.getByRole("heading", { name: FLOW.title })).toBeVisible({ timeout: 30_000 });
      const newest = customer.locator(".ant-table-row").first();
      await expect(newest).toContainText(
        walletReasonText(lang, { code: "orderWeighCharge", params: { orderNo: order.orderNo } }),
      );
      await expect(newest).toContainText(difference);
      await customer.screenshot({ path: `${SHOTS}/weigh-in-wallet-flow-${lang}.png`, fullPage: true });
    }
  } finally {
    await restoreChinese(customer);
    await restoreChinese(operator);
  }
});
