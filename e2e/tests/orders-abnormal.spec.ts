import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import enAbnormal from "../../apps/web/src/locales/en/orderAbnormal";
import koAbnormal from "../../apps/web/src/locales/ko/orderAbnormal";
import zhAbnormal from "../../apps/web/src/locales/zh/orderAbnormal";
import zhOrders from "../../apps/web/src/locales/zh/orders";
import zhWeighIn from "../../apps/web/src/locales/zh/weighIn";
import { buttonName } from "../support/catalog";
import { placeOrder } from "../support/orders";
import { registerCustomer } from "../support/register";
import { DEMO, signIn } from "../support/session";
import { dropdownItem } from "../support/shell";
import { fill, SERVER, TEXT } from "../support/texts";

const A = { zh: zhAbnormal.orderAbnormal, en: enAbnormal.orderAbnormal, ko: koAbnormal.orderAbnormal };
const W = zhWeighIn.weighIn;
const O = zhOrders.orders;
const SHOTS = ".tmp/shots-orders";

const origin = () => new URL(test.info().project.use.baseURL ?? "").origin;

/** Finance adds (or takes, negative) CNY on a customer's wallet, as the wallet adjustment screen does. */
const adjustWallet = async (finance: Page, orgId: number, amount: string) => {
  const response = await finance.request.post("/api/finance/wallets/adjust", {
    headers: { origin: origin(), "idempotency-key": `e2e-${randomUUID()}` },
    data: { orgId, currency: "CNY", amount, reason: "e2e abnormal orders" },
  });
  expect(response.status(), await response.text()).toBe(200);
};

const balanceOf = async (page: Page) => {
  const response = await page.request.get("/api/finance/wallets/mine");
  const wallets = (await response.json()) as { currency: string; balance: string }[];
  return wallets.find((wallet) => wallet.currency === "CNY")?.balance ?? "0.00";
};

/** A server text with its "{name}" parameters filled. */
const serverText = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "");

const switchLanguage = async (page: Page, from: "zh" | "en", to: "en" | "ko", label: string) => {
  await page.getByRole("button", { name: TEXT[from].common.language }).click();
  await dropdownItem(page, label).click();
  await expect(page.locator("html")).toHaveAttribute("lang", to);
};

// Issue 13: a weigh-in the customer's wallet cannot pay leaves the order abnormal (arrears); the customer finds it in
// the abnormal list with the reason, pays the arrears there and the order leaves the open list.

test("a customer finds its order in arrears among the abnormal orders, pays, and the order leaves the list", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const account = await registerCustomer(page);
  await signIn(page, account.username, account.password);
  const signed = await page.request.post("/api/product/signing/sign", {
    headers: { origin: origin() },
    data: {
      productId: (
        (await (await page.request.get("/api/product/signing/available?keyword=PP-DE-ECO")).json()) as {
          id: number;
          code: string;
        }[]
      ).find((row) => row.code === "PP-DE-ECO")?.id,
    },
  });
  expect(signed.ok(), await signed.text()).toBe(true);
  const orgId = ((await (await page.request.get("/api/auth/info")).json()) as { user: { orgId: number } })
    .user.orgId;

  const finance = await (await browser.newContext()).newPage();
  await signIn(finance, DEMO.finance.username, DEMO.finance.password);
  await adjustWallet(finance, orgId, "500.00");
  const order = await placeOrder(page);
  // The wallet is emptied: the weigh-in's difference cannot be paid.
  await adjustWallet(finance, orgId, `-${await balanceOf(page)}`);

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
  const detail = await operator.request.get(`/api/orders/orders/${order.id}`);
  const arrears = ((await detail.json()) as { billing: { sales: { arrears: { amount: string } | null } } })
    .billing.sales.arrears?.amount;
  expect(arrears).toBeDefined();

  await page.goto("/orders/abnormal");
  const row = page.locator(".pp-list-table tr.ant-table-row").filter({ hasText: order.orderNo });
  await expect(row).toContainText(
    serverText(SERVER.zh.abnormalArrears, { arrears: arrears!, currency: "CNY" }),
    {
      timeout: 30_000,
    },
  );
  await expect(row).toContainText(A.zh.kinds.arrears);
  await expect(page.getByRole("tab", { name: new RegExp(`${A.zh.kinds.arrears}\\s*1`) })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/abnormal-arrears-zh.png`, fullPage: true });

  await switchLanguage(page, "zh", "en", "English");
  await expect(row).toContainText(
    serverText(SERVER.en.abnormalArrears, { arrears: arrears!, currency: "CNY" }),
  );
  await expect(row).toContainText(A.en.kinds.arrears);
  await page.screenshot({ path: `${SHOTS}/abnormal-arrears-en.png`, fullPage: true });

  await switchLanguage(page, "en", "ko", "한국어");
  await expect(row).toContainText(
    serverText(SERVER.ko.abnormalArrears, { arrears: arrears!, currency: "CNY" }),
  );
  await page.screenshot({ path: `${SHOTS}/abnormal-arrears-ko.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/abnormal-arrears-ko-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await adjustWallet(finance, orgId, "1000.00");
  await row.getByRole("button", { name: buttonName(A.ko.payArrears) }).click();
  await expect(page.getByText(A.ko.arrearsPaid)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText(A.ko.emptyOpen)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/abnormal-empty-ko.png`, fullPage: true });

  await page.goto(`/orders/detail?id=${order.id}`);
  const history = page.getByTestId("order-abnormalities");
  await expect(history).toContainText(A.ko.kinds.arrears, { timeout: 30_000 });
  await expect(history).toContainText(fill(A.ko.cleared, { at: "" }).trim());
});
