import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { type TenancyCase, tenancyCase } from "../../test/tenancy";
import type { TestApp } from "../../test/test-app";
import { dockingProviders } from "./carriers.tables";
import { deliveryServices, distributors } from "./last-mile.tables";

// Distributors and delivery services are the platform's: no customer (nor a sub-account) may read or change them.
// The fixture is a distributor with one delivery service on a provider.
type Fixture = { distributorId: number; serviceId: number; providerId: number };

const setup = async (t: TestApp): Promise<Fixture> => {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const [provider] = await t.db
    .insert(dockingProviders)
    .values({ code: `TLM-${unique}`, name: "Tenancy", serviceClass: "SandboxCarrier", interfaceType: "api" })
    .returning();
  const [distributor] = await t.db
    .insert(distributors)
    .values({
      code: `TD-${unique}`,
      nameZh: "派送",
      nameEn: "Tenancy post",
      nameKo: "배송",
      countries: ["US"],
    })
    .returning();
  const [service] = await t.db
    .insert(deliveryServices)
    .values({
      code: `TS-${unique}`,
      name: "Tenancy service",
      distributorId: distributor!.id,
      providerId: provider!.id,
    })
    .returning();
  return { distributorId: distributor!.id, serviceId: service!.id, providerId: provider!.id };
};

const unchanged = async (t: TestApp, f: Fixture) => {
  const [distributor] = await t.db.select().from(distributors).where(eq(distributors.id, f.distributorId));
  expect(distributor).toMatchObject({ nameEn: "Tenancy post", enabled: true });
  const [service] = await t.db.select().from(deliveryServices).where(eq(deliveryServices.id, f.serviceId));
  expect(service).toMatchObject({ name: "Tenancy service", enabled: true });
};

const refused = (name: string, request: TenancyCase<Fixture>["request"]) =>
  tenancyCase<Fixture>({
    name: `last mile: customers cannot ${name}`,
    setup,
    request,
    refusedWith: [403],
    unchanged,
  });

const distributorBody = { code: "MINE", nameZh: "我的", nameEn: "Mine", nameKo: "내것" };
const serviceBody = (f: Fixture) => ({
  code: "MINE",
  name: "Taken over",
  distributorId: f.distributorId,
  providerId: f.providerId,
});

export const tenancyCases = [
  refused("list the distributors", () => ({ method: "GET", url: "/api/carriers/distributors" })),
  refused("add a distributor", () => ({
    method: "POST",
    url: "/api/carriers/distributors",
    body: distributorBody,
  })),
  refused("change a distributor", (f) => ({
    method: "PUT",
    url: `/api/carriers/distributors/${f.distributorId}`,
    body: distributorBody,
  })),
  refused("disable a distributor", (f) => ({
    method: "PUT",
    url: `/api/carriers/distributors/${f.distributorId}/status`,
    body: { enabled: false },
  })),
  refused("delete a distributor", (f) => ({
    method: "DELETE",
    url: `/api/carriers/distributors/${f.distributorId}`,
  })),
  refused("list the delivery services", () => ({ method: "GET", url: "/api/carriers/delivery-services" })),
  refused("add a delivery service", (f) => ({
    method: "POST",
    url: "/api/carriers/delivery-services",
    body: serviceBody(f),
  })),
  refused("change a delivery service", (f) => ({
    method: "PUT",
    url: `/api/carriers/delivery-services/${f.serviceId}`,
    body: serviceBody(f),
  })),
  refused("disable a delivery service", (f) => ({
    method: "PUT",
    url: `/api/carriers/delivery-services/${f.serviceId}/status`,
    body: { enabled: false },
  })),
  refused("delete a delivery service", (f) => ({
    method: "DELETE",
    url: `/api/carriers/delivery-services/${f.serviceId}`,
  })),
];
