export { sandboxCarrierRoutes } from "./sandbox-carrier/sandbox-carrier.routes";
