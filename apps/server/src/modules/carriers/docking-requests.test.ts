import { randomUUID } from "node:crypto";
import type { DockingRequest, Page, WalletEntry } from "@pp/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dockingRequests, ledgerEntries, notices, wallets } from "../../schema";
import { type Caller, createCustomerAccount } from "../../test/tenancy";
import { openTestAppForFile, type TestApp } from "../../test/test-app";

let t: TestApp;
let operator: string;
let finance: string;
openTestAppForFile(async (app) => {
  t = app;
  operator = await t.login("operator", "Operator2026");
  finance = await t.login("finance", "Finance2026");
});

const form = (carrierName = "Yanwen") => ({
  carrierName,
  website: "https://www.yw56.com.cn",
  apiDocsUrl: "https://open.yw56.com.cn/docs",
  contact: "Li Lei 13800000000",
  note: "We ship 500 parcels a day with them",
  idempotencyKey: `docking-${randomUUID()}`,
});

/** A customer org with `amount` CNY in its wallet. */
const customerWith = async (amount: string) => {
  const caller = await createCustomerAccount(t);
  await t.app.wallets.credit({
    orgId: caller.orgId,
    currency: "CNY",
    amount,
    reason: "test",
    reference: { type: "recharge", id: randomUUID() },
    idempotencyKey: randomUUID(),
  });
  return caller;
};

const submit = (caller: Caller, body: unknown = form()) =>
  t.call("POST", "/api/carriers/docking-requests", { token: caller.token, body });
const act = (token: string, id: number, action: "accept" | "reject" | "withdraw", body?: unknown) =>
  t.call("POST", `/api/carriers/docking-requests/${id}/${action}`, {
    token,
    ...(body === undefined ? {} : { body }),
  });
const walletOf = async (orgId: number) =>
  (await t.db.select().from(wallets).where(eq(wallets.orgId, orgId)))[0]!;
const drift = async () => (await t.call("GET", "/api/finance/ledger/check", { token: finance })).json().drift;

/** A submitted request, its fee held. */
const submitted = async (caller: Caller) => {
  const answer = await submit(caller);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<DockingRequest>();
};

describe("docking requests", () => {
  it("holds the 3000.00 CNY fee when a customer asks, and tells the platform's staff", async () => {
    const customer = await customerWith("5000.00");
    const request = await submitted(customer);
    expect(request).toMatchObject({
      status: "pending",
      fee: "3000.00",
      currency: "CNY",
      carrierName: "Yanwen",
    });
    expect(await walletOf(customer.orgId)).toMatchObject({ balance: "5000.00", held: "3000.00" });
    const list = await t.call("GET", "/api/carriers/docking-requests", { token: customer.token });
    expect(list.json<Page<DockingRequest>>().rows.map((row) => row.id)).toEqual([request.id]);
    const staffList = await t.call("GET", "/api/carriers/docking-requests?status=pending", {
      token: operator,
    });
    expect(staffList.json<Page<DockingRequest>>().rows.map((row) => row.id)).toContain(request.id);
    const told = await t.db.select().from(notices).where(eq(notices.kind, "dockingRequested"));
    expect(told.some((notice) => notice.params.carrier === "Yanwen")).toBe(true);
  });

  it("holds the fee once for a submission sent twice, even at the same moment", async () => {
    const customer = await customerWith("10000.00");
    const body = form("Cainiao");
    const [first, second] = await Promise.all([submit(customer, body), submit(customer, body)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json<DockingRequest>().id).toBe(first.json<DockingRequest>().id);
    const again = await submit(customer, body);
    expect(again.json<DockingRequest>().id).toBe(first.json<DockingRequest>().id);
    expect(await walletOf(customer.orgId)).toMatchObject({ balance: "10000.00", held: "3000.00" });
    const rows = await t.db.select().from(dockingRequests).where(eq(dockingRequests.orgId, customer.orgId));
    expect(rows).toHaveLength(1);
  });

  it("saves nothing and says so when the wallet cannot cover the fee", async () => {
    const customer = await customerWith("2999.99");
    const refused = await submit(customer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "BALANCE_INSUFFICIENT" });
    expect(refused.json().message).toBe("钱包可用余额 2999.99 CNY 不足以冻结对接费 3000.00 CNY，请先充值");
    expect(
      await t.db.select().from(dockingRequests).where(eq(dockingRequests.orgId, customer.orgId)),
    ).toEqual([]);
    expect(await walletOf(customer.orgId)).toMatchObject({ balance: "2999.99", held: "0.00" });
  });

  it("refuses a request without its API documentation, naming the field", async () => {
    const customer = await customerWith("3000.00");
    const refused = await submit(customer, { ...form(), apiDocsUrl: "" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].field).toBe("apiDocsUrl");
    const badUrl = await submit(customer, { ...form(), website: "yw56" });
    expect(badUrl.json().details[0].field).toBe("website");
    expect(await walletOf(customer.orgId)).toMatchObject({ held: "0.00" });
  });

  it("captures the fee once when staff accept: a docking fee in the customer's wallet flow", async () => {
    const customer = await customerWith("3000.00");
    const request = await submitted(customer);
    const accepted = await act(operator, request.id, "accept");
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<DockingRequest>()).toMatchObject({ status: "accepted" });
    expect(await walletOf(customer.orgId)).toMatchObject({ balance: "0.00", held: "0.00" });
    // The same decision again changes nothing; another decision is refused.
    expect((await act(operator, request.id, "accept")).json<DockingRequest>()).toMatchObject({
      status: "accepted",
    });
    const rejected = await act(operator, request.id, "reject", { reason: "late" });
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json().message).toBe("该对接申请已处理，请刷新后查看");
    expect((await act(customer.token, request.id, "withdraw")).statusCode).toBe(409);
    expect(await walletOf(customer.orgId)).toMatchObject({ balance: "0.00", held: "0.00" });
    const captures = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orgId, customer.orgId));
    expect(captures.filter((entry) => entry.kind === "capture")).toHaveLength(1);
    const flow = await t.call("GET", "/api/finance/wallet-flow", { token: customer.token });
    const fee = flow.json<Page<WalletEntry>>().rows.find((entry) => entry.kind === "capture");
    expect(fee).toMatchObject({
      amount: "3000.00",
      reason: "对接 Yanwen 费用",
      reference: { type: "dockingRequest", id: String(request.id) },
    });
    const told = await t.db.select().from(notices).where(eq(notices.kind, "dockingAccepted"));
    expect(told.filter((notice) => notice.userId === customer.userId)).toHaveLength(1);
    expect(await drift()).toBe("0.00");
  });

  it("releases the fee when staff reject with a reason, or the customer withdraws", async () => {
    const customer = await customerWith("6000.00");
    const first = await submitted(customer);
    const second = await submitted(customer);
    expect(await walletOf(customer.orgId)).toMatchObject({ held: "6000.00" });
    const rejected = await act(operator, first.id, "reject", { reason: "No public API" });
    expect(rejected.json<DockingRequest>()).toMatchObject({
      status: "rejected",
      rejectReason: "No public API",
    });
    expect((await act(operator, first.id, "reject", { reason: "again" })).statusCode).toBe(200);
    const withdrawn = await act(customer.token, second.id, "withdraw");
    expect(withdrawn.json<DockingRequest>()).toMatchObject({ status: "withdrawn" });
    expect(await walletOf(customer.orgId)).toMatchObject({ balance: "6000.00", held: "0.00" });
    expect((await act(operator, second.id, "accept")).statusCode).toBe(409);
    const told = await t.db.select().from(notices).where(eq(notices.userId, customer.userId));
    expect(told.map((notice) => notice.kind)).toEqual(["dockingRejected"]);
    expect(await drift()).toBe("0.00");
  });

  it("lets only staff decide and only the owner withdraw", async () => {
    const customer = await customerWith("3000.00");
    const rival = await customerWith("3000.00");
    const request = await submitted(customer);
    expect((await act(customer.token, request.id, "accept")).statusCode).toBe(403);
    expect((await act(finance, request.id, "accept")).statusCode).toBe(403);
    expect((await act(rival.token, request.id, "withdraw")).statusCode).toBe(404);
    expect((await act(operator, request.id, "withdraw")).statusCode).toBe(403);
    expect((await act(operator, request.id, "reject", { reason: " " })).statusCode).toBe(400);
    const rivalList = await t.call("GET", "/api/carriers/docking-requests", { token: rival.token });
    expect(rivalList.json<Page<DockingRequest>>().rows).toEqual([]);
    expect(await walletOf(customer.orgId)).toMatchObject({ held: "3000.00" });
  });
});
