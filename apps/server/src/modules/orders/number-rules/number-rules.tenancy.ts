import type { NumberRuleDto } from "@pp/contracts";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { type Parties, type TenancyCase, tenancyCase } from "../../../test/tenancy";
import type { TestApp } from "../../../test/test-app";
import { numberRules } from "./number-rules.tables";

// The number substring rules are the platform's: no customer (nor a sub-account) may read, test or change them.
// The fixture is one rule made by platform staff, for a prefix no number of the suite starts with.
type Fixture = { ruleId: number };

const setup = async (t: TestApp, { admin }: Parties): Promise<Fixture> => {
  const saved = await t.call("POST", "/api/orders/number-rules", {
    token: admin.token,
    body: { name: "Tenancy rule", startsWith: "TENANCY-", substringStart: 8 },
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  return { ruleId: (saved.json() as NumberRuleDto[]).find((rule) => rule.name === "Tenancy rule")!.id };
};

const unchanged = async (t: TestApp, f: Fixture) => {
  const [rule] = await t.db.select().from(numberRules).where(eq(numberRules.id, f.ruleId));
  expect(rule).toMatchObject({
    name: "Tenancy rule",
    isOpen: true,
    startsWith: "TENANCY-",
    substringStart: 8,
  });
};

const refused = (name: string, request: TenancyCase<Fixture>["request"]) =>
  tenancyCase<Fixture>({
    name: `number rules: customers cannot ${name}`,
    setup,
    request,
    refusedWith: [403],
    unchanged,
  });

export const tenancyCases = [
  refused("list the rules", () => ({ method: "GET", url: "/api/orders/number-rules" })),
  refused("test a scanned text", () => ({
    method: "POST",
    url: "/api/orders/number-rules/test",
    body: { scanned: "TENANCY-123" },
  })),
  refused("add a rule", () => ({ method: "POST", url: "/api/orders/number-rules", body: { name: "Mine" } })),
  refused("change a rule", (f) => ({
    method: "POST",
    url: "/api/orders/number-rules",
    body: { id: f.ruleId, name: "Taken over", startsWith: "X" },
  })),
  refused("move a rule", (f) => ({
    method: "POST",
    url: `/api/orders/number-rules/${f.ruleId}/move`,
    body: { direction: "up" },
  })),
  refused("close a rule", (f) => ({
    method: "POST",
    url: `/api/orders/number-rules/${f.ruleId}/open`,
    body: { isOpen: false },
  })),
  refused("delete a rule", (f) => ({ method: "DELETE", url: `/api/orders/number-rules/${f.ruleId}` })),
];
