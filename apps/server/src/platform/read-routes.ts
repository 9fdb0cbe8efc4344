import type { FastifyContextConfig, FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Actor } from "./actor";
import { sendWorkbook } from "./excel";
import { actorOf } from "./http";
import type { UserLimitName } from "./user-rate-limit";

// The one way to declare a read route, the sibling of auditedWrites: the caller's screens (and any rate
// limit or capability) in `config`, the contract's schemas, and the module's rule in `run`.

type ReadRoute<Query, Params> = {
  /** Named here too so a program without app.ts (the bench) still knows the route's rate limit. */
  config: FastifyContextConfig & { rateLimit?: UserLimitName };
  summary?: string;
  query?: z.ZodType<Query>;
  params?: z.ZodType<Params>;
};
type ReadInput<Query, Params> = { query: Query; params: Params };

export const readRoutes = (app: FastifyInstance, tags: string[]) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const schemaOf = <Query, Params>(route: ReadRoute<Query, Params>) => ({
    tags,
    summary: route.summary,
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.params ? { params: route.params } : {}),
  });

  // `request.query` and `request.params` have passed the route's schemas; the type provider cannot see
  // that through a generic schema, hence the casts.
  return {
    /** A JSON answer in the contract's response schema. */
    get: <Query = Record<string, never>, Params = Record<string, never>>(
      url: string,
      route: ReadRoute<Query, Params> & { response: z.ZodType },
      run: (actor: Actor, input: ReadInput<Query, Params>) => unknown,
    ) =>
      r.get(
        url,
        { config: route.config, schema: { ...schemaOf(route), response: { 200: route.response } } },
        (request) =>
          run(actorOf(request), { query: request.query as Query, params: request.params as Params }),
      ),

    /** A question with a body (a test, a trial): a POST that changes nothing, so the log never records it. */
    ask: <Body>(
      url: string,
      route: ReadRoute<Record<string, never>, Record<string, never>> & {
        body: z.ZodType<Body>;
        response: z.ZodType;
      },
      run: (actor: Actor, body: Body) => unknown,
    ) =>
      r.post(
        url,
        {
          config: { ...route.config, read: true },
          schema: { ...schemaOf(route), body: route.body, response: { 200: route.response } },
        },
        (request) => run(actorOf(request), request.body as Body),
      ),

    /** An xlsx download named `<fileName>-<yyyymmdd>.xlsx`. */
    download: <Query = Record<string, never>, Params = Record<string, never>>(
      url: string,
      fileName: string,
      route: ReadRoute<Query, Params>,
      run: (actor: Actor, input: ReadInput<Query, Params>) => Promise<Buffer>,
    ) =>
      r.get(url, { config: route.config, schema: schemaOf(route) }, async (request, reply) =>
        sendWorkbook(
          reply,
          fileName,
          await run(actorOf(request), { query: request.query as Query, params: request.params as Params }),
        ),
      ),
  };
};
