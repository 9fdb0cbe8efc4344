import { eq } from "drizzle-orm";
import { createWalletService } from "../../../apps/server/src/modules/finance";
import { hashPassword } from "../../../apps/server/src/platform/crypto";
import { openDatabase } from "../../../apps/server/src/platform/db";
import * as schema from "../../../apps/server/src/schema";
import type { Scope } from "./scope";
import { signIn } from "./sign-in";

// The customers the placing benchmarks (orders, openapi) place for: customer orgs with a main account each, the
// German demo line signed and plenty of money, signed in like the console.

export const CUSTOMER_PASSWORD = "Bench2026x";

/** `count` customer orgs with a main account each, the German line signed and 100,000,000.00 CNY credited. */
export const prepareCustomers = async (url: string, scope: Scope, count: number) => {
  const database = await openDatabase({ schema, url, poolMax: 5 });
  scope.defer(() => database.close());
  const { db } = database;
  const [role] = await db.select().from(schema.roles).where(eq(schema.roles.code, "customer"));
  const [product] = await db.select().from(schema.products).where(eq(schema.products.code, "PP-DE-ECO"));
  if (!role || !product) throw new Error("the demo seed has no customer role or PP-DE-ECO");
  const passwordHash = await hashPassword(CUSTOMER_PASSWORD);
  const wallets = createWalletService(db);
  const accounts: string[] = [];
  for (let n = 0; n < count; n++) {
    const [org] = await db
      .insert(schema.orgs)
      .values({ type: "customer", name: `Bench shipper ${n}` })
      .returning();
    const username = `benchshipper${n}`;
    const [user] = await db
      .insert(schema.users)
      .values({ orgId: org!.id, username, passwordHash, nickName: username })
      .returning();
    await db.insert(schema.userRoles).values({ userId: user!.id, roleId: role.id });
    await db
      .insert(schema.productSignings)
      .values({ productId: product.id, orgId: org!.id, status: "signed" });
    await wallets.credit({
      orgId: org!.id,
      currency: "CNY",
      amount: "100000000.00",
      reason: "bench opening balance",
      reference: { type: "adjustment", id: "bench" },
      idempotencyKey: `bench-open-${org!.id}`,
    });
    accounts.push(username);
  }
  return { db, productId: product.id, accounts };
};

/** Each account signed in like the console, one after the other: their session tokens in the same order. */
export const signInAll = async (baseUrl: string, accounts: string[]) => {
  const tokens: string[] = [];
  for (const username of accounts)
    tokens.push(await signIn(baseUrl, { username, password: CUSTOMER_PASSWORD }));
  return tokens;
};
