import { describe, expect, it } from "vitest";
import { safeRedirect } from "./guards";

describe("safeRedirect", () => {
  it("keeps paths inside the console and refuses anything that could leave it", () => {
    expect(safeRedirect("/system/tasks?page=2")).toBe("/system/tasks?page=2");
    for (const unsafe of ["//evil.com", "/\\evil.com", "https://evil.com", "/login", "/a\\b", null, ""]) {
      expect(safeRedirect(unsafe)).toBeNull();
    }
  });
});
