import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setNavigator, setNotifier } from "./api-bridge";
import { ApiRequestError } from "./api-error";
import { api, buildUrl } from "./client";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("api client", () => {
  const errors: string[] = [];
  const navigations: string[] = [];
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    errors.length = 0;
    navigations.length = 0;
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    setNotifier({ error: (content) => errors.push(content) });
    setNavigator((to) => navigations.push(to));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setNotifier(null);
    setNavigator(null);
  });

  it("skips empty parameters and repeats arrays", () => {
    expect(buildUrl("/api/x", { a: 1, b: "", c: undefined, d: null, e: ["p", "q"] })).toBe(
      "/api/x?a=1&e=p&e=q",
    );
  });

  it("sends the interface language and leaves the session to the browser's HttpOnly cookie", async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    await api.get("/api/x");
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers["Accept-Language"]).toBe("zh");
  });

  it("shows the server message and throws field details", async () => {
    fetchMock.mockResolvedValue(
      json(400, { code: "VALIDATION_FAILED", message: "bad", details: [{ field: "a.0", message: "no" }] }),
    );
    const error = await api.post("/api/x", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).fieldErrors).toEqual([{ field: "a.0", message: "no" }]);
    expect(errors).toEqual(["bad"]);
  });

  it("stays quiet when asked to", async () => {
    fetchMock.mockResolvedValue(json(409, { code: "CONFLICT", message: "taken" }));
    await expect(api.get("/api/x", { silent: true })).rejects.toMatchObject({
      status: 409,
      code: "CONFLICT",
    });
    expect(errors).toEqual([]);
  });

  it("sends 403 to the no-permission page", async () => {
    fetchMock.mockResolvedValue(json(403, { code: "FORBIDDEN", message: "no" }));
    await expect(api.get("/api/x")).rejects.toMatchObject({ status: 403 });
    expect(navigations).toEqual(["/401"]);
    expect(errors).toEqual([]);
  });

  it("explains a request without an answer", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(api.get("/api/x")).rejects.toMatchObject({ code: "NETWORK" });
    expect(errors).toEqual(["接口请求失败"]);
  });

  it("passes a cancelled request silently", async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    const pending = api.get("/api/x", { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: "ABORTED" });
    expect(errors).toEqual([]);
  });

  it("times out with its own message", async () => {
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    await expect(api.get("/api/x", { timeoutMs: 10 })).rejects.toMatchObject({ code: "TIMEOUT" });
    expect(errors).toEqual(["网络请求超时"]);
  });

  it("reads a JSON answer to a download as an error", async () => {
    fetchMock.mockResolvedValue(json(200, { code: "NOT_FOUND", message: "no file" }));
    await expect(api.download("/api/export", { ids: [1] })).rejects.toBeInstanceOf(ApiRequestError);
    expect(errors).toEqual(["no file"]);
  });

  it("answers the submitted task of an export the server runs as a task", async () => {
    fetchMock.mockResolvedValue(json(202, { taskId: 7, message: "task submitted" }));
    await expect(api.downloadOrTask("/api/export", { by: "filter" })).resolves.toEqual({
      taskId: 7,
      message: "task submitted",
    });
    expect(errors).toEqual([]);
  });
});
