export { createOrderAbnormal, type OrderAbnormal } from "./abnormal/abnormal";
export { orderAbnormalRoutes } from "./abnormal/abnormal.routes";
export { addressRoutes } from "./addresses.routes";
export { type AddressService, createAddressService } from "./addresses.service";
export { addresses } from "./addresses.tables";
export type { OrderForCarrier } from "./changes/carrier-submission";
export * as orderSubmission from "./changes/carrier-submission";
export {
  type AnswerCancelRequest,
  type CancelOrders,
  type CancelOutcome,
  createOrderChanges,
  type OrderChanges,
  type OrderRefund,
} from "./changes/order-changes";
export { orderChangeRoutes } from "./changes/order-changes.routes";
export {
  createOrderEdit,
  type EditDifference,
  type EditOrder,
  type GetOrderEditParam,
  type OrderEdit,
  type PreviewOrderEdit,
  type PricedEdit,
} from "./changes/order-edit";
export { orderEditRoutes } from "./changes/order-edit.routes";
export {
  createOrderProblems,
  type OnProblemStep,
  type OrderProblems,
  type ProblemStep,
} from "./changes/order-problems";
export { orderProblemRoutes } from "./changes/order-problems.routes";
// Tracking (issue 17): what the tracking module reads of orders and what a tracking change writes on them.
export * as orderTracking from "./changes/tracking-update";
export {
  createOrderWeighIn,
  type OrderWeighIn,
  type PayArrears,
  type WeighInDifference,
  type WeighInOrder,
} from "./changes/weigh-in";
export { orderWeighInRoutes } from "./changes/weigh-in.routes";
export { createOrderExport, ORDER_EXPORT_TASK } from "./export/order-export";
// The package-tracking export (tracking) reads the orders an order export would: by ids, numbers or the filter.
export * as orderExportRows from "./export/order-export.repository";
export * as importRecords from "./import/import.repository";
export { orderImportRoutes } from "./import/import.routes";
export { createOrderImports, type ImportFlowParts } from "./import/import.service";
export { actorOfImport } from "./import/import-actor";
export type { ImportContext, ImportedOrder } from "./import/import-file";
export { importReader } from "./import/import-reader";
export { numberRuleRoutes } from "./number-rules/number-rules.routes";
export { createNumberRules } from "./number-rules/number-rules.service";
export { orderNumbersOf } from "./order-lookups";
export { orderRoutes } from "./orders.routes";
export { seedOrders } from "./orders.seed";
export { orderScanExportRoutes } from "./orders-scan-export.routes";
export {
  createOrderStore,
  isHoldKey,
  moneyKeyOf,
  needsCharge,
  type OrderPrice,
  type OrderStore,
  type OrderToWrite,
  type PayDrafts,
  type PlacementOutcome,
  type PlaceOrders,
  type PreparedOrder,
  type PricedOutcome,
  type PriceOrders,
  placementConflict,
  prepareOrder,
} from "./placement/placement";
export type { OrderRecord } from "./placement/placement.repository";
export {
  numbersOf as pastedNumbersOf,
  type OrderListRow,
  type OrderScope,
  type OrderTrackView,
} from "./queries/orders-queries.repository";
export {
  createOrderQueries,
  type OrderQueries,
  whoOf as orderScopeOf,
} from "./queries/orders-queries.service";
export { messageOf, placeOne } from "./route-answers";
export { orderRuleRoutes } from "./rules/order-rules.routes";
export { createOrderRules } from "./rules/order-rules.service";
