export { sandboxCarrier } from "./sandbox-adapter";
