import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestTaskOf, runAsTask } from "../../platform/jobs";
import { tasks } from "../../platform/platform.tables";
import { createTestApp, type TestApp } from "../../test/test-app";
import { housekeepingJob } from "../identity";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("sandbox message viewer", () => {
  it("shows staff what was sent with the code masked, and the code only on the recipient's inbox", async () => {
    await t.call("POST", "/api/account/sendSms/13811112222", {
      body: { captchaToken: await t.captchaToken(), purpose: "register" },
    });
    const inbox = await t.call("GET", "/sandbox-inbox/13811112222", { lang: "en" });
    expect(inbox.statusCode).toBe(200);
    const code = /验证码是(\d{6})/.exec(inbox.body)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect((await t.call("GET", "/sandbox-inbox/13811113333")).body).not.toContain(code);

    const admin = await t.login("admin", "Admin2026");
    const page = (
      await t.call("GET", "/api/system/sandbox-messages?channel=sms&recipient=1381111", { token: admin })
    ).json();
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ channel: "sms", recipient: "13811112222" });
    expect(page.rows[0].body).toContain("******");
    expect(page.rows[0].body).not.toMatch(/\d{6}/);
    const operator = await t.login("operator", "Operator2026");
    const seen = await t.call("GET", "/api/system/sandbox-messages", { token: operator });
    expect(seen.statusCode).toBe(200);
    expect(seen.body).not.toContain(code);
    for (const [username, password] of [
      ["customer", "Customer2026"],
      ["supplier", "Supplier2026"],
      ["customer_sub", "SubAccount2026"],
    ]) {
      const token = await t.login(username!, password!);
      expect((await t.call("GET", "/api/system/sandbox-messages", { token })).statusCode).toBe(403);
    }
  });
});

describe("tasks", () => {
  it("records a job as processing, then completed with a translated summary", async () => {
    await runAsTask(t.db, { kind: housekeepingJob.name }, () => housekeepingJob.run(t.db));
    const record = await latestTaskOf(t.db, housekeepingJob.name);
    expect(record).toMatchObject({ status: "completed", summary: "TASK_HOUSEKEEPING_DONE" });
    const admin = await t.login("admin", "Admin2026");
    const page = (
      await t.call("GET", "/api/system/tasks?status=completed", { token: admin, lang: "en" })
    ).json();
    expect(page.rows[0].summary).toMatch(/^已清理过期验证码 \d+ 条/);
  });

  it("records a failure with its error", async () => {
    await expect(
      runAsTask(t.db, { kind: "broken-job" }, () => Promise.reject(new Error("carrier unreachable"))),
    ).rejects.toThrow();
    expect(await latestTaskOf(t.db, "broken-job")).toMatchObject({
      status: "failed",
      error: "carrier unreachable",
    });
  });

  it("shows a customer only its own org's tasks", async () => {
    const token = await t.login("customer", "Customer2026");
    const info = (await t.call("GET", "/api/auth/info", { token })).json();
    await t.db.insert(tasks).values([
      { kind: "export", status: "completed", orgId: info.user.orgId },
      { kind: "export", status: "processing", orgId: info.user.orgId + 1000 },
    ]);
    const page = (await t.call("GET", "/api/system/tasks", { token })).json();
    expect(page.total).toBe(1);
    expect(page.rows.map((r: { kind: string }) => r.kind)).toEqual(["export"]);
  });
});

describe("list date ranges", () => {
  it("filters tasks by creation time", async () => {
    const admin = await t.login("admin", "Admin2026");
    const old = new Date(Date.now() - 40 * 86_400_000);
    await t.db.insert(tasks).values({ kind: "old-export", status: "completed", createdAt: old });
    const recent = (
      await t.call("GET", `/api/system/tasks?from=${new Date(Date.now() - 86_400_000).toISOString()}`, {
        token: admin,
      })
    ).json();
    expect(recent.rows.map((r: { kind: string }) => r.kind)).not.toContain("old-export");
    const window = `from=${new Date(old.getTime() - 1000).toISOString()}&to=${new Date(old.getTime() + 1000).toISOString()}`;
    const found = (await t.call("GET", `/api/system/tasks?${window}`, { token: admin })).json();
    expect(found.rows.map((r: { kind: string }) => r.kind)).toEqual(["old-export"]);
    expect((await t.call("GET", "/api/system/tasks?from=yesterday", { token: admin })).statusCode).toBe(400);
  });
});

describe("operation log", () => {
  it("records writes with who, what, from where and the outcome, without secrets", async () => {
    const token = await t.login("customer", "Customer2026");
    await t.call("POST", "/api/customerInfo/i18n/en", { token });
    await t.call("POST", "/api/users/updatePass", {
      token,
      body: { oldPass: "not-it", newPass: "Customer2027", confirmPass: "Customer2027" },
    });
    const page = (await t.call("GET", "/api/system/operation-logs?size=50", { token })).json();
    const actions = page.rows.map((r: { action: string; success: boolean }) => `${r.action}:${r.success}`);
    expect(actions).toEqual(
      expect.arrayContaining(["auth.login:true", "user.setLanguage:true", "user.changePassword:false"]),
    );
    const changePassword = page.rows.find((r: { action: string }) => r.action === "user.changePassword");
    expect(changePassword).toMatchObject({ username: "customer", status: 400, ip: "127.0.0.1" });
    expect(JSON.stringify(page.rows)).not.toMatch(/Customer202[67]|not-it|captcha/i);
  });

  it("shows platform staff every org's entries and a customer only its own", async () => {
    const admin = await t.login("admin", "Admin2026");
    const all = (await t.call("GET", "/api/system/operation-logs?size=200", { token: admin })).json();
    expect(new Set(all.rows.map((r: { orgId: number }) => r.orgId)).size).toBeGreaterThan(1);
    const customer = await t.login("customer", "Customer2026");
    const own = (await t.call("GET", "/api/system/operation-logs?size=200", { token: customer })).json();
    const info = (await t.call("GET", "/api/auth/info", { token: customer })).json();
    expect(own.rows.every((r: { orgId: number }) => r.orgId === info.user.orgId)).toBe(true);
  });
});
