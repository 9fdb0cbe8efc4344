export default {
  openApi: {
    reference: {
      tab: "API reference",
      title: "Open API reference",
      description:
        "Your ERP or shop system places, reads, edits and cancels orders, prints labels and reads the wallet with an API token of this page.",
      baseUrl: "Base URL",
      auth: "Authentication",
      authText:
        "Send the token in every call: Authorization: Bearer <token>. The token carries its holder's permissions.",
      rateLimit: "Rate limit",
      rateLimitText:
        "{{perMinute}} calls a minute per token by default. Every answer carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset; beyond the limit the call answers 429 RATE_LIMITED with Retry-After.",
      idempotency: "Retries",
      idempotencyText:
        "Send an Idempotency-Key header when placing or editing an order: a retry with the same key answers the first result; another body with the same key is refused (409).",
      errors: "Errors",
      errorsText:
        "Every error answers { code, message, details }: switch on the code; the message is in the Accept-Language language, details names the fields of a 400. The OpenAPI document lists each call's error statuses (400, 401, 403, 404, 409, 429).",
      openDocs: "Open the interactive reference",
      document: "OpenAPI document",
    },
  },
};
