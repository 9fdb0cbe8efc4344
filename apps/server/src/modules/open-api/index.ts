export { OPEN_API_PREFIX, openApiRoutes } from "./open-api.routes";
export { createOpenApi, type OpenApiDeps } from "./open-api.service";
