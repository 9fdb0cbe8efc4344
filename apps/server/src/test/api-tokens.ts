import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { hashToken, newToken } from "../platform/crypto";
import { apiTokens } from "../schema";
import type { Caller } from "./tenancy";
import type { TestApp } from "./test-app";

/**
 * An open-API token held by `caller`: issued through the console's call, as its holder does; `direct` writes one
 * for a caller the console will not issue one to (a sub-account without the API docking screen), valid for a day.
 * An org at its limit of tokens (many test cases issue one each) first has its oldest active token revoked.
 */
export const issueApiToken = async (t: TestApp, caller: Caller, options: { direct?: boolean } = {}) => {
  if (options.direct) {
    const token = `ppk_${newToken()}`;
    await t.db.insert(apiTokens).values({
      orgId: caller.orgId,
      userId: caller.userId,
      createdByUserId: caller.userId,
      name: `direct ${token.slice(4, 12)}`,
      tokenHash: hashToken(token),
      prefix: token.slice(0, 10),
      revokedAt: sql`now() + interval '1 day'`,
    });
    return token;
  }
  const issue = () =>
    t.call("POST", "/api/apiTokens", {
      token: caller.token,
      body: { name: `test ${newToken().slice(0, 8)}` },
    });
  let issued = await issue();
  if (issued.statusCode === 409 && issued.json().code === "API_TOKEN_LIMIT") {
    const [oldest] = await t.db
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(and(eq(apiTokens.orgId, caller.orgId), isNull(apiTokens.revokedAt)))
      .orderBy(asc(apiTokens.id))
      .limit(1);
    await t.db.update(apiTokens).set({ revokedAt: sql`now()` }).where(eq(apiTokens.id, oldest!.id));
    issued = await issue();
  }
  if (issued.statusCode !== 200) throw new Error(`no API token: ${issued.body}`);
  return issued.json().token as string;
};
