import {
  CheckOutlined,
  CloseOutlined,
  DoubleRightOutlined,
  LoadingOutlined,
  ReloadOutlined,
} from "@ant-design/icons";
import type { CaptchaChallenge } from "@pp/contracts";
import { SLIDER } from "@pp/domain";
import { Button, Skeleton, Tooltip, theme } from "antd";
import {
  type CSSProperties,
  type PointerEvent as ReactPointerEvent,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../shared/api/api-error";
import { fetchCaptcha, verifyCaptcha } from "../auth.api";
import {
  appendTrackPoint,
  clampOffset,
  type DragStart,
  finalOffset,
  isDrag,
  type TrackPoint,
  toTrackPoint,
} from "../slider-track";
import styles from "./slider-captcha.module.css";

export type SliderCaptchaHandle = {
  /** Throws the current puzzle away and loads a new one (a captcha token is single use). */
  reset: () => void;
};

export type SliderCaptchaProps = {
  onVerified: (captchaToken: string) => void;
  ref?: Ref<SliderCaptchaHandle>;
};

type Status = "loading" | "error" | "ready" | "dragging" | "verifying" | "success" | "fail";

const TRACK_HEIGHT = 40;

// The slider puzzle of spec §4: success, fail (reset after SLIDER.failResetMs), again.
export default function SliderCaptcha({ onVerified, ref }: SliderCaptchaProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [status, setStatus] = useState<Status>("loading");
  const [offset, setOffset] = useState(0);
  const [failure, setFailure] = useState("");
  const [isRetry, setIsRetry] = useState(false);

  // Each load gets a number; answers to an older load (or a verify of an older puzzle) are ignored.
  const generation = useRef(0);
  const loadAbort = useRef<AbortController | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const detachDrag = useRef<(() => void) | null>(null);
  const onVerifiedRef = useRef(onVerified);
  onVerifiedRef.current = onVerified;

  const load = useCallback(async (retry: boolean) => {
    const current = ++generation.current;
    clearTimeout(resetTimer.current);
    detachDrag.current?.();
    loadAbort.current?.abort();
    const abort = new AbortController();
    loadAbort.current = abort;
    setStatus("loading");
    setOffset(0);
    setFailure("");
    setIsRetry(retry);
    try {
      const next = await fetchCaptcha(abort.signal);
      if (current !== generation.current) return;
      setChallenge(next);
      setStatus("ready");
    } catch {
      if (current === generation.current) setStatus("error");
    }
  }, []);

  useEffect(() => {
    void load(false);
    return () => {
      generation.current++;
      loadAbort.current?.abort();
      clearTimeout(resetTimer.current);
      detachDrag.current?.();
    };
  }, [load]);

  useImperativeHandle(ref, () => ({ reset: () => void load(false) }), [load]);

  const width = challenge?.width ?? SLIDER.canvasWidth;
  const height = challenge?.height ?? SLIDER.canvasHeight;
  const pieceSize = challenge?.pieceSize ?? SLIDER.pieceSize;
  const maxOffset = Math.max(width - pieceSize, 0);

  const submit = async (puzzle: CaptchaChallenge, track: TrackPoint[]) => {
    if (!isDrag(track, puzzle.width, puzzle.pieceSize)) {
      setOffset(0);
      setStatus("ready");
      return;
    }
    const current = generation.current;
    const x = finalOffset(track, puzzle.width, puzzle.pieceSize);
    setOffset(x);
    setStatus("verifying");
    try {
      const { captchaToken } = await verifyCaptcha({ captchaId: puzzle.captchaId, x, track });
      if (current !== generation.current) return;
      setStatus("success");
      onVerifiedRef.current(captchaToken);
    } catch (error) {
      if (current !== generation.current) return;
      // The server has spent this puzzle whatever went wrong, so the only way on is a new one.
      setStatus("fail");
      setFailure(errorMessageOf(error, t("identity.captcha.failed")));
      resetTimer.current = setTimeout(() => void load(true), SLIDER.failResetMs);
    }
  };

  const startDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (status !== "ready" || !challenge) return;
    if (event.pointerType === "mouse" && event.button !== 0) return;
    event.preventDefault();
    const puzzle = challenge;
    const pointerId = event.pointerId;
    const start: DragStart = { clientX: event.clientX, clientY: event.clientY, time: performance.now() };
    let track: TrackPoint[] = [{ x: 0, y: 0, t: 0 }];
    setStatus("dragging");

    // Listening on the window keeps the drag alive when the pointer leaves the narrow handle.
    const move = (moved: PointerEvent) => {
      if (moved.pointerId !== pointerId) return;
      track = appendTrackPoint(track, toTrackPoint(start, moved.clientX, moved.clientY, performance.now()));
      setOffset(clampOffset(track.at(-1)?.x ?? 0, puzzle.width, puzzle.pieceSize));
    };
    const end = (ended: PointerEvent) => {
      if (ended.pointerId !== pointerId) return;
      detach();
      track = appendTrackPoint(track, toTrackPoint(start, ended.clientX, ended.clientY, performance.now()));
      void submit(puzzle, track);
    };
    const detach = () => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", end);
      window.removeEventListener("pointercancel", end);
      detachDrag.current = null;
    };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", end);
    window.addEventListener("pointercancel", end);
    detachDrag.current = detach;
  };

  const statusText = {
    loading: t("identity.captcha.loading"),
    error: t("identity.captcha.loadError"),
    ready: isRetry ? t("identity.captcha.again") : t("identity.captcha.hint"),
    dragging: t("identity.captcha.hint"),
    verifying: t("identity.captcha.verifying"),
    success: t("identity.captcha.success"),
    fail: t("identity.captcha.failed"),
  }[status];

  const handleIcon = {
    loading: <LoadingOutlined />,
    error: <CloseOutlined />,
    ready: <DoubleRightOutlined />,
    dragging: <DoubleRightOutlined />,
    verifying: <LoadingOutlined />,
    success: <CheckOutlined />,
    fail: <CloseOutlined />,
  }[status];

  const palette = {
    "--captcha-primary": token.colorPrimary,
    "--captcha-primary-bg": token.colorPrimaryBg,
    "--captcha-success": token.colorSuccess,
    "--captcha-success-bg": token.colorSuccessBg,
    "--captcha-error": token.colorError,
    "--captcha-error-bg": token.colorErrorBg,
    "--captcha-border": token.colorBorder,
    "--captcha-fill": token.colorFillTertiary,
    "--captcha-text": token.colorTextSecondary,
    "--captcha-radius": `${token.borderRadius}px`,
    width,
  } as CSSProperties;

  const hasPuzzle = challenge !== null && status !== "loading" && status !== "error";
  // Once the handle has stopped away from the start, the short result is written in the wider free part of
  // the track so the handle never covers it; a failure's full message sits on the picture.
  const isSettled = status === "success" || status === "fail";
  const resultPlacement: CSSProperties | undefined = !isSettled
    ? undefined
    : offset + pieceSize / 2 > width / 2
      ? { left: 0, right: width - offset }
      : { left: offset + pieceSize, right: 0 };

  return (
    <div className={styles.root} style={palette} data-status={status}>
      <div className={styles.canvas} style={{ width, height }}>
        {hasPuzzle ? (
          <>
            <img
              data-testid="captcha-bg"
              className={styles.background}
              src={challenge.background}
              width={width}
              height={height}
              alt={t("identity.captcha.imageAlt")}
              draggable={false}
            />
            <img
              data-testid="captcha-piece"
              className={styles.piece}
              src={challenge.piece}
              style={{ left: offset, top: challenge.pieceY }}
              alt=""
              aria-hidden="true"
              draggable={false}
            />
          </>
        ) : status === "error" ? (
          <div className={styles.placeholder}>
            <span>{t("identity.captcha.loadError")}</span>
            <Button size="small" onClick={() => void load(false)}>
              {t("identity.captcha.retry")}
            </Button>
          </div>
        ) : (
          <Skeleton.Node active className={styles.skeleton} style={{ width, height }}>
            <span className={styles.srOnly}>{t("identity.captcha.loading")}</span>
          </Skeleton.Node>
        )}
        {status === "fail" ? (
          <div className={styles.banner} data-testid="captcha-message">
            {failure}
          </div>
        ) : null}
        <Tooltip title={t("identity.captcha.refresh")}>
          <Button
            className={styles.refresh}
            size="small"
            shape="circle"
            icon={<ReloadOutlined />}
            aria-label={t("identity.captcha.refresh")}
            disabled={status === "verifying" || status === "dragging"}
            onClick={() => void load(false)}
          />
        </Tooltip>
      </div>

      <div data-testid="captcha-track" className={styles.track} style={{ height: TRACK_HEIGHT }}>
        <div className={styles.fill} style={{ width: offset + pieceSize }} />
        <span
          data-testid="captcha-status"
          data-status={status}
          className={styles.status}
          style={resultPlacement}
          aria-live="polite"
        >
          {statusText}
        </span>
        <div
          data-testid="captcha-handle"
          className={styles.handle}
          style={{ left: offset, width: pieceSize }}
          role="slider"
          tabIndex={0}
          aria-label={t("identity.captcha.handleLabel")}
          aria-valuemin={0}
          aria-valuemax={maxOffset}
          aria-valuenow={offset}
          aria-valuetext={statusText}
          aria-disabled={status !== "ready"}
          onPointerDown={startDrag}
        >
          {handleIcon}
        </div>
      </div>
    </div>
  );
}
