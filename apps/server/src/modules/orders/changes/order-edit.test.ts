import { randomUUID } from "node:crypto";
import type {
  OrderEdited,
  OrderEditParam,
  OrderEditQuote,
  OrderEditRequestBody,
  OrderPlaceResult,
  OrderProblem,
} from "@pp/contracts";
import { compareMoney, subtractMoney, type WalletReasonCode } from "@pp/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventOutbox, ledgerEntries, orderBoxes, orderLogs, orders, users, wallets } from "../../../schema";
import { berlinDraft, fundedCustomer, openGermanLine } from "../../../test/order-fixtures";
import type { Caller } from "../../../test/tenancy";
import type { TestApp } from "../../../test/test-app";
import { checkLedger } from "../../finance";
import { orderProblems } from "../order-problems.tables";

let t: TestApp;
let operator: string;
let productId: number;

beforeAll(async () => {
  ({ t, operator, productId } = await openGermanLine());
});
afterAll(() => t.close());

/** The product's editable groups, as the product screen would set them (catalog's table by name). */
const allowEditing = (fields: string[]) =>
  t.db.execute(
    sql`update products set editable_fields = ${JSON.stringify(fields)}::jsonb where id = ${productId}`,
  );

const place = async (owner: Caller, overrides: Parameters<typeof berlinDraft>[1] = {}) => {
  const response = await t.call("POST", "/api/orders/orders", {
    token: owner.token,
    body: berlinDraft(productId, overrides),
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json() as OrderPlaceResult;
};
const weighing = (weightKg: string) => [{ lengthCm: "20", widthCm: "20", heightCm: "10", weightKg }];
const munich = {
  name: "Erika Muster",
  phone: "+49 89 1234567",
  countryCode: "DE",
  city: "München",
  postcode: "80331",
  address1: "Marienplatz",
  houseNumber: "8",
};

const editParam = (token: string, id: number) =>
  t.call("GET", `/api/orders/orders/${id}/edit-param`, { token, lang: "en" });
const edit = (
  token: string,
  id: number,
  body: Omit<OrderEditRequestBody, "idempotencyKey">,
  key = randomUUID(),
) =>
  t.call("PUT", `/api/orders/orders/${id}`, {
    token,
    lang: "en",
    body: { ...body, idempotencyKey: `edit-${key}` },
  });
const preview = (token: string, id: number, body: Omit<OrderEditRequestBody, "idempotencyKey">) =>
  t.call("POST", `/api/orders/orders/${id}/edit-preview`, { token, body });

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const balanceOf = async (orgId: number) =>
  (
    await t.db
      .select()
      .from(wallets)
      .where(and(eq(wallets.orgId, orgId), eq(wallets.currency, "CNY")))
  )[0]!.balance;
const entriesOf = (orgId: number, reasonCode: WalletReasonCode) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orgId, orgId), eq(ledgerEntries.reasonCode, reasonCode)));
const logsOf = (id: number) =>
  t.db.select().from(orderLogs).where(eq(orderLogs.orderId, id)).orderBy(asc(orderLogs.id));

describe("editing an order before hand-over", () => {
  it("names the product's groups and the order's values", async () => {
    await allowEditing(["receiver", "remarks", "taxNumbers"]);
    const owner = await fundedCustomer(t, productId);
    const placed = await place(owner);
    const response = await editParam(owner.token, placed.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json() as OrderEditParam).toMatchObject({
      id: placed.id,
      editable: true,
      notEditableReason: null,
      fields: ["receiver", "remarks", "taxNumbers"],
      paid: true,
      originCountry: "CN",
      values: { receiver: { city: "Berlin", postcode: "10115" }, boxes: [{ weightKg: "1.000" }] },
    });
  });

  it("writes a new receiver address, logs old → new with an order.updated event, and a repeated key changes once", async () => {
    await allowEditing(["receiver", "remarks", "taxNumbers"]);
    const owner = await fundedCustomer(t, productId);
    const placed = await place(owner);
    const key = randomUUID();
    const response = await edit(owner.token, placed.id, { receiver: munich, remarks: "ring twice" }, key);
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json() as OrderEdited;
    expect(edited).toMatchObject({ id: placed.id, status: "canShip", version: 2, paid: true });
    const again = await edit(owner.token, placed.id, { receiver: munich, remarks: "ring twice" }, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ version: 2, difference: edited.difference });
    const row = await orderRow(placed.id);
    expect(row).toMatchObject({
      version: 2,
      destCity: "München",
      destPostcode: "80331",
      originCountry: "CN",
      remarks: "ring twice",
      receiver: { name: "Erika Muster", address1: "Marienplatz" },
    });
    const logs = (await logsOf(placed.id)).filter((log) => log.event === "edit");
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      reason: "orderLogEditedAddress",
      fromStatus: "canShip",
      toStatus: "canShip",
      params: {
        fromAddress: "Unter den Linden 5, 10115 Berlin, DE",
        toAddress: "Marienplatz 8, 80331 München, DE",
      },
    });
    const log = await t.call("GET", `/api/orders/orders/${placed.id}/logs`, {
      token: owner.token,
      lang: "en",
    });
    expect(log.body).toContain("Unter den Linden 5, 10115 Berlin, DE → Marienplatz 8, 80331 München, DE");
    const events = await t.db
      .select()
      .from(eventOutbox)
      .where(and(eq(eventOutbox.aggregateId, placed.id), eq(eventOutbox.topic, "order.updated")));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ version: 2 });
  });

  it("changes once for two submits of one key at the same time", async () => {
    await allowEditing(["boxes"]);
    const owner = await fundedCustomer(t, productId);
    const placed = await place(owner);
    const key = randomUUID();
    const answers = await Promise.all([
      edit(owner.token, placed.id, { boxes: weighing("5") }, key),
      edit(owner.token, placed.id, { boxes: weighing("5") }, key),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await orderRow(placed.id)).version).toBe(2);
    expect(await entriesOf(owner.orgId, "orderEditCharge")).toHaveLength(1);
    expect((await logsOf(placed.id)).filter((log) => log.event === "edit")).toHaveLength(1);
  });

  it("charges a heavier edit's difference under one key and refunds a lighter one's", async () => {
    await allowEditing(["receiver", "boxes"]);
    const owner = await fundedCustomer(t, productId);
    const placed = await place(owner);
    const quoted = await preview(owner.token, placed.id, { boxes: weighing("12") });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = quoted.json() as OrderEditQuote;
    expect(compareMoney(quote.difference, "0")).toBeGreaterThan(0);
    expect((await orderRow(placed.id)).version).toBe(1);

    const heavier = (await edit(owner.token, placed.id, { boxes: weighing("12") })).json() as OrderEdited;
    expect(heavier).toMatchObject({ version: 2, difference: quote.difference, charge: quote.charge });
    const [charged] = await entriesOf(owner.orgId, "orderEditCharge");
    expect(charged).toMatchObject({
      kind: "charge",
      amount: heavier.difference,
      referenceId: placed.orderNo,
    });
    expect(await balanceOf(owner.orgId)).toBe(subtractMoney("1000.00", heavier.charge.to));
    const [box] = await t.db.select().from(orderBoxes).where(eq(orderBoxes.orderId, placed.id));
    expect(box!.weightKg).toBe("12.000");

    const lighter = (await edit(owner.token, placed.id, { boxes: weighing("1") })).json() as OrderEdited;
    expect(compareMoney(lighter.difference, "0")).toBeLessThan(0);
    const [refund] = await entriesOf(owner.orgId, "orderEditRefund");
    expect(refund).toMatchObject({ kind: "refund", amount: subtractMoney("0", lighter.difference) });
    expect(await balanceOf(owner.orgId)).toBe(subtractMoney("1000.00", placed.charged!.amount));
    expect((await checkLedger(t.db)).drift).toBe("0.00");
  });

  it("refuses a dearer edit the wallet cannot pay and changes nothing", async () => {
    await allowEditing(["boxes"]);
    const poor = await fundedCustomer(t, productId);
    const placed = await place(poor);
    // The wallet spent to its last cent elsewhere.
    await t.app.wallets.charge({
      orgId: poor.orgId,
      currency: "CNY",
      amount: await balanceOf(poor.orgId),
      reason: "spent elsewhere",
      reference: { type: "adjustment", id: "order-edit-test" },
      idempotencyKey: `spent-${randomUUID()}`,
    });
    const before = await balanceOf(poor.orgId);
    const response = await edit(poor.token, placed.id, { boxes: weighing("12") });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: "BALANCE_INSUFFICIENT" });
    expect(await balanceOf(poor.orgId)).toBe(before);
    expect(await orderRow(placed.id)).toMatchObject({ version: 1, chargeableKg: "1.000" });
    expect((await logsOf(placed.id)).some((log) => log.event === "edit")).toBe(false);
  });

  it("refuses a group the product does not allow, an unknown field and another origin, naming the field", async () => {
    await allowEditing(["receiver", "sender"]);
    const owner = await fundedCustomer(t, productId);
    const placed = await place(owner);
    const boxes = await edit(owner.token, placed.id, { boxes: weighing("2") });
    expect(boxes.statusCode).toBe(400);
    expect(boxes.json().details).toEqual([{ field: "boxes", message: expect.any(String) }]);
    const origin = await t.call("PUT", `/api/orders/orders/${placed.id}`, {
      token: owner.token,
      body: { idempotencyKey: `edit-${randomUUID()}`, originCountry: "HK" },
    });
    expect(origin.statusCode).toBe(400);
    expect(JSON.stringify(origin.json().details)).toContain("originCountry");
    const sender = { ...berlinDraft(productId).sender, countryCode: "HK", city: "Hong Kong" };
    const moved = await edit(owner.token, placed.id, { sender });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().details).toEqual([
      { field: "sender.countryCode", message: expect.stringContaining("CN") },
    ]);
    expect((await orderRow(placed.id)).version).toBe(1);
  });

  it("re-prices a draft without moving money", async () => {
    await allowEditing(["boxes"]);
    const owner = await fundedCustomer(t, productId);
    const draft = await place(owner, { saveAsDraft: true });
    const response = await edit(owner.token, draft.id, { boxes: weighing("12") });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: "created", paid: false });
    expect(await balanceOf(owner.orgId)).toBe("1000.00");
    expect((await orderRow(draft.id)).chargeableKg).toBe("12.000");
  });

  it("refuses an order handed over, and lets platform staff edit any org's order", async () => {
    await allowEditing(["receiver"]);
    const owner = await fundedCustomer(t, productId);
    const placed = await place(owner);
    const byStaff = await edit(operator, placed.id, { receiver: munich });
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    const weighed = await t.call("POST", `/api/orders/orders/${placed.id}/weigh-in`, {
      token: operator,
      body: { boxes: weighing("1") },
    });
    expect(weighed.statusCode, weighed.body).toBe(200);
    const late = await edit(owner.token, placed.id, { receiver: { ...munich, name: "Late" } });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "ORDER_NOT_EDITABLE" });
    expect((await editParam(owner.token, placed.id)).json()).toMatchObject({ editable: false });
  });

  it("answers 404 to another org", async () => {
    await allowEditing(["receiver"]);
    const owner = await fundedCustomer(t, productId);
    const rival = await fundedCustomer(t, productId);
    const placed = await place(owner);
    expect((await editParam(rival.token, placed.id)).statusCode).toBe(404);
    expect((await preview(rival.token, placed.id, { receiver: munich })).statusCode).toBe(404);
    expect((await edit(rival.token, placed.id, { receiver: munich })).statusCode).toBe(404);
    expect((await orderRow(placed.id)).version).toBe(1);
  });

  it("writes a problem's corrected address to an order still editable", async () => {
    await allowEditing(["receiver"]);
    const owner = await fundedCustomer(t, productId);
    const placed = await place(owner);
    const [admin] = await t.db.select().from(users).where(eq(users.username, "admin"));
    const [problem] = await t.db
      .insert(orderProblems)
      .values({
        orderId: placed.id,
        orgId: owner.orgId,
        type: "address",
        description: "The street does not exist",
        attachments: [],
        raisedBy: admin!.id,
      })
      .returning();
    const { houseNumber: _house, ...address } = munich;
    const answered = await t.call("POST", `/api/orders/problems/${problem!.id}/answer`, {
      token: owner.token,
      body: { kind: "correctedAddress", text: "", address },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json() as OrderProblem).toMatchObject({
      status: "answered",
      correctedAddress: { city: "München" },
    });
    expect(await orderRow(placed.id)).toMatchObject({
      destCity: "München",
      receiver: { address1: "Marienplatz", houseNumber: "5" },
    });
    expect((await logsOf(placed.id)).map((log) => log.event)).toEqual(["pay", "edit", "problemAnswer"]);
  });
});
