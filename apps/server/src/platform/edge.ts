import { TOKEN_COOKIE } from "@pp/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { AppError } from "./errors";
import { WRITE_METHODS } from "./http";
import { languageFromHeader } from "./i18n";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Called by another server, never by a browser (a payment gateway's notification): exempt from the
     * same-site rule for writes. Such a route must authenticate the caller itself (a signature).
     */
    serverToServer?: boolean;
  }
}

// Bad input stopped before any handler sees it: control characters, over-deep JSON, prototype keys,
// cross-site writes. Every request pays for these checks, so each has a cheap path for ordinary input.

/** The largest JSON body; uploads have their own limits (UPLOAD_LIMIT_BYTES, RECHARGE_PROOF_MAX_BYTES). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Fastify's server options against slow clients: a request, headers and body, must arrive within the
 * request timeout (a trickled body is answered 408 and closed), and its headers within 10 s; a socket
 * idle that long is closed; an idle keep-alive socket stays 72 s, longer than the 60 s after which
 * common load balancers drop theirs, so the balancer never reuses a socket we are closing.
 */
export const connectionLimits = (requestTimeoutMs: number) => ({
  requestTimeout: requestTimeoutMs,
  connectionTimeout: requestTimeoutMs,
  keepAliveTimeout: 72_000,
  http: {
    headersTimeout: Math.min(10_000, requestTimeoutMs),
    // Node checks the two timeouts above on this interval (30 s by default): a cut-off comes at most this late.
    connectionsCheckingInterval: Math.min(5_000, requestTimeoutMs),
  },
});

/** The deepest nesting of objects and arrays a JSON body may have, far beyond any contract's. */
export const MAX_JSON_DEPTH = 32;

// Control characters (Unicode Cc: C0, DEL and C1) other than tab, line feed and carriage return:
// PostgreSQL refuses NUL in text, and the others are invisible in every screen, export and label.
const CONTROL = /[^\P{Cc}\t\n\r]/u;
// A URL carries a control character only percent-encoded: %00-%1F, %7F, or C1 as UTF-8 (%C2%80-%C2%9F).
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f|c2%[89][0-9a-f])/i;
// Keys that reach an object's prototype when copied with Object.assign or a deep merge.
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor"]);

/** True where a text holds a control character the edge refuses. */
export const hasControlCharacter = (text: string): boolean => CONTROL.test(text);

/** Refuses a text that arrived outside JSON and the URL (a multipart field, a file name) like the edge does. */
export const refuseControlCharacters = (field: string, text: string) => {
  if (CONTROL.test(text)) throw AppError.field(field, "EDGE_CONTROL_CHARACTER");
};

type Problem = { message: string; path: Array<string | number> };

/**
 * The first problem in a parsed JSON value: nesting beyond MAX_JSON_DEPTH and, with `checkTexts`, a
 * control character in a text or a key, or a prototype key. Never walks deeper than the limit; the
 * path is collected on the way back, so a clean body builds none.
 */
const findProblem = (value: unknown, depth: number, checkTexts: boolean): Problem | null => {
  if (typeof value === "string") {
    return checkTexts && CONTROL.test(value) ? { message: "EDGE_CONTROL_CHARACTER", path: [] } : null;
  }
  if (value === null || typeof value !== "object") return null;
  if (depth > MAX_JSON_DEPTH) return { message: "EDGE_TOO_DEEP", path: [] };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = findProblem(value[i], depth + 1, checkTexts);
      if (problem) {
        problem.path.push(i);
        return problem;
      }
    }
    return null;
  }
  for (const key in value) {
    if (checkTexts && FORBIDDEN_KEYS.has(key)) return { message: "EDGE_FORBIDDEN_KEY", path: [key] };
    if (checkTexts && CONTROL.test(key)) return { message: "EDGE_CONTROL_CHARACTER", path: [key] };
    const problem = findProblem((value as Record<string, unknown>)[key], depth + 1, checkTexts);
    if (problem) {
      problem.path.push(key);
      return problem;
    }
  }
  return null;
};

// A JSON text holds a control character only as an escape (\u0000, \b, \f) or a raw DEL or C1
// character, and a prototype key by name or escaped: a text with none of these (nearly every one) is
// walked for its depth alone.
const MAY_HIDE_PROBLEM = /\\[ubf]|[\u007f-\u009f]|__proto__|constructor/;

/** Parses a JSON body and refuses what `findProblem` finds, naming the field by its dotted path. */
export const parseJsonBody = (text: string): unknown => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError("VALIDATION_FAILED", { params: { messageKey: "EDGE_INVALID_JSON" } });
  }
  const problem = findProblem(value, 1, MAY_HIDE_PROBLEM.test(text));
  if (problem) throw AppError.field(problem.path.reverse().join("."), problem.message);
  return value;
};

/** A decoded query value or path parameter holding a control character, named by its key. */
const controlInUrl = (request: FastifyRequest): string | undefined => {
  const groups = [request.params, request.query] as Array<Record<string, unknown> | undefined>;
  for (const values of groups) {
    if (!values || typeof values !== "object") continue;
    for (const key in values) {
      if (CONTROL.test(key)) return key;
      const value = values[key];
      const texts = Array.isArray(value) ? value : [value];
      if (texts.some((text) => typeof text === "string" && CONTROL.test(text))) return key;
    }
  }
  return undefined;
};

const hostOf = (url: string | undefined) => {
  if (!url) return undefined;
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
};

/**
 * A browser cannot be made to send these cross-site without the server's consent (CORS preflight): a
 * JSON body, an Authorization header. Anything else (forms, text/plain, multipart, no body) must come
 * from a page of this site, as its Origin (or, where a browser leaves it out, its Referer) shows.
 */
const isSameSiteWrite = (request: FastifyRequest, publicHost: string | undefined) => {
  const headers = request.headers;
  if (headers.authorization || headers["content-type"]?.startsWith("application/json")) return true;
  // Without the session cookie a forged request acts as nobody: it gets the 401 or validation error
  // any anonymous call gets.
  if (!headers.cookie?.includes(TOKEN_COOKIE)) return true;
  const origin = hostOf(headers.origin) ?? (headers.origin ? undefined : hostOf(headers.referer));
  // The request's host as a URL has it: a default port (`:80`, `:443`) is left out, as browsers leave it out.
  const host = hostOf(`${request.protocol}://${request.host}`);
  return origin !== undefined && (origin === host || origin === publicHost);
};

/**
 * Registers the edge: the JSON parser, the URL check, the same-site rule for writes and
 * `Cache-Control: no-store` on every API answer. Register before the routes.
 */
export const registerEdge = (app: FastifyInstance, options: { publicUrl?: string | undefined }) => {
  const publicHost = hostOf(options.publicUrl);
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as AppError, undefined);
    }
  });

  app.addHook("onRequest", (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const url = request.url;
    if (url.includes("%") && ENCODED_CONTROL.test(url)) {
      const field = controlInUrl(request);
      if (field) return refuse(request, done, AppError.field(field, "EDGE_CONTROL_CHARACTER"));
    }
    if (!url.startsWith("/api/")) return done();
    reply.header("cache-control", "no-store");
    if (
      WRITE_METHODS.has(request.method) &&
      !request.routeOptions.config?.serverToServer &&
      !isSameSiteWrite(request, publicHost)
    ) {
      return refuse(
        request,
        done,
        new AppError("FORBIDDEN", { params: { messageKey: "EDGE_CROSS_SITE_WRITE" } }),
      );
    }
    done();
  });
};

// Refused before the session is read: the message follows Accept-Language, which the console always
// sends in the interface language.
const refuse = (request: FastifyRequest, done: HookHandlerDoneFunction, error: AppError) => {
  request.lang = languageFromHeader(request.headers["accept-language"]);
  done(error);
};
