import { getTableColumns, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { createParties, type Parties, type TenancyCase } from "./test/tenancy";
import { openTestAppForFile, type TestApp } from "./test/test-app";

// Every module lists its endpoints in `<module>.tenancy.ts`; this suite runs them all: another
// customer and a sub-account without the grant get 404 or 403 and change nothing.
const modules = import.meta.glob<{ tenancyCases: TenancyCase<unknown>[] }>("./modules/**/*.tenancy.ts", {
  eager: true,
});
const cases = Object.values(modules).flatMap((m) => m.tenancyCases);

// A module owns tenant data when one of its tables has an owner-org column.
const tableFiles = import.meta.glob<Record<string, unknown>>("./modules/**/*.tables.ts", { eager: true });
const OWNER_COLUMNS = new Set(["org_id", "owner_org_id"]);
const moduleOf = (path: string) => path.split("/")[2];
const ownsTenantData = (exports: Record<string, unknown>) =>
  Object.values(exports).some(
    (value) =>
      is(value, PgTable) &&
      Object.values(getTableColumns(value)).some((column) => OWNER_COLUMNS.has(column.name)),
  );

let t: TestApp;
let parties: Parties;
openTestAppForFile(async (app) => {
  t = app;
  parties = await createParties(t);
});

describe("tenant isolation", () => {
  it("has cases from every module that owns tenant data", () => {
    const owners = Object.entries(tableFiles)
      .filter(([, exports]) => ownsTenantData(exports))
      .map(([path]) => moduleOf(path));
    const covered = new Set(
      Object.entries(modules)
        .filter(([, tenancy]) => tenancy.tenancyCases.length > 0)
        .map(([path]) => moduleOf(path)),
    );
    // The wallets have an owner org: the detection itself works.
    expect(owners).toContain("finance");
    expect(owners.filter((name) => !covered.has(name))).toEqual([]);
  });

  for (const tenancyCase of cases) {
    it(tenancyCase.name, async () => {
      const fixture = await tenancyCase.setup(t, parties);
      const { method, url, body } = tenancyCase.request(fixture);
      for (const intruder of [parties.rival, parties.bareSub]) {
        const token = tenancyCase.credential
          ? await tenancyCase.credential(t, intruder, parties)
          : intruder.token;
        const response = await t.call(method, url, { token, body });
        if (tenancyCase.leaksNothing && response.statusCode === 200) {
          tenancyCase.leaksNothing(response, fixture);
        } else {
          expect(tenancyCase.refusedWith ?? [403, 404], `${method} ${url}`).toContain(response.statusCode);
        }
      }
      await tenancyCase.unchanged?.(t, fixture, parties);
    });
  }
});
