import { addressMessages, translateValidation } from "@pp/domain";
import type { FormInstance } from "antd";
import { describe, expect, it } from "vitest";
import { type AddressFormValues, addressFieldRule, toAddressInput } from "./address-form-rules";

const values: AddressFormValues = {
  type: "consignee",
  name: " Jane ",
  phone: "+1 415 555 0100",
  countryCode: "us",
  city: "San Francisco",
  postcode: "1234",
  address1: "1 Market St",
};

// The rule reads the whole form through getFieldsValue, as antd hands it to a function rule.
const check = async (field: Parameters<typeof addressFieldRule>[0], lang: "zh" | "en" | "ko") => {
  const rule = addressFieldRule(field, lang);
  if (typeof rule !== "function") throw new Error("expected a function rule");
  const built = rule({ getFieldsValue: () => values } as unknown as FormInstance);
  const validator = built.validator;
  if (!validator) throw new Error("expected a validator");
  try {
    await validator({}, undefined, () => undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe("address form rules", () => {
  it("trims and upper-cases like the server", () => {
    expect(toAddressInput(values)).toMatchObject({ name: "Jane", countryCode: "US", company: "" });
  });

  it("puts the country's postcode message on the postcode field, in the interface language", async () => {
    expect(await check("postcode", "ko")).toBe(addressMessages.ko.addressPostcodeUS);
    expect(await check("postcode", "en")).toBe(addressMessages.en.addressPostcodeUS);
  });

  it("leaves fields without an issue alone and explains missing ones", async () => {
    expect(await check("city", "zh")).toBeUndefined();
    expect(await check("email", "zh")).toBeUndefined();
    values.city = " ";
    expect(await check("city", "zh")).toBe(translateValidation("zh", "required"));
  });
});
