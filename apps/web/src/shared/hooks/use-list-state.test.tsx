import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useSearchParams } from "react-router";
import { describe, expect, it } from "vitest";
import { useListState } from "./use-list-state";

const KEYS = ["status"] as const;

const track = (prefix = "") =>
  renderHook(
    () => ({
      list: useListState(KEYS, 20, prefix),
      other: useListState(KEYS, 20, "other."),
      url: useSearchParams()[0],
    }),
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={["/?other.status=kept"]}>{children}</MemoryRouter>
      ),
    },
  );

describe("useListState with a keyset list", () => {
  it("steps to the next pages by their cursors and back through them", () => {
    const { result } = track();
    expect(result.current.list.cursor).toBeUndefined();
    act(() => result.current.list.nextPage("9"));
    act(() => result.current.list.nextPage("5"));
    expect(result.current.list.cursor).toBe("5");
    act(() => result.current.list.previousPage());
    expect(result.current.list.cursor).toBe("9");
    act(() => result.current.list.previousPage());
    expect(result.current.list.cursor).toBeUndefined();
  });

  it("starts from the first page when the filters change", () => {
    const { result } = track();
    act(() => result.current.list.nextPage("9"));
    act(() => result.current.list.setFilters({ status: "pending" }));
    expect(result.current.list.cursor).toBeUndefined();
    expect(result.current.list.filters).toEqual({ status: "pending" });
  });

  it("keeps two lists of one screen apart by their prefix", () => {
    const { result } = track("mine.");
    act(() => result.current.list.setFilters({ status: "pending" }));
    act(() => result.current.list.nextPage("9"));
    expect(result.current.other.filters).toEqual({ status: "kept" });
    expect(result.current.other.cursor).toBeUndefined();
    expect(result.current.url.toString()).toBe("other.status=kept&mine.status=pending&mine.cursor=9");
  });
});
