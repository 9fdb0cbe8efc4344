import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { apiCalls } from "../../platform/platform.tables";
import { type TenancyCase, tenancyCase } from "../../test/tenancy";
import type { TestApp } from "../../test/test-app";
import { apiTokens } from "../identity";
import { dockingProviderCustomers, dockingProviders } from "./carriers.tables";

// Docking providers and the API log are the platform's: no customer (nor a sub-account) may read or change them,
// a customer's own account included. The fixture is a provider the owner's org holds, assigned to the owner, with
// one logged call for the owner's order, one call of the owner's to the open API with its (since revoked) token, and
// one call to the open API refused for its token (no org: platform staff's alone).
type Fixture = {
  orgId: number;
  providerId: number;
  callId: number;
  openCallId: number;
  anonymousCallId: number;
  tokenId: number;
};

const setup = async (
  t: TestApp,
  { owner }: { owner: { orgId: number; userId: number } },
): Promise<Fixture> => {
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
  const [token] = await t.db
    .insert(apiTokens)
    .values({
      orgId: owner.orgId,
      userId: owner.userId,
      createdByUserId: owner.userId,
      name: "Tenancy ERP",
      tokenHash: `tenancy-${owner.orgId}-${Date.now()}`,
      prefix: "ppk_tenant",
      // Revoked: many cases set up this fixture for one owner, whose live tokens are limited (and named once).
      revokedAt: new Date(),
    })
    .returning();
  const [openCall, anonymousCall] = await t.db
    .insert(apiCalls)
    .values([
      {
        direction: "inbound" as const,
        orgId: owner.orgId,
        apiTokenId: token!.id,
        operation: "orders.create",
        orderNo: "PP-TENANCY-OPEN",
        method: "POST",
        url: "/open/v1/orders",
        status: 200,
        outcome: "ok" as const,
        durationMs: 8,
        request: "{}",
        response: "{}",
      },
      {
        direction: "inbound" as const,
        operation: "orders.list",
        method: "GET",
        url: "/open/v1/orders?numbers=PP-TENANCY-OPEN",
        status: 401,
        outcome: "rejected" as const,
        durationMs: 1,
        request: "",
        response: '{"code":"UNAUTHENTICATED"}',
      },
    ])
    .returning();
  return {
    orgId: owner.orgId,
    providerId: provider!.id,
    callId: call!.id,
    openCallId: openCall!.id,
    anonymousCallId: anonymousCall!.id,
    tokenId: token!.id,
  };
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
  refused("list a customer's API tokens", (f) => ({
    method: "GET",
    url: `/api/carriers/api-log/tokens?orgId=${f.orgId}`,
  })),
  tenancyCase<Fixture>({
    name: "carriers: a call refused for its token (no org) never shows in a customer's API log",
    setup,
    request: () => ({ method: "GET", url: "/api/carriers/my-api-log?size=100&operation=orders.list" }),
    refusedWith: [403],
    leaksNothing: (response, f) =>
      expect(response.json().rows.map((row: { id: number }) => row.id)).not.toContain(f.anonymousCallId),
  }),
  tenancyCase<Fixture>({
    name: "carriers: a call refused for its token cannot be opened by a customer",
    setup,
    request: (f) => ({ method: "GET", url: `/api/carriers/my-api-log/${f.anonymousCallId}` }),
    refusedWith: [403, 404],
  }),
  tenancyCase<Fixture>({
    name: "carriers: another customer's token is no filter of its own API log",
    setup,
    request: (f) => ({ method: "GET", url: `/api/carriers/my-api-log?apiTokenId=${f.tokenId}` }),
    refusedWith: [403],
    leaksNothing: (response) => expect(response.json().rows).toEqual([]),
  }),
  tenancyCase<Fixture>({
    name: "carriers: another customer's tokens never show in its API log's token list",
    setup,
    request: () => ({ method: "GET", url: "/api/carriers/my-api-log/tokens" }),
    refusedWith: [403],
    leaksNothing: (response, f) =>
      expect(response.json().tokens.map((token: { id: number }) => token.id)).not.toContain(f.tokenId),
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
