import type { CaptchaChallenge } from "@pp/contracts";
import { SLIDER } from "@pp/domain";
import { act, cleanup, fireEvent, render as renderDom, screen } from "@testing-library/react";
import i18next from "i18next";
import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "../../../locales/en/identity";
import { ApiRequestError } from "../../../shared/api/api-error";

const api = vi.hoisted(() => ({ fetchCaptcha: vi.fn(), verifyCaptcha: vi.fn() }));
vi.mock("../auth.api", () => api);

import SliderCaptcha from "./SliderCaptcha";

const i18n = i18next.createInstance();
void i18n.init({ lng: "en", resources: { en: { translation: en } }, initAsync: false });
const render = (ui: ReactElement) => renderDom(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

const puzzle = (id: string): CaptchaChallenge => ({
  captchaId: id,
  background: "data:image/png;base64,AAAA",
  piece: "data:image/png;base64,BBBB",
  pieceY: 57,
  width: 310,
  height: 155,
  pieceSize: 42,
});

const flush = () => act(async () => {});

/** Presses the handle at (100, 200), moves through `steps` and releases at the last one. */
const drag = async (steps: [number, number][]) => {
  const handle = screen.getByTestId("captcha-handle");
  fireEvent.pointerDown(handle, {
    pointerId: 1,
    pointerType: "mouse",
    button: 0,
    clientX: 100,
    clientY: 200,
  });
  for (const [x, y] of steps)
    fireEvent.pointerMove(window, { pointerId: 1, clientX: 100 + x, clientY: 200 + y });
  const [lastX, lastY] = steps.at(-1) ?? [0, 0];
  fireEvent.pointerUp(window, { pointerId: 1, clientX: 100 + lastX, clientY: 200 + lastY });
  await flush();
};

describe("SliderCaptcha", () => {
  beforeEach(() => {
    api.fetchCaptcha.mockReset();
    api.verifyCaptcha.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("moves the piece with the handle, clamped to the canvas, and sends the real track", async () => {
    api.fetchCaptcha.mockResolvedValue(puzzle("p1"));
    api.verifyCaptcha.mockResolvedValue({ captchaToken: "tok-1" });
    const onVerified = vi.fn();
    render(<SliderCaptcha onVerified={onVerified} />);
    await flush();

    expect(screen.getByTestId("captcha-piece").style.top).toBe("57px");
    const handle = screen.getByTestId("captcha-handle");
    fireEvent.pointerDown(handle, {
      pointerId: 1,
      pointerType: "mouse",
      button: 0,
      clientX: 100,
      clientY: 200,
    });
    fireEvent.pointerMove(window, { pointerId: 1, clientX: 160, clientY: 202 });
    expect(screen.getByTestId("captcha-piece").style.left).toBe("60px");
    fireEvent.pointerMove(window, { pointerId: 1, clientX: 900, clientY: 203 });
    expect(screen.getByTestId("captcha-piece").style.left).toBe(`${310 - 42}px`);
    fireEvent.pointerMove(window, { pointerId: 1, clientX: 230, clientY: 201 });
    fireEvent.pointerUp(window, { pointerId: 1, clientX: 230, clientY: 201 });
    await flush();

    expect(api.verifyCaptcha).toHaveBeenCalledTimes(1);
    const body = api.verifyCaptcha.mock.calls[0]?.[0];
    expect(body.captchaId).toBe("p1");
    expect(body.x).toBe(130);
    expect(body.track.map((p: { x: number; y: number }) => [p.x, p.y])).toEqual([
      [0, 0],
      [60, 2],
      [800, 3],
      [130, 1],
    ]);
    expect(screen.getByTestId("captcha-status").dataset.status).toBe("success");
    expect(screen.getByTestId("captcha-status").textContent).toBe("Verified");
    expect(onVerified).toHaveBeenCalledWith("tok-1");
  });

  it("does not spend the puzzle on a click without a drag", async () => {
    api.fetchCaptcha.mockResolvedValue(puzzle("p1"));
    render(<SliderCaptcha onVerified={vi.fn()} />);
    await flush();
    await drag([[0, 1]]);
    expect(api.verifyCaptcha).not.toHaveBeenCalled();
    expect(screen.getByTestId("captcha-status").dataset.status).toBe("ready");
  });

  it("shows the failure, then loads a new puzzle after SLIDER.failResetMs", async () => {
    vi.useFakeTimers();
    api.fetchCaptcha.mockResolvedValueOnce(puzzle("p1")).mockResolvedValueOnce(puzzle("p2"));
    api.verifyCaptcha.mockRejectedValue(
      new ApiRequestError({ status: 400, code: "CAPTCHA_INVALID", message: "The piece is not in place" }),
    );
    const onVerified = vi.fn();
    render(<SliderCaptcha onVerified={onVerified} />);
    await flush();
    await drag([
      [30, 1],
      [90, 3],
    ]);

    const status = screen.getByTestId("captcha-status");
    expect(status.dataset.status).toBe("fail");
    expect(status.textContent).toBe("Verification failed");
    expect(screen.getByTestId("captcha-message").textContent).toBe("The piece is not in place");
    expect(api.fetchCaptcha).toHaveBeenCalledTimes(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(SLIDER.failResetMs);
    });
    expect(api.fetchCaptcha).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId("captcha-status").dataset.status).toBe("ready");
    expect(screen.getByTestId("captcha-status").textContent).toBe("Please try again");
    expect(screen.getByTestId("captcha-piece").style.left).toBe("0px");
    expect(onVerified).not.toHaveBeenCalled();
  });

  it("loads a new puzzle when the parent resets it", async () => {
    api.fetchCaptcha.mockResolvedValueOnce(puzzle("p1")).mockResolvedValueOnce(puzzle("p2"));
    api.verifyCaptcha.mockResolvedValue({ captchaToken: "tok-1" });
    const ref: { current: { reset: () => void } | null } = { current: null };
    render(<SliderCaptcha ref={ref} onVerified={vi.fn()} />);
    await flush();
    await drag([[80, 2]]);
    expect(screen.getByTestId("captcha-status").dataset.status).toBe("success");

    act(() => ref.current?.reset());
    await flush();
    expect(api.fetchCaptcha).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId("captcha-status").dataset.status).toBe("ready");
  });
});
