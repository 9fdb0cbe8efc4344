import { and, asc, count, eq, gte, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db";
import { apiCalls } from "../../platform/platform.tables";
import { orgs } from "../identity";
import { dockingProviderCustomers, dockingProviders } from "./carriers.tables";

// Docking providers' and the API log's SQL. Staff read every provider; a customer's own account carries its org in
// `owner_org_id`, and its owner reads only those (`ownerOrgId`).

export type ProviderRow = typeof dockingProviders.$inferSelect;
export type NewProvider = Omit<typeof dockingProviders.$inferInsert, "id">;

/** How far back a provider's success rate and label time look. */
export const STATS_DAYS = 7;

export const listProviders = (
  ex: Executor,
  filter: { keyword?: string; serviceClass?: string; ownerOrgId?: number },
) => {
  const where: SQL[] = [];
  if (filter.ownerOrgId !== undefined) where.push(eq(dockingProviders.ownerOrgId, filter.ownerOrgId));
  if (filter.keyword) {
    const like = `%${filter.keyword}%`;
    where.push(or(ilike(dockingProviders.name, like), ilike(dockingProviders.code, like))!);
  }
  if (filter.serviceClass) where.push(eq(dockingProviders.serviceClass, filter.serviceClass));
  return ex
    .select({ provider: dockingProviders, ownerOrgName: orgs.name })
    .from(dockingProviders)
    .leftJoin(orgs, eq(orgs.id, dockingProviders.ownerOrgId))
    .where(and(...where))
    .orderBy(asc(dockingProviders.id));
};

/** Locks a customer org (its own accounts are counted under the lock) and answers its edition. */
export const lockCustomerOrg = async (tx: Executor, orgId: number) =>
  (
    await tx
      .select({ edition: orgs.edition })
      .from(orgs)
      .where(and(eq(orgs.id, orgId), eq(orgs.type, "customer")))
      .for("update")
  )[0];

export const ownProviderCount = async (ex: Executor, orgId: number) =>
  (await ex.select({ n: count() }).from(dockingProviders).where(eq(dockingProviders.ownerOrgId, orgId)))[0]
    ?.n ?? 0;

export const findProvider = async (ex: Executor, id: number) =>
  (await ex.select().from(dockingProviders).where(eq(dockingProviders.id, id)))[0];

export const allProviders = (ex: Executor) => ex.select().from(dockingProviders);

export const insertProvider = async (ex: Executor, values: NewProvider) =>
  (await ex.insert(dockingProviders).values(values).returning())[0]!;

export const updateProvider = async (ex: Executor, id: number, values: Partial<NewProvider>) =>
  (
    await ex
      .update(dockingProviders)
      .set({ ...values, updatedAt: new Date(), version: sql`${dockingProviders.version} + 1` })
      .where(eq(dockingProviders.id, id))
      .returning()
  )[0];

export const deleteProvider = (ex: Executor, id: number) =>
  ex.delete(dockingProviders).where(eq(dockingProviders.id, id)).returning({ id: dockingProviders.id });

export const customersOf = (ex: Executor, providerIds: number[]) =>
  providerIds.length
    ? ex
        .select()
        .from(dockingProviderCustomers)
        .where(inArray(dockingProviderCustomers.providerId, providerIds))
        .orderBy(asc(dockingProviderCustomers.orgId))
    : Promise.resolve([]);

export const replaceCustomers = async (ex: Executor, providerId: number, orgIds: number[]) => {
  await ex.delete(dockingProviderCustomers).where(eq(dockingProviderCustomers.providerId, providerId));
  if (orgIds.length)
    await ex.insert(dockingProviderCustomers).values(orgIds.map((orgId) => ({ providerId, orgId })));
};

export const customerOrgIds = async (ex: Executor, ids: number[]) =>
  ids.length
    ? (
        await ex
          .select({ id: orgs.id })
          .from(orgs)
          .where(and(inArray(orgs.id, ids), eq(orgs.type, "customer")))
      ).map((row) => row.id)
    : [];

/** Per provider over the last STATS_DAYS: calls, the share that succeeded, the average time of the label calls. */
export const providerStats = async (ex: Executor, now = new Date()) => {
  const since = new Date(now.getTime() - STATS_DAYS * 86_400_000);
  return ex
    .select({
      providerId: apiCalls.providerId,
      calls: count(),
      succeeded: sql<number>`count(*) filter (where ${apiCalls.outcome} = 'ok')`.mapWith(Number),
      labelMs: sql<
        string | null
      >`avg(${apiCalls.durationMs}) filter (where ${apiCalls.outcome} = 'ok' and ${apiCalls.labelFile} is not null)`,
    })
    .from(apiCalls)
    .where(and(gte(apiCalls.at, since), eq(apiCalls.direction, "outbound")))
    .groupBy(apiCalls.providerId);
};
