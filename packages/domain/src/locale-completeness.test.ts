import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./constants";
import { DATE_PRESET_KEYS, datePresetLabels } from "./date-presets";
import { NOTICE_TEXT_KEYS, noticeMessages, noticeTextOf } from "./notices";
import { NUMBER_RULE_MESSAGE_KEYS, numberRuleMessages } from "./number-rules";
import { ORDER_MESSAGE_KEYS, orderMessages } from "./order.messages";
import { FORMULA_ERROR_CODES } from "./pricing/formula";
import { cargoTypeLabels, formulaErrorMessages, notServedMessages } from "./pricing/pricing.messages";
import { CARGO_TYPES, NOT_SERVED_CODES } from "./pricing/pricing.types";
import { TRACK_RULE_MESSAGE_KEYS, trackRuleMessages } from "./track-rules";
import { validationMessages } from "./validation.messages";
import { VALIDATION_KEYS } from "./validation.rules";

// Type checking already demands every key; this guards against blank strings and keys added at runtime.
const checkTable = (name: string, table: Record<string, Record<string, string>>, keys: readonly string[]) => {
  describe(name, () => {
    it.each([...LANGUAGES])("has exactly the known keys, all non-empty, in %s", (lang) => {
      const entries = table[lang];
      expect(entries).toBeDefined();
      expect(Object.keys(entries ?? {}).sort()).toEqual([...keys].sort());
      for (const key of keys) {
        const text = entries?.[key];
        expect(typeof text, `${lang}.${key}`).toBe("string");
        expect(text?.trim(), `${lang}.${key}`).not.toBe("");
        expect(text, `${lang}.${key}`).toBe(text?.trim());
      }
    });

    it("uses the same placeholders in every language", () => {
      const placeholders = (text: string | undefined) => (text?.match(/\{\w+\}/g) ?? []).sort();
      for (const key of keys) {
        const reference = placeholders(table.zh?.[key]);
        for (const lang of LANGUAGES) {
          expect(placeholders(table[lang]?.[key]), `${lang}.${key}`).toEqual(reference);
        }
      }
    });

    it("actually translates: English is ASCII, Chinese has Han, Korean has Hangul", () => {
      for (const key of keys) {
        expect(table.en?.[key], `en.${key}`).toMatch(/^[\x20-\x7E]+$/);
        expect(table.zh?.[key], `zh.${key}`).toMatch(/\p{Script=Han}/u);
        expect(table.ko?.[key], `ko.${key}`).toMatch(/\p{Script=Hangul}/u);
      }
    });
  });
};

checkTable("validationMessages", validationMessages, VALIDATION_KEYS);
checkTable("datePresetLabels", datePresetLabels, DATE_PRESET_KEYS);
checkTable("notServedMessages", notServedMessages, NOT_SERVED_CODES);
checkTable("formulaErrorMessages", formulaErrorMessages, FORMULA_ERROR_CODES);
checkTable("cargoTypeLabels", cargoTypeLabels, CARGO_TYPES);
checkTable("noticeMessages", noticeMessages, NOTICE_TEXT_KEYS);

describe("noticeTextOf", () => {
  it("fills a notice's parameters into its title and text in the reader's language", () => {
    const notice = {
      kind: "bankTransferRejected" as const,
      params: { amount: "80.00", currency: "CNY", reason: "模糊" },
    };
    expect(noticeTextOf("en", notice)).toEqual({
      title: "Bank transfer rejected",
      text: "Your bank transfer of 80.00 CNY was rejected: 模糊",
    });
    expect(noticeTextOf("ko", notice).text).toBe("80.00 CNY 계좌이체가 반려되었습니다: 模糊");
  });
});
checkTable("orderMessages", orderMessages, ORDER_MESSAGE_KEYS);
checkTable("numberRuleMessages", numberRuleMessages, NUMBER_RULE_MESSAGE_KEYS);
checkTable("trackRuleMessages", trackRuleMessages, TRACK_RULE_MESSAGE_KEYS);
