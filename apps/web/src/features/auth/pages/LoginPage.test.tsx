import type { Brand, CaptchaChallenge } from "@pp/contracts";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Providers } from "../../../app/providers";
import { applyLanguage } from "../../../locales";
import { ApiRequestError } from "../../../shared/api/api-error";

const api = vi.hoisted(() => ({
  fetchBrand: vi.fn(),
  fetchCaptcha: vi.fn(),
  verifyCaptcha: vi.fn(),
  login: vi.fn(),
}));
vi.mock("../auth.api", () => api);

const session = vi.hoisted(() => ({ markSignedIn: vi.fn() }));
vi.mock("../../../shared/auth/session", async (original) => ({
  ...(await original<typeof import("../../../shared/auth/session")>()),
  markSignedIn: session.markSignedIn,
}));

import LoginPage from "./LoginPage";

const brand: Brand = {
  key: "main",
  systemName: { zh: "跨境物流平台", en: "Parcel Platform", ko: "소포 플랫폼" },
  logo: "/logo.svg",
  themeColor: "#2c7eff",
  isPrimary: true,
  sandboxMessages: true,
};

const puzzle = (id: string): CaptchaChallenge => ({
  captchaId: id,
  background: "data:image/png;base64,AAAA",
  piece: "data:image/png;base64,BBBB",
  pieceY: 40,
  width: 310,
  height: 155,
  pieceSize: 42,
});

const slide = async () => {
  const handle = await screen.findByTestId("captcha-handle");
  await waitFor(() => expect(screen.getByTestId("captcha-status").dataset.status).toBe("ready"));
  fireEvent.pointerDown(handle, { pointerId: 1, pointerType: "mouse", button: 0, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(window, { pointerId: 1, clientX: 60, clientY: 12 });
  fireEvent.pointerUp(window, { pointerId: 1, clientX: 110, clientY: 13 });
  await waitFor(() => expect(screen.getByTestId("captcha-status").dataset.status).toBe("success"));
};

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const renderLogin = (url = "/login") =>
  render(
    <Providers>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/orders" element={<p>orders page</p>} />
          <Route path="/" element={<p>home page</p>} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );

// antd renders slowly in jsdom; the login hand-over alone waits LOGIN_LOADING_MS.
describe("LoginPage", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await applyLanguage("en");
  });

  beforeEach(() => {
    for (const mock of [...Object.values(api), session.markSignedIn]) mock.mockReset();
    api.fetchBrand.mockResolvedValue(brand);
    api.fetchCaptcha.mockResolvedValueOnce(puzzle("p1")).mockResolvedValueOnce(puzzle("p2"));
    api.verifyCaptcha.mockResolvedValue({ captchaToken: "tok-1" });
  });

  afterEach(cleanup);

  it("signs in only after the slide, remembers the session (never the token) and follows ?redirect=", async () => {
    api.login.mockResolvedValue({ token: "session-token", expiresAt: "2030-01-01T00:00:00.000Z" });
    renderLogin("/login?redirect=%2Forders");
    expect((await screen.findAllByText("Parcel Platform", {}, { timeout: 3000 })).length).toBeGreaterThan(0);

    type(/^Account$/, "demo_user");
    type(/^Password$/, "secret123");
    const submit = screen.getByTestId("login-submit");
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    await slide();
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await act(async () => {
      fireEvent.click(submit);
    });

    await waitFor(() => expect(screen.getByText("orders page")).toBeTruthy(), { timeout: 3000 });
    expect(api.login.mock.calls[0]?.[0]).toEqual({
      username: "demo_user",
      password: "secret123",
      captchaToken: "tok-1",
    });
    expect(session.markSignedIn).toHaveBeenCalledWith("2030-01-01T00:00:00.000Z");
    expect(JSON.stringify(localStorage)).not.toContain("session-token");
    expect(document.cookie).not.toContain("session-token");
  });

  it("shows the server's message and asks for a new slide after a failed attempt", async () => {
    api.login.mockRejectedValue(
      new ApiRequestError({ status: 400, code: "INVALID_CREDENTIALS", message: "Wrong account or password" }),
    );
    renderLogin();
    type(/^Account$/, "demo_user");
    type(/^Password$/, "wrong-pass");
    await slide();
    await act(async () => {
      fireEvent.click(screen.getByTestId("login-submit"));
    });

    expect((await screen.findByTestId("login-error")).textContent).toContain("Wrong account or password");
    await waitFor(() => expect(api.fetchCaptcha).toHaveBeenCalledTimes(2));
    expect((screen.getByTestId("login-submit") as HTMLButtonElement).disabled).toBe(true);
    expect(session.markSignedIn).not.toHaveBeenCalled();
  });
});
