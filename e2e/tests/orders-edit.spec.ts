import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import enOrderEdit from "../../apps/web/src/locales/en/orderEdit";
import enOrders from "../../apps/web/src/locales/en/orders";
import koOrderEdit from "../../apps/web/src/locales/ko/orderEdit";
import koOrders from "../../apps/web/src/locales/ko/orders";
import zhOrderEdit from "../../apps/web/src/locales/zh/orderEdit";
import zhOrders from "../../apps/web/src/locales/zh/orders";
import { placeOrder } from "../support/orders";
import { registerCustomer } from "../support/register";
import { DEMO, signIn } from "../support/session";
import { fill } from "../support/texts";

const EDIT = { zh: zhOrderEdit.orderEdit, en: enOrderEdit.orderEdit, ko: koOrderEdit.orderEdit };
const ORDERS = { zh: zhOrders.orders, en: enOrders.orders, ko: koOrders.orders };
const SHOTS = ".tmp/shots-orders";
const NEW_ADDRESS = "Marienplatz 8, 80331 München, DE";

/** A console write as the signed-in user sends it (same origin). */
const send = (page: Page, method: "post" | "put", url: string, data?: unknown, headers = {}) =>
  page.request[method](url, {
    headers: { origin: new URL(test.info().project.use.baseURL ?? "").origin, ...headers },
    ...(data === undefined ? {} : { data }),
  });

/** The new customer signs the German line (what the signed-products screen does). */
const signGermanLine = async (page: Page) => {
  const available = await page.request.get("/api/product/signing/available?keyword=PP-DE-ECO");
  const product = ((await available.json()) as { id: number; code: string }[]).find(
    (row) => row.code === "PP-DE-ECO",
  );
  const signed = await send(page, "post", "/api/product/signing/sign", { productId: product?.id });
  expect(signed.ok(), await signed.text()).toBe(true);
};

/** Platform finance credits the new customer's wallet (the adjustment screen's call). */
const fund = async (page: Page, orgId: number) => {
  const staffContext = await page.context().browser()!.newContext();
  const staff = await staffContext.newPage();
  try {
    await signIn(staff, DEMO.finance.username, DEMO.finance.password);
    const credited = await send(
      staff,
      "post",
      "/api/finance/wallets/adjust",
      { orgId, currency: "CNY", amount: "500", reason: "e2e order edit" },
      { "idempotency-key": `e2e-edit-${randomUUID()}` },
    );
    expect(credited.ok(), await credited.text()).toBe(true);
  } finally {
    await staffContext.close();
  }
};

test("a new customer edits an order's receiver address before hand-over, in zh, en and ko", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const account = await registerCustomer(page);
  await signIn(page, account.username, account.password);
  const info = await page.request.get("/api/auth/info");
  const orgId = ((await info.json()) as { user: { orgId: number } }).user.orgId;
  await signGermanLine(page);
  await fund(page, orgId);

  for (const lang of ["zh", "en", "ko"] as const) {
    const E = EDIT[lang];
    const O = ORDERS[lang];
    expect((await send(page, "post", `/api/customerInfo/i18n/${lang}`)).ok()).toBe(true);
    const order = await placeOrder(page);
    await page.goto(`/orders/detail?id=${order.id}`);
    await expect(page.getByTestId("order-no")).toHaveText(order.orderNo, { timeout: 30_000 });
    if (lang === "ko") await page.setViewportSize({ width: 390, height: 844 });

    await page.getByTestId("order-edit-button").click();
    const drawer = page.locator(".ant-drawer").filter({ hasText: fill(E.title, { orderNo: order.orderNo }) });
    await expect(drawer.getByText(E.groups.receiver, { exact: true })).toBeVisible({ timeout: 30_000 });
    // The product allows the receiver, remarks and tax numbers: the boxes are not offered.
    await expect(drawer.getByText(E.groups.boxes, { exact: true })).toHaveCount(0);
    await drawer.getByTestId("edit-receiver-name").fill("Erika Muster");
    await drawer.getByTestId("edit-receiver-city").fill("München");
    await drawer.getByTestId("edit-receiver-postcode").fill("80331");
    await drawer.getByTestId("edit-receiver-address1").fill("Marienplatz");
    await drawer.getByTestId("edit-receiver-houseNumber").fill("8");

    await drawer.getByTestId("order-edit-preview").click();
    const quote = drawer.getByTestId("order-edit-quote");
    await expect(quote).toContainText(E.quote.price.split("{{")[0]!);
    await expect(quote).toContainText(E.quote.unchanged);
    await page.screenshot({ path: `${SHOTS}/edit-drawer-${lang}.png` });

    await drawer.getByTestId("order-edit-save").click();
    await expect(page.locator(".ant-message").getByText(new RegExp(order.orderNo))).toBeVisible();
    await expect(drawer).toBeHidden();

    const detail = page.locator(".pp-order-detail");
    await expect(detail).toContainText("Erika Muster");
    await expect(detail).toContainText("Marienplatz, 8");
    await expect(detail.locator(".ant-tag").getByText(O.event.edit, { exact: true })).toBeVisible();
    await expect(detail).toContainText(NEW_ADDRESS);
    await page.screenshot({ path: `${SHOTS}/edit-detail-${lang}.png`, fullPage: true });
  }
});
