import type { OrderFilterOptions } from "@pp/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productSignings, products } from "../../../schema";
import { openDemoApp } from "../../../test/demo";
import { berlinDraft } from "../../../test/order-fixtures";
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
  t.call("POST", "/api/orders/orders", { token, body: berlinDraft(deProductId, { saveAsDraft: true }) });

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
