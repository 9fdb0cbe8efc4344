import { randomUUID } from "node:crypto";
import type { OrderDraftRequest } from "@pp/contracts";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { berlinDraft, signDemoProduct } from "../../test/order-fixtures";
import { type Parties, type TenancyCase, tenancyCase } from "../../test/tenancy";
import type { TestApp } from "../../test/test-app";
import { sellerLabels, shipments } from "../carriers";
import { orderCancelRequests } from "./cancel-requests.tables";
import { orderProblems } from "./order-problems.tables";
import { orders } from "./orders.tables";

type OrderFixture = { paidId: number; draftId: number; orderNo: string; body: OrderDraftRequest };
type RequestFixture = OrderFixture & { requestId: number };
type ProblemFixture = OrderFixture & { problemId: number };

// The owner signs the German line, gets money, and places one paid order and one draft through the API.
const setup = async (t: TestApp, { owner }: Parties): Promise<OrderFixture> => {
  const productId = await signDemoProduct(t, owner.token, "PP-DE-ECO");
  await t.app.wallets.credit({
    orgId: owner.orgId,
    currency: "CNY",
    amount: "500",
    reason: "tenancy fixture",
    reference: { type: "adjustment", id: "tenancy" },
    idempotencyKey: `tenancy-${randomUUID()}`,
  });
  const body = berlinDraft(productId);
  const paid = await t.call("POST", "/api/orders/orders", { token: owner.token, body });
  const draft = await t.call("POST", "/api/orders/orders", {
    token: owner.token,
    body: berlinDraft(productId, { saveAsDraft: true }),
  });
  if (paid.statusCode !== 200 || draft.statusCode !== 200) throw new Error(`${paid.body} ${draft.body}`);
  return { paidId: paid.json().id, draftId: draft.json().id, orderNo: paid.json().orderNo, body };
};

// A pending cancel request of the owner's paid order (written straight in: the order stays as it is).
const withRequest = async (t: TestApp, parties: Parties): Promise<RequestFixture> => {
  const fixture = await setup(t, parties);
  const [request] = await t.db
    .insert(orderCancelRequests)
    .values({ orderId: fixture.paidId, orgId: parties.owner.orgId, requestedBy: parties.owner.userId })
    .returning();
  return { ...fixture, requestId: request!.id };
};

// An open problem on the owner's paid order with one attachment in the file store (written straight in, as staff
// would raise it).
const withProblem = async (t: TestApp, parties: Parties): Promise<ProblemFixture> => {
  const fixture = await setup(t, parties);
  const stored = await t.app.files.put({
    bytes: Buffer.from("%PDF-1.4 tenancy"),
    contentType: "application/pdf",
    name: "damage.pdf",
  });
  const [problem] = await t.db
    .insert(orderProblems)
    .values({
      orderId: fixture.paidId,
      orgId: parties.owner.orgId,
      type: "damaged",
      description: "The box arrived crushed",
      attachments: [
        { key: stored.key, name: "damage.pdf", contentType: "application/pdf", size: stored.size },
      ],
      raisedBy: parties.admin.userId,
    })
    .returning();
  return { ...fixture, problemId: problem!.id };
};

const problemUnchanged: TenancyCase<ProblemFixture>["unchanged"] = async (t, fixture) => {
  const [row] = await t.db.select().from(orderProblems).where(eq(orderProblems.id, fixture.problemId));
  expect(row).toMatchObject({ status: "open", answerKind: null, answerText: "", resolvedBy: null });
};

const unchanged: TenancyCase<OrderFixture>["unchanged"] = async (t, fixture, { owner }) => {
  const rows = await t.db.select().from(orders).where(eq(orders.orgId, owner.orgId));
  expect(rows.find((row) => row.id === fixture.paidId)).toMatchObject({ status: "canShip", version: 1 });
  expect(rows.find((row) => row.id === fixture.draftId)).toMatchObject({
    status: "created",
    paymentStatus: "unpaid",
    version: 1,
  });
  expect(rows.every((row) => row.createdBy === owner.userId)).toBe(true);
};

// The owner's paid order pushed with its label kept (written straight in, as the push worker would).
const withLabel = async (t: TestApp, parties: Parties): Promise<OrderFixture> => {
  const fixture = await setup(t, parties);
  const stored = await t.app.files.put({
    bytes: Buffer.from("%PDF-1.4 tenancy label"),
    contentType: "application/pdf",
    name: "label.pdf",
  });
  await t.db
    .update(shipments)
    .set({
      status: "success",
      trackingNumber: "SB000000000CN",
      labelStatus: "obtained",
      labelFile: stored.key,
      labelFormat: "pdf",
    })
    .where(eq(shipments.orderId, fixture.paidId));
  return fixture;
};

const labelUnprinted: TenancyCase<OrderFixture>["unchanged"] = async (t, fixture, parties) => {
  await unchanged?.(t, fixture, parties);
  const [shipment] = await t.db.select().from(shipments).where(eq(shipments.orderId, fixture.paidId));
  expect(shipment).toMatchObject({ status: "success", printCount: 0, byHand: false });
};

export const tenancyCases: TenancyCase<unknown>[] = [
  tenancyCase<OrderFixture>({
    name: "orders: another customer cannot upload a seller's label to the owner's order",
    setup,
    request: (f) => ({
      method: "POST",
      url: `/api/orders/orders/${f.paidId}/seller-label`,
      body: { marketplace: "temu", trackingNumber: "TEMU-TENANCY" },
    }),
    unchanged: async (t, fixture, parties) => {
      await unchanged?.(t, fixture, parties);
      const rows = await t.db.select().from(sellerLabels).where(eq(sellerLabels.orderId, fixture.paidId));
      expect(rows).toEqual([]);
    },
  }),
  tenancyCase<OrderFixture>({
    name: "orders: another customer cannot open (or count a print of) the owner's label",
    setup: withLabel,
    request: (f) => ({ method: "GET", url: `/api/orders/orders/${f.paidId}/label` }),
    unchanged: labelUnprinted,
  }),
  tenancyCase<OrderFixture>({
    name: "orders: another customer cannot print the owner's labels in a batch",
    setup: withLabel,
    request: (f) => ({ method: "POST", url: "/api/orders/labels/batch", body: { orderIds: [f.paidId] } }),
    unchanged: labelUnprinted,
  }),
  tenancyCase<OrderFixture>({
    name: "orders: customers cannot push the owner's order to its carrier",
    setup: withLabel,
    request: (f) => ({
      method: "POST",
      url: "/api/carriers/submissions/push",
      body: { orderIds: [f.paidId] },
    }),
    refusedWith: [403],
    unchanged: labelUnprinted,
  }),
  tenancyCase<OrderFixture>({
    name: "orders: customers cannot mark the owner's submission pushed",
    setup: withLabel,
    request: (f) => ({
      method: "POST",
      url: "/api/carriers/submissions/mark-success",
      body: { orderId: f.paidId, trackingNumber: "LX000000000CN" },
    }),
    refusedWith: [403],
    unchanged: labelUnprinted,
  }),
  tenancyCase<OrderFixture>({
    name: "orders: placing with the owner's submission key neither answers nor charges the owner's order",
    setup,
    request: (f) => ({ method: "POST", url: "/api/orders/orders", body: f.body }),
    // The rival has not signed the owner's product (409); the bare sub-account lacks the wizard's screen (403).
    refusedWith: [403, 409],
    unchanged,
  }),
  tenancyCase<OrderFixture>({
    name: "orders: a bulk placement with the owner's submission key neither answers nor charges the owner's order",
    setup,
    request: (f) => ({ method: "POST", url: "/api/orders/orders/batch", body: { drafts: [f.body] } }),
    leaksNothing: (response, f) => {
      expect(response.json().results).toMatchObject([{ index: 0, ok: false }]);
      expect(response.body).not.toContain(f.orderNo);
    },
    unchanged,
  }),
  tenancyCase<OrderFixture>({
    name: "orders: pay cannot pay the owner's draft",
    setup,
    request: (f) => ({ method: "POST", url: "/api/orders/orders/pay", body: { orderIds: [f.draftId] } }),
    leaksNothing: (response) =>
      expect(response.json().results).toMatchObject([{ ok: false, code: "NOT_FOUND" }]),
    unchanged,
  }),
  tenancyCase<OrderFixture>({
    name: "orders: cancel neither cancels nor refunds the owner's order",
    setup,
    request: (f) => ({ method: "POST", url: "/api/orders/orders/cancel", body: { orderIds: [f.paidId] } }),
    leaksNothing: (response) =>
      expect(response.json().results).toMatchObject([{ ok: false, code: "NOT_FOUND" }]),
    unchanged,
  }),
  tenancyCase<OrderFixture>({
    name: "orders: delete cannot delete the owner's draft",
    setup,
    request: (f) => ({ method: "DELETE", url: `/api/orders/orders/${f.draftId}` }),
    unchanged,
  }),
  tenancyCase<OrderFixture>({
    name: "orders: copy cannot copy the owner's order",
    setup,
    request: (f) => ({
      method: "POST",
      url: `/api/orders/orders/${f.paidId}/copy`,
      body: { idempotencyKey: "copy-tenancy-1" },
    }),
    unchanged,
  }),
  tenancyCase<RequestFixture>({
    name: "orders: the cancel request of the owner's order is not found",
    setup: withRequest,
    request: (f) => ({ method: "GET", url: `/api/orders/orders/${f.paidId}/cancel-request` }),
    unchanged,
  }),
  tenancyCase<RequestFixture>({
    name: "orders: customers cannot list cancel requests",
    setup: withRequest,
    request: () => ({ method: "GET", url: "/api/orders/cancel-requests" }),
    refusedWith: [403],
    unchanged,
  }),
  tenancyCase<RequestFixture>({
    name: "orders: customers cannot confirm the owner's cancel request",
    setup: withRequest,
    request: (f) => ({ method: "POST", url: `/api/orders/cancel-requests/${f.requestId}/confirm` }),
    refusedWith: [403],
    unchanged,
  }),
  tenancyCase<RequestFixture>({
    name: "orders: customers cannot refuse the owner's cancel request",
    setup: withRequest,
    request: (f) => ({
      method: "POST",
      url: `/api/orders/cancel-requests/${f.requestId}/refuse`,
      body: { reason: "no" },
    }),
    refusedWith: [403],
    unchanged,
  }),
  tenancyCase<OrderFixture>({
    name: "orders: paying arrears cannot charge for the owner's order",
    setup,
    request: (f) => ({ method: "POST", url: `/api/orders/orders/${f.paidId}/pay-arrears` }),
    unchanged,
  }),
  tenancyCase<OrderFixture>({
    name: "orders: customers cannot weigh the owner's order in",
    setup,
    request: (f) => ({
      method: "POST",
      url: `/api/orders/orders/${f.paidId}/weigh-in`,
      body: { boxes: [{ lengthCm: "20", widthCm: "20", heightCm: "10", weightKg: "9" }] },
    }),
    refusedWith: [403],
    unchanged,
  }),
  tenancyCase<OrderFixture>({
    name: "orders: the list never shows the owner's orders, not even by their number",
    setup,
    request: (f) => ({ method: "GET", url: `/api/orders/orders?numbers=${f.orderNo}` }),
    leaksNothing: (response, f) => {
      expect(response.json().rows.map((row: { id: number }) => row.id)).not.toContain(f.paidId);
      expect(response.json().total).toBe(0);
    },
    unchanged,
  }),
  tenancyCase<OrderFixture>({
    name: "orders: the detail of the owner's order is not found",
    setup,
    request: (f) => ({ method: "GET", url: `/api/orders/orders/${f.paidId}` }),
    unchanged,
  }),
  tenancyCase<OrderFixture>({
    name: "orders: the log of the owner's order is not found",
    setup,
    request: (f) => ({ method: "GET", url: `/api/orders/orders/${f.paidId}/logs` }),
    unchanged,
  }),
  tenancyCase<OrderFixture>({
    name: "orders: scanning the owner's order number finds nothing",
    setup,
    request: (f) => ({ method: "GET", url: `/api/orders/order-info/any/${f.orderNo}` }),
    unchanged,
  }),
  tenancyCase<OrderFixture>({
    name: "orders: exporting the owner's selected order is not found",
    setup,
    request: (f) => ({
      method: "POST",
      url: "/api/orders/orders/exports",
      body: { by: "ids", ids: [f.paidId] },
    }),
    unchanged,
  }),
  tenancyCase<ProblemFixture>({
    name: "orders: the owner's problem is not found",
    setup: withProblem,
    request: (f) => ({ method: "GET", url: `/api/orders/problems/${f.problemId}` }),
    unchanged: problemUnchanged,
  }),
  tenancyCase<ProblemFixture>({
    name: "orders: the attachment of the owner's problem is not found",
    setup: withProblem,
    request: (f) => ({ method: "GET", url: `/api/orders/problems/${f.problemId}/attachments/0` }),
    unchanged: problemUnchanged,
  }),
  tenancyCase<ProblemFixture>({
    name: "orders: the problem list never shows the owner's problems",
    setup: withProblem,
    request: () => ({ method: "GET", url: "/api/orders/problems" }),
    leaksNothing: (response, f) =>
      expect(response.json().rows.map((row: { id: number }) => row.id)).not.toContain(f.problemId),
    unchanged: problemUnchanged,
  }),
  tenancyCase<ProblemFixture>({
    name: "orders: the owner's problem cannot be answered",
    setup: withProblem,
    request: (f) => ({
      method: "POST",
      url: `/api/orders/problems/${f.problemId}/answer`,
      body: { kind: "destroy", text: "Destroy it" },
    }),
    unchanged: problemUnchanged,
  }),
  tenancyCase<ProblemFixture>({
    name: "orders: customers cannot resolve the owner's problem",
    setup: withProblem,
    request: (f) => ({
      method: "POST",
      url: `/api/orders/problems/${f.problemId}/resolve`,
      body: { note: "done" },
    }),
    refusedWith: [403, 404],
    unchanged: problemUnchanged,
  }),
  tenancyCase<OrderFixture>({
    name: "orders: customers cannot raise a problem on the owner's order",
    setup,
    request: () => ({ method: "POST", url: "/api/orders/problems" }),
    refusedWith: [403],
    unchanged,
  }),
];
