import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { subtractMoney, walletReasonText } from "@pp/domain";
import zhWallet from "../../apps/web/src/locales/zh/financeWallet";
import zhOrders from "../../apps/web/src/locales/zh/orders";
import zhWeighIn from "../../apps/web/src/locales/zh/weighIn";
import { buttonName } from "../support/catalog";
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
  const origin = new URL(test.info().project.use.baseURL ?? "").origin;
  const available = await customer.request.get("/api/product/signing/available?keyword=PP-DE-ECO");
  const product = ((await available.json()) as { id: number; code: string }[]).find(
    (row) => row.code === "PP-DE-ECO",
  );
  const placed = await customer.request.post("/api/orders/orders", {
    headers: { origin },
    data: {
      idempotencyKey: `e2e-${randomUUID()}`,
      productId: product?.id,
      destination: { country: "DE", city: "Berlin", postcode: "10115" },
      sender: {
        name: "张三",
        phone: "13800138000",
        countryCode: "CN",
        city: "深圳",
        postcode: "518000",
        address1: "科技园1号",
      },
      receiver: {
        name: "Max Muster",
        phone: "+49 30 1234567",
        countryCode: "DE",
        city: "Berlin",
        postcode: "10115",
        address1: "Unter den Linden",
        houseNumber: "5",
      },
      boxes: [
        {
          lengthCm: "20",
          widthCm: "20",
          heightCm: "10",
          weightKg: "1",
          lines: [{ goodsNameZh: "杯子", goodsNameEn: "Cup", quantity: 1, unitValue: "5", hsCode: "691200" }],
        },
      ],
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = (await placed.json()) as { orderNo: string };

  const operator = await (await browser.newContext()).newPage();
  await signIn(operator, DEMO.operator.username, DEMO.operator.password);
  await operator.goto("/warehouse/weigh-in");
  const box = operator.getByRole("textbox", { name: O.scan.label });
  await expect(box).toBeFocused({ timeout: 30_000 });
  await box.pressSequentially(order.orderNo);
  await box.press("Enter");
  const weight = operator.getByRole("textbox", { name: `${W.weightKg} 1` });
  await expect(weight).toHaveValue("1.000");
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

  await customer.goto("/finance/wallet-flow");
  await expect(customer.getByRole("heading", { name: FLOW.title })).toBeVisible({ timeout: 30_000 });
  const newest = customer.locator(".ant-table-row").first();
  await expect(newest).toContainText(
    walletReasonText("zh", { code: "orderWeighCharge", params: { orderNo: order.orderNo } }),
  );
  await expect(newest).toContainText(difference);
});
