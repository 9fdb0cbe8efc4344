import { z } from "zod";
import { dateRangeQuerySchema, pageOf, pageQuerySchema } from "./common.contract";

/** A message of the sandbox SMS/email sender as staff see it: the verification code in `body` is masked. */
export const sandboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(["sms", "email"]),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type SandboxMessage = z.infer<typeof sandboxMessageSchema>;
export const sandboxMessageQuerySchema = pageQuerySchema.extend(dateRangeQuerySchema.shape).extend({
  channel: z.enum(["sms", "email"]).optional(),
  recipient: z.string().max(100).optional(),
});
export const sandboxMessagePageSchema = pageOf(sandboxMessageSchema);

export const TASK_STATUSES = ["processing", "failed", "completed"] as const;
export const taskSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.enum(TASK_STATUSES),
  summary: z.string().nullable(),
  error: z.string().nullable(),
  /** The file a finished task made (an export), downloaded from task management; null for others. */
  file: z.object({ name: z.string() }).nullable(),
  /** How far a long task (an import) has come while it runs; null for tasks that report none. */
  progress: z
    .object({
      total: z.number().int(),
      processed: z.number().int(),
      succeeded: z.number().int(),
      failed: z.number().int(),
    })
    .nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Task = z.infer<typeof taskSchema>;
export const taskQuerySchema = pageQuerySchema
  .extend(dateRangeQuerySchema.shape)
  .extend({ status: z.enum(TASK_STATUSES).optional() });
export const taskPageSchema = pageOf(taskSchema);
export const taskIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** The `status` of an operation-log row written before its change whose outcome has not been recorded. */
export const OPERATION_PENDING_STATUS = 0;

export const operationLogSchema = z.object({
  id: z.number().int(),
  orgId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  success: z.boolean(),
  status: z.number().int(),
  createdAt: z.string(),
});
export type OperationLog = z.infer<typeof operationLogSchema>;
export const operationLogQuerySchema = pageQuerySchema.extend(dateRangeQuerySchema.shape).extend({
  username: z.string().max(50).optional(),
  action: z.string().max(100).optional(),
  success: z.enum(["true", "false"]).optional(),
});
export const operationLogPageSchema = pageOf(operationLogSchema);
