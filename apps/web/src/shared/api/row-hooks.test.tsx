import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setNotifier } from "./api-bridge";
import { useDeleteRow, useSaveRow } from "./row-hooks";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

describe("admin table row hooks", () => {
  const fetchMock = vi.fn<typeof fetch>();
  const errors: string[] = [];
  let client: QueryClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );

  beforeEach(() => {
    fetchMock.mockReset();
    errors.length = 0;
    vi.stubGlobal("fetch", fetchMock);
    setNotifier({ error: (content) => errors.push(content) });
    client = new QueryClient();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setNotifier(null);
  });

  const call = (index: number) => {
    const [url, init] = fetchMock.mock.calls[index] ?? [];
    return { url: String(url), method: init?.method };
  };

  it("creates without an id, edits with one, and marks the named lists stale", async () => {
    fetchMock.mockImplementation(async () => json({ id: 7 }));
    client.setQueryData(["things", { page: 1 }], { rows: [] });
    client.setQueryData(["other"], { rows: [] });
    const { result } = renderHook(
      () => useSaveRow<{ id: number }, { name: string }>("/api/things", [["things"]]),
      {
        wrapper,
      },
    );

    await act(() => result.current.mutateAsync({ input: { name: "a" } }));
    expect(call(0)).toEqual({ url: "/api/things", method: "POST" });
    expect(client.getQueryState(["things", { page: 1 }])?.isInvalidated).toBe(true);
    expect(client.getQueryState(["other"])?.isInvalidated).toBe(false);

    await act(() => result.current.mutateAsync({ id: 7, input: { name: "b" } }));
    expect(call(1)).toEqual({ url: "/api/things/7", method: "PUT" });
  });

  it("creates under another address when the row belongs to a parent", async () => {
    fetchMock.mockImplementation(async () => json({ id: 3 }));
    const { result } = renderHook(() => useSaveRow("/api/items", [], "/api/parents/2/items"), { wrapper });
    await act(() => result.current.mutateAsync({ input: {} }));
    await act(() => result.current.mutateAsync({ id: 3, input: {} }));
    expect([call(0), call(1)]).toEqual([
      { url: "/api/parents/2/items", method: "POST" },
      { url: "/api/items/3", method: "PUT" },
    ]);
  });

  it("leaves a refused save's message to the form, but announces a refused delete", async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ code: "CONFLICT", message: "taken" }, { status: 409 }),
    );
    const save = renderHook(() => useSaveRow("/api/things", []), { wrapper });
    await act(() => save.result.current.mutateAsync({ input: {} }).catch(() => undefined));
    expect(errors).toEqual([]);

    const remove = renderHook(() => useDeleteRow("/api/things", []), { wrapper });
    await act(() => remove.result.current.mutateAsync(4).catch(() => undefined));
    expect(call(1)).toEqual({ url: "/api/things/4", method: "DELETE" });
    expect(errors).toEqual(["taken"]);
  });
});
