import type { RoleOption, UserRow } from "@pp/contracts";
import { describe, expect, it } from "vitest";
import { roleChoices, toUpdateUser, userFormInitialValues } from "./user-form";

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
  manageable: true,
  lockedBecause: null,
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

describe("role choices", () => {
  const option = (id: number, code: string, assignable: boolean, forTenants: boolean): RoleOption => ({
    id,
    code,
    name: code,
    level: 2,
    assignable,
    forTenants,
  });
  const roles = [
    option(1, "admin", false, false),
    option(2, "platform", true, false),
    option(3, "finance", false, false),
    option(4, "customer", true, true),
  ];
  const codes = (list: RoleOption[]) => list.map((r) => r.code);

  it("offers only the roles the caller may hand out", () => {
    expect(codes(roleChoices(roles, "platform"))).toEqual(["platform", "customer"]);
    expect(codes(roleChoices(roles, undefined))).toEqual(["platform", "customer"]);
  });

  it("offers customer and supplier accounts only roles limited to their own org", () => {
    expect(codes(roleChoices(roles, "customer"))).toEqual(["customer"]);
    expect(codes(roleChoices(roles, "supplier"))).toEqual(["customer"]);
  });
});
