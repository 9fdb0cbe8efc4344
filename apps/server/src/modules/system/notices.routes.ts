import {
  noticePageSchema,
  noticeQuerySchema,
  noticeReadAllSchema,
  noticeSchema,
  noticeUnreadSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../platform/http";
import type { NoticeService } from "./notices.service";

type Options = { notices: NoticeService };

const idParams = z.object({ id: z.coerce.number().int().positive() });

// Every signed-in user's own inbox: the top bar's bell reads it on every screen, so these calls name no screen;
// the service keeps each user to their own notices (and to those whose screen they may open).
export const noticeRoutes = async (app: FastifyInstance, { notices }: Options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["system: notices"];

  r.get(
    "/api/system/notices",
    {
      schema: {
        tags,
        summary: "The caller's notices, newest first, a keyset page; `unread=true` for the unread ones",
        querystring: noticeQuerySchema,
        response: { 200: noticePageSchema },
      },
    },
    (request) => notices.list(actorOf(request), request.query),
  );

  r.get(
    "/api/system/notices/unread-count",
    {
      schema: {
        tags,
        summary: "How many of the caller's notices are unread (counted up to 100)",
        response: { 200: noticeUnreadSchema },
      },
    },
    (request) => notices.unreadCount(actorOf(request)),
  );

  r.post(
    "/api/system/notices/:id/read",
    {
      config: { audit: { action: "notice.read", target: "notice" } },
      schema: {
        tags,
        summary: "Marks one of the caller's notices read; another user's answers 404",
        params: idParams,
        response: { 200: noticeSchema },
      },
    },
    (request) => notices.markRead(actorOf(request), request.params.id),
  );

  r.post(
    "/api/system/notices/read-all",
    {
      config: { audit: { action: "notice.read-all", target: "notice" } },
      schema: {
        tags,
        summary: "Marks every unread notice of the caller read",
        response: { 200: noticeReadAllSchema },
      },
    },
    (request) => notices.markAllRead(actorOf(request)),
  );
};
