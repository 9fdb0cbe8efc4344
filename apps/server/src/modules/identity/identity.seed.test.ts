import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../platform/db";
import { openTestDatabase } from "../../test/test-app";
import { seedIdentity } from "./identity.seed";
import { menus, roleMenus, roles, users } from "./identity.tables";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const grantOf = async (roleCode: string, menuName: string) => {
  const [row] = await database.db
    .select({ n: count() })
    .from(roleMenus)
    .innerJoin(roles, eq(roles.id, roleMenus.roleId))
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(eq(roles.code, roleCode), eq(menus.name, menuName)));
  return row?.n ?? 0;
};

describe("seed on a later start", () => {
  it("keeps data, adds missing screens for their roles and leaves an admin's changes alone", async () => {
    const [before] = await database.db.select({ n: count() }).from(menus);
    const [platform] = await database.db.select().from(roles).where(eq(roles.code, "platform"));
    const [tasksMenu] = await database.db.select().from(menus).where(eq(menus.name, "system/tasks"));
    await database.db
      .delete(roleMenus)
      .where(and(eq(roleMenus.roleId, platform!.id), eq(roleMenus.menuId, tasksMenu!.id)));
    await database.db.delete(menus).where(eq(menus.name, "system/cities"));

    const result = await seedIdentity(database.db, { demo: true });

    expect(result.seeded).toBe(false);
    const [after] = await database.db.select({ n: count() }).from(menus);
    expect(after?.n).toBe(before?.n);
    expect(await grantOf("platform", "system/cities")).toBe(1);
    expect(await grantOf("platform", "system/tasks")).toBe(0);
    const demoAdmins = await database.db.select().from(users).where(eq(users.username, "admin"));
    expect(demoAdmins).toHaveLength(1);
  });
});

describe("built-in tenant roles", () => {
  it("are put back to their own org's data and their level on start, whatever was changed before", async () => {
    await database.db.update(roles).set({ dataScope: "all", level: 2 }).where(eq(roles.code, "customer"));
    await database.db.update(roles).set({ dataScope: "custom" }).where(eq(roles.code, "supplier"));
    await seedIdentity(database.db, { demo: false });
    const rows = await database.db.select().from(roles);
    const of = (code: string) => rows.find((r) => r.code === code);
    expect(of("customer")).toMatchObject({ dataScope: "org", level: 3 });
    expect(of("supplier")).toMatchObject({ dataScope: "org", level: 3 });
  });
});
