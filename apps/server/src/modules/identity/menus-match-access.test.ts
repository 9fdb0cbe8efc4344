import { describe, expect, it } from "vitest";
import { type AccessFacts, can } from "../../platform/access";
import { openTestAppForFile, type TestApp } from "../../test/test-app";
import { MENU_SEED, type MenuSeed } from "./identity.menu-seed";

// Every built-in role's demo account (identity.seed.ts DEMO_ACCOUNTS), as the access table sees it.
const ACCOUNTS: [string, string, string, AccessFacts][] = [
  ["admin", "admin", "Admin2026", { orgType: "platform", roles: ["admin"], isSubAccount: false }],
  [
    "platform (operator)",
    "operator",
    "Operator2026",
    { orgType: "platform", roles: ["platform"], isSubAccount: false },
  ],
  ["finance", "finance", "Finance2026", { orgType: "platform", roles: ["finance"], isSubAccount: false }],
  ["supplier", "supplier", "Supplier2026", { orgType: "supplier", roles: ["supplier"], isSubAccount: false }],
  ["customer", "customer", "Customer2026", { orgType: "customer", roles: ["customer"], isSubAccount: false }],
  [
    "customer sub-account",
    "customer_sub",
    "SubAccount2026",
    { orgType: "customer", roles: ["customer"], isSubAccount: true },
  ],
];

/** The entries a menu can offer: screens that are not hidden pages. */
const menuEntries = (nodes: MenuSeed[]): string[] =>
  nodes.flatMap((node) => (node.children ? menuEntries(node.children) : node.hidden ? [] : [node.name]));

type Node = { name: string; children: Node[] };
const shownNames = (nodes: Node[]): string[] =>
  nodes.flatMap((node) => (node.children.length ? shownNames(node.children) : [node.name]));

let t: TestApp;
openTestAppForFile(async (app) => {
  t = app;
});

describe.each(ACCOUNTS)("the %s menu against the calls behind it", (_, username, password, facts) => {
  it("offers an entry exactly when its calls are allowed", async () => {
    const token = await t.login(username, password);
    const shown = new Set(shownNames((await t.call("GET", "/api/menus/build", { token })).json()));
    const entries = new Set(menuEntries(MENU_SEED));
    // Reads a screen's page makes on opening (no path parameters to invent), for this kind of caller:
    // a screen several kinds of caller share names the capability of the calls only one kind makes. The open
    // API's calls take an API token, never a session (open-api.test.ts checks their screens).
    const reads = t.app.screenRoutes.filter(
      (r) =>
        r.method === "GET" &&
        !r.url.includes(":") &&
        r.url.startsWith("/api/") &&
        (r.needs === undefined || can(facts, r.needs)),
    );
    const refusals: string[] = [];
    for (const route of reads) {
      const status = (await t.call("GET", route.url, { token })).statusCode;
      const offered = route.screens.some((name) => shown.has(name));
      const onlyMenuEntries = route.screens.every((name) => entries.has(name));
      if (offered && status === 403)
        refusals.push(`shown ${route.screens.join("|")} but ${route.url} answers 403`);
      if (!offered && onlyMenuEntries && status !== 403) {
        refusals.push(`${route.url} answers ${status} but none of ${route.screens.join("|")} is shown`);
      }
    }
    expect(refusals).toEqual([]);
    expect(shown.size).toBeGreaterThan(1);
  });
});
