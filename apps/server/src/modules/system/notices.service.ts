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
 * Posts a notice to its audience inside the caller's transaction (`executor`), so it exists exactly when the
 * change it tells of was committed. Answers how many users got it. Later modules post through this.
 */
export const postNotices = async (executor: Executor, post: NoticePost) => {
  if (!post.link.startsWith("/") || post.link.startsWith("//"))
    throw new Error(`a notice's link is a console path, not ${post.link}`);
  const recipients =
    "orgId" in post.to
      ? await repo.usersOfOrg(executor, post.to.orgId)
      : post.to.userIds.length
        ? await repo.orgsOfUsers(executor, post.to.userIds)
        : [];
  return repo.insertForUsers(executor, recipients, {
    kind: post.kind,
    params: post.params,
    link: post.link,
    screen: post.screen ?? null,
  });
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
