import type { OrderRuleGroup, OrderRuleGroupInput, OrderRuleInput } from "@pp/contracts";
import { compilePostcodeSet, normalizeRuleWords, type OrderRuleSet, type OrderRuleStatus } from "@pp/domain";
import { and, eq, inArray } from "drizzle-orm";
import { requireCan } from "../../../platform/access";
import type { Actor } from "../../../platform/actor";
import { type Database, type Executor, notify } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { createNotifiedCache } from "../../../platform/notified-cache";
import { CATALOG_CHANNEL, existingProductIds, findPostcodeGroupMatchers } from "../../catalog";
import { orgs } from "../../identity";
import * as repo from "./order-rules.repository";

// Order rules and rule groups (订单规则, spec §2, §3, §7): platform staff (`manageOrderRules`) keep ordered groups of
// rules; every placement runs the active ones (packages/domain order-rules.ts) through `current()`, the compiled
// set this process keeps until a change is announced on ORDER_RULES_CHANNEL (or a postcode group changes).

/** Heard by every server process: the order rules or the word list changed. */
const ORDER_RULES_CHANNEL = "order_rules_changed";

/** What a copy's name ends with, in the copier's language. */
const COPY_SUFFIX: Record<Actor["lang"], string> = { zh: "副本", en: "copy", ko: "사본" };
const copyName = (actor: Actor, name: string) => `${name} (${COPY_SUFFIX[actor.lang]})`.slice(0, 60);

const changed = (tx: Executor) => notify(tx, ORDER_RULES_CHANNEL, "");

const toDto = (group: repo.GroupRow, rules: repo.RuleRow[]): OrderRuleGroup => ({
  id: group.id,
  name: group.name,
  description: group.description,
  status: group.status,
  position: group.position,
  scope: group.scope,
  createdAt: group.createdAt.toISOString(),
  rules: rules
    .filter((rule) => rule.groupId === group.id)
    .map((rule) => ({
      id: rule.id,
      groupId: rule.groupId,
      name: rule.name,
      status: rule.status,
      position: rule.position,
      conditions: rule.conditions,
      strategy: rule.strategy,
      message: rule.message,
      requiredFields: rule.requiredFields,
      switchProductId: rule.switchProductId,
      updatedAt: rule.updatedAt.toISOString(),
    })),
});

/** The active groups and rules in their order, with the postcode groups they name compiled: what placement runs. */
const loadRuleSet = async (ex: Executor): Promise<OrderRuleSet> => {
  const groups = (await repo.listGroups(ex)).filter((group) => group.status === "active");
  const rules = groups.length
    ? (
        await repo.listRules(
          ex,
          groups.map((group) => group.id),
        )
      ).filter((rule) => rule.status === "active")
    : [];
  const matchers = await findPostcodeGroupMatchers(
    ex,
    rules.flatMap((rule) => rule.conditions.postcodeGroupIds),
  );
  return {
    groups: groups.map((group) => ({
      id: group.id,
      name: group.name,
      scope: group.scope,
      rules: rules
        .filter((rule) => rule.groupId === group.id)
        .map(({ id, name, conditions, strategy, message, requiredFields, switchProductId }) => ({
          id,
          name,
          conditions,
          strategy,
          message,
          requiredFields,
          switchProductId,
        })),
    })),
    words: normalizeRuleWords(await repo.listWords(ex)),
    postcodeSets: new Map([...matchers].map(([id, list]) => [id, compilePostcodeSet(list)])),
  };
};

export const createOrderRules = async (database: Database) => {
  const db = database.db;
  const cache = await createNotifiedCache<"rules", OrderRuleSet>(database, {
    invalidations: [
      { channel: ORDER_RULES_CHANNEL, keysOf: () => "all" },
      // A postcode group's change comes without products named (touchProducts "all"); product changes do not matter.
      { channel: CATALOG_CHANNEL, keysOf: (payload) => (payload ? [] : "all") },
    ],
    load: () => loadRuleSet(db),
    maxAgeMs: 10 * 60_000,
    maxEntries: 1,
  });

  const list = async (ex: Executor = db) => {
    const [groups, rules] = await Promise.all([repo.listGroups(ex), repo.listRules(ex)]);
    return groups.map((group) => toDto(group, rules));
  };
  const groupDto = async (ex: Executor, id: number) => {
    const group = await repo.findGroup(ex, id);
    if (!group) throw new AppError("NOT_FOUND");
    return toDto(group, await repo.listRules(ex, [id]));
  };

  /** Refuses a scope naming orgs that are not customers or products that do not exist. */
  const checkScope = async (ex: Executor, scope: OrderRuleGroupInput["scope"]) => {
    if (scope.orgIds.length > 0) {
      const found = await ex
        .select({ id: orgs.id })
        .from(orgs)
        .where(and(inArray(orgs.id, scope.orgIds), eq(orgs.type, "customer")));
      if (found.length !== new Set(scope.orgIds).size)
        throw AppError.field("scope.orgIds", "CAT_UNKNOWN_CUSTOMER");
    }
    if ((await existingProductIds(ex, scope.productIds)).size !== new Set(scope.productIds).size)
      throw AppError.field("scope.productIds", "SIGNING_PRODUCT_UNKNOWN");
  };

  /** Refuses a rule naming postcode groups or a product that do not exist. */
  const checkRule = async (ex: Executor, input: OrderRuleInput) => {
    const groupIds = input.conditions.postcodeGroupIds;
    if ((await findPostcodeGroupMatchers(ex, groupIds)).size !== new Set(groupIds).size)
      throw AppError.field("conditions.postcodeGroupIds", "CATALOG_GROUP_UNKNOWN");
    if (input.strategy === "switchProduct" && input.switchProductId !== null) {
      if (!(await existingProductIds(ex, [input.switchProductId])).has(input.switchProductId))
        throw AppError.field("switchProductId", "SIGNING_PRODUCT_UNKNOWN");
    }
  };

  const ruleValues = (input: OrderRuleInput) => ({
    groupId: input.groupId,
    name: input.name,
    conditions: input.conditions,
    strategy: input.strategy,
    message: input.message,
    requiredFields: input.strategy === "requireFields" ? input.requiredFields : [],
    switchProductId: input.strategy === "switchProduct" ? input.switchProductId : null,
  });

  /** Runs a change of the rules in one transaction and tells every process. */
  const change = <T>(actor: Actor, run: (tx: Executor) => Promise<T>) => {
    requireCan(actor, "manageOrderRules");
    return db.transaction(async (tx) => {
      const answer = await run(tx);
      await changed(tx);
      return answer;
    });
  };

  return {
    /** The compiled active rules placement runs: no query while nothing changed. */
    current: () => cache.get("rules"),

    list: (actor: Actor) => {
      requireCan(actor, "manageOrderRules");
      return list();
    },

    /** addOrUpdateOrderRuleGroup: a new group goes last, active. */
    saveGroup: (actor: Actor, input: OrderRuleGroupInput) =>
      change(actor, async (tx) => {
        await checkScope(tx, input.scope);
        const values = { name: input.name, description: input.description, scope: input.scope };
        if (input.id === undefined) {
          const row = await repo.insertGroup(tx, { ...values, createdBy: actor.userId });
          return groupDto(tx, row.id);
        }
        if (!(await repo.updateGroup(tx, input.id, values))) throw new AppError("NOT_FOUND");
        return groupDto(tx, input.id);
      }),

    /** addOrUpdateOrderRule: a new rule goes last in its group, active. */
    saveRule: (actor: Actor, input: OrderRuleInput) =>
      change(actor, async (tx) => {
        if (!(await repo.findGroup(tx, input.groupId))) throw AppError.field("groupId", "NOT_FOUND");
        await checkRule(tx, input);
        if (input.id === undefined) {
          const row = await repo.insertRule(tx, ruleValues(input));
          return groupDto(tx, row.groupId);
        }
        const found = await repo.findRule(tx, input.id);
        if (!found) throw new AppError("NOT_FOUND");
        // A rule stays in its group (its position is its group's).
        await repo.updateRule(tx, input.id, { ...ruleValues(input), groupId: found.groupId });
        return groupDto(tx, found.groupId);
      }),

    moveGroup: (actor: Actor, id: number, direction: "up" | "down") =>
      change(actor, async (tx) => {
        if ((await repo.moveGroup(tx, id, direction)) === undefined) throw new AppError("NOT_FOUND");
        return list(tx);
      }),

    moveRule: (actor: Actor, id: number, direction: "up" | "down") =>
      change(actor, async (tx) => {
        if ((await repo.moveRule(tx, id, direction)) === undefined) throw new AppError("NOT_FOUND");
        return groupDto(tx, (await repo.findRule(tx, id))!.groupId);
      }),

    setGroupStatus: (actor: Actor, id: number, status: OrderRuleStatus) =>
      change(actor, async (tx) => {
        if (!(await repo.updateGroup(tx, id, { status }))) throw new AppError("NOT_FOUND");
        return groupDto(tx, id);
      }),

    setRuleStatus: (actor: Actor, id: number, status: OrderRuleStatus) =>
      change(actor, async (tx) => {
        const row = await repo.updateRule(tx, id, { status });
        if (!row) throw new AppError("NOT_FOUND");
        return groupDto(tx, row.groupId);
      }),

    /** Copies a group with its rules; the copy goes last and inactive, its name marked as a copy. */
    copyGroup: (actor: Actor, id: number) =>
      change(actor, async (tx) => {
        const group = await repo.findGroup(tx, id);
        if (!group) throw new AppError("NOT_FOUND");
        const copy = await repo.insertGroup(tx, {
          name: copyName(actor, group.name),
          description: group.description,
          scope: group.scope,
          status: "inactive",
          createdBy: actor.userId,
        });
        for (const rule of await repo.listRules(tx, [id])) {
          const {
            id: _id,
            groupId: _group,
            position: _position,
            createdAt: _c,
            updatedAt: _u,
            ...values
          } = rule;
          await repo.insertRule(tx, { ...values, groupId: copy.id });
        }
        return groupDto(tx, copy.id);
      }),

    /** Copies a rule into its group, last and inactive. */
    copyRule: (actor: Actor, id: number) =>
      change(actor, async (tx) => {
        const rule = await repo.findRule(tx, id);
        if (!rule) throw new AppError("NOT_FOUND");
        const { id: _id, position: _position, createdAt: _c, updatedAt: _u, ...values } = rule;
        await repo.insertRule(tx, {
          ...values,
          name: copyName(actor, rule.name),
          status: "inactive",
        });
        return groupDto(tx, rule.groupId);
      }),

    deleteRule: (actor: Actor, id: number) =>
      change(actor, async (tx) => {
        const rule = await repo.findRule(tx, id);
        if (!rule) throw new AppError("NOT_FOUND");
        await repo.deleteRule(tx, id);
        return groupDto(tx, rule.groupId);
      }),

    /** batchDelOrderRuleGroup: deletes the selected groups with their rules; an unknown id refuses them all. */
    deleteGroups: (actor: Actor, ids: number[]) =>
      change(actor, async (tx) => {
        const unique = [...new Set(ids)];
        if ((await repo.deleteGroups(tx, unique)) !== unique.length) throw new AppError("NOT_FOUND");
        return { ok: true as const };
      }),

    words: async (actor: Actor) => {
      requireCan(actor, "manageOrderRules");
      return { words: await repo.listWords(db) };
    },

    saveWords: (actor: Actor, words: string[]) =>
      change(actor, async (tx) => {
        await repo.replaceWords(tx, normalizeRuleWords(words));
        return { words: await repo.listWords(tx) };
      }),
  };
};

export type OrderRules = Awaited<ReturnType<typeof createOrderRules>>;
