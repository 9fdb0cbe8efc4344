import type {
  CaptchaVerifyRequest,
  ChangePasswordRequest,
  LoginRequest,
  LoginResult,
  MenuNode,
  RegisterRequest,
  ResetPasswordRequest,
} from "@pp/contracts";
import {
  type Language,
  TOKEN_TTL_MS,
  VERIFICATION_CODE_RESEND_SECONDS,
  VERIFICATION_CODE_TTL_MS,
} from "@pp/domain";
import type { Actor } from "../../platform/actor";
import { type Backoff, forgiveBackoff, takeBackoffTurn } from "../../platform/backoff";
import type { Config } from "../../platform/config";
import {
  hashPassword,
  hashToken,
  keyedHash,
  newNumericCode,
  newToken,
  verifyPassword,
} from "../../platform/crypto";
import type { Database } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { hitRateLimit, LIMITS, type Limit, SIGN_IN_WINDOW_SECONDS } from "../../platform/rate-limit";
import { assertCanSend, type MessageSender } from "../system";
import { consumeCaptchaToken, createCaptcha, verifyCaptcha } from "./captcha.service";
import * as repo from "./identity.repository";
import { assertPasswordPolicy } from "./password-policy";
import type { SessionStore } from "./session-store";

export type RequestContext = { ip: string; userAgent: string | null; lang: Language; systemName: string };

type Deps = {
  database: Database;
  config: Config;
  sessions: SessionStore;
  senders: { sms: MessageSender; email: MessageSender };
};

// Compared against when the account does not exist, so both paths cost one argon2 verify.
const DUMMY_HASH = hashPassword("not-a-real-password-0");

/**
 * Wrong passwords, counted per account and address at login and per user at change-password: five are
 * free, then each try waits 30 s, doubling up to 15 minutes. The right password from another address is
 * never held up by these failures.
 */
export const WRONG_PASSWORD_BACKOFF: Backoff = {
  free: 5,
  baseSeconds: 30,
  maxSeconds: 15 * 60,
  forgetSeconds: 24 * 60 * 60,
};

export const createIdentityService = ({ database, config, sessions, senders }: Deps) => {
  const { db } = database;
  // Keyed with APP_SECRET: a leaked table does not give away a six-digit code by trying all million.
  const codeHash = (target: string, code: string) => keyedHash(config.APP_SECRET, `${target}:${code}`);

  const limit = async (
    key: string,
    rule: Limit,
    code: "RATE_LIMITED_LOGIN" | "RATE_LIMITED_CODE" | "RATE_LIMITED",
  ) => {
    const result = await hitRateLimit(db, key, rule);
    if (!result.allowed) {
      const seconds = result.retryAfterSeconds;
      throw new AppError("RATE_LIMITED", {
        params: { messageKey: code, seconds, minutes: Math.max(1, Math.ceil(seconds / 60)) },
      });
    }
  };

  /** Takes a password guess's turn on `key`, or says how long the caller must wait. */
  const passwordTurn = async (key: string) => {
    const seconds = await takeBackoffTurn(db, key, WRONG_PASSWORD_BACKOFF);
    if (seconds === 0) return;
    throw new AppError("RATE_LIMITED", {
      params: {
        messageKey: seconds < 120 ? "WRONG_PASSWORD_WAIT_SECONDS" : "WRONG_PASSWORD_WAIT_MINUTES",
        seconds,
        minutes: Math.ceil(seconds / 60),
      },
    });
  };

  const login = async (
    input: LoginRequest,
    ctx: RequestContext,
  ): Promise<LoginResult & { userId: number; orgId: number }> => {
    // Against password spraying from one address, whatever the captcha.
    await limit(
      `login:ip:${ctx.ip}`,
      { max: config.LIMIT_SIGN_INS_PER_IP, windowSeconds: SIGN_IN_WINDOW_SECONDS },
      "RATE_LIMITED_LOGIN",
    );
    await consumeCaptchaToken(db, input.captchaToken);
    // Only a solved puzzle gets this far: made-up tokens cannot slow anybody's account down.
    const guessKey = `login:fail:${input.username.toLowerCase()}:${ctx.ip}`;
    await passwordTurn(guessKey);
    const user = await repo.findUserByUsername(db, input.username);
    const passwordOk = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH), input.password);
    if (!user || !passwordOk) throw new AppError("INVALID_CREDENTIALS");
    await forgiveBackoff(db, guessKey);
    if (user.status !== "enabled") throw new AppError("ACCOUNT_DISABLED");
    const token = newToken();
    const session = await repo.insertSession(db, {
      tokenHash: hashToken(token),
      userId: user.id,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      ttlMs: TOKEN_TTL_MS,
    });
    return { token, expiresAt: session.expiresAt.toISOString(), userId: user.id, orgId: user.orgId };
  };

  const logout = async (actor: Actor) => {
    await db.transaction(async (tx) => {
      await repo.revokeSession(tx, actor.tokenHash);
      await sessions.announce(tx, { tokenHash: actor.tokenHash });
    });
  };

  const changePassword = async (actor: Actor, input: ChangePasswordRequest) => {
    const user = await repo.findUserById(db, actor.userId);
    if (!user) throw new AppError("UNAUTHENTICATED");
    assertPasswordPolicy(input.newPass, user.username, "newPass");
    // A stolen session must not be able to guess the password: old-password tries wait like logins.
    const guessKey = `password-change:fail:${user.id}`;
    await passwordTurn(guessKey);
    if (!(await verifyPassword(user.passwordHash, input.oldPass))) {
      throw AppError.field("oldPass", "OLD_PASSWORD_WRONG", { code: "OLD_PASSWORD_WRONG" });
    }
    await forgiveBackoff(db, guessKey);
    const passwordHash = await hashPassword(input.newPass);
    await db.transaction(async (tx) => {
      await repo.updatePassword(tx, actor.userId, passwordHash);
      await repo.revokeUserSessions(tx, actor.userId, actor.tokenHash);
      await sessions.announce(tx, { userId: actor.userId });
    });
  };

  const setLanguage = async (actor: Actor, lang: Language) => {
    await db.transaction(async (tx) => {
      await repo.updateLanguage(tx, actor.userId, lang);
      await sessions.announce(tx, { userId: actor.userId });
    });
    return { lang };
  };

  const sendCode = async (
    channel: "sms" | "email",
    target: string,
    purpose: "register" | "reset",
    captchaToken: string,
    ctx: RequestContext,
  ) => {
    assertCanSend(senders[channel]);
    await limit(`code:ip:${ctx.ip}`, LIMITS.codePerIp, "RATE_LIMITED_CODE");
    await consumeCaptchaToken(db, captchaToken);
    await limit(`code:target:${target}`, LIMITS.codePerTarget, "RATE_LIMITED_CODE");
    await limit(`code:daily:${target}`, LIMITS.codePerTargetDaily, "RATE_LIMITED_CODE");
    if (
      purpose === "register" &&
      channel === "sms" &&
      (await repo.findUserByPhoneOrEmail(db, "sms", target))
    ) {
      throw AppError.field("phone", "PHONE_TAKEN", { code: "PHONE_TAKEN" });
    }
    const code = newNumericCode();
    const purposeText = translate(ctx.lang, purpose === "register" ? "PURPOSE_REGISTER" : "PURPOSE_RESET");
    const params = { system: ctx.systemName, purpose: purposeText, code };
    await db.transaction(async (tx) => {
      // For a reset, an unknown phone or email gets no message, but the caller cannot tell.
      const known = purpose === "register" || (await repo.findUserByPhoneOrEmail(tx, channel, target));
      await repo.insertVerificationCode(tx, {
        channel,
        target,
        purpose,
        codeHash: codeHash(target, code),
        ttlMs: VERIFICATION_CODE_TTL_MS,
      });
      if (!known) return;
      await senders[channel].send(tx, {
        channel,
        recipient: target,
        subject: channel === "email" ? translate(ctx.lang, "EMAIL_CODE_SUBJECT", params) : "",
        body: translate(ctx.lang, channel === "sms" ? "SMS_CODE_BODY" : "EMAIL_CODE_BODY", params),
        code,
      });
    });
    return {
      resendAfterSeconds: VERIFICATION_CODE_RESEND_SECONDS,
      expiresInSeconds: VERIFICATION_CODE_TTL_MS / 1000,
    };
  };

  /** Spends a code if it matches; five wrong tries spend it anyway. */
  const checkCode = async (
    tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
    target: string,
    purpose: "register" | "reset",
    code: string,
    field: string,
  ) => {
    const found = await repo.findLatestCode(tx, target, purpose);
    const invalid = AppError.field(field, "CODE_INVALID", { code: "CODE_INVALID" });
    if (!found || found.attempts >= 5) throw invalid;
    if (found.codeHash !== codeHash(target, code)) {
      await repo.countCodeAttempt(tx, found.id);
      return invalid;
    }
    await repo.consumeCode(tx, found.id);
    return undefined;
  };

  const register = async (input: RegisterRequest, ctx: RequestContext) => {
    await limit(`reset:ip:${ctx.ip}`, LIMITS.resetPerIp, "RATE_LIMITED");
    assertPasswordPolicy(input.password, input.username, "password");
    const passwordHash = await hashPassword(input.password);
    const failure = await db.transaction(async (tx) => {
      if (await repo.findUserByUsername(tx, input.username)) {
        throw AppError.field("username", "ACCOUNT_TAKEN", { code: "ACCOUNT_TAKEN" });
      }
      if (await repo.findUserByPhoneOrEmail(tx, "sms", input.phone)) {
        throw AppError.field("phone", "PHONE_TAKEN", { code: "PHONE_TAKEN" });
      }
      const wrongCode = await checkCode(tx, input.phone, "register", input.smsCode, "smsCode");
      if (wrongCode) return wrongCode;
      await repo.insertOrgWithMainUser(tx, {
        type: "customer",
        orgName: input.username,
        user: {
          username: input.username,
          passwordHash,
          nickName: input.username,
          phone: input.phone,
          lang: ctx.lang,
        },
      });
      return undefined;
    });
    // A wrong code is thrown after commit so the attempt count sticks.
    if (failure) throw failure;
  };

  const resetPassword = async (input: ResetPasswordRequest, ctx: RequestContext) => {
    await limit(`reset:ip:${ctx.ip}`, LIMITS.resetPerIp, "RATE_LIMITED");
    await limit(`reset:target:${input.target}`, LIMITS.resetPerTarget, "RATE_LIMITED");
    const passwordHash = await hashPassword(input.newPassword);
    const failure = await db.transaction(async (tx) => {
      const wrongCode = await checkCode(tx, input.target, "reset", input.code, "code");
      if (wrongCode) return wrongCode;
      const user = await repo.findUserByPhoneOrEmail(tx, input.channel, input.target);
      if (!user) return AppError.field("code", "CODE_INVALID", { code: "CODE_INVALID" });
      // Checked once the code is right, so the answer tells nothing about an account to a stranger; the
      // throw rolls the transaction back and the code stays usable for a better password.
      assertPasswordPolicy(input.newPassword, user.username, "newPassword");
      await repo.updatePassword(tx, user.id, passwordHash);
      await repo.revokeUserSessions(tx, user.id);
      await sessions.announce(tx, { userId: user.id });
      return undefined;
    });
    if (failure) throw failure;
  };

  const menuRows = async (actor: Actor) => {
    const all = await repo.listAllMenus(db);
    return { all, allowed: new Set(all.filter((m) => actor.screens.has(m.name)).map((m) => m.id)) };
  };

  const menuTree = async (actor: Actor): Promise<MenuNode[]> => {
    const { all, allowed } = await menuRows(actor);
    return buildMenuTree(all, allowed, actor.lang);
  };

  /** 200 with the screen when the user may open `path`, 403 when not granted, 404 when unknown. */
  const checkPath = async (actor: Actor, path: string) => {
    const { all, allowed } = await menuRows(actor);
    const screen = all.find((m) => m.path === path && (m.type === "menu" || m.type === "page"));
    if (!screen) throw new AppError("NOT_FOUND");
    if (!allowed.has(screen.id)) throw new AppError("FORBIDDEN");
    return toNode(screen, actor.lang, []);
  };

  return {
    createCaptcha: (ctx: RequestContext) =>
      limit(`captcha:ip:${ctx.ip}`, LIMITS.captchaPerIp, "RATE_LIMITED").then(() =>
        createCaptcha(db, config.CAPTCHA_TTL_SECONDS),
      ),
    verifyCaptcha: (input: CaptchaVerifyRequest) =>
      verifyCaptcha(db, input, config.CAPTCHA_TOLERANCE, config.CAPTCHA_TTL_SECONDS),
    login,
    logout,
    changePassword,
    setLanguage,
    sendCode,
    register,
    resetPassword,
    menuTree,
    checkPath,
  };
};

export type IdentityService = ReturnType<typeof createIdentityService>;

const toNode = (row: repo.MenuRow, lang: Language, children: MenuNode[]): MenuNode => {
  const titles = { zh: row.titleZh, en: row.titleEn, ko: row.titleKo };
  return {
    menuId: row.id,
    pId: row.parentId,
    name: row.name,
    path: row.path,
    component: row.component,
    type: row.type,
    icon: row.icon,
    sort: row.sort,
    hidden: row.hidden,
    meta: { title: titles[lang], titles, icon: row.icon, activeMenu: row.activeMenu, affix: row.affix },
    children,
  };
};

/** The visible tree of the allowed screens: hidden entries and buttons left out, empty groups dropped. */
export const buildMenuTree = (rows: repo.MenuRow[], allowed: Set<number>, lang: Language): MenuNode[] => {
  const byParent = new Map<number | null, repo.MenuRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: number | null): MenuNode[] =>
    (byParent.get(parentId) ?? []).flatMap((row) => {
      if (row.hidden || row.type === "button") return [];
      if (row.type === "directory") {
        const children = build(row.id);
        return children.length ? [toNode(row, lang, children)] : [];
      }
      return allowed.has(row.id) ? [toNode(row, lang, [])] : [];
    });
  return build(null);
};
