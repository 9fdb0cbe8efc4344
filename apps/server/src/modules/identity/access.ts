import type { DataScopeKind, OrgType } from "@pp/contracts";
import { AppError } from "../../platform/errors";

/**
 * Who may do what to accounts and roles: one table of rules over plain facts (no I/O). Every
 * service that creates or changes a user, a sub-account, an org account or a role asks it, and
 * the console is told its answers. docs/security.md "Roles and what each may do" states it in prose.
 */

/** A role as far as access is concerned. Lower levels are more powerful (1 is the top). */
export type RoleFacts = { code: string; level: number; dataScope: DataScopeKind };

/** A person: the caller or the user acted on. */
export type UserFacts = { userId: number; orgType: OrgType; roles: RoleFacts[] };

/** The caller, with what it may see and use itself. */
export type ActorFacts = UserFacts & {
  isSubAccount: boolean;
  seesAllData: boolean;
  screens: ReadonlySet<string>;
};

/** Built-in roles the code checks by code: the platform's, and those of customer and supplier orgs. */
const PLATFORM_ROLES = ["admin", "platform", "finance"] as const;
const TENANT_ROLES = ["customer", "supplier"] as const;
/** Only an admin grants, revokes or edits these, and manages the users who hold them. */
const GUARDED_ROLES = ["admin", "finance"] as const;

const isIn = (list: readonly string[], code: string) => list.includes(code);

/** The code of a built-in role customer and supplier accounts get: locked to their own org's data. */
export const isTenantRoleCode = (code: string) => isIn(TENANT_ROLES, code);

/** Holding no role at all is the weakest level there is. */
const levelOf = (roles: readonly RoleFacts[]) =>
  roles.reduce((best, role) => Math.min(best, role.level), Number.MAX_SAFE_INTEGER);

const isAdmin = (person: Pick<UserFacts, "roles">) => person.roles.some((r) => r.code === "admin");

const holdsGuarded = (person: Pick<UserFacts, "roles">) =>
  person.roles.some((r) => isIn(GUARDED_ROLES, r.code));

/** A role a customer or supplier account may hold: its data stays within the holder's own org. */
export const isTenantRole = (role: RoleFacts) => role.dataScope === "org" && !isIn(PLATFORM_ROLES, role.code);

/** What a refused request answers: a specific, translated message, on the form field it is about. */
export type Refusal = {
  code: "FORBIDDEN" | "VALIDATION_FAILED" | "NOT_FOUND";
  key?: AccessMessageKey;
  field?: string;
};

type AccessMessageKey =
  | "USER_SELF_ROLES"
  | "USER_SELF_MANAGE"
  | "USER_SELF_DISABLE"
  | "USER_GUARDED"
  | "USER_LEVEL_NOT_BELOW"
  | "ROLE_LEVEL_TOO_HIGH"
  | "ROLE_GUARDED"
  | "ROLE_NOT_FOR_TENANT"
  | "ROLE_BUILT_IN"
  | "ROLE_TENANT_LOCKED"
  | "ROLE_TENANT_SCOPE"
  | "ROLE_SCOPE_TOO_WIDE"
  | "MENU_NOT_GRANTABLE"
  | "GRANT_NOT_OWNED";

type Rule<Facts> = { rule: string; when: (facts: Facts) => boolean; refuse: Refusal };

const firstRefusal = <Facts>(rules: readonly Rule<Facts>[], facts: Facts) =>
  rules.find((r) => r.when(facts))?.refuse;

// ---- users administration (platform staff) ---------------------------------------------------------

export type UserAction = "create" | "edit" | "setRoles" | "resetPassword" | "setStatus";

type UserChange = {
  action: UserAction;
  actor: UserFacts;
  /** The user as they are now; absent when creating one. */
  target?: UserFacts;
  /** The org kind and roles the user will have (create, edit, setRoles). */
  after?: { orgType: OrgType; roles: RoleFacts[] };
};

const codesOf = (roles: readonly RoleFacts[] | undefined) => new Set((roles ?? []).map((r) => r.code));

/** Roles the change hands out that the user does not hold yet. */
const grantedBy = (c: UserChange) => {
  const held = codesOf(c.target?.roles);
  return (c.after?.roles ?? []).filter((r) => !held.has(r.code));
};

/** Roles the change takes away. */
const revokedBy = (c: UserChange) => {
  if (!c.after) return [];
  const kept = codesOf(c.after.roles);
  return (c.target?.roles ?? []).filter((r) => !kept.has(r.code));
};

const isSelf = (c: UserChange) => c.target !== undefined && c.target.userId === c.actor.userId;

/**
 * Users administration, first refusing rule wins. Admins are the top level: they manage other
 * admins (someone must be able to disable a departed admin), never themselves.
 */
export const USER_RULES: readonly Rule<UserChange>[] = [
  {
    rule: "only platform staff administer users; customers and suppliers manage sub-accounts",
    when: (c) => c.actor.orgType !== "platform",
    refuse: { code: "FORBIDDEN" },
  },
  {
    rule: "nobody changes their own roles",
    when: (c) => isSelf(c) && grantedBy(c).length + revokedBy(c).length > 0,
    refuse: { code: "FORBIDDEN", key: "USER_SELF_ROLES", field: "roleIds" },
  },
  {
    rule: "nobody disables themselves",
    when: (c) => isSelf(c) && c.action === "setStatus",
    refuse: { code: "FORBIDDEN", key: "USER_SELF_DISABLE" },
  },
  {
    rule: "one's own details and password change on the profile screen (the password with the current one)",
    when: isSelf,
    refuse: { code: "FORBIDDEN", key: "USER_SELF_MANAGE" },
  },
  {
    rule: "only an admin manages users who hold the admin or finance role",
    when: (c) => c.target !== undefined && holdsGuarded(c.target) && !isAdmin(c.actor),
    refuse: { code: "FORBIDDEN", key: "USER_GUARDED" },
  },
  {
    rule: "nobody manages a user of their own level or a higher one",
    when: (c) =>
      c.target !== undefined && !isAdmin(c.actor) && levelOf(c.target.roles) <= levelOf(c.actor.roles),
    refuse: { code: "FORBIDDEN", key: "USER_LEVEL_NOT_BELOW" },
  },
  {
    rule: "nobody grants a role above their own level",
    when: (c) => grantedBy(c).some((r) => r.level < levelOf(c.actor.roles)),
    refuse: { code: "VALIDATION_FAILED", key: "ROLE_LEVEL_TOO_HIGH", field: "roleIds" },
  },
  {
    rule: "only an admin grants or revokes the admin and finance roles",
    when: (c) =>
      !isAdmin(c.actor) && [...grantedBy(c), ...revokedBy(c)].some((r) => isIn(GUARDED_ROLES, r.code)),
    refuse: { code: "FORBIDDEN", key: "ROLE_GUARDED", field: "roleIds" },
  },
  {
    rule: "customer and supplier accounts hold only roles whose data stays within their own org",
    when: (c) =>
      c.after !== undefined && c.after.orgType !== "platform" && !c.after.roles.every(isTenantRole),
    refuse: { code: "FORBIDDEN", key: "ROLE_NOT_FOR_TENANT", field: "roleIds" },
  },
];

export const refusalOfUserChange = (change: UserChange) => firstRefusal(USER_RULES, change);

/** Whether the caller may change this user at all (edit, reset the password, disable or enable). */
export const refusalOfManaging = (actor: UserFacts, target: UserFacts) =>
  refusalOfUserChange({ action: "resetPassword", actor, target });

/** Whether the caller may hand this role to someone (a user it manages, or a new one). */
export const mayGrant = (actor: UserFacts, role: RoleFacts) =>
  refusalOfUserChange({ action: "create", actor, after: { orgType: "platform", roles: [role] } }) ===
  undefined;

// ---- roles --------------------------------------------------------------------------------------------

type RoleAction = "create" | "edit" | "delete";

/** A role as stored: built-in ones keep their code; tenant-bound ones are held by customer or supplier users. */
export type StoredRole = RoleFacts & { builtIn: boolean; heldByTenants: boolean };

export type RoleChange = {
  action: RoleAction;
  actor: ActorFacts;
  /** The role as it is; absent when creating one. */
  role?: StoredRole;
  /** The role as it will be (create, edit). */
  after?: RoleFacts;
  /** Names of the menus the change gives the role that it did not have. */
  addedMenus?: readonly string[];
};

export const isBuiltInTenantRole = (role: StoredRole) => role.builtIn && isTenantRoleCode(role.code);

/** A role customer or supplier accounts hold (or are given by default): its data stays within their org. */
export const isTenantBound = (role: StoredRole) => isBuiltInTenantRole(role) || role.heldByTenants;

/** The change gives a built-in customer or supplier role another `field` than it has. */
const changesBuiltInTenantRole = (c: RoleChange, field: "dataScope" | "level") =>
  c.role !== undefined &&
  c.after !== undefined &&
  isBuiltInTenantRole(c.role) &&
  c.after[field] !== c.role[field];

export const ROLE_RULES: readonly Rule<RoleChange>[] = [
  {
    rule: "only platform staff administer roles",
    when: (c) => c.actor.orgType !== "platform",
    refuse: { code: "FORBIDDEN" },
  },
  {
    rule: "only an admin changes or deletes the admin and finance roles",
    when: (c) => c.role !== undefined && isIn(GUARDED_ROLES, c.role.code) && !isAdmin(c.actor),
    refuse: { code: "FORBIDDEN", key: "ROLE_GUARDED" },
  },
  {
    rule: "nobody changes or deletes a role above their own level",
    when: (c) => c.role !== undefined && c.role.level < levelOf(c.actor.roles),
    refuse: { code: "FORBIDDEN", key: "ROLE_LEVEL_TOO_HIGH" },
  },
  {
    rule: "built-in roles are never deleted",
    when: (c) => c.action === "delete" && c.role?.builtIn === true,
    refuse: { code: "FORBIDDEN", key: "ROLE_BUILT_IN" },
  },
  {
    rule: "nobody makes a role above their own level",
    when: (c) => c.after !== undefined && c.after.level < levelOf(c.actor.roles),
    refuse: { code: "VALIDATION_FAILED", key: "ROLE_LEVEL_TOO_HIGH", field: "level" },
  },
  {
    rule: "the built-in customer and supplier roles keep their data scope",
    when: (c) => changesBuiltInTenantRole(c, "dataScope"),
    refuse: { code: "FORBIDDEN", key: "ROLE_TENANT_LOCKED", field: "dataScope" },
  },
  {
    rule: "the built-in customer and supplier roles keep their level",
    when: (c) => changesBuiltInTenantRole(c, "level"),
    refuse: { code: "FORBIDDEN", key: "ROLE_TENANT_LOCKED", field: "level" },
  },
  {
    rule: "a role customer or supplier accounts hold never sees beyond their own org",
    when: (c) =>
      c.role !== undefined && c.after !== undefined && isTenantBound(c.role) && c.after.dataScope !== "org",
    refuse: { code: "FORBIDDEN", key: "ROLE_TENANT_SCOPE", field: "dataScope" },
  },
  {
    rule: "nobody gives a role every org's data without seeing every org's data themselves",
    when: (c) => c.after?.dataScope === "all" && !c.actor.seesAllData,
    refuse: { code: "FORBIDDEN", key: "ROLE_SCOPE_TOO_WIDE", field: "dataScope" },
  },
  {
    rule: "nobody grants a role menus they do not have themselves",
    when: (c) => (c.addedMenus ?? []).some((name) => !c.actor.screens.has(name)),
    refuse: { code: "VALIDATION_FAILED", key: "MENU_NOT_GRANTABLE", field: "menuIds" },
  },
];

export const refusalOfRoleChange = (change: RoleChange) => firstRefusal(ROLE_RULES, change);

/** Whether the caller may edit this role at all. */
export const refusalOfEditingRole = (actor: ActorFacts, role: StoredRole) =>
  refusalOfRoleChange({ action: "edit", actor, role });

// ---- sub-accounts (a customer's main account) and org accounts -------------------------------------

export type SubAccountAction = "view" | "create" | "edit" | "setStatus" | "resetPassword" | "setGrants";

export type SubAccountChange = {
  action: SubAccountAction;
  actor: Pick<ActorFacts, "userId" | "orgType" | "isSubAccount">;
  /** The sub-account's main account; absent when creating one or listing. */
  targetMainUserId?: number | null;
  /** Screens the change grants, and the ones the main account may grant (its own, less sub-account management). */
  grants?: readonly string[];
  grantable?: ReadonlySet<string>;
};

export const SUB_ACCOUNT_RULES: readonly Rule<SubAccountChange>[] = [
  {
    rule: "a sub-account never manages sub-accounts",
    when: (c) => c.actor.isSubAccount,
    refuse: { code: "FORBIDDEN" },
  },
  {
    rule: "platform staff may look at sub-accounts; only a customer's main account changes them",
    when: (c) => c.action !== "view" && c.actor.orgType !== "customer",
    refuse: { code: "FORBIDDEN" },
  },
  {
    rule: "a main account changes only its own sub-accounts (another's is not there for it)",
    when: (c) =>
      c.action !== "view" && c.targetMainUserId !== undefined && c.targetMainUserId !== c.actor.userId,
    refuse: { code: "NOT_FOUND" },
  },
  {
    rule: "a main account grants only screens it has itself",
    when: (c) => (c.grants ?? []).some((name) => !c.grantable?.has(name)),
    refuse: { code: "FORBIDDEN", key: "GRANT_NOT_OWNED" },
  },
];

export const refusalOfSubAccountChange = (change: SubAccountChange) =>
  firstRefusal(SUB_ACCOUNT_RULES, change);

/** Throws the refusal's answer, if any. */
export const assertAllowed = (refusal: Refusal | undefined) => {
  if (!refusal) return;
  const params = refusal.key ? { messageKey: refusal.key } : undefined;
  const details = refusal.field
    ? [{ field: refusal.field, message: refusal.key ?? refusal.code }]
    : undefined;
  throw new AppError(refusal.code, { ...(params ? { params } : {}), ...(details ? { details } : {}) });
};
