import { expect, type Page } from "@playwright/test";
import zhQuote from "../../apps/web/src/locales/zh/catalogQuote";
import zhOrders from "../../apps/web/src/locales/zh/orders";
import { fillPiece } from "./catalog";
import { selectPopup } from "./shell";
import { fill } from "./texts";

// The order wizard (/orders/create) as a customer goes through it in the Chinese console: a two-box order to
// Berlin on the demo's German line.

const W = zhOrders.orders.wizard;

/** Presses "next step". */
export const nextStep = (page: Page) => page.getByRole("button", { name: W.next }).click();

/** Waits until the wizard shows the step of this title. */
export const stepTitle = (page: Page, title: string) =>
  expect(page.locator(".pp-order-wizard .ant-card-head-title").filter({ hasText: title })).toBeVisible();

/** Picks a country in one of the wizard's country selects by its Chinese name and code. */
const chooseCountry = async (page: Page, id: string, name: string, code: string) => {
  await page.locator(`#${id}`).click();
  await page.locator(`#${id}`).fill(name);
  await selectPopup(page).getByTitle(`${name} (${code})`).click();
};

/** Step 1 to Germany with two boxes; the quote lists the German line, marked and chosen. */
export const chooseService = async (page: Page) => {
  await chooseCountry(page, "destination_country", "德国", "DE");
  await page.locator("#destination_postcode").fill("10115");
  await page.locator("#destination_city").fill("Berlin");
  await fillPiece(page, 1, ["30", "20", "10"], "1.2");
  await page.getByRole("button", { name: zhQuote.catalogQuote.pieces.add }).click();
  await fillPiece(page, 2, ["20", "20", "10"], "0.8");
  await page.getByRole("button", { name: W.service.quote }).click();
  const line = page.locator(".pp-wizard-service").filter({ hasText: "德国经济专线" });
  await expect(line).toBeVisible();
  await expect(line.getByRole("radio")).toBeChecked();
};

/** One declared line of step 3, in the first box unless `box` names another. */
export const fillLine = async (
  page: Page,
  index: number,
  values: { box?: number; qty: string; value: string },
) => {
  if (values.box) {
    await page.locator(`#lines_${index}_box`).click();
    await selectPopup(page)
      .getByTitle(fill(W.declaration.boxN, { n: values.box }))
      .click();
  }
  await page.locator(`#lines_${index}_goodsNameEn`).fill("Phone case");
  await page.locator(`#lines_${index}_goodsNameZh`).fill("手机壳");
  await page.locator(`#lines_${index}_quantity`).fill(values.qty);
  await page.locator(`#lines_${index}_unitValue`).fill(values.value);
  await page.locator(`#lines_${index}_hsCode`).fill("392690");
};

/** Step 4: a sender in Shenzhen, a receiver in Berlin (Germany asks for the house number). */
export const fillParties = async (page: Page, houseNumber: string) => {
  await page.locator("#sender_name").fill("张三");
  await page.locator("#sender_phone").fill("13800138000");
  await chooseCountry(page, "sender_countryCode", "中国", "CN");
  await page.locator("#sender_city").fill("深圳");
  await page.locator("#sender_postcode").fill("518000");
  await page.locator("#sender_address1").fill("南山区科技园1号");
  await expect(page.locator("#receiver_countryCode").locator("..")).toContainText("德国");
  await page.locator("#receiver_name").fill("Max Muster");
  await page.locator("#receiver_phone").fill("+49 30 1234567");
  await page.locator("#receiver_city").fill("Berlin");
  await page.locator("#receiver_postcode").fill("10115");
  await page.locator("#receiver_address1").fill("Unter den Linden");
  await page.locator("#receiver_houseNumber").fill(houseNumber);
};

/** Steps 1 to 5 with valid input, ending on the confirm step with its price shown. */
export const fillWizard = async (page: Page) => {
  await chooseService(page);
  await nextStep(page);
  await stepTitle(page, W.steps.boxes);
  await nextStep(page);
  await stepTitle(page, W.steps.declaration);
  await page.getByRole("button", { name: W.declaration.addLine }).click();
  await fillLine(page, 0, { qty: "2", value: "3.50" });
  await fillLine(page, 1, { box: 2, qty: "1", value: "3.50" });
  await nextStep(page);
  await stepTitle(page, W.steps.parties);
  await fillParties(page, "5");
  await nextStep(page);
  await stepTitle(page, W.steps.extra);
  await nextStep(page);
  await stepTitle(page, W.steps.confirm);
  await expect(page.getByTestId("breakdown-PP-DE-ECO")).toBeVisible();
};

/** The charge the confirm step shows, as the amount alone ("156.25"). */
export const chargeOnScreen = async (page: Page) =>
  ((await page.getByTestId("wizard-charge").textContent()) ?? "").replace(/[^\d.]/g, "");
