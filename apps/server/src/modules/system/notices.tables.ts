import { NOTICE_KINDS } from "@pp/domain";
import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// The console inbox: one row per notice per user. A notice is a kind with parameters (rendered in the reader's
// language, @pp/domain `noticeMessages`) and the console path of its object. `screen`, when set, is the screen
// the link opens: the notice shows only to a user who may open it (a sub-account without the grant never
// reads it, and sees it once granted).
export const notices = pgTable(
  "notices",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id").notNull(),
    orgId: integer("org_id").notNull(),
    kind: text("kind", { enum: NOTICE_KINDS }).notNull(),
    params: jsonb("params").$type<Record<string, string>>().notNull(),
    link: text("link").notNull(),
    screen: text("screen"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notices_user_idx").on(t.userId, t.id),
    // The bell's count reads only this: a user's unread notices.
    index("notices_user_unread_idx").on(t.userId, t.id).where(sql`${t.readAt} is null`),
  ],
);
