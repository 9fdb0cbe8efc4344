import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Actor } from "../../platform/actor";
import type { Executor } from "../../platform/db";
import { scopeFilter } from "../../platform/scope";
import { apiTokens } from "./api-tokens.tables";
import { orgs, users } from "./identity.tables";

const columns = {
  id: apiTokens.id,
  prefix: apiTokens.prefix,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
  createdBy: users.username,
};

export type ApiTokenRow = {
  id: number;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdBy: string;
};

/** The org's tokens, newest first (the active one and the ones it replaced). */
export const listOrgTokens = (db: Executor, actor: Actor, orgId: number): Promise<ApiTokenRow[]> =>
  db
    .select(columns)
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.orgId, orgId), scopeFilter(actor.scope, apiTokens.orgId)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .limit(50);

/** Revokes the org's active token, holding the org row so two regenerations at once run one after the other. */
export const revokeActiveToken = async (db: Executor, orgId: number) => {
  await db.select({ id: orgs.id }).from(orgs).where(eq(orgs.id, orgId)).for("update");
  await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.orgId, orgId), isNull(apiTokens.revokedAt)));
};

export const insertToken = async (
  db: Executor,
  values: { orgId: number; userId: number; tokenHash: string; prefix: string },
) => {
  const [row] = await db.insert(apiTokens).values(values).returning({ id: apiTokens.id });
  return row!;
};
