import type { NumberRuleDto, NumberRuleRequest, NumberRuleTestResult } from "@pp/contracts";
import { numberRuleMessages } from "@pp/domain";
import { desc, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operationLogs } from "../../../schema";
import { berlinDraft, fundedCustomer, openGermanLine } from "../../../test/order-fixtures";
import type { Caller } from "../../../test/tenancy";
import type { TestApp } from "../../../test/test-app";

// Number substring rules through HTTP: staff keep them, the scan look-up applies them first.

let t: TestApp;
let operator: string;
let customer: Caller;
let order: { id: number; orderNo: string };
const unique = Date.now().toString().slice(-8);
// A USPS tracking number (22 digits) and its IMpb barcode: "420", the ZIP code, the number.
const TRACKING = `94001118992231${unique}`;
const IMPB = `42090210${TRACKING}`;
const REFERENCE = `REFNR${unique}`;

beforeAll(async () => {
  let productId: number;
  ({ t, operator, productId } = await openGermanLine());
  customer = await fundedCustomer(t, productId);
  const placed = await t.call("POST", "/api/orders/orders", {
    token: customer.token,
    body: berlinDraft(productId, { referenceNo: REFERENCE, deliveryNumbers: [TRACKING] }),
  });
  if (placed.statusCode !== 200) throw new Error(placed.body);
  order = { id: placed.json().id, orderNo: placed.json().orderNo };
});
afterAll(() => t.close());

const staff = (method: "GET" | "POST" | "DELETE", url: string, body?: unknown) =>
  t.call(method, url, { token: operator, ...(body === undefined ? {} : { body }) });
const ok = async <T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const answer = await response;
  if (answer.statusCode !== 200) throw new Error(answer.body);
  return answer.json() as T;
};
const save = (rule: NumberRuleRequest) =>
  ok<NumberRuleDto[]>(staff("POST", "/api/orders/number-rules", rule));
const byName = (rules: NumberRuleDto[], name: string) => rules.find((rule) => rule.name === name)!;
const remove = (id: number) => ok<NumberRuleDto[]>(staff("DELETE", `/api/orders/number-rules/${id}`));
const scan = (scanNo: string, type = "any") =>
  t.call("GET", `/api/orders/order-info/${type}/${encodeURIComponent(scanNo)}`, { token: customer.token });
const test = (scanned: string) =>
  ok<NumberRuleTestResult>(staff("POST", "/api/orders/number-rules/test", { scanned }));

describe("number substring rules", () => {
  it("let a scan of a USPS IMpb barcode find the order by the tracking number the rule cuts", async () => {
    expect((await scan(IMPB)).statusCode).toBe(404);
    const rules = await save({
      name: "USPS IMpb",
      startsWith: "420",
      length: 30,
      substringStart: 8,
      onlyRule: true,
    });
    const usps = byName(rules, "USPS IMpb");
    expect(usps).toMatchObject({
      isOpen: true,
      startsWith: "420",
      length: 30,
      substringStart: 8,
      substringEnd: null,
    });

    const found = await scan(IMPB);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual(order);
    expect((await scan(IMPB, "number")).json()).toEqual(order);
    // The plain number and the order number still find it: the rule does not apply to them.
    expect((await scan(TRACKING)).json()).toEqual(order);
    expect((await scan(order.orderNo)).json()).toEqual(order);
    expect(await test(` ${IMPB} `)).toEqual({
      rule: { id: usps.id, name: "USPS IMpb" },
      candidates: [TRACKING],
    });

    await ok(staff("POST", `/api/orders/number-rules/${usps.id}/open`, { isOpen: false }));
    expect((await scan(IMPB)).statusCode).toBe(404);
    expect(await test(IMPB)).toEqual({ rule: null, candidates: [IMPB] });
    await remove(usps.id);
  });

  it("look the scanned text up after the cut number unless the rule is the only one to follow", async () => {
    const rules = await save({ name: "Strip REFNR", startsWith: "REFNR", substringStart: 5 });
    const strip = byName(rules, "Strip REFNR");
    expect(await test(REFERENCE)).toEqual({
      rule: { id: strip.id, name: "Strip REFNR" },
      candidates: [unique, REFERENCE],
    });
    expect((await scan(REFERENCE)).json()).toEqual(order);

    await save({ ...strip, onlyRule: true });
    expect((await scan(REFERENCE)).statusCode).toBe(404);
    await remove(strip.id);
    expect((await scan(REFERENCE)).json()).toEqual(order);
  });

  it("keep their order: a new rule goes last, move swaps neighbours, the first that applies cuts", async () => {
    let rules = await save({ name: "Order A", startsWith: "ZZ", substringStart: 2 });
    rules = await save({ name: "Order B", startsWith: "ZZ", substringStart: 3 });
    const [a, b] = [byName(rules, "Order A"), byName(rules, "Order B")];
    expect(rules.map((rule) => rule.name)).toEqual(["Order A", "Order B"]);
    expect(a.createdBy).not.toBeNull();
    expect((await test("ZZ12345")).candidates[0]).toBe("12345");

    rules = await ok(staff("POST", `/api/orders/number-rules/${b.id}/move`, { direction: "up" }));
    expect(rules.map((rule) => rule.name)).toEqual(["Order B", "Order A"]);
    expect((await test("ZZ12345")).candidates[0]).toBe("2345");
    // Already first: nothing moves.
    rules = await ok(staff("POST", `/api/orders/number-rules/${b.id}/move`, { direction: "up" }));
    expect(rules.map((rule) => rule.name)).toEqual(["Order B", "Order A"]);

    rules = await ok(staff("POST", `/api/orders/number-rules/${b.id}/open`, { isOpen: false }));
    expect(byName(rules, "Order B").isOpen).toBe(false);
    expect((await test("ZZ12345")).rule).toEqual({ id: a.id, name: "Order A" });

    const logged = await t.db
      .select({ action: operationLogs.action })
      .from(operationLogs)
      .where(like(operationLogs.action, "order.numberRule.%"))
      .orderBy(desc(operationLogs.id))
      .limit(3);
    expect(logged.map((row) => row.action)).toEqual([
      "order.numberRule.open",
      "order.numberRule.move",
      "order.numberRule.move",
    ]);
    await remove(a.id);
    expect((await remove(b.id)).map((rule) => rule.id)).not.toContain(b.id);
    expect((await staff("DELETE", `/api/orders/number-rules/${b.id}`)).statusCode).toBe(404);
    expect(
      (await staff("POST", `/api/orders/number-rules/${b.id}/move`, { direction: "up" })).statusCode,
    ).toBe(404);
  });

  it("refuse bad rules naming the field in the account's language, and change nothing", async () => {
    const before = await ok<NumberRuleDto[]>(staff("GET", "/api/orders/number-rules"));
    const cases: [NumberRuleRequest, string, string][] = [
      [
        { name: "x", substringStart: 5, substringEnd: 5 },
        "substringEnd",
        numberRuleMessages.zh.numberRuleEndNotAfterStart,
      ],
      [
        { name: "x", length: 30, substringStart: 30 },
        "substringStart",
        numberRuleMessages.zh.numberRuleStartBeyondLength,
      ],
      [
        { name: "x", length: 30, substringEnd: 31 },
        "substringEnd",
        numberRuleMessages.zh.numberRuleEndBeyondLength,
      ],
      [{ name: "x", length: 101 }, "length", numberRuleMessages.zh.numberRuleLengthRange],
      [{ name: "x", startsWith: "4".repeat(31) }, "startsWith", numberRuleMessages.zh.numberRuleAffixTooLong],
      [{ name: " " }, "name", "该字段不能为空"],
    ];
    for (const [rule, field, message] of cases) {
      const refused = await staff("POST", "/api/orders/number-rules", rule);
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().details, field).toEqual([{ field, message }]);
    }
    expect(await ok(staff("GET", "/api/orders/number-rules"))).toEqual(before);
  });
});
