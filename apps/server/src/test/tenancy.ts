import { eq, inArray } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { hashPassword } from "../platform/crypto";
import { menus, orgs, roles, subAccountGrants, userRoles, users } from "../schema";
import type { TestApp } from "./test-app";

export type Caller = { token: string; userId: number; orgId: number };

/** The parties of every tenancy case: an owner, a rival customer, and the owner's sub-account without grants. */
export type Parties = { owner: Caller; rival: Caller; bareSub: Caller; admin: Caller };

export type TenancyCase<F = unknown> = {
  name: string;
  /** Creates the owner's object (through the API as the owner, or directly) and returns what the request needs. */
  setup: (t: TestApp, parties: Parties) => Promise<F>;
  request: (fixture: F) => { method: "GET" | "POST" | "PUT" | "DELETE"; url: string; body?: unknown };
  /** What a refused caller may get back: a 404 (not theirs to know of) or a 403 (not their screen). */
  refusedWith?: number[];
  /** Checks, after both refused calls, that the owner's data is as it was. */
  unchanged?: (t: TestApp, fixture: F, parties: Parties) => Promise<void>;
  /** Checks a 200 answer leaks nothing of the owner's (lists scoped to the caller answer 200). */
  leaksNothing?: (response: LightMyRequestResponse, fixture: F) => void;
  /** The intruder's credential for the request when not its session (the open API's token). */
  credential?: (t: TestApp, intruder: Caller, parties: Parties) => Promise<string>;
};

/** Declares a case with its own fixture type; the suite runs all cases alike. */
export const tenancyCase = <F>(definition: TenancyCase<F>) => definition as unknown as TenancyCase<unknown>;

let serial = 0;

/** A customer main account in a new org, or a sub-account of `mainUserId` with the named screens granted. */
export const createCustomerAccount = async (
  t: TestApp,
  options: { mainUserId?: number; orgId?: number; grants?: string[] } = {},
): Promise<Caller> => {
  serial++;
  const username = `tenant${serial}_${Date.now().toString(36)}`;
  const password = "Tenant2026";
  const orgId =
    options.orgId ??
    (
      await t.db
        .insert(orgs)
        .values({ type: "customer", name: `Tenant ${serial}` })
        .returning()
    )[0]!.id;
  const [user] = await t.db
    .insert(users)
    .values({
      orgId,
      mainUserId: options.mainUserId ?? null,
      username,
      passwordHash: await hashPassword(password),
      nickName: username,
    })
    .returning();
  const [customerRole] = await t.db.select().from(roles).where(eq(roles.code, "customer"));
  await t.db.insert(userRoles).values({ userId: user!.id, roleId: customerRole!.id });
  if (options.grants?.length) {
    const granted = await t.db
      .select({ id: menus.id })
      .from(menus)
      .where(inArray(menus.name, options.grants));
    await t.db.insert(subAccountGrants).values(granted.map((m) => ({ userId: user!.id, menuId: m.id })));
  }
  return { token: await t.login(username, password), userId: user!.id, orgId };
};

export const createParties = async (t: TestApp): Promise<Parties> => {
  const owner = await createCustomerAccount(t);
  const rival = await createCustomerAccount(t);
  const bareSub = await createCustomerAccount(t, {
    mainUserId: owner.userId,
    orgId: owner.orgId,
    grants: ["home"],
  });
  const [adminUser] = await t.db.select().from(users).where(eq(users.username, "admin"));
  const admin = {
    token: await t.login("admin", "Admin2026"),
    userId: adminUser!.id,
    orgId: adminUser!.orgId,
  };
  return { owner, rival, bareSub, admin };
};
