import { and, eq, isNull, or, sql } from "drizzle-orm";
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
type TokenFixture = { id: number; name: string; tokenHash: string; prefix: string; holderUserId: number };

let tokenSerial = 0;

/** A fresh token of the owner's, its org's other valid tokens revoked first (the org may hold only five). */
const ownersToken = async (t: TestApp, owner: { token: string; orgId: number }): Promise<TokenFixture> => {
  await t.db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.orgId, owner.orgId), isNull(apiTokens.revokedAt)));
  tokenSerial++;
  const name = `Tenancy ${tokenSerial}`;
  const issued = (await t.call("POST", "/api/apiTokens", { token: owner.token, body: { name } })).json();
  return {
    id: issued.apiToken.id,
    name,
    tokenHash: hashToken(issued.token),
    prefix: issued.apiToken.prefix,
    holderUserId: issued.apiToken.holderUserId,
  };
};

/** The owner's token is still the only valid one of its org, active, under its name. */
const tokenUnchanged = async (t: TestApp, f: TokenFixture) => {
  const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.tokenHash, f.tokenHash));
  expect(row).toMatchObject({ name: f.name, revokedAt: null });
  const valid = await t.db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.orgId, row!.orgId), or(isNull(apiTokens.revokedAt), sql`revoked_at > now()`)));
  expect(valid.map((token) => token.id)).toEqual([f.id]);
};

const tokenCase = (
  name: string,
  request: (f: TokenFixture) => ReturnType<TenancyCase<TokenFixture>["request"]>,
  leaksNothing?: TenancyCase<TokenFixture>["leaksNothing"],
) =>
  tenancyCase<TokenFixture>({
    name: `API tokens: ${name}`,
    setup: (t, { owner }) => ownersToken(t, owner),
    request,
    unchanged: tokenUnchanged,
    ...(leaksNothing ? { leaksNothing } : {}),
  });

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
  tokenCase(
    "others never list the owner's token",
    () => ({ method: "GET", url: "/api/apiTokens" }),
    (response, f) =>
      expect(response.json().map((row: { prefix: string }) => row.prefix)).not.toContain(f.prefix),
  ),
  tokenCase("nobody else issues a token held by the owner", (f) => ({
    method: "POST",
    url: "/api/apiTokens",
    body: { name: `${f.name} 2`, holderUserId: f.holderUserId },
  })),
  tokenCase("nobody else regenerates the owner's token", (f) => ({
    method: "POST",
    url: `/api/apiTokens/${f.id}/regenerate`,
    body: { overlapHours: 0 },
  })),
  tokenCase("nobody else revokes the owner's token", (f) => ({
    method: "POST",
    url: `/api/apiTokens/${f.id}/revoke`,
  })),
  tokenCase("nobody else renames the owner's token", (f) => ({
    method: "PUT",
    url: `/api/apiTokens/${f.id}`,
    body: { name: "Taken over" },
  })),
];
