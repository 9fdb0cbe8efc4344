import {
  type AddressField,
  type AddressInput,
  type AddressType,
  type Language,
  translateAddressMessage,
  validateAddress,
} from "@pp/domain";
import type { FormRule } from "antd";

export type AddressFormValues = {
  type: AddressType;
  name?: string;
  company?: string;
  phone?: string;
  email?: string;
  countryCode?: string;
  province?: string;
  city?: string;
  postcode?: string;
  address1?: string;
  address2?: string;
  clearanceNo?: string;
  isDefault?: boolean;
};

const trimmed = (value: string | undefined) => (value ?? "").trim();

/** The form's values as the domain rule reads them (the server trims the same way in its schema). */
export const toAddressInput = (
  values: AddressFormValues,
): { [K in keyof AddressInput]-?: NonNullable<AddressInput[K]> } => ({
  type: values.type,
  name: trimmed(values.name),
  company: trimmed(values.company),
  phone: trimmed(values.phone),
  email: trimmed(values.email),
  countryCode: trimmed(values.countryCode).toUpperCase(),
  province: trimmed(values.province),
  city: trimmed(values.city),
  postcode: trimmed(values.postcode),
  address1: trimmed(values.address1),
  address2: trimmed(values.address2),
  clearanceNo: trimmed(values.clearanceNo),
});

/**
 * One antd rule per field, each asking the shared `validateAddress` about the whole form and reporting its
 * own field's issue: the console refuses exactly what the server refuses, in the same words.
 */
export const addressFieldRule =
  (field: AddressField, lang: Language): FormRule =>
  ({ getFieldsValue }) => ({
    validator: async () => {
      const values = getFieldsValue(true) as AddressFormValues;
      const issue = validateAddress(toAddressInput(values)).find((item) => item.field === field);
      if (issue) throw new Error(translateAddressMessage(lang, issue.key));
    },
  });
