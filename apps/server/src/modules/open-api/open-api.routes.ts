import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import {
  OPEN_BATCH_MAX,
  openIdempotencyHeadersSchema,
  openMergeLabelsRequestSchema,
  openOrderBatchRequestSchema,
  openOrderBatchResultSchema,
  openOrderCancelledSchema,
  openOrderDetailSchema,
  openOrderDraftSchema,
  openOrderListQuerySchema,
  openOrderPageSchema,
  openOrderRefParamsSchema,
  openOrderSchema,
  openOrderUpdatedSchema,
  openOrderUpdateSchema,
  openProductListSchema,
  openQuoteRequestSchema,
  openQuoteResponseSchema,
  openTrackingRequestSchema,
  openTrackingResultSchema,
  openWalletsSchema,
} from "@pp/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { z } from "zod";
import { type Capability, can } from "../../platform/access";
import { type Actor, canUseScreen } from "../../platform/actor";
import { type ApiLog, capBody, maskBody, maskUrl } from "../../platform/api-log";
import { AppError } from "../../platform/errors";
import { actorOf } from "../../platform/http";
import { languageFromHeader } from "../../platform/i18n";
import type { UserRateLimiter } from "../../platform/user-rate-limit";
import type { ApiTokenAuth } from "../identity";
import { type RouteErrorStatus, withErrorResponses } from "./open-api.errors";
import type { OpenApi } from "./open-api.service";

// The open API's HTTP face (issue 16), registered under OPEN_API_PREFIX in a context of its own: a Bearer API
// token is the only credential (the console's session cookie is not read), the token's holder needs the same
// screens (and capabilities) as at the console, every call counts against the token's rate limit and goes to
// the API log, and the OpenAPI document describes these routes alone.

export const OPEN_API_PREFIX = "/open/v1";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The open API's stable name of a call (`orders.create`): the API log's operation. */
    openApi?: string;
  }
}

/** The carriers module's printing, as the console's label calls use it. */
type Labels = {
  print: (actor: Actor, orderId: number) => Promise<{ bytes: Buffer; contentType: string; name: string }>;
  printMerged: (actor: Actor, orderIds: number[]) => Promise<{ bytes: Buffer; missing: string[] }>;
};

type Deps = {
  openApi: OpenApi;
  labels: Labels;
  auth: ApiTokenAuth;
  limiter: UserRateLimiter;
  apiLog: ApiLog;
};

type Route = {
  operation: string;
  screens: string[];
  needs?: Capability;
  summary: string;
  audit?: { action: string; target: string };
  /** The error statuses the call answers besides 401, 403 and 429 (the document lists them). */
  errors: RouteErrorStatus[];
};

// Public: the document and its interactive page.
const PUBLIC = [`${OPEN_API_PREFIX}/openapi.json`, `${OPEN_API_PREFIX}/docs`];
const isPublic = (url: string) => PUBLIC.some((path) => url === path || url.startsWith(`${path}/`));

const bearerOf = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined;
};

const CREATE = ["orders/create"];
const READ = ["orders/list", "orders/detail"];
const CANCEL = ["orders/list", "orders/detail"];
const QUOTE = ["catalog/freight-trial", "orders/create"];
const WALLET = ["finance/recharge", "finance/wallet-flow"];

export const openApiRoutes = async (
  app: FastifyInstance,
  { openApi, labels, auth, limiter, apiLog }: Deps,
) => {
  // Each route's error statuses by its operation, read when the document is built (after every route is declared).
  const routeErrors = new Map<string, RouteErrorStatus[]>();
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Parcel platform open API",
        version: "1.0.0",
        description:
          "Calls for ERPs and shop systems with an API token (`Authorization: Bearer ppk_…`). Errors answer `{ code, message, details? }`, the message in the `Accept-Language` language.",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => withErrorResponses(jsonSchemaTransformObject(input), routeErrors),
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/docs", staticCSP: true });
  app.get("/openapi.json", { schema: { hide: true } }, () => app.swagger());

  app.addHook("onReady", async () => auth.start());
  app.addHook("onClose", async () => auth.stop());

  // Who calls: the token's holder (its grants), in the Accept-Language language, else the holder's own.
  app.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (isPublic(request.url) || request.is404) return;
    const token = bearerOf(request);
    const caller = token ? await auth.resolve(token) : undefined;
    if (!caller) throw new AppError("UNAUTHENTICATED");
    const lang = request.headers["accept-language"]
      ? languageFromHeader(request.headers["accept-language"])
      : caller.actor.lang;
    const actor: Actor = { ...caller.actor, lang };
    request.actor = actor;
    request.lang = lang;
    const verdict = await limiter.hit("openApi", caller.tokenId);
    reply.header("ratelimit-limit", String(verdict.limit));
    reply.header("ratelimit-remaining", String(verdict.remaining));
    reply.header("ratelimit-reset", String(verdict.resetSeconds));
    if (!verdict.allowed) {
      reply.header("retry-after", String(verdict.retryAfterSeconds));
      throw new AppError("RATE_LIMITED", {
        params: { messageKey: "RATE_LIMITED_RETRY", seconds: verdict.retryAfterSeconds },
      });
    }
    const { screens, needs } = request.routeOptions.config;
    if (screens && !canUseScreen(actor, ...screens)) throw new AppError("FORBIDDEN");
    if (needs && !can(actor, needs)) throw new AppError("FORBIDDEN");
  });

  // Every call in the API log: who, which call, the answer's status and time, bodies masked and capped. A call
  // refused for its token (none, unknown, revoked) has no org, so only platform staff see it; nothing of the token
  // is kept (its body is not read before the token is checked, and headers are not logged).
  app.addHook("onSend", async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const operation = request.routeOptions.config.openApi;
    if (!operation) return payload;
    const answer = typeof payload === "string" ? payload : Buffer.isBuffer(payload) ? "[binary]" : "";
    apiLog.record({
      direction: "inbound",
      apiTokenId: request.actor?.apiTokenId ?? null,
      orgId: request.actor?.orgId ?? null,
      operation,
      method: request.method,
      url: maskUrl(request.url),
      status: reply.statusCode,
      outcome: reply.statusCode < 400 ? "ok" : reply.statusCode === 404 ? "notFound" : "rejected",
      durationMs: Math.round(reply.elapsedTime),
      request: request.body === undefined ? "" : capBody(maskBody(JSON.stringify(request.body))),
      response: capBody(maskBody(answer)),
    });
    return payload;
  });

  // One declaration per call: its stable name, the screens its holder needs, the contract's schemas.
  const r = app.withTypeProvider<ZodTypeProvider>();
  const route = <Answer>(
    method: "GET" | "POST" | "PUT",
    url: string,
    def: Route & {
      tag: string;
      body?: z.ZodType;
      query?: z.ZodType;
      params?: z.ZodType;
      headers?: z.ZodType;
      /** The JSON answer's schema; none for a file (a label), whose content type the handler sets. */
      response?: z.ZodType;
    },
    run: (actor: Actor, request: FastifyRequest, reply: FastifyReply) => Promise<Answer>,
  ) => {
    routeErrors.set(def.operation, def.errors);
    r.route({
      method,
      url,
      config: {
        openApi: def.operation,
        screens: def.screens,
        ...(def.needs ? { needs: def.needs } : {}),
        // A write is in the operation log like the console's; a question (a quote) is not.
        ...(def.audit ? { audit: def.audit } : method === "GET" ? {} : { read: true as const }),
      },
      schema: {
        tags: [def.tag],
        summary: def.summary,
        operationId: def.operation,
        ...(def.body ? { body: def.body } : {}),
        ...(def.query ? { querystring: def.query } : {}),
        ...(def.params ? { params: def.params } : {}),
        ...(def.headers ? { headers: def.headers } : {}),
        ...(def.response ? { response: { 200: def.response } } : {}),
      },
      handler: (request, reply) => run(actorOf(request), request, reply),
    });
  };
  // The request's parts have passed the route's schemas; the type provider cannot see that through `route`.
  const bodyOf = <T>(request: FastifyRequest, _schema: z.ZodType<T>) => request.body as T;
  const queryOf = <T>(request: FastifyRequest, _schema: z.ZodType<T>) => request.query as T;
  const refOf = (request: FastifyRequest) => (request.params as { ref: string }).ref;
  const keyOf = (request: FastifyRequest) =>
    (request.headers as z.infer<typeof openIdempotencyHeadersSchema>)["idempotency-key"];

  route(
    "GET",
    "/products",
    {
      operation: "products.list",
      errors: [],
      tag: "products",
      screens: [...CREATE, ...QUOTE],
      summary: "The products the org has signed, with the codes an ERP maps its shipping methods to",
      response: openProductListSchema,
    },
    (actor) => openApi.products(actor),
  );

  route(
    "POST",
    "/quote",
    {
      operation: "quote",
      errors: [400],
      tag: "products",
      screens: QUOTE,
      summary: "Prices a parcel with every signed product, or with the one `productCode` names",
      body: openQuoteRequestSchema,
      response: openQuoteResponseSchema,
    },
    (actor, request) => openApi.quote(actor, bodyOf(request, openQuoteRequestSchema)),
  );

  route(
    "POST",
    "/orders",
    {
      operation: "orders.create",
      errors: [400, 409],
      tag: "orders",
      screens: CREATE,
      needs: "placeOrders",
      audit: { action: "order.place", target: "order" },
      summary:
        "Places one order (the console wizard's fields and rules), priced on the server and paid from the wallet; the same `Idempotency-Key` answers the first order, another body with it is refused",
      body: openOrderDraftSchema,
      headers: openIdempotencyHeadersSchema,
      response: openOrderSchema,
    },
    (actor, request) => openApi.createOrder(actor, bodyOf(request, openOrderDraftSchema), keyOf(request)),
  );

  route(
    "POST",
    "/orders/batch",
    {
      operation: "orders.createBatch",
      errors: [400],
      tag: "orders",
      screens: CREATE,
      needs: "placeOrders",
      audit: { action: "order.place-batch", target: "order" },
      summary: `Places up to ${OPEN_BATCH_MAX} orders, each on its own with its own idempotencyKey; one result per order`,
      body: openOrderBatchRequestSchema,
      response: openOrderBatchResultSchema,
    },
    (actor, request) => openApi.createOrders(actor, bodyOf(request, openOrderBatchRequestSchema).orders),
  );

  route(
    "GET",
    "/orders",
    {
      operation: "orders.list",
      errors: [400],
      tag: "orders",
      screens: READ,
      summary:
        "The org's orders, newest first, a keyset page (`cursor` = the last page's `nextCursor`); by status, numbers (any kind) and creation time",
      query: openOrderListQuerySchema,
      response: openOrderPageSchema,
    },
    (actor, request) => openApi.orders(actor, queryOf(request, openOrderListQuerySchema)),
  );

  route(
    "GET",
    "/orders/:ref",
    {
      operation: "orders.get",
      errors: [400, 404],
      tag: "orders",
      screens: READ,
      summary: "An order by its order number, its reference or any of its numbers",
      params: openOrderRefParamsSchema,
      response: openOrderDetailSchema,
    },
    (actor, request) => openApi.order(actor, refOf(request)),
  );

  route(
    "POST",
    "/orders/:ref/cancel",
    {
      operation: "orders.cancel",
      errors: [400, 404, 409],
      tag: "orders",
      screens: CANCEL,
      audit: { action: "order.cancel", target: "order" },
      summary:
        "Cancels an order not yet handed over (a paid one is refunded in full); a handed-over one opens a cancel request (`requested`)",
      params: openOrderRefParamsSchema,
      response: openOrderCancelledSchema,
    },
    (actor, request) => openApi.cancel(actor, refOf(request)),
  );

  route(
    "PUT",
    "/orders/:ref",
    {
      operation: "orders.update",
      errors: [400, 404, 409],
      tag: "orders",
      screens: CANCEL,
      audit: { action: "order.edit", target: "order" },
      summary:
        "Edits an order before hand-over with the groups its product allows (each group whole): priced again, the difference charged or refunded; the same `Idempotency-Key` changes it once",
      params: openOrderRefParamsSchema,
      body: openOrderUpdateSchema,
      headers: openIdempotencyHeadersSchema,
      response: openOrderUpdatedSchema,
    },
    (actor, request) =>
      openApi.update(actor, refOf(request), bodyOf(request, openOrderUpdateSchema), keyOf(request)),
  );

  route(
    "GET",
    "/orders/:ref/label",
    {
      operation: "orders.label",
      errors: [400, 404],
      tag: "labels",
      screens: READ,
      summary:
        "The order's label as its print profile prints it (the carrier's or the platform's; PDF or ZPL; 4x6 in or 100 x 100 mm); 404 LABEL_NOT_READY while there is none",
      params: openOrderRefParamsSchema,
    },
    async (actor, request, reply) => {
      const label = await labels.print(actor, await openApi.findOrderId(actor, refOf(request)));
      return reply
        .type(label.contentType)
        .header("content-disposition", `inline; filename="${label.name}"`)
        .send(label.bytes);
    },
  );

  route(
    "POST",
    "/labels/merge",
    {
      operation: "labels.merge",
      errors: [400, 404],
      tag: "labels",
      screens: READ,
      summary: `The labels of up to ${OPEN_BATCH_MAX} orders in one PDF, each on its profile's page; the orders without a PDF label are named in the \`Missing-Labels\` header; 404 LABEL_NOT_READY when none has one`,
      body: openMergeLabelsRequestSchema,
    },
    async (actor, request, reply) => {
      const refs = bodyOf(request, openMergeLabelsRequestSchema).orders;
      const ids: number[] = [];
      for (const ref of refs) ids.push(await openApi.findOrderId(actor, ref));
      const merged = await labels.printMerged(actor, ids);
      if (merged.missing.length) reply.header("missing-labels", merged.missing.join(","));
      return reply.type("application/pdf").send(merged.bytes);
    },
  );

  route(
    "POST",
    "/tracking",
    {
      operation: "tracking",
      errors: [400],
      tag: "orders",
      screens: READ,
      summary: `Up to ${OPEN_BATCH_MAX} numbers (any kind): each one's order, its tracking status and its tracking events (merged across the order's numbers), newest first`,
      body: openTrackingRequestSchema,
      response: openTrackingResultSchema,
    },
    (actor, request) => openApi.tracking(actor, bodyOf(request, openTrackingRequestSchema).numbers),
  );

  route(
    "GET",
    "/wallet",
    {
      operation: "wallet.get",
      errors: [],
      tag: "wallet",
      screens: WALLET,
      summary: "The org's wallets: balance, held, available and refundable deposit per currency",
      response: openWalletsSchema,
    },
    (actor) => openApi.wallets(actor),
  );
};
