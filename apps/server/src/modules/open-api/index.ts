export { OPEN_API_PREFIX, openApiRoutes } from "./open-api.routes";
export { createOpenApi, type OpenApiDeps } from "./open-api.service";
export type { paths as OpenApiPaths } from "./open-api.types";
