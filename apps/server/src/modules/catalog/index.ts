export { CATALOG_CHANNEL } from "./catalog.changes";
export {
  existingProductIds,
  findPostcodeGroupMatchers,
  salesProductOptions,
} from "./catalog.lookups";
export { routeDemoCostRecords, seedCatalog } from "./catalog.seed";
// Tracking's derived states read a sales product's max days and "not yet online" hours beside its parcels.
export { products } from "./catalog.tables";
export { catalogExcelRoutes } from "./excel/catalog-excel.routes";
export { formulaRoutes } from "./formulas/formulas.routes";
export { postcodeGroupRoutes } from "./postcode-groups/postcode-groups.routes";
export { premiumPackageRoutes } from "./premium-packages/premium-packages.routes";
export { type LastMile, lastMileOf } from "./products/cost-account";
export { preRecordedTypesOf } from "./products/pre-recorded-types";
export { productEditableFields } from "./products/product-edit-fields";
export { confirmsCancelOffline } from "./products/product-order-handling";
export { productRoutes } from "./products/products.routes";
export { type PushTarget, pushTargetsOf } from "./products/push-targets";
export { createPricingCache } from "./quote/pricing-loader";
export { findProductIdByCode } from "./quote/quote.repository";
export { quoteRoutes } from "./quote/quote.routes";
export {
  createQuoteService,
  type OrderQuote,
  type QuoteSources,
  quoteProductForOrder,
} from "./quote/quote.service";
export { createQuoteProfileCache } from "./quote/quote-profiles";
export { quotePlanRoutes } from "./quote-plans/quote-plans.routes";
export { signedProductsOf } from "./signings/signed-products";
export { signingRoutes } from "./signings/signings.routes";
export { surchargeRoutes } from "./surcharges/surcharges.routes";
