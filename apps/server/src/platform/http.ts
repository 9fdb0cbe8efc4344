import type { IncomingMessage, ServerResponse } from "node:http";
import type { Language } from "@pp/domain";
import { TOKEN_COOKIE } from "@pp/domain";
import {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySerializerCompiler,
  LogController,
} from "fastify";
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from "fastify-type-provider-zod";
import helmet, { type HelmetOptions } from "helmet";
import { z } from "zod";
import { type Capability, can } from "./access";
import { type Actor, canUseScreen } from "./actor";
import { AppError } from "./errors";
import { isMessageKey, languageFromHeader, translateKey } from "./i18n";

declare module "fastify" {
  interface FastifyInstance {
    /** Every route a screen guards, as registered: how the menus are checked against the calls. */
    screenRoutes: ScreenRoute[];
  }
  interface FastifyRequest {
    actor: Actor | null;
    lang: Language;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (login, registration, health…). */
    public?: boolean;
    /** The caller must have one of these screens (menu names) granted: roles, and a sub-account's grants. */
    screens?: string[];
    /** A call on a screen shared by several kinds of caller: the capability it needs besides the screen. */
    needs?: Capability;
  }
}

/** A route's `screens` for calls every signed-in user makes on their own behalf (dropdowns, their own inbox). */
export const EVERY_SIGNED_IN_USER = undefined;

export type ScreenRoute = { method: string; url: string; screens: readonly string[]; needs?: Capability };

export type ActorResolver = (token: string) => Promise<Actor | undefined>;

/** The methods that change something: the operation log records them, the same-site rule guards them. */
export const WRITE_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The headers helmet sets for `options`, worked out once: helmet run against a recorder instead of
 * an answer. Every directive here is a fixed string, so every answer gets the same set.
 */
export const securityHeaders = (options: HelmetOptions): Readonly<Record<string, string>> => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
};

/**
 * One synchronous hook gives every answer (errors and 404s too) the security headers and its
 * request id, before any other hook can refuse the request.
 */
export const registerResponseHeaders = (app: FastifyInstance, headers: Readonly<Record<string, string>>) => {
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(headers);
    reply.header("x-request-id", request.id);
    done();
  });
};

/**
 * One log line per request, written when it is answered: its id (reqId), method, url, host, the
 * caller's address, the status and the time taken. Fastify's own writes a second line on arrival.
 */
export class RequestLog extends LogController {
  override incomingRequest() {
    // The arrival is in the line written on completion.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}

/**
 * Every answer is checked against its route's zod schema and cut down to it (nothing undeclared
 * leaves the server), then stringified; a mismatch is a 500. A forward parse: the type provider's
 * own serializer encodes, which runs every checked field twice, and no answer schema has a codec.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  if (!(schema instanceof z.ZodType))
    throw new Error(`${method} ${url}: the answer schema is not a zod schema`);
  return (data) => {
    const checked = schema.safeParse(data);
    if (!checked.success) throw new ResponseSerializationError(method, url, { cause: checked.error });
    return JSON.stringify(checked.data);
  };
};

/** The token from `Authorization: Bearer <t>` (or a bare token), else from the HD-TOEKN cookie. */
export const tokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (header) return header.startsWith("Bearer ") ? header.slice(7).trim() : header.trim();
  // Cookies are parsed here only, not on every request: the token is the only one the server reads.
  const cookies = request.headers.cookie;
  return (cookies && request.server.parseCookie(cookies)[TOKEN_COOKIE]) || undefined;
};

/** The signed-in caller; routes that are not public can rely on it. */
export const actorOf = (request: FastifyRequest): Actor => {
  if (!request.actor) throw new AppError("UNAUTHENTICATED");
  return request.actor;
};

export const registerAuthentication = (app: FastifyInstance, resolve: ActorResolver) => {
  app.decorateRequest("actor", null);
  app.decorateRequest("lang", "zh");
  app.decorate("screenRoutes", []);
  app.addHook("onRoute", ({ method, url, config }) => {
    const screens = config?.screens;
    if (!screens) return;
    const needs = config?.needs;
    for (const one of [method].flat())
      app.screenRoutes.push({ method: one, url, screens, ...(needs ? { needs } : {}) });
  });
  app.addHook("onRequest", async (request) => {
    request.lang = languageFromHeader(request.headers["accept-language"]);
    // Unknown paths answer 404 and the API's own documentation page is public.
    if (!request.url.startsWith("/api/") || request.url.startsWith("/api/docs") || request.is404) return;
    const token = tokenOf(request);
    const actor = token ? await resolve(token) : undefined;
    if (actor) {
      request.actor = actor;
      request.lang = actor.lang;
    } else if (!request.routeOptions.config?.public) {
      throw new AppError("UNAUTHENTICATED");
    }
    const screens = request.routeOptions.config?.screens;
    if (actor && screens && !canUseScreen(actor, ...screens)) throw new AppError("FORBIDDEN");
    const needs = request.routeOptions.config?.needs;
    if (actor && needs && !can(actor, needs)) throw new AppError("FORBIDDEN");
  });
};

const sendError = (reply: FastifyReply, lang: Language, error: AppError) => {
  const messageKey = typeof error.params?.messageKey === "string" ? error.params.messageKey : error.code;
  return reply.status(error.status).send({
    code: error.code,
    message: translateKey(lang, messageKey, error.params),
    ...(error.details
      ? {
          details: error.details.map((d) => ({
            field: d.field,
            message: translateKey(lang, d.message, error.params),
          })),
        }
      : {}),
  });
};

// Our schemas carry message keys; zod's own texts (a missing field, a wrong type) get a general one.
const zodMessageKey = (message: string | undefined) => {
  if (message && isMessageKey(message)) return message;
  return message?.includes("undefined") ? "required" : "VALIDATION_FAILED";
};

const fieldOf = (path: string) => path.replace(/^\//, "").replaceAll("/", ".");

const isClientError = (error: FastifyError) =>
  error instanceof AppError ||
  (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500);

/**
 * Every error is first seen here, including one thrown while an error answer is being sent (an onSend
 * hook failing again), which Fastify then answers with its own handler and the error's message. So an
 * unexpected error is logged here, once, with its internals, and its message and code are replaced by
 * neutral ones before any handler can answer with them.
 */
const hideInternals = (request: FastifyRequest, error: FastifyError) => {
  if (isClientError(error)) return;
  request.log.error({ err: error }, "unexpected error");
  Object.defineProperties(error, {
    message: { value: "Internal Server Error", writable: true, configurable: true },
    code: { value: "INTERNAL", writable: true, configurable: true },
    stack: { value: "", writable: true, configurable: true },
  });
};

export const registerErrorHandling = (app: FastifyInstance) => {
  app.addHook("onError", (request, _reply, error, done) => {
    hideInternals(request, error);
    done();
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, request.lang, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field: fieldOf(issue.instancePath) || String(issue.params?.missingProperty ?? ""),
        message: zodMessageKey(issue.message),
      }));
      return sendError(reply, request.lang, new AppError("VALIDATION_FAILED", { details }));
    }
    if (error.statusCode === 413) return sendError(reply, request.lang, new AppError("PAYLOAD_TOO_LARGE"));
    if (error.statusCode === 415)
      return sendError(reply, request.lang, new AppError("UNSUPPORTED_MEDIA_TYPE"));
    if (isClientError(error)) {
      return sendError(reply, request.lang, new AppError("VALIDATION_FAILED", { details: [] }));
    }
    return sendError(reply, request.lang, new AppError("INTERNAL"));
  });
};
