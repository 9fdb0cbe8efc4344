import {
  API_LOG_STATS_DEFAULT_DAYS,
  API_LOG_STATS_MAX_DAYS,
  type ApiLogDetail,
  type ApiLogQuery,
  type ApiLogRow,
  type ApiLogStats,
  type ApiLogStatsQuery,
  type ApiLogTokens,
  type MyApiLogQuery,
  type MyApiLogStatsQuery,
  PAGE_TOTAL_CAP,
  type Page,
} from "@pp/contracts";
import { can, requireCan } from "../../platform/access";
import type { Actor } from "../../platform/actor";
import type { ApiLog } from "../../platform/api-log";
import type { Db } from "../../platform/db";
import { AppError } from "../../platform/errors";
import * as repo from "./api-log.repository";

// The API log's reads (spec §7 apiLog, issue 16): platform staff (`readCarriers`) read every call, to providers and
// to the open API; a customer holding the open-API key (`holdApiKey`) reads its own org's open-API calls only, never
// a call to a provider (those run on the platform's credentials).

const DAY_MS = 86_400_000;

/**
 * What a customer may read of the log: its own org's calls to the open API; a sub-account only the calls of the
 * tokens it holds (the main account manages every token of the org, a sub-account its own: api-tokens.service).
 */
const ownScope = (actor: Actor): repo.ApiLogScope =>
  can(actor, "manageSubAccounts")
    ? { direction: "inbound", orgId: actor.orgId }
    : { direction: "inbound", orgId: actor.orgId, holderUserId: actor.userId };

const tokensOf = async (db: Db, orgId: number, holderUserId?: number): Promise<ApiLogTokens> => ({
  tokens: await repo.listLogTokens(db, orgId, holderUserId),
});

export const createApiLogReads = ({ db, apiLog }: { db: Db; apiLog: ApiLog }) => {
  const list = async (query: repo.ApiLogFilter): Promise<Page<ApiLogRow>> => {
    await apiLog.flush();
    const { rows, total } = await repo.listApiCalls(db, query, PAGE_TOTAL_CAP);
    const page = rows.slice(0, query.size);
    return {
      rows: page.map((row) => ({ ...row, at: row.at.toISOString() })),
      total,
      nextCursor: rows.length > query.size ? String(page.at(-1)!.id) : null,
    };
  };

  const one = async (id: number, scope: repo.ApiLogScope): Promise<ApiLogDetail> => {
    await apiLog.flush();
    const call = await repo.findApiCall(db, id, scope);
    if (!call) throw new AppError("NOT_FOUND");
    return { ...call, at: call.at.toISOString() };
  };

  /** The window: `to` or now, and `from` or the default days before it, cut to the last MAX_DAYS. */
  const window = (query: { from?: string; to?: string }, now: Date) => {
    const to = query.to ? new Date(query.to) : now;
    const earliest = new Date(to.getTime() - API_LOG_STATS_MAX_DAYS * DAY_MS);
    const from = query.from
      ? new Date(query.from)
      : new Date(to.getTime() - API_LOG_STATS_DEFAULT_DAYS * DAY_MS);
    return { from: from < earliest ? earliest : from, to };
  };

  const stats = async (
    query: MyApiLogStatsQuery & Partial<Pick<ApiLogStatsQuery, "groupBy">>,
    scope: repo.ApiLogScope,
    now: Date,
  ): Promise<ApiLogStats> => {
    await apiLog.flush();
    const { from, to } = window(query, now);
    const rows = await repo.apiLogStats(db, {
      ...scope,
      from,
      to,
      groupBy: query.groupBy ?? "operation",
      byDay: query.byDay,
      offsetMinutes: query.offsetMinutes,
    });
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      rows: rows.map(({ p50, p95, ...row }) => ({
        ...row,
        p50Ms: Math.round(Number(p50) * 10) / 10,
        p95Ms: Math.round(Number(p95) * 10) / 10,
      })),
    };
  };

  return {
    /** Every call, newest first (keyset pages): staff. */
    apiLog(actor: Actor, query: ApiLogQuery) {
      requireCan(actor, "readCarriers");
      return list(query);
    },

    apiCall(actor: Actor, id: number) {
      requireCan(actor, "readCarriers");
      return one(id, {});
    },

    apiLogStats(actor: Actor, query: ApiLogStatsQuery, now = new Date()) {
      requireCan(actor, "readCarriers");
      const { direction, providerId, orgId } = query;
      return stats(query, { direction, providerId, orgId }, now);
    },

    /** One customer's tokens, to filter its calls by. */
    apiLogTokens(actor: Actor, orgId: number) {
      requireCan(actor, "readCarriers");
      return tokensOf(db, orgId);
    },

    /** The tokens the caller may filter its own calls by: the org's (main account) or its own (sub-account). */
    myApiLogTokens(actor: Actor) {
      requireCan(actor, "holdApiKey");
      return tokensOf(db, actor.orgId, ownScope(actor).holderUserId);
    },

    /** The caller's org's open-API calls (a sub-account's: of its own tokens), newest first. */
    myApiLog(actor: Actor, query: MyApiLogQuery) {
      requireCan(actor, "holdApiKey");
      return list({ ...query, ...ownScope(actor) });
    },

    /** One of the caller's org's open-API calls; another's is not found. */
    myApiCall(actor: Actor, id: number) {
      requireCan(actor, "holdApiKey");
      return one(id, ownScope(actor));
    },

    /** The caller's org's open-API calls by endpoint (and day). */
    myApiLogStats(actor: Actor, query: MyApiLogStatsQuery, now = new Date()) {
      requireCan(actor, "holdApiKey");
      return stats(query, ownScope(actor), now);
    },
  };
};
