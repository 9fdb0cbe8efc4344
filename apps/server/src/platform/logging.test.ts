import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

const sinkInto = (lines: string[]) =>
  new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });

describe("logs", () => {
  it("write one line per request, on its answer, with its id, method, url, status and time", async () => {
    const lines: string[] = [];
    const t = await createTestApp({ LOG_LEVEL: "info" }, undefined, sinkInto(lines));
    try {
      lines.length = 0;
      await t.app.inject({ method: "GET", url: "/api/ping", headers: { "x-request-id": "ping-request-1" } });
      await t.app.inject({
        method: "GET",
        url: "/api/auth/info",
        headers: { "x-request-id": "info-request-2" },
      });
      const entries = lines.map((line) => JSON.parse(line));
      expect(entries).toHaveLength(2);
      expect(entries[0]).toMatchObject({
        reqId: "ping-request-1",
        msg: "request completed",
        req: { method: "GET", url: "/api/ping" },
        res: { statusCode: 200 },
      });
      expect(entries[1]).toMatchObject({
        reqId: "info-request-2",
        req: { method: "GET", url: "/api/auth/info" },
        res: { statusCode: 401 },
      });
      for (const entry of entries) expect(typeof entry.responseTime).toBe("number");
    } finally {
      await t.close();
    }
  });

  it("carry request ids but no password, code or token", async () => {
    const lines: string[] = [];
    const t = await createTestApp({ LOG_LEVEL: "trace" }, undefined, sinkInto(lines));
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
