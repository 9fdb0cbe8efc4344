import type { NumberRuleDto, NumberRuleInput, NumberRuleTestResult } from "@pp/contracts";
import { applyNumberRules, type NumberRule } from "@pp/domain";
import { requireCan } from "../../../platform/access";
import type { Actor } from "../../../platform/actor";
import { type Database, type Executor, notify } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { createNotifiedCache } from "../../../platform/notified-cache";
import * as repo from "./number-rules.repository";

// Tracking-number substring rules (单号截取规则, spec §3): platform staff (`manageNumberRules`) keep an ordered list;
// every scan applies the open ones (packages/domain number-rules.ts) through `current()`, the list this process
// keeps until a change is announced on NUMBER_RULES_CHANNEL.

/** Heard by every server process: the number rules changed. */
const NUMBER_RULES_CHANNEL = "number_rules_changed";

export type SavedNumberRule = NumberRule & { id: number; name: string };

const toDto = (row: repo.NumberRuleRow): NumberRuleDto => ({
  id: row.id,
  name: row.name,
  position: row.position,
  isOpen: row.isOpen,
  startsWith: row.startsWith,
  endsWith: row.endsWith,
  onlyRule: row.onlyRule,
  length: row.length,
  substringStart: row.substringStart,
  substringEnd: row.substringEnd,
  createdBy: row.createdByName,
  createdAt: row.createdAt.toISOString(),
});

const ruleValues = (input: NumberRuleInput) => ({
  name: input.name,
  isOpen: input.isOpen,
  startsWith: input.startsWith,
  endsWith: input.endsWith,
  onlyRule: input.onlyRule,
  length: input.length,
  substringStart: input.substringStart,
  substringEnd: input.substringEnd,
});

export const createNumberRules = async (database: Database) => {
  const db = database.db;
  const cache = await createNotifiedCache<"rules", SavedNumberRule[]>(database, {
    invalidations: [{ channel: NUMBER_RULES_CHANNEL, keysOf: () => "all" }],
    load: async () =>
      (await repo.listOpenRules(db)).map((row) => ({
        id: row.id,
        name: row.name,
        isOpen: row.isOpen,
        startsWith: row.startsWith,
        endsWith: row.endsWith,
        onlyRule: row.onlyRule,
        length: row.length,
        substringStart: row.substringStart,
        substringEnd: row.substringEnd,
      })),
    maxAgeMs: 10 * 60_000,
    maxEntries: 1,
  });

  const list = async (ex: Executor = db) => (await repo.listRules(ex)).map(toDto);

  /** Runs a change of the rules in one transaction, tells every process and answers the list. */
  const change = (actor: Actor, run: (tx: Executor) => Promise<unknown>) => {
    requireCan(actor, "manageNumberRules");
    return db.transaction(async (tx) => {
      await run(tx);
      await notify(tx, NUMBER_RULES_CHANNEL, "");
      return list(tx);
    });
  };

  /** What a scan of `scanned` looks up, in order, and which open rule cut it. */
  const candidates = async (scanned: string) => applyNumberRules(await cache.get("rules"), scanned);

  return {
    candidates,

    list: (actor: Actor) => {
      requireCan(actor, "manageNumberRules");
      return list();
    },

    /** A new rule goes last. */
    save: (actor: Actor, input: NumberRuleInput) =>
      change(actor, async (tx) => {
        if (input.id === undefined)
          return repo.insertRule(tx, { ...ruleValues(input), createdBy: actor.userId });
        if (!(await repo.updateRule(tx, input.id, ruleValues(input)))) throw new AppError("NOT_FOUND");
      }),

    move: (actor: Actor, id: number, direction: "up" | "down") =>
      change(actor, async (tx) => {
        if ((await repo.moveRule(tx, id, direction)) === undefined) throw new AppError("NOT_FOUND");
      }),

    setOpen: (actor: Actor, id: number, isOpen: boolean) =>
      change(actor, async (tx) => {
        if (!(await repo.updateRule(tx, id, { isOpen }))) throw new AppError("NOT_FOUND");
      }),

    remove: (actor: Actor, id: number) =>
      change(actor, async (tx) => {
        if (!(await repo.deleteRule(tx, id))) throw new AppError("NOT_FOUND");
      }),

    /** Runs the saved open rules on a scanned text. */
    test: async (actor: Actor, scanned: string): Promise<NumberRuleTestResult> => {
      requireCan(actor, "manageNumberRules");
      const outcome = await candidates(scanned);
      return {
        rule: outcome.rule && { id: outcome.rule.id, name: outcome.rule.name },
        candidates: outcome.candidates,
      };
    },
  };
};

export type NumberRules = Awaited<ReturnType<typeof createNumberRules>>;
