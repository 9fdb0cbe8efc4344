import { and, eq, isNull } from "drizzle-orm";
import { expect } from "vitest";
import { hashToken } from "../../platform/crypto";
import { createCustomerAccount, type TenancyCase, tenancyCase } from "../../test/tenancy";
import type { TestApp } from "../../test/test-app";
import { apiTokens, subAccountProfiles } from "./api-tokens.tables";
import { sessions, subAccountGrants, users } from "./identity.tables";

// Sub-accounts, own sessions and API tokens: another customer and the owner's sub-account without
// grants are refused on every endpoint and change nothing of the owner's.

type SubFixture = { subId: number; username: string; status: string; grants: number };

const ownersSub = async (t: TestApp, owner: { userId: number; orgId: number }): Promise<SubFixture> => {
  const sub = await createCustomerAccount(t, {
    mainUserId: owner.userId,
    orgId: owner.orgId,
    grants: ["orders/list"],
  });
  await t.db
    .insert(subAccountProfiles)
    .values({ userId: sub.userId, mainUserId: owner.userId, code: `OWNED${sub.userId}` });
  const [row] = await t.db.select().from(users).where(eq(users.id, sub.userId));
  return { subId: sub.userId, username: row!.username, status: row!.status, grants: 1 };
};

const subUnchanged = async (t: TestApp, f: SubFixture) => {
  const [row] = await t.db.select().from(users).where(eq(users.id, f.subId));
  expect(row).toMatchObject({ username: f.username, status: f.status });
  expect(row!.nickName).toBe(f.username);
  const grants = await t.db.select().from(subAccountGrants).where(eq(subAccountGrants.userId, f.subId));
  expect(grants).toHaveLength(f.grants);
  const live = await t.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, f.subId), isNull(sessions.revokedAt)));
  expect(live.length).toBeGreaterThan(0);
};

const subCase = (
  name: string,
  request: (f: SubFixture) => ReturnType<TenancyCase<SubFixture>["request"]>,
  leaksNothing?: TenancyCase<SubFixture>["leaksNothing"],
) =>
  tenancyCase<SubFixture>({
    name: `sub-accounts: ${name}`,
    setup: (t, { owner }) => ownersSub(t, owner),
    request,
    unchanged: subUnchanged,
    ...(leaksNothing ? { leaksNothing } : {}),
  });

type SessionFixture = { sessionId: number };
type TokenFixture = { tokenHash: string; prefix: string };

export const tenancyCases: TenancyCase<unknown>[] = [
  subCase(
    "others never list the owner's sub-accounts",
    (f) => ({ method: "GET", url: `/api/subAccounts?keyword=${f.username}` }),
    (response) => expect(response.json().total).toBe(0),
  ),
  subCase("get", (f) => ({ method: "GET", url: `/api/subAccounts/${f.subId}` })),
  subCase("edit", (f) => ({
    method: "PUT",
    url: `/api/subAccounts/${f.subId}`,
    body: { name: "Taken over", code: "HIJACK" },
  })),
  subCase("disable", (f) => ({ method: "POST", url: `/api/subAccounts/${f.subId}/disable` })),
  subCase("enable", (f) => ({ method: "POST", url: `/api/subAccounts/${f.subId}/enable` })),
  subCase("reset password", (f) => ({
    method: "POST",
    url: `/api/subAccounts/${f.subId}/resetPassword`,
    body: { password: "Hijack2026x" },
  })),
  subCase("grants", (f) => ({
    method: "PUT",
    url: `/api/subAccounts/${f.subId}/grants`,
    body: { grants: ["orders/list", "orders/tracking"] },
  })),
  tenancyCase<SessionFixture>({
    name: "own sessions: nobody else revokes the owner's session",
    setup: async (t, { owner }) => {
      const [row] = await t.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(owner.token)));
      return { sessionId: row!.id };
    },
    request: (f) => ({ method: "DELETE", url: `/api/users/sessions/${f.sessionId}` }),
    unchanged: async (t, f) => {
      const [row] = await t.db.select().from(sessions).where(eq(sessions.id, f.sessionId));
      expect(row!.revokedAt).toBeNull();
    },
  }),
  tenancyCase<TokenFixture>({
    name: "API tokens: others never see or replace the owner's token",
    setup: async (t, { owner }) => {
      const issued = await t.call("POST", "/api/apiTokens/regenerate", { token: owner.token });
      return { tokenHash: hashToken(issued.json().token), prefix: issued.json().apiToken.prefix };
    },
    request: () => ({ method: "GET", url: "/api/apiTokens" }),
    leaksNothing: (response, f) =>
      expect(response.json().map((row: { prefix: string }) => row.prefix)).not.toContain(f.prefix),
    unchanged: async (t, f) => {
      const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.tokenHash, f.tokenHash));
      expect(row!.revokedAt).toBeNull();
    },
  }),
  tenancyCase<TokenFixture>({
    name: "API tokens: regenerating elsewhere leaves the owner's token working",
    setup: async (t, { owner }) => {
      const issued = await t.call("POST", "/api/apiTokens/regenerate", { token: owner.token });
      return { tokenHash: hashToken(issued.json().token), prefix: issued.json().apiToken.prefix };
    },
    request: () => ({ method: "POST", url: "/api/apiTokens/regenerate" }),
    leaksNothing: (response, f) => expect(hashToken(response.json().token)).not.toBe(f.tokenHash),
    unchanged: async (t, f) => {
      const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.tokenHash, f.tokenHash));
      expect(row!.revokedAt).toBeNull();
    },
  }),
];
