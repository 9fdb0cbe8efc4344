import type { createOrgAccountSchema, OrgAccountCreated } from "@pp/contracts";
import type { z } from "zod";
import { requireCan } from "../../platform/access";
import type { Actor } from "../../platform/actor";
import { hashPassword } from "../../platform/crypto";
import type { Db } from "../../platform/db";
import { AppError } from "../../platform/errors";
import {
  findOrgByName,
  findUserByPhoneOrEmail,
  findUserByUsername,
  insertOrgWithMainUser,
} from "./identity.repository";
import { assertPasswordPolicy } from "./password-policy";

type Deps = { db: Db };
type CreateOrgAccount = z.output<typeof createOrgAccountSchema>;

export const createOrgsService = ({ db }: Deps) => {
  /**
   * Opens a customer or supplier org with its main account in one go. Only admins and platform operators
   * do this: finance staff see customers but do not open accounts.
   */
  const createWithMainAccount = async (actor: Actor, input: CreateOrgAccount): Promise<OrgAccountCreated> => {
    requireCan(actor, "openOrgs");
    assertPasswordPolicy(input.password, input.username, "password");
    const passwordHash = await hashPassword(input.password);
    return db.transaction(async (tx) => {
      if (await findOrgByName(tx, input.type, input.orgName)) {
        throw AppError.field("orgName", "ORG_NAME_TAKEN", { code: "NAME_TAKEN", headline: true });
      }
      if (await findUserByUsername(tx, input.username)) {
        throw AppError.field("username", "ACCOUNT_TAKEN", { code: "ACCOUNT_TAKEN" });
      }
      if (input.phone && (await findUserByPhoneOrEmail(tx, "sms", input.phone))) {
        throw AppError.field("phone", "PHONE_TAKEN", { code: "PHONE_TAKEN" });
      }
      const { org, user } = await insertOrgWithMainUser(tx, {
        type: input.type,
        orgName: input.orgName,
        user: {
          username: input.username,
          passwordHash,
          nickName: input.nickName,
          phone: input.phone ?? null,
          email: input.email ?? null,
        },
      });
      return { orgId: org.id, userId: user.id, username: user.username };
    });
  };

  return { createWithMainAccount };
};
