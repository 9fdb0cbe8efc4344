import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { type TenancyCase, tenancyCase } from "../../test/tenancy";
import { menus, orgs, roles, userRoles, users } from "./identity.tables";

// Accounts administration is for platform staff: another customer and the owner's sub-account
// without grants are refused every call about the owner's users, and roles, menus and customers.

type OwnerFixture = { ownerId: number; nickName: string };

const ownerFixture = async (
  t: Parameters<TenancyCase["setup"]>[0],
  parties: Parameters<TenancyCase["setup"]>[1],
): Promise<OwnerFixture> => {
  const [row] = await t.db.select().from(users).where(eq(users.id, parties.owner.userId));
  return { ownerId: row!.id, nickName: row!.nickName };
};

/** The owner's account is exactly as it was: name, status, password, roles, sessions. */
const ownerUnchanged: TenancyCase<OwnerFixture>["unchanged"] = async (t, fixture, parties) => {
  const [row] = await t.db.select().from(users).where(eq(users.id, fixture.ownerId));
  expect(row).toMatchObject({ nickName: fixture.nickName, status: "enabled", passwordChangedAt: null });
  const held = await t.db.select().from(userRoles).where(eq(userRoles.userId, fixture.ownerId));
  expect(held).toHaveLength(1);
  expect((await t.call("GET", "/api/auth/info", { token: parties.owner.token })).statusCode).toBe(200);
};

const userCase = (
  name: string,
  request: (f: OwnerFixture) => ReturnType<TenancyCase<OwnerFixture>["request"]>,
) =>
  tenancyCase<OwnerFixture>({
    name: `users: ${name}`,
    setup: ownerFixture,
    request,
    unchanged: ownerUnchanged,
  });

type OrgCountFixture = { orgs: number; users: number };

const orgCountFixture = async (t: Parameters<TenancyCase["setup"]>[0]): Promise<OrgCountFixture> => ({
  orgs: (await t.db.select().from(orgs)).length,
  users: (await t.db.select().from(users)).length,
});

const orgCountUnchanged: TenancyCase<OrgCountFixture>["unchanged"] = async (t, fixture) => {
  expect(await orgCountFixture(t)).toEqual(fixture);
};

type RoleFixture = { roleId: number; code: string; level: number };

const roleFixture = async (t: Parameters<TenancyCase["setup"]>[0]): Promise<RoleFixture> => {
  const [role] = await t.db.select().from(roles).where(eq(roles.code, "customer"));
  return { roleId: role!.id, code: role!.code, level: role!.level };
};

const roleUnchanged: TenancyCase<RoleFixture>["unchanged"] = async (t, fixture) => {
  const [role] = await t.db.select().from(roles).where(eq(roles.id, fixture.roleId));
  expect(role).toMatchObject({ code: fixture.code, level: fixture.level });
  const named = await t.db.select().from(roles).where(eq(roles.code, "tenancy_probe"));
  expect(named).toEqual([]);
};

const roleBody = (menuIds: number[]) => ({
  name: "Probe",
  code: "tenancy_probe",
  level: 1,
  description: "",
  dataScope: "all",
  dataOrgIds: [],
  menuIds,
});

type MenuFixture = { menuId: number; title: string; count: number };

const menuFixture = async (t: Parameters<TenancyCase["setup"]>[0]): Promise<MenuFixture> => {
  const all = await t.db.select().from(menus);
  const home = all.find((m) => m.name === "home")!;
  return { menuId: home.id, title: home.titleZh, count: all.length };
};

const menuUnchanged: TenancyCase<MenuFixture>["unchanged"] = async (t, fixture) => {
  const all = await t.db.select().from(menus);
  expect(all).toHaveLength(fixture.count);
  expect(all.find((m) => m.id === fixture.menuId)?.titleZh).toBe(fixture.title);
};

const menuBody = {
  parentId: null,
  type: "menu",
  name: "home",
  path: "/home",
  component: "home",
  icon: null,
  sort: 1,
  hidden: true,
  titles: { zh: "被改", en: "Changed", ko: "변경" },
  activeMenu: null,
  affix: false,
};

export const tenancyCases: TenancyCase<unknown>[] = [
  userCase("list the owner's org", (f) => ({
    method: "GET",
    url: `/api/users?size=100&username=${f.ownerId}`,
  })),
  userCase("read the owner", (f) => ({ method: "GET", url: `/api/users/${f.ownerId}` })),
  userCase("edit the owner", (f) => ({
    method: "PUT",
    url: `/api/users/${f.ownerId}`,
    body: { nickName: "Taken over", orgId: 1, roleIds: [] },
  })),
  userCase("disable the owner", (f) => ({
    method: "PUT",
    url: `/api/users/${f.ownerId}/status`,
    body: { status: "disabled" },
  })),
  userCase("reset the owner's password", (f) => ({
    method: "POST",
    url: `/api/users/${f.ownerId}/reset-password`,
    body: { newPassword: "Hijack2026x", confirmPassword: "Hijack2026x" },
  })),
  userCase("change the owner's roles", (f) => ({
    method: "PUT",
    url: `/api/users/${f.ownerId}/roles`,
    body: { roleIds: [] },
  })),
  userCase("create a user in the owner's org", () => ({
    method: "POST",
    url: "/api/users",
    body: { username: "tenancy_probe", password: "Probe2026x", nickName: "Probe", orgId: 1, roleIds: [] },
  })),
  userCase("org options", () => ({ method: "GET", url: "/api/users/org-options" })),
  userCase("role options", () => ({ method: "GET", url: "/api/users/role-options" })),
  userCase("customers by type", () => ({ method: "GET", url: "/api/users/listCustomersByType?type=sub" })),
  tenancyCase<OrgCountFixture>({
    name: "orgs: open a customer org with its main account",
    setup: orgCountFixture,
    request: () => ({
      method: "POST",
      url: "/api/orgs",
      body: {
        type: "customer",
        orgName: "Tenancy Probe Org",
        username: "tenancy_org_probe",
        password: "Probe2026x",
        nickName: "Probe",
      },
    }),
    unchanged: orgCountUnchanged,
  }),
  tenancyCase<RoleFixture>({
    name: "roles: list",
    setup: roleFixture,
    request: () => ({ method: "GET", url: "/api/roles" }),
    unchanged: roleUnchanged,
  }),
  tenancyCase<RoleFixture>({
    name: "roles: create one with every power",
    setup: roleFixture,
    request: () => ({ method: "POST", url: "/api/roles", body: roleBody([]) }),
    unchanged: roleUnchanged,
  }),
  tenancyCase<RoleFixture>({
    name: "roles: raise the customer role",
    setup: roleFixture,
    request: (f) => ({
      method: "PUT",
      url: `/api/roles/${f.roleId}`,
      body: { ...roleBody([]), code: f.code },
    }),
    unchanged: roleUnchanged,
  }),
  tenancyCase<RoleFixture>({
    name: "roles: delete the customer role",
    setup: roleFixture,
    request: (f) => ({ method: "DELETE", url: `/api/roles/${f.roleId}` }),
    unchanged: roleUnchanged,
  }),
  tenancyCase<MenuFixture>({
    name: "menus: the administration tree",
    setup: menuFixture,
    request: () => ({ method: "GET", url: "/api/menus/tree" }),
    unchanged: menuUnchanged,
  }),
  tenancyCase<MenuFixture>({
    name: "menus: create",
    setup: menuFixture,
    request: () => ({ method: "POST", url: "/api/menus", body: { ...menuBody, name: "tenancy/probe" } }),
    unchanged: menuUnchanged,
  }),
  tenancyCase<MenuFixture>({
    name: "menus: edit",
    setup: menuFixture,
    request: (f) => ({ method: "PUT", url: `/api/menus/${f.menuId}`, body: menuBody }),
    unchanged: menuUnchanged,
  }),
  tenancyCase<MenuFixture>({
    name: "menus: delete",
    setup: menuFixture,
    request: (f) => ({ method: "DELETE", url: `/api/menus/${f.menuId}` }),
    unchanged: menuUnchanged,
  }),
];
