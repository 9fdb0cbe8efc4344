import type { Language, ValidationRuleName } from "@pp/domain";
import { renderHook } from "@testing-library/react";
import type { FormInstance, FormRule } from "antd";
import { describe, expect, it, vi } from "vitest";

// The real locales module boots the app's i18n with every area's texts; the rules only need the language.
const ui = vi.hoisted(() => ({ lang: "en" as Language }));
vi.mock("../../locales", () => ({ useLanguage: () => ui.lang }));

import { createFormRules, useFormRules } from "./form-rules";

type Validator = (rule: unknown, value: unknown) => Promise<void>;

const fakeForm = (values: Record<string, unknown>) =>
  ({ getFieldValue: (name: string) => values[name] }) as unknown as FormInstance;

/** Runs one antd rule the way antd does and answers its error message, or null when the value passes. */
const run = async (
  rule: FormRule,
  value: unknown,
  values: Record<string, unknown> = {},
): Promise<string | null> => {
  const resolved = typeof rule === "function" ? rule(fakeForm(values)) : rule;
  const validator = resolved.validator as Validator | undefined;
  if (!validator) throw new Error("rule without validator");
  try {
    await validator(resolved, value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

const cases: { name: ValidationRuleName; valid: string[]; invalid: string[] }[] = [
  {
    name: "account",
    valid: ["abc", "user_01", "a-b-c", "A".repeat(20)],
    invalid: ["ab", "A".repeat(21), "张三", "a b"],
  },
  {
    name: "password",
    valid: ["abc12345", "Passw0rd!", "with space1", "密码密码密码12"],
    invalid: ["abcdefgh", "12345678", "a1", "aaaaaaaa", `${"a1".repeat(32)}x`],
  },
  {
    name: "mobile",
    valid: ["13800138000", "19912345678"],
    invalid: ["12800138000", "1380013800", "+8613800138000"],
  },
  {
    name: "email",
    valid: ["ops@example.com", "a.b+c@sub.example.co"],
    invalid: ["ops@", "ops@example", "@example.com"],
  },
  { name: "smsCode", valid: ["123456", "000000"], invalid: ["12345", "1234567", "12a456"] },
];

describe("createFormRules().rule", () => {
  const rules = createFormRules("en");

  for (const { name, valid, invalid } of cases) {
    it(`${name} accepts and rejects exactly what the domain rule does`, async () => {
      for (const value of valid) expect(await run(rules.rule(name), value), value).toBeNull();
      for (const value of invalid)
        expect(await run(rules.rule(name), value), value).toEqual(expect.any(String));
    });
  }

  it("leaves an empty value to `required`, so a blank field shows one message", async () => {
    expect(await run(rules.rule("account"), "")).toBeNull();
    expect(await run(rules.rule("account"), undefined)).toBeNull();
  });

  it.each<[Language, string]>([
    ["zh", "请输入正确的11位手机号码"],
    ["en", "Enter a valid 11-digit mobile number"],
    ["ko", "올바른 11자리 휴대폰 번호를 입력하세요"],
  ])("answers the message in %s", async (lang, message) => {
    expect(await run(createFormRules(lang).rule("mobile"), "123")).toBe(message);
  });
});

describe("createFormRules().required", () => {
  it("marks the field required and refuses empty or blank values", async () => {
    const rule = createFormRules("en").required();
    expect(typeof rule === "object" && rule.required).toBe(true);
    expect(await run(rule, "")).toBe("This field cannot be empty");
    expect(await run(rule, "   ")).toBe("This field cannot be empty");
    expect(await run(rule, undefined)).toBe("This field cannot be empty");
    expect(await run(rule, "x")).toBeNull();
  });

  it("speaks the chosen language", async () => {
    expect(await run(createFormRules("ko").required(), "")).toBe("필수 입력 항목입니다");
  });
});

describe("createFormRules().sameAs", () => {
  it("refuses a confirmation that differs from the other field", async () => {
    const rule = createFormRules("zh").sameAs("password");
    expect(await run(rule, "abc12345", { password: "abc12345" })).toBeNull();
    expect(await run(rule, "abc12346", { password: "abc12345" })).toBe("两次输入的密码不一致");
    expect(await run(rule, "", { password: "abc12345" })).toBeNull();
  });
});

describe("createFormRules().password", () => {
  it("applies the one password policy, the account name from a field or given", async () => {
    const rules = createFormRules("en");
    expect(await run(rules.password(), "aaaaaaaa")).toBe(
      "Password must be 8-64 characters with at least one letter and one digit; any other characters are allowed",
    );
    expect(await run(rules.password(), "Clerk2026x")).toBeNull();
    const byField = rules.password({ field: "username" });
    expect(await run(byField, "CLERK2026", { username: "clerk2026" })).toBe(
      "The password cannot be the account name",
    );
    expect(await run(byField, "Clerk2026x", { username: "clerk2026" })).toBeNull();
    expect(await run(rules.password({ name: "staff2026" }), "Staff2026")).toBe(
      "The password cannot be the account name",
    );
    expect(await run(rules.password(), "")).toBeNull();
  });
});

describe("createFormRules().ticked", () => {
  it("requires the agreement checkbox", async () => {
    const rule = createFormRules("en").ticked("agreementRequired");
    expect(await run(rule, true)).toBeNull();
    expect(await run(rule, false)).toBe("Please read and accept the User Agreement and Privacy Policy");
    expect(await run(rule, undefined)).toEqual(expect.any(String));
  });
});

describe("useFormRules", () => {
  it("follows the interface language", async () => {
    ui.lang = "en";
    const { result, rerender } = renderHook(() => useFormRules());
    expect(await run(result.current.rule("email"), "nope")).toBe("Enter a valid email address");
    ui.lang = "zh";
    rerender();
    expect(await run(result.current.rule("email"), "nope")).toBe("请输入正确的邮箱地址");
  });
});
