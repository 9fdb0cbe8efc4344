import type { SessionInfo } from "@pp/contracts";
import { type AccessFacts, mayUseScreen } from "../../platform/access";
import type { Actor, DataScope } from "../../platform/actor";
import type { Executor } from "../../platform/db";
import {
  listAllMenus,
  listCustomScopeOrgIds,
  listGrantedMenuNames,
  listMenuNames,
  listOrgAndDescendants,
  listRoleMenuIds,
  listRolesOf,
  listSubGrantMenuIds,
} from "./identity.repository";
import type { orgs, users } from "./identity.tables";

// The caller a user is: the one actor a console session and an open-API token of that user both resolve to
// (session-store.ts, api-token-auth.ts), so a token carries exactly its holder's grants.

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

// Screens: admin has all; others their roles' menus; a sub-account only those its main account granted too.
// A granted screen whose calls the caller may not make is left out, so no menu entry leads to a refusal.
const screensOf = async (db: Executor, userId: number, roleRows: RoleRow[], facts: AccessFacts) => {
  const granted = async () => {
    if (roleRows.some((r) => r.code === "admin")) return (await listAllMenus(db)).map((m) => m.name);
    let ids = await listRoleMenuIds(
      db,
      roleRows.map((r) => r.id),
    );
    if (facts.isSubAccount) {
      const subGrants = new Set(await listSubGrantMenuIds(db, userId));
      ids = ids.filter((id) => subGrants.has(id));
    }
    return listMenuNames(db, ids);
  };
  return new Set((await granted()).filter((name) => mayUseScreen(facts, name)));
};

const PRIVILEGE = { platform: "PLATFORM", supplier: "SUPPLIER", customer: "USER" } as const;

/** How the caller came in: a console session, or an open-API token (`sessionId` 0 then). */
export type Credential = Pick<Actor, "sessionId" | "tokenHash" | "apiTokenId">;

/** The actor of an enabled user of an enabled org; nothing when either is disabled. */
export const actorOfUser = async (
  db: Executor,
  row: { user: typeof users.$inferSelect; org: typeof orgs.$inferSelect },
  credential: Credential,
): Promise<Actor | undefined> => {
  if (row.user.status !== "enabled" || row.org.status !== "enabled") return undefined;
  const roleRows = await listRolesOf(db, row.user.id);
  const isSubAccount = row.user.mainUserId !== null;
  const authList = isSubAccount ? await listGrantedMenuNames(db, row.user.id) : [];
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
  return {
    ...credential,
    userId: row.user.id,
    orgId: row.org.id,
    orgType: row.org.type,
    roles,
    isSubAccount,
    mainUserId: row.user.mainUserId,
    lang: row.user.lang,
    info,
    privilege: PRIVILEGE[row.org.type],
    scope: await scopeOf(db, row.org.id, roleRows),
    screens: await screensOf(db, row.user.id, roleRows, { orgType: row.org.type, roles, isSubAccount }),
  };
};
