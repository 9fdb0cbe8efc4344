import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { type TenancyCase, tenancyCase } from "../../test/tenancy";
import { addresses } from "./addresses.tables";

type AddressFixture = { id: number; name: string };

const ownerAddress = (name: string) =>
  ({
    type: "consignee",
    name,
    phone: "+1 415 555 0100",
    countryCode: "US",
    city: "San Francisco",
    postcode: "94105",
    address1: "1 Market St",
    isDefault: false,
  }) as const;

// The owner's address is written directly, so every case starts from a known row whatever ran before.
const setup: TenancyCase<AddressFixture>["setup"] = async (t, { owner }) => {
  const name = `owner-address-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const [row] = await t.db
    .insert(addresses)
    .values({ ...ownerAddress(name), orgId: owner.orgId, userId: owner.userId })
    .returning();
  return { id: row!.id, name };
};

const unchanged: TenancyCase<AddressFixture>["unchanged"] = async (t, fixture, { owner }) => {
  const [row] = await t.db.select().from(addresses).where(eq(addresses.id, fixture.id));
  expect(row).toMatchObject({ name: fixture.name, orgId: owner.orgId, isDefault: false, postcode: "94105" });
};

export const tenancyCases: TenancyCase<unknown>[] = [
  tenancyCase<AddressFixture>({
    name: "address book: findByUserId never lists the owner's addresses",
    setup,
    request: () => ({ method: "GET", url: "/api/customerAddress/findByUserId" }),
    leaksNothing: (response, f) =>
      expect(response.json().map((r: { id: number }) => r.id)).not.toContain(f.id),
  }),
  tenancyCase<AddressFixture>({
    name: "address book: findByDto never finds the owner's addresses",
    setup,
    request: (f) => ({ method: "POST", url: "/api/customerAddress/findByDto", body: { keyword: f.name } }),
    leaksNothing: (response) => expect(response.json().total).toBe(0),
  }),
  tenancyCase<AddressFixture>({
    name: "address book: saveAddress cannot overwrite the owner's address",
    setup,
    request: (f) => ({
      method: "POST",
      url: "/api/customerAddress/saveAddress",
      body: { ...ownerAddress("hijacked"), postcode: "10001", id: f.id },
    }),
    unchanged,
  }),
  tenancyCase<AddressFixture>({
    name: "address book: delete cannot remove the owner's address",
    setup,
    request: (f) => ({ method: "POST", url: "/api/customerAddress/delete", body: { id: f.id } }),
    unchanged,
  }),
  tenancyCase<AddressFixture>({
    name: "address book: setDefault cannot touch the owner's address",
    setup,
    request: (f) => ({ method: "POST", url: "/api/customerAddress/setDefault", body: { id: f.id } }),
    unchanged,
  }),
];
