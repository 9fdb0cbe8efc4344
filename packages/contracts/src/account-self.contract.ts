import { validationRules } from "@pp/domain";
import { z } from "zod";
import { localizedTextSchema, newPasswordSchema, secret } from "./common.contract";
import { MENU_TYPES } from "./identity.contract";

// Contracts of what an account manages for itself: its sub-accounts, its profile and sessions,
// and its organisation's open-API tokens.

type RuleKey = keyof typeof validationRules;

const ruled = (key: RuleKey) =>
  z
    .string()
    .trim()
    .min(1, { message: "required" })
    .refine((value) => validationRules[key].test(value), { message: validationRules[key].key });

const name = z.string().trim().min(1, { message: "required" }).max(50);
const verificationCode = secret(
  z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: "smsCode" }),
);

export const SUB_ACCOUNT_STATUSES = ["enabled", "disabled"] as const;

// ---- sub-accounts ------------------------------------------------------------------------------

export const subAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  username: z.string(),
  status: z.enum(SUB_ACCOUNT_STATUSES),
  mainUserId: z.number().int(),
  mainUsername: z.string(),
  orgName: z.string(),
  grants: z.array(z.string()).describe("granted screen names (menus, pages and button permissions)"),
  createdAt: z.string(),
});
export type SubAccount = z.infer<typeof subAccountSchema>;

export const subAccountQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  keyword: z.string().trim().max(50).optional(),
  status: z.enum(SUB_ACCOUNT_STATUSES).optional(),
});
export type SubAccountQuery = z.infer<typeof subAccountQuerySchema>;

export const createSubAccountSchema = z.object({
  name,
  code: ruled("account"),
  username: ruled("account"),
  password: secret(newPasswordSchema),
  grants: z.array(z.string().max(100)).max(500).default([]),
});
export type CreateSubAccountRequest = z.input<typeof createSubAccountSchema>;

export const updateSubAccountSchema = z.object({ name, code: ruled("account") });
export type UpdateSubAccountRequest = z.infer<typeof updateSubAccountSchema>;

export const resetSubPasswordSchema = z.object({ password: secret(newPasswordSchema) });

export const subAccountGrantsSchema = z.object({ grants: z.array(z.string().max(100)).max(500) });

export const accountSelfIdParamSchema = z.object({ id: z.coerce.number().int().positive() });

/** One node of the tree a main account grants from: its own screens only. */
export type GrantNode = {
  menuId: number;
  name: string;
  type: (typeof MENU_TYPES)[number];
  hidden: boolean;
  titles: z.infer<typeof localizedTextSchema>;
  children: GrantNode[];
};

export const grantNodeSchema: z.ZodType<GrantNode> = z
  .lazy(() =>
    z.object({
      menuId: z.number().int(),
      name: z.string(),
      type: z.enum(MENU_TYPES),
      hidden: z.boolean(),
      titles: localizedTextSchema,
      children: z.array(grantNodeSchema),
    }),
  )
  .meta({ id: "GrantNode" });
export const grantTreeSchema = z.array(grantNodeSchema);

export const authListSchema = z.array(z.string());

// ---- profile and security ----------------------------------------------------------------------

export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickName: z.string(),
  orgName: z.string(),
  orgType: z.enum(["platform", "supplier", "customer"]),
  roles: z.array(z.string()),
  isSubAccount: z.boolean(),
  maskedPhone: z.string().describe("masked as in spec §9; empty when none"),
  maskedEmail: z.string(),
  hasPhone: z.boolean(),
  hasEmail: z.boolean(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileSchema = z.object({ nickName: name });

export const sendOwnEmailCodeSchema = z.object({ email: ruled("email") });
export const sendOwnPhoneCodeSchema = z.object({ phone: ruled("mobile") });
export const codeParamSchema = z.object({ code: verificationCode });
export const updateEmailSchema = z.object({ email: ruled("email") });
export const updatePhoneSchema = z.object({ phone: ruled("mobile") });

export const ownSessionSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  isCurrent: z.boolean(),
});
export type OwnSession = z.infer<typeof ownSessionSchema>;
export const ownSessionListSchema = z.array(ownSessionSchema);

// ---- API tokens --------------------------------------------------------------------------------

/** At most this many unrevoked tokens per org (API_TOKEN_LIMIT). */
export const API_TOKENS_PER_ORG = 5;
export const API_TOKEN_NAME_MAX = 40;
export const API_TOKEN_OVERLAP_MAX_HOURS = 24;
export const API_TOKEN_STATES = ["active", "ending", "revoked"] as const;

export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  holderUserId: z.number().int().describe("the token acts as this user, with this user's grants"),
  holderName: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable().describe("in the future while a regenerated token's overlap runs"),
  state: z
    .enum(API_TOKEN_STATES)
    .describe("active; ending: revokedAt is in the future (replaced, still valid until then); revoked"),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export type ApiTokenState = ApiToken["state"];
export const apiTokenListSchema = z.array(apiTokenSchema);

const apiTokenName = z.string().trim().min(1, { message: "required" }).max(API_TOKEN_NAME_MAX);

export const createApiTokenSchema = z.object({
  name: apiTokenName,
  holderUserId: z
    .number()
    .int()
    .positive()
    .optional()
    .describe(
      "the main account or one of its sub-accounts; a sub-account may name only itself (default: the caller)",
    ),
});
export type CreateApiTokenRequest = z.infer<typeof createApiTokenSchema>;

export const renameApiTokenSchema = z.object({ name: apiTokenName });
export type RenameApiTokenRequest = z.infer<typeof renameApiTokenSchema>;

export const regenerateApiTokenSchema = z.object({
  overlapHours: z
    .number()
    .int()
    .min(0)
    .max(API_TOKEN_OVERLAP_MAX_HOURS)
    .default(0)
    .describe("how long the old token keeps working, so a running integration can switch"),
});
export type RegenerateApiTokenRequest = z.input<typeof regenerateApiTokenSchema>;

export const issuedApiTokenSchema = z.object({
  token: z.string().describe("shown once: only its SHA-256 is stored"),
  apiToken: apiTokenSchema,
});
export type IssuedApiToken = z.infer<typeof issuedApiTokenSchema>;

export const revokedSessionSchema = z.object({
  ok: z.literal(true),
  wasCurrent: z.boolean().describe("the caller revoked the session it is using: it is signed out"),
});
