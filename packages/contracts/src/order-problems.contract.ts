import { PROBLEM_ANSWER_KINDS, PROBLEM_STATUSES, PROBLEM_TYPES } from "@pp/domain";
import { z } from "zod";
import { addressFieldsSchema } from "./addresses.contract";
import { idCursorQuerySchema, pageOf } from "./common.contract";
import { optionalText, requiredText } from "./fields.contract";

// Problem orders (问题件, issue 13, spec §2): platform staff raise a problem on an order with attachments, the
// customer answers it, staff resolve it.

/** The raise form's fields (multipart, beside at most one attachment `file`). */
export const problemRaiseFieldsSchema = z.object({
  orderId: z.coerce.number().int().positive(),
  type: z.enum(PROBLEM_TYPES),
  description: requiredText(1000),
});
export type ProblemRaiseFields = z.infer<typeof problemRaiseFieldsSchema>;

/** The customer's answer: a corrected address comes with its fields, every other kind with its text. */
export const problemAnswerSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("correctedAddress"), text: optionalText(1000), address: addressFieldsSchema }),
  z.object({ kind: z.enum(["reply", "return", "destroy"]), text: requiredText(1000) }),
]);
export type ProblemAddress = z.infer<typeof addressFieldsSchema>;
export type ProblemAnswer = z.infer<typeof problemAnswerSchema>;
export type ProblemAnswerRequest = z.input<typeof problemAnswerSchema>;

export const problemResolveSchema = z.object({ note: requiredText(500) });

export const problemQuerySchema = idCursorQuerySchema.extend({ status: z.enum(PROBLEM_STATUSES).optional() });
export type ProblemQuery = z.infer<typeof problemQuerySchema>;

export const problemAttachmentSchema = z.object({
  index: z.number().int(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

export const orderProblemSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  orgName: z.string(),
  type: z.enum(PROBLEM_TYPES),
  description: z.string(),
  status: z.enum(PROBLEM_STATUSES),
  raisedAt: z.string(),
  attachments: z.array(problemAttachmentSchema),
  answerKind: z.enum(PROBLEM_ANSWER_KINDS).nullable(),
  answerText: z.string(),
  correctedAddress: addressFieldsSchema.nullable(),
  answeredAt: z.string().nullable(),
  resolutionNote: z.string(),
  resolvedAt: z.string().nullable(),
});
export type OrderProblem = z.infer<typeof orderProblemSchema>;
export const orderProblemPageSchema = pageOf(orderProblemSchema);
