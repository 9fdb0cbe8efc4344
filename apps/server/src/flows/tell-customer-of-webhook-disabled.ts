import { WEBHOOK_DISABLE_AFTER_DAYS } from "@pp/domain";
import type { PostNotices } from "../modules/system";
import type { OnEndpointDisabled } from "../modules/webhooks";

// Use case: the webhook worker disables an endpoint (it answered 410, or every attempt failed for
// WEBHOOK_DISABLE_AFTER_DAYS days) and the customer's users are told in their console inbox. The worker's
// transaction disables it; this flow is what that transaction also writes in the system module, handed to the
// worker by app.ts as its `OnEndpointDisabled`.

const WEBHOOKS_TAB = { link: "/carriers/api-docking?tab=webhooks", screen: "carriers/api-docking" };

export const tellCustomerOfWebhookDisabled =
  (postNotices: PostNotices): OnEndpointDisabled =>
  async (tx, disabled) => {
    await postNotices(tx, {
      to: { orgId: disabled.orgId },
      kind: disabled.reason === "gone" ? "webhookGone" : "webhookFailing",
      params: { url: disabled.url, days: String(WEBHOOK_DISABLE_AFTER_DAYS) },
      ...WEBHOOKS_TAB,
    });
  };
