import type { OrderDraftRequest, OrderRuleGroup, OrderRuleRequest } from "@pp/contracts";
import type { OrderRuleConditions } from "@pp/domain";
import { desc, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translateKey } from "../../../platform/i18n";
import { operationLogs, orderAbnormalities, orders, postcodeGroups } from "../../../schema";
import { NEW_YORK } from "../../../test/order-drafts";
import { berlinDraft, demoProductId, fundedCustomer, openGermanLine } from "../../../test/order-fixtures";
import type { Caller } from "../../../test/tenancy";
import type { TestApp } from "../../../test/test-app";

let t: TestApp;
let operator: string;
let productId: number;

beforeAll(async () => {
  ({ t, operator, productId } = await openGermanLine());
});
afterAll(() => t.close());

const staff = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
  t.call(method, url, { token: operator, ...(body === undefined ? {} : { body }) });
const ok = async <T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const answer = await response;
  if (answer.statusCode !== 200) throw new Error(answer.body);
  return answer.json() as T;
};

/** A group scoped to the given customers, so other tests' orders never meet its rules. */
const group = (name: string, orgIds: number[], extra: Record<string, unknown> = {}) =>
  ok<OrderRuleGroup>(staff("POST", "/api/orders/rule-groups", { name, scope: { orgIds }, ...extra }));
const noConditions: OrderRuleConditions = {
  countries: [],
  postcodeGroupIds: [],
  declaredValue: null,
  weightKg: null,
  cargoTypes: [],
  goodsWords: [],
  platformWords: false,
};
const saveRule = (rule: Partial<OrderRuleRequest> & { groupId: number }) =>
  ok<OrderRuleGroup>(
    staff("POST", "/api/orders/rules", {
      name: "Rule",
      strategy: "refuse",
      message: "不收",
      conditions: noConditions,
      ...rule,
    }),
  );
const place = (caller: Caller, draft: OrderDraftRequest) =>
  t.call("POST", "/api/orders/orders", { token: caller.token, body: draft });

/** Two customers: the rule's, and another the rule never applies to. */
const twoCustomers = async () => ({
  inScope: await fundedCustomer(t, productId),
  outOfScope: await fundedCustomer(t, productId),
});

describe("order rule conditions", () => {
  const refusesOnlyWhen = async (
    conditions: Partial<OrderRuleConditions>,
    missing: Partial<OrderRuleConditions>,
    draft = () => berlinDraft(productId),
  ) => {
    const { inScope, outOfScope } = await twoCustomers();
    const g = await group("Conditions", [inScope.orgId]);
    const saved = await saveRule({
      groupId: g.id,
      name: "条件规则",
      conditions: { ...noConditions, ...conditions },
    });
    const ruleId = saved.rules[0]!.id;
    const refused = await place(inScope, draft());
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "ORDER_RULE_REFUSED",
      message: "订单规则「条件规则」拒绝：不收",
    });
    expect((await place(outOfScope, draft())).statusCode).toBe(200);
    await saveRule({
      id: ruleId,
      groupId: g.id,
      name: "条件规则",
      conditions: { ...noConditions, ...missing },
    });
    const placed = await place(inScope, draft());
    expect(placed.statusCode, placed.body).toBe(200);
  };

  it("destination countries", () => refusesOnlyWhen({ countries: ["DE"] }, { countries: ["FR"] }));

  it("postcode groups, matched by catalog's postcode matcher", async () => {
    const [berlin, hamburg] = await t.db
      .insert(postcodeGroups)
      .values([
        {
          name: `rules-berlin-${Date.now()}`,
          kind: "zone",
          country: "DE",
          matchers: [{ kind: "prefix", value: "101" }],
        },
        {
          name: `rules-hamburg-${Date.now()}`,
          kind: "zone",
          country: "DE",
          matchers: [{ kind: "range", from: "20000", to: "21999" }],
        },
      ])
      .returning();
    await refusesOnlyWhen({ postcodeGroupIds: [berlin!.id] }, { postcodeGroupIds: [hamburg!.id] });
  });

  it("declared value range, converted into the rule's currency", () =>
    // The draft declares CNY 5.
    refusesOnlyWhen(
      { declaredValue: { min: "0.10", max: null, currency: "EUR" } },
      { declaredValue: { min: "100.00", max: null, currency: "EUR" } },
    ));

  it("weight range", () =>
    refusesOnlyWhen({ weightKg: { min: "0.5", max: "1.5" } }, { weightKg: { min: "1.001", max: null } }));

  it("cargo types", () => refusesOnlyWhen({ cargoTypes: ["general"] }, { cargoTypes: ["battery"] }));

  it("words in goods names, the rule's own", () =>
    refusesOnlyWhen({ goodsWords: ["CUP"] }, { goodsWords: ["gun"] }));

  it("words in goods names, the platform's list that staff edit (placement hears the change at once)", async () => {
    const { inScope } = await twoCustomers();
    const g = await group("Words", [inScope.orgId]);
    await saveRule({ groupId: g.id, name: "敏感词", conditions: { ...noConditions, platformWords: true } });
    const before = await ok<{ words: string[] }>(staff("GET", "/api/orders/rule-words"));
    expect((await place(inScope, berlinDraft(productId))).statusCode).toBe(200);
    const saved = await ok<{ words: string[] }>(
      staff("PUT", "/api/orders/rule-words", { words: [...before.words, " 杯子 ", "杯子", ""] }),
    );
    expect(saved.words.filter((word) => word === "杯子")).toHaveLength(1);
    const refused = await place(inScope, berlinDraft(productId));
    expect(refused.json().message).toBe("订单规则「敏感词」拒绝：不收");
    await ok(staff("PUT", "/api/orders/rule-words", { words: before.words }));
    expect((await place(inScope, berlinDraft(productId))).statusCode).toBe(200);
  });
});

describe("order rule strategies", () => {
  it("refuse: the refusal names the rule in the caller's language", async () => {
    const { inScope } = await twoCustomers();
    const g = await group("Refuse", [inScope.orgId]);
    await saveRule({ groupId: g.id, name: "No cups", message: "cups break" });
    const refused = await place(inScope, berlinDraft(productId));
    expect(refused.json().message).toBe("订单规则「No cups」拒绝：cups break");
    const { params } = refused.json() as { params?: unknown };
    expect(params).toBeUndefined();
    const answer = { rule: "No cups", message: "cups break" };
    expect(translateKey("en", "ORDER_RULE_REFUSED", answer)).toBe(
      'Order rule "No cups" refuses this order: cups break',
    );
    expect(translateKey("ko", "ORDER_RULE_REFUSED", answer)).toBe(
      "주문 규칙 「No cups」에 의해 거절되었습니다: cups break",
    );
  });

  it("require fields: refuses a draft missing one, naming the rule and the field; places it when filled", async () => {
    const { inScope, outOfScope } = await twoCustomers();
    const g = await group("Require", [inScope.orgId]);
    await saveRule({
      groupId: g.id,
      name: "邮箱必填",
      strategy: "requireFields",
      requiredFields: ["receiver.email"],
    });
    const refused = await place(inScope, berlinDraft(productId));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "ORDER_RULE_REFUSED",
      message: "订单规则「邮箱必填」要求填写收件人邮箱",
      details: [{ field: "receiver.email", message: "订单规则「邮箱必填」要求填写收件人邮箱" }],
    });
    expect((await place(outOfScope, berlinDraft(productId))).statusCode).toBe(200);
    const filled = berlinDraft(productId);
    filled.receiver = { ...filled.receiver, email: "max@example.de" };
    expect((await place(inScope, filled)).statusCode).toBe(200);
  });

  it("mark abnormal: places the order as cannot ship with an abnormality naming the rule", async () => {
    const { inScope, outOfScope } = await twoCustomers();
    const g = await group("Abnormal", [inScope.orgId]);
    const saved = await saveRule({
      groupId: g.id,
      name: "查验",
      strategy: "markAbnormal",
      message: "人工查验",
    });
    const placed = await place(inScope, berlinDraft(productId));
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().status).toBe("cannotShip");
    const rows = await t.db
      .select()
      .from(orderAbnormalities)
      .where(eq(orderAbnormalities.orderId, placed.json().id));
    expect(rows).toMatchObject([{ kind: "rule", ruleId: saved.rules[0]!.id, reason: "查验: 人工查验" }]);
    const other = await place(outOfScope, berlinDraft(productId));
    expect(other.json().status).toBe("canShip");

    // A draft is flagged when it is paid, not when it is saved.
    const draft = await place(inScope, berlinDraft(productId, { saveAsDraft: true }));
    const abnormalOf = (orderId: number) =>
      t.db.select().from(orderAbnormalities).where(eq(orderAbnormalities.orderId, orderId));
    expect(await abnormalOf(draft.json().id)).toEqual([]);
    const paid = await t.call("POST", "/api/orders/orders/pay", {
      token: inScope.token,
      body: { orderIds: [draft.json().id] },
    });
    expect(paid.json().results[0]).toMatchObject({ ok: true, order: { status: "cannotShip" } });
    expect(await abnormalOf(draft.json().id)).toMatchObject([{ kind: "rule", ruleId: saved.rules[0]!.id }]);
  });

  it("runs on an edit too: a refusing rule keeps the order as it was, a marking rule flags it once", async () => {
    await t.db.execute(
      sql`update products set editable_fields = '["receiver","boxes"]'::jsonb where id = ${productId}`,
    );
    const { inScope } = await twoCustomers();
    const g = await group("Edits", [inScope.orgId]);
    await saveRule({
      groupId: g.id,
      name: "超重",
      message: "10 kg 以上不收",
      conditions: { ...noConditions, weightKg: { min: "10", max: null } },
    });
    await saveRule({
      groupId: g.id,
      name: "复核",
      strategy: "markAbnormal",
      message: "5 kg 以上复核",
      conditions: { ...noConditions, weightKg: { min: "5", max: null } },
    });
    const placed = await place(inScope, berlinDraft(productId));
    expect(placed.json().status).toBe("canShip");
    const edit = (weightKg: string) =>
      t.call("PUT", `/api/orders/orders/${placed.json().id}`, {
        token: inScope.token,
        body: {
          idempotencyKey: `edit-${weightKg}-${Date.now()}`,
          boxes: [{ lengthCm: "20", widthCm: "20", heightCm: "10", weightKg }],
        },
      });
    const refused = await edit("12");
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ code: "ORDER_RULE_REFUSED" });
    expect(refused.json().message).toContain("超重");
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.json().id));
    expect(row).toMatchObject({ version: 1, actualKg: "1.000" });

    for (const weightKg of ["6", "7"]) expect((await edit(weightKg)).statusCode).toBe(200);
    const [edited] = await t.db.select().from(orders).where(eq(orders.id, placed.json().id));
    expect(edited).toMatchObject({ status: "cannotShip", version: 3 });
    const rows = await t.db
      .select()
      .from(orderAbnormalities)
      .where(eq(orderAbnormalities.orderId, placed.json().id));
    expect(rows).toMatchObject([{ kind: "rule", reason: "复核: 5 kg 以上复核" }]);
  });

  it("switch product: places and prices the order with the rule's product", async () => {
    const [usPost, usExpress] = [await demoProductId(t, "PP-US-POST"), await demoProductId(t, "PP-US-EXP")];
    const { inScope, outOfScope } = await twoCustomers();
    for (const caller of [inScope, outOfScope])
      for (const id of [usPost, usExpress])
        await t.db.execute(
          sql`insert into product_signings (product_id, org_id, status) values (${id}, ${caller.orgId}, 'signed') on conflict do nothing`,
        );
    const g = await group("Switch", [inScope.orgId], {
      scope: { orgIds: [inScope.orgId], productIds: [usPost] },
    });
    await saveRule({
      groupId: g.id,
      name: "改走快递",
      strategy: "switchProduct",
      switchProductId: usExpress,
    });
    const usDraft = (): OrderDraftRequest => ({
      ...berlinDraft(usPost),
      ...NEW_YORK,
    });
    const placed = await place(inScope, usDraft());
    expect(placed.statusCode, placed.body).toBe(200);
    const other = await place(outOfScope, usDraft());
    expect(other.statusCode, other.body).toBe(200);
    const [switched] = await t.db.select().from(orders).where(eq(orders.id, placed.json().id));
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, other.json().id));
    expect(switched!.productCode).toBe("PP-US-EXP");
    expect(kept!.productCode).toBe("PP-US-POST");
    expect(switched!.salesTotal).not.toBe(kept!.salesTotal);
  });
});

describe("rule groups and rules", () => {
  it("run in order: groups and rules move up and down, inactive ones are skipped", async () => {
    const { inScope } = await twoCustomers();
    const first = await group("First", [inScope.orgId]);
    const second = await group("Second", [inScope.orgId]);
    await saveRule({ groupId: first.id, name: "A" });
    const withB = await saveRule({ groupId: first.id, name: "B" });
    await saveRule({ groupId: second.id, name: "C" });
    const [a, b] = withB.rules;
    expect(withB.rules.map((rule) => rule.name)).toEqual(["A", "B"]);
    const refusedBy = async () => (await place(inScope, berlinDraft(productId))).json().message as string;
    expect(await refusedBy()).toContain("「A」");

    const moved = await ok<OrderRuleGroup>(
      staff("POST", `/api/orders/rules/${b!.id}/move`, { direction: "up" }),
    );
    expect(moved.rules.map((rule) => rule.name)).toEqual(["B", "A"]);
    expect(await refusedBy()).toContain("「B」");
    // Already first: nothing moves.
    await ok(staff("POST", `/api/orders/rules/${b!.id}/move`, { direction: "up" }));

    const groups = await ok<OrderRuleGroup[]>(
      staff("POST", `/api/orders/rule-groups/${second.id}/move`, { direction: "up" }),
    );
    const ids = groups.map((g) => g.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(await refusedBy()).toContain("「C」");

    await ok(staff("POST", `/api/orders/rule-groups/${second.id}/status`, { status: "inactive" }));
    expect(await refusedBy()).toContain("「B」");
    const off = await ok<OrderRuleGroup>(
      staff("POST", `/api/orders/rules/${b!.id}/status`, { status: "inactive" }),
    );
    expect(off.rules.find((rule) => rule.id === b!.id)?.status).toBe("inactive");
    expect(await refusedBy()).toContain("「A」");
    await ok(staff("DELETE", `/api/orders/rules/${a!.id}`));
    expect((await place(inScope, berlinDraft(productId))).statusCode).toBe(200);
  });

  it("copy groups and rules (inactive), batch delete groups with their rules", async () => {
    const { inScope } = await twoCustomers();
    const g = await group("To copy", [inScope.orgId]);
    const withRule = await saveRule({ groupId: g.id, name: "Copied" });
    const copy = await ok<OrderRuleGroup>(staff("POST", `/api/orders/rule-groups/${g.id}/copy`));
    expect(copy).toMatchObject({
      name: "To copy (副本)",
      status: "inactive",
      scope: { orgIds: [inScope.orgId] },
    });
    expect(copy.rules.map((rule) => rule.name)).toEqual(["Copied"]);
    const copiedRule = await ok<OrderRuleGroup>(
      staff("POST", `/api/orders/rules/${withRule.rules[0]!.id}/copy`),
    );
    expect(copiedRule.rules.map((rule) => [rule.name, rule.status])).toEqual([
      ["Copied", "active"],
      ["Copied (副本)", "inactive"],
    ]);

    const none = await staff("POST", "/api/orders/rule-groups/batch-delete", { ids: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().details[0].field).toBe("ids");
    await ok(staff("POST", "/api/orders/rule-groups/batch-delete", { ids: [g.id, copy.id] }));
    const left = await ok<OrderRuleGroup[]>(staff("GET", "/api/orders/rule-groups"));
    expect(left.map((row) => row.id)).not.toContain(g.id);
    expect(left.map((row) => row.id)).not.toContain(copy.id);
    expect((await staff("POST", "/api/orders/rule-groups/batch-delete", { ids: [g.id] })).statusCode).toBe(
      404,
    );
    expect((await place(inScope, berlinDraft(productId))).statusCode).toBe(200);
  });

  it("refuse bad input naming the field, and change nothing", async () => {
    const before = await ok<OrderRuleGroup[]>(staff("GET", "/api/orders/rule-groups"));
    const nameless = await staff("POST", "/api/orders/rule-groups", { name: " " });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().details).toEqual([{ field: "name", message: "该字段不能为空" }]);
    const notCustomer = await staff("POST", "/api/orders/rule-groups", { name: "x", scope: { orgIds: [1] } });
    expect(notCustomer.json().details[0].field).toBe("scope.orgIds");
    const g = await group("Checks", []);
    const cases: [Partial<OrderRuleRequest>, string][] = [
      [{ strategy: "refuse", message: "" }, "message"],
      [{ strategy: "requireFields", requiredFields: [] }, "requiredFields"],
      [{ strategy: "switchProduct", switchProductId: null }, "switchProductId"],
      [{ strategy: "switchProduct", switchProductId: 999_999 }, "switchProductId"],
      [{ conditions: { ...noConditions, postcodeGroupIds: [999_999] } }, "conditions.postcodeGroupIds"],
      [{ conditions: { ...noConditions, weightKg: { min: "abc", max: null } } }, "conditions.weightKg.min"],
    ];
    for (const [rule, field] of cases) {
      const refused = await staff("POST", "/api/orders/rules", {
        groupId: g.id,
        name: "Bad",
        strategy: "refuse",
        message: "m",
        conditions: noConditions,
        ...rule,
      });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().details[0].field).toBe(field);
    }
    const after = await ok<OrderRuleGroup[]>(staff("GET", "/api/orders/rule-groups"));
    expect(after.find((row) => row.id === g.id)?.rules).toEqual([]);
    expect(after).toHaveLength(before.length + 1);
    await ok(staff("POST", "/api/orders/rule-groups/batch-delete", { ids: [g.id] }));
    const unknown = await staff("POST", "/api/orders/rules/999999/move", { direction: "up" });
    expect(unknown.statusCode).toBe(404);
  });

  it("writes to the operation log", async () => {
    const g = await group("Logged", []);
    await ok(staff("POST", "/api/orders/rule-groups/batch-delete", { ids: [g.id] }));
    const logged = await t.db
      .select({ action: operationLogs.action })
      .from(operationLogs)
      .where(like(operationLogs.action, "order.ruleGroup.%"))
      .orderBy(desc(operationLogs.id))
      .limit(2);
    expect(logged.map((row) => row.action)).toEqual(["order.ruleGroup.batchDelete", "order.ruleGroup.save"]);
  });
});
