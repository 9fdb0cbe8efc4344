import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

// Sign-ins per address: LIMIT_SIGN_INS_PER_IP of them in 15 minutes, right password or wrong, then the
// address waits; another address is not slowed down.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LIMIT_SIGN_INS_PER_IP: "3" });
});
afterAll(() => t.close());

const signIn = async (ip: string) =>
  t.call("POST", "/api/auth/login", {
    ip,
    lang: "en",
    body: { username: "customer", password: "Customer2026", captchaToken: await t.captchaToken(ip) },
  });

describe("sign-ins per address", () => {
  it("lets an address sign in as often as configured, then asks it to wait, and leaves other addresses alone", async () => {
    const codes: number[] = [];
    for (let n = 0; n < 4; n++) codes.push((await signIn("10.7.0.1")).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const refused = await signIn("10.7.0.1");
    expect(refused.json()).toMatchObject({
      code: "RATE_LIMITED",
      message: expect.stringMatching(/15 minutes/),
    });
    expect((await signIn("10.7.0.2")).statusCode).toBe(200);
  });
});
