import type { FormInstance } from "antd";
import { isApiRequestError } from "../api/api-error";

/**
 * Puts the server's field messages (400 VALIDATION_FAILED) on the form's fields. `rename` maps a request
 * field to the form field that collected it (e.g. `target` -> `phone`). Answers whether any message found
 * a field, so the caller can fall back to a form-level message when none did.
 */
export const showFieldErrors = (
  form: FormInstance,
  error: unknown,
  rename: Record<string, string> = {},
): boolean => {
  if (!isApiRequestError(error)) return false;
  const known = new Set(Object.keys(form.getFieldsValue() as Record<string, unknown>));
  const fields = error.fieldErrors
    .map(({ field, message }) => ({ name: rename[field] ?? field, errors: [message] }))
    .filter(({ name }) => known.has(name));
  if (fields.length > 0) form.setFields(fields);
  return fields.length > 0;
};

/** The server's message, already in the user's language, or `fallback` for an error without one. */
export const errorMessageOf = (error: unknown, fallback: string): string =>
  isApiRequestError(error) && error.message ? error.message : fallback;

export const errorCodeOf = (error: unknown): string | undefined =>
  isApiRequestError(error) ? error.code : undefined;
