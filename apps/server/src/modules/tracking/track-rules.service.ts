import type {
  TrackGroupAssignment,
  TrackGroupSubjectOptions,
  TrackRuleDto,
  TrackRuleGroupDto,
  TrackRuleGroupInput,
  TrackRuleInput,
} from "@pp/contracts";
import { maskText } from "@pp/domain";
import { asc, inArray } from "drizzle-orm";
import { requireCan } from "../../platform/access";
import type { Actor } from "../../platform/actor";
import { type Database, type Executor, notify } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { dockingProviders } from "../carriers";
import { existingProductIds, salesProductOptions } from "../catalog";
import { TRACK_RULES_CHANNEL } from "./rule-chain";
import * as repo from "./track-rules.repository";
import { readRuleSheet, ruleSheetOf, ruleTemplateOf } from "./track-rules.sheets";

// Tracking rule groups and rules (轨迹规则组, spec §2, §3, §7 trackRuleGroup / trackRule): platform staff
// (`manageTrackRules`) keep groups of ordered rules, make one the platform default, assign groups to products and
// providers, import and export a group's rules, and look at the events no rule maps. Every change announces itself
// on TRACK_RULES_CHANNEL in its transaction so each process drops its compiled chains (rule-chain.ts).

/** How many source + code pairs the unmapped-events list shows. */
export const UNMAPPED_LIST_MAX = 500;

const changed = (tx: Executor) => notify(tx, TRACK_RULES_CHANNEL, "");

const ruleDto = (rule: repo.RuleRow): TrackRuleDto => ({
  id: rule.id,
  groupId: rule.groupId,
  position: rule.position,
  trackStatus: rule.trackStatus,
  eventCode: rule.eventCode,
  keyword: rule.keyword,
  statusText: rule.statusText,
  eventText: rule.eventText,
  alert: rule.alert,
  source: rule.source,
  integrationCode: rule.integrationCode,
  apiName: rule.apiName,
  token: maskText(rule.token),
  enabled: rule.enabled,
  updatedAt: rule.updatedAt.toISOString(),
});

/** The token a save keeps: the stored one when none or its masked form comes back, else the one typed. */
const tokenToKeep = (typed: string | undefined, stored: string) =>
  typed === undefined || (stored !== "" && typed === maskText(stored)) ? stored : typed;

/** A rule's fields as stored: codes upper-cased as they are matched, texts trimmed by the contract. */
const ruleValues = (input: Omit<TrackRuleInput, "id" | "groupId" | "token">) => ({
  trackStatus: input.trackStatus,
  eventCode: input.eventCode.toUpperCase(),
  keyword: input.keyword,
  statusText: input.statusText,
  eventText: input.eventText,
  alert: input.alert,
  source: input.source,
  integrationCode: input.integrationCode,
  apiName: input.apiName,
  enabled: input.enabled,
});

export const createTrackRules = (database: Database) => {
  const db = database.db;

  /** Runs a change of rules or assignments in one transaction and tells every process. */
  const change = <T>(actor: Actor, run: (tx: Executor) => Promise<T>) => {
    requireCan(actor, "manageTrackRules");
    return db.transaction(async (tx) => {
      const answer = await run(tx);
      await changed(tx);
      return answer;
    });
  };

  const providerNames = async (ex: Executor, ids: number[]) =>
    ids.length === 0
      ? new Map<number, { code: string; name: string }>()
      : new Map(
          (
            await ex
              .select({ id: dockingProviders.id, code: dockingProviders.code, name: dockingProviders.name })
              .from(dockingProviders)
              .where(inArray(dockingProviders.id, [...new Set(ids)]))
          ).map((row) => [row.id, row]),
        );

  const listGroups = async (ex: Executor, actor: Actor): Promise<TrackRuleGroupDto[]> => {
    const [groups, counts, assignments] = await Promise.all([
      repo.listGroups(ex),
      repo.ruleCounts(ex),
      repo.listAssignments(ex),
    ]);
    const products = new Map(
      (await salesProductOptions(ex, null)).map((product) => [product.id, product.name[actor.lang]]),
    );
    const providers = await providerNames(
      ex,
      assignments.filter((a) => a.subjectKind === "provider").map((a) => a.subjectId),
    );
    const subjects = (groupId: number, kind: "product" | "provider") =>
      assignments
        .filter((a) => a.groupId === groupId && a.subjectKind === kind)
        .map((a) => ({
          id: a.subjectId,
          name:
            (kind === "product" ? products.get(a.subjectId) : providers.get(a.subjectId)?.name) ??
            `#${a.subjectId}`,
        }))
        .sort((a, b) => a.name.localeCompare(b.name));
    return groups.map((group) => ({
      id: group.id,
      name: group.name,
      description: group.description,
      isDefault: group.isDefault,
      createdBy: group.createdByName,
      createdAt: group.createdAt.toISOString(),
      ruleCount: counts.get(group.id) ?? 0,
      products: subjects(group.id, "product"),
      providers: subjects(group.id, "provider"),
    }));
  };

  const groupDto = async (ex: Executor, actor: Actor, id: number) => {
    const group = (await listGroups(ex, actor)).find((candidate) => candidate.id === id);
    if (!group) throw new AppError("NOT_FOUND");
    return group;
  };

  const rulesOf = async (ex: Executor, groupId: number) => (await repo.listRules(ex, [groupId])).map(ruleDto);

  const requireGroup = async (ex: Executor, id: number) => {
    const group = await repo.findGroup(ex, id);
    if (!group) throw new AppError("NOT_FOUND");
    return group;
  };

  const refuseTakenName = async (ex: Executor, name: string, id?: number) => {
    const same = await repo.findGroupByName(ex, name);
    if (same && same.id !== id) throw AppError.field("name", "trackGroupNameTaken", { code: "NAME_TAKEN" });
  };

  return {
    listGroups: (actor: Actor) => {
      requireCan(actor, "manageTrackRules");
      return listGroups(db, actor);
    },

    /** trackRuleGroup save: a new group without `id`, else the group's name and description. */
    saveGroup: (actor: Actor, input: TrackRuleGroupInput) =>
      change(actor, async (tx) => {
        await refuseTakenName(tx, input.name, input.id);
        const values = { name: input.name, description: input.description };
        if (input.id === undefined) {
          const row = await repo.insertGroup(tx, { ...values, createdBy: actor.userId });
          return groupDto(tx, actor, row.id);
        }
        if (!(await repo.updateGroup(tx, input.id, values))) throw new AppError("NOT_FOUND");
        return groupDto(tx, actor, input.id);
      }),

    /** Deletes a group with its rules: refused for the default group and while it is assigned. */
    deleteGroup: (actor: Actor, id: number) =>
      change(actor, async (tx) => {
        const group = await requireGroup(tx, id);
        if (group.isDefault)
          throw AppError.field("id", "trackGroupIsDefault", { code: "IN_USE", headline: true });
        if ((await repo.listAssignments(tx, id)).length > 0)
          throw AppError.field("id", "trackGroupInUse", { code: "IN_USE", headline: true });
        await repo.deleteGroup(tx, id);
        return { ok: true as const };
      }),

    /** Makes the group the platform default (exactly one): the last group of every chain. */
    makeDefault: (actor: Actor, id: number) =>
      change(actor, async (tx) => {
        await requireGroup(tx, id);
        await repo.makeDefault(tx, id);
        return listGroups(tx, actor);
      }),

    /** The group's products and providers become these; each leaves the group it had before. */
    assign: (actor: Actor, id: number, input: TrackGroupAssignment) =>
      change(actor, async (tx) => {
        await requireGroup(tx, id);
        const productIds = [...new Set(input.productIds)];
        const providerIds = [...new Set(input.providerIds)];
        if ((await existingProductIds(tx, productIds)).size !== productIds.length)
          throw AppError.field("productIds", "trackGroupSubjectUnknown");
        if ((await providerNames(tx, providerIds)).size !== providerIds.length)
          throw AppError.field("providerIds", "trackGroupSubjectUnknown");
        await repo.replaceAssignments(tx, id, [
          { kind: "product", ids: productIds },
          { kind: "provider", ids: providerIds },
        ]);
        return listGroups(tx, actor);
      }),

    /** What a group may be assigned to: every sales product and docking provider. */
    subjectOptions: async (actor: Actor): Promise<TrackGroupSubjectOptions> => {
      requireCan(actor, "manageTrackRules");
      const providers = await db
        .select({ id: dockingProviders.id, code: dockingProviders.code, name: dockingProviders.name })
        .from(dockingProviders)
        .orderBy(asc(dockingProviders.code));
      return {
        products: (await salesProductOptions(db, null)).map((product) => ({
          id: product.id,
          code: product.code,
          name: product.name[actor.lang],
        })),
        providers,
      };
    },

    /** trackRule listByGroupId: the group's rules in their order, tokens masked. */
    listRules: async (actor: Actor, groupId: number) => {
      requireCan(actor, "manageTrackRules");
      await requireGroup(db, groupId);
      return rulesOf(db, groupId);
    },

    /** trackRule save: a new rule (last in its group) without `id`, else the rule's fields; answers the group's rules. */
    saveRule: (actor: Actor, input: TrackRuleInput) =>
      change(actor, async (tx) => {
        if (!(await repo.findGroup(tx, input.groupId))) throw AppError.field("groupId", "NOT_FOUND");
        if (input.id === undefined) {
          await repo.insertRules(tx, input.groupId, [{ ...ruleValues(input), token: input.token ?? "" }]);
          return rulesOf(tx, input.groupId);
        }
        const found = await repo.findRule(tx, input.id);
        if (!found || found.groupId !== input.groupId) throw new AppError("NOT_FOUND");
        await repo.updateRule(tx, input.id, {
          ...ruleValues(input),
          token: tokenToKeep(input.token, found.token),
        });
        return rulesOf(tx, found.groupId);
      }),

    deleteRule: (actor: Actor, id: number) =>
      change(actor, async (tx) => {
        const rule = await repo.findRule(tx, id);
        if (!rule) throw new AppError("NOT_FOUND");
        await repo.deleteRule(tx, id);
        return rulesOf(tx, rule.groupId);
      }),

    moveRule: (actor: Actor, id: number, direction: "up" | "down") =>
      change(actor, async (tx) => {
        if ((await repo.moveRule(tx, id, direction)) === undefined) throw new AppError("NOT_FOUND");
        return rulesOf(tx, (await repo.findRule(tx, id))!.groupId);
      }),

    setRuleEnabled: (actor: Actor, id: number, enabled: boolean) =>
      change(actor, async (tx) => {
        const row = await repo.updateRule(tx, id, { enabled });
        if (!row) throw new AppError("NOT_FOUND");
        return rulesOf(tx, row.groupId);
      }),

    /** trackRule template: the import sheet with two example rows in the reader's language. */
    template: (actor: Actor) => {
      requireCan(actor, "manageTrackRules");
      return ruleTemplateOf(actor.lang);
    },

    /** A group's rules as the import sheet (tokens left out: they are secrets). */
    exportRules: async (actor: Actor, groupId: number) => {
      requireCan(actor, "manageTrackRules");
      await requireGroup(db, groupId);
      return ruleSheetOf(actor.lang, await repo.listRules(db, [groupId]));
    },

    /**
     * trackRule import: appends the sheet's rules to the group. The whole file is checked first: when any row is
     * bad nothing is imported and every bad row is reported with why.
     */
    importRules: async (actor: Actor, groupId: number, file: Buffer) => {
      requireCan(actor, "manageTrackRules");
      await requireGroup(db, groupId);
      const { rules, failed } = await readRuleSheet(actor.lang, file);
      if (failed.length > 0) return { imported: 0, failed };
      await change(actor, async (tx) => {
        await requireGroup(tx, groupId);
        await repo.insertRules(
          tx,
          groupId,
          rules.map((rule) => ({ ...ruleValues(rule), token: "" })),
        );
      });
      return { imported: rules.length, failed };
    },

    /** Events no rule mapped, by source and code, with a count, an example text and when first and last seen. */
    unmappedEvents: async (actor: Actor) => {
      requireCan(actor, "manageTrackRules");
      const { rows, total } = await repo.unmappedEvents(db, UNMAPPED_LIST_MAX);
      return {
        rows: rows.map((row) => ({
          source: row.source,
          code: row.code,
          count: Number(row.count),
          exampleText: row.exampleText ?? "",
          firstSeen: new Date(row.firstSeen ?? 0).toISOString(),
          lastSeen: new Date(row.lastSeen ?? 0).toISOString(),
        })),
        total,
      };
    },
  };
};

export type TrackRules = ReturnType<typeof createTrackRules>;
