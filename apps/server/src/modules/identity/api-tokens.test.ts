import { and, eq, isNull } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { hashToken } from "../../platform/crypto";
import type { Database } from "../../platform/db";
import { type Caller, createCustomerAccount } from "../../test/tenancy";
import { openTestAppForFile, type TestApp } from "../../test/test-app";
import { apiTokens } from "./api-tokens.tables";
import { users } from "./identity.tables";

let t: TestApp;
let listener: Database;
// Token ids announced on api_tokens_changed, as another server process hears them (after the commit).
const announced: string[] = [];
openTestAppForFile(async (app) => {
  t = app;
  listener = await t.database.reopen();
  await listener.listen("api_tokens_changed", (payload) => announced.push(payload));
});
afterAll(async () => {
  if (listener.kind === "postgres") await listener.close();
});

type Token = {
  id: number;
  name: string;
  prefix: string;
  state: string;
  revokedAt: string | null;
  holderUserId: number;
};

const create = (caller: Caller, body: Record<string, unknown>) =>
  t.call("POST", "/api/apiTokens", { token: caller.token, body });

const issue = async (caller: Caller, body: Record<string, unknown>) => {
  const response = await create(caller, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { token: string; apiToken: Token };
};

const list = async (caller: Caller) => {
  const response = await t.call("GET", "/api/apiTokens", { token: caller.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Token[];
};

const unrevokedCount = async (orgId: number) =>
  (
    await t.db
      .select()
      .from(apiTokens)
      .where(and(eq(apiTokens.orgId, orgId), isNull(apiTokens.revokedAt)))
  ).length;

const subOf = (main: Caller, grants = ["carriers/api-docking"]) =>
  createCustomerAccount(t, { mainUserId: main.userId, orgId: main.orgId, grants });

describe("API tokens", () => {
  it("stores only the hash, shows the token once, and lists it with its name, holder and state", async () => {
    const account = await createCustomerAccount(t);
    expect(await list(account)).toEqual([]);
    const issued = await issue(account, { name: "  ERP  " });
    expect(issued.token).toMatch(/^ppk_[\w-]{43}$/);
    expect(issued.apiToken).toMatchObject({
      name: "ERP",
      holderUserId: account.userId,
      state: "active",
      revokedAt: null,
      lastUsedAt: null,
    });
    const stored = await t.db.select().from(apiTokens).where(eq(apiTokens.orgId, account.orgId));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(hashToken(issued.token));
    expect(JSON.stringify(stored)).not.toContain(issued.token);

    const listed = await list(account);
    const [holder] = await t.db.select().from(users).where(eq(users.id, account.userId));
    expect(listed).toEqual([
      expect.objectContaining({
        id: issued.apiToken.id,
        name: "ERP",
        holderName: holder!.nickName,
        createdBy: holder!.username,
      }),
    ]);
    expect(issued.token.startsWith(listed[0]!.prefix)).toBe(true);
    expect(JSON.stringify(listed)).not.toContain(issued.token);
  });

  it("keeps at most five unrevoked tokens per org, even when asked at the same moment", async () => {
    const account = await createCustomerAccount(t);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7].map((n) => create(account, { name: `Shop ${n}` })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.map((answer) => [answer.statusCode, answer.json().code])).toEqual([
      [409, "API_TOKEN_LIMIT"],
      [409, "API_TOKEN_LIMIT"],
    ]);
    expect(refused[0]!.json().message).toContain("5");
    expect(await unrevokedCount(account.orgId)).toBe(5);

    const sixth = await create(account, { name: "Sixth" });
    expect(sixth.json().code).toBe("API_TOKEN_LIMIT");
    expect((await list(account)).map((token) => token.name)).not.toContain("Sixth");

    // Revoking one frees its place.
    const first = (await list(account))[0]!;
    await t.call("POST", `/api/apiTokens/${first.id}/revoke`, { token: account.token });
    expect((await create(account, { name: "Sixth" })).statusCode).toBe(200);
  });

  it("names a token once among the org's unrevoked ones", async () => {
    const account = await createCustomerAccount(t);
    const erp = await issue(account, { name: "ERP" });
    const taken = await create(account, { name: "erp" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: "NAME_TAKEN", details: [{ field: "name" }] });
    expect((await create(account, { name: "x".repeat(41) })).statusCode).toBe(400);
    expect((await create(account, { name: "   " })).statusCode).toBe(400);

    const shop = await issue(account, { name: "Shop" });
    const clash = await t.call("PUT", `/api/apiTokens/${shop.apiToken.id}`, {
      token: account.token,
      body: { name: "ERP" },
    });
    expect(clash.json()).toMatchObject({ code: "NAME_TAKEN", details: [{ field: "name" }] });
    const renamed = await t.call("PUT", `/api/apiTokens/${shop.apiToken.id}`, {
      token: account.token,
      body: { name: "Shopify" },
    });
    expect(renamed.json()).toMatchObject({ id: shop.apiToken.id, name: "Shopify" });

    // A revoked token's name is free again, and the revoked token can no longer be renamed.
    await t.call("POST", `/api/apiTokens/${erp.apiToken.id}/revoke`, { token: account.token });
    expect((await create(account, { name: "ERP" })).statusCode).toBe(200);
    const late = await t.call("PUT", `/api/apiTokens/${erp.apiToken.id}`, {
      token: account.token,
      body: { name: "Old ERP" },
    });
    expect(late.statusCode).toBe(409);
    expect((await list(account)).map((token) => token.name).sort()).toEqual(["ERP", "ERP", "Shopify"]);
  });

  it("regenerates with an overlap: the old token keeps working until then, the new one has its name and holder", async () => {
    const account = await createCustomerAccount(t);
    const sub = await subOf(account);
    const old = await issue(account, { name: "ERP", holderUserId: sub.userId });
    const before = Date.now();
    const regenerated = await t.call("POST", `/api/apiTokens/${old.apiToken.id}/regenerate`, {
      token: account.token,
      body: { overlapHours: 2 },
    });
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    const fresh = regenerated.json() as { token: string; apiToken: Token };
    expect(fresh.token).not.toBe(old.token);
    expect(fresh.apiToken).toMatchObject({ name: "ERP", holderUserId: sub.userId, state: "active" });

    const listed = await list(account);
    const ending = listed.find((token) => token.id === old.apiToken.id)!;
    expect(ending.state).toBe("ending");
    const endsIn = new Date(ending.revokedAt!).getTime() - before;
    expect(endsIn).toBeGreaterThan(2 * 3600_000 - 60_000);
    expect(endsIn).toBeLessThan(2 * 3600_000 + 60_000);
    await vi.waitFor(() => expect(announced).toContain(String(old.apiToken.id)));

    // An ending token is not regenerated again; revoking it ends it at once.
    const again = await t.call("POST", `/api/apiTokens/${old.apiToken.id}/regenerate`, {
      token: account.token,
      body: { overlapHours: 0 },
    });
    expect(again.statusCode).toBe(409);
    const revoked = await t.call("POST", `/api/apiTokens/${old.apiToken.id}/revoke`, {
      token: account.token,
    });
    expect(revoked.json()).toMatchObject({ state: "revoked" });
    expect(await unrevokedCount(account.orgId)).toBe(1);
  });

  it("regenerates without an overlap: the old token is revoked at once", async () => {
    const account = await createCustomerAccount(t);
    const old = await issue(account, { name: "ERP" });
    const regenerated = await t.call("POST", `/api/apiTokens/${old.apiToken.id}/regenerate`, {
      token: account.token,
      body: {},
    });
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    const states = (await list(account)).map((token) => [token.id, token.state]);
    expect(states).toEqual([
      [regenerated.json().apiToken.id, "active"],
      [old.apiToken.id, "revoked"],
    ]);
    expect(
      (
        await t.call("POST", `/api/apiTokens/${old.apiToken.id}/regenerate`, {
          token: account.token,
          body: { overlapHours: 25 },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("revokes a token at once and tells every server process", async () => {
    const account = await createCustomerAccount(t);
    const issued = await issue(account, { name: "Script" });
    const revoked = await t.call("POST", `/api/apiTokens/${issued.apiToken.id}/revoke`, {
      token: account.token,
    });
    expect(revoked.json()).toMatchObject({ id: issued.apiToken.id, state: "revoked" });
    expect(new Date(revoked.json().revokedAt).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    await vi.waitFor(() => expect(announced).toContain(String(issued.apiToken.id)));
  });

  it("lets the main account hand a token to its own enabled sub-account, and a sub-account only to itself", async () => {
    const main = await createCustomerAccount(t);
    const sub = await subOf(main);
    const otherSub = await subOf(main);

    const forSub = await issue(main, { name: "Warehouse", holderUserId: sub.userId });
    expect(forSub.apiToken.holderUserId).toBe(sub.userId);
    const own = await issue(sub, { name: "Sub script" });
    expect(own.apiToken.holderUserId).toBe(sub.userId);
    expect((await create(sub, { name: "For main", holderUserId: main.userId })).statusCode).toBe(403);
    expect((await create(sub, { name: "For peer", holderUserId: otherSub.userId })).statusCode).toBe(403);
    const mainsOwn = await issue(main, { name: "Main" });

    // The sub-account sees and changes only what it holds; the main account sees all of its org's.
    expect((await list(sub)).map((token) => token.name).sort()).toEqual(["Sub script", "Warehouse"]);
    expect((await list(main)).map((token) => token.name).sort()).toEqual(["Main", "Sub script", "Warehouse"]);
    const refused = await t.call("POST", `/api/apiTokens/${mainsOwn.apiToken.id}/revoke`, {
      token: sub.token,
    });
    expect(refused.statusCode).toBe(404);
    expect((await list(main)).find((token) => token.id === mainsOwn.apiToken.id)!.state).toBe("active");

    const stranger = await createCustomerAccount(t);
    expect((await create(main, { name: "Stranger", holderUserId: stranger.userId })).statusCode).toBe(404);

    await t.db.update(users).set({ status: "disabled" }).where(eq(users.id, otherSub.userId));
    const disabled = await create(main, { name: "Disabled", holderUserId: otherSub.userId });
    expect(disabled.statusCode).toBe(400);
    expect(disabled.json().details).toEqual([{ field: "holderUserId", message: expect.any(String) }]);
    expect(await unrevokedCount(main.orgId)).toBe(3);
  });

  it("is for customers holding the API docking screen", async () => {
    const main = await createCustomerAccount(t);
    const bare = await subOf(main, ["orders/list"]);
    expect((await create(bare, { name: "Nope" })).statusCode).toBe(403);
    expect((await t.call("GET", "/api/apiTokens", { token: bare.token })).statusCode).toBe(403);
    const supplier = await t.login("supplier", "Supplier2026");
    expect((await t.call("GET", "/api/apiTokens", { token: supplier })).statusCode).toBe(403);
    expect(await unrevokedCount(main.orgId)).toBe(0);
  });
});
