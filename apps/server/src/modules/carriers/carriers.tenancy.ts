import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { apiCalls } from "../../platform/platform.tables";
import { type TenancyCase, tenancyCase } from "../../test/tenancy";
import type { TestApp } from "../../test/test-app";
import { dockingProviderCustomers, dockingProviders } from "./carriers.tables";

// Docking providers and the API log are the platform's: no customer (nor a sub-account) may read or change them,
// a customer's own account included. The fixture is a provider the owner's org holds, assigned to the owner, with
// one logged call for the owner's order, and one call of the owner's to the open API.
type Fixture = { providerId: number; callId: number; openCallId: number };

const setup = async (t: TestApp, { owner }: { owner: { orgId: number } }): Promise<Fixture> => {
  const [provider] = await t.db
    .insert(dockingProviders)
    .values({
      code: `TEN-${owner.orgId}-${Date.now()}`,
      name: "Tenancy provider",
      serviceClass: "SandboxCarrier",
      interfaceType: "api",
      attribute: "customer",
      ownerOrgId: owner.orgId,
      settings: { baseUrl: "https://carrier.example" },
    })
    .returning();
  await t.db.insert(dockingProviderCustomers).values({ providerId: provider!.id, orgId: owner.orgId });
  const [call] = await t.db
    .insert(apiCalls)
    .values({
      direction: "outbound",
      providerId: provider!.id,
      orgId: owner.orgId,
      operation: "createShipment",
      orderNo: "PP-TENANCY",
      method: "POST",
      url: "https://carrier.example/shipments",
      status: 200,
      outcome: "ok",
      durationMs: 12,
      request: "{}",
      response: "{}",
    })
    .returning();
  const [openCall] = await t.db
    .insert(apiCalls)
    .values({
      direction: "inbound",
      orgId: owner.orgId,
      operation: "orders.create",
      orderNo: "PP-TENANCY-OPEN",
      method: "POST",
      url: "/open/v1/orders",
      status: 200,
      outcome: "ok",
      durationMs: 8,
      request: "{}",
      response: "{}",
    })
    .returning();
  return { providerId: provider!.id, callId: call!.id, openCallId: openCall!.id };
};

const unchanged = async (t: TestApp, f: Fixture) => {
  const [provider] = await t.db.select().from(dockingProviders).where(eq(dockingProviders.id, f.providerId));
  expect(provider).toMatchObject({ name: "Tenancy provider", enabled: true, version: 1 });
  const customers = await t.db
    .select()
    .from(dockingProviderCustomers)
    .where(eq(dockingProviderCustomers.providerId, f.providerId));
  expect(customers).toHaveLength(1);
};

const refused = (name: string, request: TenancyCase<Fixture>["request"]) =>
  tenancyCase<Fixture>({
    name: `carriers: customers cannot ${name}`,
    setup,
    request,
    refusedWith: [403],
    unchanged,
  });

export const tenancyCases = [
  refused("list the provider types", () => ({ method: "GET", url: "/api/carriers/types" })),
  refused("list the docking providers", () => ({ method: "GET", url: "/api/carriers/providers" })),
  refused("change a provider", (f) => ({
    method: "POST",
    url: "/api/carriers/providers",
    body: {
      id: f.providerId,
      code: "MINE",
      name: "Taken over",
      serviceClass: "SandboxCarrier",
      settings: {},
    },
  })),
  refused("check a provider's connection", (f) => ({
    method: "POST",
    url: `/api/carriers/providers/${f.providerId}/check`,
  })),
  refused("delete a provider", (f) => ({ method: "DELETE", url: `/api/carriers/providers/${f.providerId}` })),
  refused("assign a provider's customers", (f) => ({
    method: "PUT",
    url: `/api/carriers/providers/${f.providerId}/customers`,
    body: { orgIds: [] },
  })),
  refused("read the API log", () => ({ method: "GET", url: "/api/carriers/api-log" })),
  refused("read a logged call", (f) => ({ method: "GET", url: `/api/carriers/api-log/${f.callId}` })),
  refused("read the API log's statistics", () => ({ method: "GET", url: "/api/carriers/api-log/stats" })),
  tenancyCase<Fixture>({
    name: "carriers: another customer's open-API calls never show in its own API log",
    setup,
    request: () => ({ method: "GET", url: "/api/carriers/my-api-log?orderNo=PP-TENANCY-OPEN" }),
    refusedWith: [403],
    leaksNothing: (response, f) =>
      expect(response.json().rows.map((row: { id: number }) => row.id)).not.toContain(f.openCallId),
  }),
  tenancyCase<Fixture>({
    name: "carriers: another customer's open-API call cannot be opened",
    setup,
    request: (f) => ({ method: "GET", url: `/api/carriers/my-api-log/${f.openCallId}` }),
    refusedWith: [403, 404],
  }),
  tenancyCase<Fixture>({
    name: "carriers: the API log's statistics count nothing of another customer's",
    setup,
    request: () => ({ method: "GET", url: "/api/carriers/my-api-log/stats?from=2000-01-01T00:00:00Z" }),
    refusedWith: [403],
    leaksNothing: (response) => expect(response.json().rows).toEqual([]),
  }),
  tenancyCase<Fixture>({
    name: "carriers: another customer's own accounts never show in its list",
    setup,
    request: () => ({ method: "GET", url: "/api/carriers/own-providers" }),
    refusedWith: [403],
    leaksNothing: (response, f) =>
      expect(response.json().rows.map((row: { id: number }) => row.id)).not.toContain(f.providerId),
  }),
  tenancyCase<Fixture>({
    name: "carriers: the own-account types carry nothing of another customer's",
    setup,
    request: () => ({ method: "GET", url: "/api/carriers/own-providers/types" }),
    refusedWith: [403],
    leaksNothing: (response) => expect(JSON.stringify(response.json())).not.toContain("carrier.example"),
  }),
  tenancyCase<Fixture>({
    name: "carriers: a customer cannot change another customer's own account",
    setup,
    request: (f) => ({
      method: "POST",
      url: "/api/carriers/own-providers",
      body: {
        id: f.providerId,
        code: "MINE-NOW",
        name: "Taken over",
        serviceClass: "SandboxCarrier",
        settings: { baseUrl: "https://carrier.example" },
      },
    }),
    refusedWith: [403, 404],
    unchanged,
  }),
];
