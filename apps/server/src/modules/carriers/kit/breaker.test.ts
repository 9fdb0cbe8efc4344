import { describe, expect, it } from "vitest";
import { BREAKER_COOL_MS, type BreakerChange, createBreaker } from "./breaker";

const tracked = () => {
  const changes: BreakerChange[] = [];
  return { breaker: createBreaker((change) => changes.push(change)), changes };
};

describe("a provider's circuit breaker", () => {
  it("opens after ten failures in a row and refuses calls until it probes after 60 s", () => {
    const { breaker, changes } = tracked();
    for (let i = 0; i < 9; i++) breaker.record(false, 1000);
    expect(breaker.allow(1000)).toBe(true);
    breaker.record(false, 1000);
    expect(changes).toEqual([{ state: "open", openedAt: new Date(1000), reason: "run" }]);
    expect(breaker.allow(1000 + BREAKER_COOL_MS - 1)).toBe(false);
    // One probe goes through; a second caller waits for its answer.
    expect(breaker.allow(1000 + BREAKER_COOL_MS)).toBe(true);
    expect(breaker.allow(1000 + BREAKER_COOL_MS)).toBe(false);
    breaker.record(true, 1000 + BREAKER_COOL_MS);
    expect(changes.at(-1)).toEqual({ state: "closed", openedAt: null, reason: "" });
    expect(breaker.allow()).toBe(true);
  });

  it("opens when half of the last twenty calls failed, though never ten in a row", () => {
    const { breaker, changes } = tracked();
    for (let i = 0; i < 19; i++) breaker.record(i % 2 === 0, 5);
    expect(changes).toEqual([]);
    breaker.record(false, 5);
    expect(changes).toEqual([{ state: "open", openedAt: new Date(5), reason: "share" }]);
  });

  it("opens again when the probe fails", () => {
    const { breaker, changes } = tracked();
    for (let i = 0; i < 10; i++) breaker.record(false, 0);
    expect(breaker.allow(BREAKER_COOL_MS)).toBe(true);
    breaker.record(false, BREAKER_COOL_MS);
    expect(changes.at(-1)).toEqual({ state: "open", openedAt: new Date(BREAKER_COOL_MS), reason: "probe" });
    expect(breaker.allow(BREAKER_COOL_MS + 1)).toBe(false);
  });

  it("follows a state another process stored", () => {
    const { breaker } = tracked();
    breaker.adopt({ state: "open", openedAt: new Date(), reason: "run" });
    expect(breaker.allow()).toBe(false);
    breaker.adopt({ state: "closed", openedAt: null, reason: "" });
    expect(breaker.allow()).toBe(true);
  });
});
