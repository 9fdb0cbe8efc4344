import { App, type FormInstance } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf, isApiRequestError } from "../api/api-error";
import { useCalmLoading } from "../hooks/use-calm-loading";

export type FieldPath = (string | number)[];
/** Maps a request field's path to the form field that collected it (e.g. `["phone"]` -> `["target"]`). */
export type RenameField = (path: FieldPath) => FieldPath;

const keepPath: RenameField = (path) => path;

/** "lines.2.price" -> ["lines", 2, "price"], the path antd uses for list fields. */
const pathOf = (field: string): FieldPath =>
  field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Puts the server's field messages (400 VALIDATION_FAILED) on the form's fields. Answers whether any message
 * found a field of this form, so the caller can fall back to a form-level message when none did.
 */
export const putFieldErrors = (form: FormInstance | null, error: unknown, rename = keepPath): boolean => {
  if (!form || !isApiRequestError(error)) return false;
  const known = new Set(Object.keys(form.getFieldsValue() as Record<string, unknown>));
  const fields = error.fieldErrors
    .map(({ field, message }) => ({ name: rename(pathOf(field)), errors: [message] }))
    .filter(({ name }) => known.has(String(name[0])));
  if (fields.length > 0) form.setFields(fields);
  return fields.length > 0;
};

type SaveOptions<R> = {
  /** The success toast, or its text for the result; the shared "saved" text unless given, none when false. */
  saved?: string | false | ((result: R) => string);
  onSaved?: (result: R) => void;
  rename?: RenameField;
};

/**
 * The save of a form: a success toast, the server's field messages on the form's fields, any other failure as
 * a toast. `announceFieldErrors` also toasts the first field message, for forms whose fields may sit in
 * another row or be scrolled away. `saving` is calm (see useCalmLoading) and a second press while saving is
 * ignored.
 */
export const useFormSave = (
  form: FormInstance | null,
  { announceFieldErrors = false, failed }: { announceFieldErrors?: boolean; failed?: string } = {},
) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const saving = useCalmLoading(pending);

  const showError = (error: unknown, rename?: RenameField) => {
    if (putFieldErrors(form, error, rename) && !announceFieldErrors) return;
    const firstField =
      announceFieldErrors && isApiRequestError(error) ? error.fieldErrors[0]?.message : undefined;
    void message.error(firstField ?? errorMessageOf(error, failed ?? t("common.errors.operationFailed")));
  };

  const save = async <R>(run: () => Promise<R>, options: SaveOptions<R> = {}): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      const result = await run();
      const saved = typeof options.saved === "function" ? options.saved(result) : options.saved;
      if (saved !== false) void message.success(saved ?? t("common.feedback.saved"));
      options.onSaved?.(result);
    } catch (error) {
      showError(error, options.rename);
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return { save, saving, showError };
};
