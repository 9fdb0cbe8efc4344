import {
  type Language,
  passwordProblem,
  translateValidation,
  validationError,
  validationRules,
} from "@pp/domain";
import { isCommonPassword } from "@pp/domain/common-passwords";
import { eq } from "drizzle-orm";
import { hashPassword } from "../../platform/crypto";
import type { Db } from "../../platform/db";
import { PLATFORM_ORG } from "./identity.seed";
import { orgs, roles, userRoles, users } from "./identity.tables";

/**
 * The admin of an installation without demo data (`npm run admin:create`): the platform org on the first
 * call, then an admin user in it. Refuses a taken username and a password the password policy refuses.
 */
export const createAdmin = async (
  db: Db,
  input: { username: string; password: string },
  lang: Language = "en",
): Promise<{ userId: number } | { problem: string }> => {
  const weak = passwordProblem(input.password, { account: input.username, isCommon: isCommonPassword });
  const invalid =
    validationError(lang, validationRules.account, input.username) ??
    (weak ? translateValidation(lang, weak) : undefined);
  if (invalid) return { problem: invalid };
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.username, input.username));
    if (taken) return { problem: `The username ${input.username} already exists` };
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, "admin"));
    if (!role) return { problem: "The built-in roles are missing: start the server once, then try again" };
    const [existing] = await tx.select({ id: orgs.id }).from(orgs).where(eq(orgs.type, "platform")).limit(1);
    const platform = existing ?? (await tx.insert(orgs).values(PLATFORM_ORG).returning({ id: orgs.id }))[0]!;
    const [user] = await tx
      .insert(users)
      .values({ orgId: platform.id, username: input.username, passwordHash, nickName: input.username })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: user!.id, roleId: role.id });
    return { userId: user!.id };
  });
};
