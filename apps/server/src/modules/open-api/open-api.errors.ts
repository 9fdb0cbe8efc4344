import { errorSchema } from "@pp/contracts";
import { z } from "zod";

// The open API document's error answers: every error is the one shape `{ code, message, details? }` (the contract's
// `errorSchema`, component `Error`), and each operation lists the statuses it can answer with it. 401, 403 and 429
// come before any route runs (the context's `onRequest`), so every operation has them; a route names the others.

/** The statuses a route names besides the ones every call can answer. */
export type RouteErrorStatus = 400 | 404 | 409;

const ALWAYS = [401, 403, 429] as const;
type ErrorStatus = RouteErrorStatus | (typeof ALWAYS)[number];

const RESPONSE_NAMES: Record<ErrorStatus, string> = {
  400: "BadRequest",
  401: "Unauthorized",
  403: "Forbidden",
  404: "NotFound",
  409: "Conflict",
  429: "TooManyRequests",
};

type Json = Record<string, unknown>;
type Operation = { operationId?: string; responses?: Json };
type Document = {
  paths?: Record<string, Record<string, Operation | undefined> | undefined>;
  components?: { schemas?: Json; responses?: Json };
};

const errorJson = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const header = (description: string) => ({
  description,
  required: true,
  schema: { type: "integer", minimum: 0 },
});

const RESPONSES = {
  BadRequest:
    errorJson(`The request is not valid (\`VALIDATION_FAILED\`: \`details\` lists \`{ field, message }\` for each \
field) or a rule of the call refused it (for example \`BALANCE_INSUFFICIENT\`, \`ORDER_RULE_REFUSED\`).`),
  Unauthorized: errorJson(
    "`UNAUTHENTICATED`: no `Authorization: Bearer` token, an unknown one, or a revoked one (or one whose holder or org is disabled).",
  ),
  Forbidden: errorJson(
    "`FORBIDDEN`: the token's holder may not use this call (a sub-account without the screen or the capability it needs).",
  ),
  NotFound: errorJson(
    "`NOT_FOUND`: the caller's org has no such order (by order number, reference or any of its numbers); a label call also answers `LABEL_NOT_READY` while the order has no label.",
  ),
  Conflict: errorJson(
    "`IDEMPOTENCY_KEY_REUSED`: the `Idempotency-Key` came before with another body; or the order's state or another order refuses the change (for example `ORDER_NOT_CANCELLABLE`, `ORDER_NOT_EDITABLE`, `ORDER_REFERENCE_TAKEN`).",
  ),
  TooManyRequests: {
    ...errorJson(
      "`RATE_LIMITED`: the token used its calls of the current window; retry after `Retry-After` seconds.",
    ),
    headers: {
      "Retry-After": header("Seconds until the token may call again."),
      "RateLimit-Limit": header("The calls a token may make in one window."),
      "RateLimit-Remaining": header("The calls left in the current window (0 here)."),
      "RateLimit-Reset": header("Seconds until the current window ends."),
    },
  },
};

const { $schema: _, ...ERROR_SCHEMA } = z.toJSONSchema(errorSchema, { io: "output" });

/**
 * Adds the `Error` schema and the error responses to the document, and to each operation (by its operationId) the
 * statuses it can answer: `routeErrors` holds a route's own, ALWAYS is added to all.
 */
export const withErrorResponses = <D extends object>(
  served: D,
  routeErrors: ReadonlyMap<string, readonly RouteErrorStatus[]>,
): D => {
  const document = served as Document;
  const paths: Json = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const next: Json = { ...item };
    for (const method of ["get", "put", "post", "delete", "patch"]) {
      const operation = item?.[method];
      if (!operation?.operationId) continue;
      const statuses = [...(routeErrors.get(operation.operationId) ?? []), ...ALWAYS].sort((a, b) => a - b);
      next[method] = {
        ...operation,
        responses: {
          ...operation.responses,
          ...Object.fromEntries(
            statuses.map((status) => [
              String(status),
              { $ref: `#/components/responses/${RESPONSE_NAMES[status]}` },
            ]),
          ),
        },
      };
    }
    paths[path] = next;
  }
  const answered: Json = {
    ...document,
    paths,
    components: {
      ...document.components,
      schemas: { ...document.components?.schemas, Error: ERROR_SCHEMA },
      responses: { ...document.components?.responses, ...RESPONSES },
    },
  };
  return answered as D;
};
