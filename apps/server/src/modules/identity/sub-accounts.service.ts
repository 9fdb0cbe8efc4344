import type {
  CreateSubAccountRequest,
  GrantNode,
  SubAccount,
  SubAccountQuery,
  UpdateSubAccountRequest,
} from "@pp/contracts";
import { createSubAccountSchema } from "@pp/contracts";
import type { Actor } from "../../platform/actor";
import { hashPassword } from "../../platform/crypto";
import type { Database } from "../../platform/db";
import { AppError } from "../../platform/errors";
import {
  assertAllowed,
  refusalOfSubAccountChange,
  type SubAccountAction,
  type SubAccountChange,
} from "./access";
import * as identityRepo from "./identity.repository";
import { assertPasswordPolicy } from "./password-policy";
import type { SessionStore } from "./session-store";
import * as repo from "./sub-accounts.repository";

type Deps = { database: Database; sessions: SessionStore };

/** The screen that manages sub-accounts: never granted on, so a sub-account cannot make more of itself. */
export const SUB_ACCOUNTS_SCREEN = "system/sub-accounts";

const toSubAccount = (row: repo.SubAccountRow, grants: string[]): SubAccount => ({
  id: row.id,
  name: row.name,
  code: row.code ?? "",
  username: row.username,
  status: row.status,
  mainUserId: row.mainUserId ?? 0,
  mainUsername: row.mainUsername ?? "",
  orgName: row.orgName,
  grants,
  createdAt: row.createdAt.toISOString(),
});

/** Only a customer's main account manages sub-accounts; platform staff may look (the access table says so). */
const requireAllowed = (actor: Actor, change: Omit<SubAccountChange, "actor">) =>
  assertAllowed(refusalOfSubAccountChange({ actor, ...change }));

/**
 * The tree a main account grants from: every menu entry it can use itself (pages and button
 * permissions included), under the directories that hold them.
 */
export const buildGrantTree = (rows: identityRepo.MenuRow[], grantable: ReadonlySet<string>): GrantNode[] => {
  const byParent = new Map<number | null, identityRepo.MenuRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: number | null): GrantNode[] =>
    (byParent.get(parentId) ?? []).flatMap((row) => {
      const children = build(row.id);
      const isGroup = row.type === "directory";
      if (isGroup ? children.length === 0 : !grantable.has(row.name)) return [];
      return [
        {
          menuId: row.id,
          name: row.name,
          type: row.type,
          hidden: row.hidden,
          titles: { zh: row.titleZh, en: row.titleEn, ko: row.titleKo },
          children,
        },
      ];
    });
  return build(null);
};

export const createSubAccountService = ({ database, sessions }: Deps) => {
  const { db } = database;

  const grantableOf = (actor: Actor) => {
    const names = new Set(actor.screens);
    names.delete(SUB_ACCOUNTS_SCREEN);
    return names;
  };

  /** Menu ids for the granted names; anything the main account does not have itself is refused. */
  const resolveGrants = async (actor: Actor, names: string[]) => {
    const all = await identityRepo.listAllMenus(db);
    const byName = new Map(all.map((m) => [m.name, m]));
    const wanted = [...new Set(names)];
    const grantable = new Set([...grantableOf(actor)].filter((name) => byName.has(name)));
    requireAllowed(actor, { action: "setGrants", grants: wanted, grantable });
    // Directories carry no permission of their own: the console shows them when a child is granted.
    return wanted
      .map((name) => byName.get(name)!)
      .filter((m) => m.type !== "directory")
      .map((m) => m.id);
  };

  const visibleOrNotFound = async (actor: Actor, id: number) => {
    const row = await repo.findVisibleSubAccount(db, actor, id);
    if (!row) throw new AppError("NOT_FOUND");
    return row;
  };

  /** A sub-account the caller may change: only its own main account's. */
  const ownedOrNotFound = async (actor: Actor, id: number, action: SubAccountAction) => {
    requireAllowed(actor, { action });
    const row = await visibleOrNotFound(actor, id);
    requireAllowed(actor, { action, targetMainUserId: row.mainUserId });
    return row;
  };

  const withGrants = async (rows: repo.SubAccountRow[]) => {
    const grants = await repo.listGrantNames(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => toSubAccount(row, grants.get(row.id) ?? []));
  };

  const assertCodeFree = async (mainUserId: number, code: string, exceptUserId?: number) => {
    const owner = await repo.findCodeOwner(db, mainUserId, code);
    if (owner && owner.userId !== exceptUserId) {
      throw AppError.field("code", "SUB_ACCOUNT_CODE_TAKEN", { code: "NAME_TAKEN", headline: true });
    }
  };

  const list = async (actor: Actor, query: SubAccountQuery) => {
    requireAllowed(actor, { action: "view" });
    const page = await repo.listSubAccounts(db, actor, query);
    return { ...page, rows: await withGrants(page.rows) };
  };

  const get = async (actor: Actor, id: number) => {
    requireAllowed(actor, { action: "view" });
    const [one] = await withGrants([await visibleOrNotFound(actor, id)]);
    return one!;
  };

  const create = async (actor: Actor, input: CreateSubAccountRequest) => {
    requireAllowed(actor, { action: "create" });
    const { name, code, username, password, grants } = createSubAccountSchema.parse(input);
    assertPasswordPolicy(password, username, "password");
    const menuIds = await resolveGrants(actor, grants);
    if (await identityRepo.findUserByUsername(db, username)) {
      throw AppError.field("username", "ACCOUNT_TAKEN", { code: "ACCOUNT_TAKEN" });
    }
    await assertCodeFree(actor.userId, code);
    const passwordHash = await hashPassword(password);
    const id = await db.transaction(async (tx) => {
      const user = await identityRepo.insertUser(tx, {
        orgId: actor.orgId,
        mainUserId: actor.userId,
        username,
        passwordHash,
        nickName: name,
        lang: actor.lang,
      });
      await identityRepo.assignRoles(tx, user.id, ["customer"]);
      await repo.saveProfile(tx, { userId: user.id, mainUserId: actor.userId, code });
      await repo.replaceGrants(tx, user.id, menuIds);
      return user.id;
    });
    return get(actor, id);
  };

  const update = async (actor: Actor, id: number, input: UpdateSubAccountRequest) => {
    await ownedOrNotFound(actor, id, "edit");
    await assertCodeFree(actor.userId, input.code, id);
    await db.transaction(async (tx) => {
      await repo.updateName(tx, id, input.name);
      await repo.saveProfile(tx, { userId: id, mainUserId: actor.userId, code: input.code });
      await sessions.announce(tx, { userId: id });
    });
    return get(actor, id);
  };

  /** Disabling signs the sub-account out everywhere at once; enabling lets it sign in again. */
  const setStatus = async (actor: Actor, id: number, status: "enabled" | "disabled") => {
    await ownedOrNotFound(actor, id, "setStatus");
    await db.transaction(async (tx) => {
      await repo.updateStatus(tx, id, status);
      if (status === "disabled") await identityRepo.revokeUserSessions(tx, id);
      await sessions.announce(tx, { userId: id });
    });
    return get(actor, id);
  };

  const resetPassword = async (actor: Actor, id: number, password: string) => {
    const row = await ownedOrNotFound(actor, id, "resetPassword");
    assertPasswordPolicy(password, row.username, "password");
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await identityRepo.updatePassword(tx, id, passwordHash);
      await identityRepo.revokeUserSessions(tx, id);
      await sessions.announce(tx, { userId: id });
    });
  };

  const setGrants = async (actor: Actor, id: number, grants: string[]) => {
    await ownedOrNotFound(actor, id, "setGrants");
    const menuIds = await resolveGrants(actor, grants);
    await db.transaction(async (tx) => {
      await repo.replaceGrants(tx, id, menuIds);
      await sessions.announce(tx, { userId: id });
    });
    return get(actor, id);
  };

  const grantTree = async (actor: Actor) => {
    requireAllowed(actor, { action: "setGrants" });
    return buildGrantTree(await identityRepo.listAllMenus(db), grantableOf(actor));
  };

  return { list, get, create, update, setStatus, resetPassword, setGrants, grantTree };
};

export type SubAccountService = ReturnType<typeof createSubAccountService>;
