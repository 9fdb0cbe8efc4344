import { describe, expect, it } from "vitest";
import { type AccessFacts, CAPABILITIES, type Capability, can, mayUseScreen } from "./access";

const WHO: Record<string, AccessFacts> = {
  admin: { orgType: "platform", roles: ["admin"], isSubAccount: false },
  operator: { orgType: "platform", roles: ["platform"], isSubAccount: false },
  finance: { orgType: "platform", roles: ["finance"], isSubAccount: false },
  supplier: { orgType: "supplier", roles: ["supplier"], isSubAccount: false },
  customer: { orgType: "customer", roles: ["customer"], isSubAccount: false },
  customerSub: { orgType: "customer", roles: ["customer"], isSubAccount: true },
  // Role rules keep platform roles off tenants; the table must not lean on that alone.
  customerHoldingPlatform: {
    orgType: "customer",
    roles: ["platform", "admin", "finance"],
    isSubAccount: false,
  },
};

const EXPECTED: Record<Capability, string[]> = {
  administerAccounts: ["admin", "operator", "finance"],
  manageSubAccounts: ["customer", "customerHoldingPlatform"],
  openOrgs: ["admin", "operator"],
  seeContactsInFull: ["admin"],
  manageMenus: ["admin"],
  readCatalog: ["admin", "operator", "finance"],
  holdWallet: ["customer", "customerSub", "customerHoldingPlatform"],
  buyForOwnOrg: ["customer", "customerSub", "customerHoldingPlatform"],
  manageCatalog: ["admin", "operator"],
  manageReference: ["admin", "operator"],
  manageMoney: ["admin", "finance"],
  holdApiKey: ["customer", "customerSub", "customerHoldingPlatform"],
  readSandboxMessages: ["admin", "operator"],
  placeOrders: ["customer", "customerSub", "customerHoldingPlatform"],
  seeOrdersOfOwnProducts: ["supplier"],
  seeOrderPrice: ["admin", "operator", "finance", "customer", "customerSub", "customerHoldingPlatform"],
  seeOrderCost: ["admin", "operator", "finance", "supplier"],
  cancelAnyOrder: ["admin", "operator"],
  handleProblems: ["admin", "operator"],
  editAnyOrder: ["admin", "operator"],
  weighOrders: ["admin", "operator"],
  readCarriers: ["admin", "operator", "finance"],
  manageCarriers: ["admin", "operator"],
  dockOwnCarriers: ["customer", "customerSub", "customerHoldingPlatform"],
  manageOrderRules: ["admin", "operator"],
  manageTrackRules: ["admin", "operator"],
  manageNumberRules: ["admin", "operator"],
  keepTrackEvents: ["admin", "operator"],
  keepOwnLabelSettings: ["customer", "customerSub", "customerHoldingPlatform"],
  useLabelSettings: ["admin", "operator", "finance", "customer", "customerSub", "customerHoldingPlatform"],
};

describe("the capability table", () => {
  it.each(Object.keys(CAPABILITIES) as Capability[])("%s is allowed to exactly its callers", (capability) => {
    const allowed = Object.keys(WHO).filter((who) => can(WHO[who]!, capability));
    expect(allowed).toEqual(EXPECTED[capability]);
  });

  it("leaves screens that need nothing beyond their grant open to whoever holds the grant", () => {
    expect(mayUseScreen(WHO.supplier!, "orders/list")).toBe(true);
    expect(mayUseScreen(WHO.operator!, "finance/bank-transfers")).toBe(false);
    expect(mayUseScreen(WHO.customerSub!, "carriers/api-docking")).toBe(true);
    expect(mayUseScreen(WHO.operator!, "carriers/api-docking")).toBe(false);
    expect(mayUseScreen(WHO.admin!, "orders/create")).toBe(false);
    expect(mayUseScreen(WHO.customerSub!, "orders/create")).toBe(true);
    expect(mayUseScreen(WHO.supplier!, "carriers/label-settings")).toBe(false);
  });
});
