import { isSecret, OPERATION_PENDING_STATUS } from "@pp/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { WRITE_METHODS } from "./http";

declare module "fastify" {
  interface FastifyContextConfig {
    /** How the operation log names this write; without it, the method and route; `false`: not recorded. */
    audit?: { action: string; target: string } | false;
    /** A POST that only answers a query (a search, an export, a quote or trial): not a change, never logged. */
    read?: true;
  }
  interface FastifyRequest {
    auditNote: {
      targetId?: string | number;
      changes?: Record<string, unknown>;
      userId?: number;
      orgId?: number;
    } | null;
    /** The operation-log row opened for this request before its handler ran. */
    auditId: number | null;
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

export type AuditOutcome = Pick<AuditEntry, "success" | "status"> &
  Partial<Pick<AuditEntry, "orgId" | "userId" | "targetId" | "changes">>;

/** Where the operation log is kept: `open` writes a row and answers its id, `finish` sets its outcome. */
export type AuditLog = {
  open: (entry: AuditEntry) => Promise<number>;
  finish: (id: number, outcome: AuditOutcome) => Promise<void>;
};

/** Recorded input longer than this many characters of JSON is cut, with a marker saying so. */
export const INPUT_CAP = 8 * 1024;

const REMOVED = Symbol("removed");

type SchemaDef = {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
};

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as SchemaDef;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `value` (which passed `schema`) without the fields the contract marks `secret()`. */
export const withoutSecretFields = (schema: z.ZodType, value: unknown): unknown => {
  if (isSecret(schema)) return REMOVED;
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      return withoutSecretFields(def.innerType!, value);
    case "lazy":
      return withoutSecretFields(def.getter!(), value);
    case "pipe":
      // A transform's output has no schema to walk; its input shape names the fields.
      return withoutSecretFields(defOf(def.out!).type === "transform" ? def.in! : def.out!, value);
    case "object": {
      if (!isPlainObject(value)) return value;
      const shape = def.shape!;
      const kept: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(value)) {
        const field = shape[key];
        const recorded = field ? withoutSecretFields(field, inner) : inner;
        if (recorded !== REMOVED) kept[key] = recorded;
      }
      return kept;
    }
    case "array":
      return Array.isArray(value)
        ? value.map((item) => {
            const recorded = withoutSecretFields(def.element!, item);
            return recorded === REMOVED ? null : recorded;
          })
        : value;
    case "record":
      return isPlainObject(value)
        ? Object.fromEntries(
            Object.entries(value)
              .map(([key, inner]) => [key, withoutSecretFields(def.valueType!, inner)] as const)
              .filter(([, recorded]) => recorded !== REMOVED),
          )
        : value;
    case "union":
      // A field marked secret in any of the alternatives is dropped.
      return def.options!.reduce<unknown>(
        (recorded, option) => (recorded === REMOVED ? REMOVED : withoutSecretFields(option, recorded)),
        value,
      );
    case "intersection": {
      const left = withoutSecretFields(def.left!, value);
      return left === REMOVED ? REMOVED : withoutSecretFields(def.right!, left);
    }
    default:
      return value;
  }
};

/** At most `INPUT_CAP` characters of JSON; a longer input keeps its head and says how long it was. */
export const capped = (input: unknown): Record<string, unknown> | null => {
  if (input === undefined || input === null || input === REMOVED) return null;
  const record = isPlainObject(input) ? input : { value: input };
  const text = JSON.stringify(record);
  if (text.length <= INPUT_CAP) return record;
  return { truncated: true, length: text.length, head: text.slice(0, INPUT_CAP) };
};

const isZodSchema = (schema: unknown): schema is z.ZodType =>
  typeof schema === "object" && schema !== null && "_zod" in schema;

/** What the route's body schema let through, without secrets and capped; nothing for a body no schema checked. */
const validatedInput = (request: FastifyRequest) => {
  const schema = request.routeOptions.schema?.body;
  if (!isZodSchema(schema) || request.body === undefined) return null;
  return capped(withoutSecretFields(schema, request.body));
};

/** The `id` of route params or of an answer, if it has one. */
const idOf = (value: unknown) =>
  isPlainObject(value) && (typeof value.id === "number" || typeof value.id === "string")
    ? value.id
    : undefined;

/**
 * Lets a handler name the row it wrote and the fields that changed (else the validated input stays). Without
 * a note the target is the route's `:id`, else the answer's `id`.
 */
export const noteAudit = (request: FastifyRequest, note: NonNullable<FastifyRequest["auditNote"]>) => {
  request.auditNote = { ...request.auditNote, ...note };
};

const entryOf = (request: FastifyRequest): Omit<AuditEntry, "changes" | "success" | "status"> => {
  const config = request.routeOptions.config.audit;
  const route = request.routeOptions.url ?? request.url;
  const note = request.auditNote;
  const target = note?.targetId ?? idOf(request.params);
  return {
    orgId: note?.orgId ?? request.actor?.orgId ?? null,
    userId: note?.userId ?? request.actor?.userId ?? null,
    username: request.actor?.info.user.username ?? null,
    action: config ? config.action : `${request.method} ${route}`,
    targetType: config ? config.target : (route.split("/")[2] ?? "api"),
    targetId: target === undefined ? null : String(target),
    ip: request.ip,
  };
};

// Written by a signed-in caller, or by a route that names itself for the log (sign-in, registration).
const isRecorded = (request: FastifyRequest) =>
  WRITE_METHODS.has(request.method) && (request.actor !== null || Boolean(request.routeOptions.config.audit));

/**
 * The operation log: every write of a signed-in caller and every write a route marks with `audit`. Once the
 * input has passed the route's schema, a row with that input (secrets removed, capped) is written before the
 * handler runs; if that write fails, the handler does not run, so no change goes unrecorded. When the answer
 * is sent the row gets its outcome. A request refused before its handler (validation, permissions, limits)
 * is recorded with its outcome and without its body. Reads cost nothing: only write routes get the hooks, and
 * a POST marked `read` (a query sent as a body) is a read.
 */
export const registerAudit = (app: FastifyInstance, log: AuditLog) => {
  app.decorateRequest("auditNote", null);
  app.decorateRequest("auditId", null);

  const open = async (request: FastifyRequest) => {
    if (!isRecorded(request)) return;
    request.auditId = await log.open({
      ...entryOf(request),
      changes: validatedInput(request),
      success: false,
      status: OPERATION_PENDING_STATUS,
    });
  };

  const finish = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!isRecorded(request)) return payload;
    const outcome = { success: reply.statusCode < 400, status: reply.statusCode };
    try {
      if (request.auditId === null) {
        await log.open({ ...entryOf(request), changes: null, ...outcome });
      } else {
        const { orgId, userId, targetId } = entryOf(request);
        const changes = request.auditNote?.changes;
        await log.finish(request.auditId, {
          ...outcome,
          orgId,
          userId,
          targetId,
          ...(changes ? { changes: capped(changes) } : {}),
        });
      }
    } catch (error) {
      // The row opened before the handler stays as the record of the change; the answer is not held back.
      request.log.error({ err: error }, "operation log outcome not written");
    }
    return payload;
  };

  const noteAnswer = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    const id = idOf(payload);
    if (id !== undefined && idOf(request.params) === undefined && request.auditNote?.targetId === undefined)
      noteAudit(request, { targetId: id });
    return payload;
  };

  app.addHook("onRoute", (route) => {
    const methods = [route.method].flat();
    if (
      route.config?.audit === false ||
      route.config?.read ||
      !methods.some((method) => WRITE_METHODS.has(method))
    )
      return;
    route.preHandler = [...[route.preHandler ?? []].flat(), open];
    route.preSerialization = [...[route.preSerialization ?? []].flat(), noteAnswer];
    route.onSend = [...[route.onSend ?? []].flat(), finish];
  });
};
