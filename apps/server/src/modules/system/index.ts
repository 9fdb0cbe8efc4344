export { noticeRoutes } from "./notices.routes";
export {
  createNoticeService,
  type NoticeAudience,
  type NoticePost,
  type PostNotices,
  postNotices,
} from "./notices.service";
export { sandboxMessageRoutes } from "./sandbox-messages.routes";
export { brandForHost, parseBrandHosts } from "./system.brands";
export { finishOperationLog, insertOperationLog } from "./system.repository";
export { systemRoutes } from "./system.routes";
export { assertCanSend, type MessageSender, type OutgoingMessage, sendersFor } from "./system.senders";
