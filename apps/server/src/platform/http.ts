import type { Language } from "@pp/domain";
import { TOKEN_COOKIE } from "@pp/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { type Actor, canUseScreen } from "./actor";
import { AppError } from "./errors";
import { isMessageKey, languageFromHeader, translateKey } from "./i18n";

declare module "fastify" {
  interface FastifyRequest {
    actor: Actor | null;
    lang: Language;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (login, registration, health…). */
    public?: boolean;
    /** The caller must have one of these screens (menu names) granted: roles, and a sub-account's grants. */
    screens?: string[];
  }
}

export type ActorResolver = (token: string) => Promise<Actor | undefined>;

/** The token from `Authorization: Bearer <t>` (or a bare token), else from the HD-TOEKN cookie. */
export const tokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (header) return header.startsWith("Bearer ") ? header.slice(7).trim() : header.trim();
  return request.cookies?.[TOKEN_COOKIE] || undefined;
};

/** The signed-in caller; routes that are not public can rely on it. */
export const actorOf = (request: FastifyRequest): Actor => {
  if (!request.actor) throw new AppError("UNAUTHENTICATED");
  return request.actor;
};

export const registerAuthentication = (app: FastifyInstance, resolve: ActorResolver) => {
  app.decorateRequest("actor", null);
  app.decorateRequest("lang", "zh");
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
