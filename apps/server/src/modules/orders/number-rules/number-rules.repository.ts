import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Executor } from "../../../platform/db";
import { nextPosition, swapWithNeighbour } from "../../../platform/ordered-rows";
import { users } from "../../identity";
import { numberRules } from "./number-rules.tables";

// The number rules' SQL. Rules are the platform's: no tenant column, only platform staff reach them.

export type NumberRuleRow = typeof numberRules.$inferSelect & { createdByName: string | null };
export type NewNumberRule = Omit<typeof numberRules.$inferInsert, "id" | "position">;

const byPosition = [asc(numberRules.position), asc(numberRules.id)];

/** Every rule in its order, with its creator's user name. */
export const listRules = (ex: Executor): Promise<NumberRuleRow[]> =>
  ex
    .select({ ...getTableColumns(numberRules), createdByName: users.username })
    .from(numberRules)
    .leftJoin(users, eq(users.id, numberRules.createdBy))
    .orderBy(...byPosition);

/** The open rules in their order: what a scan applies. */
export const listOpenRules = (ex: Executor) =>
  ex
    .select()
    .from(numberRules)
    .where(eq(numberRules.isOpen, true))
    .orderBy(...byPosition);

export const findRule = async (ex: Executor, id: number) =>
  (await ex.select().from(numberRules).where(eq(numberRules.id, id)))[0];

/** Locks the table's order: positions are handed out and swapped one writer at a time. */
const lockOrder = (ex: Executor) => ex.execute(sql`lock table ${numberRules} in share row exclusive mode`);

export const insertRule = async (ex: Executor, values: NewNumberRule) => {
  await lockOrder(ex);
  const [row] = await ex
    .insert(numberRules)
    .values({ ...values, position: await nextPosition(ex, numberRules) })
    .returning();
  return row!;
};

export const updateRule = async (ex: Executor, id: number, values: Partial<NewNumberRule>) =>
  (
    await ex
      .update(numberRules)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(numberRules.id, id))
      .returning()
  )[0];

export const deleteRule = async (ex: Executor, id: number) =>
  (await ex.delete(numberRules).where(eq(numberRules.id, id)).returning({ id: numberRules.id })).length > 0;

/** Swaps a rule's position with its neighbour's above or below; false when it is already first or last. */
export const moveRule = async (ex: Executor, id: number, direction: "up" | "down") => {
  await lockOrder(ex);
  const rule = await findRule(ex, id);
  if (!rule) return undefined;
  return swapWithNeighbour(ex, numberRules, rule, direction);
};
