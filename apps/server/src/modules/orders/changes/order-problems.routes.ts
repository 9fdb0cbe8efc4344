import {
  orderProblemPageSchema,
  orderProblemSchema,
  problemAnswerSchema,
  problemQuerySchema,
  problemRaiseFieldsSchema,
  problemResolveSchema,
} from "@pp/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { auditedWrites } from "../../../platform/audited-routes";
import { refuseControlCharacters } from "../../../platform/edge";
import { AppError } from "../../../platform/errors";
import { actorOf } from "../../../platform/http";
import { readRoutes } from "../../../platform/read-routes";
import type { NewAttachment, OrderProblems } from "./order-problems";

// Problem orders (问题件, issue 13): the one "orders/problem" screen serves platform staff (raise and resolve,
// `handleProblems`, checked before the form is read and again in the service) and customers (answer, their own org's only); raising also serves the
// order detail page.
const SCREENS = ["orders/problem"];
const RAISE_SCREENS = ["orders/problem", "orders/detail"];
/** An attachment's size limit: a photo or a scanned document. */
const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

const idParams = z.object({ id: z.coerce.number().int().positive() });
const attachmentParams = idParams.extend({ index: z.coerce.number().int().min(0).max(99) });

/** The multipart raise form: `orderId`, `type`, `description` and at most one `file`, within the size limit. */
const readRaiseForm = async (request: FastifyRequest) => {
  const fields: Record<string, string> = {};
  let attachment: NewAttachment | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1 } })) {
      if (part.type === "file") {
        refuseControlCharacters("file", part.filename);
        const bytes = await part.toBuffer();
        if (bytes.length) attachment = { bytes, name: part.filename || "attachment" };
      } else if (typeof part.value === "string") {
        refuseControlCharacters(part.fieldname, part.value);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw AppError.field("file", "PROBLEM_ATTACHMENT_TOO_LARGE", {
        params: { maxMb: (ATTACHMENT_MAX_BYTES / 1024 / 1024).toFixed(1) },
      });
    throw AppError.field("file", "PROBLEM_ATTACHMENT_TYPE");
  }
  const parsed = problemRaiseFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw AppError.field(String(issue.path[0] ?? "description"), issue.message);
  }
  return { fields: parsed.data, attachment };
};

export const orderProblemRoutes = async (app: FastifyInstance, { problems }: { problems: OrderProblems }) => {
  const tags = ["orders: problems"];
  const { write } = auditedWrites(app, tags);
  const { get } = readRoutes(app, tags);

  write(
    "POST",
    "/api/orders/problems",
    {
      config: {
        screens: RAISE_SCREENS,
        needs: "handleProblems",
        audit: { action: "order.problem.raise", target: "order_problem" },
      },
      summary:
        "Platform staff raise a problem on an order: multipart `orderId`, `type`, `description`, optional `file` (PNG, JPEG or PDF by content); the customer is told",
      response: orderProblemSchema,
    },
    async (actor, _input, request) => {
      const form = await readRaiseForm(request);
      return problems.raise(actor, form.fields, form.attachment);
    },
  );

  get(
    "/api/orders/problems",
    {
      config: { screens: SCREENS },
      summary:
        "Problems, newest first, a keyset page: every org's for staff, the caller's org's for a customer",
      query: problemQuerySchema,
      response: orderProblemPageSchema,
    },
    (actor, { query }) => problems.list(actor, query),
  );

  get(
    "/api/orders/problems/:id",
    {
      config: { screens: SCREENS },
      summary: "One problem with its attachments and answer",
      params: idParams,
      response: orderProblemSchema,
    },
    (actor, { params }) => problems.read(actor, params.id),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/orders/problems/:id/attachments/:index",
    {
      config: { screens: SCREENS },
      schema: { tags, summary: "One attachment of a problem the caller sees", params: attachmentParams },
    },
    async (request, reply) => {
      const file = await problems.attachment(actorOf(request), request.params.id, request.params.index);
      return reply
        .type(file.contentType)
        .header("content-disposition", `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header("x-content-type-options", "nosniff")
        .send(file.bytes);
    },
  );

  write(
    "POST",
    "/api/orders/problems/:id/answer",
    {
      config: { screens: SCREENS, audit: { action: "order.problem.answer", target: "order_problem" } },
      summary:
        "The customer answers an open problem once: a reply, a corrected address, return or destroy; the raiser is told",
      params: idParams,
      body: problemAnswerSchema,
      response: orderProblemSchema,
    },
    (actor, { params, body }) => problems.answer(actor, params.id, body),
  );

  write(
    "POST",
    "/api/orders/problems/:id/resolve",
    {
      config: {
        screens: SCREENS,
        needs: "handleProblems",
        audit: { action: "order.problem.resolve", target: "order_problem" },
      },
      summary: "Platform staff resolve an open or answered problem once, with a note the customer reads",
      params: idParams,
      body: problemResolveSchema,
      response: orderProblemSchema,
    },
    (actor, { params, body }) => problems.resolve(actor, params.id, body.note),
  );
};
