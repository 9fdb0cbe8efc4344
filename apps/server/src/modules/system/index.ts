export { brandForHost, parseBrandHosts } from "./system.brands";
export { insertOperationLog } from "./system.repository";
export { systemRoutes } from "./system.routes";
export { type MessageSender, type OutgoingMessage, SENDERS, sandboxSender } from "./system.senders";
