import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type {
  ApiLogDetail,
  ApiLogRow,
  CarrierType,
  ConnectionCheck,
  DockingProvider,
  Page,
} from "@pp/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openText } from "../../platform/crypto";
import { dockingProviders } from "../../schema";
import { createParties, type Parties } from "../../test/tenancy";
import { openTestAppForFile, type TestApp, testConfig } from "../../test/test-app";
import { BREAKER_RUN } from "./kit/breaker";

let t: TestApp;
let parties: Parties;
let operator: string;
let finance: string;
openTestAppForFile(
  async (app) => {
    t = app;
    parties = await createParties(t);
    operator = await t.login("operator", "Operator2026");
    finance = await t.login("finance", "Finance2026");
  },
  { CARRIER_BREAKER_COOL_SECONDS: "1" },
);

// A carrier's gateway on a real socket: each request answers what `reply` says now.
let reply: (url: string, body: string) => { status: number; body: string } = () => ({
  status: 200,
  body: "{}",
});
let gateway: Server;
let gatewayUrl: string;
beforeAll(async () => {
  gateway = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const answer = reply(request.url ?? "", body);
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/router/api/service`;
});
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

const as = (token: string, method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
  t.call(method, url, { token, ...(body === undefined ? {} : { body }) });
const ok = async <T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const answer = await response;
  if (answer.statusCode !== 200) throw new Error(answer.body);
  return answer.json() as T;
};

let codes = 0;
const fourPx = (settings: Record<string, string> = {}, extra: Record<string, unknown> = {}) =>
  ok<DockingProvider>(
    as(operator, "POST", "/api/carriers/providers", {
      code: `FPX-${++codes}`,
      name: `4PX account ${codes}`,
      serviceClass: "FourPx",
      settings: { gatewayUrl, appKey: "key-123", appSecret: "secret-456", ...settings },
      ...extra,
    }),
  );

describe("docking providers", () => {
  it("lists the provider types with their settings forms; the real carriers are marked as not run live", async () => {
    const types = await ok<CarrierType[]>(as(operator, "GET", "/api/carriers/types"));
    const fourPxType = types.find((type) => type.serviceClass === "FourPx")!;
    expect(fourPxType.unverified).toBe(true);
    expect(fourPxType.settings.find((field) => field.key === "appSecret")?.kind).toBe("secret");
    expect(types.map((type) => type.serviceClass)).toContain("HualeiTms");
  });

  it("keeps a secret sealed: never answered, unreadable in the table, kept when the form leaves it empty", async () => {
    const saved = await fourPx();
    expect(saved.settings).toEqual({ gatewayUrl, appKey: "key-123" });
    expect(saved.secretsSet).toEqual(["appSecret"]);
    const [row] = await t.db.select().from(dockingProviders).where(eq(dockingProviders.id, saved.id));
    expect(row!.sealedSecrets).not.toContain("secret-456");
    expect(JSON.parse(openText(testConfig().CARRIER_CREDENTIALS_KEY, row!.sealedSecrets))).toEqual({
      appSecret: "secret-456",
    });

    const renamed = await ok<DockingProvider>(
      as(operator, "POST", "/api/carriers/providers", {
        id: saved.id,
        code: saved.code,
        name: "Renamed",
        serviceClass: "FourPx",
        settings: { gatewayUrl, appKey: "key-789", appSecret: "" },
      }),
    );
    expect(renamed).toMatchObject({
      name: "Renamed",
      settings: { appKey: "key-789" },
      secretsSet: ["appSecret"],
    });
    const [after] = await t.db.select().from(dockingProviders).where(eq(dockingProviders.id, saved.id));
    expect(JSON.parse(openText(testConfig().CARRIER_CREDENTIALS_KEY, after!.sealedSecrets))).toEqual({
      appSecret: "secret-456",
    });
  });

  it("refuses a bad provider naming the field, in the operator's language, and stores nothing", async () => {
    const before = (await t.db.select().from(dockingProviders)).length;
    const refusal = async (body: Record<string, unknown>) => {
      const response = await as(operator, "POST", "/api/carriers/providers", body);
      expect(response.statusCode).toBe(400);
      return response.json().details[0] as { field: string; message: string };
    };
    const base = { code: "BAD-1", name: "Bad", serviceClass: "FourPx" };
    expect(await refusal({ ...base, serviceClass: "NoSuchCarrier" })).toEqual({
      field: "serviceClass",
      message: "不支持的服务类名",
    });
    expect(await refusal({ ...base, settings: { appSecret: "s" } })).toEqual({
      field: "settings.appKey",
      message: "请填写App Key",
    });
    expect(
      await refusal({ ...base, settings: { appKey: "k", appSecret: "s", gatewayUrl: "ftp://x" } }),
    ).toEqual({
      field: "settings.gatewayUrl",
      message: "网关地址的格式不正确",
    });
    expect(await refusal({ ...base, settings: { appKey: "k", appSecret: "s", colour: "red" } })).toEqual({
      field: "settings.colour",
      message: "该服务类没有配置项colour",
    });
    const taken = await fourPx();
    const duplicate = await as(operator, "POST", "/api/carriers/providers", {
      ...base,
      code: taken.code.toLowerCase(),
      settings: { appKey: "k", appSecret: "s" },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().details[0]).toEqual({ field: "code", message: "该对接商代码已存在" });
    expect((await t.db.select().from(dockingProviders)).length).toBe(before + 1);
  });

  it("assigns a provider to customers only", async () => {
    const provider = await fourPx();
    const assigned = await ok<DockingProvider>(
      as(operator, "PUT", `/api/carriers/providers/${provider.id}/customers`, {
        orgIds: [parties.owner.orgId],
      }),
    );
    expect(assigned.customerOrgIds).toEqual([parties.owner.orgId]);
    const platformOrg = await as(operator, "PUT", `/api/carriers/providers/${provider.id}/customers`, {
      orgIds: [parties.owner.orgId, 1],
    });
    expect(platformOrg.statusCode).toBe(400);
    expect(platformOrg.json().details[0].message).toBe("对接商只能分配给客户");
  });

  it("keeps finance staff, who hold no carriers screen, from reading or changing providers", async () => {
    const provider = await fourPx();
    expect((await as(finance, "GET", "/api/carriers/providers")).statusCode).toBe(403);
    expect((await as(finance, "DELETE", `/api/carriers/providers/${provider.id}`)).statusCode).toBe(403);
    expect((await as(operator, "DELETE", `/api/carriers/providers/${provider.id}`)).statusCode).toBe(200);
  });
});

describe("calls to a provider", () => {
  const context = { orgId: null, orderNo: "PP2026112700000001" };
  const clientOf = async (id: number) => (await t.carriers.client(id))!.client;
  const logOf = async (providerId: number) =>
    (await ok<Page<ApiLogRow>>(as(operator, "GET", `/api/carriers/api-log?providerId=${providerId}&size=50`)))
      .rows;

  it("logs each call masked, with the carrier's refusal as its outcome", async () => {
    const provider = await fourPx();
    reply = () => ({
      status: 200,
      body: JSON.stringify({
        result: "0",
        msg: "收件人电话不能为空",
        errors: [{ error_code: "E1", error_msg: "phone" }],
      }),
    });
    const client = await clientOf(provider.id);
    // An error answer without a `data` field at all, as gateways send.
    await expect(client.findShipment(context, context.orderNo)).rejects.toMatchObject({
      kind: "rejected",
      message: "phone",
    });
    const [row] = await logOf(provider.id);
    expect(row).toMatchObject({
      operation: "findShipment",
      orderNo: context.orderNo,
      status: 200,
      outcome: "rejected",
    });
    expect(row!.url).toContain("app_key=***");
    expect(row!.url).toContain("sign=***");
    expect(row!.url).not.toContain("key-123");
    const detail = await ok<ApiLogDetail>(as(operator, "GET", `/api/carriers/api-log/${row!.id}`));
    expect(detail.response).toContain("收件人电话不能为空");
    expect(detail.request).not.toContain("secret-456");
  });

  it("opens the circuit after ten failures in a row, says so on the provider, and refuses at once", async () => {
    const provider = await fourPx();
    reply = () => ({ status: 503, body: "busy" });
    const client = await clientOf(provider.id);
    for (let i = 0; i < BREAKER_RUN; i++)
      await expect(client.findShipment(context, context.orderNo)).rejects.toMatchObject({
        kind: "unavailable",
      });
    await expect(client.findShipment(context, context.orderNo)).rejects.toMatchObject({
      providerCode: "CIRCUIT_OPEN",
    });
    await expect
      .poll(async () => {
        const rows = (await ok<Page<DockingProvider>>(as(operator, "GET", "/api/carriers/providers"))).rows;
        return rows.find((row) => row.id === provider.id)?.breaker;
      })
      .toMatchObject({ state: "open", reason: "run" });
    const log = await logOf(provider.id);
    expect(log[0]).toMatchObject({ outcome: "refused", status: 0 });
    expect(log.filter((row) => row.outcome === "unavailable")).toHaveLength(BREAKER_RUN);
    const stats = (await ok<Page<DockingProvider>>(as(operator, "GET", "/api/carriers/providers"))).rows.find(
      (row) => row.id === provider.id,
    );
    expect(stats?.calls).toBe(BREAKER_RUN + 1);
    expect(stats?.successRate).toBe(0);
  });

  it("checks the connection: the provider's words when it refuses, the circuit opened by failures and closed by a probe", async () => {
    const provider = await fourPx();
    const check = () =>
      ok<ConnectionCheck>(as(operator, "POST", `/api/carriers/providers/${provider.id}/check`));
    reply = () => ({ status: 200, body: JSON.stringify({ result: "1", msg: "success", data: [] }) });
    expect(await check()).toMatchObject({
      ok: true,
      message: "",
      provider: { breaker: { state: "closed" } },
    });
    reply = () => ({ status: 200, body: JSON.stringify({ result: "0", msg: "签名错误", errors: [] }) });
    expect(await check()).toMatchObject({ ok: false, message: "签名错误" });

    reply = () => ({ status: 503, body: "busy" });
    for (let i = 0; i < BREAKER_RUN - 1; i++) expect((await check()).provider.breaker.state).toBe("closed");
    expect((await check()).provider.breaker).toMatchObject({ state: "open", reason: "run" });
    const refused = await check();
    expect(refused.ok).toBe(false);
    expect(refused.message).toContain("熔断已打开");

    reply = () => ({ status: 200, body: JSON.stringify({ result: "1", msg: "success", data: [] }) });
    await expect.poll(async () => (await check()).ok, { interval: 250, timeout: 5000 }).toBe(true);
    expect((await check()).provider.breaker.state).toBe("closed");
  });

  it("lets only operators check a connection", async () => {
    const provider = await fourPx();
    expect((await as(finance, "POST", `/api/carriers/providers/${provider.id}/check`)).statusCode).toBe(403);
    expect((await as(operator, "POST", "/api/carriers/providers/999999/check")).statusCode).toBe(404);
  });
});
