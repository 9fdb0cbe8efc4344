import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { type TenancyCase, tenancyCase } from "../../test/tenancy";
import { formulas, formulaTypes, postcodeGroups, premiumPackages } from "./catalog.tables";

// The catalogue's libraries are platform staff's: customers and sub-accounts never change them, never read
// formulas or postcode groups, and see only the enabled premium packages. Each refused write leaves the row
// as it was.

type Ids = {
  groupId: number;
  packageId: number;
  disabledPackageId: number;
  typeId: number;
  formulaId: number;
};

const fixture = async (t: Parameters<TenancyCase["setup"]>[0]): Promise<Ids> => {
  const [group] = await t.db.select().from(postcodeGroups).where(eq(postcodeGroups.name, "US West Coast"));
  const [pkg] = await t.db.select().from(premiumPackages).where(eq(premiumPackages.code, "SIGNATURE"));
  const [disabled] = await t.db
    .insert(premiumPackages)
    .values({
      code: `HIDDEN${Date.now().toString(36)}`,
      nameZh: "隐藏",
      nameEn: "Hidden",
      nameKo: "숨김",
      calc: { unit: "perOrder", amount: "1" },
      enabled: false,
    })
    .returning();
  const [formula] = await t.db.select().from(formulas).where(eq(formulas.code, "OVERSIZE_LONG_SIDE"));
  return {
    groupId: group!.id,
    packageId: pkg!.id,
    disabledPackageId: disabled!.id,
    typeId: formula!.formulaTypeId!,
    formulaId: formula!.id,
  };
};

type Request = { method: "GET" | "POST" | "PUT" | "DELETE"; url: string; body?: unknown };

const refused = (name: string, request: (ids: Ids) => Request, unchanged?: TenancyCase<Ids>["unchanged"]) =>
  tenancyCase<Ids>({
    name: `catalog library: ${name}`,
    setup: (t) => fixture(t),
    request,
    refusedWith: [403],
    ...(unchanged ? { unchanged } : {}),
  });

const group = { name: "Intruder group", kind: "remote", country: "US", matchers: ["1"] };
const pkg = {
  code: "INTRUDER",
  nameZh: "X",
  nameEn: "X",
  nameKo: "X",
  calc: { unit: "perOrder", amount: "1" },
};
const type = { nameZh: "X", nameEn: "X", calcType: "order" };
const formula = { code: "INTRUDER", nameZh: "X", nameEn: "X", expression: "1" };

const groupUnchanged: TenancyCase<Ids>["unchanged"] = async (t, ids) => {
  const [row] = await t.db.select().from(postcodeGroups).where(eq(postcodeGroups.id, ids.groupId));
  expect(row!.name).toBe("US West Coast");
  expect(await t.db.select().from(postcodeGroups).where(eq(postcodeGroups.name, group.name))).toEqual([]);
};
const packageUnchanged: TenancyCase<Ids>["unchanged"] = async (t, ids) => {
  const [row] = await t.db.select().from(premiumPackages).where(eq(premiumPackages.id, ids.packageId));
  expect(row).toMatchObject({ code: "SIGNATURE", enabled: true });
  expect(await t.db.select().from(premiumPackages).where(eq(premiumPackages.code, "INTRUDER"))).toEqual([]);
};
const typeUnchanged: TenancyCase<Ids>["unchanged"] = async (t, ids) => {
  const [row] = await t.db.select().from(formulaTypes).where(eq(formulaTypes.id, ids.typeId));
  expect(row!.nameEn).not.toBe("X");
};
const formulaUnchanged: TenancyCase<Ids>["unchanged"] = async (t, ids) => {
  const [row] = await t.db.select().from(formulas).where(eq(formulas.id, ids.formulaId));
  expect(row).toMatchObject({ code: "OVERSIZE_LONG_SIDE", testStatus: "passed" });
  expect(await t.db.select().from(formulas).where(eq(formulas.code, "INTRUDER"))).toEqual([]);
};

export const tenancyCases: TenancyCase<unknown>[] = [
  refused("postcode group list", () => ({ method: "GET", url: "/api/catalog/postcode-groups" })),
  refused("postcode group template", () => ({ method: "GET", url: "/api/catalog/postcode-groups/template" })),
  refused("postcode group export", () => ({ method: "GET", url: "/api/catalog/postcode-groups/export" })),
  refused(
    "postcode group import",
    () => ({ method: "POST", url: "/api/catalog/postcode-groups/import?mode=partial", body: {} }),
    groupUnchanged,
  ),
  refused(
    "postcode group create",
    () => ({ method: "POST", url: "/api/catalog/postcode-groups", body: group }),
    groupUnchanged,
  ),
  refused(
    "postcode group edit",
    (ids) => ({ method: "PUT", url: `/api/catalog/postcode-groups/${ids.groupId}`, body: group }),
    groupUnchanged,
  ),
  refused(
    "postcode group delete",
    (ids) => ({ method: "DELETE", url: `/api/catalog/postcode-groups/${ids.groupId}` }),
    groupUnchanged,
  ),
  tenancyCase<Ids>({
    name: "catalog library: premium packages show a customer the enabled ones only",
    setup: (t) => fixture(t),
    request: () => ({ method: "GET", url: "/api/catalog/premium-packages?enabled=false&size=9999" }),
    refusedWith: [403],
    leaksNothing: (response, ids) => {
      const rows = response.json().rows as Array<{ id: number; enabled: boolean }>;
      expect(rows.every((row) => row.enabled)).toBe(true);
      expect(rows.map((row) => row.id)).not.toContain(ids.disabledPackageId);
    },
  }),
  refused(
    "premium package create",
    () => ({ method: "POST", url: "/api/catalog/premium-packages", body: pkg }),
    packageUnchanged,
  ),
  refused(
    "premium package edit",
    (ids) => ({ method: "PUT", url: `/api/catalog/premium-packages/${ids.packageId}`, body: pkg }),
    packageUnchanged,
  ),
  refused(
    "premium package disable",
    (ids) => ({
      method: "PUT",
      url: `/api/catalog/premium-packages/${ids.packageId}/status`,
      body: { enabled: false },
    }),
    packageUnchanged,
  ),
  refused(
    "premium package delete",
    (ids) => ({ method: "DELETE", url: `/api/catalog/premium-packages/${ids.packageId}` }),
    packageUnchanged,
  ),
  refused("formula type list", () => ({ method: "GET", url: "/api/catalog/formula-types" })),
  refused("formula type customers", () => ({
    method: "GET",
    url: "/api/catalog/formula-types/customer-options",
  })),
  refused(
    "formula type create",
    () => ({ method: "POST", url: "/api/catalog/formula-types", body: type }),
    async (t) => {
      expect(await t.db.select().from(formulaTypes).where(eq(formulaTypes.nameEn, "X"))).toEqual([]);
    },
  ),
  refused(
    "formula type edit",
    (ids) => ({ method: "PUT", url: `/api/catalog/formula-types/${ids.typeId}`, body: type }),
    typeUnchanged,
  ),
  refused(
    "formula type delete",
    (ids) => ({ method: "DELETE", url: `/api/catalog/formula-types/${ids.typeId}` }),
    typeUnchanged,
  ),
  refused("formula list", () => ({ method: "GET", url: "/api/catalog/formulas" })),
  refused(
    "formula create",
    () => ({ method: "POST", url: "/api/catalog/formulas", body: formula }),
    formulaUnchanged,
  ),
  refused(
    "formula edit",
    (ids) => ({
      method: "PUT",
      url: `/api/catalog/formulas/${ids.formulaId}`,
      body: { ...formula, code: "OVERSIZE_LONG_SIDE" },
    }),
    formulaUnchanged,
  ),
  refused(
    "formula delete",
    (ids) => ({ method: "DELETE", url: `/api/catalog/formulas/${ids.formulaId}` }),
    formulaUnchanged,
  ),
  refused(
    "formula test",
    (ids) => ({
      method: "POST",
      url: "/api/catalog/formulas/test",
      body: { expression: "1 / 0", sample: {}, formulaId: ids.formulaId },
    }),
    formulaUnchanged,
  ),
];
