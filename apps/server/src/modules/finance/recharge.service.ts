import { randomUUID } from "node:crypto";
import type {
  BankTransfer,
  BankTransferQuery,
  CursorQuery,
  PaymentNotification,
  RechargeMethod,
  RechargePayment,
  RechargeQuote,
  RechargeSettings,
} from "@pp/contracts";
import { addMoney, compareMoney, normalizeMoney } from "@pp/domain";
import { and, eq, type SQL } from "drizzle-orm";
import { type Actor, hasRole, isPlatformStaff } from "../../platform/actor";
import type { Config } from "../../platform/config";
import type { Db } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { mapPage } from "../../platform/paging";
import { scopeFilter, visibleOrNotFound } from "../../platform/scope";
import type { PaymentGateway } from "./payment-gateway";
import * as repo from "./recharge.repository";
import { rechargeBankTransfers, rechargePayments } from "./recharge.tables";
import type { WalletService } from "./wallet.service";

/** Recharges are in the platform's base currency. */
export const RECHARGE_CURRENCY = "CNY";

const fieldError = (field: string, message: string, params?: Record<string, string | number>) =>
  new AppError("VALIDATION_FAILED", { details: [{ field, message }], ...(params ? { params } : {}) });

const RATE_SCALE = 1_000_000n;

/** amount × rate rounded half up to cents, in integers: no floating point touches money. */
export const feeOf = (amount: string, rate: string): string => {
  const [whole = "0", cents = ""] = normalizeMoney(amount).split(".");
  const amountCents = BigInt(whole) * 100n + BigInt(cents.padEnd(2, "0"));
  const [, rateDigits = ""] = rate.split(".");
  const rateScaled = BigInt(rateDigits.padEnd(6, "0").slice(0, 6) || "0");
  const feeCents = (amountCents * rateScaled + RATE_SCALE / 2n) / RATE_SCALE;
  return `${feeCents / 100n}.${String(feeCents % 100n).padStart(2, "0")}`;
};

/** What the proof's first bytes say it is; null for anything but PNG, JPEG and PDF. */
export const proofTypeOf = (file: Buffer): "image/png" | "image/jpeg" | "application/pdf" | null => {
  if (file.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "image/png";
  if (file.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return "image/jpeg";
  if (file.subarray(0, 5).toString("latin1") === "%PDF-") return "application/pdf";
  return null;
};

const assertFinanceStaff = (actor: Actor) => {
  if (!isPlatformStaff(actor) || !hasRole(actor, "admin", "finance")) throw new AppError("FORBIDDEN");
};

const assertCustomer = (actor: Actor) => {
  if (actor.orgType !== "customer")
    throw new AppError("FORBIDDEN", { params: { messageKey: "RECHARGE_NOT_CUSTOMER" } });
};

const toPaymentDto = (row: repo.PaymentRow, payUrl: string | null): RechargePayment => ({
  id: row.id,
  orgId: row.orgId,
  method: row.method,
  currency: row.currency,
  amount: row.amount,
  fee: row.fee,
  payable: row.payable,
  status: row.status,
  payUrl,
  expiresAt: row.expiresAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  paidLate: row.paidLate,
  createdAt: row.createdAt.toISOString(),
});

const toTransferDto = (row: repo.TransferRow): BankTransfer => ({
  ...row,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** `gateway` is undefined where none is mounted (production without a real gateway): online recharge is refused. */
type Deps = { db: Db; config: Config; wallets: WalletService; gateway: PaymentGateway | undefined };

/**
 * Online recharges (create a payment at the gateway, credit it on the gateway's signed notification) and bank
 * transfers (the customer reports one with its proof, finance confirms or rejects it). Every credit goes
 * through the wallet service with an idempotency key derived from the payment or transfer, so a repeated
 * notification or confirmation credits nothing more.
 */
export const createRechargeService = ({ db, config, wallets, gateway }: Deps) => {
  const settings = (): RechargeSettings => ({
    currency: RECHARGE_CURRENCY,
    minimumAmount: normalizeMoney(config.RECHARGE_MIN_AMOUNT),
    feeRate: config.RECHARGE_FEE_RATE,
    gateway: gateway?.code ?? null,
    sandbox: gateway?.sandbox ?? false,
    proofMaxBytes: config.RECHARGE_PROOF_MAX_BYTES,
  });

  const quote = (amount: string): RechargeQuote => {
    const fee = feeOf(amount, config.RECHARGE_FEE_RATE);
    return { amount: normalizeMoney(amount), fee, payable: addMoney(amount, fee) };
  };

  const createPayment = async (actor: Actor, input: { method: RechargeMethod; amount: string }) => {
    assertCustomer(actor);
    if (!gateway)
      throw new AppError("NOT_CONFIGURED", { params: { messageKey: "PAYMENT_GATEWAY_NOT_CONFIGURED" } });
    const minimum = normalizeMoney(config.RECHARGE_MIN_AMOUNT);
    if (compareMoney(input.amount, minimum) < 0)
      throw fieldError("amount", "RECHARGE_BELOW_MINIMUM", { minimum });
    const { amount, fee, payable } = quote(input.amount);
    const expiresAt = new Date(Date.now() + config.RECHARGE_PAYMENT_TTL_MINUTES * 60_000);
    const row = await repo.insertPayment(db, {
      id: randomUUID(),
      orgId: actor.orgId,
      userId: actor.userId,
      method: input.method,
      gateway: gateway.code,
      currency: RECHARGE_CURRENCY,
      amount,
      fee,
      payable,
      expiresAt,
    });
    const { payUrl } = await gateway.createPayment({
      paymentId: row.id,
      method: row.method,
      currency: row.currency,
      payable: row.payable,
      expiresAt,
    });
    return toPaymentDto(row, payUrl);
  };

  const listOwnPayments = async (actor: Actor, page: CursorQuery) => {
    const scope = scopeFilter(actor, rechargePayments.orgId);
    await repo.expireOverdue(db, scope);
    return mapPage(await repo.pagePayments(db, scope, page), (row) => toPaymentDto(row, null));
  };

  const getPayment = async (actor: Actor, id: string) => {
    const scope = scopeFilter(actor, rechargePayments.orgId);
    await repo.expireOverdue(db, scope);
    const row = visibleOrNotFound(actor, await repo.findPayment(db, id, scope));
    return toPaymentDto(row, null);
  };

  /** The gateway's view of a payment by its id (its hosted page), expired when overdue. */
  const paymentForGateway = async (id: string) => {
    await repo.expireOverdue(db, eq(rechargePayments.id, id));
    return (await repo.findPayment(db, id)) ?? null;
  };

  /**
   * The gateway's notification: refused (nothing changes) unless signed by the gateway and for exactly the
   * payable amount. A paid payment answers as before. An expired one is credited all the same, marked late:
   * the payer's money was taken, so keeping it without crediting would be worse than a late recharge.
   */
  const handleNotification = async (notification: PaymentNotification, signature: string | undefined) => {
    if (!gateway?.verifyNotification(notification, signature))
      throw fieldError("signature", "RECHARGE_SIGNATURE_INVALID");
    return db.transaction(async (tx) => {
      const payment = await repo.lockPayment(tx, notification.paymentId);
      if (!payment) throw new AppError("NOT_FOUND");
      if (
        !/^\d{1,14}(\.\d{1,2})?$/.test(notification.amount) ||
        compareMoney(notification.amount, payment.payable) !== 0
      )
        throw fieldError("amount", "RECHARGE_AMOUNT_MISMATCH");
      if (payment.status === "paid") return { credited: false };
      const paidAt = new Date(notification.paidAt);
      await wallets.credit(
        {
          orgId: payment.orgId,
          currency: payment.currency,
          amount: payment.amount,
          reason: `Online recharge (${payment.method})`,
          reference: { type: "recharge", id: payment.id },
          idempotencyKey: payment.id,
          userId: payment.userId,
        },
        tx,
      );
      await repo.markPaid(tx, payment.id, {
        tradeNo: notification.tradeNo,
        paidAt: Number.isNaN(paidAt.getTime()) ? new Date() : paidAt,
        paidLate: payment.status === "expired" || payment.expiresAt.getTime() < Date.now(),
      });
      return { credited: true };
    });
  };

  // ---- bank transfers -------------------------------------------------------------------------------------

  const submitTransfer = async (
    actor: Actor,
    input: { amount: string; transferDate: string; proof: Buffer; proofName: string },
  ) => {
    assertCustomer(actor);
    if (input.transferDate > new Date().toISOString().slice(0, 10))
      throw fieldError("transferDate", "RECHARGE_TRANSFER_DATE");
    const proofType = proofTypeOf(input.proof);
    if (!proofType) throw fieldError("file", "RECHARGE_PROOF_TYPE");
    const id = await repo.insertTransfer(db, {
      orgId: actor.orgId,
      userId: actor.userId,
      currency: RECHARGE_CURRENCY,
      amount: normalizeMoney(input.amount),
      transferDate: input.transferDate,
      proof: input.proof,
      proofName: input.proofName.slice(0, 200),
      proofType,
      proofSize: input.proof.length,
    });
    return toTransferDto((await repo.findTransfer(db, id))!);
  };

  const listTransfers = async (scope: SQL | undefined, { status, ...page }: BankTransferQuery) =>
    mapPage(
      await repo.pageTransfers(
        db,
        and(scope, status ? eq(rechargeBankTransfers.status, status) : undefined),
        page,
      ),
      toTransferDto,
    );

  const listOwnTransfers = (actor: Actor, query: BankTransferQuery) =>
    listTransfers(scopeFilter(actor, rechargeBankTransfers.orgId), query);

  const listAllTransfers = (actor: Actor, query: BankTransferQuery) => {
    assertFinanceStaff(actor);
    return listTransfers(undefined, query);
  };

  const proofOf = async (actor: Actor, id: number) => {
    const row = await repo.findProof(db, id, scopeFilter(actor, rechargeBankTransfers.orgId));
    if (!row) throw new AppError("NOT_FOUND");
    return row;
  };

  /** Finance confirms: the wallet is credited once (the key is the transfer's), then the transfer is closed. */
  const confirmTransfer = async (actor: Actor, id: number) => {
    assertFinanceStaff(actor);
    await db.transaction(async (tx) => {
      const transfer = await repo.lockTransfer(tx, id);
      if (!transfer) throw new AppError("NOT_FOUND");
      if (transfer.status !== "pending")
        throw new AppError("CONFLICT", { params: { messageKey: "RECHARGE_TRANSFER_DECIDED" } });
      await wallets.credit(
        {
          orgId: transfer.orgId,
          currency: transfer.currency,
          amount: transfer.amount,
          reason: "Bank transfer recharge",
          reference: { type: "recharge", id: `bank-transfer-${transfer.id}` },
          idempotencyKey: `bank-transfer-${transfer.id}`,
          userId: actor.userId,
        },
        tx,
      );
      await repo.decideTransfer(tx, id, { status: "confirmed", rejectReason: null, decidedBy: actor.userId });
    });
    return toTransferDto((await repo.findTransfer(db, id))!);
  };

  const rejectTransfer = async (actor: Actor, id: number, reason: string) => {
    assertFinanceStaff(actor);
    await db.transaction(async (tx) => {
      const transfer = await repo.lockTransfer(tx, id);
      if (!transfer) throw new AppError("NOT_FOUND");
      if (transfer.status !== "pending")
        throw new AppError("CONFLICT", { params: { messageKey: "RECHARGE_TRANSFER_DECIDED" } });
      await repo.decideTransfer(tx, id, {
        status: "rejected",
        rejectReason: reason.trim(),
        decidedBy: actor.userId,
      });
    });
    return toTransferDto((await repo.findTransfer(db, id))!);
  };

  return {
    settings,
    quote,
    createPayment,
    listOwnPayments,
    getPayment,
    paymentForGateway,
    handleNotification,
    submitTransfer,
    listOwnTransfers,
    listAllTransfers,
    proofOf,
    confirmTransfer,
    rejectTransfer,
  };
};

export type RechargeService = ReturnType<typeof createRechargeService>;
