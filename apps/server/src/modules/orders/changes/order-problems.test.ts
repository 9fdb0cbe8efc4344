import { randomUUID } from "node:crypto";
import type { Notice, OrderPlaceResult, OrderProblem, Page } from "@pp/contracts";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLogs, orderProblems } from "../../../schema";
import { berlinDraft, fundedCustomer, openGermanLine } from "../../../test/order-fixtures";
import { createCustomerAccount } from "../../../test/tenancy";
import type { TestApp } from "../../../test/test-app";

// Problem orders through the HTTP layer: the operator raises one with an attachment, the customer answers it
// from its inbox's notice, the operator resolves it; each step tells the other side.

let t: TestApp;
let operator: string;
let productId: number;

const PDF = Buffer.from("%PDF-1.4 a photo of the crushed box");

beforeAll(async () => {
  ({ t, operator, productId } = await openGermanLine());
});
afterAll(() => t.close());

/** A new customer org with one paid order of PP-DE-ECO. */
const customerWithOrder = async () => {
  const owner = await fundedCustomer(t, productId, "500.00");
  const placed = await t.call("POST", "/api/orders/orders", {
    token: owner.token,
    body: berlinDraft(productId),
  });
  if (placed.statusCode !== 200) throw new Error(placed.body);
  return { owner, order: placed.json() as OrderPlaceResult };
};

const raise = (token: string, fields: Record<string, string>, file?: { name: string; data: Buffer }) => {
  const boundary = `----test${randomUUID()}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: "POST",
    url: "/api/orders/problems",
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    },
    payload: Buffer.concat(parts),
  });
};

const inbox = async (token: string) =>
  ((await t.call("GET", "/api/system/notices", { token })).json() as Page<Notice>).rows;

const latestLog = async (orderId: number) =>
  (
    await t.db
      .select()
      .from(orderLogs)
      .where(eq(orderLogs.orderId, orderId))
      .orderBy(desc(orderLogs.id))
      .limit(1)
  )[0];

describe("problem orders", () => {
  it("runs raise → answer → resolve with an attachment, log rows and notices on each side", async () => {
    const { owner, order } = await customerWithOrder();
    const raised = await raise(
      operator,
      { orderId: String(order.id), type: "damaged", description: "The box arrived crushed" },
      { name: "box.pdf", data: PDF },
    );
    expect(raised.statusCode, raised.body).toBe(200);
    const problem = raised.json() as OrderProblem;
    expect(problem).toMatchObject({
      orderNo: order.orderNo,
      type: "damaged",
      status: "open",
      attachments: [{ index: 0, name: "box.pdf", contentType: "application/pdf", size: PDF.length }],
    });
    expect(await latestLog(order.id)).toMatchObject({ event: "problemRaise", userId: expect.any(Number) });

    // The customer reads the notice, opens the problem and downloads its attachment.
    const [notice] = await inbox(owner.token);
    expect(notice).toMatchObject({ kind: "problemRaised", link: `/orders/problem?id=${problem.id}` });
    expect(notice!.text).toContain(order.orderNo);
    const listed = await t.call("GET", "/api/orders/problems?status=open", { token: owner.token });
    expect((listed.json() as Page<OrderProblem>).rows.map((row) => row.id)).toEqual([problem.id]);
    const file = await t.call("GET", `/api/orders/problems/${problem.id}/attachments/0`, {
      token: owner.token,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.rawPayload.equals(PDF)).toBe(true);

    // Staff cannot answer; the customer answers with a corrected address, once.
    const address = {
      name: "Max Muster",
      phone: "+49 30 1234567",
      countryCode: "DE",
      city: "Berlin",
      postcode: "10115",
      address1: "Invalidenstraße 1",
    };
    const byStaff = await t.call("POST", `/api/orders/problems/${problem.id}/answer`, {
      token: operator,
      body: { kind: "reply", text: "no" },
    });
    expect(byStaff.statusCode).toBe(403);
    const answered = await t.call("POST", `/api/orders/problems/${problem.id}/answer`, {
      token: owner.token,
      body: { kind: "correctedAddress", text: "New street", address },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ status: "answered", answerKind: "correctedAddress" });
    expect((answered.json() as OrderProblem).correctedAddress).toMatchObject({ city: "Berlin" });
    const again = await t.call("POST", `/api/orders/problems/${problem.id}/answer`, {
      token: owner.token,
      body: { kind: "destroy", text: "Destroy it" },
      lang: "en",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "ALREADY_DECIDED" });
    expect((await inbox(operator))[0]).toMatchObject({
      kind: "problemAnswered",
      link: `/orders/problem?id=${problem.id}`,
    });

    // The customer cannot resolve; staff resolve once and the customer is told the note.
    const byCustomer = await t.call("POST", `/api/orders/problems/${problem.id}/resolve`, {
      token: owner.token,
      body: { note: "done" },
    });
    expect(byCustomer.statusCode).toBe(403);
    const resolved = await t.call("POST", `/api/orders/problems/${problem.id}/resolve`, {
      token: operator,
      body: { note: "Re-routed to the new address" },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      status: "resolved",
      resolutionNote: "Re-routed to the new address",
    });
    const twice = await t.call("POST", `/api/orders/problems/${problem.id}/resolve`, {
      token: operator,
      body: { note: "again" },
    });
    expect(twice.statusCode).toBe(409);
    expect((await inbox(owner.token))[0]).toMatchObject({ kind: "problemResolved" });
    expect((await inbox(owner.token))[0]!.text).toContain("Re-routed to the new address");
    expect(await latestLog(order.id)).toMatchObject({ event: "problemResolve" });
  });

  it("refuses an attachment that is not PNG, JPEG or PDF and stores nothing", async () => {
    const { order } = await customerWithOrder();
    const refused = await raise(
      operator,
      { orderId: String(order.id), type: "other", description: "x" },
      { name: "a.svg", data: Buffer.from("<svg></svg>") },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ field: "file", message: expect.stringContaining("PDF") }]);
    expect(await t.db.select().from(orderProblems).where(eq(orderProblems.orderId, order.id))).toEqual([]);
  });

  it("lets a sub-account answer only with the problem screen granted", async () => {
    const { owner, order } = await customerWithOrder();
    const raised = await raise(operator, {
      orderId: String(order.id),
      type: "address",
      description: "No such street",
    });
    const problemId = (raised.json() as OrderProblem).id;
    const bare = await createCustomerAccount(t, { mainUserId: owner.userId, orgId: owner.orgId, grants: [] });
    const granted = await createCustomerAccount(t, {
      mainUserId: owner.userId,
      orgId: owner.orgId,
      grants: ["orders/problem"],
    });
    const body = { kind: "reply", text: "Please call the receiver" };
    const refused = await t.call("POST", `/api/orders/problems/${problemId}/answer`, {
      token: bare.token,
      body,
    });
    expect(refused.statusCode).toBe(403);
    const answered = await t.call("POST", `/api/orders/problems/${problemId}/answer`, {
      token: granted.token,
      body,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((answered.json() as OrderProblem).status).toBe("answered");
  });
});
