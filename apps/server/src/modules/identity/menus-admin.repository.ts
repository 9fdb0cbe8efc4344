import { asc, count, eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db";
import { menus } from "./identity.tables";

export type MenuValues = Omit<typeof menus.$inferInsert, "id" | "permission">;

export const listMenus = (db: Executor) => db.select().from(menus).orderBy(asc(menus.sort), asc(menus.id));

export const findMenu = async (db: Executor, menuId: number) => {
  const [row] = await db.select().from(menus).where(eq(menus.id, menuId)).limit(1);
  return row;
};

export const findMenuByName = async (db: Executor, name: string) => {
  const [row] = await db.select().from(menus).where(sql`lower(${menus.name}) = lower(${name})`).limit(1);
  return row;
};

export const countChildren = async (db: Executor, menuId: number) => {
  const [row] = await db.select({ n: count() }).from(menus).where(eq(menus.parentId, menuId));
  return row?.n ?? 0;
};

export const insertMenu = async (db: Executor, values: MenuValues) => {
  const [row] = await db.insert(menus).values(values).returning();
  return row!;
};

export const updateMenu = (db: Executor, menuId: number, values: MenuValues) =>
  db.update(menus).set(values).where(eq(menus.id, menuId));

export const deleteMenu = (db: Executor, menuId: number) => db.delete(menus).where(eq(menus.id, menuId));
