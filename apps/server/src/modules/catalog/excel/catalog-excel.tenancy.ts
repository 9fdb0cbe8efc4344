import type { TenancyCase } from "../../../test/tenancy";
import { tenancyCase } from "../../../test/tenancy";
import { type Fixture, setup, unchanged } from "../products/products.tenancy";

// Zone and rate sheets are product administration: another customer, a sub-account (and, in
// catalog-excel.test.ts, a supplier and the owning customer) are refused every call and nothing changes.

const refused = (name: string, request: TenancyCase<Fixture>["request"]) =>
  tenancyCase<Fixture>({
    name: `catalog excel: ${name}`,
    setup,
    request,
    refusedWith: [403, 404],
    unchanged,
  });

export const tenancyCases: TenancyCase[] = [
  refused("zone template", () => ({ method: "GET", url: "/api/productCost/zoneTemplateDownload" })),
  refused("zone export", (f) => ({ method: "GET", url: `/api/product/${f.salesId}/zones/export` })),
  refused("zone import", (f) => ({
    method: "POST",
    url: `/api/productCost/zoneTemplateImport/${f.salesId}`,
  })),
  refused("rate template", (f) => ({
    method: "GET",
    url: `/api/product/${f.salesId}/plans/${f.planId}/rates/template`,
  })),
  refused("rate export", (f) => ({
    method: "GET",
    url: `/api/product/${f.salesId}/plans/${f.planId}/rates/export`,
  })),
  refused("rate import", (f) => ({
    method: "POST",
    url: `/api/product/${f.salesId}/plans/${f.planId}/rates/import`,
  })),
];
