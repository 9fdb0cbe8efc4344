import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { type Parties, type TenancyCase, tenancyCase } from "../../../test/tenancy";
import type { TestApp } from "../../../test/test-app";
import { productSignings, products, quotePlans } from "../catalog.tables";
import { plainSalesProduct } from "../products/products.fixtures";

type SigningFixture = { productId: number; planId: number; ownerOrgId: number };

let serial = 0;

// A product of the owner's (its own, or a public one) that the owner has signed at a non-default plan.
const signedProduct =
  (reportPriceType: "own" | "public"): TenancyCase<SigningFixture>["setup"] =>
  async (t: TestApp, { owner }: Parties) => {
    serial++;
    const [product] = await t.db
      .insert(products)
      .values({
        ...plainSalesProduct(`TEN-SIGN-${serial}-${Date.now().toString(36)}`),
        nameZh: "租户产品",
        nameEn: "Tenant product",
        nameKo: "테넌트 상품",
        reportPriceType,
        ownerOrgId: reportPriceType === "own" ? owner.orgId : null,
      })
      .returning();
    const [plan] = await t.db
      .insert(quotePlans)
      .values({ productId: product!.id, name: "Owner plan", isDefault: false })
      .returning();
    await t.db.insert(productSignings).values({
      productId: product!.id,
      orgId: owner.orgId,
      status: "signed",
      quotePlanId: plan!.id,
      assignedByPlatform: true,
    });
    return { productId: product!.id, planId: plan!.id, ownerOrgId: owner.orgId };
  };

// The owner's contract is as it was, and no intruder got one.
const unchanged: TenancyCase<SigningFixture>["unchanged"] = async (t, fixture) => {
  const rows = await t.db
    .select()
    .from(productSignings)
    .where(eq(productSignings.productId, fixture.productId));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ orgId: fixture.ownerOrgId, status: "signed", quotePlanId: fixture.planId });
};

const ownerSigning = async (t: TestApp, fixture: SigningFixture) =>
  t.db
    .select()
    .from(productSignings)
    .where(
      and(eq(productSignings.productId, fixture.productId), eq(productSignings.orgId, fixture.ownerOrgId)),
    );

export const tenancyCases: TenancyCase<unknown>[] = [
  tenancyCase<SigningFixture>({
    name: "signed products: available never lists another customer's own product",
    setup: signedProduct("own"),
    request: () => ({ method: "GET", url: "/api/product/signing/available" }),
    leaksNothing: (response, f) =>
      expect(response.json().map((row: { id: number }) => row.id)).not.toContain(f.productId),
  }),
  tenancyCase<SigningFixture>({
    name: "signed products: available never shows another org's signing status or plan",
    setup: signedProduct("public"),
    request: () => ({ method: "GET", url: "/api/product/signing/available" }),
    leaksNothing: (response, f) => {
      const row = response.json().find((r: { id: number }) => r.id === f.productId);
      expect(row).toMatchObject({ signingStatus: "unsigned" });
      expect(row).not.toHaveProperty("plans");
      expect(row).not.toHaveProperty("quotePlanId");
    },
  }),
  tenancyCase<SigningFixture>({
    name: "signed products: the platform's allot view is not open to customers",
    setup: signedProduct("public"),
    request: (f) => ({ method: "GET", url: `/api/product/signing/available?orgId=${f.ownerOrgId}` }),
    leaksNothing: (response, f) => {
      const row = response.json().find((r: { id: number }) => r.id === f.productId);
      expect(row).toMatchObject({ signingStatus: "unsigned" });
      expect(row).not.toHaveProperty("plans");
    },
  }),
  tenancyCase<SigningFixture>({
    name: "signed products: sign cannot reach another customer's own product",
    setup: signedProduct("own"),
    request: (f) => ({ method: "POST", url: "/api/product/signing/sign", body: { productId: f.productId } }),
    unchanged,
  }),
  tenancyCase<SigningFixture>({
    name: "signed products: cancel never touches another org's contract",
    setup: signedProduct("public"),
    request: (f) => ({
      method: "POST",
      url: "/api/product/signing/cancel",
      body: { productId: f.productId },
    }),
    refusedWith: [403, 404, 409],
    unchanged,
  }),
  tenancyCase<SigningFixture>({
    name: "signed products: customers cannot allot",
    setup: signedProduct("public"),
    request: (f) => ({
      method: "POST",
      url: "/api/product/signing/allot",
      body: { productId: f.productId, orgId: f.ownerOrgId, quotePlanId: null },
    }),
    unchanged,
  }),
  tenancyCase<SigningFixture>({
    name: "signed products: customers cannot unallot another org",
    setup: signedProduct("public"),
    request: (f) => ({
      method: "POST",
      url: "/api/product/signing/unallot",
      body: { productId: f.productId, orgId: f.ownerOrgId },
    }),
    unchanged,
  }),
  tenancyCase<SigningFixture>({
    name: "signed products: customers cannot change another org's quote plan",
    setup: signedProduct("public"),
    request: (f) => ({
      method: "POST",
      url: "/api/product/signing/plan",
      body: { productId: f.productId, orgId: f.ownerOrgId, quotePlanId: null },
    }),
    unchanged: async (t, fixture) => {
      const [row] = await ownerSigning(t, fixture);
      expect(row?.quotePlanId).toBe(fixture.planId);
    },
  }),
  tenancyCase<SigningFixture>({
    name: "signed products: the platform's list of who signed what is closed to customers",
    setup: signedProduct("public"),
    request: (f) => ({ method: "GET", url: `/api/product/signing/list?orgId=${f.ownerOrgId}` }),
  }),
  tenancyCase<SigningFixture>({
    name: "signed products: the customer org list is closed to customers",
    setup: signedProduct("public"),
    request: () => ({ method: "GET", url: "/api/product/signing/customers" }),
  }),
];
