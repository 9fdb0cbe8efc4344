import type { OrderRuleGroup } from "@pp/contracts";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { type Parties, type TenancyCase, tenancyCase } from "../../../test/tenancy";
import type { TestApp } from "../../../test/test-app";
import { orderRuleGroups, orderRules, orderRuleWords } from "./order-rules.tables";

// The order rules are the platform's: no customer (nor a sub-account) may read or change them. The fixture is a
// group with one refusing rule scoped to the owner, created by platform staff.
type Fixture = { groupId: number; ruleId: number; words: string[] };

const setup = async (t: TestApp, { owner, admin }: Parties): Promise<Fixture> => {
  const group = await t.call("POST", "/api/orders/rule-groups", {
    token: admin.token,
    body: { name: "Tenancy group", scope: { orgIds: [owner.orgId] } },
  });
  if (group.statusCode !== 200) throw new Error(group.body);
  const saved = await t.call("POST", "/api/orders/rules", {
    token: admin.token,
    body: {
      groupId: group.json().id,
      name: "Tenancy rule",
      strategy: "refuse",
      message: "no",
      // A destination no order of the suite goes to: the shared owner keeps placing orders in other cases.
      conditions: { countries: ["AQ"] },
    },
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  const words = (await t.db.select().from(orderRuleWords)).map((row) => row.word);
  return { groupId: group.json().id, ruleId: (saved.json() as OrderRuleGroup).rules[0]!.id, words };
};

const unchanged = async (t: TestApp, f: Fixture) => {
  const [group] = await t.db.select().from(orderRuleGroups).where(eq(orderRuleGroups.id, f.groupId));
  expect(group).toMatchObject({ name: "Tenancy group", status: "active" });
  const rules = await t.db.select().from(orderRules).where(eq(orderRules.groupId, f.groupId));
  expect(rules.map((rule) => [rule.id, rule.name, rule.status])).toEqual([
    [f.ruleId, "Tenancy rule", "active"],
  ]);
  expect((await t.db.select().from(orderRuleWords)).map((row) => row.word)).toEqual(f.words);
};

const refused = (name: string, request: TenancyCase<Fixture>["request"]) =>
  tenancyCase<Fixture>({
    name: `order rules: customers cannot ${name}`,
    setup,
    request,
    refusedWith: [403],
    unchanged,
  });

export const tenancyCases = [
  refused("list the rule groups", () => ({ method: "GET", url: "/api/orders/rule-groups" })),
  refused("change a group", (f) => ({
    method: "POST",
    url: "/api/orders/rule-groups",
    body: { id: f.groupId, name: "Taken over" },
  })),
  refused("add a group", () => ({ method: "POST", url: "/api/orders/rule-groups", body: { name: "Mine" } })),
  refused("move a group", (f) => ({
    method: "POST",
    url: `/api/orders/rule-groups/${f.groupId}/move`,
    body: { direction: "up" },
  })),
  refused("deactivate a group", (f) => ({
    method: "POST",
    url: `/api/orders/rule-groups/${f.groupId}/status`,
    body: { status: "inactive" },
  })),
  refused("copy a group", (f) => ({ method: "POST", url: `/api/orders/rule-groups/${f.groupId}/copy` })),
  refused("delete groups", (f) => ({
    method: "POST",
    url: "/api/orders/rule-groups/batch-delete",
    body: { ids: [f.groupId] },
  })),
  refused("change a rule", (f) => ({
    method: "POST",
    url: "/api/orders/rules",
    body: {
      id: f.ruleId,
      groupId: f.groupId,
      name: "Mine",
      strategy: "refuse",
      message: "x",
      conditions: {},
    },
  })),
  refused("move a rule", (f) => ({
    method: "POST",
    url: `/api/orders/rules/${f.ruleId}/move`,
    body: { direction: "down" },
  })),
  refused("deactivate a rule", (f) => ({
    method: "POST",
    url: `/api/orders/rules/${f.ruleId}/status`,
    body: { status: "inactive" },
  })),
  refused("copy a rule", (f) => ({ method: "POST", url: `/api/orders/rules/${f.ruleId}/copy` })),
  refused("delete a rule", (f) => ({ method: "DELETE", url: `/api/orders/rules/${f.ruleId}` })),
  refused("read the word list", () => ({ method: "GET", url: "/api/orders/rule-words" })),
  refused("change the word list", () => ({
    method: "PUT",
    url: "/api/orders/rule-words",
    body: { words: ["x"] },
  })),
];
