import { validationRules } from "@pp/domain";
import { z } from "zod";
import { languageSchema, localizedTextSchema, newPasswordSchema, secret } from "./common.contract";

type RuleKey = keyof typeof validationRules;

// A string checked by one of the shared domain rules; the issue message is the rule's message key.
const ruled = (key: RuleKey) =>
  z
    .string()
    .trim()
    .min(1, { message: "required" })
    .refine((value) => validationRules[key].test(value), { message: validationRules[key].key });

export const captchaChallengeSchema = z.object({
  captchaId: z.string(),
  background: z.string().describe("PNG data URL of the canvas with the hole"),
  piece: z.string().describe("PNG data URL of the piece"),
  pieceY: z.number().int().describe("top of the piece on the canvas, px"),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const trackPointSchema = z.object({ x: z.number(), y: z.number(), t: z.number() });

export const captchaVerifySchema = z.object({
  captchaId: z.string().min(1).max(64),
  x: z.number(),
  track: z.array(trackPointSchema).max(1000),
});
export type CaptchaVerifyRequest = z.infer<typeof captchaVerifySchema>;

export const captchaVerifiedSchema = z.object({ captchaToken: z.string() });

export const loginSchema = z.object({
  username: ruled("account"),
  password: secret(z.string().min(1, { message: "required" }).max(128)),
  captchaToken: secret(z.string().min(1, { message: "sliderRequired" }).max(128)),
});
export type LoginRequest = z.infer<typeof loginSchema>;

export const loginResultSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type LoginResult = z.infer<typeof loginResultSchema>;

export const ORG_TYPES = ["platform", "supplier", "customer"] as const;
export const orgTypeSchema = z.enum(ORG_TYPES);
export type OrgType = z.infer<typeof orgTypeSchema>;

export const EDITIONS = ["free", "standard", "professional"] as const;
export const editionSchema = z.enum(EDITIONS);
export type Edition = z.infer<typeof editionSchema>;

export const sessionInfoSchema = z.object({
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    nickName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    orgId: z.number().int(),
    orgName: z.string(),
    orgType: orgTypeSchema,
    lang: languageSchema,
  }),
  roles: z.array(z.string()),
  loadMenus: z.boolean(),
  isFree: z.boolean(),
  isSubLogin: z.boolean(),
  currentSubscribe: editionSchema,
  subscribeOrderExpireMap: z.record(z.string(), z.string()),
  subUsername: z.string().nullable(),
  authList: z.array(z.string()),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const MENU_TYPES = ["directory", "menu", "page", "button"] as const;

export type MenuNode = {
  menuId: number;
  pId: number | null;
  name: string;
  path: string;
  component: string | null;
  type: (typeof MENU_TYPES)[number];
  icon: string | null;
  sort: number;
  hidden: boolean;
  meta: {
    title: string;
    titles: z.infer<typeof localizedTextSchema>;
    icon: string | null;
    activeMenu: string | null;
    affix: boolean;
  };
  children: MenuNode[];
};

export const menuNodeSchema: z.ZodType<MenuNode> = z
  .lazy(() =>
    z.object({
      menuId: z.number().int(),
      pId: z.number().int().nullable(),
      name: z.string(),
      path: z.string(),
      component: z.string().nullable(),
      type: z.enum(MENU_TYPES),
      icon: z.string().nullable(),
      sort: z.number().int(),
      hidden: z.boolean(),
      meta: z.object({
        title: z.string(),
        titles: localizedTextSchema,
        icon: z.string().nullable(),
        activeMenu: z.string().nullable(),
        affix: z.boolean(),
      }),
      children: z.array(menuNodeSchema),
    }),
  )
  .meta({ id: "MenuNode" });
export const menuTreeSchema = z.array(menuNodeSchema);

export const CODE_PURPOSES = ["register", "reset"] as const;

export const sendSmsSchema = z.object({
  captchaToken: secret(z.string().min(1, { message: "sliderRequired" }).max(128)),
  purpose: z.enum(CODE_PURPOSES),
});
export const phoneParamSchema = z.object({ phone: ruled("mobile") });

export const sendEmailCodeSchema = z.object({
  email: ruled("email"),
  captchaToken: secret(z.string().min(1, { message: "sliderRequired" }).max(128)),
  purpose: z.literal("reset"),
});

export const codeSentSchema = z.object({
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

export const registerSchema = z
  .object({
    username: ruled("account"),
    password: secret(newPasswordSchema),
    confirmPassword: secret(z.string().min(1, { message: "required" })),
    phone: ruled("mobile"),
    smsCode: secret(
      z
        .string()
        .trim()
        .regex(/^\d{6}$/, { message: "smsCode" }),
    ),
    agreed: z.boolean().refine((v) => v, { message: "agreementRequired" }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "passwordMismatch",
    path: ["confirmPassword"],
  });
export type RegisterRequest = z.infer<typeof registerSchema>;

export const resetPasswordSchema = z
  .object({
    channel: z.enum(["sms", "email"]),
    target: ruled("phoneOrEmail"),
    code: secret(
      z
        .string()
        .trim()
        .regex(/^\d{6}$/, { message: "smsCode" }),
    ),
    newPassword: secret(newPasswordSchema),
    confirmPassword: secret(z.string().min(1, { message: "required" })),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "passwordMismatch",
    path: ["confirmPassword"],
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    oldPass: secret(z.string().min(1, { message: "required" }).max(128)),
    newPass: secret(newPasswordSchema),
    confirmPass: secret(z.string().min(1, { message: "required" })),
  })
  .refine((v) => v.newPass === v.confirmPass, { message: "passwordMismatch", path: ["confirmPass"] });
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;

export const languageParamSchema = z.object({ lang: languageSchema });
export const languageResultSchema = z.object({ lang: languageSchema });

export const brandSchema = z.object({
  key: z.string(),
  systemName: localizedTextSchema,
  logo: z.string(),
  themeColor: z.string(),
  isPrimary: z.boolean().describe("the first brand variant: the only one showing the edition badge"),
  sandboxMessages: z
    .boolean()
    .describe("SMS and e-mail go to the sandbox inboxes of this installation, not to real phones"),
});
export type Brand = z.infer<typeof brandSchema>;
