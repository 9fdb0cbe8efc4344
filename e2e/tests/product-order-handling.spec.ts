import { expect, type Page, test } from "@playwright/test";
import zhHandling from "../../apps/web/src/locales/zh/productOrderHandling";
import { openTab } from "../support/catalog";
import { DEMO, restoreChinese, signIn } from "../support/session";
import { dropdownItem, saveAndSeeSaved } from "../support/shell";
import { TEXT } from "../support/texts";

const H = zhHandling.productOrderHandling;
const SHOTS = ".tmp/shots-catalog";
const SAVE = /保\s*存/;
const LANGUAGE_LABELS = { en: "English", ko: "한국어" } as const;

const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test.use({ actionTimeout: 15_000 });

// The journey switches the shared demo operator's saved language: put it back for the journeys after it.
test.afterEach(async ({ page }) => {
  await restoreChinese(page);
});

/**
 * A new offline sales product of the operator's own (journeys share one server and the demo products): a cost
 * record and the sales product built on it, set up through the API as the console would.
 */
const newSalesProduct = async (page: Page) => {
  const headers = { origin: new URL(test.info().project.use.baseURL ?? "").origin };
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
  const orgs = (await (await page.request.get("/api/users/org-options")).json()) as {
    id: number;
    type: string;
  }[];
  const cost = await page.request.post("/api/productCost/edit", {
    headers,
    data: {
      code: `OHC${stamp}`,
      nameZh: "订单处理成本",
      nameEn: "Order handling cost",
      nameKo: "주문 처리 원가",
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
  const sales = await page.request.post("/api/product/create", {
    headers,
    data: {
      costProductId: ((await cost.json()) as { product: { id: number } }).product.id,
      code: `OHS${stamp}`,
      nameZh: "订单处理测试线",
      nameEn: "Order handling line",
      nameKo: "주문 처리 테스트 라인",
    },
  });
  expect(sales.ok(), await sales.text()).toBe(true);
  return ((await sales.json()) as { product: { id: number } }).product.id;
};

test("an operator sets how a sales product's orders are paid and cancelled, and it stays saved", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.operator.username, DEMO.operator.password);
  const productId = await newSalesProduct(page);

  await page.goto(`/catalog/product-detail?side=sales&id=${productId}`);
  await openTab(page, "orderHandling");
  const cancelModes = page.getByTestId("order-handling-cancel-mode");
  const offline = cancelModes.getByRole("radio", { name: new RegExp(H.cancelModes.offlineConfirmation) });
  await expect(cancelModes.getByRole("radio", { name: new RegExp(H.cancelModes.online) })).toBeChecked();
  await expect(
    page.getByTestId("order-handling-charge-mode").getByRole("radio", {
      name: new RegExp(H.chargeModes.chargeAtPlacement),
    }),
  ).toBeChecked();
  await expect(page.getByRole("checkbox", { name: H.fields.receiver })).toBeChecked();

  await offline.check();
  await page.getByRole("checkbox", { name: H.fields.boxes }).check();
  await shoot(page, "order-handling-zh");
  await saveAndSeeSaved(page, page.getByRole("button", { name: SAVE }));

  await page.reload();
  await expect(page.getByTestId("product-tab-orderHandling")).toBeVisible();
  await expect(offline).toBeChecked();
  await expect(page.getByRole("checkbox", { name: H.fields.boxes })).toBeChecked();

  // A phone-wide screen, then English and Korean: nothing left untranslated.
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, "order-handling-390");
  await page.setViewportSize({ width: 1440, height: 900 });
  let from: "zh" | "en" | "ko" = "zh";
  for (const lang of ["en", "ko"] as const) {
    await page.getByRole("button", { name: TEXT[from].common.language }).click();
    await dropdownItem(page, LANGUAGE_LABELS[lang]).click();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    from = lang;
    await expect(page.getByTestId("order-handling-cancel-mode")).toBeVisible();
    await shoot(page, `order-handling-${lang}`);
  }
});
