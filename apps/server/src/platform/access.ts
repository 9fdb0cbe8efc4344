import type { Actor } from "./actor";
import { AppError } from "./errors";

/**
 * Who may do what, in one table: every module's "may this caller …" check names a capability here,
 * and so do the screens whose calls need one, so a menu entry shows only when its calls are allowed.
 * docs/security.md "Roles and what each may do" states it in prose. The rules of changing accounts and
 * roles (levels, guarded roles) build on it in identity/access.ts.
 */

/** What the capabilities look at: the caller's org kind and role codes, and whether it is a sub-account. */
export type AccessFacts = Pick<Actor, "orgType" | "roles" | "isSubAccount">;

/** A role check passes if any role matches; Chinese-named roles match by substring (spec §6). */
export const hasRole = (facts: Pick<AccessFacts, "roles">, ...wanted: string[]) =>
  facts.roles.some((role) =>
    wanted.some((w) => role === w || (/[\u4e00-\u9fff]/.test(w) && role.includes(w))),
  );

export const isPlatformStaff = (facts: Pick<AccessFacts, "orgType">) => facts.orgType === "platform";

const operators = (facts: AccessFacts) => isPlatformStaff(facts) && hasRole(facts, "admin", "platform");

export const CAPABILITIES = {
  /** See every org's accounts, users and roles (customers and suppliers manage sub-accounts instead). */
  administerAccounts: isPlatformStaff,
  /** Create, change and grant screens to sub-accounts: a customer's main account (platform staff only look). */
  manageSubAccounts: (facts) => facts.orgType === "customer" && !facts.isSubAccount,
  /** Open customer and supplier orgs and set their terms: admins and operators, not finance staff. */
  openOrgs: operators,
  /** Read phone numbers and e-mails unmasked (spec §9). */
  seeContactsInFull: (facts) => isPlatformStaff(facts) && hasRole(facts, "admin"),
  /** Change the menu tree every role's grants point into. */
  manageMenus: (facts) => isPlatformStaff(facts) && hasRole(facts, "admin"),
  /** Read cost records, surcharge rules and every org's products and quote plans. */
  readCatalog: isPlatformStaff,
  /** Keep a wallet, recharge it and withdraw from it: customers (the platform org keeps no wallet). */
  holdWallet: (facts) => facts.orgType === "customer",
  /** Quote and sign products for its own org: customers. */
  buyForOwnOrg: (facts) => facts.orgType === "customer",
  /** Change products, prices, formulas, postcode groups, premium packages and signings. */
  manageCatalog: operators,
  /** Change countries, cities, currencies and dictionaries. */
  manageReference: operators,
  /** Approve withdrawals, confirm bank transfers, adjust wallets and take deposits. */
  manageMoney: (facts) => isPlatformStaff(facts) && hasRole(facts, "admin", "finance"),
  /**
   * Hold open-API tokens: a customer's main account, and its sub-accounts granted the API docking screen (their
   * own tokens only; the main account manages every token of its org, as it does the sub-accounts).
   */
  holdApiKey: (facts) => facts.orgType === "customer",
  /** Read what the sandbox SMS and e-mail senders would have sent. */
  readSandboxMessages: operators,
  /** Place orders and pay drafts for its own org, charged to its wallet: customers. */
  placeOrders: (facts) => facts.orgType === "customer",
  /** See the orders that go by its own products (its cost records) rather than its own org's: suppliers. */
  seeOrdersOfOwnProducts: (facts) => facts.orgType === "supplier",
  /** See an order's sales price (what the customer pays): the customer and platform staff. */
  seeOrderPrice: (facts) => facts.orgType === "customer" || isPlatformStaff(facts),
  /** See an order's cost (what the supplier charges): the supplier and platform staff. */
  seeOrderCost: (facts) => facts.orgType === "supplier" || isPlatformStaff(facts),
  /** Cancel any customer's order not yet handed over, refunding it (spec §7 batchCancelOrder, staff privilege). */
  cancelAnyOrder: operators,
  /** Raise problems on any customer's order and resolve them (问题件, spec §2). */
  handleProblems: operators,
  /** Edit any customer's order before hand-over, charging or refunding the difference (issue 13). */
  editAnyOrder: operators,
  /** Keep the order rules, rule groups and the sensitive-word list every placement runs (订单规则, spec §2). */
  manageOrderRules: operators,
  /** Add and correct a parcel's tracking events by hand (spec §2 order detail: add or edit logistics info). */
  keepTrackEvents: operators,
  /** Keep the tracking-number substring rules every scan applies (单号截取规则, spec §3). */
  manageNumberRules: operators,
  /** Keep the tracking rule groups and rules, their assignments, and replay them over stored events (轨迹规则). */
  manageTrackRules: operators,
  /** See the docking providers, their health and the API log of calls to them. */
  readCarriers: isPlatformStaff,
  /** Add and change docking providers, their credentials and the customers they serve. */
  manageCarriers: operators,
  /** Keep the label settings (print profiles) of its own org's orders: customers (staff: manageCarriers). */
  keepOwnLabelSettings: (facts) => facts.orgType === "customer",
  /** Open the label settings screen: platform staff (reading; operators change) and customers (their own). */
  useLabelSettings: (facts) => isPlatformStaff(facts) || facts.orgType === "customer",
  /** Dock its own carrier accounts and ask the platform to dock a carrier (spec §9): customers. */
  dockOwnCarriers: (facts) => facts.orgType === "customer",
  /** Weigh any customer's order in the warehouse, charging or refunding the difference (issue 13). */
  weighOrders: (facts) => isPlatformStaff(facts) && hasRole(facts, "admin", "platform", "warehouse", "仓库"),
} as const satisfies Record<string, (facts: AccessFacts) => boolean>;

export type Capability = keyof typeof CAPABILITIES;

export const can = (facts: AccessFacts, capability: Capability) => CAPABILITIES[capability](facts);

export const requireCan = (facts: AccessFacts, capability: Capability) => {
  if (!can(facts, capability)) throw new AppError("FORBIDDEN");
};

/**
 * The capability a screen's calls need beyond the screen's grant. A role's grant of a screen the caller
 * cannot use is left out of its screens, so the menu never offers a page whose calls answer 403.
 */
export const SCREEN_NEEDS: Readonly<Record<string, Capability>> = {
  "system/users": "administerAccounts",
  "system/roles": "administerAccounts",
  "system/customers": "administerAccounts",
  "system/menus": "manageMenus",
  "system/sandbox-messages": "readSandboxMessages",
  "catalog/cost-products": "readCatalog",
  "catalog/sales-products": "readCatalog",
  "catalog/product-detail": "readCatalog",
  "catalog/quote-plans": "readCatalog",
  "catalog/surcharges": "readCatalog",
  "catalog/formulas": "manageCatalog",
  "catalog/formula-types": "manageCatalog",
  "catalog/postcodes": "manageCatalog",
  "finance/recharge": "holdWallet",
  "finance/withdrawals": "holdWallet",
  "finance/withdrawal-approval": "manageMoney",
  "finance/bank-transfers": "manageMoney",
  "carriers/api-docking": "holdApiKey",
  "orders/create": "placeOrders",
  "warehouse/weigh-in": "weighOrders",
  "orders/rules": "manageOrderRules",
  "tracking/number-rules": "manageNumberRules",
  "tracking/rule-groups": "manageTrackRules",
  "tracking/rules": "manageTrackRules",
  "carriers/providers": "readCarriers",
  "carriers/assignments": "manageCarriers",
  "carriers/api-log": "readCarriers",
  "carriers/my-api-log": "holdApiKey",
  "carriers/webhook-log": "readCarriers",
  "carriers/number-pools": "readCarriers",
  "carriers/label-settings": "useLabelSettings",
  "carriers/my-carriers": "dockOwnCarriers",
  "carriers/docking-requests": "dockOwnCarriers",
  "carriers/docking-review": "readCarriers",
  "carriers/distributors": "readCarriers",
  "carriers/delivery-services": "readCarriers",
};

export const mayUseScreen = (facts: AccessFacts, screen: string) => {
  const needs = SCREEN_NEEDS[screen];
  return needs === undefined || can(facts, needs);
};
