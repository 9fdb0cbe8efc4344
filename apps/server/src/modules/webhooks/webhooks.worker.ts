import {
  WEBHOOK_DISABLE_AFTER_DAYS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  type WebhookEventType,
  webhookTypeOfTopic,
} from "@pp/domain";
import type { FastifyBaseLogger } from "fastify";
import { batchByKey } from "../../platform/batch-by-key";
import { openText } from "../../platform/crypto";
import type { Database, Executor } from "../../platform/db";
import { createGate } from "../../platform/gate";
import type { OutboundGuard } from "../../platform/outbound-url";
import type { eventOutbox } from "../../platform/platform.tables";
import { newMessageId, signatureOf } from "./signing";
import * as repo from "./webhooks.repository";

// The webhook worker (docs/architecture.md "Webhooks"), in every process with JOBS: woken by the outbox's commits
// (OUTBOX_CHANNEL), it fans new outbox events out into one delivery per subscribed endpoint (in one transaction that
// also marks the events), claims due deliveries
// with a lease like the push worker, sends them with bounded concurrency through the SSRF guard, and records each
// attempt with the next time of the schedule. 410 disables the endpoint; so do WEBHOOK_DISABLE_AFTER_DAYS of
// failures only, both telling the customer through `OnEndpointDisabled`.

/** Told in the transaction that disables an endpoint (a flow posts the customer's notice). */
export type OnEndpointDisabled = (
  tx: Executor,
  disabled: { orgId: number; endpointId: number; url: string; reason: "gone" | "failing" },
) => Promise<void>;

/** Told on the commit of every transaction that appended outbox events (a trigger on `event_outbox`, migration 0046). */
export const OUTBOX_CHANNEL = "outbox_events";

export type WebhookWorkerDeps = {
  database: Database;
  secretsKey: string;
  guard: OutboundGuard;
  timeoutMs: number;
  onDisabled: OnEndpointDisabled;
  log: FastifyBaseLogger;
};

export type WebhookWorkerOptions = {
  /** Outbox events fanned out and deliveries claimed at once. */
  batch?: number;
  /** Requests in flight in this process. */
  concurrency?: number;
  /** How often an idle worker looks for due retries (and for events whose notification was lost). */
  pollMs?: number;
  /** The schedule's random spread (0..1 → 0..10 % of a step); tests pin it. */
  random?: () => number;
};

const LEASE_MS = 60_000;
const EXCERPT_BYTES = 1024;
const MAX_RETRY_AFTER_SECONDS = 24 * 3600;
const DAY_MS = 24 * 3600_000;

type OutboxRow = typeof eventOutbox.$inferSelect;
type Claimed = { delivery: repo.DeliveryRow; endpoint: repo.EndpointRow };
type Finished = { claimed: Claimed; result: AttemptResult; retryAfter: string | string[] | undefined };
export type AttemptResult = {
  at: Date;
  status: number;
  durationMs: number;
  responseExcerpt: string;
  error: string;
};

/** An order event's `data`: the order's state, its version and when it changed, and what the event adds. */
export const dataOf = (row: OutboxRow): Record<string, unknown> => ({
  orderId: row.aggregateId,
  ...(row.payload as Record<string, unknown>),
  version: row.version,
  changedAt: row.createdAt.toISOString(),
});

/** Seconds from a Retry-After header (delta seconds or an HTTP date), bounded; undefined when absent or unreadable. */
export const retryAfterSeconds = (value: string | string[] | undefined, now: Date) => {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return undefined;
  const seconds = /^\d+$/.test(text.trim())
    ? Number(text.trim())
    : (new Date(text).getTime() - now.getTime()) / 1000;
  if (!Number.isFinite(seconds)) return undefined;
  return Math.min(Math.max(Math.ceil(seconds), 1), MAX_RETRY_AFTER_SECONDS);
};

/** When attempt `attempts + 1` is due: the schedule counted from the first attempt, plus up to 10 % of the step. */
export const nextAttemptOf = (firstAttemptAt: Date, attempts: number, random: number) => {
  if (attempts > WEBHOOK_RETRY_DELAYS_SECONDS.length) return null;
  const steps = WEBHOOK_RETRY_DELAYS_SECONDS.slice(0, attempts);
  const offset = steps.reduce((sum: number, step) => sum + step, 0);
  const jitter = (steps.at(-1) ?? 0) * 0.1 * random;
  return new Date(firstAttemptAt.getTime() + (offset + jitter) * 1000);
};

export const createWebhookWorker = (deps: WebhookWorkerDeps, options: WebhookWorkerOptions = {}) => {
  const { db } = deps.database;
  const batch = options.batch ?? 500;
  const pollMs = options.pollMs ?? 1000;
  const random = options.random ?? Math.random;
  const concurrency = options.concurrency ?? 64;
  const gate = createGate(concurrency);

  /**
   * One transaction: up to `limit` outbox events become deliveries, leased to this worker as their first attempt, and
   * are marked; answers how many events it read and the deliveries to send now.
   */
  const fanOut = (limit: number) =>
    db.transaction(async (tx) => {
      const events = await repo.claimOutbox(tx, limit);
      if (events.length === 0) return { read: 0, claimed: [] as Claimed[] };
      const endpoints = await repo.enabledEndpointsOf(tx, [...new Set(events.map((event) => event.orgId))]);
      const deliveries = events.flatMap((event) => {
        const type = webhookTypeOfTopic(event.topic);
        if (!type) return [];
        return endpoints
          .filter((endpoint) => endpoint.orgId === event.orgId && endpoint.events.includes(type))
          .map((endpoint) => ({
            endpointId: endpoint.id,
            orgId: event.orgId,
            eventId: event.id,
            messageId: newMessageId(),
            type,
            data: dataOf(event),
            occurredAt: event.createdAt,
          }));
      });
      const inserted = await repo.insertClaimedDeliveries(tx, deliveries, LEASE_MS);
      await repo.markOutboxDelivered(
        tx,
        events.map((event) => event.id),
      );
      const endpointOf = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
      return {
        read: events.length,
        claimed: inserted.flatMap((delivery) => {
          const endpoint = endpointOf.get(delivery.endpointId);
          return endpoint ? [{ delivery, endpoint }] : [];
        }),
      };
    });

  const secretsOf = (endpoint: repo.EndpointRow, now: Date) => [
    openText(deps.secretsKey, endpoint.secretSealed),
    ...(endpoint.previousSecretSealed && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now
      ? [openText(deps.secretsKey, endpoint.previousSecretSealed)]
      : []),
  ];

  /** Sends one delivery once: the signed request and what came back (status 0 when nothing did). */
  const send = async ({ delivery, endpoint }: Claimed) => {
    const at = new Date();
    const timestamp = Math.floor(at.getTime() / 1000);
    const body = JSON.stringify({
      type: delivery.type as WebhookEventType,
      timestamp: delivery.occurredAt.toISOString(),
      data: delivery.data,
    });
    const signature = secretsOf(endpoint, at)
      .map((secret) => signatureOf(secret, delivery.messageId, timestamp, body))
      .join(" ");
    const started = performance.now();
    try {
      const answer = await deps.guard.post(
        endpoint.url,
        {
          headers: {
            "content-type": "application/json",
            "user-agent": "parcel-platform-webhooks/1",
            "webhook-id": delivery.messageId,
            "webhook-timestamp": String(timestamp),
            "webhook-signature": signature,
          },
          body,
        },
        { timeoutMs: deps.timeoutMs, excerptBytes: EXCERPT_BYTES },
      );
      return {
        result: {
          at,
          status: answer.status,
          durationMs: Math.round(performance.now() - started),
          responseExcerpt: answer.excerpt,
          error: answer.status >= 300 && answer.status < 400 ? "redirect not followed" : "",
        },
        retryAfter: answer.headers["retry-after"],
      };
    } catch (error) {
      return {
        result: {
          at,
          status: 0,
          durationMs: Math.round(performance.now() - started),
          responseExcerpt: "",
          error: error instanceof Error ? error.message : String(error),
        },
        retryAfter: undefined,
      };
    }
  };

  const disable = async (tx: Executor, endpoint: repo.EndpointRow, reason: "gone" | "failing", at: Date) => {
    await repo.updateEndpoint(tx, endpoint.id, { enabled: false, disabledReason: reason, disabledAt: at });
    await deps.onDisabled(tx, { orgId: endpoint.orgId, endpointId: endpoint.id, url: endpoint.url, reason });
  };

  /**
   * Writes the attempts, their deliveries' next states and their endpoints' health in one transaction (the
   * endpoints locked in id order); an endpoint's health follows its attempts in the order they finished.
   */
  const recordAll = (finished: Finished[]) =>
    db.transaction(async (tx) => {
      const endpointIds = [...new Set(finished.map(({ claimed }) => claimed.delivery.endpointId))];
      const endpoints = new Map((await repo.lockEndpoints(tx, endpointIds)).map((row) => [row.id, row]));
      await repo.insertAttempts(
        tx,
        finished.map(({ claimed, result }) => ({ deliveryId: claimed.delivery.id, ...result })),
      );
      const touched = new Set<repo.EndpointRow>();
      const delivered: { id: number; status: number; durationMs: number }[] = [];
      for (const { claimed, result, retryAfter } of finished) {
        const { delivery } = claimed;
        const endpoint = endpoints.get(delivery.endpointId);
        if (!endpoint) continue;
        touched.add(endpoint);
        endpoint.lastAttemptAt = result.at;
        endpoint.lastStatus = result.status;
        const last = { lastStatus: result.status, lastDurationMs: result.durationMs };
        if (result.status >= 200 && result.status < 300) {
          delivered.push({ id: delivery.id, status: result.status, durationMs: result.durationMs });
          endpoint.failingSince = null;
          continue;
        }
        endpoint.failingSince ??= result.at;
        if (result.status === 410) {
          await repo.updateDelivery(tx, delivery.id, { status: "failed", ...last });
          if (endpoint.enabled) await disable(tx, endpoint, "gone", result.at);
          endpoint.enabled = false;
          continue;
        }
        const scheduled = nextAttemptOf(delivery.firstAttemptAt ?? result.at, delivery.attempts, random());
        const wait = [429, 503].includes(result.status)
          ? retryAfterSeconds(retryAfter, result.at)
          : undefined;
        const next =
          scheduled && wait !== undefined ? new Date(result.at.getTime() + wait * 1000) : scheduled;
        await repo.updateDelivery(
          tx,
          delivery.id,
          next ? { nextAttemptAt: next, ...last } : { status: "failed", ...last },
        );
        if (
          endpoint.enabled &&
          result.at.getTime() - endpoint.failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_DAYS * DAY_MS
        ) {
          await disable(tx, endpoint, "failing", result.at);
          endpoint.enabled = false;
        }
      }
      await repo.markDelivered(tx, delivered);
      for (const endpoint of touched)
        await repo.updateEndpoint(tx, endpoint.id, {
          lastAttemptAt: endpoint.lastAttemptAt,
          lastStatus: endpoint.lastStatus,
          failingSince: endpoint.failingSince,
        });
      return finished.map(() => undefined);
    });
  // Attempts that finish while a record is being written are written together next: one transaction and commit
  // for many deliveries instead of one each.
  const record = batchByKey<Finished, undefined>((_, items) => recordAll(items), batch);

  /** Records a sent delivery's outcome; answers the attempt. */
  const recordSent = async (claimed: Claimed, { result, retryAfter }: Awaited<ReturnType<typeof send>>) => {
    await record(0, [{ claimed, result, retryAfter }]);
    return result;
  };

  /** Sends a claimed delivery and records the outcome; answers the attempt. */
  const attempt = async (claimed: Claimed) => recordSent(claimed, await send(claimed));

  // Sends run beside the fan-out instead of in rounds: a new event goes out as soon as it is fanned out, not after
  // the slowest request of the round before. The gate bounds the requests in flight (a slot is free again once the
  // answer came, while its record waits for the next batch's commit); at most `highWater` claimed deliveries wait,
  // run or are being recorded here at once.
  const highWater = concurrency * 4;
  const sending = new Set<Promise<void>>();
  const launch = (claimed: Claimed) => {
    const sent: Promise<void> = gate(() => send(claimed))
      .then((outcome) => recordSent(claimed, outcome))
      .then(() => undefined)
      .catch((error: unknown) =>
        deps.log.error({ err: error, deliveryId: claimed.delivery.id }, "webhook delivery failed"),
      )
      .finally(() => sending.delete(sent));
    sending.add(sent);
  };
  const room = () => highWater - sending.size;

  // A notification while draining: the loop looks at the outbox again before it ends or goes on waiting.
  let woken = false;
  let wakeWaiting: (() => void) | undefined;
  const pause = () =>
    Promise.race([
      ...sending,
      new Promise<void>((resolve) => {
        wakeWaiting = resolve;
        setTimeout(resolve, pollMs).unref();
      }),
    ]);

  let stopped = false;
  let draining: Promise<void> | undefined;
  /**
   * Fans out and sends until nothing is new or due and every send has been recorded; once stopped, it only finishes
   * (and records) the deliveries in hand.
   */
  const drain = (): Promise<void> => {
    draining ??= (async () => {
      try {
        for (;;) {
          if (stopped) {
            await Promise.all(sending);
            break;
          }
          while (room() <= 0) await Promise.race(sending);
          woken = false;
          const { read, claimed } = await fanOut(Math.min(batch, room()));
          for (const row of claimed) launch(row);
          const due = room() > 0 ? await repo.claimDue(db, Math.min(batch, room()), LEASE_MS) : [];
          for (const row of due) launch(row);
          if (read > 0 || due.length > 0 || woken) continue;
          if (sending.size === 0) break;
          await pause();
        }
      } finally {
        draining = undefined;
      }
    })();
    return draining;
  };

  /** A poll or a notification: a new drain, or one more look by the drain under way. */
  const round = () => {
    if (stopped) return;
    if (draining) {
      woken = true;
      wakeWaiting?.();
      return;
    }
    drain().catch((error: unknown) => deps.log.error({ err: error }, "webhook worker round failed"));
  };

  let poll: NodeJS.Timeout | undefined;
  return {
    drain,
    attempt,
    async start() {
      await deps.database.listen(OUTBOX_CHANNEL, round);
      poll = setInterval(round, pollMs);
      round();
    },
    async stop() {
      stopped = true;
      if (poll) clearInterval(poll);
      await draining;
    },
  };
};

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
