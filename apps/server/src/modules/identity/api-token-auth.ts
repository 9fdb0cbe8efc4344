import type { Actor } from "../../platform/actor";
import { hashToken } from "../../platform/crypto";
import type { Database } from "../../platform/db";
import { actorOfUser } from "./actor-of-user";
import { findValidToken, touchTokens } from "./api-token-auth.repository";
import { ORG_CHANNEL } from "./identity.changes";
import { type Change, IDENTITY_CHANNEL } from "./session-store";

// The open API's resolver: an API token → its holder's actor (the same one a session of that user has, with the
// token's id), kept per process like sessions. Every change that can end a token is announced: the token's own
// (`api_tokens_changed` with its id: revoked, regenerated), its holder's (`identity_changed`: disabled, grants,
// roles, menus) and its org's (`org_changed`); each drops the entries at once, and entries age out after 60 s.
// `last_used_at` is written in batches: the tokens used in the last second, one statement.

/** Heard by every server process: the token (its id) was revoked or changed. */
export const API_TOKENS_CHANNEL = "api_tokens_changed";
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 20_000;
const TOUCH_INTERVAL_MS = 1000;

/** The open API's caller: the holder's actor, with its token's id and shown prefix. */
export type TokenCaller = { actor: Actor; tokenId: number; prefix: string };

type Entry = { caller: TokenCaller; cachedAt: number; expiresAt: number };

export const createApiTokenAuth = async (database: Database, onError: (error: unknown) => void) => {
  const cache = new Map<string, Entry>();
  let generation = 0;
  let used = new Set<number>();

  const drop = (matches: (caller: TokenCaller) => boolean) => {
    generation++;
    for (const [key, entry] of cache) if (matches(entry.caller)) cache.delete(key);
  };

  await database.listen(API_TOKENS_CHANNEL, (payload) => {
    const id = Number(payload);
    drop((caller) => !payload || caller.tokenId === id);
  });
  await database.listen(IDENTITY_CHANNEL, (payload) => {
    if (!payload) return drop(() => true);
    const change = JSON.parse(payload) as Change;
    drop((caller) => Boolean(change.everyone) || caller.actor.userId === change.userId);
  });
  await database.listen(ORG_CHANNEL, (payload) => {
    const orgIds = new Set(payload.split(",").map(Number));
    drop((caller) => !payload || orgIds.has(caller.actor.orgId));
  });

  const load = async (tokenHash: string): Promise<Entry | undefined> => {
    const row = await findValidToken(database.db, tokenHash);
    if (!row) return undefined;
    const actor = await actorOfUser(database.db, row, { sessionId: 0, tokenHash, apiTokenId: row.token.id });
    if (!actor) return undefined;
    const now = Date.now();
    return {
      caller: { actor, tokenId: row.token.id, prefix: row.token.prefix },
      cachedAt: now,
      expiresAt: row.token.revokedAt?.getTime() ?? Number.POSITIVE_INFINITY,
    };
  };

  const resolve = async (token: string): Promise<TokenCaller | undefined> => {
    const tokenHash = hashToken(token);
    const now = Date.now();
    let entry = cache.get(tokenHash);
    if (!entry || entry.expiresAt <= now || now - entry.cachedAt >= MAX_AGE_MS) {
      const seen = generation;
      entry = await load(tokenHash);
      if (!entry) {
        cache.delete(tokenHash);
        return undefined;
      }
      // A change announced while we read may have made this entry stale: serve it, don't keep it.
      if (seen === generation) {
        if (cache.size >= MAX_ENTRIES) cache.clear();
        cache.set(tokenHash, entry);
      }
    }
    used.add(entry.caller.tokenId);
    return entry.caller;
  };

  /** Writes the last-used time of the tokens used since the last flush. */
  const flush = async () => {
    if (!used.size) return;
    const ids = [...used];
    used = new Set();
    try {
      await touchTokens(database.db, ids);
    } catch (error) {
      for (const id of ids) used.add(id);
      onError(error);
    }
  };

  let timer: NodeJS.Timeout | undefined;
  return {
    resolve,
    flush,
    start: () => {
      timer ??= setInterval(() => void flush(), TOUCH_INTERVAL_MS).unref();
    },
    stop: async () => {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
};

export type ApiTokenAuth = Awaited<ReturnType<typeof createApiTokenAuth>>;
