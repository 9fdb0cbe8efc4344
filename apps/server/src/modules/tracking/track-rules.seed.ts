import type { MappableTrackStatus } from "@pp/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db";
import * as repo from "./track-rules.repository";
import { trackGroupAssignments, trackRuleGroups } from "./tracking.tables";

// The tracking rules every installation starts with (integration-notes "Chinese carrier APIs"): the platform default
// group with Yanwen's published event codes and English keyword fallbacks, and with the demo a group for the sandbox
// carrier (the codes its tracking paths play, modules/carriers/sandbox-carrier/tracking-paths.ts) assigned to the
// demo's sandbox provider. Seeded where missing (by group name), so a later start adds nothing twice.

type SeedRule = {
  code?: string;
  keyword?: string;
  status: MappableTrackStatus;
  text: string;
  alert?: boolean;
};

const code = (eventCode: string, status: MappableTrackStatus, text: string, alert = false): SeedRule => ({
  code: eventCode,
  status,
  text,
  alert,
});
const keyword = (word: string, status: MappableTrackStatus, alert = false): SeedRule => ({
  keyword: word,
  status,
  text: "",
  alert,
});

/** Yanwen's published event codes, each to the platform's status; failures, refusals, losses and returns alert. */
export const YANWEN_RULES: SeedRule[] = [
  code("OR10", "infoReceived", "Order created"),
  code("PU10", "inTransit", "Picked up"),
  code("SC10", "inTransit", "Processing"),
  code("SC40", "inTransit", "Handed to the last-mile carrier"),
  code("EC10", "inTransit", "Export declaration"),
  code("EC20", "inTransit", "Export released"),
  code("LH10", "inTransit", "Received at origin port"),
  code("LH20", "inTransit", "Departed"),
  code("LH50", "inTransit", "Arrived in destination country"),
  code("IC50", "inTransit", "Import clearance in process"),
  code("IC60", "inTransit", "Import clearance released"),
  code("IC70", "exception", "Clearance failed", true),
  code("LM10", "inTransit", "At distribution centre"),
  code("LM25", "outForDelivery", "Out for delivery"),
  code("LM30", "availableForPickup", "Available for pickup"),
  code("LM32", "exception", "Waiting for duty payment", true),
  code("LM40", "delivered", "Delivered"),
  ...["LM50", "LM51", "LM52", "LM53"].map((c) => code(c, "failedAttempt", "Delivery failed", true)),
  code("LM75", "exception", "Refused", true),
  code("LM76", "exception", "Refused", true),
  code("LM85", "lost", "Lost", true),
  ...["LM90", "LM91", "LM92"].map((c) => code(c, "returned", "Returning to sender", true)),
  code("LM93", "returned", "Returned", true),
];

/** English fallbacks for carriers without codes, most specific first (a code match always comes before). */
const KEYWORD_RULES: SeedRule[] = [
  keyword("returned to sender", "returned", true),
  keyword("refused", "exception", true),
  keyword("lost", "lost", true),
  keyword("delivery attempt failed", "failedAttempt", true),
  keyword("available for pickup", "availableForPickup"),
  keyword("out for delivery", "outForDelivery"),
  keyword("delivered", "delivered"),
  keyword("customs", "inTransit"),
  keyword("in transit", "inTransit"),
];

/** The events the sandbox carrier plays, in its own source: Yanwen's codes as its paths send them. */
const SANDBOX_CODES = [
  "OR10",
  "PU10",
  "SC10",
  "EC10",
  "EC20",
  "LH10",
  "LH20",
  "LH50",
  "IC50",
  "IC60",
  "IC70",
  "LM10",
  "LM25",
  "LM40",
  "LM50",
  "LM75",
  "LM85",
  "LM90",
  "LM93",
];

export const DEFAULT_GROUP_NAME = "Platform default";
export const SANDBOX_GROUP_NAME = "Sandbox carrier";

const rowsOf = (rules: SeedRule[], source: string) =>
  rules.map((rule) => ({
    trackStatus: rule.status,
    eventCode: rule.code ?? "",
    keyword: rule.keyword ?? "",
    eventText: rule.text,
    alert: rule.alert ?? false,
    source,
  }));

const seedGroup = async (db: Db, name: string, description: string, rules: ReturnType<typeof rowsOf>) =>
  db.transaction(async (tx) => {
    if (await repo.findGroupByName(tx, name)) return null;
    const group = await repo.insertGroup(tx, { name, description });
    await repo.insertRules(tx, group.id, rules);
    return group.id;
  });

/** The default group always; the sandbox group with its assignment when the demo's sandbox provider was seeded. */
export const seedTrackRules = async (db: Db, { sandboxProviderId }: { sandboxProviderId: number | null }) => {
  const defaultId = await seedGroup(
    db,
    DEFAULT_GROUP_NAME,
    "Yanwen event codes, then English keywords",
    rowsOf([...YANWEN_RULES, ...KEYWORD_RULES], ""),
  );
  if (defaultId !== null && (await repo.defaultGroupId(db)) === null)
    await db.update(trackRuleGroups).set({ isDefault: true }).where(eq(trackRuleGroups.id, defaultId));
  if (sandboxProviderId === null) return;
  const byCode = new Map(YANWEN_RULES.map((rule) => [rule.code, rule]));
  const sandboxId = await seedGroup(
    db,
    SANDBOX_GROUP_NAME,
    "The sandbox carrier's tracking paths",
    rowsOf(
      SANDBOX_CODES.map((c) => byCode.get(c)!),
      "SandboxCarrier",
    ),
  );
  if (sandboxId !== null)
    await db
      .insert(trackGroupAssignments)
      .values({ groupId: sandboxId, subjectKind: "provider", subjectId: sandboxProviderId })
      .onConflictDoNothing();
};
