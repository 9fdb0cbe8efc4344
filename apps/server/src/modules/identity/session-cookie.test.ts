import { afterAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

// The session cookie (HD-TOEKN) is never readable by scripts, and is Secure whenever the site is https.

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

const open = async (overrides: Record<string, string>) => {
  const t = await createTestApp(overrides);
  apps.push(t);
  return t;
};

const signIn = async (t: TestApp, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers,
    payload: { username: "customer", password: "Customer2026", captchaToken: await t.captchaToken() },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { cookie: String(response.headers["set-cookie"]), token: response.json().token as string };
};

const attributes = (cookie: string) => cookie.split(";").map((part) => part.trim().toLowerCase());

describe("session cookie", () => {
  it("is HttpOnly and SameSite=Lax, and not Secure on plain http", async () => {
    const t = await open({ TRUST_PROXY: "true" });
    const { cookie, token } = await signIn(t);
    expect(cookie).toContain(`HD-TOEKN=${token}`);
    expect(attributes(cookie)).toEqual(expect.arrayContaining(["httponly", "samesite=lax", "path=/"]));
    expect(attributes(cookie)).not.toContain("secure");

    const logout = await t.app.inject({
      method: "DELETE",
      url: "/api/auth/logout",
      // A browser sends the page's Origin with every write (docs/security.md, cross-site writes).
      headers: { origin: "http://localhost:80" },
      cookies: { "HD-TOEKN": token },
    });
    expect(logout.statusCode).toBe(200);
    const cleared = String(logout.headers["set-cookie"]);
    expect(cleared).toMatch(/^HD-TOEKN=;/);
    expect(attributes(cleared)).toEqual(expect.arrayContaining(["httponly", "path=/"]));
  });

  it("is Secure when the request came over https through a trusted proxy", async () => {
    const t = apps[0]!;
    const { cookie } = await signIn(t, { "x-forwarded-proto": "https" });
    expect(attributes(cookie)).toEqual(expect.arrayContaining(["httponly", "secure"]));
  });

  it("is Secure whenever PUBLIC_URL is https, even if the hop to the server is plain http", async () => {
    const t = await open({ PUBLIC_URL: "https://ship.example.com" });
    const { cookie, token } = await signIn(t);
    expect(attributes(cookie)).toEqual(expect.arrayContaining(["httponly", "secure"]));
    const logout = await t.app.inject({
      method: "DELETE",
      url: "/api/auth/logout",
      // A browser sends the page's Origin with every write (docs/security.md, cross-site writes).
      headers: { origin: "http://localhost:80" },
      cookies: { "HD-TOEKN": token },
    });
    expect(attributes(String(logout.headers["set-cookie"]))).toEqual(
      expect.arrayContaining(["httponly", "secure"]),
    );
  });
});
