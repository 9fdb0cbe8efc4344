import {
  idParamSchema,
  noticePageSchema,
  noticeQuerySchema,
  noticeReadAllSchema,
  noticeSchema,
  noticeUnreadSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { audited, auditedWrites } from "../../platform/audited-routes";
import { EVERY_SIGNED_IN_USER } from "../../platform/http";
import { readRoutes } from "../../platform/read-routes";
import type { NoticeService } from "./notices.service";

type Options = { notices: NoticeService };

// Every signed-in user's own inbox: the top bar's bell reads it on every screen, so these calls name no screen;
// the service keeps each user to their own notices (and to those whose screen they may open).
const screens = EVERY_SIGNED_IN_USER;

export const noticeRoutes = async (app: FastifyInstance, { notices }: Options) => {
  const tags = ["system: notices"];
  const reads = readRoutes(app, tags);
  const writes = auditedWrites(app, tags);

  reads.get(
    "/api/system/notices",
    {
      config: { screens },
      summary: "The caller's notices, newest first, a keyset page; `unread=true` for the unread ones",
      query: noticeQuerySchema,
      response: noticePageSchema,
    },
    (actor, { query }) => notices.list(actor, query),
  );

  reads.get(
    "/api/system/notices/unread-count",
    {
      config: { screens },
      summary: "How many of the caller's notices are unread (counted up to 100)",
      response: noticeUnreadSchema,
    },
    (actor) => notices.unreadCount(actor),
  );

  writes.write(
    "POST",
    "/api/system/notices/:id/read",
    {
      config: audited(screens, "notice.read", "notice"),
      summary: "Marks one of the caller's notices read; another user's answers 404",
      params: idParamSchema,
      response: noticeSchema,
    },
    (actor, { params }) => notices.markRead(actor, params.id),
  );

  writes.write(
    "POST",
    "/api/system/notices/read-all",
    {
      config: audited(screens, "notice.read-all", "notice"),
      summary: "Marks every unread notice of the caller read",
      response: noticeReadAllSchema,
    },
    (actor) => notices.markAllRead(actor),
  );
};
