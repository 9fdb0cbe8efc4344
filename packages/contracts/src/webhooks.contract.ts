import { SUBSCRIBABLE_WEBHOOK_EVENTS, WEBHOOK_EVENT_TYPES } from "@pp/domain";
import { z } from "zod";
import { dateRangeQuerySchema, idCursorQuerySchema, pageOf } from "./common.contract";

// Webhooks (issue 16): a customer's endpoints, their deliveries and attempts (docs/api.md "Webhooks").

const subscribable = z.enum(SUBSCRIBABLE_WEBHOOK_EVENTS as [string, ...string[]]);

export const webhookEndpointInputSchema = z.object({
  url: z.string().trim().min(1, { message: "required" }).max(2000),
  events: z.array(subscribable).min(1, { message: "required" }),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  disabledReason: z.enum(["customer", "gone", "failing"]).nullable(),
  disabledAt: z.string().nullable(),
  failingSince: z.string().nullable(),
  /** Until when the secret before the last rotation still signs (null: no rotation under way). */
  previousSecretUntil: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  lastStatus: z.number().int().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** A new endpoint answers its secret once; no later answer carries it. */
export const webhookEndpointCreatedSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointCreated = z.infer<typeof webhookEndpointCreatedSchema>;

export const webhookSecretSchema = z.object({ secret: z.string(), previousSecretUntil: z.string() });
export type WebhookSecret = z.infer<typeof webhookSecretSchema>;

export const webhookAttemptSchema = z.object({
  at: z.string(),
  status: z.number().int(),
  durationMs: z.number().int(),
  responseExcerpt: z.string(),
  error: z.string(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookTestResultSchema = z.object({
  deliveryId: z.number().int(),
  delivered: z.boolean(),
  attempt: webhookAttemptSchema,
});
export type WebhookTestResult = z.infer<typeof webhookTestResultSchema>;

export const WEBHOOK_DELIVERY_STATUS_VALUES = ["waiting", "delivered", "failed"] as const;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  endpointId: z.number().int(),
  url: z.string(),
  orgId: z.number().int(),
  orgName: z.string(),
  messageId: z.string(),
  type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUS_VALUES),
  attempts: z.number().int(),
  lastStatus: z.number().int().nullable(),
  lastDurationMs: z.number().int().nullable(),
  /** When it is tried next (waiting ones only). */
  nextAttemptAt: z.string().nullable(),
  occurredAt: z.string(),
  createdAt: z.string(),
  data: z.record(z.string(), z.unknown()),
  attemptLog: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryPageSchema = pageOf(webhookDeliverySchema);

export const webhookDeliveryQuerySchema = idCursorQuerySchema.extend(dateRangeQuerySchema.shape).extend({
  endpointId: z.coerce.number().int().positive().optional(),
  status: z.enum(WEBHOOK_DELIVERY_STATUS_VALUES).optional(),
  type: z.enum(WEBHOOK_EVENT_TYPES as [string, ...string[]]).optional(),
});
export type WebhookDeliveryQuery = z.infer<typeof webhookDeliveryQuerySchema>;

export const webhookRepushFailedSchema = z.object({
  endpointId: z.number().int().positive().optional(),
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
});
export type WebhookRepushFailed = z.infer<typeof webhookRepushFailedSchema>;

export const webhookRepushedSchema = z.object({ repushed: z.number().int() });
