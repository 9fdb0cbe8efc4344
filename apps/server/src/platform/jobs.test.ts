import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/test-app";
import type { Database } from "./db";
import { createTaskQueue, latestTaskOf, startJobs, startTaskSender, type TaskJob } from "./jobs";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const silentLog = { error: () => undefined } as unknown as Parameters<typeof startJobs>[1];

describe("jobs on pg-boss", () => {
  it("works a queued job and leaves a completed task record", async () => {
    const jobs = await startJobs(database, silentLog, [
      {
        name: "test-echo",
        run: async () => ({
          summaryKey: "TASK_HOUSEKEEPING_DONE",
          params: { codes: 1, captchas: 2, sessions: 3 },
        }),
      },
    ]);
    try {
      await jobs.boss.send("test-echo", {});
      let record = await latestTaskOf(database.db, "test-echo");
      for (let n = 0; n < 100 && record?.status !== "completed"; n++) {
        await new Promise((done) => setTimeout(done, 100));
        record = await latestTaskOf(database.db, "test-echo");
      }
      expect(record).toMatchObject({ status: "completed", result: { codes: 1, captchas: 2, sessions: 3 } });
    } finally {
      await jobs.stop();
    }
  });
});

describe("task jobs", () => {
  it("a process that only sends submits a task that a working process finishes", async () => {
    const echo: TaskJob<{ n: number }> = {
      name: "test-task-echo",
      run: async ({ n }) => ({ summaryKey: "TASK_ORDER_EXPORT_DONE", params: { rows: n } }),
    };
    const sender = await startTaskSender(database, silentLog, [echo]);
    const worker = await startJobs(database, silentLog, [], [echo]);
    try {
      const queue = createTaskQueue(database.db);
      queue.attach(sender.boss);
      const taskId = await queue.submit(echo, { orgId: 1, userId: 1 }, { n: 3 });
      let record = await latestTaskOf(database.db, echo.name);
      expect(record).toMatchObject({ id: taskId, orgId: 1, userId: 1 });
      for (let n = 0; n < 100 && record?.status !== "completed"; n++) {
        await new Promise((done) => setTimeout(done, 100));
        record = await latestTaskOf(database.db, echo.name);
      }
      expect(record).toMatchObject({
        status: "completed",
        summary: "TASK_ORDER_EXPORT_DONE",
        result: { rows: 3 },
      });
    } finally {
      await worker.stop();
      await sender.stop();
    }
  });
});
