import type { ErrorCode, FieldError } from "@pp/contracts";

// One code -> HTTP status map for every error the API answers.
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  CAPTCHA_INVALID: 400,
  CAPTCHA_EXPIRED: 400,
  INVALID_CREDENTIALS: 400,
  ACCOUNT_DISABLED: 400,
  CODE_INVALID: 400,
  ACCOUNT_TAKEN: 409,
  PHONE_TAKEN: 409,
  OLD_PASSWORD_WRONG: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BALANCE_INSUFFICIENT: 400,
  REFUNDABLE_DEPOSIT_INSUFFICIENT: 400,
  IDEMPOTENCY_KEY_REUSED: 409,
  NOT_CONFIGURED: 503,
  INTERNAL: 500,
};

export type MessageParams = Record<string, string | number>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: MessageParams | undefined;
  readonly details: FieldError[] | undefined;

  constructor(code: ErrorCode, options: { params?: MessageParams; details?: FieldError[] } = {}) {
    super(code);
    this.code = code;
    this.params = options.params;
    this.details = options.details;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
