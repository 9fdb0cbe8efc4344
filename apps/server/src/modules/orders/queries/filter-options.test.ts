import { randomUUID } from "node:crypto";
import type { OrderFilterOptions } from "@pp/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productSignings, products } from "../../../schema";
import { openDemoApp } from "../../../test/demo";
import { createCustomerAccount } from "../../../test/tenancy";
import type { TestApp } from "../../../test/test-app";

let t: TestApp;
let operator: string;
let deProductId: number;

beforeAll(async () => {
  ({ t, operator } = await openDemoApp());
  const [de] = await t.db.select({ id: products.id }).from(products).where(eq(products.code, "PP-DE-ECO"));
  deProductId = de!.id;
});
afterAll(async () => {
  await t.close();
});

const saveDraft = (token: string) =>
  t.call("POST", "/api/orders/orders", {
    token,
    body: {
      idempotencyKey: `k-${randomUUID()}`,
      productId: deProductId,
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
      saveAsDraft: true,
    },
  });

const optionsOf = async (token: string) => {
  const response = await t.call("GET", "/api/orders/orders/filter-options", { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OrderFilterOptions;
};

describe("the order list's filter choices", () => {
  it("give a main account its products, itself and its sub-accounts; a sub-account no accounts; staff the customers", async () => {
    const owner = await createCustomerAccount(t);
    const sub = await createCustomerAccount(t, {
      mainUserId: owner.userId,
      orgId: owner.orgId,
      grants: ["orders/list"],
    });
    await t.db
      .insert(productSignings)
      .values({ productId: deProductId, orgId: owner.orgId, status: "signed" });
    expect((await saveDraft(owner.token)).statusCode).toBe(200);

    const mine = await optionsOf(owner.token);
    expect(mine.products).toEqual([{ id: deProductId, name: expect.any(String) }]);
    expect(mine.creators).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: owner.userId, subAccount: false }),
        expect.objectContaining({ id: sub.userId, subAccount: true }),
      ]),
    );
    expect(mine.customers).toEqual([]);

    const subs = await optionsOf(sub.token);
    expect(subs.creators).toEqual([]);

    const staff = await optionsOf(operator);
    expect(staff.customers.map((c) => c.id)).toContain(owner.orgId);
    expect(staff.creators).toEqual([]);
  });
});
