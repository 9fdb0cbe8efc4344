import { type ComponentType, type LazyExoticComponent, lazy } from "react";

// Server menu nodes name their screen by a component key; this is the one place that maps a key to code.
// Every page is its own lazy chunk so a user downloads only the screens they open.

export type PageComponent = LazyExoticComponent<ComponentType>;

const pages: Record<string, PageComponent> = {
  home: lazy(() => import("../features/dashboard/HomePage")),
  "system/sandbox-messages": lazy(() => import("../features/system/SandboxMessagesPage")),
  "system/tasks": lazy(() => import("../features/system/TasksPage")),
  "system/notifications": lazy(() => import("../features/system/NotificationsPage")),
  "system/users": lazy(() => import("../features/account-admin/UsersPage")),
  "system/roles": lazy(() => import("../features/account-admin/RolesPage")),
  "system/menus": lazy(() => import("../features/account-admin/MenusPage")),
  "system/customers": lazy(() => import("../features/account-admin/CustomersPage")),
  "system/operation-log": lazy(() => import("../features/system/OperationLogPage")),
  "system/sub-accounts": lazy(() => import("../features/my-account/SubAccountsPage")),
  "system/profile": lazy(() => import("../features/my-account/ProfilePage")),
  "carriers/api-docking": lazy(() => import("../features/my-account/ApiDockingPage")),
  "carriers/providers": lazy(() => import("../features/carriers/DockingProvidersPage")),
  "carriers/api-log": lazy(() => import("../features/carriers/ApiLogPage")),
  "carriers/my-api-log": lazy(() => import("../features/carriers/MyApiLogPage")),
  "carriers/webhook-log": lazy(() => import("../features/webhooks/WebhookLogPage")),
  "carriers/number-pools": lazy(() => import("../features/carriers/NumberPoolsPage")),
  "carriers/assignments": lazy(() => import("../features/carriers/CustomerAssignmentPage")),
  "carriers/label-settings": lazy(() => import("../features/carriers/LabelSettingsPage")),
  "carriers/my-carriers": lazy(() => import("../features/carriers/MyCarriersPage")),
  "carriers/docking-requests": lazy(() => import("../features/carriers/DockingRequestsPage")),
  "carriers/docking-review": lazy(() => import("../features/carriers/DockingReviewPage")),
  "carriers/distributors": lazy(() => import("../features/carriers/DistributorsPage")),
  "carriers/delivery-services": lazy(() => import("../features/carriers/DeliveryServicesPage")),
  "system/countries": lazy(() => import("../features/reference/CountriesPage")),
  "system/cities": lazy(() => import("../features/reference/CitiesPage")),
  "system/currencies": lazy(() => import("../features/reference/CurrenciesPage")),
  "system/dictionaries": lazy(() => import("../features/reference/DictionariesPage")),
  "orders/create": lazy(() => import("../features/orders/OrderCreatePage")),
  "orders/list": lazy(() => import("../features/orders/OrderListPage")),
  "orders/detail": lazy(() => import("../features/orders/OrderDetailPage")),
  "orders/address-book": lazy(() => import("../features/orders/AddressBookPage")),
  "orders/scan": lazy(() => import("../features/orders/OrderScanPage")),
  "orders/abnormal": lazy(() => import("../features/orders/OrderAbnormalPage")),
  "orders/problem": lazy(() => import("../features/orders/OrderProblemsPage")),
  "orders/rules": lazy(() => import("../features/orders/OrderRulesPage")),
  "orders/tracking": lazy(() => import("../features/tracking/OrderTrackingPage")),
  "tracking/number-rules": lazy(() => import("../features/orders/NumberRulesPage")),
  "tracking/rule-groups": lazy(() => import("../features/tracking/rules/TrackRuleGroupsPage")),
  "tracking/rules": lazy(() => import("../features/tracking/rules/TrackRulesPage")),
  "orders/bulk": lazy(() => import("../features/orders/BulkOrderPage")),
  "warehouse/weigh-in": lazy(() => import("../features/orders/WeighInPage")),
  "catalog/signed-products": lazy(() => import("../features/catalog/SignedProductsPage")),
  "catalog/freight-trial": lazy(() => import("../features/catalog/FreightTrialPage")),
  "catalog/postcodes": lazy(() => import("../features/catalog/PostcodesPage")),
  "catalog/premium-packages": lazy(() => import("../features/catalog/PremiumPackagesPage")),
  "catalog/formula-types": lazy(() => import("../features/catalog/FormulaTypesPage")),
  "catalog/formulas": lazy(() => import("../features/catalog/FormulasPage")),
  "catalog/cost-products": lazy(() => import("../features/catalog/CostProductsPage")),
  "catalog/sales-products": lazy(() => import("../features/catalog/SalesProductsPage")),
  "catalog/product-detail": lazy(() => import("../features/catalog/ProductDetailPage")),
  "catalog/quote-plans": lazy(() => import("../features/catalog/QuotePlansPage")),
  "finance/recharge": lazy(() => import("../features/finance/RechargePage")),
  "finance/wallet-flow": lazy(() => import("../features/finance/WalletFlowPage")),
  "finance/bank-transfers": lazy(() => import("../features/finance/BankTransfersPage")),
  "finance/withdrawals": lazy(() => import("../features/finance/WithdrawalsPage")),
  "finance/withdrawal-approval": lazy(() => import("../features/finance/WithdrawalApprovalsPage")),
  "catalog/surcharges": lazy(() => import("../features/catalog/SurchargesPage")),
};

/** Screens whose component key is not built yet render this, naming the screen (spec: never a blank page). */
export const NotAvailablePage = lazy(() => import("./pages/NotAvailablePage"));

export const resolvePage = (componentKey: string | null): PageComponent | null =>
  componentKey ? (pages[componentKey] ?? null) : null;
