import type { CustomerRow, customerQuerySchema } from "@pp/contracts";
import type { z } from "zod";
import type { Actor } from "../../platform/actor";
import type { Db } from "../../platform/db";
import { scopeFilter } from "../../platform/scope";
import * as repo from "./customers.repository";
import { users } from "./identity.tables";
import { contactOf, requirePlatformStaff, seesContactsInFull } from "./users.service";

type Deps = { db: Db };

export const createCustomersService = ({ db }: Deps) => {
  /** Customer main accounts, or sub-accounts with their main account (`users/listCustomersByType`). */
  const listByType = async (actor: Actor, query: z.output<typeof customerQuerySchema>) => {
    requirePlatformStaff(actor);
    const page = await repo.listCustomers(db, scopeFilter(actor, users.orgId), query);
    const rows: CustomerRow[] = page.rows.map((row) => ({
      id: row.user.id,
      orgId: row.org.id,
      orgName: row.org.name,
      username: row.user.username,
      nickName: row.user.nickName,
      phone: contactOf(actor, row.user.phone),
      email: contactOf(actor, row.user.email),
      masked: !seesContactsInFull(actor),
      edition: row.org.edition,
      status: row.user.status,
      mainUsername: row.mainUsername,
      createdAt: row.user.createdAt.toISOString(),
    }));
    return { total: page.total, rows };
  };

  return { listByType };
};
