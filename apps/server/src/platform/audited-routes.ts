import { type ImportResult, importResultSchema, okSchema, idParamSchema as params } from "@pp/contracts";
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { type Capability, requireCan } from "./access";
import type { Actor } from "./actor";
import { noteAudit } from "./audit";
import { readUploadedWorkbook } from "./excel";
import { actorOf, type EVERY_SIGNED_IN_USER } from "./http";

// The one way to declare a write route: the caller's screens, how the operation log names it (the logged
// target defaults to the route's `:id`, else the answer's `id`: see audit.ts), and the contract's schemas.
// The module keeps its rules in `run`. `create`, `update` and `remove` are the admin tables' shapes.

type Screens = string[] | typeof EVERY_SIGNED_IN_USER;
type Audited = {
  config: FastifyContextConfig & {
    /** Named on every write: the screens that may call it, or EVERY_SIGNED_IN_USER for one's own data. */
    screens: Screens;
    audit: { action: string; target: string };
  };
  summary?: string;
};
/** What the operation log should know besides the route's own facts: the target when no `:id` names it. */
type AuditFacts = { targetId?: string | number; changes?: Record<string, unknown> };
type WriteRoute<Params, Body, Answer> = Audited & {
  params?: z.ZodType<Params>;
  body?: z.ZodType<Body>;
  response: z.ZodType;
  /** Facts known from the input, noted before the write runs (so a refused write names them too). */
  note?: (input: { params: Params; body: Body }) => AuditFacts;
  /** Facts known from a successful answer (a new row's id under a parent's `:id`). */
  noteAnswer?: (answer: Answer) => AuditFacts;
};
type WriteWithBody<Body> = Audited & { body: z.ZodType<Body>; response: z.ZodType };

export const auditedWrites = (app: FastifyInstance, tags: string[]) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // `request.params` and `request.body` have passed the route's schemas; the type provider cannot see that
  // through a generic schema, hence the casts.
  const write = <Params = Record<string, never>, Body = undefined, Answer = unknown>(
    method: "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    route: WriteRoute<Params, Body, Answer>,
    run: (actor: Actor, input: { params: Params; body: Body }, request: FastifyRequest) => Promise<Answer>,
  ) =>
    r.route({
      method,
      url,
      config: route.config,
      schema: {
        tags,
        summary: route.summary,
        ...(route.params ? { params: route.params } : {}),
        ...(route.body ? { body: route.body } : {}),
        response: { 200: route.response },
      },
      handler: async (request) => {
        const input = { params: request.params as Params, body: request.body as Body };
        if (route.note) noteAudit(request, route.note(input));
        const answer = await run(actorOf(request), input, request);
        if (route.noteAnswer) noteAudit(request, route.noteAnswer(answer));
        return answer;
      },
    });

  const create = <Body>(
    url: string,
    route: WriteWithBody<Body>,
    run: (actor: Actor, body: Body) => Promise<unknown>,
  ) => write("POST", url, route, (actor, { body }) => run(actor, body));

  const update = <Body>(
    url: string,
    route: WriteWithBody<Body>,
    run: (actor: Actor, id: number, body: Body) => Promise<unknown>,
  ) => write("PUT", url, { ...route, params }, (actor, input) => run(actor, input.params.id, input.body));

  const remove = (url: string, route: Audited, run: (actor: Actor, id: number) => Promise<void>) =>
    write("DELETE", url, { ...route, params, response: okSchema }, async (actor, input) => {
      await run(actor, input.params.id);
      return { ok: true as const };
    });

  return {
    write,
    create,
    update,
    remove,

    /**
     * An xlsx import (multipart upload): the capability is checked before the file is read, so a refused
     * caller's upload is never parsed; the log records how many rows came in and failed, after `note`'s facts.
     */
    importWorkbook: <Params = Record<string, never>, Query = Record<string, never>>(
      url: string,
      route: ImportRoute<Params, Query>,
      run: (actor: Actor, file: Buffer, input: { params: Params; query: Query }) => Promise<ImportResult>,
    ) =>
      r.post(
        url,
        {
          config: route.config,
          schema: {
            tags,
            summary: route.summary,
            ...(route.params ? { params: route.params } : {}),
            ...(route.query ? { querystring: route.query } : {}),
            response: { 200: importResultSchema },
          },
        },
        async (request) => {
          const actor = actorOf(request);
          requireCan(actor, route.capability);
          const file = await readUploadedWorkbook(request);
          const input = { params: request.params as Params, query: request.query as Query };
          const result = await run(actor, file, input);
          const note = route.note?.(input);
          noteAudit(request, {
            targetId: note?.targetId,
            changes: { ...note?.changes, imported: result.imported, failed: result.failed.length },
          });
          return result;
        },
      ),

    /**
     * An admin table's writes: `POST url`, `PUT url/:id` and `DELETE url/:id`, for those the module offers,
     * logged as `<target>.create`, `<target>.update` and `<target>.delete`.
     */
    resource: <Body>(url: string, route: ResourceRoute<Body>, run: ResourceWrites<Body>) => {
      const config = (action: string) => audited(route.screens, `${route.target}.${action}`, route.target);
      const { body, response, summaries } = route;
      if (run.create)
        create(url, { config: config("create"), summary: summaries?.create, body, response }, run.create);
      if (run.update)
        update(
          `${url}/:id`,
          { config: config("update"), summary: summaries?.update, body, response },
          run.update,
        );
      if (run.remove)
        remove(`${url}/:id`, { config: config("delete"), summary: summaries?.remove }, run.remove);
    },
  };
};

type ImportRoute<Params, Query> = Audited & {
  /** Checked before the upload is read. */
  capability: Capability;
  params?: z.ZodType<Params>;
  query?: z.ZodType<Query>;
  note?: (input: { params: Params; query: Query }) => AuditFacts;
};

type ResourceWrites<Body> = {
  create?: (actor: Actor, body: Body) => Promise<unknown>;
  update?: (actor: Actor, id: number, body: Body) => Promise<unknown>;
  remove?: (actor: Actor, id: number) => Promise<void>;
};
type ResourceRoute<Body> = {
  screens: string[];
  target: string;
  body: z.ZodType<Body>;
  response: z.ZodType;
  summaries?: Partial<Record<keyof ResourceWrites<Body>, string>>;
};

/** A write route's config: the screens that may call it and how the operation log names it. */
export const audited = (screens: Screens, action: string, target: string) => ({
  screens,
  audit: { action, target },
});
