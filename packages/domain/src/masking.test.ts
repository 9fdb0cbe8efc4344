import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maskText } from "./masking";

describe("maskText", () => {
  it("keeps empty values empty", () => {
    expect(maskText("")).toBe("");
    expect(maskText(null)).toBe("");
    expect(maskText(undefined)).toBe("");
  });

  it("masks a single character completely", () => {
    expect(maskText("a")).toBe("*");
    expect(maskText("张")).toBe("*");
  });

  it("keeps the first of two characters", () => {
    expect(maskText("ab")).toBe("a*");
    expect(maskText("张三")).toBe("张*");
  });

  it.each([
    ["abc", "a***c"],
    ["abcd", "a***d"],
    ["abcde", "a***e"],
    ["欧阳娜", "欧***娜"],
    ["司马相如", "司***如"],
    ["爱新觉罗溥", "爱***溥"],
  ])("keeps first and last of 3-5 characters: %s", (value, masked) => {
    expect(maskText(value)).toBe(masked);
  });

  it.each([
    ["abcdef", "abc***ef"],
    ["13800138000", "138***00"],
    ["user@example.com", "use***om"],
    ["爱新觉罗溥仪", "爱新觉***溥仪"],
    ["上海市浦东新区世纪大道", "上海市***大道"],
  ])("keeps first three and last two of 6+ characters: %s", (value, masked) => {
    expect(maskText(value)).toBe(masked);
  });

  it("counts code points, not UTF-16 units", () => {
    expect(maskText("𠀀")).toBe("*");
    expect(maskText("𠀀𠀁")).toBe("𠀀*");
    expect(maskText("😀ab😀")).toBe("😀***😀");
    expect(maskText("𠀀𠀁𠀂𠀃𠀄𠀅")).toBe("𠀀𠀁𠀂***𠀄𠀅");
  });

  it("reveals a fixed number of leading/trailing characters per band", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", minLength: 1, maxLength: 40 }).filter((value) => !value.includes("*")),
        (value) => {
          const chars = Array.from(value);
          const n = chars.length;
          const masked = Array.from(maskText(value));
          const [head, tail] = n === 1 ? [0, 0] : n === 2 ? [1, 0] : n <= 5 ? [1, 1] : [3, 2];
          const stars = n === 1 || n === 2 ? 1 : 3;
          expect(masked).toEqual([
            ...chars.slice(0, head),
            ...Array(stars).fill("*"),
            ...chars.slice(n - tail, n),
          ]);
        },
      ),
    );
  });
});
