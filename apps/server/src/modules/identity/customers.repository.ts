import { and, count, desc, eq, ilike, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../platform/db";
import { offsetPage } from "../../platform/paging";
import { orgs, users } from "./identity.tables";

/** A customer org locked for a change of its settings; undefined for any other org. */
export const lockCustomerOrg = async (db: Executor, orgId: number) =>
  (
    await db
      .select()
      .from(orgs)
      .where(and(eq(orgs.id, orgId), eq(orgs.type, "customer")))
      .for("update")
  )[0];

export const setSettlementCurrency = async (db: Executor, orgId: number, settlementCurrency: string) => {
  await db.update(orgs).set({ settlementCurrency }).where(eq(orgs.id, orgId));
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type CustomerFilter = {
  page: number;
  size: number;
  type: "main" | "sub";
  keyword?: string | undefined;
};

/** Customer accounts: main accounts of customer orgs, or sub-accounts with their main account. */
export const listCustomers = async (db: Executor, scope: SQL | undefined, filter: CustomerFilter) => {
  const main = alias(users, "main_user");
  const conditions: SQL[] = [eq(orgs.type, "customer")];
  if (scope) conditions.push(scope);
  conditions.push(filter.type === "main" ? isNull(users.mainUserId) : isNotNull(users.mainUserId));
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    const match = sql`(${ilike(users.username, like)} or ${ilike(users.nickName, like)} or ${ilike(orgs.name, like)})`;
    conditions.push(match);
  }
  const where = and(...conditions);
  return offsetPage(
    db
      .select({ user: users, org: orgs, mainUsername: main.username })
      .from(users)
      .innerJoin(orgs, eq(orgs.id, users.orgId))
      .leftJoin(main, eq(main.id, users.mainUserId))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ n: count() }).from(users).innerJoin(orgs, eq(orgs.id, users.orgId)).where(where),
  );
};
