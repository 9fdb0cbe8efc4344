import {
  bankTransferFieldsSchema,
  bankTransferPageSchema,
  bankTransferQuerySchema,
  bankTransferRejectSchema,
  bankTransferSchema,
  rechargePaymentCreateSchema,
  rechargePaymentPageSchema,
  rechargePaymentQuerySchema,
  rechargePaymentSchema,
  rechargeQuoteQuerySchema,
  rechargeQuoteSchema,
  rechargeSettingsSchema,
} from "@pp/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { refuseControlCharacters } from "../../platform/edge";
import { AppError } from "../../platform/errors";
import { actorOf } from "../../platform/http";
import type { RechargeService } from "./recharge.service";

type Options = { recharges: RechargeService; proofMaxBytes: number };

// The customer's recharge screen (a sub-account only with that grant) and finance's bank-transfer screen
// (platform finance or admin, checked again in the service). The gateway's notification is mounted with its
// gateway (sandbox-gateway.ts).
const OWN_SCREENS = ["finance/recharge"];
const STAFF_SCREENS = ["finance/bank-transfers"];

const idParams = z.object({ id: z.coerce.number().int().positive() });
const paymentParams = z.object({ id: z.string().max(64) });

/** The multipart submission: `amount`, `transferDate` and the proof as `file`, within the size limit. */
const readTransferForm = async (request: FastifyRequest, maxBytes: number) => {
  const fields: Record<string, string> = {};
  let proof: { buffer: Buffer; name: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type === "file") {
        refuseControlCharacters("file", part.filename);
        proof = { buffer: await part.toBuffer(), name: part.filename };
      } else if (typeof part.value === "string") {
        refuseControlCharacters(part.fieldname, part.value);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw AppError.field("file", "RECHARGE_PROOF_TOO_LARGE", {
        params: { maxMb: (maxBytes / 1024 / 1024).toFixed(1) },
      });
    throw AppError.field("file", "RECHARGE_PROOF_REQUIRED");
  }
  const parsed = bankTransferFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw AppError.field(String(issue.path[0] ?? "amount"), issue.message);
  }
  if (!proof?.buffer.length) throw AppError.field("file", "RECHARGE_PROOF_REQUIRED");
  return { ...parsed.data, proof: proof.buffer, proofName: proof.name || "proof" };
};

export const rechargeRoutes = async (app: FastifyInstance, { recharges, proofMaxBytes }: Options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["finance: recharge"];

  r.get(
    "/api/finance/recharges/settings",
    {
      config: { screens: OWN_SCREENS },
      schema: {
        tags,
        summary: "Minimum amount, fee rate and gateway (sandbox or not), shown before paying",
        response: { 200: rechargeSettingsSchema },
      },
    },
    () => recharges.settings(),
  );

  r.get(
    "/api/finance/recharges/quote",
    {
      config: { screens: OWN_SCREENS },
      schema: {
        tags,
        summary: "Fee and payable amount of an online recharge of `amount`",
        querystring: rechargeQuoteQuerySchema,
        response: { 200: rechargeQuoteSchema },
      },
    },
    (request) => recharges.quote(request.query.amount),
  );

  r.post(
    "/api/finance/recharges/payments",
    {
      config: { screens: OWN_SCREENS, audit: { action: "recharge.create", target: "recharge_payment" } },
      schema: {
        tags,
        summary: "Opens an online payment (Alipay or WeChat Pay); answers the gateway's page to pay on",
        body: rechargePaymentCreateSchema,
        response: { 200: rechargePaymentSchema },
      },
    },
    (request) => recharges.createPayment(actorOf(request), request.body),
  );

  r.get(
    "/api/finance/recharges/payments",
    {
      config: { screens: OWN_SCREENS },
      schema: {
        tags,
        summary:
          "The caller's org's online payments, newest first, a keyset page (overdue unpaid ones expire)",
        querystring: rechargePaymentQuerySchema,
        response: { 200: rechargePaymentPageSchema },
      },
    },
    (request) => recharges.listOwnPayments(actorOf(request), request.query),
  );

  r.get(
    "/api/finance/recharges/payments/:id",
    {
      config: { screens: OWN_SCREENS },
      schema: {
        tags,
        summary: "One online payment of the caller's org",
        params: paymentParams,
        response: { 200: rechargePaymentSchema },
      },
    },
    (request) => recharges.getPayment(actorOf(request), request.params.id),
  );

  r.post(
    "/api/finance/recharges/bank-transfers",
    {
      config: { screens: OWN_SCREENS, audit: { action: "recharge.bank-transfer", target: "bank_transfer" } },
      schema: {
        tags,
        summary:
          "Reports a bank transfer: multipart `amount`, `transferDate`, `file` (PNG, JPEG or PDF by content)",
        consumes: ["multipart/form-data"],
        response: { 200: bankTransferSchema },
      },
    },
    async (request) =>
      recharges.submitTransfer(actorOf(request), await readTransferForm(request, proofMaxBytes)),
  );

  r.get(
    "/api/finance/recharges/bank-transfers",
    {
      config: { screens: OWN_SCREENS },
      schema: {
        tags,
        summary: "The caller's org's bank transfers with their status, newest first, a keyset page",
        querystring: bankTransferQuerySchema,
        response: { 200: bankTransferPageSchema },
      },
    },
    (request) => recharges.listOwnTransfers(actorOf(request), request.query),
  );

  r.get(
    "/api/finance/bank-transfers",
    {
      config: { screens: STAFF_SCREENS },
      schema: {
        tags,
        summary: "Platform finance: every org's bank transfers, by status, newest first, a keyset page",
        querystring: bankTransferQuerySchema,
        response: { 200: bankTransferPageSchema },
      },
    },
    (request) => recharges.listAllTransfers(actorOf(request), request.query),
  );

  r.get(
    "/api/finance/bank-transfers/:id/proof",
    {
      config: { screens: [...OWN_SCREENS, ...STAFF_SCREENS] },
      schema: {
        tags,
        summary: "A bank transfer's proof file (its submitter's org or platform finance)",
        params: idParams,
      },
    },
    async (request, reply) => {
      const proof = await recharges.proofOf(actorOf(request), request.params.id);
      return reply
        .type(proof.proofType)
        .header("content-disposition", `inline; filename*=UTF-8''${encodeURIComponent(proof.proofName)}`)
        .header("x-content-type-options", "nosniff")
        .send(proof.proof);
    },
  );

  r.post(
    "/api/finance/bank-transfers/:id/confirm",
    {
      config: {
        screens: STAFF_SCREENS,
        audit: { action: "recharge.bank-transfer.confirm", target: "bank_transfer" },
      },
      schema: {
        tags,
        summary: "Platform finance: confirms the transfer and credits the wallet once",
        params: idParams,
        response: { 200: bankTransferSchema },
      },
    },
    (request) => recharges.confirmTransfer(actorOf(request), request.params.id),
  );

  r.post(
    "/api/finance/bank-transfers/:id/reject",
    {
      config: {
        screens: STAFF_SCREENS,
        audit: { action: "recharge.bank-transfer.reject", target: "bank_transfer" },
      },
      schema: {
        tags,
        summary: "Platform finance: rejects the transfer with a reason; nothing is credited",
        params: idParams,
        body: bankTransferRejectSchema,
        response: { 200: bankTransferSchema },
      },
    },
    (request) => recharges.rejectTransfer(actorOf(request), request.params.id, request.body.reason),
  );
};
