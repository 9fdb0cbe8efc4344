import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";

const originHeader = () => ({ origin: new URL(test.info().project.use.baseURL ?? "").origin });

/** The signed German line's id among the products the signed-in customer may use. */
const germanLine = async (page: Page) => {
  const available = await page.request.get("/api/product/signing/available?keyword=PP-DE-ECO");
  const product = ((await available.json()) as { id: number; code: string }[]).find(
    (row) => row.code === "PP-DE-ECO",
  );
  expect(product, "PP-DE-ECO is offered").toBeDefined();
  return product!.id;
};

/** The wizard's order to Berlin: one box of 1 kg with one cup. */
const berlinDraft = (productId: number, referenceNo = "", saveAsDraft = false) => ({
  referenceNo,
  idempotencyKey: `e2e-${randomUUID()}`,
  productId,
  saveAsDraft,
  destination: { country: "DE", city: "Berlin", postcode: "10115" },
  sender: {
    name: "张三",
    phone: "13800138000",
    countryCode: "CN",
    city: "深圳",
    postcode: "518000",
    address1: "科技园1号",
  },
  receiver: {
    name: "Max Muster",
    phone: "+49 30 1234567",
    countryCode: "DE",
    city: "Berlin",
    postcode: "10115",
    address1: "Unter den Linden",
    houseNumber: "5",
  },
  boxes: [
    {
      lengthCm: "20",
      widthCm: "20",
      heightCm: "10",
      weightKg: "1",
      lines: [{ goodsNameZh: "杯子", goodsNameEn: "Cup", quantity: 1, unitValue: "5", hsCode: "691200" }],
    },
  ],
});

/** Places an order for the signed-in demo customer as the wizard does; answers its id, number and charge. */
export const placeOrder = async (page: Page, referenceNo = "") => {
  // The demo customer has signed the German line.
  const placed = await page.request.post("/api/orders/orders", {
    headers: originHeader(),
    data: berlinDraft(await germanLine(page), referenceNo),
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = (await placed.json()) as { id: number; orderNo: string; charged: { amount: string } };
  return order;
};

/** Drafts per bulk placement (the server takes up to 500 in one request). */
const DRAFTS_PER_REQUEST = 500;

/**
 * Signs the German line for a newly registered customer (what the signed-products screen does) and saves
 * `count` drafts through bulk placement, 500 a request. A draft costs nothing, so the customer needs no money.
 */
export const placeDrafts = async (page: Page, count: number) => {
  const productId = await germanLine(page);
  const signed = await page.request.post("/api/product/signing/sign", {
    headers: originHeader(),
    data: { productId },
  });
  expect(signed.ok(), await signed.text()).toBe(true);
  for (let placed = 0; placed < count; placed += DRAFTS_PER_REQUEST) {
    const drafts = Array.from({ length: Math.min(DRAFTS_PER_REQUEST, count - placed) }, () =>
      berlinDraft(productId, "", true),
    );
    const saved = await page.request.post("/api/orders/orders/batch", {
      headers: originHeader(),
      data: { drafts },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const { results } = (await saved.json()) as { results: { ok: boolean }[] };
    expect(results.filter((result) => result.ok)).toHaveLength(drafts.length);
  }
};
