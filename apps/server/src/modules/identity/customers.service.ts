import type { CustomerRow, customerQuerySchema } from "@pp/contracts";
import type { z } from "zod";
import { can, requireCan } from "../../platform/access";
import type { Actor } from "../../platform/actor";
import type { Db } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { scopeFilter } from "../../platform/scope";
import { isKnownCurrency } from "../reference";
import * as repo from "./customers.repository";
import { announceOrgChange } from "./identity.changes";
import { users } from "./identity.tables";
import { contactOf } from "./users.service";

type Deps = { db: Db };

export const createCustomersService = ({ db }: Deps) => {
  /** Customer main accounts, or sub-accounts with their main account (`users/listCustomersByType`). */
  const listByType = async (actor: Actor, query: z.output<typeof customerQuerySchema>) => {
    requireCan(actor, "administerAccounts");
    const page = await repo.listCustomers(db, scopeFilter(actor.scope, users.orgId), query);
    const rows: CustomerRow[] = page.rows.map((row) => ({
      id: row.user.id,
      orgId: row.org.id,
      orgName: row.org.name,
      username: row.user.username,
      nickName: row.user.nickName,
      phone: contactOf(actor, row.user.phone),
      email: contactOf(actor, row.user.email),
      masked: !can(actor, "seeContactsInFull"),
      edition: row.org.edition,
      settlementCurrency: row.org.settlementCurrency,
      status: row.user.status,
      mainUsername: row.mainUsername,
      createdAt: row.user.createdAt.toISOString(),
    }));
    return { ...page, rows };
  };

  /**
   * Sets the currency a customer org's quotes answer in by default. The staff who open customer orgs (admins
   * and platform operators) set their terms; the currency must be one of the reference currencies.
   */
  const setSettlementCurrency = async (actor: Actor, orgId: number, settlementCurrency: string) => {
    requireCan(actor, "openOrgs");
    return db.transaction(async (tx) => {
      if (!(await repo.lockCustomerOrg(tx, orgId))) throw new AppError("NOT_FOUND");
      if (!(await isKnownCurrency(tx, settlementCurrency))) {
        throw AppError.field("settlementCurrency", "CATALOG_CURRENCY_UNKNOWN", { headline: true });
      }
      await repo.setSettlementCurrency(tx, orgId, settlementCurrency);
      await announceOrgChange(tx, [orgId]);
      return { orgId, settlementCurrency };
    });
  };

  return { listByType, setSettlementCurrency };
};
