import { NOTICE_KINDS } from "@pp/domain";
import { z } from "zod";
import { idCursorQuerySchema, pageOf } from "./common.contract";

// The console inbox (system module): a signed-in user's own notices, newest first.

export { NOTICE_KINDS, type NoticeKind } from "@pp/domain";

/** The unread count stops counting here; the bell shows "99+". */
export const NOTICE_UNREAD_CAP = 100;

export const noticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  /** The kind's parameters (amount, currency, reason…), from which the console renders the text. */
  params: z.record(z.string(), z.string()),
  /** Title and text in the caller's language. */
  title: z.string(),
  text: z.string(),
  /** The console path of the object the notice is about. */
  link: z.string(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;
export const noticePageSchema = pageOf(noticeSchema);

export const noticeQuerySchema = idCursorQuerySchema.extend({
  /** Only the unread ones. */
  unread: z
    .enum(["true", "false"], { message: "NOTICE_UNREAD_FILTER" })
    .transform((value) => value === "true")
    .optional(),
});
export type NoticeQuery = z.infer<typeof noticeQuerySchema>;

/** How many unread notices, counted up to NOTICE_UNREAD_CAP. */
export const noticeUnreadSchema = z.object({ unread: z.number().int() });
export const noticeReadAllSchema = z.object({ marked: z.number().int() });
