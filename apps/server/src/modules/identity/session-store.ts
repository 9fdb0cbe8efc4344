import type { Actor } from "../../platform/actor";
import { hashToken } from "../../platform/crypto";
import { type Database, type Executor, notify } from "../../platform/db";
import { actorOfUser } from "./actor-of-user";
import { findLiveSession } from "./identity.repository";

/** Heard by every server process: sessions or users changed (payload: a JSON `Change`, see below). */
export const IDENTITY_CHANNEL = "identity_changed";
const CHANNEL = IDENTITY_CHANNEL;
// A safety net only: every change that matters is announced and drops the entry at once.
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 20_000;

type Entry = { actor: Actor; expiresAt: number; cachedAt: number };
/** What changed: one session, one user's sessions, or everyone's (roles, menus, grants). */
export type Change = { tokenHash?: string; userId?: number; everyone?: boolean };

/**
 * Resolves tokens to actors with an in-process cache, so an authenticated read costs no query.
 * Revocation stays immediate in every process: writers announce changes with NOTIFY in the
 * same transaction, and every process drops the affected entries when it hears of them.
 */
export const createSessionStore = async (database: Database) => {
  const cache = new Map<string, Entry>();
  let generation = 0;

  const forget = (change: Change) => {
    generation++;
    if (change.tokenHash) cache.delete(change.tokenHash);
    if (change.everyone) cache.clear();
    if (change.userId !== undefined) {
      for (const [key, entry] of cache) if (entry.actor.userId === change.userId) cache.delete(key);
    }
  };

  await database.listen(CHANNEL, (payload) => {
    if (!payload) {
      generation++;
      cache.clear();
      return;
    }
    forget(JSON.parse(payload) as Change);
  });

  const load = async (tokenHash: string): Promise<Entry | undefined> => {
    const row = await findLiveSession(database.db, tokenHash);
    if (!row) return undefined;
    const actor = await actorOfUser(database.db, row, { sessionId: row.session.id, tokenHash });
    return actor && { actor, expiresAt: row.session.expiresAt.getTime(), cachedAt: Date.now() };
  };

  return {
    resolve: async (token: string): Promise<Actor | undefined> => {
      const tokenHash = hashToken(token);
      const now = Date.now();
      const hit = cache.get(tokenHash);
      if (hit && hit.expiresAt > now && now - hit.cachedAt < MAX_AGE_MS) return hit.actor;
      const seen = generation;
      const entry = await load(tokenHash);
      if (!entry) {
        cache.delete(tokenHash);
        return undefined;
      }
      // A change announced while we read may have made this entry stale: serve it, don't keep it.
      if (seen === generation) {
        if (cache.size >= MAX_ENTRIES) cache.clear();
        cache.set(tokenHash, entry);
      }
      return entry.actor;
    },
    /** Announce inside the writing transaction; also drops the entries in this process now. */
    announce: async (db: Executor, change: Change) => {
      forget(change);
      await notify(db, CHANNEL, JSON.stringify(change));
    },
  };
};

export type SessionStore = Awaited<ReturnType<typeof createSessionStore>>;
