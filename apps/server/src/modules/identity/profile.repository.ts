import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db";
import { sessions, users, verificationCodes } from "./identity.tables";

type ChangePurpose = "change_email" | "change_phone";

export const updateNickName = (db: Executor, userId: number, nickName: string) =>
  db.update(users).set({ nickName }).where(eq(users.id, userId));

export const updateEmail = (db: Executor, userId: number, email: string) =>
  db.update(users).set({ email }).where(eq(users.id, userId));

export const updatePhone = (db: Executor, userId: number, phone: string) =>
  db.update(users).set({ phone }).where(eq(users.id, userId));

/** Another account that already uses this e-mail or mobile number. */
export const findOtherUserWith = async (
  db: Executor,
  userId: number,
  field: "email" | "phone",
  value: string,
) => {
  const match = field === "email" ? sql`lower(${users.email}) = lower(${value})` : eq(users.phone, value);
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(match, ne(users.id, userId)))
    .limit(1);
  return row;
};

export const insertChangeCode = (
  db: Executor,
  values: {
    channel: "sms" | "email";
    target: string;
    purpose: ChangePurpose;
    codeHash: string;
    ttlMs: number;
  },
) =>
  db.insert(verificationCodes).values({
    channel: values.channel,
    target: values.target,
    purpose: values.purpose,
    codeHash: values.codeHash,
    expiresAt: sql`now() + make_interval(secs => ${values.ttlMs / 1000})`,
  });

/** The newest live code for a target and purpose, locked for the check. */
export const findLatestChangeCode = async (db: Executor, target: string, purpose: ChangePurpose) => {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, target),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1)
    .for("update");
  return row;
};

export const listLiveSessions = (db: Executor, userId: number) =>
  db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));

/** Revokes one of the user's own live sessions; answers its token hash, or nothing if not theirs. */
export const revokeOwnSession = async (db: Executor, userId: number, sessionId: number) => {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  return row;
};
