import type { ErrorCode, FieldError } from "@pp/contracts";

// Client-side failures that never reached (or never came back from) the server get their own codes so
// callers can tell "the server said no" from "the network did".
export type ClientErrorCode = "TIMEOUT" | "NETWORK" | "ABORTED" | "HTTP_ERROR";

export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode;
  readonly details: unknown;

  constructor(init: {
    status: number;
    code: ErrorCode | ClientErrorCode;
    message: string;
    details?: unknown;
  }) {
    super(init.message);
    this.name = "ApiRequestError";
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
  }

  /** Field errors of a 400 VALIDATION_FAILED, ready for antd `form.setFields`. */
  get fieldErrors(): FieldError[] {
    if (!Array.isArray(this.details)) return [];
    return this.details.filter(
      (item): item is FieldError =>
        typeof item === "object" &&
        item !== null &&
        typeof (item as FieldError).field === "string" &&
        typeof (item as FieldError).message === "string",
    );
  }
}

export const isApiRequestError = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError;

/** The server's message, already in the user's language, or `fallback` for an error without one. */
export const errorMessageOf = (error: unknown, fallback: string): string =>
  isApiRequestError(error) && error.message ? error.message : fallback;

export const errorCodeOf = (error: unknown): string | undefined =>
  isApiRequestError(error) ? error.code : undefined;
