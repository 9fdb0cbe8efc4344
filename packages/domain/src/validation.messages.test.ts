import { describe, expect, it } from "vitest";
import { translateValidation, validationError } from "./validation.messages";
import { allowEmpty, validationRules } from "./validation.rules";

describe("translateValidation", () => {
  it("returns the message in the requested language", () => {
    expect(translateValidation("zh", "required")).toBe("该字段不能为空");
    expect(translateValidation("en", "required")).toBe("This field cannot be empty");
    expect(translateValidation("ko", "required")).toBe("필수 입력 항목입니다");
    expect(translateValidation("en", "account")).toBe(
      "Account must be 3-20 letters, digits, underscores or hyphens",
    );
    expect(translateValidation("zh", "account")).toBe("账号须为3-20位字母、数字、下划线或连字符");
  });

  it("fills placeholders from params", () => {
    expect(translateValidation("en", "decimals", { max: 4 })).toBe(
      "Enter a number with at most 4 decimal places",
    );
    expect(translateValidation("zh", "decimals", { max: 2 })).toBe("请输入数字，最多保留2位小数");
    expect(translateValidation("ko", "decimals", { max: 8 })).toBe(
      "소수점 이하 8자리 이내의 숫자를 입력하세요",
    );
  });

  it("leaves a placeholder visible when its param is missing", () => {
    expect(translateValidation("en", "decimals")).toBe("Enter a number with at most {max} decimal places");
    expect(translateValidation("en", "decimals", { other: 1 })).toContain("{max}");
  });

  it("ignores params on messages without placeholders", () => {
    expect(translateValidation("en", "money", { max: 2 })).toBe(translateValidation("en", "money"));
  });
});

describe("validationError", () => {
  it("returns undefined for a valid value and the translated message otherwise", () => {
    expect(validationError("en", validationRules.mobile, "13800138000")).toBeUndefined();
    expect(validationError("en", validationRules.mobile, "123")).toBe("Enter a valid 11-digit mobile number");
    expect(validationError("zh", validationRules.decimals2, "1.234")).toBe("请输入数字，最多保留2位小数");
    expect(validationError("en", allowEmpty(validationRules.email), "")).toBeUndefined();
  });
});
