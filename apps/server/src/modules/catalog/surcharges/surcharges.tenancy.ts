import { type TenancyCase, tenancyCase } from "../../../test/tenancy";

// Surcharge rules name cost records and their calculators: customers and sub-accounts never read them, not
// even the rules of a product signed to them (a 200 of any shape fails the case).

export const tenancyCases: TenancyCase<unknown>[] = [
  tenancyCase({
    name: "surcharges: the rule list across products",
    setup: async () => undefined,
    request: () => ({ method: "GET", url: "/api/surcharge/list?size=9999" }),
    refusedWith: [403],
  }),
  tenancyCase({
    name: "surcharges: the rules of one product by keyword and kind",
    setup: async () => undefined,
    request: () => ({ method: "GET", url: "/api/surcharge/list?keyword=PP-US-EXP&kind=formula" }),
    refusedWith: [403],
  }),
];
