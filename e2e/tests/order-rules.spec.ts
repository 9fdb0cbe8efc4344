import { expect, type Page, test } from "@playwright/test";
import enRules from "../../apps/web/src/locales/en/orderRules";
import enOrders from "../../apps/web/src/locales/en/orders";
import koRules from "../../apps/web/src/locales/ko/orderRules";
import koOrders from "../../apps/web/src/locales/ko/orders";
import zhRules from "../../apps/web/src/locales/zh/orderRules";
import zhOrders from "../../apps/web/src/locales/zh/orders";
import { buttonName, fillPiece } from "../support/catalog";
import { registerCustomer } from "../support/register";
import { DEMO, restoreChinese, signIn } from "../support/session";
import { dropdownItem, saveAndSeeSaved, selectPopup } from "../support/shell";
import { SERVER, TEXT } from "../support/texts";

// Order rules (订单规则): an operator creates a rule group and a refusing rule in the console; a new customer's
// order in the wizard is refused naming the rule, in Chinese, English and Korean; the operator deactivates the
// rule and the order passes it. Journeys share one server: the rule catches only a goods word no other journey
// uses, and is switched off at the end.

type Lang = "zh" | "en" | "ko";
const ORDERS = { zh: zhOrders.orders, en: enOrders.orders, ko: koOrders.orders };
const RULES = { zh: zhRules.orderRules, en: enRules.orderRules, ko: koRules.orderRules };
const LABELS: Record<Lang, string> = { zh: "中文", en: "English", ko: "한국어" };
const HTML_LANG: Record<Lang, string> = { zh: "zh-CN", en: "en", ko: "ko" };
const SHOTS = ".tmp/shots-order-rules";
const W = zhOrders.orders.wizard;
const R = zhRules.orderRules;

const switchLanguage = async (page: Page, from: Lang, to: Lang) => {
  await page.getByRole("button", { name: TEXT[from].common.language }).click();
  await dropdownItem(page, LABELS[to]).click();
  await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG[to]);
};

const next = (page: Page) => page.getByRole("button", { name: W.next }).click();
const stepTitle = (page: Page, title: string) =>
  expect(page.locator(".pp-order-wizard .ant-card-head-title").filter({ hasText: title })).toBeVisible();

const chooseCountry = async (page: Page, id: string, name: string, code: string) => {
  await page.locator(`#${id}`).click();
  await page.locator(`#${id}`).fill(name);
  await selectPopup(page).getByTitle(`${name} (${code})`).click();
};

/** The wizard to Berlin with one box of goods named `goods`, up to its confirm step. */
const fillWizard = async (page: Page, goods: string) => {
  await chooseCountry(page, "destination_country", "德国", "DE");
  await page.locator("#destination_postcode").fill("10115");
  await page.locator("#destination_city").fill("Berlin");
  await fillPiece(page, 1, ["30", "20", "10"], "1.2");
  await page.getByRole("button", { name: W.service.quote }).click();
  await expect(
    page.locator(".pp-wizard-service").filter({ hasText: "德国经济专线" }).getByRole("radio"),
  ).toBeChecked();
  await next(page);
  await stepTitle(page, W.steps.boxes);
  await next(page);
  await stepTitle(page, W.steps.declaration);
  await page.locator("#lines_0_goodsNameEn").fill(`${goods} lamp`);
  await page.locator("#lines_0_goodsNameZh").fill("台灯");
  await page.locator("#lines_0_quantity").fill("1");
  await page.locator("#lines_0_unitValue").fill("8.00");
  await page.locator("#lines_0_hsCode").fill("940520");
  await next(page);
  await stepTitle(page, W.steps.parties);
  await page.locator("#sender_name").fill("张三");
  await page.locator("#sender_phone").fill("13800138000");
  await chooseCountry(page, "sender_countryCode", "中国", "CN");
  await page.locator("#sender_city").fill("深圳");
  await page.locator("#sender_postcode").fill("518000");
  await page.locator("#sender_address1").fill("南山区科技园1号");
  await page.locator("#receiver_name").fill("Max Muster");
  await page.locator("#receiver_phone").fill("+49 30 1234567");
  await page.locator("#receiver_city").fill("Berlin");
  await page.locator("#receiver_postcode").fill("10115");
  await page.locator("#receiver_address1").fill("Unter den Linden");
  await page.locator("#receiver_houseNumber").fill("5");
  await next(page);
  await stepTitle(page, W.steps.extra);
  await next(page);
  await stepTitle(page, W.steps.confirm);
};

/** Submits the confirm step and waits for the placement's answer. */
const submitOrder = async (page: Page, lang: Lang) => {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && new URL(response.url()).pathname === "/api/orders/orders",
  );
  await page.getByRole("button", { name: ORDERS[lang].wizard.confirm.submit }).click();
  return answered;
};

test("an operator's order rule refuses a customer's order in the wizard, naming the rule, in zh, en and ko", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const word = `zorbium${stamp}`;
  const groupName = `E2E 规则组 ${stamp}`;
  const ruleName = `禁运品 ${stamp}`;
  const message = "该物品禁止寄送";

  // The operator creates the group and its refusing rule.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signIn(operator, DEMO.operator.username, DEMO.operator.password);
  await operator.goto("/orders/rules");
  await expect(operator.getByText(R.intro)).toBeVisible();
  await operator.getByRole("button", { name: R.newGroup }).click();
  const groupDrawer = operator.locator(".ant-drawer").filter({ hasText: R.newGroup });
  await groupDrawer.locator("#name").fill(groupName);
  await saveAndSeeSaved(
    operator,
    groupDrawer.getByRole("button", { name: buttonName(TEXT.zh.common.actions.save) }),
  );
  const groupRow = operator.locator("tr.ant-table-row").filter({ hasText: groupName });
  await expect(groupRow).toBeVisible();

  await groupRow.getByRole("button", { name: R.rule.add }).click();
  const ruleDrawer = operator.locator(".ant-drawer").filter({ hasText: R.rule.add });
  await ruleDrawer.locator("#name").fill(ruleName);
  await ruleDrawer.locator("#goodsWords").fill(word);
  await ruleDrawer.locator("#goodsWords").press("Enter");
  await ruleDrawer.locator("#message").fill(message);
  await operator.screenshot({ path: `${SHOTS}/rule-drawer-zh.png` });
  await saveAndSeeSaved(
    operator,
    ruleDrawer.getByRole("button", { name: buttonName(TEXT.zh.common.actions.save) }),
  );
  await groupRow.locator(".ant-table-row-expand-icon").click();
  const ruleRow = operator.locator("tr.ant-table-row").filter({ hasText: ruleName });
  await expect(ruleRow).toContainText(word);
  await expect(ruleRow).toContainText(R.strategies.refuse);
  await operator.screenshot({ path: `${SHOTS}/rules-zh.png`, fullPage: true });

  try {
    // A new customer (its language is its own) places the order in the wizard.
    const account = await registerCustomer(page);
    await signIn(page, account.username, account.password);
    const origin = new URL(test.info().project.use.baseURL ?? "").origin;
    const available = await page.request.get("/api/product/signing/available?keyword=PP-DE-ECO");
    const product = ((await available.json()) as { id: number; code: string }[]).find(
      (row) => row.code === "PP-DE-ECO",
    );
    const signed = await page.request.post("/api/product/signing/sign", {
      headers: { origin },
      data: { productId: product?.id },
    });
    expect(signed.ok(), await signed.text()).toBe(true);
    await page.goto("/orders/create");
    await fillWizard(page, word);

    let lang: Lang = "zh";
    for (const to of ["zh", "en", "ko"] as const) {
      if (to !== lang) {
        await switchLanguage(page, lang, to);
        lang = to;
      }
      const answer = await submitOrder(page, lang);
      expect(answer.status()).toBe(400);
      await expect(page.getByTestId("wizard-error")).toHaveText(
        SERVER[lang].ORDER_RULE_REFUSED.replace("{rule}", ruleName).replace("{message}", message),
      );
      await page.screenshot({ path: `${SHOTS}/wizard-refused-${lang}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId("wizard-error")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/wizard-refused-ko-390.png`, fullPage: true });

    // The operator switches the rule off: the same order is no longer refused by it (the new customer's empty
    // wallet answers instead).
    await ruleRow.getByRole("switch").click();
    await expect(operator.getByText(R.deactivated)).toBeVisible();
    const again = await submitOrder(page, "ko");
    expect(again.status()).toBe(400);
    await expect(page.getByTestId("wizard-error")).toHaveText(SERVER.ko.BALANCE_INSUFFICIENT);

    // The rules screen at a phone's width, and in English and Korean.
    await operator.setViewportSize({ width: 390, height: 844 });
    await operator.screenshot({ path: `${SHOTS}/rules-zh-390.png`, fullPage: true });
    await operator.setViewportSize({ width: 1280, height: 800 });
    await switchLanguage(operator, "zh", "en");
    await expect(operator.getByText(RULES.en.intro)).toBeVisible();
    await operator.screenshot({ path: `${SHOTS}/rules-en.png`, fullPage: true });
    await switchLanguage(operator, "en", "ko");
    await expect(operator.getByText(RULES.ko.intro)).toBeVisible();
    await operator.screenshot({ path: `${SHOTS}/rules-ko.png`, fullPage: true });
  } finally {
    // Whatever happened, the rule no longer refuses anyone's orders, and the operator reads Chinese again.
    const groups = await operator.request.get("/api/orders/rule-groups");
    const group = ((await groups.json()) as { id: number; name: string }[]).find((g) => g.name === groupName);
    if (group)
      await operator.request.post(`/api/orders/rule-groups/${group.id}/status`, {
        headers: { origin: new URL(test.info().project.use.baseURL ?? "").origin },
        data: { status: "inactive" },
      });
    await restoreChinese(operator);
    await operatorContext.close();
  }
});
