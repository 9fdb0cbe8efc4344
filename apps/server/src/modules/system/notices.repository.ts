import type { NoticeKind } from "@pp/domain";
import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db";
import { idKeysetPage } from "../../platform/paging";
import { users } from "../identity";
import { notices } from "./notices.tables";

export type NoticeRow = typeof notices.$inferSelect;
export type NewNotice = {
  kind: NoticeKind;
  params: Record<string, string>;
  link: string;
  screen: string | null;
};

/** The reader: a user and the screens it may open. Every read and mark names both. */
export type Reader = { userId: number; screens: ReadonlySet<string> };

const mine = (reader: Reader): SQL =>
  and(
    eq(notices.userId, reader.userId),
    or(isNull(notices.screen), inArray(notices.screen, [...reader.screens])),
  )!;

/** Notices, each row one user's (one statement); answers how many. */
export const insertNotices = async (
  db: Executor,
  rows: (NewNotice & { userId: number; orgId: number })[],
) => {
  if (!rows.length) return 0;
  const inserted = await db.insert(notices).values(rows).returning({ id: notices.id });
  return inserted.length;
};

/** Every enabled user of the orgs (main accounts and sub-accounts). */
export const usersOfOrgs = (db: Executor, orgIds: number[]) =>
  db
    .select({ userId: users.id, orgId: users.orgId })
    .from(users)
    .where(and(inArray(users.orgId, orgIds), eq(users.status, "enabled")));

/** The org of each of the users, for notices posted to named users. */
export const orgsOfUsers = (db: Executor, userIds: number[]) =>
  db.select({ userId: users.id, orgId: users.orgId }).from(users).where(inArray(users.id, userIds));

export const pageNotices = (
  db: Executor,
  reader: Reader,
  filter: { unread?: boolean | undefined; cursor?: number | undefined; size: number },
) =>
  idKeysetPage(
    db,
    { table: notices, id: notices.id },
    (where, limit) => db.select().from(notices).where(where).orderBy(desc(notices.id)).limit(limit),
    and(mine(reader), filter.unread ? isNull(notices.readAt) : undefined),
    filter,
  );

/** Unread notices, counted no further than `cap` (the bell's badge). */
export const countUnread = async (db: Executor, reader: Reader, cap: number) => {
  const capped = db
    .select({ one: sql`1` })
    .from(notices)
    .where(and(mine(reader), isNull(notices.readAt)))
    .limit(cap)
    .as("capped");
  const [row] = await db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
};

/** Marks one of the reader's notices read (its first reading time kept); undefined when it is not theirs. */
export const markRead = async (db: Executor, reader: Reader, id: number) => {
  const [row] = await db
    .update(notices)
    .set({ readAt: sql`coalesce(${notices.readAt}, now())` })
    .where(and(mine(reader), eq(notices.id, id)))
    .returning();
  return row;
};

export const markAllRead = async (db: Executor, reader: Reader) => {
  const rows = await db
    .update(notices)
    .set({ readAt: sql`now()` })
    .where(and(mine(reader), isNull(notices.readAt)))
    .returning({ id: notices.id });
  return rows.length;
};
