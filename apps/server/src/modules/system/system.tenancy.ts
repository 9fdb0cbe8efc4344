import { expect } from "vitest";
import { tasks } from "../../platform/platform.tables";
import { type TenancyCase, tenancyCase } from "../../test/tenancy";
import { operationLogs } from "./system.tables";

type LogFixture = { marker: string };

export const tenancyCases: TenancyCase<unknown>[] = [
  tenancyCase<LogFixture>({
    name: "operation log: others never see the owner's entries",
    setup: async (t, { owner }) => {
      const marker = `marker-${Date.now()}`;
      await t.db.insert(operationLogs).values({
        orgId: owner.orgId,
        userId: owner.userId,
        username: marker,
        action: "test.write",
        targetType: "test",
        success: true,
        status: 200,
      });
      return { marker };
    },
    request: (f) => ({ method: "GET", url: `/api/system/operation-logs?username=${f.marker}` }),
    leaksNothing: (response) => expect(response.json().total).toBe(0),
  }),
  tenancyCase<LogFixture>({
    name: "tasks: others never see the owner's task records",
    setup: async (t, { owner }) => {
      await t.db.insert(tasks).values({ kind: "owner-export", status: "completed", orgId: owner.orgId });
      return { marker: "owner-export" };
    },
    request: () => ({ method: "GET", url: "/api/system/tasks?size=100" }),
    leaksNothing: (response, f) =>
      expect(response.json().rows.map((r: { kind: string }) => r.kind)).not.toContain(f.marker),
  }),
  tenancyCase<{ taskId: number }>({
    name: "tasks: others never download the file of the owner's task",
    setup: async (t, { owner }) => {
      const stored = await t.app.files.put({
        bytes: Buffer.from("owner's export"),
        contentType: "text/plain",
        name: "orders.txt",
      });
      const [task] = await t.db
        .insert(tasks)
        .values({
          kind: "order-export",
          status: "completed",
          orgId: owner.orgId,
          userId: owner.userId,
          result: { rows: 1, file: stored.key, fileName: stored.name },
        })
        .returning({ id: tasks.id });
      return { taskId: task!.id };
    },
    request: (f) => ({ method: "GET", url: `/api/system/tasks/${f.taskId}/file` }),
  }),
  tenancyCase<LogFixture>({
    name: "sandbox message viewer: no customer reads it",
    setup: async () => ({ marker: "" }),
    request: () => ({ method: "GET", url: "/api/system/sandbox-messages" }),
    refusedWith: [403],
  }),
];
