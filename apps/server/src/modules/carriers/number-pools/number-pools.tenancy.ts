import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { type TenancyCase, tenancyCase } from "../../../test/tenancy";
import type { TestApp } from "../../../test/test-app";
import { dockingProviders } from "../carriers.tables";
import { numberPools, poolNumbers } from "./number-pools.tables";

// Number pools are the platform's: no customer (nor a sub-account) may read, change or import into one, not even
// a pool of a manual provider assigned to the customer. The fixture is such a pool holding one number.
type Fixture = { poolId: number };

const setup = async (t: TestApp, { owner }: { owner: { orgId: number } }): Promise<Fixture> => {
  const [provider] = await t.db
    .insert(dockingProviders)
    .values({
      code: `TEN-POOL-${owner.orgId}-${Date.now()}`,
      name: "Tenancy manual provider",
      serviceClass: "PlatformManual",
      interfaceType: "manual",
      isPublic: true,
    })
    .returning();
  const [pool] = await t.db
    .insert(numberPools)
    .values({ providerId: provider!.id, name: "Tenancy pool", lowStockThreshold: 5 })
    .returning();
  await t.db.insert(poolNumbers).values({ poolId: pool!.id, number: `TEN${owner.orgId}${Date.now()}` });
  return { poolId: pool!.id };
};

const unchanged = async (t: TestApp, f: Fixture) => {
  const [pool] = await t.db.select().from(numberPools).where(eq(numberPools.id, f.poolId));
  expect(pool).toMatchObject({ name: "Tenancy pool", lowStockThreshold: 5, enabled: true });
  expect(await t.db.select().from(poolNumbers).where(eq(poolNumbers.poolId, f.poolId))).toHaveLength(1);
};

const refused = (name: string, request: TenancyCase<Fixture>["request"]) =>
  tenancyCase<Fixture>({
    name: `number pools: customers cannot ${name}`,
    setup,
    request,
    refusedWith: [403],
    unchanged,
  });

export const tenancyCases = [
  refused("list the pools", () => ({ method: "GET", url: "/api/carriers/number-pools" })),
  refused("change a pool", (f) => ({
    method: "POST",
    url: "/api/carriers/number-pools",
    body: { id: f.poolId, providerId: 1, name: "Taken over", lowStockThreshold: 0 },
  })),
  refused("import numbers", (f) => ({
    method: "POST",
    url: `/api/carriers/number-pools/${f.poolId}/import`,
    body: { kind: "text", text: "ZZ12345678" },
  })),
  refused("import an xlsx of numbers", (f) => ({
    method: "POST",
    url: `/api/carriers/number-pools/${f.poolId}/import-xlsx`,
  })),
  refused("read a pool's numbers", (f) => ({
    method: "GET",
    url: `/api/carriers/number-pools/${f.poolId}/numbers`,
  })),
];
