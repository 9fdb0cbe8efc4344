import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { IMPORT_COLUMN_KEYS, importColumnHeader, walletReasonText } from "@pp/domain";
import enImport from "../../apps/web/src/locales/en/orderImport";
import koImport from "../../apps/web/src/locales/ko/orderImport";
import zhImport from "../../apps/web/src/locales/zh/orderImport";
import { failedRows, fillTemplate, readBook, type SheetValues } from "../support/bulk-sheet";
import { buttonName } from "../support/catalog";
import { LANGS, type Lang, ORDER_TEXT } from "../support/order-texts";
import { registerCustomer } from "../support/register";
import { chooseLanguage, DEMO, signIn } from "../support/session";
import { SERVER, TEXT } from "../support/texts";

const I = { zh: zhImport.orderImport, en: enImport.orderImport, ko: koImport.orderImport };
const SHOTS = "/tmp/shots-h4";
const FILES = ".tmp/bulk-orders";

const origin = () => new URL(test.info().project.use.baseURL ?? "").origin;

/** The template's column headers in `lang` by the column's key, and the failed records' reason header. */
const headersOf = (lang: Lang): Record<string, string> =>
  Object.fromEntries(IMPORT_COLUMN_KEYS.map((key) => [key, importColumnHeader(key, lang)]));
const reasonHeaderOf = (lang: Lang) => SERVER[lang].ORDER_IMPORT_FAILURE_REASON;

/** One box (or declared line) of an order to Berlin on the German line, as a row of the template. */
const berlinRow = (reference: string, overrides: SheetValues = {}): SheetValues => ({
  reference,
  productCode: "PP-DE-ECO",
  courierType: "express",
  receiverName: "Max Muster",
  receiverPhone: "+49 30 1234567",
  country: "DE",
  city: "Berlin",
  postcode: "10115",
  address1: "Unter den Linden",
  houseNumber: "5",
  boxNo: "1",
  lengthCm: "20",
  widthCm: "20",
  heightCm: "10",
  weightKg: "1",
  goodsNameZh: "杯子",
  goodsNameEn: "Cup",
  quantity: "1",
  unitValue: "5",
  hsCode: "691200",
  ...overrides,
});

/** A new customer who signed the German line, has a default sender and 1,000 CNY in the wallet. */
const readyCustomer = async (page: Page, browser: Browser) => {
  const account = await registerCustomer(page);
  await signIn(page, account.username, account.password);
  const available = await page.request.get("/api/product/signing/available?keyword=PP-DE-ECO");
  const product = ((await available.json()) as { id: number; code: string }[]).find(
    (row) => row.code === "PP-DE-ECO",
  );
  const signed = await page.request.post("/api/product/signing/sign", {
    headers: { origin: origin() },
    data: { productId: product?.id },
  });
  expect(signed.ok(), await signed.text()).toBe(true);
  const sender = await page.request.post("/api/customerAddress/saveAddress", {
    headers: { origin: origin() },
    data: {
      type: "sender",
      isDefault: true,
      name: "张三",
      phone: "13800138000",
      countryCode: "CN",
      city: "深圳",
      postcode: "518000",
      address1: "科技园1号",
    },
  });
  expect(sender.ok(), await sender.text()).toBe(true);
  const orgId = ((await (await page.request.get("/api/auth/info")).json()) as { user: { orgId: number } })
    .user.orgId;
  const finance = await (await browser.newContext()).newPage();
  await signIn(finance, DEMO.finance.username, DEMO.finance.password);
  const topUp = await finance.request.post("/api/finance/wallets/adjust", {
    headers: { origin: origin(), "idempotency-key": `e2e-${randomUUID()}` },
    data: { orgId, currency: "CNY", amount: "1000.00", reason: "e2e bulk orders" },
  });
  expect(topUp.status(), await topUp.text()).toBe(200);
  await finance.context().close();
};

/** A count of the import card by its title ("Succeeded", "Failed"…). */
const count = (card: Locator, title: string) =>
  card
    .locator(".ant-statistic")
    .filter({ has: card.page().getByText(title, { exact: true }) })
    .locator(".ant-statistic-content");

/** Uploads a file in placeGood mode and waits for its result card. */
const upload = async (page: Page, lang: Lang, path: string) => {
  await page.locator(".ant-upload-drag input[type=file]").setInputFiles(path);
  await page.getByRole("button", { name: buttonName(I[lang].upload.button) }).click();
  const card = page.getByTestId("import-progress");
  await expect(card).toBeVisible();
  return card;
};

for (const lang of LANGS) {
  // Issue 14: a customer downloads the template, fills it (one order in two boxes, two single-box orders, one
  // broken), imports it, downloads the failed records, fixes the broken cell, imports that file, and finds both
  // imports in the history, the orders in the order list and their charges in the wallet flow.
  test(`a customer places orders from the bulk template and re-imports the fixed failed records (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(360_000);
    const T = I[lang];
    const HEADERS = headersOf(lang);
    await readyCustomer(page, browser);
    await chooseLanguage(page, lang);
    await page.goto("/orders/bulk");
    await expect(page.getByRole("button", { name: buttonName(T.steps.templateButton) })).toBeVisible({
      timeout: 30_000,
    });
    // The default sender is chosen.
    await expect(page.locator(".ant-select").filter({ hasText: "张三" })).toBeVisible();

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: buttonName(T.steps.templateButton) }).click();
    const template = await downloading;
    expect(template.suggestedFilename()).toMatch(/\.xlsx$/);

    const tag = randomUUID().slice(0, 8);
    await mkdir(FILES, { recursive: true });
    const refs = { twoBoxes: `B2-${tag}`, one: `B1-${tag}`, other: `B3-${tag}`, broken: `BX-${tag}` };
    const book = await readBook(await template.path());
    fillTemplate(book, HEADERS, [
      berlinRow(refs.twoBoxes, { boxNo: "1" }),
      berlinRow(refs.twoBoxes, { boxNo: "2", weightKg: "2" }),
      berlinRow(refs.one),
      berlinRow(refs.broken, { receiverPhone: "" }),
      berlinRow(refs.other, { goodsNameEn: "Plate", hsCode: "691110" }),
    ]);
    const firstFile = `${FILES}/bulk-${lang}-${tag}.xlsx`;
    await book.xlsx.writeFile(firstFile);

    // Placed: three orders; failed: the one without a phone.
    let card = await upload(page, lang, firstFile);
    await expect(card).toContainText(T.result.partial, { timeout: 60_000 });
    await expect(count(card, T.counts.succeeded)).toHaveText("3");
    await expect(count(card, T.counts.failed)).toHaveText("1");
    await expect(count(card, T.counts.total)).toHaveText("4");
    await page.screenshot({ path: `${SHOTS}/bulk-result-${lang}.png`, fullPage: true });

    const failedDownload = page.waitForEvent("download");
    await card.getByRole("button", { name: buttonName(T.failedRecords) }).click();
    const failedFile = await failedDownload;
    const failedBook = await readBook(await failedFile.path());
    const failed = failedRows(failedBook, HEADERS, reasonHeaderOf(lang));
    expect(failed.rows).toHaveLength(1);
    const [row] = failed.rows;
    expect(row?.values.reference).toBe(refs.broken);
    // The reason names the field: the phone's column.
    expect(row?.values.reason).toContain(HEADERS.receiverPhone);
    failed.set(row!.rowNumber, "receiverPhone", "+49 30 7654321");
    const fixedFile = `${FILES}/bulk-${lang}-${tag}-fixed.xlsx`;
    await failedBook.xlsx.writeFile(fixedFile);

    card = await upload(page, lang, fixedFile);
    await expect(card).toContainText(T.result.success, { timeout: 60_000 });
    await expect(count(card, T.counts.succeeded)).toHaveText("1");
    await expect(count(card, T.counts.failed)).toHaveText("0");

    // Both imports in the history, newest first.
    const history = page.locator(".pp-list-table .ant-table-row");
    await expect(history).toHaveCount(2);
    await expect(history.nth(0)).toContainText(`bulk-${lang}-${tag}-fixed.xlsx`);
    await expect(history.nth(1)).toContainText(`bulk-${lang}-${tag}.xlsx`);
    await expect(history.nth(1)).toContainText(T.statuses.completed);
    await page.screenshot({ path: `${SHOTS}/bulk-history-${lang}.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/bulk-390-${lang}.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });

    // The order list shows the four placed orders by their references.
    const L = ORDER_TEXT[lang];
    await page.getByRole("button", { name: buttonName(T.result.viewOrders) }).click();
    await expect(page).toHaveURL(/\/orders\/list/);
    await page.locator("#numbers").fill(Object.values(refs).join(" "));
    await page.getByRole("button", { name: buttonName(TEXT[lang].common.actions.search) }).click();
    const orderRows = page.locator(".pp-list-table tr.ant-table-row");
    await expect(orderRows).toHaveCount(4);

    // The wallet flow shows each order's freight by its number.
    const listed = await page.request.get("/api/orders/orders", {
      params: { numbers: Object.values(refs).join(" "), size: 20 },
    });
    const orderNos = ((await listed.json()) as { rows: { orderNo: string }[] }).rows.map((o) => o.orderNo);
    expect(orderNos).toHaveLength(4);
    await page.goto("/finance/wallet-flow");
    await expect(page.getByRole("heading", { name: L.flow.title })).toBeVisible({ timeout: 30_000 });
    for (const orderNo of orderNos)
      await expect(
        page.getByText(walletReasonText(lang, { code: "orderCharge", params: { orderNo } }), { exact: true }),
      ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/bulk-wallet-flow-${lang}.png`, fullPage: true });

    // All or nothing: one order of two is broken, so neither is placed, and the failed records list both.
    const strictRefs = [`AN-${tag}`, `AX-${tag}`];
    const strict = await readBook(await template.path());
    fillTemplate(strict, HEADERS, [
      berlinRow(strictRefs[0]!),
      berlinRow(strictRefs[1]!, { receiverPhone: "" }),
    ]);
    const strictFile = `${FILES}/bulk-${lang}-${tag}-strict.xlsx`;
    await strict.xlsx.writeFile(strictFile);
    await page.goto("/orders/bulk");
    // The radio's name is the mode and its hint.
    await page.getByRole("radio", { name: T.mode.allOrNothing }).check();
    await expect(page.getByRole("radio", { checked: true })).toHaveValue("allOrNothing");
    card = await upload(page, lang, strictFile);
    await expect(card).toContainText(T.result.failed, { timeout: 60_000 });
    await expect(card).toContainText(
      SERVER[lang].ORDER_IMPORT_ALL_OR_NOTHING_REFUSED.replace("{failed}", "1"),
    );
    await expect(count(card, T.counts.failed)).toHaveText("2");
    await expect(card.getByRole("button", { name: buttonName(T.failedRecords) })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/bulk-all-or-nothing-${lang}.png`, fullPage: true });
    const strictOrders = await page.request.get("/api/orders/orders", {
      params: { numbers: strictRefs.join(" "), size: 20 },
    });
    expect(((await strictOrders.json()) as { rows: unknown[] }).rows).toHaveLength(0);
  });
}
