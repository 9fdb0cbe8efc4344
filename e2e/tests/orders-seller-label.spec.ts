import { expect, test } from "@playwright/test";
import type { OrderDetail } from "@pp/contracts";
import { PDFDocument } from "pdf-lib";
import enSeller from "../../apps/web/src/locales/en/sellerLabel";
import zhOrders from "../../apps/web/src/locales/zh/orders";
import zhSeller from "../../apps/web/src/locales/zh/sellerLabel";
import { buttonName } from "../support/catalog";
import { placeOrder } from "../support/orders";
import { DEMO, signIn } from "../support/session";
import { dropdownItem } from "../support/shell";
import { fill, TEXT } from "../support/texts";

const S = zhSeller.sellerLabel;
const O = zhOrders.orders;

// Seller-supplied labels (spec §3 usePreRecordedType): the demo German line takes them. A customer uploads the
// marketplace's label to an order on its detail; scanning the seller's tracking number opens that label to print.

/** An A4 page, as marketplaces hand out their labels. */
const marketplacePdf = async () => {
  const doc = await PDFDocument.create();
  doc.addPage([595.28, 841.89]).drawText("TEMU 4x6 label", { x: 60, y: 700, size: 28 });
  return Buffer.from(await doc.save());
};

test("a customer uploads a Temu label to an order, and scanning the seller's number opens it to print", async ({
  page,
}) => {
  // Two screens, an upload, a scan and a language switch there and back.
  test.setTimeout(120_000);
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  // A draft: not pushed to the carrier yet, so it may still take the seller's label.
  const order = await placeOrder(page, "", true);
  const trackingNumber = `TEMU${Date.now()}`;

  await page.goto(`/orders/detail?id=${order.id}`);
  await expect(page.getByTestId("order-no")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: S.upload }).click();
  const dialog = page.getByRole("dialog", { name: fill(S.uploadTitle, { orderNo: order.orderNo }) });
  await dialog.getByLabel(S.marketplace).click();
  await page.getByTitle("Temu").click();
  await dialog.getByLabel(S.trackingNumber).fill(trackingNumber);

  // A file that is not a PDF is refused in the browser before anything is sent.
  await dialog
    .locator("input[type=file]")
    .setInputFiles({ name: "label.txt", mimeType: "text/plain", buffer: Buffer.from("not a label") });
  await expect(page.getByText(S.notPdf)).toBeVisible();
  await dialog
    .locator("input[type=file]")
    .setInputFiles({ name: "temu-label.pdf", mimeType: "application/pdf", buffer: await marketplacePdf() });
  await expect(dialog.getByText("temu-label.pdf")).toBeVisible();
  // The upload's answer first, then the dialog closing: the dialog waits for the order to be read again.
  const uploaded = page.waitForResponse((response) =>
    response.url().endsWith(`/api/orders/orders/${order.id}/seller-label`),
  );
  await dialog.getByRole("button", { name: buttonName("保存") }).click();
  expect((await uploaded).status()).toBe(200);
  await expect(dialog).toBeHidden({ timeout: 30_000 });

  await expect(page.getByText(S.status)).toBeVisible();
  await expect(page.getByText(trackingNumber).first()).toBeVisible();
  await expect(page.getByText(fill(S.printed, { count: 0 }))).toBeVisible();
  await page.getByText(S.status).scrollIntoViewIfNeeded();
  await page.screenshot({ path: ".tmp/shots-orders/seller-label-detail-zh.png" });

  // The scanner types the seller's tracking number: the seller's label opens beside the box, ready to print.
  await page.goto("/orders/scan");
  const box = page.getByRole("textbox", { name: O.scan.label });
  // A lazy screen: its first load may take a while on a busy machine.
  await expect(box).toBeFocused({ timeout: 30_000 });
  await box.pressSequentially(trackingNumber);
  await box.press("Enter");
  await expect(page.getByTestId("scanned-order-no")).toHaveText(order.orderNo);
  await expect(page.locator("iframe.pp-label-frame")).toHaveAttribute("title", new RegExp(order.orderNo));
  await page.screenshot({ path: ".tmp/shots-orders/seller-label-scan-zh.png", fullPage: true });
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/orders/orders/${order.id}`)).json()) as OrderDetail).sellerLabel
          ?.file?.printCount,
    )
    .toBe(1);

  // The same detail in English, then back to Chinese (the language is kept on the account).
  await page.goto(`/orders/detail?id=${order.id}`);
  await page.getByRole("button", { name: TEXT.zh.common.language }).click();
  await dropdownItem(page, "English").click();
  const english = page.getByText(enSeller.sellerLabel.status);
  await expect(english).toBeVisible();
  await english.scrollIntoViewIfNeeded();
  await page.screenshot({ path: ".tmp/shots-orders/seller-label-detail-en.png" });
  await page.getByRole("button", { name: TEXT.en.common.language }).click();
  await dropdownItem(page, "中文").click();
  await expect(page.getByText(S.status)).toBeVisible();
});
