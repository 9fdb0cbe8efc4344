import type { CreateUserRequest, OrgType, RoleOption, UpdateUserRequest, UserRow } from "@pp/contracts";

// What the user form holds and what it sends: contacts the caller sees masked start empty and are only sent
// when typed, so saving never overwrites a real number with its masked display.

export type UserFormValues = {
  username?: string;
  password?: string;
  nickName: string;
  email?: string;
  phone?: string;
  orgId?: number;
  roleIds?: number[];
};

export const userFormInitialValues = (user: UserRow | undefined): Partial<UserFormValues> =>
  user
    ? {
        nickName: user.nickName,
        email: user.masked ? "" : (user.email ?? ""),
        phone: user.masked ? "" : (user.phone ?? ""),
        orgId: user.orgId,
        roleIds: user.roles.map((r) => r.id),
      }
    : { roleIds: [] };

const contact = (value: string | undefined, masked: boolean) => {
  const text = (value ?? "").trim();
  if (masked && text === "") return undefined;
  return text;
};

export const toCreateUser = (values: UserFormValues): CreateUserRequest => ({
  username: (values.username ?? "").trim(),
  password: values.password ?? "",
  nickName: values.nickName.trim(),
  email: (values.email ?? "").trim(),
  phone: (values.phone ?? "").trim(),
  orgId: values.orgId ?? 0,
  roleIds: values.roleIds ?? [],
});

export const toUpdateUser = (values: UserFormValues, user: UserRow): UpdateUserRequest => {
  const email = contact(values.email, user.masked);
  const phone = contact(values.phone, user.masked);
  return {
    nickName: values.nickName.trim(),
    ...(email !== undefined ? { email } : {}),
    ...(phone !== undefined ? { phone } : {}),
    orgId: values.orgId ?? user.orgId,
    roleIds: values.roleIds ?? [],
  };
};

/**
 * The roles the form offers: those the caller may hand out, and for a customer or supplier org only the
 * roles limited to that org (the server refuses the others).
 */
export const roleChoices = (roles: readonly RoleOption[], orgType: OrgType | undefined) =>
  roles.filter(
    (role) => role.assignable && (orgType === undefined || orgType === "platform" || role.forTenants),
  );
