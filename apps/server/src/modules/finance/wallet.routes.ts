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
import { audited, auditedWrites } from "../../platform/audited-routes";
import { actorOf } from "../../platform/http";
import { readRoutes } from "../../platform/read-routes";
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
  const reads = readRoutes(app, tags);
  const writes = auditedWrites(app, tags);

  reads.get(
    "/api/finance/wallets/mine",
    {
      config: { screens: OWN_SCREENS },
      summary: "The caller's org's wallets: balance, held, available, refundable deposit per currency",
      response: walletListSchema,
    },
    (actor) => wallets.listOwn(actor),
  );

  reads.get(
    "/api/finance/wallet-flow",
    {
      config: { screens: FLOW_SCREENS },
      summary: "Wallet flow (ledger entries) of the caller's scope, newest first",
      query: walletFlowQuerySchema,
      response: walletFlowPageSchema,
    },
    (actor, { query }) => wallets.flow(actor, query),
  );

  reads.download(
    "/api/finance/wallet-flow/export",
    "wallet-flow",
    {
      config: { screens: FLOW_SCREENS, rateLimit: "export" },
      summary: "Wallet flow as xlsx named with the date, same filters as the list",
      query: walletFlowExportQuerySchema,
    },
    (actor, { query }) => wallets.exportFlow(actor, query),
  );

  reads.get(
    "/api/finance/wallets",
    {
      config: { screens: STAFF_SCREENS },
      summary: "Platform finance: every org's wallets",
      query: walletQuerySchema,
      response: walletPageSchema,
    },
    (actor, { query }) => wallets.listAll(actor, query),
  );

  r.post(
    "/api/finance/wallets/adjust",
    {
      config: audited(STAFF_SCREENS, "wallet.adjust", "wallet"),
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

  writes.write(
    "PUT",
    "/api/finance/wallets/deposit",
    {
      config: audited(STAFF_SCREENS, "wallet.deposit", "wallet"),
      summary: "Platform finance: the refundable deposit a customer must keep in a currency",
      body: walletDepositSchema,
      response: walletSchema,
    },
    (actor, { body }) => wallets.setDeposit(actor, body),
  );

  reads.get(
    "/api/finance/ledger/check",
    {
      config: { screens: STAFF_SCREENS },
      summary: "Reconciliation: every wallet against its ledger lines and open holds; drift must be 0.00",
      response: ledgerCheckSchema,
    },
    (actor) => wallets.checkLedger(actor),
  );
};
