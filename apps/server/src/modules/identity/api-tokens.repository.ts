import type { ApiTokenState } from "@pp/contracts";
import { and, count, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Actor } from "../../platform/actor";
import type { Executor } from "../../platform/db";
import { scopeFilter } from "../../platform/scope";
import { apiTokens } from "./api-tokens.tables";
import { orgs, users } from "./identity.tables";

const holders = alias(users, "holders");
const creators = alias(users, "creators");

/** Whose tokens a caller sees: its org's, or (a sub-account) only the ones it holds. */
export type TokenView = { orgId: number; holderUserId?: number };

const columns = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  holderUserId: apiTokens.userId,
  holderName: holders.nickName,
  createdBy: creators.username,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
  // The validity rule of the token resolver: valid while revoked_at is null or still in the future.
  state: sql<ApiTokenState>`case when ${apiTokens.revokedAt} is null then 'active'
    when ${apiTokens.revokedAt} > now() then 'ending' else 'revoked' end`,
};

export type ApiTokenRow = {
  id: number;
  name: string;
  prefix: string;
  holderUserId: number;
  holderName: string;
  createdBy: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  state: ApiTokenState;
};

const visible = (actor: Actor, view: TokenView, ...more: SQL[]) =>
  and(
    eq(apiTokens.orgId, view.orgId),
    scopeFilter(actor.scope, apiTokens.orgId),
    view.holderUserId === undefined ? undefined : eq(apiTokens.userId, view.holderUserId),
    ...more,
  );

const selectTokens = (db: Executor) =>
  db
    .select(columns)
    .from(apiTokens)
    .innerJoin(holders, eq(holders.id, apiTokens.userId))
    .innerJoin(creators, eq(creators.id, apiTokens.createdByUserId));

/** The caller's view of tokens, valid ones first, newest first (the replaced and revoked ones stay listed). */
export const listTokens = (db: Executor, actor: Actor, view: TokenView): Promise<ApiTokenRow[]> =>
  selectTokens(db)
    .where(visible(actor, view))
    .orderBy(
      sql`(${apiTokens.revokedAt} is null or ${apiTokens.revokedAt} > now()) desc`,
      desc(apiTokens.createdAt),
      desc(apiTokens.id),
    )
    .limit(100);

export const findToken = async (
  db: Executor,
  actor: Actor,
  view: TokenView,
  id: number,
): Promise<ApiTokenRow | undefined> => {
  const [row] = await selectTokens(db).where(visible(actor, view, eq(apiTokens.id, id)));
  return row;
};

/** Holds the org row, so the limit and name checks and the write that follows run one org-change at a time. */
export const lockOrg = async (db: Executor, orgId: number) => {
  await db.select({ id: orgs.id }).from(orgs).where(eq(orgs.id, orgId)).for("update");
};

export const countUnrevoked = async (db: Executor, orgId: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.orgId, orgId), isNull(apiTokens.revokedAt)));
  return row!.n;
};

/** The id of the org's unrevoked token with this name (ignoring case), if any. */
export const findUnrevokedByName = async (db: Executor, orgId: number, name: string) => {
  const [row] = await db
    .select({ id: apiTokens.id })
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.orgId, orgId),
        isNull(apiTokens.revokedAt),
        sql`lower(${apiTokens.name}) = lower(${name})`,
      ),
    );
  return row?.id;
};

export const findUser = async (db: Executor, id: number) => {
  const [row] = await db
    .select({ id: users.id, orgId: users.orgId, mainUserId: users.mainUserId, status: users.status })
    .from(users)
    .where(eq(users.id, id));
  return row;
};

export const insertToken = async (
  db: Executor,
  values: {
    orgId: number;
    name: string;
    userId: number;
    createdByUserId: number;
    tokenHash: string;
    prefix: string;
  },
) => {
  const [row] = await db.insert(apiTokens).values(values).returning({ id: apiTokens.id });
  return row!.id;
};

/**
 * Ends a valid token `afterHours` from now (0: at once). An ending token revoked again ends at once; an
 * ended one is left alone. Answers whether it changed anything.
 */
export const endToken = async (db: Executor, id: number, afterHours: number) => {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: sql`now() + make_interval(hours => ${afterHours}::int)` })
    .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.revokedAt), sql`${apiTokens.revokedAt} > now()`)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
};

export const renameToken = async (db: Executor, id: number, name: string) => {
  await db.update(apiTokens).set({ name }).where(eq(apiTokens.id, id));
};
