import { validationRules } from "@pp/domain";
import { z } from "zod";
import {
  dateRangeQuerySchema,
  localizedTextSchema,
  newPasswordSchema,
  pageOf,
  pageQuerySchema,
  secret,
} from "./common.contract";
import { editionSchema, MENU_TYPES, orgTypeSchema } from "./identity.contract";

type RuleKey = keyof typeof validationRules;

// A string checked by one of the shared domain rules; the issue message is the rule's message key.
const ruled = (key: RuleKey) =>
  z
    .string()
    .trim()
    .min(1, { message: "required" })
    .refine((value) => validationRules[key].test(value), { message: validationRules[key].key });

// An optional field: left out keeps what is stored, empty means "none" (null), anything else must pass the rule.
const optionalRuled = (key: RuleKey) =>
  z
    .string()
    .trim()
    .max(100)
    .refine((value) => value === "" || validationRules[key].test(value), {
      message: validationRules[key].key,
    })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

const idParam = z.coerce.number().int().positive();
export const idParamSchema = z.object({ id: idParam });

export const USER_STATUSES = ["enabled", "disabled"] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

// ---- users ------------------------------------------------------------------------------------------

export const userRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickName: z.string(),
  email: z.string().nullable().describe("masked unless the caller is an admin"),
  phone: z.string().nullable().describe("masked unless the caller is an admin"),
  masked: z.boolean(),
  orgId: z.number().int(),
  orgName: z.string(),
  orgType: orgTypeSchema,
  isSubAccount: z.boolean(),
  status: userStatusSchema,
  roles: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  /** The caller may edit this user, reset their password and disable or enable them. */
  manageable: z.boolean(),
  lockedBecause: z.string().nullable().describe("why the caller may not change this user, in its language"),
  createdAt: z.string(),
});
export type UserRow = z.infer<typeof userRowSchema>;
export const userPageSchema = pageOf(userRowSchema);

export const userQuerySchema = pageQuerySchema.extend(dateRangeQuerySchema.shape).extend({
  username: z.string().trim().max(50).optional(),
  nickName: z.string().trim().max(50).optional(),
  orgId: z.coerce.number().int().positive().optional(),
  roleId: z.coerce.number().int().positive().optional(),
  status: userStatusSchema.optional(),
});
export type UserQuery = z.infer<typeof userQuerySchema>;

const userDetailsShape = {
  nickName: z.string().trim().min(1, { message: "required" }).max(50),
  email: optionalRuled("email"),
  phone: optionalRuled("mobile"),
  orgId: z.number().int().positive(),
  roleIds: z.array(z.number().int().positive()).max(20),
};

export const createUserSchema = z.object({
  username: ruled("account"),
  password: secret(newPasswordSchema),
  ...userDetailsShape,
});
export type CreateUserRequest = z.input<typeof createUserSchema>;

export const updateUserSchema = z.object(userDetailsShape);
export type UpdateUserRequest = z.input<typeof updateUserSchema>;

export const userStatusBodySchema = z.object({ status: userStatusSchema });

export const adminResetPasswordSchema = z
  .object({
    newPassword: secret(newPasswordSchema),
    confirmPassword: secret(z.string().min(1, { message: "required" })),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "passwordMismatch",
    path: ["confirmPassword"],
  });
export type AdminResetPasswordRequest = z.input<typeof adminResetPasswordSchema>;

export const assignRolesSchema = z.object({ roleIds: z.array(z.number().int().positive()).max(20) });

export const orgOptionSchema = z.object({ id: z.number().int(), name: z.string(), type: orgTypeSchema });
export type OrgOption = z.infer<typeof orgOptionSchema>;
export const orgOptionsSchema = z.array(orgOptionSchema);

// ---- customers --------------------------------------------------------------------------------------

export const customerQuerySchema = pageQuerySchema.extend({
  type: z.enum(["main", "sub"]).default("main"),
  keyword: z.string().trim().max(50).optional(),
});

export const customerRowSchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgName: z.string(),
  username: z.string(),
  nickName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  masked: z.boolean(),
  edition: editionSchema,
  /** The org's: the currency its quotes answer in by default. */
  settlementCurrency: z.string(),
  status: userStatusSchema,
  mainUsername: z.string().nullable().describe("a sub-account's main account"),
  createdAt: z.string(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;
export const customerPageSchema = pageOf(customerRowSchema);

/** Platform staff set the currency a customer org's quotes answer in (a code of the reference currencies). */
export const settlementCurrencySchema = z.object({
  settlementCurrency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { message: "CATALOG_CURRENCY_FORMAT" }),
});
export const orgSettlementSchema = z.object({ orgId: z.number().int(), settlementCurrency: z.string() });
export type OrgSettlement = z.infer<typeof orgSettlementSchema>;

// ---- orgs (platform staff open a customer or supplier org with its main account) --------------------

export const ORG_ACCOUNT_TYPES = ["customer", "supplier"] as const;
export const ORG_NAME_MIN = 2;
export const ORG_NAME_MAX = 50;

export const createOrgAccountSchema = z.object({
  type: z.enum(ORG_ACCOUNT_TYPES),
  orgName: z
    .string()
    .trim()
    .min(1, { message: "required" })
    .min(ORG_NAME_MIN, { message: "ORG_NAME_LENGTH" })
    .max(ORG_NAME_MAX, { message: "ORG_NAME_LENGTH" }),
  username: ruled("account"),
  password: secret(newPasswordSchema),
  nickName: z.string().trim().min(1, { message: "required" }).max(50),
  phone: optionalRuled("mobile"),
  email: optionalRuled("email"),
});
export type CreateOrgAccountRequest = z.input<typeof createOrgAccountSchema>;

export const orgAccountCreatedSchema = z.object({
  orgId: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
});
export type OrgAccountCreated = z.infer<typeof orgAccountCreatedSchema>;

// ---- roles ------------------------------------------------------------------------------------------

export const DATA_SCOPES = ["all", "org", "org_and_children", "custom"] as const;
export const dataScopeSchema = z.enum(DATA_SCOPES);
export type DataScopeKind = z.infer<typeof dataScopeSchema>;

export const ROLE_LEVEL_MIN = 1;
export const ROLE_LEVEL_MAX = 9;

export const roleSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  level: z.number().int(),
  description: z.string(),
  dataScope: dataScopeSchema,
  dataOrgIds: z.array(z.number().int()),
  menuIds: z.array(z.number().int()),
  builtIn: z.boolean(),
  userCount: z.number().int(),
  /** The caller may edit it (not above its level; admin and finance roles only by an admin). */
  manageable: z.boolean(),
  lockedBecause: z.string().nullable().describe("why the caller may not change this role, in its language"),
  /** Customer or supplier accounts hold it: its data permission stays "own org". */
  scopeLocked: z.boolean(),
  /** A built-in customer or supplier role: its level never changes. */
  levelLocked: z.boolean(),
  createdAt: z.string(),
});
export type Role = z.infer<typeof roleSchema>;
export const roleListSchema = z.array(roleSchema);

export const saveRoleSchema = z
  .object({
    name: z.string().trim().min(1, { message: "required" }).max(50),
    code: z
      .string()
      .trim()
      .min(1, { message: "required" })
      .max(50)
      .regex(/^[A-Za-z][\w:.-]*$/, { message: "ROLE_CODE_FORMAT" }),
    level: z.number().int().min(ROLE_LEVEL_MIN).max(ROLE_LEVEL_MAX),
    description: z.string().trim().max(200).default(""),
    dataScope: dataScopeSchema,
    dataOrgIds: z.array(z.number().int().positive()).max(500).default([]),
    menuIds: z.array(z.number().int().positive()).max(1000),
  })
  .refine((v) => v.dataScope !== "custom" || v.dataOrgIds.length > 0, {
    message: "required",
    path: ["dataOrgIds"],
  });
export type SaveRoleRequest = z.input<typeof saveRoleSchema>;

// ---- menus (administration) -------------------------------------------------------------------------

export const menuTypeSchema = z.enum(MENU_TYPES);
export type MenuType = z.infer<typeof menuTypeSchema>;

export type AdminMenuNode = {
  id: number;
  parentId: number | null;
  name: string;
  path: string;
  component: string | null;
  type: MenuType;
  icon: string | null;
  sort: number;
  hidden: boolean;
  titles: z.infer<typeof localizedTextSchema>;
  activeMenu: string | null;
  affix: boolean;
  /** The caller has this screen itself, so may grant it to a role. */
  grantable: boolean;
  children: AdminMenuNode[];
};

export const adminMenuNodeSchema: z.ZodType<AdminMenuNode> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      parentId: z.number().int().nullable(),
      name: z.string(),
      path: z.string(),
      component: z.string().nullable(),
      type: menuTypeSchema,
      icon: z.string().nullable(),
      sort: z.number().int(),
      hidden: z.boolean(),
      titles: localizedTextSchema,
      activeMenu: z.string().nullable(),
      affix: z.boolean(),
      grantable: z.boolean(),
      children: z.array(adminMenuNodeSchema),
    }),
  )
  .meta({ id: "AdminMenuNode" });
export const adminMenuTreeSchema = z.array(adminMenuNodeSchema);

const optionalText = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((value) => (value ? value : null));

export const saveMenuSchema = z.object({
  parentId: z.number().int().positive().nullable(),
  type: menuTypeSchema,
  name: z
    .string()
    .trim()
    .min(1, { message: "required" })
    .max(100)
    .regex(/^[A-Za-z0-9][\w/:.-]*$/, { message: "MENU_NAME_FORMAT" }),
  path: z.string().trim().max(200).default(""),
  component: optionalText,
  icon: optionalText,
  sort: z.number().int().min(0).max(99999),
  hidden: z.boolean(),
  titles: z.object({
    zh: z.string().trim().min(1, { message: "required" }).max(50),
    en: z.string().trim().min(1, { message: "required" }).max(50),
    ko: z.string().trim().min(1, { message: "required" }).max(50),
  }),
  activeMenu: optionalText,
  affix: z.boolean(),
});
export type SaveMenuRequest = z.input<typeof saveMenuSchema>;

export const roleOptionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  level: z.number().int(),
  /** The caller may hand it out: not above its level; admin and finance only by an admin. */
  assignable: z.boolean(),
  /** Its data stays within the holder's org, so customer and supplier accounts may hold it. */
  forTenants: z.boolean(),
});
export type RoleOption = z.infer<typeof roleOptionSchema>;
export const roleOptionsSchema = z.array(roleOptionSchema);
export const savedIdSchema = z.object({ id: z.number().int() });
