import { randomUUID } from "node:crypto";
import type { PaymentNotification } from "@pp/contracts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentTypeOf } from "../../platform/file-store";
import { type Caller, createCustomerAccount } from "../../test/tenancy";
import { createTestApp, type TestApp } from "../../test/test-app";
import { ledgerEntries, wallets } from "./finance.tables";
import { signNotification } from "./payment-gateway";
import { rechargePayments } from "./recharge.tables";
import { SANDBOX_NOTIFY_URL, SIGNATURE_HEADER } from "./sandbox-gateway";

const SECRET = "recharge-test-secret-0123456789";
let t: TestApp;
let finance: string;
let owner: Caller;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_GATEWAY_SECRET: SECRET, RECHARGE_PROOF_MAX_BYTES: "4096" });
  finance = await t.login("finance", "Finance2026");
  owner = await createCustomerAccount(t);
});
afterAll(async () => {
  await t.close();
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n");
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);

const balanceOf = async (orgId: number) => {
  const [row] = await t.db
    .select()
    .from(wallets)
    .where(and(eq(wallets.orgId, orgId), eq(wallets.currency, "CNY")));
  return row?.balance ?? "0.00";
};
const entriesOf = async (orgId: number) =>
  (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orgId, orgId))).length;

const createPayment = async (
  token: string,
  body: Record<string, unknown> = { method: "alipay", amount: "100" },
) => t.call("POST", "/api/finance/recharges/payments", { token, body });

const notify = (notification: PaymentNotification, signature = signNotification(SECRET, notification)) =>
  t.app.inject({
    method: "POST",
    url: SANDBOX_NOTIFY_URL,
    headers: { [SIGNATURE_HEADER]: signature },
    payload: notification,
  });

const notificationOf = (
  payment: { id: string; payable: string },
  extra: Partial<PaymentNotification> = {},
) => ({
  paymentId: payment.id,
  tradeNo: `T${randomUUID().slice(0, 8)}`,
  status: "success" as const,
  amount: payment.payable,
  paidAt: new Date().toISOString(),
  ...extra,
});

const multipart = (fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) => {
  const boundary = `----test${randomUUID()}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
};

const submitTransfer = (
  token: string,
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
) => {
  const body = multipart(fields, file);
  return t.app.inject({
    method: "POST",
    url: "/api/finance/recharges/bank-transfers",
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
};

const waitFor = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error("condition not reached");
};

describe("proof types", () => {
  it("knows PNG, JPEG and PDF by their first bytes only", () => {
    expect(documentTypeOf(PNG)).toBe("image/png");
    expect(documentTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(documentTypeOf(PDF)).toBe("application/pdf");
    expect(documentTypeOf(ZIP)).toBeNull();
    expect(documentTypeOf(Buffer.from("<svg></svg>"))).toBeNull();
  });
});

describe("online recharge through the sandbox gateway", () => {
  it("shows the minimum and fee rate, and quotes fee and payable before paying", async () => {
    const settings = await t.call("GET", "/api/finance/recharges/settings", { token: owner.token });
    expect(settings.json()).toMatchObject({
      currency: "CNY",
      minimumAmount: "10.00",
      feeRate: "0.006",
      sandbox: true,
      bankAccounts: [{ bank: expect.any(String), holder: expect.any(String), number: expect.any(String) }],
    });
    const quote = await t.call("GET", "/api/finance/recharges/quote?amount=100", { token: owner.token });
    expect(quote.json()).toEqual({ amount: "100.00", fee: "0.60", payable: "100.60" });
  });

  it("refuses an amount under the minimum and an unknown method, naming the field", async () => {
    const low = await t.app.inject({
      method: "POST",
      url: "/api/finance/recharges/payments",
      headers: { authorization: `Bearer ${owner.token}`, "accept-language": "en" },
      payload: { method: "alipay", amount: "9.99" },
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().details).toEqual([{ field: "amount", message: "充值金额不能低于最低充值金额 10.00" }]);
    const method = await createPayment(owner.token, { method: "paypal", amount: "100" });
    expect(method.statusCode).toBe(400);
    expect(method.json().details[0].field).toBe("method");
    expect(await t.db.select().from(rechargePayments).where(eq(rechargePayments.orgId, owner.orgId))).toEqual(
      [],
    );
  });

  it("pays on the hosted page and credits the wallet exactly once, whatever the gateway repeats", async () => {
    const before = await balanceOf(owner.orgId);
    const entries = await entriesOf(owner.orgId);
    const created = await createPayment(owner.token);
    expect(created.statusCode, created.body).toBe(200);
    const payment = created.json();
    expect(payment).toMatchObject({ amount: "100.00", fee: "0.60", payable: "100.60", status: "pending" });
    // The hosted page speaks the payer's console language, whatever the browser asks for.
    expect(payment.payUrl).toBe(`/sandbox-pay/${payment.id}?lang=zh`);

    const page = await t.app.inject({
      method: "GET",
      url: payment.payUrl,
      headers: { "accept-language": "en" },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("沙箱支付");
    expect(page.body).toContain("100.60");
    expect(page.body).toContain(`/sandbox-pay/${payment.id}/pay?lang=zh`);

    const paid = await t.app.inject({
      method: "POST",
      url: `/sandbox-pay/${payment.id}/pay`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(paid.statusCode).toBe(200);
    await waitFor(
      async () =>
        (await t.call("GET", `/api/finance/recharges/payments/${payment.id}`, { token: owner.token })).json()
          .status === "paid",
    );
    expect(await balanceOf(owner.orgId)).toBe((Number(before) + 100).toFixed(2));
    expect(await entriesOf(owner.orgId)).toBe(entries + 1);

    // The same notification again, and a late second one: answered 200, nothing more credited.
    const again = notificationOf(payment);
    expect((await notify(again)).statusCode).toBe(200);
    expect((await notify(again)).body).toBe("success");
    expect(await entriesOf(owner.orgId)).toBe(entries + 1);
    const [entry] = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orgId, owner.orgId), eq(ledgerEntries.referenceId, payment.id)));
    expect(entry).toMatchObject({ kind: "credit", amount: "100.00", referenceType: "recharge" });

    const donePage = await t.app.inject({
      method: "GET",
      url: `/sandbox-pay/${payment.id}?lang=en`,
    });
    expect(donePage.body).toContain("already complete");
  });

  it("handles concurrent duplicate notifications with one credit", async () => {
    const payment = (await createPayment(owner.token, { method: "wechat", amount: "50" })).json();
    const entries = await entriesOf(owner.orgId);
    const responses = await Promise.all([1, 2, 3, 4].map(() => notify(notificationOf(payment))));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await entriesOf(owner.orgId)).toBe(entries + 1);
  });

  it("refuses a forged signature or a wrong amount and changes nothing", async () => {
    const payment = (await createPayment(owner.token)).json();
    const before = await balanceOf(owner.orgId);
    const forged = await notify(
      notificationOf(payment),
      signNotification("another-secret-0123456789", notificationOf(payment)),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().details[0].field).toBe("signature");
    const missing = await t.app.inject({
      method: "POST",
      url: SANDBOX_NOTIFY_URL,
      payload: notificationOf(payment),
    });
    expect(missing.statusCode).toBe(400);
    // Signed over one amount, sent with another: the signature no longer matches.
    const signed = notificationOf(payment);
    const tampered = await notify({ ...signed, amount: "1000.00" }, signNotification(SECRET, signed));
    expect(tampered.statusCode).toBe(400);
    // Correctly signed, but not what the payment asks for.
    const short = await notify(notificationOf(payment, { amount: "100.00" }));
    expect(short.statusCode).toBe(400);
    expect(short.json().details[0].field).toBe("amount");
    const unknown = await notify(notificationOf({ id: randomUUID(), payable: "100.60" }));
    expect(unknown.statusCode).toBe(404);
    expect(await balanceOf(owner.orgId)).toBe(before);
    const [row] = await t.db.select().from(rechargePayments).where(eq(rechargePayments.id, payment.id));
    expect(row).toMatchObject({ status: "pending", tradeNo: null });
  });

  it("pages the history by keyset: every payment once, newest first, with a total", async () => {
    const payer = await createCustomerAccount(t);
    const created: string[] = [];
    for (const amount of ["11", "12", "13"])
      created.unshift((await createPayment(payer.token, { method: "alipay", amount })).json().id);
    const pageOf = async (query: string) =>
      (await t.call("GET", `/api/finance/recharges/payments?size=2${query}`, { token: payer.token })).json();
    const first = await pageOf("");
    expect(first).toMatchObject({ total: 3, nextCursor: expect.any(String) });
    const second = await pageOf(`&cursor=${first.nextCursor}`);
    expect(second).toMatchObject({ total: 3, nextCursor: null });
    expect([...first.rows, ...second.rows].map((p: { id: string }) => p.id)).toEqual(created);
  });

  it("expires an unpaid payment, and still credits a late notification once (the money was taken)", async () => {
    const payment = (await createPayment(owner.token, { method: "alipay", amount: "20" })).json();
    await t.db
      .update(rechargePayments)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(rechargePayments.id, payment.id));
    const list = await t.call("GET", "/api/finance/recharges/payments", { token: owner.token });
    expect(list.json().rows.find((p: { id: string }) => p.id === payment.id)).toMatchObject({
      status: "expired",
    });
    const page = await t.app.inject({
      method: "GET",
      url: `/sandbox-pay/${payment.id}`,
      headers: { "accept-language": "en" },
    });
    expect(page.body).toContain("expired");
    const pay = await t.app.inject({
      method: "POST",
      url: `/sandbox-pay/${payment.id}/pay`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(pay.body).toContain("expired");

    const before = await balanceOf(owner.orgId);
    const late = notificationOf(payment);
    expect((await notify(late)).statusCode).toBe(200);
    expect((await notify(late)).statusCode).toBe(200);
    expect(await balanceOf(owner.orgId)).toBe((Number(before) + 20).toFixed(2));
    const one = await t.call("GET", `/api/finance/recharges/payments/${payment.id}`, { token: owner.token });
    expect(one.json()).toMatchObject({ status: "paid", paidLate: true });
  });

  it("keeps payments to their org: another customer gets 404, a bare sub-account 403", async () => {
    const payment = (await createPayment(owner.token)).json();
    const rival = await createCustomerAccount(t);
    expect(
      (await t.call("GET", `/api/finance/recharges/payments/${payment.id}`, { token: rival.token }))
        .statusCode,
    ).toBe(404);
    const bare = await createCustomerAccount(t, {
      mainUserId: owner.userId,
      orgId: owner.orgId,
      grants: ["home"],
    });
    expect((await createPayment(bare.token)).statusCode).toBe(403);
    const granted = await createCustomerAccount(t, {
      mainUserId: owner.userId,
      orgId: owner.orgId,
      grants: ["finance/recharge"],
    });
    expect((await createPayment(granted.token)).statusCode).toBe(200);
  });
});

describe("bank transfers", () => {
  it("is submitted with a proof, listed for finance, confirmed once", async () => {
    const customer = await createCustomerAccount(t);
    const submitted = await submitTransfer(
      customer.token,
      { amount: "300.5", transferDate: "2026-01-02" },
      { name: "receipt.png", type: "image/png", data: PNG },
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    const transfer = submitted.json();
    expect(transfer).toMatchObject({
      amount: "300.50",
      status: "pending",
      proofType: "image/png",
      proofName: "receipt.png",
    });

    const pending = await t.call("GET", "/api/finance/bank-transfers?status=pending", { token: finance });
    expect(pending.json().rows.map((r: { id: number }) => r.id)).toContain(transfer.id);
    const proof = await t.call("GET", `/api/finance/bank-transfers/${transfer.id}/proof`, { token: finance });
    expect(proof.headers["content-type"]).toBe("image/png");
    expect(proof.rawPayload.equals(PNG)).toBe(true);
    const ownProof = await t.call("GET", `/api/finance/bank-transfers/${transfer.id}/proof`, {
      token: customer.token,
    });
    expect(ownProof.statusCode).toBe(200);

    const confirmed = await t.call("POST", `/api/finance/bank-transfers/${transfer.id}/confirm`, {
      token: finance,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().status).toBe("confirmed");
    expect(await balanceOf(customer.orgId)).toBe("300.50");
    const twice = await t.call("POST", `/api/finance/bank-transfers/${transfer.id}/confirm`, {
      token: finance,
    });
    expect(twice.statusCode).toBe(409);
    expect(await balanceOf(customer.orgId)).toBe("300.50");
    expect(await entriesOf(customer.orgId)).toBe(1);

    const history = await t.call("GET", "/api/finance/recharges/bank-transfers", { token: customer.token });
    expect(history.json().rows).toEqual([expect.objectContaining({ id: transfer.id, status: "confirmed" })]);
  });

  it("is rejected with a reason and credits nothing", async () => {
    const customer = await createCustomerAccount(t);
    const transfer = (
      await submitTransfer(
        customer.token,
        { amount: "80", transferDate: "2026-01-03" },
        { name: "receipt.pdf", type: "application/pdf", data: PDF },
      )
    ).json();
    const noReason = await t.call("POST", `/api/finance/bank-transfers/${transfer.id}/reject`, {
      token: finance,
      body: { reason: " " },
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await t.call("POST", `/api/finance/bank-transfers/${transfer.id}/reject`, {
      token: finance,
      body: { reason: "No such transfer on our statement" },
    });
    expect(rejected.json()).toMatchObject({
      status: "rejected",
      rejectReason: "No such transfer on our statement",
    });
    expect(await balanceOf(customer.orgId)).toBe("0.00");
    const confirm = await t.call("POST", `/api/finance/bank-transfers/${transfer.id}/confirm`, {
      token: finance,
    });
    expect(confirm.statusCode).toBe(409);
    expect(await entriesOf(customer.orgId)).toBe(0);
  });

  it("judges the proof by its content, not its name, and checks size, amount and date", async () => {
    const customer = await createCustomerAccount(t);
    await t.call("POST", "/api/customerInfo/i18n/en", { token: customer.token });
    const fields = { amount: "10", transferDate: "2026-01-02" };
    const zipAsPng = await submitTransfer(customer.token, fields, {
      name: "receipt.png",
      type: "image/png",
      data: ZIP,
    });
    expect(zipAsPng.statusCode).toBe(400);
    expect(zipAsPng.json().details).toEqual([
      { field: "file", message: "The transfer proof must be a PNG or JPEG image or a PDF file" },
    ]);
    const pdfAsPng = await submitTransfer(customer.token, fields, {
      name: "receipt.png",
      type: "image/png",
      data: PDF,
    });
    expect(pdfAsPng.json().proofType).toBe("application/pdf");
    const big = await submitTransfer(customer.token, fields, {
      name: "big.png",
      type: "image/png",
      data: Buffer.concat([PNG, Buffer.alloc(5000)]),
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().details[0].field).toBe("file");
    const none = await submitTransfer(customer.token, fields);
    expect(none.json().details[0]).toMatchObject({ field: "file" });
    const amount = await submitTransfer(
      customer.token,
      { ...fields, amount: "-1" },
      { name: "a.png", type: "image/png", data: PNG },
    );
    expect(amount.json().details[0].field).toBe("amount");
    const future = await submitTransfer(
      customer.token,
      { ...fields, transferDate: "2999-01-01" },
      { name: "a.png", type: "image/png", data: PNG },
    );
    expect(future.json().details).toEqual([
      { field: "transferDate", message: "The transfer date must be a YYYY-MM-DD date no later than today" },
    ]);
    const history = await t.call("GET", "/api/finance/recharges/bank-transfers", { token: customer.token });
    expect(history.json().rows).toHaveLength(1);
  });

  it("is for finance to decide: a customer cannot list, confirm or reject", async () => {
    const customer = await createCustomerAccount(t);
    expect((await t.call("GET", "/api/finance/bank-transfers", { token: customer.token })).statusCode).toBe(
      403,
    );
    const operator = await t.login("operator", "Operator2026");
    expect((await t.call("GET", "/api/finance/bank-transfers", { token: operator })).statusCode).toBe(403);
  });
});
