import { desc, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { PgBoss } from "pg-boss";
import type { Database, Executor } from "./db";
import { tasks } from "./platform.tables";

export type TaskOutcome = { summaryKey: string; params?: Record<string, number | string> };
export type JobHandler = { name: string; cron?: string; run: (db: Executor) => Promise<TaskOutcome> };

/**
 * Runs `work` as a task users can follow: a `processing` record first, then `completed`
 * with its summary or `failed` with the error.
 */
export const runAsTask = async (
  db: Executor,
  task: { kind: string; orgId?: number | null; userId?: number | null },
  work: () => Promise<TaskOutcome>,
) => {
  const [record] = await db
    .insert(tasks)
    .values({ kind: task.kind, orgId: task.orgId ?? null, userId: task.userId ?? null, status: "processing" })
    .returning({ id: tasks.id });
  try {
    const outcome = await work();
    await db
      .update(tasks)
      .set({
        status: "completed",
        summary: outcome.summaryKey,
        result: outcome.params ?? {},
        finishedAt: sql`now()`,
      })
      .where(eq(tasks.id, record!.id));
    return outcome;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(tasks)
      .set({ status: "failed", error: message, finishedAt: sql`now()` })
      .where(eq(tasks.id, record!.id));
    throw error;
  }
};

/** Starts pg-boss on the app's database, schedules the cron jobs and works their queues. */
export const startJobs = async (database: Database, log: FastifyBaseLogger, handlers: JobHandler[]) => {
  const boss = new PgBoss({ ...database.boss, schema: "pgboss" });
  boss.on("error", (error: Error) => log.error({ err: error }, "job queue error"));
  await boss.start();
  for (const handler of handlers) {
    await boss.createQueue(handler.name);
    if (handler.cron) await boss.schedule(handler.name, handler.cron);
    await boss.work(handler.name, async () => {
      await runAsTask(database.db, { kind: handler.name }, () => handler.run(database.db));
    });
  }
  return {
    boss,
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
};

export const latestTaskOf = async (db: Executor, kind: string) => {
  const [row] = await db.select().from(tasks).where(eq(tasks.kind, kind)).orderBy(desc(tasks.id)).limit(1);
  return row;
};
