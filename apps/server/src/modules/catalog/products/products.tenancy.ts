import { count, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import type { Parties, TenancyCase } from "../../../test/tenancy";
import { tenancyCase } from "../../../test/tenancy";
import type { TestApp } from "../../../test/test-app";
import { orgs } from "../../identity";
import { productSurcharges, products, productZones, quotePlans, rateCells } from "../catalog.tables";

// Product administration is for platform staff: a customer (even the owner of an own product), a supplier and a
// sub-account are refused every cost record, sales product, zone, surcharge and quote plan call, and nothing
// changes. The fixture is built once per app through the API as the admin: a cost record and a sales product
// owned by the owner's org, each with zones, a rate grid, a surcharge and a second plan.

type Ids = { costId: number; salesId: number; planId: number; extraPlanId: number; surchargeId: number };
export type Fixture = Ids & { snapshot: Snapshot };
type Snapshot = Awaited<ReturnType<typeof snapshotOf>>;

const built = new WeakMap<TestApp, Promise<Ids>>();

const ok = async (response: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const answer = await response;
  if (answer.statusCode !== 200) throw new Error(`fixture call failed: ${answer.body}`);
  return answer.json() as Record<string, unknown> & { id: number };
};

const build = async (t: TestApp, parties: Parties): Promise<Ids> => {
  const token = parties.admin.token;
  const [supplier] = await t.db.select().from(orgs).where(eq(orgs.type, "supplier"));
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const cost = (await ok(
    t.call("POST", "/api/productCost/edit", {
      token,
      body: {
        code: `TEN-C-${stamp}`,
        nameZh: "租户成本",
        nameEn: "Tenancy cost",
        nameKo: "테넌트 원가",
        supplierOrgId: supplier!.id,
        currency: "USD",
        originCountry: "CN",
        minDays: 3,
        maxDays: 6,
        volumetricDivisor: "6000",
        bubble: { way: "full" },
        carry: { kind: "step", stepKg: "0.5" },
        rateModel: "perKg",
        bands: [{ minKg: "0", maxKg: "30" }],
        cargoTypes: ["general"],
      },
    }),
  )) as unknown as { product: { id: number }; rates: { plan: { id: number } } };
  const costId = cost.product.id;
  const zones = { zones: [{ code: "US", name: "United States", country: "US" }] };
  await ok(t.call("PUT", `/api/product/${costId}/zones`, { token, body: zones }));
  await ok(
    t.call("PUT", `/api/product/${costId}/plans/${cost.rates.plan.id}/rates`, {
      token,
      body: { cells: [{ zoneCode: "US", bandIndex: 0, price: "8" }] },
    }),
  );
  const sales = (await ok(
    t.call("POST", "/api/product/create", {
      token,
      body: {
        costProductId: costId,
        code: `TEN-S-${stamp}`,
        nameZh: "租户销售",
        nameEn: "Tenancy sales",
        nameKo: "테넌트 판매",
        reportPriceType: "own",
        ownerOrgId: parties.owner.orgId,
      },
    }),
  )) as unknown as { product: { id: number }; rates: { plan: { id: number } } };
  const salesId = sales.product.id;
  const surcharge = await ok(
    t.call("POST", `/api/product/${salesId}/surcharges`, {
      token,
      body: {
        code: "FUEL",
        nameZh: "燃油",
        nameEn: "Fuel",
        nameKo: "유류",
        calc: { kind: "fuelPercent", percent: "10" },
      },
    }),
  );
  const extra = await ok(t.call("POST", `/api/product/${salesId}/plans`, { token, body: { name: "Extra" } }));
  return { costId, salesId, planId: sales.rates.plan.id, extraPlanId: extra.id, surchargeId: surcharge.id };
};

const snapshotOf = async (t: TestApp, ids: Ids) => {
  const productIds = [ids.costId, ids.salesId];
  const tally = async (table: typeof productZones | typeof productSurcharges | typeof quotePlans) =>
    (await t.db.select({ n: count() }).from(table).where(inArray(table.productId, productIds)))[0]!.n;
  return {
    products: await t.db
      .select({
        id: products.id,
        version: products.version,
        status: products.status,
        code: products.code,
        chargeMode: products.chargeMode,
        cancelMode: products.cancelMode,
        editableFields: products.editableFields,
      })
      .from(products)
      .where(inArray(products.id, productIds))
      .orderBy(products.id),
    productCount: (await t.db.select({ n: count() }).from(products))[0]!.n,
    zones: await tally(productZones),
    surcharges: await tally(productSurcharges),
    plans: await tally(quotePlans),
    cells: (await t.db.select({ n: count() }).from(rateCells).where(eq(rateCells.planId, ids.planId)))[0]!.n,
  };
};

export const setup = async (t: TestApp, parties: Parties): Promise<Fixture> => {
  const pending = built.get(t) ?? build(t, parties);
  built.set(t, pending);
  const ids = await pending;
  return { ...ids, snapshot: await snapshotOf(t, ids) };
};

export const unchanged: TenancyCase<Fixture>["unchanged"] = async (t, fixture) => {
  expect(await snapshotOf(t, fixture)).toEqual(fixture.snapshot);
};

const refused = (name: string, request: TenancyCase<Fixture>["request"]) =>
  tenancyCase<Fixture>({ name: `products: ${name}`, setup, request, refusedWith: [403, 404], unchanged });

const costBody = (f: Fixture) => ({
  id: f.costId,
  code: "TEN-PROBE",
  nameZh: "探测",
  nameEn: "Probe",
  nameKo: "탐색",
  supplierOrgId: 1,
  currency: "USD",
  originCountry: "CN",
  minDays: 1,
  maxDays: 2,
  volumetricDivisor: "5000",
  bubble: { way: "none" },
  carry: { kind: "none" },
  rateModel: "perKg",
  bands: [{ minKg: "0", maxKg: "1" }],
  cargoTypes: ["general"],
});

const basic = {
  code: "TEN-PROBE",
  nameZh: "探测",
  nameEn: "Probe",
  nameKo: "탐색",
  currency: "USD",
  originCountry: "CN",
  minDays: 1,
  maxDays: 2,
};
const surcharge = {
  code: "PROBE",
  nameZh: "探",
  nameEn: "Probe",
  nameKo: "탐",
  calc: { kind: "fixedFee", charge: { unit: "perPiece", amount: "1" } },
};

export const tenancyCases: TenancyCase[] = [
  refused("cost list", () => ({ method: "GET", url: "/api/productCost/list" })),
  refused("cost detail", (f) => ({ method: "GET", url: `/api/productCost/get/${f.costId}` })),
  refused("cost create", (f) => ({
    method: "POST",
    url: "/api/productCost/edit",
    body: { ...costBody(f), id: undefined },
  })),
  refused("cost edit", (f) => ({ method: "POST", url: "/api/productCost/edit", body: costBody(f) })),
  refused("cost delete", (f) => ({ method: "DELETE", url: `/api/productCost/${f.costId}` })),
  refused("cost status", (f) => ({ method: "POST", url: `/api/productCost/editStatus/${f.costId}/online` })),
  refused("sales list", () => ({ method: "GET", url: "/api/product/list" })),
  refused("sales detail", (f) => ({ method: "GET", url: `/api/product/get/${f.salesId}` })),
  refused("sales create", (f) => ({
    method: "POST",
    url: "/api/product/create",
    body: { costProductId: f.costId, code: "TEN-PROBE", nameZh: "探", nameEn: "Probe", nameKo: "탐" },
  })),
  refused("basic info tab", (f) => ({ method: "PUT", url: `/api/product/${f.salesId}/basic`, body: basic })),
  refused("billing rule tab", (f) => ({
    method: "PUT",
    url: `/api/product/${f.salesId}/billing`,
    body: {
      volumetricDivisor: "5000",
      bubble: { way: "none" },
      carry: { kind: "none" },
      rateModel: "perKg",
      bands: [{ minKg: "0", maxKg: "1" }],
    },
  })),
  refused("service limits tab", (f) => ({
    method: "PUT",
    url: `/api/product/${f.salesId}/limits`,
    body: { limits: { maxPieces: "1" }, cargoTypes: ["general"] },
  })),
  refused("restriction rules tab", (f) => ({
    method: "PUT",
    url: `/api/product/${f.salesId}/restrictions`,
    body: { premiumPackageIds: [] },
  })),
  refused("order handling tab", (f) => ({
    method: "GET",
    url: `/api/product/getOrderEditParam/${f.salesId}`,
  })),
  refused("order handling tab save", (f) => ({
    method: "PUT",
    url: `/api/product/updateOrderEditParam/${f.salesId}`,
    body: { chargeMode: "holdUntilWeighIn", cancelMode: "offlineConfirmation", editableFields: ["boxes"] },
  })),
  refused("status change", (f) => ({ method: "POST", url: `/api/product/changeStatus/${f.salesId}/online` })),
  refused("zones", (f) => ({ method: "GET", url: `/api/product/${f.salesId}/zones` })),
  refused("zones replace", (f) => ({
    method: "PUT",
    url: `/api/product/${f.salesId}/zones`,
    body: { zones: [] },
  })),
  refused("surcharges", (f) => ({ method: "GET", url: `/api/product/${f.salesId}/surcharges` })),
  refused("surcharge add", (f) => ({
    method: "POST",
    url: `/api/product/${f.salesId}/surcharges`,
    body: surcharge,
  })),
  refused("surcharge edit", (f) => ({
    method: "PUT",
    url: `/api/product/${f.salesId}/surcharges/${f.surchargeId}`,
    body: surcharge,
  })),
  refused("surcharge delete", (f) => ({
    method: "DELETE",
    url: `/api/product/${f.salesId}/surcharges/${f.surchargeId}`,
  })),
  refused("quote plans", (f) => ({ method: "GET", url: `/api/product/${f.salesId}/plans` })),
  refused("quote plan create", (f) => ({
    method: "POST",
    url: `/api/product/${f.salesId}/plans`,
    body: { name: "Probe" },
  })),
  refused("quote plan rename", (f) => ({
    method: "PUT",
    url: `/api/product/${f.salesId}/plans/${f.extraPlanId}`,
    body: { name: "Probe" },
  })),
  refused("quote plan delete", (f) => ({
    method: "DELETE",
    url: `/api/product/${f.salesId}/plans/${f.extraPlanId}`,
  })),
  refused("rate grid", (f) => ({ method: "GET", url: `/api/product/${f.salesId}/plans/${f.planId}/rates` })),
  refused("rate grid save", (f) => ({
    method: "PUT",
    url: `/api/product/${f.salesId}/plans/${f.planId}/rates`,
    body: { cells: [] },
  })),
];
