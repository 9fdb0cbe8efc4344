import { expect, type Page, test } from "@playwright/test";
import { orderMessages, validationMessages } from "@pp/domain";
import zhOrderChanges from "../../apps/web/src/locales/zh/orderChanges";
import zhOrders from "../../apps/web/src/locales/zh/orders";
import { buttonName } from "../support/catalog";
import { registerCustomer } from "../support/register";
import { DEMO, restoreChinese, signIn } from "../support/session";
import { fill, SERVER, TEXT } from "../support/texts";
import {
  chargeOnScreen,
  chooseService,
  fillLine,
  fillParties,
  fillWizard,
  nextStep,
  stepTitle,
} from "../support/wizard";

const O = zhOrders.orders;
const W = O.wizard;
const M = orderMessages.zh;
const SHOTS = ".tmp/shots-orders";

const wizardError = (page: Page) => page.getByTestId("wizard-error");

const availableCny = async (page: Page) => {
  const response = await page.request.get("/api/finance/wallets/mine");
  const wallets = (await response.json()) as { currency: string; balance: string; held: string }[];
  const cny = wallets.find((wallet) => wallet.currency === "CNY");
  return cny ? Math.round((Number(cny.balance) - Number(cny.held)) * 100) : 0;
};

test("a customer places a two-box order to DE through six steps, one refusal per step, and finds it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  const before = await availableCny(page);
  await page.goto("/orders/create");

  // 1 Choose service: no service chosen yet.
  await stepTitle(page, W.steps.service);
  await page.screenshot({ path: `${SHOTS}/wizard-1-empty.png` });
  await nextStep(page);
  await expect(page.getByText(validationMessages.zh.required).first()).toBeVisible();
  await chooseService(page);
  await expect(page.locator(".pp-wizard-service").first().getByText(W.service.cheapest)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/wizard-1-service.png`, fullPage: true });
  await nextStep(page);

  // 2 Box info: one delivery number for two boxes.
  await stepTitle(page, W.steps.boxes);
  await page.locator("#deliveryNumbers").fill("SF1001");
  await nextStep(page);
  await expect(page.getByText(M.orderDeliveryNumbersCount)).toBeVisible();
  await page.locator("#deliveryNumbers").fill("SF1001\nSF1002");
  await page.screenshot({ path: `${SHOTS}/wizard-2-boxes.png`, fullPage: true });
  await nextStep(page);

  // 3 Declaration: a stated total that is not Σ quantity × unit value, then customs.
  await stepTitle(page, W.steps.declaration);
  await page.getByRole("button", { name: W.declaration.addLine }).click();
  await fillLine(page, 0, { qty: "2", value: "3.50" });
  await fillLine(page, 1, { box: 2, qty: "1", value: "3.50" });
  await page.locator("#declaredTotal").fill("11.00");
  await nextStep(page);
  await expect(page.getByText(M.orderDeclaredTotalMismatch)).toBeVisible();
  await page.locator("#declaredTotal").fill("10.50");
  // Customs at the quote's rates: the EU flat duty is a note only; an IOSS number above EUR 150 is refused.
  await expect(page.getByTestId("customs-note")).toContainText("EUR 3.00");
  await page.locator("#lines_0_unitValue").fill("100.00");
  await page.locator("#declaredTotal").fill("203.50");
  await page.locator("#iossNo").fill("IM1234567890");
  await nextStep(page);
  await expect(page.locator("#iossNo_help")).toContainText("EUR 150.00");
  await page.locator("#iossNo").fill("");
  await page.locator("#lines_0_unitValue").fill("3.50");
  await page.locator("#declaredTotal").fill("10.50");
  await page.screenshot({ path: `${SHOTS}/wizard-3-declaration.png`, fullPage: true });
  await nextStep(page);

  // 4 Sender and receiver: Germany needs the house number.
  await stepTitle(page, W.steps.parties);
  await fillParties(page, "");
  await nextStep(page);
  await expect(page.locator("#receiver_houseNumber_help")).toHaveText(validationMessages.zh.required);
  await page.locator("#receiver_houseNumber").fill("5");
  await page.screenshot({ path: `${SHOTS}/wizard-4-parties.png`, fullPage: true });
  await nextStep(page);

  // 5 Supplementary info: cash on delivery that is not an amount. Going back keeps what was typed.
  await stepTitle(page, W.steps.extra);
  await page.locator("#referenceNo").fill(`E2E-${Date.now()}`);
  await page.locator("#codAmount").fill("12.345");
  await nextStep(page);
  await expect(page.getByText(validationMessages.zh.money.slice(0, 6))).toBeVisible();
  await page.locator("#codAmount").fill("");
  await page.getByRole("button", { name: W.previous }).click();
  await stepTitle(page, W.steps.parties);
  await expect(page.locator("#receiver_houseNumber")).toHaveValue("5");
  await nextStep(page);
  await stepTitle(page, W.steps.extra);
  await page.screenshot({ path: `${SHOTS}/wizard-5-extra.png`, fullPage: true });

  // A refresh keeps the half-filled wizard.
  await page.reload();
  await stepTitle(page, W.steps.extra);
  await expect(page.locator("#referenceNo")).toHaveValue(/^E2E-/);
  await nextStep(page);

  // 6 Confirm billing: the breakdown, the charge and the wallet after it; submit (twice: one order).
  await stepTitle(page, W.steps.confirm);
  await expect(page.getByTestId("breakdown-PP-DE-ECO")).toBeVisible();
  const charge = await chargeOnScreen(page);
  expect(Number(charge)).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/wizard-6-confirm.png`, fullPage: true });
  const submit = page.getByRole("button", { name: W.confirm.submit });
  await submit.dblclick();

  // The detail opens; its billing says what was charged.
  await expect(page).toHaveURL(/\/orders\/detail\?id=\d+/);
  await expect(page.getByText(O.detail.sections.billing)).toBeVisible();
  const orderNo = (await page.getByTestId("order-no").textContent()) ?? "";
  await expect(page.locator(".pp-order-detail")).toContainText(`${charge} CNY`);
  await expect(page.locator(".pp-order-detail")).toContainText("SF1001");
  await page.screenshot({ path: `${SHOTS}/detail-zh.png`, fullPage: true });
  expect(await availableCny(page)).toBe(before - Math.round(Number(charge) * 100));

  // The list shows it, found by a pasted delivery number.
  await page.goto("/orders/list");
  await page.locator("#numbers").fill("SF1002");
  await page.getByRole("button", { name: buttonName(TEXT.zh.common.actions.search) }).click();
  const rows = page.locator(".pp-list-table tr.ant-table-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(orderNo.trim());
  await expect(rows.first()).toContainText(O.status.canShip);
  await page.screenshot({ path: `${SHOTS}/list-zh.png`, fullPage: true });
});

test("a customer without enough balance is refused with the balance message and no order", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = await registerCustomer(page);
  await signIn(page, account.username, account.password);
  const baseURL = test.info().project.use.baseURL ?? "";
  // The new customer signs the German line (what the signed-products screen does).
  const available = await page.request.get("/api/product/signing/available");
  const row = ((await available.json()) as { id: number; code: string }[]).find(
    (product) => product.code === "PP-DE-ECO",
  );
  const signed = await page.request.post("/api/product/signing/sign", {
    headers: { origin: new URL(baseURL).origin },
    data: { productId: row?.id },
  });
  expect(signed.ok(), await signed.text()).toBe(true);

  await page.goto("/orders/create");
  await fillWizard(page);
  await expect(page.getByText(W.confirm.short)).toBeVisible();
  await page.getByRole("button", { name: W.confirm.submit }).click();
  await expect(wizardError(page)).toHaveText(SERVER.zh.BALANCE_INSUFFICIENT);
  await page.screenshot({ path: `${SHOTS}/wizard-balance-zh.png`, fullPage: true });
  await expect(page).toHaveURL(/\/orders\/create/);

  await page.goto("/orders/list");
  await expect(page.getByText(O.list.emptyTitle)).toBeVisible({ timeout: 30_000 });
});

test("a customer saves a draft and pays it later from the list", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  await page.goto("/orders/create");
  await page.getByRole("button", { name: W.startOver }).click();
  await fillWizard(page);
  const charge = await chargeOnScreen(page);
  await page.getByRole("button", { name: W.confirm.saveDraft }).click();
  await expect(page).toHaveURL(/\/orders\/detail\?id=\d+/);
  const id = new URL(page.url()).searchParams.get("id");
  await expect(page.locator(".pp-order-detail")).toContainText(O.payment.unpaid);

  await page.goto("/orders/list?status=created");
  const row = page.locator(`.pp-list-table tr[data-row-key="${id}"]`);
  await expect(row).toContainText(O.status.created);
  await row.getByRole("checkbox").check();
  await page.getByRole("button", { name: fill(O.list.pay.button, { count: 1 }) }).click();
  await page
    .locator(".ant-modal-confirm")
    .getByRole("button", { name: buttonName(O.list.pay.confirm) })
    .click();
  const result = page.getByRole("dialog", { name: O.list.pay.resultTitle });
  await expect(result).toContainText(fill(O.list.pay.summary, { paid: 1, total: 1 }));
  await expect(result).toContainText(`${charge} CNY`);
  await page.screenshot({ path: `${SHOTS}/list-pay-zh.png` });
  await result
    .locator(".ant-modal-footer")
    .getByRole("button", { name: buttonName(zhOrderChanges.orderChanges.close) })
    .click();
  await page.goto(`/orders/detail?id=${id}`);
  await expect(page.locator(".pp-order-detail")).toContainText(O.status.canShip);
  await expect(page.locator(".pp-order-detail")).toContainText(O.payment.paid);
});

test("the order screens read in English and Korean and fit a phone", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  const origin = new URL(test.info().project.use.baseURL ?? "").origin;
  const list = await page.request.get("/api/orders/orders?size=1");
  const [latest] = ((await list.json()) as { rows: { id: number }[] }).rows;
  expect(latest).toBeDefined();
  for (const lang of ["en", "ko"] as const) {
    await page.request.post(`/api/customerInfo/i18n/${lang}`, { headers: { origin } });
    await page.goto("/orders/list");
    await expect(page.locator(".pp-list-table tr.ant-table-row").first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/list-${lang}.png`, fullPage: true });
    await page.goto(`/orders/detail?id=${latest?.id}`);
    await expect(page.getByTestId("order-no")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/detail-${lang}.png`, fullPage: true });
    await page.goto("/orders/create");
    await expect(page.locator(".pp-wizard-steps")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/wizard-${lang}.png`, fullPage: true });
  }
  await restoreChinese(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/orders/list");
  await expect(page.locator(".pp-list-table tr.ant-table-row").first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/list-390.png`, fullPage: true });
  await page.goto(`/orders/detail?id=${latest?.id}`);
  await expect(page.getByTestId("order-no")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/detail-390.png`, fullPage: true });
  await page.goto("/orders/create");
  await expect(page.locator(".pp-wizard-steps")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/wizard-390.png`, fullPage: true });
});
