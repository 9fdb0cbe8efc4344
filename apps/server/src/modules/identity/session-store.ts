import type { SessionInfo } from "@pp/contracts";
import type { Actor, DataScope } from "../../platform/actor";
import { hashToken } from "../../platform/crypto";
import { type Database, type Executor, notify } from "../../platform/db";
import { OWN_WALLET_SCREENS } from "./identity.menu-seed";
import {
  findLiveSession,
  listAllMenus,
  listCustomScopeOrgIds,
  listGrantedMenuNames,
  listMenuNames,
  listOrgAndDescendants,
  listRoleMenuIds,
  listRolesOf,
  listSubGrantMenuIds,
} from "./identity.repository";

const CHANNEL = "identity_changed";
// A safety net only: every change that matters is announced and drops the entry at once.
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 20_000;

type Entry = { actor: Actor; expiresAt: number; cachedAt: number };
/** What changed: one session, one user's sessions, or everyone's (roles, menus, grants). */
export type Change = { tokenHash?: string; userId?: number; everyone?: boolean };

type RoleRow = Awaited<ReturnType<typeof listRolesOf>>[number];

// Data scope of the caller: the widest of its roles' data permissions (spec §6).
const scopeOf = async (db: Executor, orgId: number, roleRows: RoleRow[]): Promise<DataScope> => {
  if (roleRows.some((r) => r.dataScope === "all")) return { all: true };
  const orgIds = new Set<number>([orgId]);
  if (roleRows.some((r) => r.dataScope === "org_and_children")) {
    for (const id of await listOrgAndDescendants(db, orgId)) orgIds.add(id);
  }
  const custom = roleRows.filter((r) => r.dataScope === "custom").map((r) => r.id);
  for (const id of await listCustomScopeOrgIds(db, custom)) orgIds.add(id);
  return { all: false, orgIds: [...orgIds] };
};

// Screens: admin has all but the own-wallet ones (the platform org keeps no wallet); others their roles'
// menus; a sub-account only those its main account granted too.
const screensOf = async (db: Executor, userId: number, roleRows: RoleRow[], isSubAccount: boolean) => {
  if (roleRows.some((r) => r.code === "admin"))
    return new Set(
      (await listAllMenus(db)).map((m) => m.name).filter((name) => !OWN_WALLET_SCREENS.includes(name)),
    );
  let ids = await listRoleMenuIds(
    db,
    roleRows.map((r) => r.id),
  );
  if (isSubAccount) {
    const granted = new Set(await listSubGrantMenuIds(db, userId));
    ids = ids.filter((id) => granted.has(id));
  }
  return new Set(await listMenuNames(db, ids));
};

const PRIVILEGE = { platform: "PLATFORM", supplier: "SUPPLIER", customer: "USER" } as const;

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
    if (row?.user.status !== "enabled" || row.org.status !== "enabled") return undefined;
    const roleRows = await listRolesOf(database.db, row.user.id);
    const isSubAccount = row.user.mainUserId !== null;
    const authList = isSubAccount ? await listGrantedMenuNames(database.db, row.user.id) : [];
    const roles = roleRows.length ? roleRows.map((r) => r.code) : ["ROLE_SYSTEM_DEFAULT"];
    const info: SessionInfo = {
      user: {
        id: row.user.id,
        username: row.user.username,
        nickName: row.user.nickName,
        email: row.user.email,
        phone: row.user.phone,
        orgId: row.org.id,
        orgName: row.org.name,
        orgType: row.org.type,
        lang: row.user.lang,
      },
      roles,
      loadMenus: true,
      isFree: row.org.type === "customer" && row.org.edition === "free",
      isSubLogin: isSubAccount,
      currentSubscribe: row.org.edition,
      subscribeOrderExpireMap: {},
      subUsername: isSubAccount ? row.user.username : null,
      authList,
    };
    const actor: Actor = {
      sessionId: row.session.id,
      tokenHash,
      userId: row.user.id,
      orgId: row.org.id,
      orgType: row.org.type,
      roles,
      isSubAccount,
      mainUserId: row.user.mainUserId,
      lang: row.user.lang,
      info,
      privilege: PRIVILEGE[row.org.type],
      scope: await scopeOf(database.db, row.org.id, roleRows),
      screens: await screensOf(database.db, row.user.id, roleRows, isSubAccount),
    };
    return { actor, expiresAt: row.session.expiresAt.getTime(), cachedAt: Date.now() };
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
