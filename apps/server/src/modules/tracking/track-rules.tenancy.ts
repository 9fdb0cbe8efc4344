import type { TrackRuleDto, TrackRuleGroupDto } from "@pp/contracts";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { type Parties, type TenancyCase, tenancyCase } from "../../test/tenancy";
import type { TestApp } from "../../test/test-app";
import { trackGroupAssignments, trackRuleGroups, trackRules } from "./tracking.tables";

// Tracking rule groups and rules are the platform's: no customer (nor a sub-account) may read, export, import, change
// or replay them. The fixture is one group with one rule made by platform staff.
type Fixture = { groupId: number; ruleId: number; name: string };

let serial = 0;
const setup = async (t: TestApp, { admin }: Parties): Promise<Fixture> => {
  const name = `Tenancy track group ${Date.now()}-${++serial}`;
  const group = await t.call("POST", "/api/tracking/ruleGroups", { token: admin.token, body: { name } });
  if (group.statusCode !== 200) throw new Error(group.body);
  const groupId = (group.json() as TrackRuleGroupDto).id;
  const rules = await t.call("POST", "/api/tracking/rules", {
    token: admin.token,
    body: { groupId, trackStatus: "delivered", eventCode: "TN01", token: "tenancy-secret" },
  });
  if (rules.statusCode !== 200) throw new Error(rules.body);
  return { groupId, ruleId: (rules.json() as TrackRuleDto[])[0]!.id, name };
};

const unchanged = async (t: TestApp, f: Fixture) => {
  const [group] = await t.db.select().from(trackRuleGroups).where(eq(trackRuleGroups.id, f.groupId));
  expect(group).toMatchObject({ name: f.name, isDefault: false });
  const rules = await t.db.select().from(trackRules).where(eq(trackRules.groupId, f.groupId));
  expect(rules).toHaveLength(1);
  expect(rules[0]).toMatchObject({
    eventCode: "TN01",
    enabled: true,
    token: "tenancy-secret",
    trackStatus: "delivered",
  });
  expect(
    await t.db.select().from(trackGroupAssignments).where(eq(trackGroupAssignments.groupId, f.groupId)),
  ).toEqual([]);
};

const refused = (name: string, request: TenancyCase<Fixture>["request"]) =>
  tenancyCase<Fixture>({
    name: `tracking rules: customers cannot ${name}`,
    setup,
    request,
    refusedWith: [403, 404],
    unchanged,
  });

export const tenancyCases = [
  refused("list the groups", () => ({ method: "GET", url: "/api/tracking/ruleGroups" })),
  refused("list what groups may be assigned to", () => ({
    method: "GET",
    url: "/api/tracking/ruleGroups/subject-options",
  })),
  refused("add a group", () => ({ method: "POST", url: "/api/tracking/ruleGroups", body: { name: "Mine" } })),
  refused("rename a group", (f) => ({
    method: "POST",
    url: "/api/tracking/ruleGroups",
    body: { id: f.groupId, name: "Taken over" },
  })),
  refused("delete a group", (f) => ({ method: "DELETE", url: `/api/tracking/ruleGroups/${f.groupId}` })),
  refused("make a group the default", (f) => ({
    method: "POST",
    url: `/api/tracking/ruleGroups/${f.groupId}/default`,
  })),
  refused("assign a group", (f) => ({
    method: "PUT",
    url: `/api/tracking/ruleGroups/${f.groupId}/assignments`,
    body: { productIds: [], providerIds: [1] },
  })),
  refused("list a group's rules", (f) => ({
    method: "GET",
    url: `/api/tracking/ruleGroups/${f.groupId}/rules`,
  })),
  refused("download the template", () => ({ method: "GET", url: "/api/tracking/rules/template" })),
  refused("export a group's rules", (f) => ({
    method: "GET",
    url: `/api/tracking/ruleGroups/${f.groupId}/export`,
  })),
  refused("add a rule", (f) => ({
    method: "POST",
    url: "/api/tracking/rules",
    body: { groupId: f.groupId, trackStatus: "lost", eventCode: "X" },
  })),
  refused("change a rule", (f) => ({
    method: "POST",
    url: "/api/tracking/rules",
    body: { id: f.ruleId, groupId: f.groupId, trackStatus: "lost", eventCode: "X", token: "stolen" },
  })),
  refused("move a rule", (f) => ({
    method: "POST",
    url: `/api/tracking/rules/${f.ruleId}/move`,
    body: { direction: "up" },
  })),
  refused("disable a rule", (f) => ({
    method: "POST",
    url: `/api/tracking/rules/${f.ruleId}/status`,
    body: { enabled: false },
  })),
  refused("delete a rule", (f) => ({ method: "DELETE", url: `/api/tracking/rules/${f.ruleId}` })),
  refused("list the unmapped events", () => ({ method: "GET", url: "/api/tracking/unmappedEvents" })),
  refused("replay a group", (f) => ({
    method: "POST",
    url: `/api/tracking/ruleGroups/${f.groupId}/replay`,
    body: { apply: true },
  })),
  // The kit's calls send JSON, not a file: the upload's capability is checked before any file is read.
  refused("import rules", (f) => ({ method: "POST", url: `/api/tracking/ruleGroups/${f.groupId}/import` })),
];
