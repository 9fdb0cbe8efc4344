import { randomUUID } from "node:crypto";
import type { CaptchaChallenge, CaptchaVerifyRequest } from "@pp/contracts";
import { SLIDER } from "@pp/domain";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { hashToken, newToken } from "../../platform/crypto";
import type { Executor } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { drawPuzzle } from "./captcha.image";
import { captchas } from "./identity.tables";

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;

export const createCaptcha = async (db: Executor, ttlSeconds: number): Promise<CaptchaChallenge> => {
  const puzzle = drawPuzzle();
  const captchaId = randomUUID();
  await db.insert(captchas).values({
    id: captchaId,
    x: puzzle.x,
    y: puzzle.y,
    expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
  });
  return {
    captchaId,
    background: dataUrl(puzzle.background),
    piece: dataUrl(puzzle.piece),
    pieceY: puzzle.y,
    width: SLIDER.canvasWidth,
    height: SLIDER.canvasHeight,
    pieceSize: SLIDER.pieceSize,
  };
};

// A person's drag takes a moment, is sampled many times, wobbles up and down and changes speed (slow to
// start and to stop). A script's instant, three-point, straight or evenly paced drag is refused.
export const isHumanTrack = (track: CaptchaVerifyRequest["track"]) => {
  if (track.length < 8) return false;
  const duration = track[track.length - 1]!.t - track[0]!.t;
  if (duration < 200 || duration > 60_000) return false;
  if (new Set(track.map((p) => Math.round(p.y))).size < 2) return false;
  const speeds: number[] = [];
  for (let n = 1; n < track.length; n++) {
    const elapsed = track[n]!.t - track[n - 1]!.t;
    if (elapsed < 0) return false;
    if (elapsed > 0) speeds.push(Math.abs(track[n]!.x - track[n - 1]!.x) / elapsed);
  }
  const fastest = Math.max(...speeds);
  return speeds.length >= 5 && fastest > 0 && Math.min(...speeds) <= fastest / 2;
};

/** Checks one drag: every puzzle gets exactly one try; a pass yields a single-use token. */
export const verifyCaptcha = async (
  db: Executor,
  input: CaptchaVerifyRequest,
  tolerance: number,
  ttlSeconds: number,
) => {
  const [puzzle] = await db
    .update(captchas)
    .set({ attemptedAt: sql`now()` })
    .where(
      and(eq(captchas.id, input.captchaId), isNull(captchas.attemptedAt), gt(captchas.expiresAt, sql`now()`)),
    )
    .returning({ x: captchas.x });
  if (!puzzle) throw new AppError("CAPTCHA_EXPIRED");
  if (Math.abs(puzzle.x - input.x) > tolerance) throw new AppError("CAPTCHA_INVALID");
  if (!isHumanTrack(input.track)) throw new AppError("CAPTCHA_INVALID", { params: { reason: "track" } });
  const captchaToken = newToken();
  await db
    .update(captchas)
    .set({
      tokenHash: hashToken(captchaToken),
      tokenExpiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
    })
    .where(eq(captchas.id, input.captchaId));
  return { captchaToken };
};

/** Spends a solved puzzle's token; a token works once and only until it expires. */
export const consumeCaptchaToken = async (db: Executor, captchaToken: string) => {
  const [spent] = await db
    .update(captchas)
    .set({ tokenUsedAt: sql`now()` })
    .where(
      and(
        eq(captchas.tokenHash, hashToken(captchaToken)),
        isNull(captchas.tokenUsedAt),
        gt(captchas.tokenExpiresAt, sql`now()`),
      ),
    )
    .returning({ id: captchas.id });
  if (!spent) throw new AppError("CAPTCHA_EXPIRED");
};
