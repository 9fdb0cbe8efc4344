import { NOTICE_UNREAD_CAP, type Notice, type NoticeQuery } from "@pp/contracts";
import { type NoticeKind, noticeTextOf } from "@pp/domain";
import type { Actor } from "../../platform/actor";
import type { Db, Executor } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { mapPage } from "../../platform/paging";
import * as repo from "./notices.repository";

/** Who gets a notice: named users, or every enabled user of an org. */
export type NoticeAudience = { userIds: number[] } | { orgId: number };

export type NoticePost = {
  to: NoticeAudience;
  kind: NoticeKind;
  params: Record<string, string>;
  /** The console path of the object, e.g. `/finance/recharge?tab=transfers`. */
  link: string;
  /** The screen the link opens: only users who may open it see the notice. */
  screen?: string;
};

/**
 * Posts notices to their audiences inside the caller's transaction (`executor`), so they exist exactly when the
 * change they tell of was committed; many at once cost one read of their recipients and one insert. Answers how
 * many users' notices were written. Later modules post through this.
 */
export const postNotices = async (executor: Executor, given: NoticePost | NoticePost[]) => {
  const posts = Array.isArray(given) ? given : [given];
  for (const post of posts)
    if (!post.link.startsWith("/") || post.link.startsWith("//"))
      throw new Error(`a notice's link is a console path, not ${post.link}`);
  const orgIds = [...new Set(posts.flatMap((post) => ("orgId" in post.to ? [post.to.orgId] : [])))];
  const userIds = [...new Set(posts.flatMap((post) => ("userIds" in post.to ? post.to.userIds : [])))];
  const usersByOrg = new Map<number, { userId: number; orgId: number }[]>();
  for (const user of orgIds.length ? await repo.usersOfOrgs(executor, orgIds) : [])
    usersByOrg.set(user.orgId, [...(usersByOrg.get(user.orgId) ?? []), user]);
  const named = new Map(
    (userIds.length ? await repo.orgsOfUsers(executor, userIds) : []).map((user) => [user.userId, user]),
  );
  return repo.insertNotices(
    executor,
    posts.flatMap((post) =>
      ("orgId" in post.to
        ? (usersByOrg.get(post.to.orgId) ?? [])
        : [...new Set(post.to.userIds)].flatMap((id) => named.get(id) ?? [])
      ).map((recipient) => ({
        ...recipient,
        kind: post.kind,
        params: post.params,
        link: post.link,
        screen: post.screen ?? null,
      })),
    ),
  );
};
export type PostNotices = typeof postNotices;

const readerOf = (actor: Actor): repo.Reader => ({ userId: actor.userId, screens: actor.screens });

const toDto = (actor: Actor, row: repo.NoticeRow): Notice => ({
  id: row.id,
  kind: row.kind,
  params: row.params,
  ...noticeTextOf(actor.lang, row),
  link: row.link,
  read: row.readAt !== null,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A signed-in user's own inbox: every read and mark is of the caller's notices only (by user, never by org:
 * a main account and its sub-accounts each have their own), and only those whose screen the caller may open.
 */
export const createNoticeService = (db: Db) => ({
  list: async (actor: Actor, query: NoticeQuery) =>
    mapPage(await repo.pageNotices(db, readerOf(actor), query), (row) => toDto(actor, row)),

  unreadCount: async (actor: Actor) => ({
    unread: await repo.countUnread(db, readerOf(actor), NOTICE_UNREAD_CAP),
  }),

  markRead: async (actor: Actor, id: number) => {
    const row = await repo.markRead(db, readerOf(actor), id);
    if (!row) throw new AppError("NOT_FOUND");
    return toDto(actor, row);
  },

  markAllRead: async (actor: Actor) => ({ marked: await repo.markAllRead(db, readerOf(actor)) }),
});
export type NoticeService = ReturnType<typeof createNoticeService>;
