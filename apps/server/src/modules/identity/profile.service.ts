import type { OwnSession, Profile } from "@pp/contracts";
import { maskText, VERIFICATION_CODE_RESEND_SECONDS, VERIFICATION_CODE_TTL_MS } from "@pp/domain";
import type { Actor } from "../../platform/actor";
import { keyedHash, newNumericCode } from "../../platform/crypto";
import type { Database } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { translate } from "../../platform/i18n";
import { hitRateLimit, LIMITS, type Limit } from "../../platform/rate-limit";
import { assertCanSend, type MessageSender } from "../system";
import * as codes from "./identity.repository";
import type { RequestContext } from "./identity.service";
import * as repo from "./profile.repository";
import type { SessionStore } from "./session-store";
import { findUserWithOrg } from "./users.repository";

type Deps = {
  database: Database;
  /** Keys the stored hashes of change codes (config APP_SECRET). */
  appSecret: string;
  sessions: SessionStore;
  senders: { sms: MessageSender; email: MessageSender };
};

// A signed-in user may ask for a handful of change codes an hour, whatever addresses they try.
const CHANGE_CODES_PER_USER: Limit = { max: 10, windowSeconds: 60 * 60 };

type Change = {
  channel: "sms" | "email";
  field: "email" | "phone";
  purpose: "change_email" | "change_phone";
  purposeKey: "PURPOSE_CHANGE_EMAIL" | "PURPOSE_CHANGE_PHONE";
};
const CHANGES = {
  email: { channel: "email", field: "email", purpose: "change_email", purposeKey: "PURPOSE_CHANGE_EMAIL" },
  phone: { channel: "sms", field: "phone", purpose: "change_phone", purposeKey: "PURPOSE_CHANGE_PHONE" },
} as const satisfies Record<string, Change>;

export const createProfileService = ({ database, appSecret, sessions, senders }: Deps) => {
  const { db } = database;
  // The code is bound to the user who asked for it (nobody else can spend it on their own account) and
  // keyed with the server secret (a leaked table does not give it away by trying all million codes).
  const codeHash = (userId: number, target: string, code: string) =>
    keyedHash(appSecret, `${userId}:${target}:${code}`);

  const limit = async (key: string, rule: Limit) => {
    const result = await hitRateLimit(db, key, rule);
    if (!result.allowed) {
      throw new AppError("RATE_LIMITED", {
        params: { messageKey: "RATE_LIMITED_CODE", seconds: result.retryAfterSeconds },
      });
    }
  };

  const takenError = (change: Change) =>
    change.field === "phone"
      ? AppError.field("phone", "PHONE_TAKEN", { code: "PHONE_TAKEN" })
      : AppError.field("email", "EMAIL_TAKEN", { code: "EMAIL_TAKEN" });

  const get = async (actor: Actor): Promise<Profile> => {
    const row = await findUserWithOrg(db, actor.userId);
    if (!row) throw new AppError("NOT_FOUND");
    return {
      id: row.user.id,
      username: row.user.username,
      nickName: row.user.nickName,
      orgName: row.org.name,
      orgType: row.org.type,
      roles: actor.roles,
      isSubAccount: actor.isSubAccount,
      maskedPhone: maskText(row.user.phone),
      maskedEmail: maskText(row.user.email),
      hasPhone: Boolean(row.user.phone),
      hasEmail: Boolean(row.user.email),
      createdAt: row.user.createdAt.toISOString(),
    };
  };

  const updateNickName = async (actor: Actor, nickName: string) => {
    await db.transaction(async (tx) => {
      await repo.updateNickName(tx, actor.userId, nickName);
      // The session user shows the nick name: cached sessions must reload it.
      await sessions.announce(tx, { userId: actor.userId });
    });
    return get(actor);
  };

  /** Sends a code to the NEW address; proving it receives mail is what authorises the change. */
  const sendCode = async (actor: Actor, kind: keyof typeof CHANGES, target: string, ctx: RequestContext) => {
    const change = CHANGES[kind];
    assertCanSend(senders[change.channel]);
    await limit(`change-code:user:${actor.userId}`, CHANGE_CODES_PER_USER);
    await limit(`code:target:${target}`, LIMITS.codePerTarget);
    await limit(`code:daily:${target}`, LIMITS.codePerTargetDaily);
    if (await repo.findOtherUserWith(db, actor.userId, change.field, target)) throw takenError(change);
    const code = newNumericCode();
    const params = { system: ctx.systemName, purpose: translate(ctx.lang, change.purposeKey), code };
    await db.transaction(async (tx) => {
      await repo.insertChangeCode(tx, {
        channel: change.channel,
        target,
        purpose: change.purpose,
        codeHash: codeHash(actor.userId, target, code),
        ttlMs: VERIFICATION_CODE_TTL_MS,
      });
      await senders[change.channel].send(tx, {
        channel: change.channel,
        recipient: target,
        subject: change.channel === "email" ? translate(ctx.lang, "EMAIL_CODE_SUBJECT", params) : "",
        body: translate(ctx.lang, change.channel === "sms" ? "SMS_CODE_BODY" : "EMAIL_CODE_BODY", params),
        code,
      });
    });
    return {
      resendAfterSeconds: VERIFICATION_CODE_RESEND_SECONDS,
      expiresInSeconds: VERIFICATION_CODE_TTL_MS / 1000,
    };
  };

  /** Spends the code and saves the new address; five wrong tries spend the code anyway. */
  const confirmChange = async (actor: Actor, kind: keyof typeof CHANGES, target: string, code: string) => {
    const change = CHANGES[kind];
    const failure = await db.transaction(async (tx) => {
      const found = await repo.findLatestChangeCode(tx, target, change.purpose);
      const invalid = AppError.field("code", "CODE_INVALID", { code: "CODE_INVALID" });
      if (!found || found.attempts >= 5) return invalid;
      if (found.codeHash !== codeHash(actor.userId, target, code)) {
        await codes.countCodeAttempt(tx, found.id);
        return invalid;
      }
      await codes.consumeCode(tx, found.id);
      if (await repo.findOtherUserWith(tx, actor.userId, change.field, target)) return takenError(change);
      if (change.field === "email") await repo.updateEmail(tx, actor.userId, target);
      else await repo.updatePhone(tx, actor.userId, target);
      await sessions.announce(tx, { userId: actor.userId });
      return undefined;
    });
    // Thrown after commit so a wrong try is counted.
    if (failure) throw failure;
    return get(actor);
  };

  const listSessions = async (actor: Actor): Promise<OwnSession[]> =>
    (await repo.listLiveSessions(db, actor.userId)).map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      ip: s.ip,
      userAgent: s.userAgent,
      isCurrent: s.tokenHash === actor.tokenHash,
    }));

  const revokeSession = async (actor: Actor, sessionId: number) => {
    return db.transaction(async (tx) => {
      const revoked = await repo.revokeOwnSession(tx, actor.userId, sessionId);
      if (!revoked) throw new AppError("NOT_FOUND");
      await sessions.announce(tx, { tokenHash: revoked.tokenHash });
      return { ok: true as const, wasCurrent: revoked.tokenHash === actor.tokenHash };
    });
  };

  return { get, updateNickName, sendCode, confirmChange, listSessions, revokeSession };
};
