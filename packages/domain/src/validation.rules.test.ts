import { Decimal } from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allowEmpty,
  decimals,
  hasAtMostDecimals,
  isAccount,
  isChineseOnly,
  isCountryCode,
  isEmail,
  isEnglishDigitsSymbols500,
  isEnglishOnly,
  isFilled,
  isHttpUrl,
  isIdCard,
  isInteger,
  isIPv4,
  isIPv6,
  isIp,
  isLandline,
  isMobile,
  isMoney,
  isNonNegative,
  isNumeric,
  isPassword,
  isPhoneOrEmail,
  isPortCode,
  isPositive,
  isPostcode,
  isSmsCode,
  isUpper2to5,
  isWeight,
  minNotAboveMax,
  passwordProblem,
  passwordsMatch,
  toSingleLine,
  VALIDATION_KEYS,
  validationRules,
} from "./validation.rules";

type Predicate = (value: string) => boolean;

const cases = (name: string, predicate: Predicate, valid: string[], invalid: string[]) => {
  describe(name, () => {
    it.each(valid)("accepts %j", (value) => expect(predicate(value)).toBe(true));
    it.each(invalid)("rejects %j", (value) => expect(predicate(value)).toBe(false));
  });
};

cases("isFilled (required)", isFilled, ["a", " a ", "0"], ["", " ", "\t\n", "\u3000"]);

cases(
  "isAccount",
  isAccount,
  ["abc", "user_01", "a-b-c", "ABC123", "a".repeat(20), "___"],
  ["", "ab", "a".repeat(21), "user name", "user.name", "用户名", "user@x", "abc\n"],
);

cases(
  "isPassword (one policy for every password)",
  isPassword,
  [
    "abcdef12",
    "Abc12345!@#",
    "1234567a",
    "abc 1234",
    "密码密码密码密码1",
    "P@ssw0rd~{}[]",
    "a1".repeat(32),
    "😀😀😀😀😀😀a1",
  ],
  ["", "abc1234", "abcdefgh", "aaaaaaaa", "12345678", "!!!!!!!!", `${"a1".repeat(32)}x`, "😀😀😀😀😀😀a"],
);

describe("passwordProblem", () => {
  const isCommon = (password: string) => ["password1", "abc12345"].includes(password.toLowerCase());

  it("names the first broken rule: shape, then account name, then the common list", () => {
    expect(passwordProblem("aaaaaaaa", { account: "user01", isCommon })).toBe("password");
    expect(passwordProblem("user2026", { account: "user2026", isCommon })).toBe("passwordIsAccount");
    expect(passwordProblem("USER2026", { account: "user2026", isCommon })).toBe("passwordIsAccount");
    expect(passwordProblem("Password1", { account: "user01", isCommon })).toBe("passwordCommon");
    expect(passwordProblem("Customer2026", { account: "customer", isCommon })).toBeNull();
  });

  it("leaves the account and common checks out when the caller does not know them", () => {
    expect(passwordProblem("user2026")).toBeNull();
    expect(passwordProblem("password1")).toBeNull();
  });
});

describe("passwordsMatch", () => {
  it("compares exactly", () => {
    expect(passwordsMatch("abc12345", "abc12345")).toBe(true);
    expect(passwordsMatch("abc12345", "abc12345 ")).toBe(false);
    expect(passwordsMatch("abc12345", "ABC12345")).toBe(false);
  });
});

cases(
  "isMobile",
  isMobile,
  ["13800138000", "19912345678", "15000000000"],
  ["", "12800138000", "1380013800", "138001380000", "23800138000", "+8613800138000", "138-0013-8000"],
);

cases(
  "isLandline",
  isLandline,
  ["010-12345678", "0755-1234567", "021-87654321-123", "0571-88888888-1", "0755-1234567-123456"],
  [
    "",
    "01012345678",
    "10-12345678",
    "010-123456",
    "010-123456789",
    "0755-1234567-",
    "0755-1234567-1234567",
    "(010)12345678",
  ],
);

cases(
  "isIdCard",
  isIdCard,
  ["110101199003074578", "11010119900307457X", "11010119900307457x", "110101900307457"],
  [
    "",
    "11010119900307457",
    "1101011990030745781",
    "1101019003074571",
    "11010119900307457Y",
    "X10101199003074578",
  ],
);

cases(
  "isEmail",
  isEmail,
  ["a@b.co", "user.name+tag@example.com", "12345@qq.com", "x_y-z@sub.domain.cn", "o'brien@example.org"],
  [
    "",
    "plain",
    "@example.com",
    "a@",
    "a@b",
    "a@b.c",
    "a..b@example.com",
    ".a@example.com",
    "a.@example.com",
    "a@-example.com",
    "a@example-.com",
    "a b@example.com",
    "a@exa mple.com",
    "a@@example.com",
    `${"a".repeat(65)}@example.com`,
    `a@${`${"b".repeat(60)}.`.repeat(5)}com`,
  ],
);

cases(
  "isIPv4",
  isIPv4,
  ["0.0.0.0", "127.0.0.1", "192.168.1.254", "255.255.255.255", "10.0.0.9"],
  ["", "256.1.1.1", "1.2.3", "1.2.3.4.5", "01.2.3.4", "1.2.3.-4", "1.2.3.4 ", "a.b.c.d", "1..2.3"],
);

cases(
  "isIPv6",
  isIPv6,
  [
    "::",
    "::1",
    "fe80::1",
    "2001:db8::8a2e:370:7334",
    "2001:0db8:0000:0000:0000:ff00:0042:8329",
    "::ffff:192.168.1.1",
    "64:ff9b::1.2.3.4",
    "1:2:3:4:5:6:7::",
    "FE80::ABCD",
  ],
  [
    "",
    ":",
    ":::",
    "1::2::3",
    "1:2:3:4:5:6:7:8:9",
    "1:2:3:4:5:6:7",
    "12345::1",
    "g::1",
    "fe80::1%eth0",
    "::ffff:256.1.1.1",
    "1:2:3:4:5:6:7::1.2.3.4",
    "1:",
    ":1",
    "127.0.0.1",
  ],
);

describe("isIp", () => {
  it("accepts IPv4 and IPv6", () => {
    expect(isIp("8.8.8.8")).toBe(true);
    expect(isIp("2001:db8::1")).toBe(true);
    expect(isIp("example.com")).toBe(false);
  });
});

cases(
  "isHttpUrl",
  isHttpUrl,
  [
    "http://example.com",
    "https://www.example.com/path?q=1#top",
    "HTTPS://EXAMPLE.COM",
    "http://localhost:3000/api",
    "http://192.168.1.1:8080",
    "http://[::1]:8080/",
    "https://例子.中国/路径",
    "https://user:pass@example.com",
  ],
  [
    "",
    "example.com",
    "ftp://example.com",
    "http://",
    "http:/example.com",
    "http:\\\\example.com",
    "http://exa mple.com",
    "http://example.com/a b",
    "http://example",
    "http://-bad-.com",
    "http://example.com:99999",
    " http://example.com",
    "javascript:alert(1)",
  ],
);

cases(
  "isPhoneOrEmail",
  isPhoneOrEmail,
  ["13800138000", "user@example.com"],
  ["", "1380013800", "user@", "user@example.com 13800138000"],
);

cases("isSmsCode", isSmsCode, ["123456", "000000"], ["", "12345", "1234567", "12345a"]);

cases(
  "isNumeric (required number)",
  isNumeric,
  ["0", "-0", "12", "-12.5", "0.001", "007", "123456789012345678901234567890.123456789"],
  ["", " ", "-", "1.", ".5", "1.2.3", "+1", "1e3", "0x10", "Infinity", "NaN", " 1", "1 ", "1,000", "１２"],
);

cases("isInteger", isInteger, ["0", "-3", "42", "0010"], ["", "1.0", "1.5", "-", "1e2", "abc"]);

cases(
  "isNonNegative",
  isNonNegative,
  ["0", "0.00", "-0", "-0.000", "3", "0.1"],
  ["", "-0.01", "-1", "abc", "1."],
);

cases("isPositive", isPositive, ["0.001", "1", "000.5", "10"], ["", "0", "0.000", "-0", "-1", "-0.5", "abc"]);

describe("hasAtMostDecimals / decimals(n)", () => {
  it("counts fraction digits exactly", () => {
    expect(hasAtMostDecimals("1", 2)).toBe(true);
    expect(hasAtMostDecimals("1.23", 2)).toBe(true);
    expect(hasAtMostDecimals("1.230", 2)).toBe(false);
    expect(hasAtMostDecimals("-0.1234", 4)).toBe(true);
    expect(hasAtMostDecimals("0.12345", 4)).toBe(false);
    expect(hasAtMostDecimals("0.12345678", 8)).toBe(true);
    expect(hasAtMostDecimals("0.123456789", 8)).toBe(false);
    expect(hasAtMostDecimals("1.", 2)).toBe(false);
    expect(hasAtMostDecimals("", 2)).toBe(false);
    expect(hasAtMostDecimals("5", 0)).toBe(true);
    expect(hasAtMostDecimals("5.0", 0)).toBe(false);
  });

  it("builds rules that share the decimals key and carry the limit", () => {
    const rule = decimals(3);
    expect(rule.key).toBe("decimals");
    expect(rule.params).toEqual({ max: 3 });
    expect(rule.test("1.123")).toBe(true);
    expect(rule.test("1.1234")).toBe(false);
    expect(validationRules.decimals2.params).toEqual({ max: 2 });
    expect(validationRules.decimals4.params).toEqual({ max: 4 });
    expect(validationRules.decimals8.params).toEqual({ max: 8 });
  });

  it("matches decimal.js on generated numbers", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.stringMatching(/^\d{1,12}$/),
        fc.stringMatching(/^\d{0,10}$/),
        fc.integer({ min: 0, max: 10 }),
        (negative, whole, fraction, max) => {
          const value = `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
          const parsed = new Decimal(value);
          expect(isNumeric(value)).toBe(true);
          expect(hasAtMostDecimals(value, max)).toBe(fraction.length <= max);
          expect(isNonNegative(value)).toBe(parsed.greaterThanOrEqualTo(0));
          expect(isPositive(value)).toBe(parsed.greaterThan(0));
          expect(isInteger(value)).toBe(fraction === "");
        },
      ),
    );
  });
});

cases("isWeight", isWeight, ["0", "0.5", "12.345", "1000"], ["", "-0.5", "12.3456", "1.", "abc", "1e2"]);

cases("isMoney", isMoney, ["0", "0.01", "199.99", "1000000"], ["", "-1", "0.001", "1.234", "¥1", "1,000.00"]);

describe("minNotAboveMax", () => {
  it("fails only when both bounds are numbers and min > max", () => {
    expect(minNotAboveMax("1", "2")).toBe(true);
    expect(minNotAboveMax("2", "2")).toBe(true);
    expect(minNotAboveMax("2.00", "2")).toBe(true);
    expect(minNotAboveMax("3", "2")).toBe(false);
    expect(minNotAboveMax("-1", "-2")).toBe(false);
    expect(minNotAboveMax("0.30000000000000001", "0.3")).toBe(false);
    expect(minNotAboveMax("10", "9.999")).toBe(false);
    expect(minNotAboveMax("", "2")).toBe(true);
    expect(minNotAboveMax("3", "")).toBe(true);
    expect(minNotAboveMax("abc", "1")).toBe(true);
  });

  it("agrees with decimal.js comparison", () => {
    const numeric = fc
      .tuple(fc.boolean(), fc.stringMatching(/^\d{1,20}$/), fc.stringMatching(/^\d{0,20}$/))
      .map(
        ([negative, whole, fraction]) => `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`,
      );
    fc.assert(
      fc.property(numeric, numeric, (min, max) => {
        expect(minNotAboveMax(min, max)).toBe(new Decimal(min).lessThanOrEqualTo(new Decimal(max)));
      }),
    );
  });
});

cases("isCountryCode", isCountryCode, ["CN", "US", "KR"], ["", "C", "CHN", "cn", "Cn", "C1"]);
cases("isPortCode", isPortCode, ["SHA", "PUS"], ["", "SH", "SHAN", "sha", "SH1"]);
cases("isUpper2to5", isUpper2to5, ["AB", "ABCDE"], ["", "A", "ABCDEF", "AbC", "AB1"]);
cases(
  "isEnglishOnly",
  isEnglishOnly,
  ["John", "John Smith", "a", "New  York"],
  ["", "   ", "John1", "John-Smith", "张三", "Émile"],
);
cases(
  "isChineseOnly",
  isChineseOnly,
  ["张三", "中华人民共和国", "㐀", "𠀀", "龥"],
  ["", "张 三", "张三a", "阿沛·阿旺晋美", "，", "ㄅ", "あ", "한글", "１"],
);
cases(
  "isEnglishDigitsSymbols500",
  isEnglishDigitsSymbols500,
  ["Hello, world! 123", "~`!@#$%^&*()_+-={}[]|\\:;\"'<>?,./", " ", "a".repeat(500)],
  ["", "a".repeat(501), "你好", "tab\there", "line\nbreak", "café"],
);
cases(
  "isPostcode",
  isPostcode,
  ["100000", "SW1A 1AA", "12345-6789", "K1A0B1", "A", "A".repeat(12)],
  ["", " 100000", "100000 ", "-12345", "12345-", "A".repeat(13), "100_000", "邮编"],
);

describe("allowEmpty", () => {
  it("lets empty and blank values through but still checks the rest", () => {
    const optionalEmail = allowEmpty(validationRules.email);
    expect(optionalEmail.key).toBe("email");
    expect(optionalEmail.test("")).toBe(true);
    expect(optionalEmail.test("  ")).toBe(true);
    expect(optionalEmail.test("a@b.co")).toBe(true);
    expect(optionalEmail.test("nope")).toBe(false);
    expect(allowEmpty(validationRules.decimals2).params).toEqual({ max: 2 });
  });
});

describe("validationRules", () => {
  it("uses only known message keys", () => {
    for (const rule of Object.values(validationRules)) {
      expect(VALIDATION_KEYS).toContain(rule.key);
    }
  });

  it("names each rule after its key, except the decimals family", () => {
    for (const [name, rule] of Object.entries(validationRules)) {
      expect(rule.key).toBe(name.startsWith("decimals") ? "decimals" : name);
    }
  });

  it("rejects the empty string in every rule", () => {
    for (const rule of Object.values(validationRules)) {
      expect(rule.test("")).toBe(false);
    }
  });

  it("has unique validation keys", () => {
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length);
  });
});

describe("single-line fields", () => {
  it("turns each run of line breaks and tabs, with the spaces around it, into one space", () => {
    expect(toSingleLine("1 Market Street\r\nSuite 100")).toBe("1 Market Street Suite 100");
    expect(toSingleLine("Acme \n\n\t Ltd")).toBe("Acme Ltd");
    expect(toSingleLine("Unit 5,  Dock Road")).toBe("Unit 5,  Dock Road");
  });
});
