import { expect } from "vitest";
import { type Parties, type TenancyCase, tenancyCase } from "../../../test/tenancy";
import type { TestApp } from "../../../test/test-app";
import { productSignings, products, productZones, quotePlans, rateCells } from "../catalog.tables";
import { plainSalesProduct } from "../products/products.fixtures";

type TrialFixture = { productId: number; ownerOrgId: number };

let serial = 0;

// The owner's own product to DE, signed at a private plan: a rival must never get its price or even its name.
const ownerProduct = async (t: TestApp, { owner }: Parties): Promise<TrialFixture> => {
  serial++;
  const [product] = await t.db
    .insert(products)
    .values({
      ...plainSalesProduct(`TEN-TRIAL-${serial}-${Date.now().toString(36)}`),
      nameZh: "租户试算产品",
      nameEn: "Tenant trial product",
      nameKo: "테넌트 견적 상품",
      reportPriceType: "own",
      ownerOrgId: owner.orgId,
    })
    .returning();
  const productId = product!.id;
  const [plan] = await t.db
    .insert(quotePlans)
    .values({ productId, name: "Standard", isDefault: true })
    .returning();
  await t.db.insert(productZones).values({ productId, code: "DE", name: "Germany", country: "DE" });
  await t.db.insert(rateCells).values({ planId: plan!.id, zoneCode: "DE", bandIndex: 0, price: "12.3456" });
  await t.db.insert(productSignings).values({ productId, orgId: owner.orgId, status: "signed" });
  return { productId, ownerOrgId: owner.orgId };
};

const parcel = {
  destination: { country: "DE", postcode: "10115" },
  pieces: [{ lengthCm: "10", widthCm: "10", heightCm: "10", weightKg: "1" }],
  declaredValue: { amount: "10", currency: "EUR" },
};

export const tenancyCases: TenancyCase<unknown>[] = [
  // A customer naming another org is refused (403) rather than silently quoted as itself.
  tenancyCase<TrialFixture>({
    name: "freight trial: a customer cannot quote as another org",
    setup: ownerProduct,
    request: (f) => ({ method: "POST", url: "/api/freightTrial", body: { ...parcel, orgId: f.ownerOrgId } }),
  }),
  tenancyCase<TrialFixture>({
    name: "freight trial: a customer's own trial never lists another org's products",
    setup: ownerProduct,
    request: () => ({ method: "POST", url: "/api/freightTrial", body: parcel }),
    leaksNothing: (response, f) => {
      const body = response.json() as { served: unknown[]; notServed: unknown[] };
      const ids = [...body.served, ...body.notServed].map((row) => (row as { productId: number }).productId);
      expect(ids).not.toContain(f.productId);
      expect(response.body).not.toMatch(/"cost"|"margin"/);
    },
  }),
  tenancyCase<TrialFixture>({
    name: "freight trial: the form options of another org are refused",
    setup: ownerProduct,
    request: (f) => ({ method: "GET", url: `/api/freightTrial/options?orgId=${f.ownerOrgId}` }),
  }),
];
