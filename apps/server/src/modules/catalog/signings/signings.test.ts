import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operationLogs } from "../../../schema";
import { openDemoApp } from "../../../test/demo";
import { createCustomerAccount } from "../../../test/tenancy";
import type { TestApp } from "../../../test/test-app";
import { orgs, users } from "../../identity";
import { productSignings, products, quotePlans } from "../catalog.tables";
import { plainSalesProduct } from "../products/products.fixtures";

let t: TestApp;
let customer: string;
let operator: string;
let demoOrgId: number;
beforeAll(async () => {
  ({ t, customer, operator, demoOrgId } = await openDemoApp());
});
afterAll(async () => {
  await t.close();
});

type Row = {
  id: number;
  code: string;
  signingStatus: string;
  destinations: string[];
  quotePlanId?: number | null;
  plans?: Array<{ id: number; name: string }>;
};

const available = async (token: string, query = "") => {
  const response = await t.call("GET", `/api/product/signing/available${query}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Row[];
};
const productId = async (code: string) =>
  (await t.db.select({ id: products.id }).from(products).where(eq(products.code, code)))[0]!.id;
const post = (token: string, action: string, body: unknown) =>
  t.call("POST", `/api/product/signing/${action}`, { token, body });
// A signed-in user's saved language wins over Accept-Language.
const speaking = async (token: string, lang: "zh" | "en" | "ko") => {
  expect((await t.call("POST", `/api/customerInfo/i18n/${lang}`, { token })).statusCode).toBe(200);
};

const newProduct = async (code: string, values: Partial<typeof products.$inferInsert> = {}) => {
  const [row] = await t.db
    .insert(products)
    .values({
      ...plainSalesProduct(code),
      ...values,
    })
    .returning();
  return row!.id;
};

describe("customer signing", () => {
  it("lists the demo catalogue with signing status, destinations and no cost data", async () => {
    const rows = await available(customer);
    expect(rows.every((row) => row.code.startsWith("PP-"))).toBe(true);
    expect(rows.find((row) => row.code === "PP-US-EXP")).toMatchObject({
      signingStatus: "signed",
      destinations: ["US"],
    });
    expect(rows.find((row) => row.code === "PP-FR-ECO")?.signingStatus).toBe("unsigned");
    for (const row of rows) expect(row).not.toHaveProperty("plans");
    const body = JSON.stringify(rows);
    expect(body).not.toMatch(/cost|supplier|C-PP-/i);
  });

  it("signs, cancels and signs again; cancelling twice names the reason", async () => {
    const id = await productId("PP-FR-ECO");
    expect((await post(customer, "sign", { productId: id })).statusCode).toBe(200);
    expect((await available(customer)).find((row) => row.id === id)?.signingStatus).toBe("signed");
    expect((await post(customer, "sign", { productId: id })).statusCode).toBe(200);

    expect((await post(customer, "cancel", { productId: id })).statusCode).toBe(200);
    expect((await available(customer)).find((row) => row.id === id)?.signingStatus).toBe("cancelled");
    const again = await post(customer, "cancel", { productId: id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("该产品未签约，无需取消");

    const [log] = await t.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.action, "signing.cancel"))
      .orderBy(desc(operationLogs.id))
      .limit(1);
    expect(log).toMatchObject({ targetType: "productSigning", targetId: String(id), success: false });
  });

  it("keeps the platform's quote plan when a customer cancels and signs again", async () => {
    const id = await productId("PP-US-EXP");
    const [before] = await t.db
      .select()
      .from(productSignings)
      .where(and(eq(productSignings.productId, id), eq(productSignings.orgId, demoOrgId)));
    expect(before?.quotePlanId).not.toBeNull();
    await post(customer, "cancel", { productId: id });
    await post(customer, "sign", { productId: id });
    const [after] = await t.db
      .select()
      .from(productSignings)
      .where(and(eq(productSignings.productId, id), eq(productSignings.orgId, demoOrgId)));
    expect(after).toMatchObject({ status: "signed", quotePlanId: before!.quotePlanId });
  });

  it("hides internal, offline and other customers' own products, and cannot sign them", async () => {
    const other = await createCustomerAccount(t);
    const internal = await newProduct("SIGN-INTERNAL", { reportPriceType: "internal" });
    const offline = await newProduct("SIGN-OFFLINE", { status: "offline" });
    const foreignOwn = await newProduct("SIGN-FOREIGN-OWN", {
      reportPriceType: "own",
      ownerOrgId: other.orgId,
    });
    const codes = (await available(customer)).map((row) => row.code);
    for (const hidden of ["SIGN-INTERNAL", "SIGN-OFFLINE", "SIGN-FOREIGN-OWN"])
      expect(codes).not.toContain(hidden);
    for (const id of [internal, offline, foreignOwn]) {
      expect((await post(customer, "sign", { productId: id })).statusCode).toBe(404);
    }
    // The owner sees and signs its own product.
    expect((await available(other.token)).map((row) => row.code)).toContain("SIGN-FOREIGN-OWN");
    expect((await post(other.token, "sign", { productId: foreignOwn })).statusCode).toBe(200);
  });

  it("lets the platform's internal product, once allotted, be seen and cancelled by the customer", async () => {
    const internal = await newProduct("SIGN-INTERNAL-ALLOT", { reportPriceType: "internal" });
    expect((await post(operator, "allot", { productId: internal, orgId: demoOrgId })).statusCode).toBe(200);
    expect((await available(customer)).find((row) => row.id === internal)?.signingStatus).toBe("signed");
    expect((await post(customer, "cancel", { productId: internal })).statusCode).toBe(200);
    // Cancelled, it is gone from the list and cannot be signed back by the customer.
    expect((await available(customer)).map((row) => row.id)).not.toContain(internal);
    expect((await post(customer, "sign", { productId: internal })).statusCode).toBe(404);
  });

  it("lets a sub-account with the screen granted sign for its main account's org", async () => {
    const [main] = await t.db.select().from(users).where(eq(users.username, "customer"));
    const sub = await createCustomerAccount(t, {
      mainUserId: main!.id,
      orgId: main!.orgId,
      grants: ["catalog/signed-products"],
    });
    const id = await productId("PP-KR-ECO");
    expect((await post(sub.token, "cancel", { productId: id })).statusCode).toBe(200);
    expect((await available(customer)).find((row) => row.id === id)?.signingStatus).toBe("cancelled");
    expect((await post(sub.token, "sign", { productId: id })).statusCode).toBe(200);
    expect((await available(customer)).find((row) => row.id === id)?.signingStatus).toBe("signed");
  });

  it("refuses platform calls to customers and a sub-account without the screen", async () => {
    const sub = await t.login("customer_sub", "SubAccount2026");
    expect((await t.call("GET", "/api/product/signing/available", { token: sub })).statusCode).toBe(403);
    const id = await productId("PP-FR-ECO");
    expect((await post(customer, "allot", { productId: id, orgId: demoOrgId })).statusCode).toBe(403);
    expect((await t.call("GET", "/api/product/signing/list", { token: customer })).statusCode).toBe(403);
    expect((await t.call("GET", "/api/product/signing/customers", { token: customer })).statusCode).toBe(403);
    // Signing is the customer's own act: the platform allots instead.
    expect((await post(operator, "sign", { productId: id })).statusCode).toBe(403);
  });
});

describe("platform allotting", () => {
  it("shows a customer's view with its plan and every plan of the product", async () => {
    const rows = await available(operator, `?orgId=${demoOrgId}`);
    const express = rows.find((row) => row.code === "PP-US-EXP")!;
    expect(express.plans?.map((plan) => plan.name)).toEqual(["Standard", "VIP"]);
    expect(express.quotePlanId).toBe(express.plans?.[1]?.id);
    const missing = await t.call("GET", "/api/product/signing/available", { token: operator });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe("orgId");
  });

  it("allots at a plan, changes the plan, unallots, and lists who signed what", async () => {
    const fresh = await createCustomerAccount(t);
    const id = await productId("PP-DE-ECO");
    const [wholesale] = await t.db
      .select()
      .from(quotePlans)
      .where(and(eq(quotePlans.productId, id), eq(quotePlans.name, "Wholesale")));
    expect(
      (await post(operator, "allot", { productId: id, orgId: fresh.orgId, quotePlanId: wholesale!.id }))
        .statusCode,
    ).toBe(200);
    expect((await available(fresh.token)).find((row) => row.id === id)?.signingStatus).toBe("signed");

    const list = await t.call("GET", `/api/product/signing/list?orgId=${fresh.orgId}`, { token: operator });
    expect(list.json()).toMatchObject({
      total: 1,
      rows: [
        { productCode: "PP-DE-ECO", status: "signed", quotePlanName: "Wholesale", assignedByPlatform: true },
      ],
    });

    expect(
      (await post(operator, "plan", { productId: id, orgId: fresh.orgId, quotePlanId: null })).statusCode,
    ).toBe(200);
    expect(
      (await available(operator, `?orgId=${fresh.orgId}`)).find((row) => row.id === id)?.quotePlanId,
    ).toBeNull();

    expect((await post(operator, "unallot", { productId: id, orgId: fresh.orgId })).statusCode).toBe(200);
    expect((await available(fresh.token)).find((row) => row.id === id)?.signingStatus).toBe("cancelled");
    expect((await post(operator, "unallot", { productId: id, orgId: fresh.orgId })).statusCode).toBe(409);
    expect(
      (await post(operator, "plan", { productId: id, orgId: fresh.orgId, quotePlanId: null })).statusCode,
    ).toBe(409);

    const [log] = await t.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.action, "signing.allot"))
      .orderBy(desc(operationLogs.id))
      .limit(1);
    expect(log).toMatchObject({ targetId: `${id}:${fresh.orgId}`, success: true });
  });

  it("names the field of a wrong plan, org or product and changes nothing", async () => {
    const fresh = await createCustomerAccount(t);
    const de = await productId("PP-DE-ECO");
    const [otherPlan] = await t.db
      .select()
      .from(quotePlans)
      .where(eq(quotePlans.productId, await productId("PP-US-EXP")));
    await speaking(operator, "en");
    const wrongPlan = await post(operator, "allot", {
      productId: de,
      orgId: fresh.orgId,
      quotePlanId: otherPlan!.id,
    });
    expect(wrongPlan.statusCode).toBe(400);
    expect(wrongPlan.json().details).toEqual([
      { field: "quotePlanId", message: "This quote plan does not belong to the product" },
    ]);
    const [platformOrg] = await t.db.select().from(orgs).where(eq(orgs.type, "platform"));
    await speaking(operator, "zh");
    const notCustomer = await post(operator, "allot", { productId: de, orgId: platformOrg!.id });
    expect(notCustomer.statusCode).toBe(400);
    expect(notCustomer.json().details).toEqual([{ field: "orgId", message: "所选公司不是客户" }]);
    await speaking(operator, "ko");
    const cost = await post(operator, "allot", {
      productId: await productId("C-PP-DE-ECO"),
      orgId: fresh.orgId,
    });
    expect(cost.json().details[0]).toEqual({ field: "productId", message: "존재하지 않는 판매 상품입니다" });
    const stranger = await createCustomerAccount(t);
    const foreignOwn = await newProduct("SIGN-OWN-OF-STRANGER", {
      reportPriceType: "own",
      ownerOrgId: stranger.orgId,
    });
    const foreign = await post(operator, "allot", { productId: foreignOwn, orgId: fresh.orgId });
    expect(foreign.json().details[0].field).toBe("productId");
    const rows = await t.db.select().from(productSignings).where(eq(productSignings.orgId, fresh.orgId));
    expect(rows).toEqual([]);
  });
});
