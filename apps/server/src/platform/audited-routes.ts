import { okSchema, idParamSchema as params } from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Actor } from "./actor";
import { actorOf } from "./http";

// The one way to declare a write route: the caller's screens, how the operation log names it (the logged
// target defaults to the route's `:id`, else the answer's `id`: see audit.ts), and the contract's schemas.
// The module keeps its rules in `run`. `create`, `update` and `remove` are the admin tables' shapes.

type Audited = {
  config: { screens: string[]; audit: { action: string; target: string } };
  summary?: string;
};
type WriteRoute<Params, Body> = Audited & {
  params?: z.ZodType<Params>;
  body?: z.ZodType<Body>;
  response: z.ZodType;
};
type WriteWithBody<Body> = Audited & { body: z.ZodType<Body>; response: z.ZodType };

export const auditedWrites = (app: FastifyInstance, tags: string[]) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // `request.params` and `request.body` have passed the route's schemas; the type provider cannot see that
  // through a generic schema, hence the casts.
  const write = <Params = Record<string, never>, Body = undefined>(
    method: "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    route: WriteRoute<Params, Body>,
    run: (actor: Actor, input: { params: Params; body: Body }) => Promise<unknown>,
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
      handler: (request) =>
        run(actorOf(request), { params: request.params as Params, body: request.body as Body }),
    });

  return {
    write,

    create: <Body>(
      url: string,
      route: WriteWithBody<Body>,
      run: (actor: Actor, body: Body) => Promise<unknown>,
    ) => write("POST", url, route, (actor, { body }) => run(actor, body)),

    update: <Body>(
      url: string,
      route: WriteWithBody<Body>,
      run: (actor: Actor, id: number, body: Body) => Promise<unknown>,
    ) => write("PUT", url, { ...route, params }, (actor, input) => run(actor, input.params.id, input.body)),

    remove: (url: string, route: Audited, run: (actor: Actor, id: number) => Promise<void>) =>
      write("DELETE", url, { ...route, params, response: okSchema }, async (actor, input) => {
        await run(actor, input.params.id);
        return { ok: true as const };
      }),
  };
};
