export { allCountries, dictValuesOf } from "./dict-values";
export { createReferenceCache, REFERENCE_CHANNEL, type ReferenceCache } from "./reference.cache";
export { countriesByCodes, findCountryByCode, isKnownCurrency, listCurrencies } from "./reference.repository";
export { referenceRoutes } from "./reference.routes";
export { seedReference } from "./reference.seed";
// Joined by other modules inside one PostgreSQL (a country's or currency's name and rate).
export { countries, currencies } from "./reference.tables";
