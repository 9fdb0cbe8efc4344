import { count, eq, inArray } from "drizzle-orm";
import { hashPassword } from "../../platform/crypto";
import type { Db, Executor } from "../../platform/db";
import { isTenantRoleCode } from "./access";
import { MENU_SEED, type MenuSeed, ROLE_MENU_SEED } from "./identity.menu-seed";
import { menus, orgs, roleMenus, roles, subAccountGrants, userRoles, users } from "./identity.tables";

const ROLE_SEED = [
  {
    code: "admin",
    name: "超级管理员",
    level: 1,
    dataScope: "all",
    description: "Everything, including menus",
  },
  { code: "platform", name: "平台运营", level: 2, dataScope: "all", description: "Platform operations" },
  {
    code: "finance",
    name: "财务",
    level: 2,
    dataScope: "all",
    description: "Wallets, bills and withdrawals",
  },
  { code: "supplier", name: "供应商", level: 3, dataScope: "org", description: "Delivery providers" },
  { code: "customer", name: "客户", level: 3, dataScope: "org", description: "E-commerce sellers" },
] as const;

/** The operator's own org: created with the demo data, or by the first `npm run admin:create`. */
export const PLATFORM_ORG = { type: "platform", name: "平台运营中心", edition: "professional" } as const;

/** One demo account per role, printed at start-up and listed in README. */
export const DEMO_ACCOUNTS = [
  { role: "admin", username: "admin", password: "Admin2026", org: "platform" },
  { role: "platform", username: "operator", password: "Operator2026", org: "platform" },
  { role: "finance", username: "finance", password: "Finance2026", org: "platform" },
  { role: "supplier", username: "supplier", password: "Supplier2026", org: "supplier" },
  { role: "customer", username: "customer", password: "Customer2026", org: "customer" },
  { role: "customer sub-account", username: "customer_sub", password: "SubAccount2026", org: "customer" },
] as const;

const SUB_ACCOUNT_GRANTS = ["home", "orders/list", "orders/tracking", "catalog/freight-trial"];

type MenuRow = typeof menus.$inferSelect;

/**
 * Adds the seed's screens that the database does not have yet (matched by name), under their
 * seeded parents, and grants each new one to the built-in roles the seed names. Screens an
 * admin moved, renamed or took away from a role stay as the admin left them.
 */
const syncMenus = async (tx: Executor) => {
  const existing = new Map<string, MenuRow>((await tx.select().from(menus)).map((m) => [m.name, m]));
  const added: string[] = [];
  const walk = async (nodes: MenuSeed[], parentId: number | null) => {
    for (const [index, node] of nodes.entries()) {
      let row = existing.get(node.name);
      if (!row) {
        [row] = await tx
          .insert(menus)
          .values({
            parentId,
            name: node.name,
            path: node.path,
            component: node.component ?? null,
            type: node.children ? "directory" : node.hidden ? "page" : "menu",
            icon: node.icon ?? null,
            sort: (index + 1) * 10,
            hidden: node.hidden ?? false,
            titleZh: node.title[0],
            titleEn: node.title[1],
            titleKo: node.title[2],
            activeMenu: node.activeMenu ?? null,
            affix: node.affix ?? false,
          })
          .returning();
        added.push(node.name);
      }
      if (node.children) await walk(node.children, row!.id);
    }
  };
  await walk(MENU_SEED, null);
  if (added.length === 0) return;
  const addedIds = new Set(
    (await tx.select({ id: menus.id }).from(menus).where(inArray(menus.name, added))).map((m) => m.id),
  );
  for (const [code, names] of Object.entries(ROLE_MENU_SEED)) {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
    if (!role) continue;
    const ids = (await menuIdsFor(tx, names)).filter((id) => addedIds.has(id));
    if (ids.length)
      await tx
        .insert(roleMenus)
        .values(ids.map((menuId) => ({ roleId: role.id, menuId })))
        .onConflictDoNothing();
  }
};

/** Menu ids for grant names: a group's name stands for the group and all its screens. */
const menuIdsFor = async (tx: Executor, names: string[]) => {
  const all = await tx.select({ id: menus.id, name: menus.name, parentId: menus.parentId }).from(menus);
  const wanted = new Set(all.filter((m) => names.includes(m.name)).map((m) => m.id));
  for (const m of all) if (m.parentId !== null && wanted.has(m.parentId)) wanted.add(m.id);
  return [...wanted];
};

/**
 * On every start: built-in roles and the menu tree brought up to date (new screens appear for
 * the roles they belong to). On the first start only: demo orgs and accounts, when asked.
 */
export const seedIdentity = async (db: Db, options: { demo: boolean }) => {
  const [existingOrgs] = await db.select({ n: count() }).from(orgs);
  const firstStart = (existingOrgs?.n ?? 0) === 0;
  const demoHashes =
    firstStart && options.demo ? await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password))) : [];
  await db.transaction(async (tx) => {
    await tx
      .insert(roles)
      .values(ROLE_SEED.map((r) => ({ ...r, builtIn: true })))
      .onConflictDoNothing({ target: roles.code });
    // The built-in tenant roles only ever see their holders' own org (access.ts locks them): undo older changes.
    for (const role of ROLE_SEED.filter((r) => isTenantRoleCode(r.code))) {
      await tx
        .update(roles)
        .set({ dataScope: role.dataScope, level: role.level })
        .where(eq(roles.code, role.code));
    }
    await syncMenus(tx);
    if (!firstStart || !options.demo) return;
    const [platform] = await tx.insert(orgs).values(PLATFORM_ORG).returning();
    const [supplier] = await tx
      .insert(orgs)
      .values({ type: "supplier", name: "Speedy Line Logistics" })
      .returning();
    const [customer] = await tx
      .insert(orgs)
      .values({ type: "customer", name: "Demo Trading Co.", edition: "free" })
      .returning();
    const orgOf = { platform: platform!, supplier: supplier!, customer: customer! };
    const roleRows = await tx
      .select()
      .from(roles)
      .where(
        inArray(
          roles.code,
          ROLE_SEED.map((r) => r.code),
        ),
      );
    let mainCustomerId: number | null = null;
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const isSub = account.username === "customer_sub";
      const [user]: Array<typeof users.$inferSelect> = await tx
        .insert(users)
        .values({
          orgId: orgOf[account.org].id,
          mainUserId: isSub ? mainCustomerId : null,
          username: account.username,
          passwordHash: demoHashes[index]!,
          nickName:
            account.username === "customer_sub"
              ? "Demo Sub"
              : account.username.replace(/^./, (c) => c.toUpperCase()),
          email: `${account.username}@demo.example.com`,
          phone: `1380000000${index}`,
        })
        .returning();
      const roleCode = isSub ? "customer" : account.role;
      const role = roleRows.find((r) => r.code === roleCode)!;
      await tx.insert(userRoles).values({ userId: user!.id, roleId: role.id });
      if (account.username === "customer") mainCustomerId = user!.id;
      if (isSub) {
        const ids = await menuIdsFor(tx, SUB_ACCOUNT_GRANTS);
        await tx.insert(subAccountGrants).values(ids.map((menuId) => ({ userId: user!.id, menuId })));
      }
    }
  });
  return { seeded: firstStart };
};
