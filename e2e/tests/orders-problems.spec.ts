import { expect, type Page, test } from "@playwright/test";
import { noticeTextOf } from "@pp/domain";
import { buttonName } from "../support/catalog";
import { LANGS, ORDER_TEXT } from "../support/order-texts";
import { placeOrder } from "../support/orders";
import { chooseLanguage, DEMO, originHeader, restoreChinese, signIn } from "../support/session";
import { openPopup } from "../support/shell";

const SHOTS = ".tmp/shots-orders";
const PDF = Buffer.from("%PDF-1.4 a photo of the crushed box");
const DAMAGE = "外箱破损，请确认处理方式";
const ANSWER = "货值低，直接销毁";

const bell = (page: Page) => page.getByTestId("notice-bell");

test("an operator raises a problem order and the customer answers it from the notification inbox", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.customer.username, DEMO.customer.password);
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signIn(operator, DEMO.operator.username, DEMO.operator.password);

  // Once in each language, both accounts' language changed between the rounds.
  try {
    for (const lang of LANGS) {
      const { orderProblems: P } = ORDER_TEXT[lang];
      await chooseLanguage(page, lang);
      await chooseLanguage(operator, lang);
      const order = await placeOrder(page);
      // Start from an empty inbox: other journeys (and the round before) may have told the demo customer things.
      const cleared = await page.request.post("/api/system/notices/read-all", { headers: originHeader() });
      expect(cleared.status()).toBe(200);
      await page.goto("/orders/problem");
      await expect(page.getByRole("heading", { name: P.title, exact: true })).toBeVisible({
        timeout: 30_000,
      });

      await operator.goto(`/orders/detail?id=${order.id}`);
      await expect(operator.getByTestId("order-no")).toHaveText(order.orderNo, { timeout: 30_000 });
      await operator.getByRole("button", { name: buttonName(P.raise) }).click();
      const modal = openPopup(operator, ".ant-modal");
      await modal.getByLabel(P.description).fill(DAMAGE);
      await modal
        .locator("input[type=file]")
        .setInputFiles({ name: "box.pdf", mimeType: "application/pdf", buffer: PDF });
      await expect(modal.getByText("box.pdf")).toBeVisible();
      await operator.screenshot({ path: `${SHOTS}/problem-raise-${lang}.png` });
      await modal.getByRole("button", { name: buttonName(P.raise) }).click();
      await expect(operator.getByText(P.raised)).toBeVisible();

      // The customer's window regains focus: the bell asks again and shows the notice, which opens the problem.
      await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
      await bell(page).click();
      const line = openPopup(page, ".ant-popover").getByTestId("notice-line").first();
      await expect(line).toContainText(noticeTextOf(lang, { kind: "problemRaised", params: {} }).title);
      await expect(line).toContainText(order.orderNo);
      await line.click();
      await expect(page).toHaveURL(/\/orders\/problem\?id=\d+$/);
      const drawer = openPopup(page, ".ant-drawer");
      await expect(drawer).toContainText(DAMAGE);
      await expect(drawer.getByRole("button", { name: "box.pdf" })).toBeVisible();
      await expect(drawer).toContainText(P.status.open);

      await drawer.getByLabel(P.kinds.destroy).check();
      await drawer.getByLabel(P.answerText).fill(ANSWER);
      await page.screenshot({ path: `${SHOTS}/problem-answer-${lang}.png` });
      await drawer.getByRole("button", { name: buttonName(P.sendAnswer) }).click();
      await expect(page.getByText(P.answered)).toBeVisible();
      await expect(drawer).toContainText(P.status.answered);
      await expect(drawer).toContainText(ANSWER);
      await expect(page.locator(".ant-table-row").filter({ hasText: order.orderNo })).toContainText(
        P.status.answered,
      );
    }
  } finally {
    await restoreChinese(page);
    await restoreChinese(operator);
    await operatorContext.close();
  }
});
