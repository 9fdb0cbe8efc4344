export { webhookRoutes } from "./webhooks.routes";
export { createWebhookService, type WebhookService } from "./webhooks.service";
export {
  createWebhookWorker,
  type OnEndpointDisabled,
  type WebhookWorker,
} from "./webhooks.worker";
