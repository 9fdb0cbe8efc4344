import { App, type FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import { toFormFieldErrors } from "../api/api-error";

/** Puts a failed save's field errors on the form; answers false when the error was not about fields. */
export const showFieldErrors = <T>(form: FormInstance<T>, error: unknown): boolean => {
  const fields = toFormFieldErrors(error);
  if (fields.length) form.setFields(fields as Parameters<typeof form.setFields>[0]);
  return fields.length > 0;
};

/**
 * A reference modal's save: on success a "saved" toast, then `done` with the result; on failure the field
 * errors on the form, any other error as a toast.
 */
export const useModalSave = <T>(form: FormInstance<T>) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return async <R>(save: () => Promise<R>, done: (result: R) => void) => {
    try {
      const result = await save();
      void message.success(t("reference.common.saved"));
      done(result);
    } catch (error) {
      if (!showFieldErrors(form, error) && error instanceof Error) void message.error(error.message);
    }
  };
};
