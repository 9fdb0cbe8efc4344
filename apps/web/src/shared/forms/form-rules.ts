import {
  type Language,
  passwordProblem,
  passwordsMatch,
  translateValidation,
  type ValidationKey,
  type ValidationRule,
  type ValidationRuleName,
  validationRules,
} from "@pp/domain";
import type { FormRule } from "antd";
import { useMemo } from "react";
import { useLanguage } from "../../locales";

const asText = (value: unknown): string => (value === undefined || value === null ? "" : String(value));

/**
 * antd Form rules built from the shared domain rules, so the console refuses exactly what the server
 * refuses, with the same messages. Format rules let an empty value pass: emptiness is `required`'s job,
 * so a blank field shows one message, not two.
 */
export const createFormRules = (lang: Language) => {
  const message = (key: ValidationKey, params?: Record<string, number>) =>
    translateValidation(lang, key, params);
  const check = (rule: ValidationRule): FormRule => ({
    validator: async (_, value: unknown) => {
      const text = asText(value);
      if (text !== "" && !rule.test(text)) throw new Error(message(rule.key, rule.params));
    },
  });

  return {
    required: (): FormRule => ({
      required: true,
      validator: async (_, value: unknown) => {
        if (!validationRules.required.test(asText(value))) throw new Error(message("required"));
      },
    }),
    rule: (name: ValidationRuleName): FormRule => check(validationRules[name]),
    /**
     * The one password policy of every password form. `account` is the account name, or the form field that
     * holds it; the common-password list stays on the server, whose field error the form then shows.
     */
    password:
      (account?: { name: string } | { field: string }): FormRule =>
      ({ getFieldValue }) => ({
        validator: async (_, value: unknown) => {
          const text = asText(value);
          if (text === "") return;
          const name =
            account === undefined
              ? undefined
              : "field" in account
                ? asText(getFieldValue(account.field))
                : account.name;
          const problem = passwordProblem(text, name === undefined ? {} : { account: name });
          if (problem) throw new Error(message(problem));
        },
      }),
    /** The value must equal the one in `field` (password confirmation). */
    sameAs:
      (field: string): FormRule =>
      ({ getFieldValue }) => ({
        validator: async (_, value: unknown) => {
          const text = asText(value);
          if (text !== "" && !passwordsMatch(asText(getFieldValue(field)), text)) {
            throw new Error(message("passwordMismatch"));
          }
        },
      }),
    /** A checkbox that must be ticked (agreement). */
    ticked: (key: "agreementRequired"): FormRule => ({
      validator: async (_, value: unknown) => {
        if (value !== true) throw new Error(message(key));
      },
    }),
    message,
  };
};

export type FormRules = ReturnType<typeof createFormRules>;

/** The form rules in the current UI language; recreated when the language changes. */
export const useFormRules = (): FormRules => {
  const lang = useLanguage();
  return useMemo(() => createFormRules(lang), [lang]);
};
