import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords";
import { passwordProblem } from "./validation.rules";

describe("isCommonPassword", () => {
  it("knows the shipped list, ignoring case", () => {
    for (const password of ["password1", "Password1", "abcd1234", "trustno1", "aaaaaaaa", "1q2w3e4r"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("lets uncommon passwords through, among them every demo account's", () => {
    for (const [account, password] of [
      ["admin", "Admin2026"],
      ["operator", "Operator2026"],
      ["finance", "Finance2026"],
      ["supplier", "Supplier2026"],
      ["customer", "Customer2026"],
      ["customer_sub", "SubAccount2026"],
    ] as const) {
      expect(passwordProblem(password, { account, isCommon: isCommonPassword }), password).toBeNull();
    }
  });
});
