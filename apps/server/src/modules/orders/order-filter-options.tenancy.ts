import { randomUUID } from "node:crypto";
import type { OrderFilterOptions } from "@pp/contracts";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { type Parties, tenancyCase } from "../../test/tenancy";
import type { TestApp } from "../../test/test-app";
import { orders } from "./orders.tables";

type Fixture = { productId: number; ownerUserId: number; orderCount: number };

// The owner signs the German line and saves one draft, so its product and its account are choices it sees.
const setup = async (t: TestApp, { owner }: Parties): Promise<Fixture> => {
  const available = await t.call("GET", "/api/product/signing/available?keyword=PP-DE-ECO", {
    token: owner.token,
  });
  const product = (available.json() as { id: number; code: string }[]).find((p) => p.code === "PP-DE-ECO");
  await t.call("POST", "/api/product/signing/sign", { token: owner.token, body: { productId: product!.id } });
  const draft = await t.call("POST", "/api/orders/orders", {
    token: owner.token,
    body: {
      idempotencyKey: `tenancy-${randomUUID()}`,
      productId: product!.id,
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
  if (draft.statusCode !== 200) throw new Error(draft.body);
  const orderCount = (await t.db.select().from(orders).where(eq(orders.orgId, owner.orgId))).length;
  return { productId: product!.id, ownerUserId: owner.userId, orderCount };
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
