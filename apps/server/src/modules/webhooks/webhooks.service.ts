import type {
  WebhookDelivery,
  WebhookDeliveryQuery,
  WebhookEndpoint,
  WebhookEndpointCreated,
  WebhookEndpointInput,
  WebhookRepushFailed,
  WebhookSecret,
  WebhookTestResult,
} from "@pp/contracts";
import { WEBHOOK_ENDPOINT_LIMIT, WEBHOOK_ROTATION_HOURS } from "@pp/domain";
import { and, eq, gte, lte } from "drizzle-orm";
import { can, requireCan } from "../../platform/access";
import type { Actor } from "../../platform/actor";
import { sealText } from "../../platform/crypto";
import type { Db } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { type OutboundGuard, OutboundRefused } from "../../platform/outbound-url";
import { keysetPage } from "../../platform/paging";
import { newMessageId, newWebhookSecret } from "./signing";
import * as repo from "./webhooks.repository";
import { webhookDeliveries } from "./webhooks.tables";
import type { WebhookWorker } from "./webhooks.worker";

// A customer's webhook endpoints and its delivery log (issue 16); staff read every org's log and may re-push.

const iso = (date: Date | null) => date?.toISOString() ?? null;

const endpointDto = (row: repo.EndpointRow, now = new Date()): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  disabledAt: iso(row.disabledAt),
  failingSince: iso(row.failingSince),
  previousSecretUntil:
    row.previousSecretUntil && row.previousSecretUntil > now ? iso(row.previousSecretUntil) : null,
  lastAttemptAt: iso(row.lastAttemptAt),
  lastStatus: row.lastStatus,
  createdAt: row.createdAt.toISOString(),
});

const attemptDto = (
  row: Pick<repo.AttemptRow, "at" | "status" | "durationMs" | "responseExcerpt" | "error">,
) => ({
  at: row.at.toISOString(),
  status: row.status,
  durationMs: row.durationMs,
  responseExcerpt: row.responseExcerpt,
  error: row.error,
});

export const createWebhookService = (deps: {
  db: Db;
  secretsKey: string;
  guard: OutboundGuard;
  worker: WebhookWorker;
}) => {
  const { db } = deps;

  /** The URL as saved: its form and its host's addresses checked now. */
  const checkedUrl = async (url: string) => {
    try {
      return (await deps.guard.check(url)).toString();
    } catch (error) {
      if (error instanceof OutboundRefused) throw AppError.field("url", error.key, { params: error.params });
      throw error;
    }
  };

  const ownEndpoint = async (actor: Actor, id: number) => {
    requireCan(actor, "holdApiKey");
    const row = await repo.findEndpoint(db, id, actor.orgId);
    if (!row) throw new AppError("NOT_FOUND");
    return row;
  };

  /** Whose deliveries the caller reads: its own org's, or every org's for staff who read carriers. */
  const logOrgOf = (actor: Actor) => {
    if (can(actor, "readCarriers")) return null;
    requireCan(actor, "holdApiKey");
    return actor.orgId;
  };

  /** Whose deliveries the caller re-pushes: its own org's, or any for operators. */
  const repushOrgOf = (actor: Actor) => {
    if (can(actor, "manageCarriers")) return null;
    requireCan(actor, "holdApiKey");
    return actor.orgId;
  };

  return {
    async list(actor: Actor): Promise<WebhookEndpoint[]> {
      requireCan(actor, "holdApiKey");
      return (await repo.listEndpoints(db, actor.orgId)).map((row) => endpointDto(row));
    },

    async create(actor: Actor, input: WebhookEndpointInput): Promise<WebhookEndpointCreated> {
      requireCan(actor, "holdApiKey");
      const url = await checkedUrl(input.url);
      const secret = newWebhookSecret();
      const row = await db.transaction(async (tx) => {
        await repo.lockOrg(tx, actor.orgId);
        if ((await repo.countEndpoints(tx, actor.orgId)) >= WEBHOOK_ENDPOINT_LIMIT)
          throw AppError.field("url", "WEBHOOK_ENDPOINT_LIMIT", {
            code: "LIMIT_REACHED",
            headline: true,
            params: { limit: WEBHOOK_ENDPOINT_LIMIT },
          });
        const enabled = input.enabled ?? true;
        return repo.insertEndpoint(tx, {
          orgId: actor.orgId,
          url,
          events: input.events,
          secretSealed: sealText(deps.secretsKey, secret),
          enabled,
          disabledReason: enabled ? null : "customer",
          disabledAt: enabled ? null : new Date(),
          createdBy: actor.userId,
        });
      });
      return { ...endpointDto(row), secret };
    },

    async update(actor: Actor, id: number, input: WebhookEndpointInput): Promise<WebhookEndpoint> {
      const row = await ownEndpoint(actor, id);
      const url = await checkedUrl(input.url);
      const enabled = input.enabled ?? true;
      const health =
        enabled === row.enabled
          ? {}
          : enabled
            ? { disabledReason: null, disabledAt: null, failingSince: null }
            : { disabledReason: "customer" as const, disabledAt: new Date() };
      const updated = await repo.updateEndpoint(db, row.id, {
        url,
        events: input.events,
        enabled,
        ...health,
      });
      return endpointDto(updated!);
    },

    async remove(actor: Actor, id: number) {
      const row = await ownEndpoint(actor, id);
      await repo.deleteEndpoint(db, row.id);
      return { id: row.id };
    },

    /** A new secret, shown once; the old one keeps signing beside it for WEBHOOK_ROTATION_HOURS. */
    async rotate(actor: Actor, id: number): Promise<WebhookSecret> {
      const row = await ownEndpoint(actor, id);
      const secret = newWebhookSecret();
      const until = new Date(Date.now() + WEBHOOK_ROTATION_HOURS * 3600_000);
      await repo.updateEndpoint(db, row.id, {
        secretSealed: sealText(deps.secretsKey, secret),
        previousSecretSealed: row.secretSealed,
        previousSecretUntil: until,
      });
      return { secret, previousSecretUntil: until.toISOString() };
    },

    /** Sends the test event now and answers how the endpoint took it (it stays in the log, retried like any). */
    async sendTest(actor: Actor, id: number): Promise<WebhookTestResult> {
      const endpoint = await ownEndpoint(actor, id);
      if (!endpoint.enabled)
        throw AppError.field("id", "WEBHOOK_ENDPOINT_DISABLED", { code: "CONFLICT", headline: true });
      const now = new Date();
      // Leased by this call from the start: the background worker leaves it alone until its attempt is recorded.
      const delivery = await repo.insertDelivery(db, {
        endpointId: endpoint.id,
        orgId: endpoint.orgId,
        eventId: null,
        messageId: newMessageId(),
        type: "webhook.test",
        data: { endpointId: endpoint.id, message: "hello" },
        occurredAt: now,
        attempts: 1,
        firstAttemptAt: now,
        leaseUntil: new Date(now.getTime() + 60_000),
      });
      const attempt = await deps.worker.attempt({ delivery, endpoint });
      return {
        deliveryId: delivery.id,
        delivered: attempt.status >= 200 && attempt.status < 300,
        attempt: attemptDto(attempt),
      };
    },

    async deliveries(actor: Actor, query: WebhookDeliveryQuery) {
      const where = repo.deliveryWhere({
        orgId: logOrgOf(actor),
        endpointId: query.endpointId,
        status: query.status,
        type: query.type,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
      });
      const page = await keysetPage({
        rows: repo.listDeliveries(
          db,
          and(where, query.cursor ? lte(webhookDeliveries.id, query.cursor - 1) : undefined),
          query.size + 1,
        ),
        total: repo.countDeliveries(db, where),
        size: query.size,
        keyOf: (row) => row.delivery.id,
      });
      const attempts = await repo.attemptsOf(
        db,
        page.rows.map((row) => row.delivery.id),
      );
      const rows: WebhookDelivery[] = page.rows.map(({ delivery, url, orgName }) => ({
        id: delivery.id,
        endpointId: delivery.endpointId,
        url,
        orgId: delivery.orgId,
        orgName,
        messageId: delivery.messageId,
        type: delivery.type,
        status: delivery.status,
        attempts: delivery.attempts,
        lastStatus: delivery.lastStatus,
        lastDurationMs: delivery.lastDurationMs,
        nextAttemptAt: delivery.status === "waiting" ? delivery.nextAttemptAt.toISOString() : null,
        occurredAt: delivery.occurredAt.toISOString(),
        createdAt: delivery.createdAt.toISOString(),
        data: delivery.data as Record<string, unknown>,
        attemptLog: attempts.filter((attempt) => attempt.deliveryId === delivery.id).map(attemptDto),
      }));
      return { ...page, rows };
    },

    /** The delivery goes out again now, with the same webhook-id. */
    async repush(actor: Actor, id: number) {
      const orgId = repushOrgOf(actor);
      const delivery = await repo.findDelivery(db, id, orgId);
      if (!delivery) throw new AppError("NOT_FOUND");
      const endpoint = await repo.findEndpoint(db, delivery.endpointId, null);
      if (!endpoint?.enabled)
        throw AppError.field("id", "WEBHOOK_ENDPOINT_DISABLED", { code: "CONFLICT", headline: true });
      await repo.requeue(db, eq(webhookDeliveries.id, delivery.id));
      return { repushed: 1 };
    },

    /** Every failed delivery created in the range (of one endpoint, or all the caller may see) goes out again. */
    async repushFailed(actor: Actor, body: WebhookRepushFailed) {
      const orgId = repushOrgOf(actor);
      if (body.endpointId !== undefined && !(await repo.findEndpoint(db, body.endpointId, orgId)))
        throw new AppError("NOT_FOUND");
      const repushed = await repo.requeue(
        db,
        and(
          repo.deliveryWhere({ orgId, endpointId: body.endpointId, status: "failed" }),
          gte(webhookDeliveries.createdAt, new Date(body.from)),
          lte(webhookDeliveries.createdAt, new Date(body.to)),
        ),
      );
      return { repushed };
    },
  };
};

export type WebhookService = ReturnType<typeof createWebhookService>;
