import { and, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db";
import { openApiKeys } from "./open-api.tables";

/** Records the key with its body's fingerprint unless the org used it before; answers the first fingerprint. */
export const claimKey = async (db: Executor, orgId: number, key: string, fingerprint: string) => {
  const inserted = await db
    .insert(openApiKeys)
    .values({ orgId, key, fingerprint })
    .onConflictDoNothing()
    .returning({ fingerprint: openApiKeys.fingerprint });
  if (inserted[0]) return inserted[0].fingerprint;
  const [first] = await db
    .select({ fingerprint: openApiKeys.fingerprint })
    .from(openApiKeys)
    .where(and(eq(openApiKeys.orgId, orgId), eq(openApiKeys.key, key)));
  return first?.fingerprint ?? fingerprint;
};
