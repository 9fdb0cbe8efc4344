import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";

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
    data: {
      referenceNo,
      idempotencyKey: `e2e-${randomUUID()}`,
      productId: product?.id,
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
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = (await placed.json()) as { id: number; orderNo: string; charged: { amount: string } };
  return order;
};
