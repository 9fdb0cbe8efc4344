import type { UserRow } from "@pp/contracts";
import { describe, expect, it } from "vitest";
import { toUpdateUser, userFormInitialValues } from "./user-form";

const user = (masked: boolean): UserRow => ({
  id: 7,
  username: "kim",
  nickName: "Kim",
  email: masked ? "kim***om" : "kim@example.com",
  phone: masked ? "139***88" : "13912345688",
  masked,
  orgId: 3,
  orgName: "Org",
  orgType: "platform",
  isSubAccount: false,
  status: "enabled",
  roles: [{ id: 2, code: "platform", name: "Ops" }],
  createdAt: "2026-11-01T00:00:00.000Z",
});

describe("user form", () => {
  it("never puts masked contacts into the form", () => {
    expect(userFormInitialValues(user(true))).toMatchObject({ email: "", phone: "", roleIds: [2] });
    expect(userFormInitialValues(user(false))).toMatchObject({ email: "kim@example.com" });
  });

  it("leaves untouched masked contacts out, so the stored ones stay", () => {
    const body = toUpdateUser(
      { nickName: " Kim ", email: "", phone: "13800001111", roleIds: [2] },
      user(true),
    );
    expect(body).toEqual({ nickName: "Kim", phone: "13800001111", orgId: 3, roleIds: [2] });
  });

  it("sends an emptied contact as empty when the caller sees it in full (clears it)", () => {
    const body = toUpdateUser({ nickName: "Kim", email: "", phone: "13912345688", orgId: 3 }, user(false));
    expect(body).toEqual({ nickName: "Kim", email: "", phone: "13912345688", orgId: 3, roleIds: [] });
  });
});
