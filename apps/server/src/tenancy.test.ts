import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createParties, type Parties, type TenancyCase } from "./test/tenancy";
import { createTestApp, type TestApp } from "./test/test-app";

// Every module lists its endpoints in `<module>.tenancy.ts`; this suite runs them all: another
// customer and a sub-account without the grant get 404 or 403 and change nothing.
const modules = import.meta.glob<{ tenancyCases: TenancyCase<unknown>[] }>("./modules/**/*.tenancy.ts", {
  eager: true,
});
const cases = Object.values(modules).flatMap((m) => m.tenancyCases);

let t: TestApp;
let parties: Parties;
beforeAll(async () => {
  t = await createTestApp();
  parties = await createParties(t);
});
afterAll(async () => {
  await t.close();
});

describe("tenant isolation", () => {
  it("has cases from every module that owns tenant data", () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  for (const tenancyCase of cases) {
    it(tenancyCase.name, async () => {
      const fixture = await tenancyCase.setup(t, parties);
      const { method, url, body } = tenancyCase.request(fixture);
      for (const intruder of [parties.rival, parties.bareSub]) {
        const response = await t.call(method, url, { token: intruder.token, body });
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
