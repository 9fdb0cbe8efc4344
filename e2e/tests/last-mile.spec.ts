import { expect, type Page, test } from "@playwright/test";
import enLastMile from "../../apps/web/src/locales/en/lastMile";
import zhProducts from "../../apps/web/src/locales/zh/catalogProducts";
import zhLastMile from "../../apps/web/src/locales/zh/lastMile";
import { openTab } from "../support/catalog";
import { chooseLanguage, DEMO, restoreChinese, signIn } from "../support/session";
import { saveAndSeeSaved, selectPopup } from "../support/shell";
import { TEXT } from "../support/texts";

// The last mile (末端派送商, 尾程服务): an operator adds a distributor with its tracking link, a delivery service it
// delivers behind the demo's sandbox provider, and picks that service on a cost record's carrier account tab, whose
// last-mile carrier then reads the distributor's name. The pages read in English too.

const L = zhLastMile.lastMile;
const A = zhProducts.catalogProducts.account;
const SHOTS = ".tmp/shots-last-mile";
const spaced = (text: string) => new RegExp(`^${[...text].join("\\s*")}$`);
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const row = (page: Page, code: string) => page.locator(".ant-table-row").filter({ hasText: code });

test.use({ actionTimeout: 15_000 });

test.afterEach(async ({ page }) => {
  await restoreChinese(page);
});

/** The first look at a page after a full load waits for the console to boot and load the page's code. */
const BOOT = { timeout: 30_000 };

/** A new offline cost record (an online one locks its account tab), made through the API as the console does. */
const newCostRecord = async (page: Page, stamp: string) => {
  const headers = { origin: new URL(test.info().project.use.baseURL ?? "").origin };
  const orgs = (await (await page.request.get("/api/users/org-options")).json()) as {
    id: number;
    type: string;
  }[];
  const cost = await page.request.post("/api/productCost/edit", {
    headers,
    data: {
      code: `LMC${stamp}`,
      nameZh: "尾程测试成本",
      nameEn: "Last-mile cost",
      nameKo: "라스트마일 원가",
      supplierOrgId: orgs.find((org) => org.type === "supplier")?.id,
      currency: "CNY",
      originCountry: "CN",
      minDays: 3,
      maxDays: 6,
      volumetricDivisor: "6000",
      bubble: { way: "full" },
      carry: { kind: "none" },
      rateModel: "perKg",
      bands: [{ minKg: "0", maxKg: "30" }],
      cargoTypes: ["general"],
    },
  });
  expect(cost.ok(), await cost.text()).toBe(true);
  return ((await cost.json()) as { product: { id: number } }).product.id;
};

test("an operator adds a distributor and a delivery service, and picks it on a cost record", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
  const code = `DP${stamp}`;
  const nameEn = `Deutsche Post ${stamp}`;
  await signIn(page, DEMO.operator.username, DEMO.operator.password, "/carriers/distributors");
  await expect(page.getByRole("heading", { name: L.distributors.title })).toBeVisible(BOOT);
  await expect(row(page, "USPS")).toContainText("美国邮政");

  await page.getByRole("button", { name: L.distributors.add }).click();
  const drawer = page.locator(".ant-drawer").filter({ hasText: L.distributors.addTitle });
  await drawer.locator("#code").fill(code);
  await drawer.getByLabel(TEXT.zh.common.names.zh).fill("德国邮政");
  await drawer.getByLabel(TEXT.zh.common.names.en).fill(nameEn);
  await drawer.getByLabel(TEXT.zh.common.names.ko).fill("도이체 포스트");
  await drawer.getByLabel(L.countries).fill("DE");
  await drawer.getByLabel(L.countries).press("Enter");
  await drawer.locator(".ant-drawer-title").click();
  await expect(page.locator(".ant-select-dropdown").filter({ visible: true })).toHaveCount(0);
  const template = drawer.getByLabel(L.distributors.trackingUrlTemplate);
  await template.fill("https://www.deutschepost.de/track");
  await drawer.getByRole("button", { name: spaced(TEXT.zh.common.actions.save) }).click();
  await expect(drawer.getByText(L.distributors.trackingUrlTemplateInvalid)).toBeVisible();
  await template.fill("https://www.deutschepost.de/track?piececode={number}");
  await shoot(page, "distributor-form-zh");
  await saveAndSeeSaved(page, drawer.getByRole("button", { name: spaced(TEXT.zh.common.actions.save) }));
  await expect(drawer).toBeHidden();
  await expect(row(page, code)).toContainText("DE");
  await shoot(page, "distributors-zh");

  const serviceCode = `DS${stamp}`;
  await page.goto("/carriers/delivery-services");
  await expect(page.getByRole("heading", { name: L.services.title })).toBeVisible(BOOT);
  await page.getByRole("button", { name: L.services.add }).click();
  const form = page.locator(".ant-drawer").filter({ hasText: L.services.addTitle });
  await form.locator("#code").fill(serviceCode);
  await form.locator("#name").fill(`Warenpost ${stamp}`);
  await form.locator("#distributorId").click();
  await selectPopup(page).getByTitle(`${code} · 德国邮政`).click();
  await form.locator("#providerId").click();
  await selectPopup(page).getByTitle("SB-DEMO · Sandbox Carrier").click();
  await form.locator("#providerServiceCode").fill("SB-STD");
  // The distributor's countries come along.
  await expect(form.locator(".ant-select-selection-item").filter({ hasText: "DE" })).toBeVisible();
  await saveAndSeeSaved(page, form.getByRole("button", { name: spaced(TEXT.zh.common.actions.save) }));
  await expect(form).toBeHidden();
  await expect(row(page, serviceCode)).toContainText("德国邮政");
  await expect(row(page, serviceCode)).toContainText("Sandbox Carrier · SB-STD");
  await shoot(page, "delivery-services-zh");

  const costId = await newCostRecord(page, stamp);
  await page.goto(`/catalog/product-detail?side=cost&id=${costId}`);
  await expect(page.getByTestId("product-tab-account")).toBeVisible(BOOT);
  await openTab(page, "account");
  const account = page.locator("form#costAccount");
  await account.getByLabel(A.deliveryService).click();
  await selectPopup(page).getByTitle(`${serviceCode} · Warenpost ${stamp}`).click();
  await expect(account.getByLabel(A.finalLogisticsName)).toHaveValue(nameEn);
  await expect(account.getByText(A.finalLogisticsNameFromService)).toBeVisible();
  await saveAndSeeSaved(page, page.getByRole("button", { name: spaced(TEXT.zh.common.actions.save) }));
  await shoot(page, "account-zh");

  await page.reload();
  await expect(page.getByTestId("product-tab-account")).toBeVisible(BOOT);
  await openTab(page, "account");
  await expect(page.locator("form#costAccount")).toContainText(`${serviceCode} · Warenpost ${stamp}`);
  await expect(page.locator("form#costAccount").getByLabel(A.finalLogisticsName)).toHaveValue(nameEn);

  // In use: the service cannot be deleted.
  await page.goto("/carriers/delivery-services");
  await expect(row(page, serviceCode)).toBeVisible(BOOT);
  await row(page, serviceCode).getByRole("button", { name: TEXT.zh.common.actions.delete }).click();
  await page
    .locator(".ant-popconfirm")
    .getByRole("button", { name: spaced(TEXT.zh.common.actions.delete) })
    .click();
  await expect(page.getByText("该尾程服务已被成本产品选用，不能删除，可改为停用")).toBeVisible();
  await expect(row(page, serviceCode)).toBeVisible();
});

test("the distributors and delivery services pages read in English", async ({ page }) => {
  const E = enLastMile.lastMile;
  await signIn(page, DEMO.operator.username, DEMO.operator.password, "/");
  await chooseLanguage(page, "en");
  await page.goto("/carriers/distributors");
  await expect(page.getByRole("heading", { name: E.distributors.title })).toBeVisible(BOOT);
  await expect(row(page, "CJ")).toContainText("CJ Logistics");
  await shoot(page, "distributors-en");
  await page.goto("/carriers/delivery-services");
  await expect(page.getByRole("heading", { name: E.services.title })).toBeVisible(BOOT);
  await expect(row(page, "SB-USPS")).toContainText("USPS");
  await shoot(page, "delivery-services-en");
  await page.getByRole("button", { name: E.services.add }).click();
  await expect(page.locator(".ant-drawer").filter({ hasText: E.services.addTitle })).toBeVisible();
  await shoot(page, "delivery-service-form-en");
});
