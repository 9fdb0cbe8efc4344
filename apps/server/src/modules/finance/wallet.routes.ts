import {
  idempotencyHeaderSchema,
  ledgerCheckSchema,
  walletAdjustSchema,
  walletDepositSchema,
  walletFlowExportQuerySchema,
  walletFlowPageSchema,
  walletFlowQuerySchema,
  walletListSchema,
  walletMovementSchema,
  walletPageSchema,
  walletQuerySchema,
  walletSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { noteAudit } from "../../platform/audit";
import { sendWorkbook } from "../../platform/excel";
import { actorOf } from "../../platform/http";
import type { WalletService } from "./wallet.service";

type Options = { wallets: WalletService };

// A customer's own wallets and flow need a finance screen (a sub-account only with that grant); the platform's
// wallet administration needs finance's approval screens and, in the service, the admin or finance role.
const OWN_SCREENS = ["finance/recharge", "finance/wallet-flow"];
const FLOW_SCREENS = ["finance/wallet-flow"];
const STAFF_SCREENS = ["finance/withdrawal-approval", "finance/bank-transfers"];

export const walletRoutes = async (app: FastifyInstance, { wallets }: Options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["finance: wallets"];

  r.get(
    "/api/finance/wallets/mine",
    {
      config: { screens: OWN_SCREENS },
      schema: {
        tags,
        summary: "The caller's org's wallets: balance, held, available, refundable deposit per currency",
        response: { 200: walletListSchema },
      },
    },
    (request) => wallets.listOwn(actorOf(request)),
  );

  r.get(
    "/api/finance/wallet-flow",
    {
      config: { screens: FLOW_SCREENS },
      schema: {
        tags,
        summary: "Wallet flow (ledger entries) of the caller's scope, newest first",
        querystring: walletFlowQuerySchema,
        response: { 200: walletFlowPageSchema },
      },
    },
    (request) => wallets.flow(actorOf(request), request.query),
  );

  r.get(
    "/api/finance/wallet-flow/export",
    {
      config: { screens: FLOW_SCREENS, rateLimit: "export" },
      schema: {
        tags,
        summary: "Wallet flow as xlsx named with the date, same filters as the list",
        querystring: walletFlowExportQuerySchema,
      },
    },
    async (request, reply) =>
      sendWorkbook(reply, "wallet-flow", await wallets.exportFlow(actorOf(request), request.query)),
  );

  r.get(
    "/api/finance/wallets",
    {
      config: { screens: STAFF_SCREENS },
      schema: {
        tags,
        summary: "Platform finance: every org's wallets",
        querystring: walletQuerySchema,
        response: { 200: walletPageSchema },
      },
    },
    (request) => wallets.listAll(actorOf(request), request.query),
  );

  r.post(
    "/api/finance/wallets/adjust",
    {
      config: { screens: STAFF_SCREENS, audit: { action: "wallet.adjust", target: "wallet" } },
      schema: {
        tags,
        summary:
          "Platform finance: add (positive) or take (negative) money with a reason; needs Idempotency-Key",
        headers: idempotencyHeaderSchema,
        body: walletAdjustSchema,
        response: { 200: walletMovementSchema },
      },
    },
    async (request) => {
      const moved = await wallets.adjustAsStaff(
        actorOf(request),
        request.body,
        request.headers["idempotency-key"],
      );
      noteAudit(request, { targetId: moved.walletId });
      return moved;
    },
  );

  r.put(
    "/api/finance/wallets/deposit",
    {
      config: { screens: STAFF_SCREENS, audit: { action: "wallet.deposit", target: "wallet" } },
      schema: {
        tags,
        summary: "Platform finance: the refundable deposit a customer must keep in a currency",
        body: walletDepositSchema,
        response: { 200: walletSchema },
      },
    },
    (request) => wallets.setDeposit(actorOf(request), request.body),
  );

  r.get(
    "/api/finance/ledger/check",
    {
      config: { screens: STAFF_SCREENS },
      schema: {
        tags,
        summary: "Reconciliation: every wallet against its ledger lines and open holds; drift must be 0.00",
        response: { 200: ledgerCheckSchema },
      },
    },
    (request) => wallets.checkLedger(actorOf(request)),
  );
};
