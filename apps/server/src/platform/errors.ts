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
  WALLET_HOLD_INSUFFICIENT: 400,
  IDEMPOTENCY_KEY_REUSED: 409,
  EMAIL_TAKEN: 409,
  NAME_TAKEN: 409,
  IN_USE: 409,
  ALREADY_DECIDED: 409,
  WITHDRAWAL_PENDING_EXISTS: 409,
  NOT_SIGNED: 409,
  PRODUCT_OFFLINE: 409,
  PRODUCT_ONLINE: 409,
  LIMIT_REACHED: 409,
  API_TOKEN_LIMIT: 409,
  ORDER_NOT_SERVED: 400,
  ORDER_NOT_DRAFT: 409,
  ORDER_REFERENCE_TAKEN: 409,
  ORDER_NUMBER_TAKEN: 409,
  ORDER_NOT_CANCELLABLE: 409,
  ORDER_NOT_DELETABLE: 409,
  ORDER_NOT_WEIGHABLE: 409,
  ORDER_NO_ARREARS: 409,
  ABNORMAL_NOT_RELEASABLE: 409,
  ORDER_NOT_EDITABLE: 409,
  ORDER_RULE_REFUSED: 400,
  LABEL_NOT_READY: 404,
  LABEL_SETTING_TAKEN: 409,
  LABEL_PRINTER_FONT: 400,
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

  /**
   * A refusal about one field of the request: the form shows `key`'s text (with `params`) on that field.
   * A 400 "check the marked fields" unless `code` names the business reason; `headline` makes `key` the
   * answer's message too, for callers that show no form.
   */
  static field(
    field: string,
    key: string,
    options: { params?: MessageParams; code?: ErrorCode; headline?: boolean } = {},
  ) {
    const { params, code = "VALIDATION_FAILED", headline = false } = options;
    const all = headline ? { ...params, messageKey: key } : params;
    return new AppError(code, { ...(all ? { params: all } : {}), details: [{ field, message: key }] });
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
