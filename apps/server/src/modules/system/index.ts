export { brandForHost, parseBrandHosts } from "./system.brands";
export { finishOperationLog, insertOperationLog } from "./system.repository";
export { systemRoutes } from "./system.routes";
export { type MessageSender, type OutgoingMessage, SENDERS, sandboxSender } from "./system.senders";
