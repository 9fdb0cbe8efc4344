import {
  brandSchema,
  healthSchema,
  operationLogPageSchema,
  operationLogQuerySchema,
  taskIdParamsSchema,
  taskPageSchema,
  taskQuerySchema,
} from "@pp/contracts";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isPlatformStaff } from "../../platform/access";
import type { Actor } from "../../platform/actor";
import type { Db } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { sendDownload } from "../../platform/excel";
import type { FileStore } from "../../platform/file-store";
import { actorOf } from "../../platform/http";
import { translateKey } from "../../platform/i18n";
import { mapPage } from "../../platform/paging";
import { brandForHost, brandLogoSvg } from "./system.brands";
import { findTask, listOperationLogs, listTasks } from "./system.repository";

type Options = {
  db: Db;
  files: FileStore;
  brandHosts: Map<string, string>;
  /** Whether the sandbox sender is mounted (the sign-up and reset forms then point to its inboxes). */
  sandboxMessages: boolean;
};

/** The file a task made, kept in its result by the job (an export's `file` key and `fileName`). */
const taskFileOf = (result: unknown) => {
  const { file, fileName } = (result ?? {}) as { file?: unknown; fileName?: unknown };
  return typeof file === "string" && typeof fileName === "string" ? { key: file, name: fileName } : null;
};

/**
 * Whose task file a caller may download: staff any; others their org's, a sub-account only its own (it sees only
 * its own orders, and an export of its main account's may hold others).
 */
const mayDownload = (actor: Actor, task: { orgId: number | null; userId: number | null }) =>
  isPlatformStaff(actor) ||
  (task.orgId === actor.orgId && (!actor.isSubAccount || task.userId === actor.userId));

export const systemRoutes = async (
  app: FastifyInstance,
  { db, files, brandHosts, sandboxMessages }: Options,
) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["system"];

  r.get(
    "/api/ping",
    { config: { public: true }, schema: { tags, response: { 200: z.object({ ok: z.literal(true) }) } } },
    () => Promise.resolve({ ok: true as const }),
  );

  r.get(
    "/api/health",
    {
      config: { public: true },
      schema: { tags, summary: "200 when the database answers", response: { 200: healthSchema } },
    },
    async () => {
      await db.execute(sql`select 1`);
      return { status: "ok" as const, database: "ok" as const };
    },
  );

  r.get(
    "/api/brand",
    {
      config: { public: true },
      schema: { tags, summary: "Brand variant of this host", response: { 200: brandSchema } },
    },
    (request) => Promise.resolve({ ...brandForHost(brandHosts, request.hostname), sandboxMessages }),
  );

  r.get(
    "/api/brand/logo/:file",
    {
      config: { public: true },
      schema: { tags, params: z.object({ file: z.string().regex(/^[a-z]+\.svg$/) }) },
    },
    async (request, reply) => {
      const svg = brandLogoSvg(request.params.file.replace(/\.svg$/, ""));
      if (!svg) throw new AppError("NOT_FOUND");
      return reply.type("image/svg+xml").header("cache-control", "public, max-age=86400").send(svg);
    },
  );

  r.get(
    "/api/system/tasks",
    {
      config: { screens: ["system/tasks"] },
      schema: {
        tags,
        summary: "Background task records",
        querystring: taskQuerySchema,
        response: { 200: taskPageSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const page = await listTasks(db, {
        ...request.query,
        orgId: isPlatformStaff(actor) ? undefined : actor.orgId,
      });
      return mapPage(page, (row) => {
        const file = row.status === "completed" ? taskFileOf(row.result) : null;
        return {
          id: row.id,
          kind: row.kind,
          status: row.status,
          summary: row.summary
            ? translateKey(actor.lang, row.summary, row.result as Record<string, number>)
            : null,
          error: row.error,
          file: file ? { name: file.name } : null,
          progress: row.progress ?? null,
          createdAt: row.createdAt.toISOString(),
          finishedAt: row.finishedAt?.toISOString() ?? null,
        };
      });
    },
  );

  r.get(
    "/api/system/tasks/:id/file",
    {
      config: { screens: ["system/tasks"] },
      schema: { tags, summary: "The file a finished task made (an export)", params: taskIdParamsSchema },
    },
    async (request, reply) => {
      const task = await findTask(db, request.params.id);
      const file = task && mayDownload(actorOf(request), task) ? taskFileOf(task.result) : null;
      const content = file ? await files.get(file.key) : undefined;
      if (!content) throw new AppError("NOT_FOUND");
      return sendDownload(reply, content);
    },
  );

  r.get(
    "/api/system/operation-logs",
    {
      config: { screens: ["system/operation-log"] },
      schema: {
        tags,
        summary: "Operation log: platform staff see all, others their own org's",
        querystring: operationLogQuerySchema,
        response: { 200: operationLogPageSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const page = await listOperationLogs(db, actor.scope, request.query);
      return mapPage(page, (row) => ({
        ...row,
        changes: row.changes as Record<string, unknown> | null,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );
};
