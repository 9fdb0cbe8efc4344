import { and, asc, type Column, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db";
import { offsetPage } from "../../platform/paging";
import { dockingProviders } from "./carriers.tables";
import { deliveryServices, distributors } from "./last-mile.tables";

// The last mile's SQL: distributors and delivery services are the platform's (no owner org; only staff reach them).

export type DistributorRow = typeof distributors.$inferSelect;
type DistributorValues = Omit<typeof distributors.$inferInsert, "id">;
type DeliveryServiceValues = Omit<typeof deliveryServices.$inferInsert, "id">;

const patternOf = (keyword: string | undefined) =>
  keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;

const servesCountry = (column: Column, country: string | undefined) =>
  country ? sql`${column} @> ${JSON.stringify([country.toUpperCase()])}::jsonb` : undefined;

const enabledIs = (column: Column, enabled: "true" | "false" | undefined) =>
  enabled === undefined ? undefined : eq(column, enabled === "true");

type Paging = { page: number; size: number };

export const listDistributors = (
  ex: Executor,
  filter: Paging & { keyword?: string; country?: string; enabled?: "true" | "false" },
) => {
  const pattern = patternOf(filter.keyword);
  const where: SQL | undefined = and(
    pattern
      ? or(
          ilike(distributors.code, pattern),
          ilike(distributors.nameZh, pattern),
          ilike(distributors.nameEn, pattern),
          ilike(distributors.nameKo, pattern),
        )
      : undefined,
    servesCountry(distributors.countries, filter.country),
    enabledIs(distributors.enabled, filter.enabled),
  );
  const serviceCount = sql<number>`(select count(*) from ${deliveryServices} where ${deliveryServices.distributorId} = ${distributors.id})`;
  return offsetPage(
    ex
      .select({ distributor: distributors, serviceCount: serviceCount.mapWith(Number) })
      .from(distributors)
      .where(where)
      .orderBy(asc(distributors.code))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    ex.select({ n: count() }).from(distributors).where(where),
  );
};

export const findDistributor = async (ex: Executor, id: number) =>
  (await ex.select().from(distributors).where(eq(distributors.id, id)))[0];

export const insertDistributor = async (ex: Executor, values: DistributorValues) =>
  (await ex.insert(distributors).values(values).returning())[0]!;

export const updateDistributor = async (ex: Executor, id: number, values: Partial<DistributorValues>) =>
  (
    await ex
      .update(distributors)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(distributors.id, id))
      .returning()
  )[0];

export const deleteDistributor = (ex: Executor, id: number) =>
  ex.delete(distributors).where(eq(distributors.id, id)).returning({ id: distributors.id });

/** The delivery services a distributor delivers, by code. */
export const servicesOfDistributor = (ex: Executor, distributorId: number) =>
  ex
    .select({ code: deliveryServices.code })
    .from(deliveryServices)
    .where(eq(deliveryServices.distributorId, distributorId))
    .orderBy(asc(deliveryServices.code));

const serviceSelection = {
  service: deliveryServices,
  distributor: {
    code: distributors.code,
    nameZh: distributors.nameZh,
    nameEn: distributors.nameEn,
    nameKo: distributors.nameKo,
  },
  provider: { code: dockingProviders.code, name: dockingProviders.name },
};

const servicesJoined = (ex: Executor) =>
  ex
    .select(serviceSelection)
    .from(deliveryServices)
    .innerJoin(distributors, eq(distributors.id, deliveryServices.distributorId))
    .innerJoin(dockingProviders, eq(dockingProviders.id, deliveryServices.providerId));

export type DeliveryServiceJoined = Awaited<ReturnType<typeof findDeliveryService>> & {};

export const listDeliveryServices = (
  ex: Executor,
  filter: Paging & {
    keyword?: string;
    distributorId?: number;
    providerId?: number;
    country?: string;
    enabled?: "true" | "false";
  },
) => {
  const pattern = patternOf(filter.keyword);
  const where: SQL | undefined = and(
    pattern ? or(ilike(deliveryServices.code, pattern), ilike(deliveryServices.name, pattern)) : undefined,
    filter.distributorId ? eq(deliveryServices.distributorId, filter.distributorId) : undefined,
    filter.providerId ? eq(deliveryServices.providerId, filter.providerId) : undefined,
    servesCountry(deliveryServices.countries, filter.country),
    enabledIs(deliveryServices.enabled, filter.enabled),
  );
  return offsetPage(
    servicesJoined(ex)
      .where(where)
      .orderBy(asc(deliveryServices.code))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    ex.select({ n: count() }).from(deliveryServices).where(where),
  );
};

export const findDeliveryService = async (ex: Executor, id: number) =>
  (await servicesJoined(ex).where(eq(deliveryServices.id, id)))[0];

export const insertDeliveryService = async (ex: Executor, values: DeliveryServiceValues) =>
  (await ex.insert(deliveryServices).values(values).returning())[0]!;

export const updateDeliveryService = async (
  ex: Executor,
  id: number,
  values: Partial<DeliveryServiceValues>,
) =>
  (
    await ex
      .update(deliveryServices)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(deliveryServices.id, id))
      .returning({ id: deliveryServices.id })
  )[0];

export const deleteDeliveryService = (ex: Executor, id: number) =>
  ex.delete(deliveryServices).where(eq(deliveryServices.id, id)).returning({ id: deliveryServices.id });

export const findProviderBrief = async (ex: Executor, id: number) =>
  (await ex.select({ id: dockingProviders.id }).from(dockingProviders).where(eq(dockingProviders.id, id)))[0];
