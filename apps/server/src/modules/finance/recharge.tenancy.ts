import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { type TenancyCase, tenancyCase } from "../../test/tenancy";
import { ledgerEntries } from "./finance.tables";
import { rechargeBankTransfers, rechargePayments } from "./recharge.tables";

type PaymentFixture = { paymentId: string };
type TransferFixture = { orgId: number; transferId: number };

// The owner opens a payment through the API, so the case checks the same rows the customer's screen shows.
const paymentSetup: TenancyCase<PaymentFixture>["setup"] = async (t, { owner }) => {
  const response = await t.call("POST", "/api/finance/recharges/payments", {
    token: owner.token,
    body: { method: "alipay", amount: "100" },
  });
  return { paymentId: response.json().id };
};

const transferSetup: TenancyCase<TransferFixture>["setup"] = async (t, { owner }) => {
  const proof = await t.app.files.put({
    bytes: Buffer.from("%PDF-1.4\n%%EOF\n"),
    contentType: "application/pdf",
    name: "receipt.pdf",
  });
  const [row] = await t.db
    .insert(rechargeBankTransfers)
    .values({
      orgId: owner.orgId,
      userId: owner.userId,
      currency: "CNY",
      amount: "200.00",
      transferDate: "2026-01-02",
      proofFile: proof.key,
      proofName: "receipt.pdf",
      proofType: "application/pdf",
      proofSize: 15,
    })
    .returning();
  return { orgId: owner.orgId, transferId: row!.id };
};

const transferUnchanged: TenancyCase<TransferFixture>["unchanged"] = async (t, fixture) => {
  const [row] = await t.db
    .select()
    .from(rechargeBankTransfers)
    .where(eq(rechargeBankTransfers.id, fixture.transferId));
  expect(row).toMatchObject({ status: "pending", rejectReason: null, decidedBy: null });
  const credits = await t.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.referenceId, `bank-transfer-${fixture.transferId}`));
  expect(credits).toEqual([]);
};

export const tenancyCases: TenancyCase<unknown>[] = [
  tenancyCase<PaymentFixture>({
    name: "recharge: another org's payment is not found",
    setup: paymentSetup,
    request: (f) => ({ method: "GET", url: `/api/finance/recharges/payments/${f.paymentId}` }),
  }),
  tenancyCase<PaymentFixture>({
    name: "recharge: the payment list never shows the owner's payments",
    setup: paymentSetup,
    request: () => ({ method: "GET", url: "/api/finance/recharges/payments" }),
    leaksNothing: (response, f) =>
      expect(response.json().rows.map((p: { id: string }) => p.id)).not.toContain(f.paymentId),
  }),
  tenancyCase<PaymentFixture>({
    name: "recharge: a sub-account without the recharge screen cannot open a payment",
    setup: paymentSetup,
    request: () => ({
      method: "POST",
      url: "/api/finance/recharges/payments",
      body: { method: "alipay", amount: "100" },
    }),
    leaksNothing: (response, f) => expect(response.json().id).not.toBe(f.paymentId),
    unchanged: async (t, _f, { bareSub }) => {
      const rows = await t.db
        .select()
        .from(rechargePayments)
        .where(eq(rechargePayments.userId, bareSub.userId));
      expect(rows).toEqual([]);
    },
  }),
  tenancyCase<TransferFixture>({
    name: "bank transfers: the own list never shows the owner's transfers",
    setup: transferSetup,
    request: () => ({ method: "GET", url: "/api/finance/recharges/bank-transfers" }),
    leaksNothing: (response, f) =>
      expect(response.json().rows.map((r: { id: number }) => r.id)).not.toContain(f.transferId),
  }),
  tenancyCase<TransferFixture>({
    name: "bank transfers: another org's proof is not found",
    setup: transferSetup,
    request: (f) => ({ method: "GET", url: `/api/finance/bank-transfers/${f.transferId}/proof` }),
  }),
  tenancyCase<TransferFixture>({
    name: "bank transfers: a customer cannot list every org's transfers",
    setup: transferSetup,
    request: () => ({ method: "GET", url: "/api/finance/bank-transfers?status=pending" }),
    refusedWith: [403],
  }),
  tenancyCase<TransferFixture>({
    name: "bank transfers: a customer cannot confirm the owner's transfer",
    setup: transferSetup,
    request: (f) => ({ method: "POST", url: `/api/finance/bank-transfers/${f.transferId}/confirm` }),
    refusedWith: [403],
    unchanged: transferUnchanged,
  }),
  tenancyCase<TransferFixture>({
    name: "bank transfers: a customer cannot reject the owner's transfer",
    setup: transferSetup,
    request: (f) => ({
      method: "POST",
      url: `/api/finance/bank-transfers/${f.transferId}/reject`,
      body: { reason: "spite" },
    }),
    refusedWith: [403],
    unchanged: transferUnchanged,
  }),
];
