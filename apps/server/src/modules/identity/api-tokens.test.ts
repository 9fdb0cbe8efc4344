import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashToken } from "../../platform/crypto";
import { createCustomerAccount } from "../../test/tenancy";
import { openTestAppForFile, type TestApp } from "../../test/test-app";
import { apiTokens } from "./api-tokens.tables";

let t: TestApp;
openTestAppForFile(async (app) => {
  t = app;
});

describe("API tokens", () => {
  it("stores only the hash, shows the token once, and keeps one active token per org", async () => {
    const account = await createCustomerAccount(t);
    expect((await t.call("GET", "/api/apiTokens", { token: account.token })).json()).toEqual([]);
    const first = (await t.call("POST", "/api/apiTokens/regenerate", { token: account.token })).json();
    expect(first.token).toMatch(/^ppk_[\w-]{43}$/);
    expect(first.token.startsWith(first.apiToken.prefix)).toBe(true);
    expect(first.apiToken).toMatchObject({ lastUsedAt: null, revokedAt: null });
    const stored = await t.db.select().from(apiTokens).where(eq(apiTokens.orgId, account.orgId));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(hashToken(first.token));
    expect(JSON.stringify(stored)).not.toContain(first.token);

    const second = (await t.call("POST", "/api/apiTokens/regenerate", { token: account.token })).json();
    const list = (await t.call("GET", "/api/apiTokens", { token: account.token })).json();
    expect(
      list.map((row: { id: number; revokedAt: string | null }) => [row.id, row.revokedAt === null]),
    ).toEqual([
      [second.apiToken.id, true],
      [first.apiToken.id, false],
    ]);
    expect(JSON.stringify(list)).not.toContain(second.token);
  });

  it("regenerating twice at the same moment leaves exactly one active token", async () => {
    const account = await createCustomerAccount(t);
    const answers = await Promise.all(
      [1, 2, 3].map(() => t.call("POST", "/api/apiTokens/regenerate", { token: account.token })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const active = await t.db
      .select()
      .from(apiTokens)
      .where(and(eq(apiTokens.orgId, account.orgId), isNull(apiTokens.revokedAt)));
    expect(active).toHaveLength(1);
  });

  it("is for customer main accounts only", async () => {
    const main = await createCustomerAccount(t);
    const sub = await createCustomerAccount(t, {
      mainUserId: main.userId,
      orgId: main.orgId,
      grants: ["carriers/api-docking"],
    });
    expect((await t.call("POST", "/api/apiTokens/regenerate", { token: sub.token })).statusCode).toBe(403);
    expect((await t.call("GET", "/api/apiTokens", { token: sub.token })).statusCode).toBe(403);
    const supplier = await t.login("supplier", "Supplier2026");
    expect((await t.call("GET", "/api/apiTokens", { token: supplier })).statusCode).toBe(403);
  });
});
