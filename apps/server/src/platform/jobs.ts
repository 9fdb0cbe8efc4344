import { desc, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { PgBoss } from "pg-boss";
import type { Database, Executor } from "./db";
import { tasks } from "./platform.tables";

export type TaskOutcome = { summaryKey: string; params?: Record<string, number | string> };
export type JobHandler = { name: string; cron?: string; run: (db: Executor) => Promise<TaskOutcome> };

/** A task record `completed` with its work's summary. */
export const completeTask = (db: Executor, taskId: number, outcome: TaskOutcome) =>
  db
    .update(tasks)
    .set({
      status: "completed",
      summary: outcome.summaryKey,
      result: outcome.params ?? {},
      finishedAt: sql`now()`,
    })
    .where(eq(tasks.id, taskId));

/** A task record `failed` with the error its reader sees. */
export const failTask = (db: Executor, taskId: number, error: string) =>
  db.update(tasks).set({ status: "failed", error, finishedAt: sql`now()` }).where(eq(tasks.id, taskId));

/** Finishes a task record: `completed` with the work's summary, or `failed` with its error. */
const finishTask = async (db: Executor, taskId: number, work: () => Promise<TaskOutcome>) => {
  try {
    const outcome = await work();
    await completeTask(db, taskId, outcome);
    return outcome;
  } catch (error) {
    await failTask(db, taskId, error instanceof Error ? error.message : String(error));
    throw error;
  }
};

type TaskOwner = { kind: string; orgId?: number | null; userId?: number | null };

const openTask = async (db: Executor, task: TaskOwner) => {
  const [record] = await db
    .insert(tasks)
    .values({ kind: task.kind, orgId: task.orgId ?? null, userId: task.userId ?? null, status: "processing" })
    .returning({ id: tasks.id });
  if (!record) throw new Error("the task record was not written");
  return record.id;
};

/**
 * Runs `work` as a task users can follow: a `processing` record first, then `completed`
 * with its summary or `failed` with the error.
 */
export const runAsTask = async (db: Executor, task: TaskOwner, work: () => Promise<TaskOutcome>) =>
  finishTask(db, await openTask(db, task), () => work());

/**
 * A job a user submits (a large export): its task record is written when it is submitted, so task management
 * shows it at once, and the job finishes it. Its data is plain JSON.
 */
export type TaskJob<Data extends object> = {
  name: string;
  // A method, so a job of any data shape is one of the TaskJob<object> that startJobs takes.
  run(data: Data, taskId: number): Promise<TaskOutcome>;
};

/** Submits task jobs to pg-boss once main.ts has started it (`attach`): working the queues, or only sending. */
export const createTaskQueue = (db: Executor) => {
  let boss: PgBoss | undefined;
  return {
    attach: (started: PgBoss) => {
      boss = started;
    },
    /**
     * `opened` records the task's id where the job will look for it (e.g. on the import it runs) before the job
     * is sent: a worker woken at once by the send finds it there.
     */
    submit: async <Data extends object>(
      job: TaskJob<Data>,
      owner: Omit<TaskOwner, "kind">,
      data: Data,
      opened?: (taskId: number) => Promise<unknown>,
    ) => {
      if (!boss) throw new Error("the job queue has not started");
      const taskId = await openTask(db, { ...owner, kind: job.name });
      await opened?.(taskId);
      // Run once: a failed run leaves its task `failed` for the user to submit again, never failed then completed.
      await boss.send(job.name, { ...data, taskId }, { retryLimit: 0 });
      return taskId;
    },
  };
};

/**
 * A task job's queue wakes its workers when a job is sent (LISTEN/NOTIFY) instead of leaving the job for their
 * next poll, seconds later: a user who submits an import or an export sees it start at once. Created so, or
 * switched so on a database whose queue was created before.
 */
const createTaskJobQueue = async (boss: PgBoss, name: string) => {
  await boss.createQueue(name, { notify: true });
  await boss.updateQueue(name, { notify: true });
};
export type TaskQueue = ReturnType<typeof createTaskQueue>;

/** Starts pg-boss on the app's database, schedules the cron jobs and works their queues. */
export const startJobs = async (
  database: Database,
  log: FastifyBaseLogger,
  handlers: JobHandler[],
  taskJobs: TaskJob<object>[] = [],
) => {
  const boss = new PgBoss({ ...database.boss, schema: "pgboss", useListenNotify: true });
  boss.on("error", (error: Error) => log.error({ err: error }, "job queue error"));
  await boss.start();
  for (const handler of handlers) {
    await boss.createQueue(handler.name);
    if (handler.cron) await boss.schedule(handler.name, handler.cron);
    await boss.work(handler.name, async () => {
      await runAsTask(database.db, { kind: handler.name }, () => handler.run(database.db));
    });
  }
  for (const job of taskJobs) {
    await createTaskJobQueue(boss, job.name);
    await boss.work<{ taskId: number }>(job.name, async ([queued]) => {
      if (!queued) return;
      const { taskId } = queued.data;
      await finishTask(database.db, taskId, () => job.run(queued.data, taskId));
    });
  }
  return {
    boss,
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
};

/**
 * A process that works no jobs (JOBS=false) still submits task jobs: a pg-boss that only sends (no supervision,
 * no schedules, one connection), so the processes that work the queues run them.
 */
export const startTaskSender = async (
  database: Database,
  log: FastifyBaseLogger,
  taskJobs: TaskJob<object>[],
) => {
  const boss = new PgBoss({ ...database.boss, max: 1, schema: "pgboss", supervise: false, schedule: false });
  boss.on("error", (error: Error) => log.error({ err: error }, "job queue error"));
  await boss.start();
  for (const job of taskJobs) await createTaskJobQueue(boss, job.name);
  return { boss, stop: () => boss.stop({ graceful: false }) };
};

export const latestTaskOf = async (db: Executor, kind: string) => {
  const [row] = await db.select().from(tasks).where(eq(tasks.kind, kind)).orderBy(desc(tasks.id)).limit(1);
  return row;
};
