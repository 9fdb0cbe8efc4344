import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** How the operation log names this write; without it, the method and route. */
    audit?: { action: string; target: string } | false;
  }
  interface FastifyRequest {
    auditNote: {
      targetId?: string | number;
      changes?: Record<string, unknown>;
      userId?: number;
      orgId?: number;
    } | null;
  }
}

export type AuditEntry = {
  orgId: number | null;
  userId: number | null;
  username: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  changes: Record<string, unknown> | null;
  ip: string;
  success: boolean;
  status: number;
};

const SECRET_KEY = /pass|token|secret|code|captcha|signature/i;

/** The changed fields without secrets: nothing that could sign someone in is ever logged. */
export const withoutSecrets = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, inner]) => [key, withoutSecrets(inner)]),
    );
  }
  return value;
};

/** Lets a handler name the row it wrote and the fields that changed (else the request body is used). */
export const noteAudit = (request: FastifyRequest, note: NonNullable<FastifyRequest["auditNote"]>) => {
  request.auditNote = { ...request.auditNote, ...note };
};

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Records every write of a signed-in caller, and every write a route marks with `audit`
 * (sign-in, registration), after the answer is known, with its outcome. Reads pass straight
 * through: the hook is synchronous and only a write waits for its entry.
 */
export const registerAudit = (app: FastifyInstance, write: (entry: AuditEntry) => Promise<void>) => {
  app.decorateRequest("auditNote", null);
  app.addHook("onSend", (request, reply, payload, done) => {
    const config = request.routeOptions.config?.audit;
    if (!WRITES.has(request.method) || config === false || request.is404) return done(null, payload);
    if (!request.actor && !config && !request.auditNote?.userId) return done(null, payload);
    const route = request.routeOptions.url ?? request.url;
    const note = request.auditNote;
    const body = note?.changes ?? (request.body && typeof request.body === "object" ? request.body : null);
    write({
      orgId: note?.orgId ?? request.actor?.orgId ?? null,
      userId: note?.userId ?? request.actor?.userId ?? null,
      username: request.actor?.info.user.username ?? null,
      action: config ? config.action : `${request.method} ${route}`,
      targetType: config ? config.target : (route.split("/")[2] ?? "api"),
      targetId: note?.targetId !== undefined ? String(note.targetId) : null,
      changes: body ? (withoutSecrets(body) as Record<string, unknown>) : null,
      ip: request.ip,
      success: reply.statusCode < 400,
      status: reply.statusCode,
    }).then(() => done(null, payload), done);
  });
};
