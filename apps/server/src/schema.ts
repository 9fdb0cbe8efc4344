// Every Drizzle table of the app: the schema drizzle-kit generates migrations from and the database is opened
// with. The one file that reads modules' table files directly; tests read and write any table through it.

export * from "./modules/carriers/carriers.tables";
export * from "./modules/carriers/docking-requests.tables";
export * from "./modules/carriers/label-settings.tables";
export * from "./modules/carriers/last-mile.tables";
export * from "./modules/carriers/number-pools/number-pools.tables";
export * from "./modules/carriers/sandbox-carrier/sandbox-carrier.tables";
export * from "./modules/carriers/shipments.tables";
export * from "./modules/catalog/catalog.tables";
export * from "./modules/finance/finance.tables";
export * from "./modules/finance/recharge.tables";
export * from "./modules/finance/withdrawal.tables";
export * from "./modules/identity/api-tokens.tables";
export * from "./modules/identity/identity.tables";
export * from "./modules/open-api/open-api.tables";
export * from "./modules/orders/addresses.tables";
export * from "./modules/orders/cancel-requests.tables";
export * from "./modules/orders/import/import.tables";
export * from "./modules/orders/number-rules/number-rules.tables";
export * from "./modules/orders/order-abnormalities.tables";
export * from "./modules/orders/order-problems.tables";
export * from "./modules/orders/orders.tables";
export * from "./modules/orders/rules/order-rules.tables";
export * from "./modules/reference/reference.tables";
export * from "./modules/system/notices.tables";
export * from "./modules/system/system.tables";
export * from "./modules/tracking/tracking.tables";
export * from "./modules/webhooks/webhooks.tables";
export * from "./platform/platform.tables";
