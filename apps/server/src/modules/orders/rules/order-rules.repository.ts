import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../../platform/db";
import { nextPosition, swapWithNeighbour } from "../../../platform/ordered-rows";
import { orderRuleGroups, orderRules, orderRuleWords } from "./order-rules.tables";

// The order rules' SQL. Rules and groups are the platform's: no tenant column, only platform staff reach them.

export type GroupRow = typeof orderRuleGroups.$inferSelect;
export type RuleRow = typeof orderRules.$inferSelect;
export type NewGroup = Omit<typeof orderRuleGroups.$inferInsert, "id" | "position">;
export type NewRule = Omit<typeof orderRules.$inferInsert, "id" | "position">;

export const listGroups = (ex: Executor) =>
  ex.select().from(orderRuleGroups).orderBy(asc(orderRuleGroups.position), asc(orderRuleGroups.id));

export const listRules = (ex: Executor, groupIds?: number[]) =>
  ex
    .select()
    .from(orderRules)
    .where(groupIds ? inArray(orderRules.groupId, groupIds) : undefined)
    .orderBy(asc(orderRules.groupId), asc(orderRules.position), asc(orderRules.id));

export const findGroup = async (ex: Executor, id: number) =>
  (await ex.select().from(orderRuleGroups).where(eq(orderRuleGroups.id, id)))[0];

export const findRule = async (ex: Executor, id: number) =>
  (await ex.select().from(orderRules).where(eq(orderRules.id, id)))[0];

/** Locks the group table's order: positions are handed out and swapped one writer at a time. */
const lockOrder = (ex: Executor) =>
  ex.execute(sql`lock table ${orderRuleGroups} in share row exclusive mode`);

export const insertGroup = async (ex: Executor, values: NewGroup) => {
  await lockOrder(ex);
  const [row] = await ex
    .insert(orderRuleGroups)
    .values({ ...values, position: await nextPosition(ex, orderRuleGroups) })
    .returning();
  return row!;
};

export const updateGroup = async (ex: Executor, id: number, values: Partial<NewGroup>) =>
  (
    await ex
      .update(orderRuleGroups)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(orderRuleGroups.id, id))
      .returning()
  )[0];

export const insertRule = async (ex: Executor, values: NewRule) => {
  await lockOrder(ex);
  const [row] = await ex
    .insert(orderRules)
    .values({
      ...values,
      position: await nextPosition(ex, orderRules, eq(orderRules.groupId, values.groupId)),
    })
    .returning();
  return row!;
};

export const updateRule = async (ex: Executor, id: number, values: Partial<NewRule>) =>
  (
    await ex
      .update(orderRules)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(orderRules.id, id))
      .returning()
  )[0];

export const deleteRule = (ex: Executor, id: number) => ex.delete(orderRules).where(eq(orderRules.id, id));

export const deleteGroups = async (ex: Executor, ids: number[]) =>
  (
    await ex
      .delete(orderRuleGroups)
      .where(inArray(orderRuleGroups.id, ids))
      .returning({ id: orderRuleGroups.id })
  ).length;

/** Swaps a group's position with its neighbour's above or below; false when it is already first or last. */
export const moveGroup = async (ex: Executor, id: number, direction: "up" | "down") => {
  await lockOrder(ex);
  const group = await findGroup(ex, id);
  if (!group) return undefined;
  return swapWithNeighbour(ex, orderRuleGroups, group, direction);
};

/** Swaps a rule's position with its neighbour's in the same group; false when it is already first or last. */
export const moveRule = async (ex: Executor, id: number, direction: "up" | "down") => {
  await lockOrder(ex);
  const rule = await findRule(ex, id);
  if (!rule) return undefined;
  return swapWithNeighbour(ex, orderRules, rule, direction, eq(orderRules.groupId, rule.groupId));
};

export const listWords = async (ex: Executor) =>
  (await ex.select({ word: orderRuleWords.word }).from(orderRuleWords).orderBy(asc(orderRuleWords.word))).map(
    (row) => row.word,
  );

export const replaceWords = async (ex: Executor, words: string[]) => {
  await ex.delete(orderRuleWords);
  if (words.length > 0) await ex.insert(orderRuleWords).values(words.map((word) => ({ word })));
};
