import { and, asc, count, eq, gt, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { type Executor, rowsOf } from "../../../platform/db";
import { dockingProviders } from "../carriers.tables";
import { numberPools, poolNumbers } from "./number-pools.tables";

// Number pools' SQL. Taking a number locks only that number's row (`for update skip locked`), so pushers working
// in parallel each take a different number and never wait for one another.

export type PoolRow = typeof numberPools.$inferSelect;
type NewPool = Omit<typeof numberPools.$inferInsert, "id">;

/** Rows per insert or look-up (two parameters a row, far below PostgreSQL's 65,535). */
const CHUNK = 5000;

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) =>
    items.slice(index * CHUNK, (index + 1) * CHUNK),
  );

const counted = (ex: Executor) =>
  ex
    .select({
      poolId: poolNumbers.poolId,
      total: count().as("total"),
      used: count(poolNumbers.orderId).as("used"),
    })
    .from(poolNumbers)
    .groupBy(poolNumbers.poolId)
    .as("counted");

/** Pools with their provider's name and their counts, oldest first. */
export const listPools = (
  ex: Executor,
  filter: { providerId?: number; keyword?: string; ids?: number[] },
) => {
  const where: SQL[] = [];
  if (filter.providerId) where.push(eq(numberPools.providerId, filter.providerId));
  if (filter.ids) where.push(inArray(numberPools.id, filter.ids));
  if (filter.keyword) {
    const like = `%${filter.keyword}%`;
    where.push(or(ilike(numberPools.name, like), ilike(numberPools.serviceCode, like))!);
  }
  const numbers = counted(ex);
  return ex
    .select({
      pool: numberPools,
      providerName: dockingProviders.name,
      total: sql<number>`coalesce(${numbers.total}, 0)`.mapWith(Number),
      used: sql<number>`coalesce(${numbers.used}, 0)`.mapWith(Number),
    })
    .from(numberPools)
    .innerJoin(dockingProviders, eq(dockingProviders.id, numberPools.providerId))
    .leftJoin(numbers, eq(numbers.poolId, numberPools.id))
    .where(and(...where))
    .orderBy(asc(numberPools.id));
};

export const findPool = async (ex: Executor, id: number) =>
  (await ex.select().from(numberPools).where(eq(numberPools.id, id)))[0];

export const insertPool = async (ex: Executor, values: NewPool) =>
  (await ex.insert(numberPools).values(values).returning())[0]!;

export const updatePool = async (ex: Executor, id: number, values: Partial<NewPool>) =>
  (
    await ex
      .update(numberPools)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(numberPools.id, id))
      .returning()
  )[0];

/** Which of `numbers` some pool already holds. */
export const existingNumbers = async (ex: Executor, numbers: string[]) => {
  const found = new Set<string>();
  for (const chunk of chunks(numbers)) {
    const rows = await ex
      .select({ number: poolNumbers.number })
      .from(poolNumbers)
      .where(inArray(poolNumbers.number, chunk));
    for (const row of rows) found.add(row.number);
  }
  return found;
};

/** Adds the numbers to the pool; answers those added (one another import added meanwhile is left out). */
export const insertNumbers = async (ex: Executor, poolId: number, numbers: string[]) => {
  const added = new Set<string>();
  for (const chunk of chunks(numbers)) {
    const rows = await ex
      .insert(poolNumbers)
      .values(chunk.map((number) => ({ poolId, number })))
      .onConflictDoNothing()
      .returning({ number: poolNumbers.number });
    for (const row of rows) added.add(row.number);
  }
  return added;
};

/** The number an order already took from the provider's pools (a push retried after its answer was lost). */
export const numberOfOrder = async (ex: Executor, providerId: number, orderId: number) =>
  (
    await ex
      .select({ number: poolNumbers.number, poolId: poolNumbers.poolId })
      .from(poolNumbers)
      .innerJoin(numberPools, eq(numberPools.id, poolNumbers.poolId))
      .where(and(eq(poolNumbers.orderId, orderId), eq(numberPools.providerId, providerId)))
  )[0];

/**
 * Gives the order the next unused number of the provider's enabled pools for the service code: a pool of that
 * code first, then one serving all codes, each in import order. Numbers other transactions hold are skipped.
 */
export const takeNumber = async (
  ex: Executor,
  take: { providerId: number; serviceCode: string; orderId: number; orderNo: string },
) => {
  const rows = rowsOf<{ number: string; pool_id: number }>(
    await ex.execute(sql`
    update ${poolNumbers} set order_id = ${take.orderId}, order_no = ${take.orderNo}, used_at = now()
    where id = (
      select n.id from ${poolNumbers} n join ${numberPools} p on p.id = n.pool_id
      where p.provider_id = ${take.providerId} and p.enabled
        and (p.service_code = ${take.serviceCode} or p.service_code = '')
        and n.order_id is null
      order by (p.service_code = '') asc, n.pool_id asc, n.id asc
      limit 1
      for update of n skip locked
    )
    returning number, pool_id`),
  );
  const [row] = rows;
  return row ? { number: row.number, poolId: Number(row.pool_id) } : undefined;
};

export const remainingOf = async (ex: Executor, poolId: number) =>
  (
    await ex
      .select({ remaining: count() })
      .from(poolNumbers)
      .where(and(eq(poolNumbers.poolId, poolId), isNull(poolNumbers.orderId)))
  )[0]?.remaining ?? 0;

/** Marks the pool's low stock as told; answers the pool only for the one transaction that marked it. */
export const markLowNoticed = async (ex: Executor, poolId: number) =>
  (
    await ex
      .update(numberPools)
      .set({ lowStockNoticed: true })
      .where(and(eq(numberPools.id, poolId), eq(numberPools.lowStockNoticed, false)))
      .returning()
  )[0];

/** Lets the next crossing of the threshold be told again (an import or a lower threshold lifted the pool). */
export const clearLowNoticed = (ex: Executor, poolId: number) =>
  ex.update(numberPools).set({ lowStockNoticed: false }).where(eq(numberPools.id, poolId));

/** Per provider, its enabled pools at or below their threshold. */
export const lowPoolCounts = async (ex: Executor) => {
  const numbers = counted(ex);
  const rows = await ex
    .select({ providerId: numberPools.providerId, low: count() })
    .from(numberPools)
    .leftJoin(numbers, eq(numbers.poolId, numberPools.id))
    .where(
      and(
        eq(numberPools.enabled, true),
        sql`coalesce(${numbers.total}, 0) - coalesce(${numbers.used}, 0) <= ${numberPools.lowStockThreshold}`,
      ),
    )
    .groupBy(numberPools.providerId);
  return new Map(rows.map((row) => [row.providerId, row.low]));
};

export type NumberFilter = { cursor?: number; size: number; status?: "used" | "unused"; number?: string };

/** A keyset page of the pool's numbers in import order, with how many match. */
export const listNumbers = async (ex: Executor, poolId: number, filter: NumberFilter) => {
  const where: SQL[] = [eq(poolNumbers.poolId, poolId)];
  if (filter.status === "used") where.push(isNotNull(poolNumbers.orderId));
  if (filter.status === "unused") where.push(isNull(poolNumbers.orderId));
  if (filter.number) where.push(ilike(poolNumbers.number, `%${filter.number}%`));
  const rows = await ex
    .select()
    .from(poolNumbers)
    .where(and(...where, filter.cursor ? gt(poolNumbers.id, filter.cursor) : undefined))
    .orderBy(asc(poolNumbers.id))
    .limit(filter.size + 1);
  const [total] = await ex
    .select({ total: count() })
    .from(poolNumbers)
    .where(and(...where));
  return { rows, total: total?.total ?? 0 };
};
