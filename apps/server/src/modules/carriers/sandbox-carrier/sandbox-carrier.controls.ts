import { createHash } from "node:crypto";

// The test controls a caller sends as request headers, as real carriers' sandboxes take them: the platform
// sets them per carrier account and the adapter sends them with every call.

export const LABEL_MODES = ["sync", "url", "async"] as const;
export type LabelMode = (typeof LABEL_MODES)[number];

export const TRACKING_PATHS = ["normal", "customsHold", "failedAttempt", "returned", "lost"] as const;
export type TrackingPath = (typeof TRACKING_PATHS)[number];

const CONTROL_HEADERS = {
  latencyMs: "x-sandbox-latency-ms",
  failureRate: "x-sandbox-failure-rate",
  labelMode: "x-sandbox-label-mode",
  labelDelaySeconds: "x-sandbox-label-delay-s",
  clock: "x-sandbox-clock",
  path: "x-sandbox-path",
} as const;

export type Controls = {
  latencyMs: number;
  /** The share of calls answered 503, 0 to 1. */
  failureRate: number;
  labelMode: LabelMode;
  labelDelaySeconds: number;
  clock: number;
  /** Null: picked from the order number. */
  path: TrackingPath | null;
};

const DEFAULT_LABEL_DELAY_SECONDS = 30;
export const DEFAULT_CONTROLS: Controls = {
  latencyMs: 0,
  failureRate: 0,
  labelMode: "sync",
  labelDelaySeconds: DEFAULT_LABEL_DELAY_SECONDS,
  clock: 1,
  path: null,
};
const MAX_LATENCY_MS = 30_000;
const MAX_LABEL_DELAY_SECONDS = 86_400;
const MAX_CLOCK = 1_000_000;

type Headers = Record<string, string | string[] | undefined>;

/** The controls of a request, or the header that is wrong. */
export const controlsOf = (headers: Headers): Controls | { invalid: string } => {
  const one = (name: string) => {
    const value = headers[name];
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  };
  const whole = (name: string, fallback: number, min: number, max: number) => {
    const value = one(name);
    if (value === undefined) return fallback;
    return /^\d{1,9}$/.test(value) && Number(value) >= min && Number(value) <= max ? Number(value) : null;
  };
  const latencyMs = whole(CONTROL_HEADERS.latencyMs, DEFAULT_CONTROLS.latencyMs, 0, MAX_LATENCY_MS);
  if (latencyMs === null) return { invalid: CONTROL_HEADERS.latencyMs };
  const rate = one(CONTROL_HEADERS.failureRate) ?? "0";
  if (!/^(0(\.\d{1,6})?|1(\.0{1,6})?)$/.test(rate)) return { invalid: CONTROL_HEADERS.failureRate };
  const mode = one(CONTROL_HEADERS.labelMode) ?? DEFAULT_CONTROLS.labelMode;
  const labelMode = LABEL_MODES.find((m) => m === mode);
  if (!labelMode) return { invalid: CONTROL_HEADERS.labelMode };
  const labelDelaySeconds = whole(
    CONTROL_HEADERS.labelDelaySeconds,
    DEFAULT_LABEL_DELAY_SECONDS,
    0,
    MAX_LABEL_DELAY_SECONDS,
  );
  if (labelDelaySeconds === null) return { invalid: CONTROL_HEADERS.labelDelaySeconds };
  const clock = whole(CONTROL_HEADERS.clock, DEFAULT_CONTROLS.clock, 1, MAX_CLOCK);
  if (clock === null) return { invalid: CONTROL_HEADERS.clock };
  const asked = one(CONTROL_HEADERS.path);
  const path = asked === undefined ? null : (TRACKING_PATHS.find((p) => p === asked) ?? undefined);
  if (path === undefined) return { invalid: CONTROL_HEADERS.path };
  return { latencyMs, failureRate: Number(rate), labelMode, labelDelaySeconds, clock, path };
};

/** The path of a shipment created without `X-Sandbox-Path`: fixed by its order number, mostly normal. */
export const pathForOrder = (orderNo: string): TrackingPath => {
  const bucket = createHash("sha256").update(orderNo).digest().readUInt16BE(0) % 100;
  if (bucket < 70) return "normal";
  if (bucket < 78) return "customsHold";
  if (bucket < 88) return "failedAttempt";
  if (bucket < 95) return "returned";
  return "lost";
};
