import { randomUUID } from "node:crypto";
import type {
  BankAccount,
  BankTransfer,
  BankTransferQuery,
  CursorQuery,
  PaymentNotification,
  RechargeMethod,
  RechargePayment,
  RechargeQuote,
  RechargeSettings,
} from "@pp/contracts";
import {
  addMoney,
  BANK_TRANSFER_TRANSITIONS,
  BASE_CURRENCY,
  compareMoney,
  MONEY_COLUMN_PATTERN,
  multiplyMoney,
  nextStatus,
  normalizeMoney,
  RECHARGE_PAYMENT_TRANSITIONS,
} from "@pp/domain";
import { requireCan } from "../../platform/access";
import type { Actor } from "../../platform/actor";
import type { Config } from "../../platform/config";
import type { Db } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { documentTypeOf, type FileStore } from "../../platform/file-store";
import { mapPage } from "../../platform/paging";
import { visibleOrNotFound } from "../../platform/scope";
import type { OnMoneyDecided } from "./money-decisions";
import type { PaymentGateway } from "./payment-gateway";
import * as repo from "./recharge.repository";
import type { WalletService } from "./wallet.service";

const transferDecided = () =>
  new AppError("ALREADY_DECIDED", { params: { messageKey: "RECHARGE_TRANSFER_DECIDED" } });

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

/** RECHARGE_BANK_ACCOUNTS (`bank|holder|number;…`, its shape checked by the config) as accounts. */
const bankAccountsOf = (setting: string): BankAccount[] =>
  setting
    .split(";")
    .filter((entry) => entry.trim())
    .map((entry) => {
      const [bank = "", holder = "", number = ""] = entry.split("|").map((part) => part.trim());
      return { bank, holder, number };
    });

/** `gateway` is undefined where none is mounted (production without a real gateway): online recharge is refused. */
type Deps = {
  db: Db;
  config: Config;
  wallets: WalletService;
  gateway: PaymentGateway | undefined;
  files: FileStore;
  onDecided: OnMoneyDecided;
};

/**
 * Online recharges (create a payment at the gateway, credit it on the gateway's signed notification) and bank
 * transfers (the customer reports one with its proof, finance confirms or rejects it). Every credit goes
 * through the wallet service with an idempotency key derived from the payment or transfer, so a repeated
 * notification or confirmation credits nothing more.
 */
export const createRechargeService = ({ db, config, wallets, gateway, files, onDecided }: Deps) => {
  const settings = (): RechargeSettings => ({
    currency: BASE_CURRENCY,
    minimumAmount: normalizeMoney(config.RECHARGE_MIN_AMOUNT),
    feeRate: config.RECHARGE_FEE_RATE,
    gateway: gateway?.code ?? null,
    sandbox: gateway?.sandbox ?? false,
    proofMaxBytes: config.RECHARGE_PROOF_MAX_BYTES,
    bankAccounts: bankAccountsOf(config.RECHARGE_BANK_ACCOUNTS),
  });

  const quote = (amount: string): RechargeQuote => {
    const fee = multiplyMoney(amount, config.RECHARGE_FEE_RATE);
    return { amount: normalizeMoney(amount), fee, payable: addMoney(amount, fee) };
  };

  const createPayment = async (actor: Actor, input: { method: RechargeMethod; amount: string }) => {
    assertCustomer(actor);
    if (!gateway)
      throw new AppError("NOT_CONFIGURED", { params: { messageKey: "PAYMENT_GATEWAY_NOT_CONFIGURED" } });
    const minimum = normalizeMoney(config.RECHARGE_MIN_AMOUNT);
    if (compareMoney(input.amount, minimum) < 0)
      throw AppError.field("amount", "RECHARGE_BELOW_MINIMUM", { params: { minimum } });
    const { amount, fee, payable } = quote(input.amount);
    const expiresAt = new Date(Date.now() + config.RECHARGE_PAYMENT_TTL_MINUTES * 60_000);
    const row = await repo.insertPayment(db, {
      id: randomUUID(),
      orgId: actor.orgId,
      userId: actor.userId,
      method: input.method,
      gateway: gateway.code,
      currency: BASE_CURRENCY,
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
      lang: actor.lang,
    });
    return toPaymentDto(row, payUrl);
  };

  const listOwnPayments = async (actor: Actor, page: CursorQuery) => {
    await repo.expireOverdue(db, actor.scope);
    return mapPage(await repo.pagePayments(db, actor.scope, page), (row) => toPaymentDto(row, null));
  };

  const getPayment = async (actor: Actor, id: string) => {
    await repo.expireOverdue(db, actor.scope);
    const row = visibleOrNotFound(actor, await repo.findPayment(db, id, actor.scope));
    return toPaymentDto(row, null);
  };

  /** The gateway's view of a payment by its id (its hosted page), expired when overdue. */
  const paymentForGateway = async (id: string) => {
    await repo.expireOverdueById(db, id);
    return (await repo.findPayment(db, id)) ?? null;
  };

  /**
   * The gateway's notification: refused (nothing changes) unless signed by the gateway and for exactly the
   * payable amount. A paid payment answers as before. An expired one is credited all the same, marked late:
   * the payer's money was taken, so keeping it without crediting would be worse than a late recharge.
   */
  const handleNotification = async (notification: PaymentNotification, signature: string | undefined) => {
    if (!gateway?.verifyNotification(notification, signature))
      throw AppError.field("signature", "RECHARGE_SIGNATURE_INVALID");
    return db.transaction(async (tx) => {
      const payment = await repo.lockPayment(tx, notification.paymentId);
      if (!payment) throw new AppError("NOT_FOUND");
      if (
        !MONEY_COLUMN_PATTERN.test(notification.amount) ||
        compareMoney(notification.amount, payment.payable) !== 0
      )
        throw AppError.field("amount", "RECHARGE_AMOUNT_MISMATCH");
      // Only an already paid payment cannot be paid: the notification's repeat, answered as before.
      const status = nextStatus(RECHARGE_PAYMENT_TRANSITIONS, payment.status, "pay");
      if (!status) return { credited: false };
      const paidAt = new Date(notification.paidAt);
      await wallets.credit(
        {
          orgId: payment.orgId,
          currency: payment.currency,
          amount: payment.amount,
          reason: { code: "rechargeOnline", params: { method: payment.method } },
          reference: { type: "recharge", id: payment.id },
          idempotencyKey: payment.id,
          userId: payment.userId,
        },
        tx,
      );
      await repo.markPaid(tx, payment.id, {
        status,
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
      throw AppError.field("transferDate", "RECHARGE_TRANSFER_DATE");
    const proofType = documentTypeOf(input.proof);
    if (!proofType) throw AppError.field("file", "RECHARGE_PROOF_TYPE");
    const proofName = input.proofName.slice(0, 200);
    // The database store writes the proof in the transfer's transaction; a file another store wrote is
    // deleted again when the transfer is not written.
    let proofFile: string | undefined;
    try {
      const id = await db.transaction(async (tx) => {
        const stored = await files.put({ bytes: input.proof, contentType: proofType, name: proofName }, tx);
        proofFile = stored.key;
        return repo.insertTransfer(tx, {
          orgId: actor.orgId,
          userId: actor.userId,
          currency: BASE_CURRENCY,
          amount: normalizeMoney(input.amount),
          transferDate: input.transferDate,
          proofFile: stored.key,
          proofName,
          proofType,
          proofSize: stored.size,
        });
      });
      return toTransferDto((await repo.findTransfer(db, id))!);
    } catch (error) {
      if (proofFile) await files.delete(proofFile);
      throw error;
    }
  };

  const listOwnTransfers = async (actor: Actor, { status, ...page }: BankTransferQuery) =>
    mapPage(await repo.pageTransfers(db, actor.scope, status, page), toTransferDto);

  const listAllTransfers = (actor: Actor, query: BankTransferQuery) => {
    requireCan(actor, "manageMoney");
    return listOwnTransfers(actor, query);
  };

  const proofOf = async (actor: Actor, id: number) => {
    const row = await repo.findProof(db, id, actor.scope);
    if (!row) throw new AppError("NOT_FOUND");
    const file = await files.get(row.proofFile);
    if (!file)
      throw new Error(`the proof ${row.proofFile} of bank transfer ${id} is missing from the file store`);
    return { proof: file.bytes, proofName: row.proofName, proofType: row.proofType };
  };

  /** Finance confirms: the wallet is credited once (the key is the transfer's), then the transfer is closed. */
  const confirmTransfer = async (actor: Actor, id: number) => {
    requireCan(actor, "manageMoney");
    await db.transaction(async (tx) => {
      const transfer = await repo.lockTransfer(tx, id);
      if (!transfer) throw new AppError("NOT_FOUND");
      const status = nextStatus(BANK_TRANSFER_TRANSITIONS, transfer.status, "confirm");
      if (!status) throw transferDecided();
      await wallets.credit(
        {
          orgId: transfer.orgId,
          currency: transfer.currency,
          amount: transfer.amount,
          reason: { code: "rechargeBankTransfer" },
          reference: { type: "recharge", id: `bank-transfer-${transfer.id}` },
          idempotencyKey: `bank-transfer-${transfer.id}`,
          userId: actor.userId,
        },
        tx,
      );
      await repo.decideTransfer(tx, id, { status, rejectReason: null, decidedBy: actor.userId });
      await onDecided(tx, {
        kind: "bankTransferConfirmed",
        transferId: id,
        orgId: transfer.orgId,
        amount: transfer.amount,
        currency: transfer.currency,
      });
    });
    return toTransferDto((await repo.findTransfer(db, id))!);
  };

  const rejectTransfer = async (actor: Actor, id: number, reason: string) => {
    requireCan(actor, "manageMoney");
    await db.transaction(async (tx) => {
      const transfer = await repo.lockTransfer(tx, id);
      if (!transfer) throw new AppError("NOT_FOUND");
      const status = nextStatus(BANK_TRANSFER_TRANSITIONS, transfer.status, "reject");
      if (!status) throw transferDecided();
      await repo.decideTransfer(tx, id, {
        status,
        rejectReason: reason.trim(),
        decidedBy: actor.userId,
      });
      await onDecided(tx, {
        kind: "bankTransferRejected",
        transferId: id,
        orgId: transfer.orgId,
        amount: transfer.amount,
        currency: transfer.currency,
        reason: reason.trim(),
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
