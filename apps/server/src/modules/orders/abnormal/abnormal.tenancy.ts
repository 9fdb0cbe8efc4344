import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { berlinDraft, signDemoProduct } from "../../../test/order-fixtures";
import { type Parties, type TenancyCase, tenancyCase } from "../../../test/tenancy";
import type { TestApp } from "../../../test/test-app";
import { orderAbnormalities } from "../order-abnormalities.tables";

type AbnormalFixture = { orderId: number; abnormalityId: number };

// The owner's paid order with an open "rule" abnormality (written straight in, as a rule would at placement).
const setup = async (t: TestApp, { owner }: Parties): Promise<AbnormalFixture> => {
  const productId = await signDemoProduct(t, owner.token, "PP-DE-ECO");
  await t.app.wallets.credit({
    orgId: owner.orgId,
    currency: "CNY",
    amount: "500",
    reason: "tenancy fixture",
    reference: { type: "adjustment", id: "tenancy" },
    idempotencyKey: `tenancy-${randomUUID()}`,
  });
  const paid = await t.call("POST", "/api/orders/orders", {
    token: owner.token,
    body: berlinDraft(productId),
  });
  if (paid.statusCode !== 200) throw new Error(paid.body);
  const [row] = await t.db
    .insert(orderAbnormalities)
    .values({ orderId: paid.json().id, orgId: owner.orgId, kind: "rule", reason: "Held by a rule" })
    .returning();
  return { orderId: paid.json().id, abnormalityId: row!.id };
};

const unchanged: TenancyCase<AbnormalFixture>["unchanged"] = async (t, fixture) => {
  const [row] = await t.db
    .select()
    .from(orderAbnormalities)
    .where(eq(orderAbnormalities.id, fixture.abnormalityId));
  expect(row).toMatchObject({ clearedAt: null, clearedBy: null });
};

export const tenancyCases = [
  tenancyCase<AbnormalFixture>({
    name: "orders: the abnormal list never shows the owner's abnormalities",
    setup,
    request: () => ({ method: "GET", url: "/api/orders/abnormal?state=all" }),
    leaksNothing: (response, f) =>
      expect(response.json().rows.map((row: { id: number }) => row.id)).not.toContain(f.abnormalityId),
    unchanged,
  }),
  tenancyCase<AbnormalFixture>({
    name: "orders: the abnormalities of the owner's order are not found",
    setup,
    request: (f) => ({ method: "GET", url: `/api/orders/orders/${f.orderId}/abnormalities` }),
    unchanged,
  }),
  tenancyCase<AbnormalFixture>({
    name: "orders: customers cannot release the owner's abnormality",
    setup,
    request: (f) => ({ method: "POST", url: `/api/orders/abnormal/${f.abnormalityId}/release` }),
    refusedWith: [403, 404],
    unchanged,
  }),
];
