import { type CompiledTrackRules, compileTrackRules, type TrackRule } from "@pp/domain";
import type { Database, Executor } from "../../platform/db";
import { createNotifiedCache } from "../../platform/notified-cache";
import * as repo from "./track-rules.repository";

// The rule chains events are mapped through (docs/architecture.md "Tracking"): a product's group, then its provider's,
// then the platform default. Every process keeps the compiled groups and the assignments until a change of rules or
// assignments is announced on TRACK_RULES_CHANNEL (each such change notifies in its transaction).

/** Heard by every server process: tracking rules, groups or assignments changed. */
export const TRACK_RULES_CHANNEL = "track_rules_changed";

/** Every group compiled, which group each product and provider uses, and the default group. */
export type TrackRuleBook = {
  groups: Map<number, CompiledTrackRules>;
  productGroup: Map<number, number>;
  providerGroup: Map<number, number>;
  defaultGroupId: number | null;
};

export const toTrackRule = (row: repo.RuleRow): TrackRule => ({
  id: row.id,
  trackStatus: row.trackStatus,
  eventCode: row.eventCode,
  keyword: row.keyword,
  source: row.source,
  alert: row.alert,
  enabled: row.enabled,
});

/** Reads the whole rule book: every group's rules compiled, every assignment. */
export const readRuleBook = async (ex: Executor): Promise<TrackRuleBook> => {
  const groups = await repo.listGroups(ex);
  const rules = await repo.listRules(
    ex,
    groups.map((group) => group.id),
  );
  const byGroup = new Map<number, TrackRule[]>(groups.map((group) => [group.id, []]));
  for (const rule of rules) byGroup.get(rule.groupId)?.push(toTrackRule(rule));
  const productGroup = new Map<number, number>();
  const providerGroup = new Map<number, number>();
  for (const assignment of await repo.listAssignments(ex))
    (assignment.subjectKind === "product" ? productGroup : providerGroup).set(
      assignment.subjectId,
      assignment.groupId,
    );
  return {
    groups: new Map([...byGroup].map(([id, list]) => [id, compileTrackRules(list)])),
    productGroup,
    providerGroup,
    defaultGroupId: groups.find((group) => group.isDefault)?.id ?? null,
  };
};

/** The ids of a parcel's chain: its product's group, its provider's, the default; missing ones and repeats skipped. */
export const chainGroupIds = (book: TrackRuleBook, productId: number, providerId: number | null) => {
  const ids = [
    book.productGroup.get(productId),
    providerId === null ? undefined : book.providerGroup.get(providerId),
    book.defaultGroupId ?? undefined,
  ].filter((id): id is number => id !== undefined);
  return [...new Set(ids)];
};

export const chainOf = (book: TrackRuleBook, productId: number, providerId: number | null) =>
  chainGroupIds(book, productId, providerId).flatMap((id) => {
    const group = book.groups.get(id);
    return group ? [group] : [];
  });

/**
 * The compiled rule chains this process keeps: `loadRuleChain(productId, providerId)` answers the chain
 * [product's group, provider's group, default group] without a query while nothing changed.
 */
export const createRuleChains = async (database: Database) => {
  const cache = await createNotifiedCache<"book", TrackRuleBook>(database, {
    invalidations: [{ channel: TRACK_RULES_CHANNEL, keysOf: () => "all" }],
    load: () => readRuleBook(database.db),
    maxAgeMs: 10 * 60_000,
    maxEntries: 1,
  });
  return {
    book: () => cache.get("book"),
    loadRuleChain: async (productId: number, providerId: number | null) =>
      chainOf(await cache.get("book"), productId, providerId),
  };
};
export type RuleChains = Awaited<ReturnType<typeof createRuleChains>>;

declare module "fastify" {
  interface FastifyInstance {
    /** This process's compiled tracking rule chains (app.ts): the events side maps events through them. */
    trackRuleChains: RuleChains;
  }
}
