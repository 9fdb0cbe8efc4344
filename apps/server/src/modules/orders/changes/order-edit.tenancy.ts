import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { berlinDraft, creditCny, signDemoProduct } from "../../../test/order-fixtures";
import { type Parties, type TenancyCase, tenancyCase } from "../../../test/tenancy";
import type { TestApp } from "../../../test/test-app";
import { orders } from "../orders.tables";

type Fixture = { orderId: number };

// The owner signs the German line, gets money and places one paid order through the API.
const setup = async (t: TestApp, { owner }: Parties): Promise<Fixture> => {
  const productId = await signDemoProduct(t, owner.token, "PP-DE-ECO");
  await creditCny(t, owner.orgId, "500");
  const placed = await t.call("POST", "/api/orders/orders", {
    token: owner.token,
    body: berlinDraft(productId),
  });
  if (placed.statusCode !== 200) throw new Error(placed.body);
  return { orderId: placed.json().id };
};

const receiver = { ...berlinDraft(0).receiver, name: "Intruder", city: "Hamburg", postcode: "20095" };

const unchanged: TenancyCase<Fixture>["unchanged"] = async (t, fixture) => {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, fixture.orderId));
  expect(row).toMatchObject({ version: 1, destCity: "Berlin", receiver: { name: "Max Muster" } });
};

export const tenancyCases: TenancyCase<unknown>[] = [
  tenancyCase<Fixture>({
    name: "orders: the owner's order's edit param is not found",
    setup,
    request: (f) => ({ method: "GET", url: `/api/orders/orders/${f.orderId}/edit-param` }),
    unchanged,
  }),
  tenancyCase<Fixture>({
    name: "orders: an edit preview of the owner's order is not found",
    setup,
    request: (f) => ({
      method: "POST",
      url: `/api/orders/orders/${f.orderId}/edit-preview`,
      body: { receiver },
    }),
    unchanged,
  }),
  tenancyCase<Fixture>({
    name: "orders: an edit neither changes nor charges the owner's order",
    setup,
    request: (f) => ({
      method: "PUT",
      url: `/api/orders/orders/${f.orderId}`,
      body: { idempotencyKey: `edit-${randomUUID()}`, receiver },
    }),
    unchanged,
  }),
];
