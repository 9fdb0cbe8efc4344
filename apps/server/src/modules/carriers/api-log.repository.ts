import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, ne, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db";
import { apiCalls } from "../../platform/platform.tables";
import { apiTokens, orgs } from "../identity";
import { dockingProviders } from "./carriers.tables";

// The API log's reads (platform.tables.ts `api_calls`): a keyset list, one call, and the statistics by endpoint or
// provider and day. The scope is part of the filter: a customer's reads always carry its org and `inbound`.

type Outcome = (typeof apiCalls.$inferSelect)["outcome"];
type Direction = (typeof apiCalls.$inferSelect)["direction"];

/** `holderUserId`: only the calls of the tokens that user holds (a sub-account's view of its org's calls). */
export type ApiLogScope = {
  direction?: Direction;
  providerId?: number;
  orgId?: number;
  holderUserId?: number;
};

export type ApiLogFilter = ApiLogScope & {
  cursor?: number;
  size: number;
  from?: string;
  to?: string;
  operation?: string;
  outcome?: Outcome;
  orderNo?: string;
  apiTokenId?: number;
};

/** The ids of the tokens a user holds (identity's `api_tokens`, joined through its face). */
const tokensHeldBy = (userId: number) =>
  sql`(select ${apiTokens.id} from ${apiTokens} where ${apiTokens.userId} = ${userId})`;

const scopeWhere = (scope: ApiLogScope) => {
  const where: SQL[] = [];
  if (scope.direction) where.push(eq(apiCalls.direction, scope.direction));
  if (scope.providerId) where.push(eq(apiCalls.providerId, scope.providerId));
  if (scope.orgId !== undefined) where.push(eq(apiCalls.orgId, scope.orgId));
  if (scope.holderUserId !== undefined)
    where.push(inArray(apiCalls.apiTokenId, tokensHeldBy(scope.holderUserId)));
  return where;
};

const logWhere = (filter: ApiLogFilter) => {
  const where = scopeWhere(filter);
  if (filter.from) where.push(gte(apiCalls.at, new Date(filter.from)));
  if (filter.to) where.push(lt(apiCalls.at, new Date(filter.to)));
  if (filter.operation) where.push(eq(apiCalls.operation, filter.operation));
  if (filter.outcome) where.push(eq(apiCalls.outcome, filter.outcome));
  if (filter.orderNo) where.push(eq(apiCalls.orderNo, filter.orderNo));
  if (filter.apiTokenId) where.push(eq(apiCalls.apiTokenId, filter.apiTokenId));
  return where;
};

const rowColumns = {
  id: apiCalls.id,
  at: apiCalls.at,
  direction: apiCalls.direction,
  providerId: apiCalls.providerId,
  providerName: dockingProviders.name,
  orgId: apiCalls.orgId,
  orgName: orgs.name,
  apiTokenId: apiCalls.apiTokenId,
  apiTokenName: apiTokens.name,
  operation: apiCalls.operation,
  orderNo: apiCalls.orderNo,
  method: apiCalls.method,
  url: apiCalls.url,
  status: apiCalls.status,
  outcome: apiCalls.outcome,
  durationMs: apiCalls.durationMs,
};

/** A keyset page of the log, newest first, with the capped count of what matches. */
export const listApiCalls = async (ex: Executor, filter: ApiLogFilter, cap: number) => {
  const where = logWhere(filter);
  const rows = await ex
    .select(rowColumns)
    .from(apiCalls)
    .leftJoin(dockingProviders, eq(dockingProviders.id, apiCalls.providerId))
    .leftJoin(orgs, eq(orgs.id, apiCalls.orgId))
    .leftJoin(apiTokens, eq(apiTokens.id, apiCalls.apiTokenId))
    .where(and(...where, filter.cursor ? lt(apiCalls.id, filter.cursor) : undefined))
    .orderBy(desc(apiCalls.id))
    .limit(filter.size + 1);
  const [counted] = await ex.select({ total: count() }).from(
    ex
      .select({ id: apiCalls.id })
      .from(apiCalls)
      .where(and(...where))
      .limit(cap)
      .as("capped"),
  );
  return { rows, total: counted?.total ?? 0 };
};

/** One call within the scope (a customer's: its own inbound calls only). */
export const findApiCall = async (ex: Executor, id: number, scope: ApiLogScope) =>
  (
    await ex
      .select({
        ...rowColumns,
        request: apiCalls.request,
        response: apiCalls.response,
        labelFile: apiCalls.labelFile,
      })
      .from(apiCalls)
      .leftJoin(dockingProviders, eq(dockingProviders.id, apiCalls.providerId))
      .leftJoin(orgs, eq(orgs.id, apiCalls.orgId))
      .leftJoin(apiTokens, eq(apiTokens.id, apiCalls.apiTokenId))
      .where(and(eq(apiCalls.id, id), ...scopeWhere(scope)))
  )[0];

/** The tokens of one org the log can be filtered by (only those `holderUserId` holds when given), by name. */
export const listLogTokens = (ex: Executor, orgId: number, holderUserId?: number) =>
  ex
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      prefix: apiTokens.prefix,
      revoked: sql<boolean>`${isNotNull(apiTokens.revokedAt)} and ${apiTokens.revokedAt} <= now()`,
    })
    .from(apiTokens)
    .where(
      and(
        eq(apiTokens.orgId, orgId),
        holderUserId === undefined ? undefined : eq(apiTokens.userId, holderUserId),
      ),
    )
    .orderBy(asc(apiTokens.name), desc(apiTokens.id));

export type ApiLogStatsFilter = ApiLogScope & {
  from: Date;
  to: Date;
  groupBy: "operation" | "provider";
  byDay: boolean;
  offsetMinutes: number;
};

/**
 * Per endpoint (direction and operation) or provider, and per day of the reader's offset or over the window:
 * the calls, those whose outcome was not ok, and the continuous 50th and 95th percentiles of their durations.
 * It reads the window's rows through the time index; the provider's names are joined after the grouping.
 */
export const apiLogStats = async (ex: Executor, filter: ApiLogStatsFilter) => {
  const day = filter.byDay
    ? sql<string>`to_char((${apiCalls.at} + make_interval(mins => ${filter.offsetMinutes}::int)) at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<null>`null::text`;
  const key = filter.groupBy === "operation" ? apiCalls.operation : apiCalls.providerId;
  const grouped = ex
    .select({
      day: day.as("day"),
      direction: apiCalls.direction,
      operation: (filter.groupBy === "operation"
        ? sql<string>`${apiCalls.operation}`
        : sql<null>`null::text`
      ).as("operation"),
      providerId: (filter.groupBy === "provider"
        ? sql<number | null>`${apiCalls.providerId}`
        : sql<null>`null::int`
      ).as("provider_id"),
      calls: sql<number>`count(*)::int`.as("calls"),
      errors: sql<number>`(count(*) filter (where ${ne(apiCalls.outcome, "ok")}))::int`.as("errors"),
      p50: sql<number>`percentile_cont(0.5) within group (order by ${apiCalls.durationMs})`.as("p50"),
      p95: sql<number>`percentile_cont(0.95) within group (order by ${apiCalls.durationMs})`.as("p95"),
    })
    .from(apiCalls)
    .where(and(gte(apiCalls.at, filter.from), lt(apiCalls.at, filter.to), ...scopeWhere(filter)))
    .groupBy(sql`1`, apiCalls.direction, key)
    .as("grouped");
  return ex
    .select({
      day: grouped.day,
      direction: grouped.direction,
      operation: grouped.operation,
      providerId: grouped.providerId,
      providerName: dockingProviders.name,
      calls: grouped.calls,
      errors: grouped.errors,
      p50: grouped.p50,
      p95: grouped.p95,
    })
    .from(grouped)
    .leftJoin(dockingProviders, eq(dockingProviders.id, grouped.providerId))
    .orderBy(
      desc(grouped.day),
      grouped.direction,
      desc(grouped.calls),
      grouped.operation,
      grouped.providerId,
    );
};
