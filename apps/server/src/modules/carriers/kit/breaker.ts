import type { BreakerState } from "@pp/contracts";

// A provider's circuit breaker: after BREAKER_RUN failures in a row, or BREAKER_SHARE of the last BREAKER_WINDOW
// calls, it opens and calls to the provider fail at once (a push waits and retries instead of piling onto a
// provider that is down); after the cool-down (BREAKER_COOL_MS unless the config says otherwise) one probe call goes
// through: its success closes the circuit,
// its failure opens it again. Failures are the provider's own (unavailable: network, timeout, 5xx); a refused
// request (a bad address) is the provider working. Each process keeps its own counts; an opening or closing is
// stored on the provider and announced, so every process follows it (`adopt`).

export const BREAKER_RUN = 10;
export const BREAKER_WINDOW = 20;
export const BREAKER_SHARE = 0.5;
export const BREAKER_COOL_MS = 60_000;

export type BreakerChange = { state: BreakerState; openedAt: Date | null; reason: string };

export type Breaker = {
  /** Whether a call may go now (in half-open, only the one probe). */
  allow(now?: number): boolean;
  record(ok: boolean, now?: number): void;
  /** Takes a state another process stored. */
  adopt(change: BreakerChange): void;
  readonly state: BreakerState;
};

export const createBreaker = (
  onChange: (change: BreakerChange) => void,
  coolMs: number = BREAKER_COOL_MS,
): Breaker => {
  let state: BreakerState = "closed";
  let openedAt = 0;
  let run = 0;
  let probing = false;
  let window: boolean[] = [];

  const open = (now: number, reason: string) => {
    state = "open";
    openedAt = now;
    probing = false;
    onChange({ state, openedAt: new Date(now), reason });
  };

  return {
    get state() {
      return state;
    },
    allow(now = Date.now()) {
      if (state === "closed") return true;
      if (state === "open" && now - openedAt < coolMs) return false;
      if (probing) return false;
      state = "halfOpen";
      probing = true;
      return true;
    },
    record(ok, now = Date.now()) {
      window = [...window.slice(-(BREAKER_WINDOW - 1)), ok];
      run = ok ? 0 : run + 1;
      if (state === "halfOpen") {
        probing = false;
        if (ok) {
          state = "closed";
          run = 0;
          window = [];
          onChange({ state, openedAt: null, reason: "" });
        } else open(now, "probe");
        return;
      }
      if (state !== "closed" || ok) return;
      const failures = window.filter((item) => !item).length;
      if (run >= BREAKER_RUN) open(now, "run");
      else if (window.length >= BREAKER_WINDOW && failures >= BREAKER_WINDOW * BREAKER_SHARE)
        open(now, "share");
    },
    adopt(change) {
      if (change.state === "open" && change.openedAt) {
        state = "open";
        openedAt = change.openedAt.getTime();
        probing = false;
      } else if (change.state === "closed" && state !== "closed") {
        state = "closed";
        run = 0;
        window = [];
        probing = false;
      }
    },
  };
};
