import { eq } from "drizzle-orm";
import { orgs } from "../modules/identity";
import { createTestApp } from "./test-app";

// The preamble most module tests share: a test app on the seeded database, the demo accounts signed in
// (identity.seed.ts) and the demo customer's org.

export const DEMO_ORG_NAME = "Demo Trading Co.";

export const openDemoApp = async () => {
  const t = await createTestApp();
  const [customer, operator, finance, [demo]] = await Promise.all([
    t.login("customer", "Customer2026"),
    t.login("operator", "Operator2026"),
    t.login("finance", "Finance2026"),
    t.db.select({ id: orgs.id }).from(orgs).where(eq(orgs.name, DEMO_ORG_NAME)),
  ]);
  if (!demo) throw new Error(`the seed has no ${DEMO_ORG_NAME}`);
  return { t, customer, operator, finance, demoOrgId: demo.id };
};
