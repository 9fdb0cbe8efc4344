import { and, asc, count, eq, getTableColumns, inArray, isNull, max, min, not, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db";
import { nextPosition, swapWithNeighbour } from "../../platform/ordered-rows";
import { users } from "../identity";
import { trackEvents, trackGroupAssignments, trackRuleGroups, trackRules } from "./tracking.tables";

// The tracking rules' SQL. Groups, rules and assignments are the platform's: no tenant column, only platform staff
// reach them. The unmapped-events read spans every tenant's events, as an operator's desk does.

export type GroupRow = typeof trackRuleGroups.$inferSelect & { createdByName: string | null };
export type RuleRow = typeof trackRules.$inferSelect;
export type NewRule = Omit<typeof trackRules.$inferInsert, "id" | "position">;
export type AssignmentRow = typeof trackGroupAssignments.$inferSelect;

export const listGroups = (ex: Executor): Promise<GroupRow[]> =>
  ex
    .select({ ...getTableColumns(trackRuleGroups), createdByName: users.username })
    .from(trackRuleGroups)
    .leftJoin(users, eq(users.id, trackRuleGroups.createdBy))
    .orderBy(asc(trackRuleGroups.id));

export const findGroup = async (ex: Executor, id: number) =>
  (await ex.select().from(trackRuleGroups).where(eq(trackRuleGroups.id, id)))[0];

export const findGroupByName = async (ex: Executor, name: string) =>
  (await ex.select().from(trackRuleGroups).where(sql`lower(${trackRuleGroups.name}) = lower(${name})`))[0];

export const ruleCounts = async (ex: Executor) =>
  new Map(
    (
      await ex
        .select({ groupId: trackRules.groupId, count: count() })
        .from(trackRules)
        .groupBy(trackRules.groupId)
    ).map((row) => [row.groupId, Number(row.count)]),
  );

export const insertGroup = async (ex: Executor, values: typeof trackRuleGroups.$inferInsert) =>
  (await ex.insert(trackRuleGroups).values(values).returning())[0]!;

export const updateGroup = async (
  ex: Executor,
  id: number,
  values: Partial<typeof trackRuleGroups.$inferInsert>,
) =>
  (
    await ex
      .update(trackRuleGroups)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(trackRuleGroups.id, id))
      .returning()
  )[0];

export const deleteGroup = (ex: Executor, id: number) =>
  ex.delete(trackRuleGroups).where(eq(trackRuleGroups.id, id));

/** Makes `id` the one default group (the partial unique index allows one). */
export const makeDefault = async (ex: Executor, id: number) => {
  await ex
    .update(trackRuleGroups)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(trackRuleGroups.isDefault, true), not(eq(trackRuleGroups.id, id))));
  await ex
    .update(trackRuleGroups)
    .set({ isDefault: true, updatedAt: new Date() })
    .where(eq(trackRuleGroups.id, id));
};

export const defaultGroupId = async (ex: Executor) =>
  (
    await ex
      .select({ id: trackRuleGroups.id })
      .from(trackRuleGroups)
      .where(eq(trackRuleGroups.isDefault, true))
  )[0]?.id ?? null;

export const listAssignments = (ex: Executor, groupId?: number) =>
  ex
    .select()
    .from(trackGroupAssignments)
    .where(groupId === undefined ? undefined : eq(trackGroupAssignments.groupId, groupId));

/** The group's assignments become exactly these subjects; each subject leaves any other group it had. */
export const replaceAssignments = async (
  ex: Executor,
  groupId: number,
  subjects: { kind: "product" | "provider"; ids: number[] }[],
) => {
  await ex.delete(trackGroupAssignments).where(eq(trackGroupAssignments.groupId, groupId));
  for (const { kind, ids } of subjects) {
    if (ids.length === 0) continue;
    await ex
      .delete(trackGroupAssignments)
      .where(and(eq(trackGroupAssignments.subjectKind, kind), inArray(trackGroupAssignments.subjectId, ids)));
    await ex
      .insert(trackGroupAssignments)
      .values(ids.map((subjectId) => ({ groupId, subjectKind: kind, subjectId })));
  }
};

export const listRules = (ex: Executor, groupIds: number[]) =>
  groupIds.length === 0
    ? Promise.resolve([] as RuleRow[])
    : ex
        .select()
        .from(trackRules)
        .where(inArray(trackRules.groupId, groupIds))
        .orderBy(asc(trackRules.groupId), asc(trackRules.position), asc(trackRules.id));

export const findRule = async (ex: Executor, id: number) =>
  (await ex.select().from(trackRules).where(eq(trackRules.id, id)))[0];

/** Locks a group's row: its rules' positions are handed out and swapped one writer at a time. */
const lockGroup = (ex: Executor, groupId: number) =>
  ex.execute(sql`select id from ${trackRuleGroups} where id = ${groupId} for update`);

/** Appends rules to a group, in the order given. */
export const insertRules = async (ex: Executor, groupId: number, rules: Omit<NewRule, "groupId">[]) => {
  if (rules.length === 0) return [];
  await lockGroup(ex, groupId);
  const first = await nextPosition(ex, trackRules, eq(trackRules.groupId, groupId));
  return ex
    .insert(trackRules)
    .values(rules.map((rule, index) => ({ ...rule, groupId, position: first + index })))
    .returning();
};

export const updateRule = async (ex: Executor, id: number, values: Partial<NewRule>) =>
  (
    await ex
      .update(trackRules)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(trackRules.id, id))
      .returning()
  )[0];

export const deleteRule = (ex: Executor, id: number) => ex.delete(trackRules).where(eq(trackRules.id, id));

/** Swaps a rule with its neighbour in its group; undefined when there is no such rule. */
export const moveRule = async (ex: Executor, id: number, direction: "up" | "down") => {
  const rule = await findRule(ex, id);
  if (!rule) return undefined;
  await lockGroup(ex, rule.groupId);
  return swapWithNeighbour(ex, trackRules, rule, direction, eq(trackRules.groupId, rule.groupId));
};

const unmapped = and(isNull(trackEvents.ruleId), eq(trackEvents.manual, false));

/** Events no rule mapped, by source and code, the most frequent first. */
export const unmappedEvents = async (ex: Executor, limit: number) => {
  const rows = await ex
    .select({
      source: trackEvents.source,
      code: trackEvents.code,
      count: count(),
      exampleText: min(trackEvents.text),
      firstSeen: min(trackEvents.createdAt),
      lastSeen: max(trackEvents.createdAt),
    })
    .from(trackEvents)
    .where(unmapped)
    .groupBy(trackEvents.source, trackEvents.code)
    .orderBy(sql`count(*) desc`, asc(trackEvents.source), asc(trackEvents.code))
    .limit(limit);
  const [total] = await ex
    .select({ total: sql<number>`count(distinct (${trackEvents.source}, ${trackEvents.code}))` })
    .from(trackEvents)
    .where(unmapped);
  return { rows, total: Number(total?.total ?? 0) };
};
