import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";

// The open API's typed client types: `paths` generated from its served OpenAPI document by openapi-typescript.
// `npm run open-api:types` writes them to OPEN_API_TYPES_FILE; open-api.client.test.ts regenerates and compares.

export const OPEN_API_TYPES_FILE = new URL("../modules/open-api/open-api.types.ts", import.meta.url);

export const openApiTypesOf = async (document: OpenAPI3) => astToString(await openapiTS(document));
