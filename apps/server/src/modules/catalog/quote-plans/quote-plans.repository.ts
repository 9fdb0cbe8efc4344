import { and, asc, eq, gte, inArray, not, notInArray, or, sql } from "drizzle-orm";
import type { Executor } from "../../../platform/db";
import { quotePlans, rateCells } from "../catalog.tables";

// Quote plans and their rate cells (zone × band). Plans belong to a product; callers check the product first.

export type QuotePlanRow = typeof quotePlans.$inferSelect;
export type RateCellRow = typeof rateCells.$inferSelect;
export type RateCellValues = Omit<RateCellRow, "planId">;

export const listPlans = (db: Executor, productId: number) =>
  db
    .select()
    .from(quotePlans)
    .where(eq(quotePlans.productId, productId))
    .orderBy(sql`${quotePlans.isDefault} desc`, asc(quotePlans.id));

export const findPlan = async (db: Executor, productId: number, planId: number) =>
  (
    await db
      .select()
      .from(quotePlans)
      .where(and(eq(quotePlans.productId, productId), eq(quotePlans.id, planId)))
  )[0];

export const findDefaultPlan = async (db: Executor, productId: number) =>
  (
    await db
      .select()
      .from(quotePlans)
      .where(and(eq(quotePlans.productId, productId), eq(quotePlans.isDefault, true)))
  )[0];

export const planNameTaken = async (db: Executor, productId: number, name: string, exceptId?: number) =>
  (
    await db
      .select({ id: quotePlans.id })
      .from(quotePlans)
      .where(
        and(
          eq(quotePlans.productId, productId),
          sql`lower(${quotePlans.name}) = lower(${name})`,
          exceptId === undefined ? undefined : not(eq(quotePlans.id, exceptId)),
        ),
      )
  ).length > 0;

export const insertPlan = async (db: Executor, values: typeof quotePlans.$inferInsert) =>
  (await db.insert(quotePlans).values(values).returning())[0]!;

export const renamePlan = async (db: Executor, planId: number, name: string) =>
  (await db.update(quotePlans).set({ name }).where(eq(quotePlans.id, planId)).returning())[0]!;

export const deletePlan = (db: Executor, planId: number) =>
  db.delete(quotePlans).where(eq(quotePlans.id, planId));

export const listCells = (db: Executor, planId: number) =>
  db
    .select()
    .from(rateCells)
    .where(eq(rateCells.planId, planId))
    .orderBy(asc(rateCells.zoneCode), asc(rateCells.bandIndex));

export const replaceCells = async (db: Executor, planId: number, cells: RateCellValues[]) => {
  await db.delete(rateCells).where(eq(rateCells.planId, planId));
  if (cells.length) await db.insert(rateCells).values(cells.map((cell) => ({ ...cell, planId })));
};

export const copyCells = async (db: Executor, fromPlanId: number, toPlanId: number) =>
  replaceCells(
    db,
    toPlanId,
    (await listCells(db, fromPlanId)).map(({ planId: _from, ...cell }) => cell),
  );

const planIdsOf = (db: Executor, productId: number) =>
  db.select({ id: quotePlans.id }).from(quotePlans).where(eq(quotePlans.productId, productId));

/** Drops the cells of every plan of a product whose zone is gone or whose band index is past the last band. */
export const pruneCells = async (db: Executor, productId: number, zoneCodes: string[], bandCount: number) => {
  const plans = planIdsOf(db, productId);
  await db
    .delete(rateCells)
    .where(
      and(
        inArray(rateCells.planId, plans),
        zoneCodes.length
          ? or(notInArray(rateCells.zoneCode, zoneCodes), gte(rateCells.bandIndex, bandCount))
          : undefined,
      ),
    );
};
