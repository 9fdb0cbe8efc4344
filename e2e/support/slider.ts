import { expect, type Locator, type Page, test } from "@playwright/test";
import type { CaptchaChallenge } from "@pp/contracts";
import { humanTrack, solveCaptcha } from "../../apps/server/src/test/captcha-solver";

export type SliderScope = Page | Locator;

export type DragOptions = {
  /** Where to look for the puzzle (e.g. a modal); the page by default. */
  within?: SliderScope;
  /** Drag this many px past the hole (a deliberate miss); 0 drags onto the hole. */
  missBy?: number;
};

export type DragResult = {
  /** Where the hole is, as the solver sees it in the pictures. */
  holeX: number;
  /** Where the handle was let go, relative to its start. */
  droppedAt: number;
  /** The background picture that was solved, to tell a new puzzle from this one. */
  background: string;
};

/** The parts of the slider puzzle a person looks at and touches. */
export const sliderParts = (scope: SliderScope) => ({
  background: scope.getByTestId("captcha-bg"),
  piece: scope.getByTestId("captcha-piece"),
  handle: scope.getByTestId("captcha-handle"),
  track: scope.getByTestId("captcha-track"),
  status: scope.getByTestId("captcha-status"),
  message: scope.getByTestId("captcha-message"),
});

const pxOf = (value: string): number => {
  const match = /^(-?\d+(?:\.\d+)?)px$/.exec(value.trim());
  if (!match?.[1]) throw new Error(`not a px length: "${value}"`);
  return Number(match[1]);
};

/**
 * A person does not move in one instant, nor at an even pace: a short pause between mouse samples, slow to
 * start and to stop (the server refuses drags shorter than 200 ms, with few samples or an even speed).
 */
const HAND_STEP_MS = 25;
const HAND_STEPS = 14;

/**
 * Looks at the puzzle, finds the hole the way an eye does and drags the handle there with the real mouse,
 * wobbling a pixel or two up and down. Checks along the way that the piece and the handle move 1:1 with the
 * pointer. Does not wait for the verdict; see solveSlider.
 */
export const dragSlider = async (page: Page, options: DragOptions = {}): Promise<DragResult> => {
  const parts = sliderParts(options.within ?? page);
  await expect(parts.status).toHaveAttribute("data-status", "ready");
  await expect(parts.background).toBeVisible();

  const background = await parts.background.getAttribute("src");
  const piece = await parts.piece.getAttribute("src");
  if (!background?.startsWith("data:image/png") || !piece?.startsWith("data:image/png")) {
    throw new Error("the puzzle pictures are not PNG data URLs");
  }
  const pieceY = pxOf(await parts.piece.evaluate((element) => (element as HTMLElement).style.top));
  const { width, pieceSize } = await parts.piece.evaluate((element) => {
    const pieceImage = element as HTMLImageElement;
    const backgroundImage = pieceImage.parentElement?.querySelector("img[data-testid=captcha-bg]");
    return {
      width: backgroundImage instanceof HTMLImageElement ? backgroundImage.naturalWidth : 0,
      pieceSize: pieceImage.naturalWidth,
    };
  });
  expect(width, "background picture width").toBe(310);
  expect(pieceSize, "piece size").toBe(42);

  const holeX = solveCaptcha({ background, piece, pieceY, width, pieceSize });
  const maxOffset = width - pieceSize;
  const missBy = options.missBy ?? 0;
  const droppedAt = missBy === 0 ? holeX : holeX + missBy <= maxOffset ? holeX + missBy : holeX - missBy;

  const box = await parts.handle.boundingBox();
  if (!box) throw new Error("the slider handle is not on screen");
  const startX = box.x + box.width / 2;
  const startY = box.y + box.height / 2;

  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await expect(parts.status).toHaveAttribute("data-status", "dragging");
  for (let step = 1; step <= HAND_STEPS; step++) {
    const wobble = [0, 1, 2, 1, 0, -1, -2, -1][step % 8] ?? 0;
    const progress = (1 - Math.cos((Math.PI * step) / HAND_STEPS)) / 2;
    await page.mouse.move(startX + droppedAt * progress, startY + wobble);
    await page.waitForTimeout(HAND_STEP_MS);
  }
  await page.mouse.move(startX + droppedAt, startY + 1);

  // What the user sees while holding the mouse: piece and handle exactly `droppedAt` px from their start.
  await expect(parts.handle).toHaveAttribute("aria-valuenow", String(droppedAt));
  await expect(parts.handle).toHaveCSS("left", `${droppedAt}px`);
  await expect(parts.piece).toHaveCSS("left", `${droppedAt}px`);

  await page.mouse.up();
  return { holeX, droppedAt, background };
};

/** Solves the slider puzzle like a person and waits until it says "verified". */
export const solveSlider = async (page: Page, within?: SliderScope): Promise<DragResult> => {
  const parts = sliderParts(within ?? page);
  const result = await dragSlider(page, within ? { within } : {});
  await expect(parts.status).toHaveAttribute("data-status", "success");
  return result;
};

/** The page's origin, sent with writes as the console sends them. */
export const originOf = () => new URL(test.info().project.use.baseURL ?? "").origin;

/**
 * A slider puzzle solved through the API the slider calls (the same drag, sent without moving the mouse):
 * its single-use token, for journeys that open a session or an account without the forms.
 */
export const captchaTokenOf = async (page: Page): Promise<string> => {
  const challenge = (await (await page.request.get("/api/auth/code")).json()) as CaptchaChallenge;
  const x = solveCaptcha(challenge);
  const verified = await page.request.post("/api/auth/code/verify", {
    headers: { origin: originOf() },
    data: { captchaId: challenge.captchaId, x, track: humanTrack(x) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return ((await verified.json()) as { captchaToken: string }).captchaToken;
};
