import { describe, expect, it } from "vitest";
import { openTestAppForFile, type TestApp } from "../../test/test-app";

let t: TestApp;
openTestAppForFile(async (app) => {
  t = app;
});

describe("customers by type", () => {
  it("lists customer main accounts with org and edition, contacts in full for an admin", async () => {
    const admin = await t.login("admin", "Admin2026");
    const page = (await t.call("GET", "/api/users/listCustomersByType?type=main", { token: admin })).json();
    expect(page.rows.map((r: { username: string }) => r.username)).toEqual(["customer"]);
    expect(page.rows[0]).toMatchObject({
      orgName: "Demo Trading Co.",
      edition: "free",
      settlementCurrency: "CNY",
      email: "customer@demo.example.com",
      mainUsername: null,
      masked: false,
    });
  });

  it("leaves the settlement currency to admins and platform operators: finance staff are refused", async () => {
    const finance = await t.login("finance", "Finance2026");
    const page = (await t.call("GET", "/api/users/listCustomersByType?type=main", { token: finance })).json();
    const orgId = page.rows[0].orgId as number;
    const refused = await t.call("PUT", `/api/orgs/${orgId}/settlement-currency`, {
      token: finance,
      body: { settlementCurrency: "USD" },
    });
    expect(refused.statusCode).toBe(403);
    const again = (
      await t.call("GET", "/api/users/listCustomersByType?type=main", { token: finance })
    ).json();
    expect(again.rows[0].settlementCurrency).toBe("CNY");
  });

  it("lists sub-accounts with their main account, masked for finance staff", async () => {
    const finance = await t.login("finance", "Finance2026");
    const page = (await t.call("GET", "/api/users/listCustomersByType?type=sub", { token: finance })).json();
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({ username: "customer_sub", mainUsername: "customer", masked: true });
    expect(page.rows[0].email).toBe("cus***om");
    expect(page.rows[0].phone).toBe("138***05");
  });

  it("searches by account, name or org", async () => {
    const admin = await t.login("admin", "Admin2026");
    const hit = (
      await t.call("GET", "/api/users/listCustomersByType?keyword=trading", { token: admin })
    ).json();
    expect(hit.total).toBe(1);
    const miss = (
      await t.call("GET", "/api/users/listCustomersByType?keyword=zzz_none", { token: admin })
    ).json();
    expect(miss.total).toBe(0);
  });

  it("is for platform staff only", async () => {
    for (const [user, password] of [
      ["customer", "Customer2026"],
      ["supplier", "Supplier2026"],
    ] as const) {
      const token = await t.login(user, password);
      expect((await t.call("GET", "/api/users/listCustomersByType", { token })).statusCode).toBe(403);
    }
  });
});
