import type { OrgType } from "@pp/contracts";
import { describe, expect, it } from "vitest";
import {
  type ActorFacts,
  type Refusal,
  ROLE_RULES,
  type RoleChange,
  type RoleFacts,
  refusalOfRoleChange,
  refusalOfSubAccountChange,
  refusalOfUserChange,
  type StoredRole,
  SUB_ACCOUNT_RULES,
  type SubAccountChange,
  USER_RULES,
  type UserAction,
} from "./access";

// The access table, row by row: who (actor) does what (action) to whom (target) -> allowed or the
// refusal's message key. The last test checks that every rule of the module decides some row here.

const role = (code: string, level: number, dataScope: RoleFacts["dataScope"] = "org"): RoleFacts => ({
  code,
  level,
  dataScope,
});
const R = {
  admin: role("admin", 1, "all"),
  platform: role("platform", 2, "all"),
  finance: role("finance", 2, "all"),
  customer: role("customer", 3),
  supplier: role("supplier", 3),
  // Roles an admin made: an order desk limited to its holder's org, an auditor seeing every org.
  desk: role("desk", 3),
  auditor: role("auditor", 3, "all"),
  regional: role("regional", 3, "custom"),
};

const SCREENS = new Set(["home", "orders/list", "system/users", "system/roles"]);
const person = (userId: number, orgType: OrgType, ...roles: RoleFacts[]): ActorFacts => ({
  userId,
  orgType,
  roles,
  isSubAccount: false,
  seesAllData: roles.some((r) => r.dataScope === "all"),
  screens: SCREENS,
});
const P = {
  admin: person(1, "platform", R.admin),
  admin2: person(2, "platform", R.admin),
  operator: person(3, "platform", R.platform),
  operator2: person(4, "platform", R.platform),
  finance: person(5, "platform", R.finance),
  finance2: person(6, "platform", R.finance),
  desk: person(7, "platform", R.desk),
  customer: person(8, "customer", R.customer),
  supplier: person(9, "supplier", R.supplier),
  nobody: person(10, "platform"),
};
type Who = keyof typeof P;

const fired = new Set<Refusal>();
const outcome = (refusal: Refusal | undefined) => {
  if (!refusal) return "allowed";
  fired.add(refusal);
  return refusal.key ?? refusal.code;
};

const manage = (action: UserAction, actor: Who, target: Who) =>
  outcome(refusalOfUserChange({ action, actor: P[actor], target: P[target] }));

describe("users: editing, resetting the password, disabling or enabling someone", () => {
  // actor -> target -> outcome, the same for each of the three actions (own account aside).
  const table: Record<string, Partial<Record<Who, string>>> = {
    admin: {
      admin: "USER_SELF_MANAGE",
      admin2: "allowed",
      operator: "allowed",
      finance: "allowed",
      desk: "allowed",
      customer: "allowed",
      supplier: "allowed",
      nobody: "allowed",
    },
    operator: {
      operator: "USER_SELF_MANAGE",
      admin: "USER_GUARDED",
      finance: "USER_GUARDED",
      operator2: "USER_LEVEL_NOT_BELOW",
      desk: "allowed",
      customer: "allowed",
      supplier: "allowed",
      nobody: "allowed",
    },
    finance: {
      finance: "USER_SELF_MANAGE",
      admin: "USER_GUARDED",
      finance2: "USER_GUARDED",
      operator: "USER_LEVEL_NOT_BELOW",
      desk: "allowed",
      customer: "allowed",
    },
    desk: {
      operator: "USER_LEVEL_NOT_BELOW",
      customer: "USER_LEVEL_NOT_BELOW",
      nobody: "allowed",
    },
    customer: { customer: "FORBIDDEN", supplier: "FORBIDDEN", nobody: "FORBIDDEN" },
    supplier: { supplier: "FORBIDDEN", customer: "FORBIDDEN" },
  };
  for (const [actor, targets] of Object.entries(table)) {
    for (const [target, expected] of Object.entries(targets)) {
      it(`${actor} -> ${target}: ${expected}`, () => {
        for (const action of ["edit", "resetPassword"] as const) {
          expect(manage(action, actor as Who, target as Who)).toBe(expected);
        }
        const status = expected === "USER_SELF_MANAGE" ? "USER_SELF_DISABLE" : expected;
        expect(manage("setStatus", actor as Who, target as Who)).toBe(status);
      });
    }
  }
});

describe("users: handing out roles (a new platform user with one role)", () => {
  const table: Record<string, Partial<Record<keyof typeof R, string>>> = {
    admin: {
      admin: "allowed",
      finance: "allowed",
      platform: "allowed",
      desk: "allowed",
      customer: "allowed",
    },
    operator: {
      admin: "ROLE_LEVEL_TOO_HIGH",
      finance: "ROLE_GUARDED",
      platform: "allowed",
      desk: "allowed",
      customer: "allowed",
    },
    finance: { admin: "ROLE_LEVEL_TOO_HIGH", finance: "ROLE_GUARDED", platform: "allowed", desk: "allowed" },
    desk: { platform: "ROLE_LEVEL_TOO_HIGH", finance: "ROLE_LEVEL_TOO_HIGH", desk: "allowed" },
    customer: { customer: "FORBIDDEN" },
  };
  for (const [actor, roles] of Object.entries(table)) {
    for (const [code, expected] of Object.entries(roles)) {
      it(`${actor} grants ${code}: ${expected}`, () => {
        const after = { orgType: "platform" as const, roles: [R[code as keyof typeof R]] };
        expect(outcome(refusalOfUserChange({ action: "create", actor: P[actor as Who], after }))).toBe(
          expected,
        );
        // The same grant to an existing user the actor may manage.
        const target = P.nobody;
        expect(
          outcome(refusalOfUserChange({ action: "setRoles", actor: P[actor as Who], target, after })),
        ).toBe(actor === "customer" ? "FORBIDDEN" : expected);
      });
    }
  }

  it("only an admin takes the finance role away (the holder is an admin's to manage)", () => {
    const after = { orgType: "platform" as const, roles: [R.desk] };
    expect(
      outcome(refusalOfUserChange({ action: "setRoles", actor: P.admin, target: P.finance, after })),
    ).toBe("allowed");
    expect(
      outcome(refusalOfUserChange({ action: "setRoles", actor: P.operator, target: P.finance, after })),
    ).toBe("USER_GUARDED");
  });

  it("admins revoke the admin role from another admin", () => {
    const after = { orgType: "platform" as const, roles: [R.platform] };
    expect(
      outcome(refusalOfUserChange({ action: "setRoles", actor: P.admin, target: P.admin2, after })),
    ).toBe("allowed");
  });

  it("an operator never adds the finance role to a user it manages, even beside other roles", () => {
    const after = { orgType: "platform" as const, roles: [R.desk, R.finance] };
    expect(
      outcome(refusalOfUserChange({ action: "setRoles", actor: P.operator, target: P.desk, after })),
    ).toBe("ROLE_GUARDED");
  });
});

describe("users: nobody changes their own roles", () => {
  for (const who of ["admin", "operator", "finance", "desk"] as const) {
    it(`${who} adding or dropping a role of its own is refused`, () => {
      const self = P[who];
      const more = { orgType: "platform" as const, roles: [...self.roles, R.customer] };
      const none = { orgType: "platform" as const, roles: [] };
      for (const after of [more, none]) {
        for (const action of ["setRoles", "edit"] as const) {
          expect(outcome(refusalOfUserChange({ action, actor: self, target: self, after }))).toBe(
            "USER_SELF_ROLES",
          );
        }
      }
      // The same roles: still not from this screen.
      const same = { orgType: "platform" as const, roles: self.roles };
      expect(outcome(refusalOfUserChange({ action: "edit", actor: self, target: self, after: same }))).toBe(
        "USER_SELF_MANAGE",
      );
    });
  }
});

describe("users: customer and supplier accounts hold tenant roles only", () => {
  const table: Partial<Record<keyof typeof R, string>> = {
    customer: "allowed",
    supplier: "allowed",
    desk: "allowed",
    admin: "ROLE_NOT_FOR_TENANT",
    platform: "ROLE_NOT_FOR_TENANT",
    finance: "ROLE_NOT_FOR_TENANT",
    auditor: "ROLE_NOT_FOR_TENANT",
    regional: "ROLE_NOT_FOR_TENANT",
  };
  for (const [code, expected] of Object.entries(table)) {
    for (const orgType of ["customer", "supplier"] as const) {
      it(`an admin gives a ${orgType} account the ${code} role: ${expected}`, () => {
        const after = { orgType, roles: [R[code as keyof typeof R]] };
        expect(outcome(refusalOfUserChange({ action: "create", actor: P.admin, after }))).toBe(expected);
        expect(
          outcome(refusalOfUserChange({ action: "setRoles", actor: P.admin, target: P.customer, after })),
        ).toBe(expected);
      });
    }
  }

  it("moving a platform user into a customer org with platform roles is refused", () => {
    const after = { orgType: "customer" as const, roles: P.desk.roles.concat(R.auditor) };
    expect(outcome(refusalOfUserChange({ action: "edit", actor: P.admin, target: P.desk, after }))).toBe(
      "ROLE_NOT_FOR_TENANT",
    );
  });
});

const stored = (facts: RoleFacts, builtIn: boolean, heldByTenants = false): StoredRole => ({
  ...facts,
  builtIn,
  heldByTenants,
});
const S = {
  admin: stored(R.admin, true),
  platform: stored(R.platform, true),
  finance: stored(R.finance, true),
  customer: stored(R.customer, true, true),
  supplier: stored(R.supplier, true, true),
  deskHeld: stored(R.desk, false, true),
  deskFree: stored(R.desk, false),
  top: stored(role("top", 1, "all"), false),
};
type Change = "rename" | "scopeAll" | "scopeCustom" | "level4" | "delete";
const changeOf = (actor: ActorFacts, current: StoredRole, change: Change): RoleChange => {
  if (change === "delete") return { action: "delete", actor, role: current };
  const after = {
    rename: { ...current },
    scopeAll: { ...current, dataScope: "all" as const },
    scopeCustom: { ...current, dataScope: "custom" as const },
    level4: { ...current, level: 4 },
  }[change];
  return { action: "edit", actor, role: current, after };
};

describe("roles: changing and deleting", () => {
  const table: Record<string, Partial<Record<keyof typeof S, Partial<Record<Change, string>>>>> = {
    admin: {
      admin: { rename: "allowed", delete: "ROLE_BUILT_IN" },
      finance: { rename: "allowed", scopeCustom: "allowed" },
      customer: {
        rename: "allowed",
        scopeAll: "ROLE_TENANT_LOCKED",
        scopeCustom: "ROLE_TENANT_LOCKED",
        level4: "ROLE_TENANT_LOCKED",
        delete: "ROLE_BUILT_IN",
      },
      supplier: { scopeAll: "ROLE_TENANT_LOCKED", level4: "ROLE_TENANT_LOCKED" },
      deskHeld: { rename: "allowed", level4: "allowed", scopeAll: "ROLE_TENANT_SCOPE", delete: "allowed" },
      deskFree: { scopeAll: "allowed", scopeCustom: "allowed", delete: "allowed" },
    },
    operator: {
      admin: { rename: "ROLE_GUARDED", delete: "ROLE_GUARDED" },
      finance: { rename: "ROLE_GUARDED", scopeCustom: "ROLE_GUARDED" },
      platform: { rename: "allowed", delete: "ROLE_BUILT_IN" },
      customer: { rename: "allowed", scopeAll: "ROLE_TENANT_LOCKED", level4: "ROLE_TENANT_LOCKED" },
      deskHeld: { rename: "allowed", scopeAll: "ROLE_TENANT_SCOPE", scopeCustom: "ROLE_TENANT_SCOPE" },
      deskFree: { scopeAll: "allowed", delete: "allowed" },
      top: { rename: "ROLE_LEVEL_TOO_HIGH", delete: "ROLE_LEVEL_TOO_HIGH" },
    },
    desk: {
      platform: { rename: "ROLE_LEVEL_TOO_HIGH" },
      deskFree: { rename: "allowed", scopeAll: "ROLE_SCOPE_TOO_WIDE" },
    },
    customer: { customer: { rename: "FORBIDDEN" }, deskFree: { delete: "FORBIDDEN" } },
  };
  for (const [actor, roles] of Object.entries(table)) {
    for (const [code, changes] of Object.entries(roles)) {
      for (const [change, expected] of Object.entries(changes)) {
        it(`${actor} ${change} ${code}: ${expected}`, () => {
          const c = changeOf(P[actor as Who], S[code as keyof typeof S], change as Change);
          expect(outcome(refusalOfRoleChange(c))).toBe(expected);
        });
      }
    }
  }
});

describe("roles: creating", () => {
  const create = (actor: ActorFacts, after: RoleFacts, addedMenus: string[] = ["home"]) =>
    outcome(refusalOfRoleChange({ action: "create", actor, after, addedMenus }));

  it("nobody makes a role above their own level; the same level is fine", () => {
    expect(create(P.operator, role("x", 1))).toBe("ROLE_LEVEL_TOO_HIGH");
    expect(create(P.operator, role("x", 2))).toBe("allowed");
    expect(create(P.admin, role("x", 1, "all"))).toBe("allowed");
  });

  it("nobody grants menus they do not have", () => {
    expect(create(P.operator, role("x", 3), ["home", "system/menus"])).toBe("MENU_NOT_GRANTABLE");
    expect(create(P.operator, role("x", 3), ["home", "orders/list"])).toBe("allowed");
  });

  it("nobody gives a role every org's data without seeing every org's data", () => {
    expect(create(P.desk, role("x", 3, "all"))).toBe("ROLE_SCOPE_TOO_WIDE");
    expect(create(P.desk, role("x", 3, "org"))).toBe("allowed");
    expect(create(P.operator, role("x", 3, "all"))).toBe("allowed");
  });

  it("customers and suppliers make no roles", () => {
    expect(create(P.customer, role("x", 3))).toBe("FORBIDDEN");
  });
});

describe("sub-accounts: a customer's main account manages its own", () => {
  const owner = { userId: 8, orgType: "customer" as const, isSubAccount: false };
  const sub = { userId: 80, orgType: "customer" as const, isSubAccount: true };
  const staff = { userId: 3, orgType: "platform" as const, isSubAccount: false };
  const supplier = { userId: 9, orgType: "supplier" as const, isSubAccount: false };
  const check = (change: SubAccountChange) => outcome(refusalOfSubAccountChange(change));
  const grantable = new Set(["home", "orders/list"]);

  it.each([
    ["the main account creates one", { action: "create", actor: owner }, "allowed"],
    ["the main account edits its own", { action: "edit", actor: owner, targetMainUserId: 8 }, "allowed"],
    ["... resets its password", { action: "resetPassword", actor: owner, targetMainUserId: 8 }, "allowed"],
    ["... disables it", { action: "setStatus", actor: owner, targetMainUserId: 8 }, "allowed"],
    [
      "another main account's is not there",
      { action: "edit", actor: owner, targetMainUserId: 18 },
      "NOT_FOUND",
    ],
    ["a sub-account creates none", { action: "create", actor: sub }, "FORBIDDEN"],
    ["a sub-account does not even look", { action: "view", actor: sub }, "FORBIDDEN"],
    ["platform staff look", { action: "view", actor: staff }, "allowed"],
    [
      "platform staff change nothing",
      { action: "resetPassword", actor: staff, targetMainUserId: 8 },
      "FORBIDDEN",
    ],
    ["a supplier makes none", { action: "create", actor: supplier }, "FORBIDDEN"],
    [
      "grants the main account has",
      { action: "setGrants", actor: owner, targetMainUserId: 8, grants: ["home"], grantable },
      "allowed",
    ],
    [
      "grants it does not have",
      {
        action: "setGrants",
        actor: owner,
        targetMainUserId: 8,
        grants: ["home", "finance/wallets"],
        grantable,
      },
      "GRANT_NOT_OWNED",
    ],
  ] as const)("%s: %s", (_, change, expected) => {
    expect(check(change as SubAccountChange)).toBe(expected);
  });
});

describe("the table", () => {
  it("has every one of its rules decide at least one row above", () => {
    for (const rule of [...USER_RULES, ...ROLE_RULES, ...SUB_ACCOUNT_RULES]) {
      expect(fired.has(rule.refuse), rule.rule).toBe(true);
    }
  });
});
