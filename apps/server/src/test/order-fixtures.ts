import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { rowsOf } from "../platform/db";
import { openDemoApp } from "./demo";
import { type Caller, createCustomerAccount } from "./tenancy";
import type { TestApp } from "./test-app";

// Shared by the order tests and tenancy cases: the Berlin draft (test/order-drafts.ts), signing a demo product,
// a new customer with money that signed it, and the demo app with the German line for a test file.

export { berlinDraft } from "./order-drafts";

/** The caller signs the demo product `code` through the API, as a customer does; answers its id. */
export const signDemoProduct = async (t: TestApp, token: string, code: string): Promise<number> => {
  const available = await t.call("GET", `/api/product/signing/available?keyword=${code}`, { token });
  const product = (available.json() as { id: number; code: string }[]).find((p) => p.code === code);
  if (!product) throw new Error(`${code} is not available to sign: ${available.body}`);
  const signed = await t.call("POST", "/api/product/signing/sign", {
    token,
    body: { productId: product.id },
  });
  if (signed.statusCode !== 200) throw new Error(signed.body);
  return product.id;
};

/** The id of the demo product `code`. */
export const demoProductId = async (t: TestApp, code: string) => {
  // Catalog's table by name: its face does not hand its tables to other modules.
  const [product] = rowsOf<{ id: number }>(
    await t.db.execute(sql`select id from products where code = ${code}`),
  );
  if (!product) throw new Error(`the demo seed has no ${code}`);
  return Number(product.id);
};

/** Credits `amount` CNY to the org's wallet, as a recharge would. */
export const creditCny = (t: TestApp, orgId: number, amount: string) =>
  t.app.wallets.credit({
    orgId,
    currency: "CNY",
    amount,
    reason: "test opening balance",
    reference: { type: "adjustment", id: "order-test" },
    idempotencyKey: `opening-${randomUUID()}`,
  });

/** A new customer org whose main account reads Chinese, that signed `productId` and holds `amount` CNY. */
export const fundedCustomer = async (t: TestApp, productId: number, amount = "1000.00"): Promise<Caller> => {
  const caller = await createCustomerAccount(t);
  await t.db.execute(
    sql`insert into product_signings (product_id, org_id, status) values (${productId}, ${caller.orgId}, 'signed')`,
  );
  await creditCny(t, caller.orgId, amount);
  return caller;
};

/** The order tests' set-up: the demo app (the caller closes it) with staff signed in and the German line's id. */
export const openGermanLine = async () => {
  const demo = await openDemoApp();
  return { ...demo, productId: await demoProductId(demo.t, "PP-DE-ECO") };
};
