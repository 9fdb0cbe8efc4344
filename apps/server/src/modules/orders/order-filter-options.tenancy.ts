import type { OrderFilterOptions } from "@pp/contracts";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { berlinDraft, signDemoProduct } from "../../test/order-fixtures";
import { type Parties, tenancyCase } from "../../test/tenancy";
import type { TestApp } from "../../test/test-app";
import { orders } from "./orders.tables";

type Fixture = { productId: number; ownerUserId: number; orderCount: number };

// The owner signs the German line and saves one draft, so its product and its account are choices it sees.
const setup = async (t: TestApp, { owner }: Parties): Promise<Fixture> => {
  const productId = await signDemoProduct(t, owner.token, "PP-DE-ECO");
  const draft = await t.call("POST", "/api/orders/orders", {
    token: owner.token,
    body: berlinDraft(productId, { saveAsDraft: true }),
  });
  if (draft.statusCode !== 200) throw new Error(draft.body);
  const orderCount = (await t.db.select().from(orders).where(eq(orders.orgId, owner.orgId))).length;
  return { productId, ownerUserId: owner.userId, orderCount };
};

export const tenancyCases = [
  tenancyCase<Fixture>({
    name: "orders: the list's filter choices name neither the owner's accounts nor its products",
    setup,
    request: () => ({ method: "GET", url: "/api/orders/orders/filter-options" }),
    leaksNothing: (response, f) => {
      const options = response.json() as OrderFilterOptions;
      expect(options.creators.map((c) => c.id)).not.toContain(f.ownerUserId);
      expect(options.products.map((p) => p.id)).not.toContain(f.productId);
      expect(options.customers).toEqual([]);
    },
    unchanged: async (t, f, { owner }) =>
      expect((await t.db.select().from(orders).where(eq(orders.orgId, owner.orgId))).length).toBe(
        f.orderCount,
      ),
  }),
];
