import { okSchema, idParamSchema as params } from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Actor } from "./actor";
import { noteAudit } from "./audit";
import { actorOf } from "./http";

// The create / update / delete routes admin tables share: the caller's screens, an audit entry naming the
// row the write touched, and `{ ok: true }` after a delete. The module keeps its rules in `run`.

type Write = {
  config: { screens: string[]; audit: { action: string; target: string } };
  summary?: string;
};
type WriteWithBody<Body> = Write & { body: z.ZodType<Body>; response: z.ZodType };

export const auditedWrites = (app: FastifyInstance, tags: string[]) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // `request.body` has passed `route.body`, so it is a `Body`; the type provider cannot see that generically.
  return {
    create: <Body>(
      url: string,
      route: WriteWithBody<Body>,
      run: (actor: Actor, body: Body) => Promise<{ id: number }>,
    ) =>
      r.post(
        url,
        {
          config: route.config,
          schema: { tags, summary: route.summary, body: route.body, response: { 200: route.response } },
        },
        async (request) => {
          const row = await run(actorOf(request), request.body as Body);
          noteAudit(request, { targetId: row.id });
          return row;
        },
      ),

    update: <Body>(
      url: string,
      route: WriteWithBody<Body>,
      run: (actor: Actor, id: number, body: Body) => Promise<unknown>,
    ) =>
      r.put(
        url,
        {
          config: route.config,
          schema: {
            tags,
            summary: route.summary,
            params,
            body: route.body,
            response: { 200: route.response },
          },
        },
        async (request) => {
          noteAudit(request, { targetId: request.params.id });
          return run(actorOf(request), request.params.id, request.body as Body);
        },
      ),

    remove: (url: string, route: Write, run: (actor: Actor, id: number) => Promise<void>) =>
      r.delete(
        url,
        {
          config: route.config,
          schema: { tags, summary: route.summary, params, response: { 200: okSchema } },
        },
        async (request) => {
          noteAudit(request, { targetId: request.params.id });
          await run(actorOf(request), request.params.id);
          return { ok: true as const };
        },
      ),
  };
};
