import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { berlinDraft } from "../../apps/server/src/test/order-drafts";
import { originHeader } from "./session";

/** The signed German line's id among the products the signed-in customer may use. */
const germanLine = async (page: Page) => {
  const available = await page.request.get("/api/product/signing/available?keyword=PP-DE-ECO");
  const product = ((await available.json()) as { id: number; code: string }[]).find(
    (row) => row.code === "PP-DE-ECO",
  );
  expect(product, "PP-DE-ECO is offered").toBeDefined();
  return product!.id;
};

/** The Berlin draft (apps/server/src/test/order-drafts.ts) with a journey's key. */
const journeyDraft = (productId: number, referenceNo = "", saveAsDraft = false) => ({
  ...berlinDraft(productId, { idempotencyKey: `e2e-${randomUUID()}` }),
  referenceNo,
  saveAsDraft,
});

/**
 * Places an order for the signed-in demo customer as the wizard does (or saves it as a draft); answers its id,
 * number and charge.
 */
export const placeOrder = async (page: Page, referenceNo = "", saveAsDraft = false) => {
  // The demo customer has signed the German line.
  const placed = await page.request.post("/api/orders/orders", {
    headers: originHeader(),
    data: journeyDraft(await germanLine(page), referenceNo, saveAsDraft),
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = (await placed.json()) as { id: number; orderNo: string; charged: { amount: string } };
  return order;
};

/** Waits until the push worker gave the order the sandbox carrier's number; answers it. */
export const carrierNumberOf = async (page: Page, orderId: number) => {
  let number = "";
  await expect
    .poll(
      async () => {
        const detail = await page.request.get(`/api/orders/orders/${orderId}`);
        const numbers = ((await detail.json()) as { numbers: { kind: string; number: string }[] }).numbers;
        number = numbers.find((entry) => entry.kind === "carrierMaster")?.number ?? "";
        return number;
      },
      { timeout: 60_000 },
    )
    .not.toBe("");
  return number;
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
      journeyDraft(productId, "", true),
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
