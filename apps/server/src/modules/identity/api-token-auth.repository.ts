import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db";
import { apiTokens } from "./api-tokens.tables";
import { orgs, users } from "./identity.tables";

/** A valid token (not revoked, or revoked from a time still to come) with its holder and the holder's org. */
export const findValidToken = async (db: Executor, tokenHash: string) => {
  const [row] = await db
    .select({
      token: { id: apiTokens.id, prefix: apiTokens.prefix, revokedAt: apiTokens.revokedAt },
      user: users,
      org: orgs,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .innerJoin(orgs, eq(orgs.id, apiTokens.orgId))
    .where(
      and(
        eq(apiTokens.tokenHash, tokenHash),
        eq(users.orgId, apiTokens.orgId),
        or(isNull(apiTokens.revokedAt), gt(apiTokens.revokedAt, sql`now()`)),
      ),
    )
    .limit(1);
  return row;
};

/** One statement for every token used since the last one. */
export const touchTokens = (db: Executor, ids: number[]) =>
  db.update(apiTokens).set({ lastUsedAt: sql`now()` }).where(inArray(apiTokens.id, ids));
