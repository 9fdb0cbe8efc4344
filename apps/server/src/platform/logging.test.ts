import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

describe("logs", () => {
  it("carry request ids but no password, code or token", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await createTestApp({ LOG_LEVEL: "trace" }, undefined, sink);
    try {
      const token = await t.login("admin", "Admin2026");
      await t.app.inject({ method: "GET", url: "/api/auth/info", cookies: { "HD-TOEKN": token } });
      await t.call("GET", "/api/auth/info", { token });
      await t.call("POST", "/api/users/updatePass", {
        token,
        body: { oldPass: "Admin2026", newPass: "Admin2027x", confirmPass: "Admin2027x" },
      });
      await t.call("POST", "/api/account/sendSms/13800000000", {
        body: { captchaToken: await t.captchaToken(), purpose: "reset" },
      });
      const log = lines.join("");
      expect(log).toContain('"reqId"');
      for (const secret of ["Admin2026", "Admin2027x", token]) expect(log).not.toContain(secret);
      const inbox = await t.call("GET", "/sandbox-inbox/13800000000");
      const code = /验证码是(\d{6})/.exec(inbox.body)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      expect(log).not.toContain(`是${code}`);
      expect(log).not.toContain(`"${code}"`);
    } finally {
      await t.close();
    }
  });
});
