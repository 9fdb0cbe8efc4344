export { createReferenceCache, type ReferenceCache } from "./reference.cache";
export { countriesByCodes, findCountryByCode, isKnownCurrency, listCurrencies } from "./reference.repository";
export { referenceRoutes } from "./reference.routes";
export { seedReference } from "./reference.seed";
