import { type CompiledTrackRules, compileTrackRules, type TrackRule } from "@pp/domain";
import { and, asc, eq, inArray, or } from "drizzle-orm";
import type { Executor } from "../../platform/db";
import { trackGroupAssignments, trackRuleGroups, trackRules } from "./tracking.tables";

// The compiled chain of rule groups an order's events are mapped through: its product's group, then its provider's,
// then the platform default (docs/architecture.md "Tracking"). Groups missing from the chain are skipped.

export const loadRuleChain = async (
  db: Executor,
  productId: number,
  providerId: number | null,
): Promise<CompiledTrackRules[]> => {
  const subjects = [
    and(eq(trackGroupAssignments.subjectKind, "product"), eq(trackGroupAssignments.subjectId, productId)),
    ...(providerId === null
      ? []
      : [
          and(
            eq(trackGroupAssignments.subjectKind, "provider"),
            eq(trackGroupAssignments.subjectId, providerId),
          ),
        ]),
  ];
  const [assigned, defaults] = await Promise.all([
    db
      .select({ kind: trackGroupAssignments.subjectKind, groupId: trackGroupAssignments.groupId })
      .from(trackGroupAssignments)
      .where(or(...subjects)),
    db.select({ id: trackRuleGroups.id }).from(trackRuleGroups).where(eq(trackRuleGroups.isDefault, true)),
  ]);
  const order = [
    assigned.find((row) => row.kind === "product")?.groupId,
    assigned.find((row) => row.kind === "provider")?.groupId,
    defaults[0]?.id,
  ].filter((id): id is number => id !== undefined);
  if (order.length === 0) return [];
  const rules = await db
    .select()
    .from(trackRules)
    .where(inArray(trackRules.groupId, order))
    .orderBy(asc(trackRules.position), asc(trackRules.id));
  return order.map((groupId) =>
    compileTrackRules(
      rules
        .filter((rule) => rule.groupId === groupId)
        .map(
          (rule): TrackRule => ({
            id: rule.id,
            trackStatus: rule.trackStatus,
            eventCode: rule.eventCode,
            keyword: rule.keyword,
            source: rule.source,
            alert: rule.alert,
            enabled: rule.enabled,
          }),
        ),
    ),
  );
};
