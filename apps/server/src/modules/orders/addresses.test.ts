import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usConsignee } from "../../test/fixtures";
import { createCustomerAccount } from "../../test/tenancy";
import { createTestApp, type TestApp } from "../../test/test-app";
import { addresses } from "./addresses.tables";

let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await t.login("customer", "Customer2026");
});
afterAll(async () => {
  await t.close();
});

type Dto = { id: number; type: string; name: string; isDefault: boolean; postcode: string; city: string };

// A signed-in user's saved language wins over Accept-Language, so language cases switch the account's.
const speaking = async (token: string, lang: "zh" | "en" | "ko") => {
  const response = await t.call("POST", `/api/customerInfo/i18n/${lang}`, { token });
  expect(response.statusCode).toBe(200);
  return token;
};

const save = async (token: string, body: unknown) =>
  t.call("POST", "/api/customerAddress/saveAddress", { token, body });

const saved = async (token: string, body: unknown) => {
  const response = await save(token, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Dto;
};

const defaultsOf = async (orgToken: string, type: string) =>
  (
    (
      await t.call("GET", `/api/customerAddress/findByUserId?type=${type}`, { token: orgToken })
    ).json() as Dto[]
  ).filter((row) => row.isDefault);

describe("address book CRUD", () => {
  it("creates, lists, searches, updates, moves the default and deletes", async () => {
    const first = await saved(customer, usConsignee("Alice Crud"));
    expect(first).toMatchObject({ countryCode: "US", isDefault: true, name: "Alice Crud" });

    const second = await saved(
      customer,
      usConsignee("Bob Crud", { postcode: "10001-1234", city: "New York" }),
    );
    expect(second.isDefault).toBe(false);

    const search = await t.call("POST", "/api/customerAddress/findByDto", {
      token: customer,
      body: { keyword: "Crud", type: "consignee", countryCode: "US", page: 1, size: 10 },
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().total).toBe(2);
    expect(search.json().rows.map((r: Dto) => r.name)).toEqual(["Alice Crud", "Bob Crud"]);
    const byPostcode = await t.call("POST", "/api/customerAddress/findByDto", {
      token: customer,
      body: { keyword: "10001" },
    });
    expect(byPostcode.json().rows.map((r: Dto) => r.name)).toEqual(["Bob Crud"]);

    const edited = await saved(customer, {
      ...usConsignee("Bob Edited", { city: "Boston", postcode: "02108" }),
      id: second.id,
    });
    expect(edited).toMatchObject({ id: second.id, name: "Bob Edited", city: "Boston", isDefault: false });

    const moved = await t.call("POST", "/api/customerAddress/setDefault", {
      token: customer,
      body: { id: second.id },
    });
    expect(moved.json().isDefault).toBe(true);
    expect((await defaultsOf(customer, "consignee")).map((r) => r.id)).toEqual([second.id]);

    // Deleting the default hands the flag to the newest remaining address of the type.
    const removed = await t.call("POST", "/api/customerAddress/delete", {
      token: customer,
      body: { id: second.id },
    });
    expect(removed.json()).toEqual({ ok: true });
    expect((await defaultsOf(customer, "consignee")).map((r) => r.id)).toEqual([first.id]);
    expect(
      (await t.call("POST", "/api/customerAddress/delete", { token: customer, body: { id: second.id } }))
        .statusCode,
    ).toBe(404);
  });

  it("keeps one default per type, senders apart from consignees", async () => {
    const sender = await saved(customer, usConsignee("Sender One", { type: "sender" }));
    expect(sender.isDefault).toBe(true);
    const sender2 = await saved(customer, usConsignee("Sender Two", { type: "sender", isDefault: true }));
    expect(sender2.isDefault).toBe(true);
    expect((await defaultsOf(customer, "sender")).map((r) => r.id)).toEqual([sender2.id]);
    expect((await defaultsOf(customer, "consignee")).length).toBe(1);
    // Unticking "default" on the default does not leave the book without one.
    const kept = await saved(customer, {
      ...usConsignee("Sender Two", { type: "sender" }),
      id: sender2.id,
      isDefault: false,
    });
    expect(kept.isDefault).toBe(true);
    // Moving the default to the other type promotes a replacement in the old one.
    await saved(customer, { ...usConsignee("Sender Two", { type: "consignee" }), id: sender2.id });
    expect((await defaultsOf(customer, "sender")).map((r) => r.id)).toEqual([sender.id]);
    expect((await defaultsOf(customer, "consignee")).length).toBe(1);
  });

  it("stays at one default when many set-default calls race", async () => {
    const owner = await createCustomerAccount(t);
    const created: Dto[] = [];
    for (let i = 0; i < 6; i++)
      created.push(await saved(owner.token, usConsignee(`Race ${i}`, { type: "sender" })));
    const answers = await Promise.all(
      created.map((row) =>
        t.call("POST", "/api/customerAddress/setDefault", { token: owner.token, body: { id: row.id } }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const defaults = await t.db
      .select()
      .from(addresses)
      .where(
        and(eq(addresses.orgId, owner.orgId), eq(addresses.type, "sender"), eq(addresses.isDefault, true)),
      );
    expect(defaults).toHaveLength(1);
  });

  it("puts a sub-account's addresses into its main account's org", async () => {
    const owner = await createCustomerAccount(t);
    const sub = await createCustomerAccount(t, {
      mainUserId: owner.userId,
      orgId: owner.orgId,
      grants: ["orders/address-book"],
    });
    const row = await saved(sub.token, usConsignee("From the sub"));
    const ownerList = (
      await t.call("GET", "/api/customerAddress/findByUserId", { token: owner.token })
    ).json() as Dto[];
    expect(ownerList.map((r) => r.id)).toEqual([row.id]);
    const [stored] = await t.db.select().from(addresses).where(eq(addresses.id, row.id));
    expect(stored).toMatchObject({ orgId: owner.orgId, userId: sub.userId });
  });

  it("answers 404 for another tenant's address and changes nothing", async () => {
    const rival = await createCustomerAccount(t);
    const mine = await saved(customer, usConsignee("Not yours"));
    for (const [url, body] of [
      ["/api/customerAddress/saveAddress", { ...usConsignee("Hijacked"), id: mine.id }],
      ["/api/customerAddress/delete", { id: mine.id }],
      ["/api/customerAddress/setDefault", { id: mine.id }],
    ] as const) {
      expect((await t.call("POST", url, { token: rival.token, body })).statusCode).toBe(404);
    }
    const [stored] = await t.db.select().from(addresses).where(eq(addresses.id, mine.id));
    expect(stored).toMatchObject({ name: "Not yours", isDefault: false });
    const list = await t.call("POST", "/api/customerAddress/findByDto", { token: rival.token, body: {} });
    expect(list.json()).toEqual({ rows: [], total: 0, nextCursor: null });
  });
});

describe("address validation", () => {
  it("names the field and explains the country's postcode format in the caller's language", async () => {
    const { token } = await createCustomerAccount(t);
    await speaking(token, "ko");
    const ko = await save(token, usConsignee("Bad Postcode", { postcode: "1234" }));
    expect(ko.statusCode).toBe(400);
    expect(ko.json().details).toEqual([
      { field: "postcode", message: expect.stringContaining("미국 우편번호") },
    ]);
    await speaking(token, "en");
    const en = await save(
      token,
      usConsignee("Bad Postcode", { countryCode: "JP", postcode: "1234", phone: "03-1234-5678" }),
    );
    expect(en.json().details).toEqual([
      { field: "postcode", message: "A Japanese postcode looks like 123-4567, e.g. 100-0001" },
    ]);
    await speaking(token, "zh");
    const zh = await save(
      token,
      usConsignee("Bad Phone", { countryCode: "CN", postcode: "200000", phone: "12345" }),
    );
    expect(zh.json().details).toEqual([{ field: "phone", message: expect.stringContaining("手机号码") }]);
  });

  it("requires the fields an address needs, the Korean clearance number included", async () => {
    const { token } = await createCustomerAccount(t);
    await speaking(token, "en");
    const response = await save(token, {
      type: "consignee",
      name: "",
      phone: "",
      countryCode: "KR",
      city: "",
      postcode: "",
      address1: "",
    });
    expect(response.statusCode).toBe(400);
    const details = response.json().details as { field: string; message: string }[];
    expect(details.map((d) => d.field)).toEqual([
      "name",
      "phone",
      "city",
      "postcode",
      "address1",
      "clearanceNo",
    ]);
    expect(details[0]?.message).toBe("This field cannot be empty");
    await speaking(token, "ko");
    const korean = { countryCode: "KR", postcode: "04524", phone: "010-1234-5678" };
    const badPccc = await save(token, usConsignee("Kim", { ...korean, clearanceNo: "X1" }));
    expect(badPccc.json().details).toEqual([
      { field: "clearanceNo", message: expect.stringContaining("개인통관고유부호") },
    ]);
    expect(
      (await save(token, usConsignee("Kim", { ...korean, clearanceNo: "P123456789012" }))).statusCode,
    ).toBe(200);
    // A Korean sender needs no clearance number.
    expect((await save(token, usConsignee("Kim", { ...korean, type: "sender" }))).statusCode).toBe(200);
  });
});

describe("country options", () => {
  it("answers the reference countries dropdown, EU group first", async () => {
    const response = await t.call("GET", "/api/customerAddress/getAllCountry?keyword=", { token: customer });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as { code: number; data: { value: string }[] };
    expect(answer.code).toBe(10200);
    expect(answer.data[0]?.value).toBe("EU");
    expect(answer.data.map((option) => option.value)).toContain("KR");
  });
});
