import { and, count, desc, eq, gte, ilike, lte, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DataScope } from "../../platform/actor";
import type { Executor } from "../../platform/db";
import { offsetPage } from "../../platform/paging";
import { tasks } from "../../platform/platform.tables";
import { scopeFilter } from "../../platform/scope";
import { operationLogs, sandboxMessages } from "./system.tables";

type DateRange = { from?: string | undefined; to?: string | undefined };

const withinRange = (column: AnyPgColumn, range: DateRange): SQL[] => [
  ...(range.from ? [gte(column, new Date(range.from))] : []),
  ...(range.to ? [lte(column, new Date(range.to))] : []),
];

/** The staff viewer's page: every message with its code masked, never the recipient's copy. */
export const listSandboxMessages = async (
  db: Executor,
  filter: DateRange & {
    page: number;
    size: number;
    channel?: "sms" | "email" | undefined;
    recipient?: string | undefined;
  },
) => {
  const conditions = withinRange(sandboxMessages.createdAt, filter);
  if (filter.channel) conditions.push(eq(sandboxMessages.channel, filter.channel));
  if (filter.recipient) conditions.push(ilike(sandboxMessages.recipient, `%${filter.recipient}%`));
  const where = conditions.length ? and(...conditions) : undefined;
  return offsetPage(
    db
      .select({
        id: sandboxMessages.id,
        channel: sandboxMessages.channel,
        recipient: sandboxMessages.recipient,
        subject: sandboxMessages.subject,
        body: sandboxMessages.maskedBody,
        createdAt: sandboxMessages.createdAt,
      })
      .from(sandboxMessages)
      .where(where)
      .orderBy(desc(sandboxMessages.id))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ n: count() }).from(sandboxMessages).where(where),
  );
};

/** The recipient's own copies (exactly this phone number or mailbox), newest first. */
export const listInboxOf = (db: Executor, recipient: string, limit: number) =>
  db
    .select({
      subject: sandboxMessages.subject,
      body: sandboxMessages.body,
      createdAt: sandboxMessages.createdAt,
    })
    .from(sandboxMessages)
    .where(eq(sandboxMessages.recipient, recipient))
    .orderBy(desc(sandboxMessages.id))
    .limit(limit);

export const listTasks = async (
  db: Executor,
  filter: DateRange & {
    page: number;
    size: number;
    orgId?: number | undefined;
    status?: "processing" | "failed" | "completed" | undefined;
  },
) => {
  const conditions = withinRange(tasks.createdAt, filter);
  if (filter.orgId !== undefined) conditions.push(eq(tasks.orgId, filter.orgId));
  if (filter.status) conditions.push(eq(tasks.status, filter.status));
  const where = conditions.length ? and(...conditions) : undefined;
  return offsetPage(
    db
      .select()
      .from(tasks)
      .where(where)
      .orderBy(desc(tasks.id))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ n: count() }).from(tasks).where(where),
  );
};

export const findTask = async (db: Executor, id: number) =>
  (await db.select().from(tasks).where(eq(tasks.id, id)))[0];

export const insertOperationLog = async (db: Executor, entry: typeof operationLogs.$inferInsert) =>
  (await db.insert(operationLogs).values(entry).returning({ id: operationLogs.id }))[0]!.id;

/** Sets the outcome of a row written before its request's handler ran. */
export const finishOperationLog = async (
  db: Executor,
  id: number,
  outcome: Pick<
    typeof operationLogs.$inferInsert,
    "success" | "status" | "orgId" | "userId" | "targetId" | "changes"
  >,
) => {
  await db.update(operationLogs).set(outcome).where(eq(operationLogs.id, id));
};

export const listOperationLogs = async (
  db: Executor,
  scope: DataScope,
  filter: DateRange & {
    page: number;
    size: number;
    username?: string;
    action?: string;
    success?: "true" | "false";
  },
) => {
  const conditions = withinRange(operationLogs.createdAt, filter);
  const visible = scopeFilter(scope, operationLogs.orgId);
  if (visible) conditions.push(visible);
  if (filter.username) conditions.push(ilike(operationLogs.username, `%${filter.username}%`));
  if (filter.action) conditions.push(ilike(operationLogs.action, `%${filter.action}%`));
  if (filter.success) conditions.push(eq(operationLogs.success, filter.success === "true"));
  const where = conditions.length ? and(...conditions) : undefined;
  return offsetPage(
    db
      .select()
      .from(operationLogs)
      .where(where)
      .orderBy(desc(operationLogs.createdAt), desc(operationLogs.id))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ n: count() }).from(operationLogs).where(where),
  );
};
