import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { sealText } from "../../platform/crypto";
import { type TenancyCase, tenancyCase } from "../../test/tenancy";
import type { TestApp } from "../../test/test-app";
import { webhookDeliveries, webhookEndpoints } from "./webhooks.tables";

// A customer's webhook endpoints and deliveries are its own: another customer and a sub-account (the API docking
// screen is the main account's) neither see nor change them. The fixture is an endpoint of the owner with one
// failed delivery.
type Fixture = { endpointId: number; deliveryId: number };

const URL = "https://hooks.example.com/owner";

const setup = async (t: TestApp, { owner }: { owner: { orgId: number } }): Promise<Fixture> => {
  const [endpoint] = await t.db
    .insert(webhookEndpoints)
    .values({
      orgId: owner.orgId,
      url: URL,
      events: ["order.created"],
      secretSealed: sealText(t.config.WEBHOOK_SECRETS_KEY, "whsec_dGVuYW5jeQ=="),
    })
    .returning();
  const [delivery] = await t.db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint!.id,
      orgId: owner.orgId,
      messageId: `msg_tenancy_${endpoint!.id}`,
      type: "webhook.test",
      data: { endpointId: endpoint!.id, message: "hello" },
      occurredAt: new Date(),
      status: "failed",
      attempts: 3,
    })
    .returning();
  return { endpointId: endpoint!.id, deliveryId: delivery!.id };
};

const unchanged = async (t: TestApp, f: Fixture) => {
  const [endpoint] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, f.endpointId));
  expect(endpoint).toMatchObject({ url: URL, enabled: true, previousSecretSealed: null });
  const [delivery] = await t.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, f.deliveryId));
  expect(delivery).toMatchObject({ status: "failed", attempts: 3 });
};

const refused = (name: string, request: TenancyCase<Fixture>["request"]) =>
  tenancyCase<Fixture>({ name: `webhooks: others cannot ${name}`, setup, request, unchanged });

const WINDOW = { from: new Date(Date.now() - 86_400_000).toISOString(), to: "2100-01-01T00:00:00.000Z" };

export const tenancyCases: TenancyCase[] = [
  tenancyCase<Fixture>({
    name: "webhooks: others do not list the owner's endpoints",
    setup,
    request: () => ({ method: "GET", url: "/api/webhooks/endpoints" }),
    leaksNothing: (response, f) =>
      expect((response.json() as { id: number }[]).map((row) => row.id)).not.toContain(f.endpointId),
    unchanged,
  }),
  tenancyCase<Fixture>({
    name: "webhooks: others do not read the owner's deliveries",
    setup,
    request: (f) => ({ method: "GET", url: `/api/webhooks/deliveries?endpointId=${f.endpointId}` }),
    leaksNothing: (response) => expect(response.json().rows).toEqual([]),
    unchanged,
  }),
  tenancyCase<Fixture>({
    name: "webhooks: others re-push none of the owner's failed deliveries",
    setup,
    request: () => ({ method: "POST", url: "/api/webhooks/deliveries/repush-failed", body: WINDOW }),
    leaksNothing: (response) => expect(response.json()).toEqual({ repushed: 0 }),
    unchanged,
  }),
  tenancyCase<Fixture>({
    name: "webhooks: others add endpoints only to their own org",
    setup,
    request: () => ({
      method: "POST",
      url: "/api/webhooks/endpoints",
      body: { url: "https://93.184.215.14/mine", events: ["order.created"] },
    }),
    leaksNothing: (response, f) => expect(response.json().id).not.toBe(f.endpointId),
    unchanged,
  }),
  refused("change an endpoint", (f) => ({
    method: "PUT",
    url: `/api/webhooks/endpoints/${f.endpointId}`,
    body: { url: "https://93.184.215.14/stolen", events: ["order.created"], enabled: false },
  })),
  refused("delete an endpoint", (f) => ({
    method: "DELETE",
    url: `/api/webhooks/endpoints/${f.endpointId}`,
  })),
  refused("rotate an endpoint's secret", (f) => ({
    method: "POST",
    url: `/api/webhooks/endpoints/${f.endpointId}/rotate`,
  })),
  refused("send a test event", (f) => ({
    method: "POST",
    url: `/api/webhooks/endpoints/${f.endpointId}/test`,
  })),
  refused("re-push a delivery", (f) => ({
    method: "POST",
    url: `/api/webhooks/deliveries/${f.deliveryId}/repush`,
  })),
  refused("re-push an endpoint's failed deliveries", (f) => ({
    method: "POST",
    url: "/api/webhooks/deliveries/repush-failed",
    body: { ...WINDOW, endpointId: f.endpointId },
  })),
];
