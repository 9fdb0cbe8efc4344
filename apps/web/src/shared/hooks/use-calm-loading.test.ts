import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCalmLoading } from "./use-calm-loading";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const track = () =>
  renderHook(({ pending }) => useCalmLoading(pending), { initialProps: { pending: false } });

describe("useCalmLoading", () => {
  it("shows no spinner for an answer within 300 ms", () => {
    const { result, rerender } = track();
    rerender({ pending: true });
    act(() => vi.advanceTimersByTime(150));
    rerender({ pending: false });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(false);
  });

  it("shows the spinner once a request lasts past 300 ms and keeps it 500 ms at least", () => {
    const { result, rerender } = track();
    rerender({ pending: true });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(50));
    rerender({ pending: false });
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe(false);
  });

  it("drops the spinner at once when the request ends after it was shown long enough", () => {
    const { result, rerender } = track();
    rerender({ pending: true });
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current).toBe(true);
    rerender({ pending: false });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(false);
  });
});
