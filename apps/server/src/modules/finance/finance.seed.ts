import { BASE_CURRENCY } from "@pp/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { orgs } from "../identity";
import { createWalletService } from "./wallet.service";

/** First start with demo data: the demo customer gets a CNY wallet with an opening credit, through the ledger. */
export const seedFinance = async (db: Db, options: { demo: boolean }) => {
  if (!options.demo) return;
  const [customer] = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(eq(orgs.type, "customer"))
    .orderBy(orgs.id)
    .limit(1);
  if (!customer) return;
  await createWalletService(db).credit({
    orgId: customer.id,
    currency: BASE_CURRENCY,
    amount: "10000.00",
    reason: { code: "demoOpeningBalance" },
    reference: { type: "recharge", id: "demo-opening" },
    idempotencyKey: "demo-opening-credit",
  });
};
