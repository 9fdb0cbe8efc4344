import type { CostAccount } from "@pp/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dockingProviders, products } from "../../../schema";
import { createCustomerAccount } from "../../../test/tenancy";
import { openTestAppForFile, type TestApp } from "../../../test/test-app";
import { productFixtures } from "./products.fixtures";

type Fixtures = Awaited<ReturnType<typeof productFixtures>>;

let t: TestApp;
let admin: string;
let costRecord: Fixtures["costRecord"];
let versionOf: Fixtures["versionOf"];
let providerId: number;
openTestAppForFile(async (app) => {
  t = app;
  ({ admin, costRecord, versionOf } = await productFixtures(t));
  const [sandbox] = await t.db.select().from(dockingProviders).where(eq(dockingProviders.code, "SB-DEMO"));
  providerId = sandbox!.id;
});

const read = (id: number) => t.call("GET", `/api/productCost/account/${id}`, { token: admin });
const save = (id: number, body: unknown) =>
  t.call("PUT", `/api/productCost/account/${id}`, { token: admin, body });

describe("a cost record's carrier account", () => {
  it("starts with no provider, then names the provider and its service code, the version moving", async () => {
    const { id } = await costRecord();
    expect((await read(id)).json()).toMatchObject({
      dockingProviderId: null,
      providerName: null,
      serviceCode: "",
      syncLabels: true,
      usePreRecordedType: "none",
    });
    const before = await versionOf(id);
    const saved = await save(id, {
      dockingProviderId: providerId,
      serviceCode: "SB-STD",
      finalLogisticsName: "DHL",
      syncLabels: false,
      usePreRecordedType: "optional",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CostAccount>()).toMatchObject({
      dockingProviderId: providerId,
      providerName: "Sandbox Carrier",
      serviceCode: "SB-STD",
      finalLogisticsName: "DHL",
      syncLabels: false,
      usePreRecordedType: "optional",
    });
    expect(await versionOf(id)).toBe(before + 1);
    expect((await read(id)).json()).toEqual(saved.json());
  });

  it("refuses an unknown or disabled provider and a provider without its service code, naming the field", async () => {
    const { id } = await costRecord();
    const fieldOf = async (body: unknown) => {
      const refused = await save(id, body);
      expect(refused.statusCode, refused.body).toBe(400);
      return refused.json().details[0] as { field: string; message: string };
    };
    expect(await fieldOf({ dockingProviderId: 999_999, serviceCode: "X" })).toEqual({
      field: "dockingProviderId",
      message: "对接商不存在",
    });
    expect(await fieldOf({ dockingProviderId: providerId, serviceCode: "" })).toMatchObject({
      field: "serviceCode",
    });
    const [disabled] = await t.db
      .insert(dockingProviders)
      .values({
        code: "OFF-1",
        name: "Off",
        serviceClass: "SandboxCarrier",
        interfaceType: "api",
        enabled: false,
      })
      .returning();
    expect(await fieldOf({ dockingProviderId: disabled!.id, serviceCode: "SB-STD" })).toEqual({
      field: "dockingProviderId",
      message: "该对接商已停用，请先启用或选择其他对接商",
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ dockingProviderId: null, serviceCode: "" });
  });

  it("keeps a provider named by a cost record from being deleted", async () => {
    const { id } = await costRecord();
    const [kept] = await t.db
      .insert(dockingProviders)
      .values({ code: "KEEP-1", name: "Kept", serviceClass: "SandboxCarrier", interfaceType: "api" })
      .returning();
    expect((await save(id, { dockingProviderId: kept!.id, serviceCode: "SB-STD" })).statusCode).toBe(200);
    const refused = await t.call("DELETE", `/api/carriers/providers/${kept!.id}`, { token: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe("该对接商已被成本产品、尾程服务或订单使用，不能删除，可改为停用");
  });

  it("is a platform screen: a customer can neither read nor change it", async () => {
    const { id } = await costRecord();
    const customer = await t.login("customer", "Customer2026");
    expect((await t.call("GET", `/api/productCost/account/${id}`, { token: customer })).statusCode).toBe(403);
    const change = await t.call("PUT", `/api/productCost/account/${id}`, {
      token: customer,
      body: { dockingProviderId: null },
    });
    expect(change.statusCode).toBe(403);
  });

  it("routes a customer's own cost record only by its owner's own accounts or public providers", async () => {
    const owner = await createCustomerAccount(t);
    const rival = await createCustomerAccount(t);
    const account = async (code: string, values: { ownerOrgId?: number; isPublic?: boolean }) =>
      (
        await t.db
          .insert(dockingProviders)
          .values({
            code,
            name: code,
            serviceClass: "SandboxCarrier",
            interfaceType: "api",
            attribute: values.ownerOrgId ? "customer" : "platform",
            ...values,
          })
          .returning()
      )[0]!.id;
    const mine = await account("OWN-MINE", { ownerOrgId: owner.orgId });
    const theirs = await account("OWN-THEIRS", { ownerOrgId: rival.orgId });
    const closed = await account("PLATFORM-CLOSED", { isPublic: false });
    const { id } = await costRecord();
    await t.db.update(products).set({ ownerOrgId: owner.orgId }).where(eq(products.id, id));
    const refusal = async (productId: number, dockingProviderId: number) => {
      const refused = await save(productId, { dockingProviderId, serviceCode: "SB-STD" });
      expect(refused.statusCode, refused.body).toBe(400);
      return refused.json().details[0];
    };
    const notOwners = {
      field: "dockingProviderId",
      message: "该成本产品只能使用其所属客户自有的渠道账号或平台的公共对接商",
    };
    expect(await refusal(id, theirs)).toEqual(notOwners);
    expect(await refusal(id, closed)).toEqual(notOwners);
    expect((await save(id, { dockingProviderId: mine, serviceCode: "SB-STD" })).statusCode).toBe(200);
    expect((await save(id, { dockingProviderId: providerId, serviceCode: "SB-STD" })).statusCode).toBe(200);
    // A platform cost record never routes other customers' parcels by a customer's own account.
    const platformRecord = await costRecord();
    expect(await refusal(platformRecord.id, mine)).toEqual(notOwners);
  });
});
