import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { berlinDraft } from "../../apps/server/src/test/order-drafts";

/** Places an order for the signed-in demo customer as the wizard does; answers its id, number and charge. */
export const placeOrder = async (page: Page, referenceNo = "") => {
  const origin = new URL(test.info().project.use.baseURL ?? "").origin;
  // The demo customer has signed the German line.
  const available = await page.request.get("/api/product/signing/available?keyword=PP-DE-ECO");
  const product = ((await available.json()) as { id: number; code: string }[]).find(
    (row) => row.code === "PP-DE-ECO",
  );
  const placed = await page.request.post("/api/orders/orders", {
    headers: { origin },
    data: { ...berlinDraft(product?.id ?? 0, { idempotencyKey: `e2e-${randomUUID()}` }), referenceNo },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = (await placed.json()) as { id: number; orderNo: string; charged: { amount: string } };
  return order;
};
