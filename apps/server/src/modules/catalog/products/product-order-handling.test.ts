import type { ProductOrderHandling } from "@pp/contracts";
import { DEFAULT_ORDER_EDIT_FIELDS } from "@pp/domain";
import { describe, expect, it } from "vitest";
import { openTestAppForFile, type TestApp } from "../../../test/test-app";
import { type Detail, fields, productFixtures } from "./products.fixtures";

type Fixtures = Awaited<ReturnType<typeof productFixtures>>;

let t: TestApp;
let admin: string;
let newSales: Fixtures["newSales"];
let versionOf: Fixtures["versionOf"];
openTestAppForFile(async (app) => {
  t = app;
  ({ admin, newSales, versionOf } = await productFixtures(t));
});

const read = (id: number, token = admin) => t.call("GET", `/api/product/getOrderEditParam/${id}`, { token });
const save = (id: number, body: unknown, lang: "zh" | "en" | "ko" = "zh") =>
  t.call("PUT", `/api/product/updateOrderEditParam/${id}`, { token: admin, body, lang });

describe("a sales product's order handling", () => {
  it("starts charging at placement, cancelling online, with the default editable fields", async () => {
    const { product } = await newSales();
    const response = await read(product.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      productId: product.id,
      status: "offline",
      version: product.version,
      chargeMode: "chargeAtPlacement",
      cancelMode: "online",
      pushOn: "payment",
      editableFields: [...DEFAULT_ORDER_EDIT_FIELDS],
    });
  });

  it("saves charge mode, cancel mode and the field groups (each once, in their order) and bumps the version", async () => {
    const { product } = await newSales();
    const before = await versionOf(product.id);
    const response = await save(product.id, {
      chargeMode: "holdUntilWeighIn",
      cancelMode: "offlineConfirmation",
      pushOn: "weighIn",
      editableFields: ["remarks", "boxes", "receiver", "boxes"],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<ProductOrderHandling>();
    expect(saved).toMatchObject({
      chargeMode: "holdUntilWeighIn",
      cancelMode: "offlineConfirmation",
      pushOn: "weighIn",
      editableFields: ["receiver", "remarks", "boxes"],
    });
    expect(saved.version).toBe(before + 1);
    expect(await versionOf(product.id)).toBe(before + 1);
    expect((await read(product.id)).json()).toEqual(saved);

    const none = await save(product.id, { ...saved, editableFields: [] });
    expect(none.json<ProductOrderHandling>().editableFields).toEqual([]);
  });

  it("refuses an unknown mode or field group naming the field, changing nothing", async () => {
    const { product } = await newSales();
    const before = await versionOf(product.id);
    const valid = { chargeMode: "chargeAtPlacement", cancelMode: "online", editableFields: ["receiver"] };
    for (const [body, field] of [
      [{ ...valid, chargeMode: "later" }, "chargeMode"],
      [{ ...valid, cancelMode: "never" }, "cancelMode"],
      [{ ...valid, pushOn: "someday" }, "pushOn"],
      [{ ...valid, editableFields: ["receiver", "originCountry"] }, "editableFields.1"],
      [{ chargeMode: "chargeAtPlacement", cancelMode: "online" }, "editableFields"],
    ] as const) {
      const refused = await save(product.id, body, "en");
      expect(refused.statusCode, refused.body).toBe(400);
      expect(fields(refused)).toContain(field);
    }
    expect(await versionOf(product.id)).toBe(before);
    expect((await read(product.id)).json()).toMatchObject({
      chargeMode: "chargeAtPlacement",
      cancelMode: "online",
    });
  });

  it("follows the product's read mode: refused while online, like every settings tab", async () => {
    const { product } = await newSales();
    await t.call("PUT", `/api/product/${product.id}/zones`, {
      token: admin,
      body: { zones: [{ code: "GB", name: "United Kingdom", country: "GB" }] },
    });
    const online = await t.call("POST", `/api/product/changeStatus/${product.id}/online`, { token: admin });
    expect(online.statusCode, online.body).toBe(200);
    const refused = await save(product.id, {
      chargeMode: "holdUntilWeighIn",
      cancelMode: "online",
      editableFields: [],
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect((await read(product.id)).json()).toMatchObject({
      status: "online",
      chargeMode: "chargeAtPlacement",
    });
  });

  it("is a sales product's: a cost record or no product answers 404", async () => {
    const detail: Detail = await newSales();
    const costId = (await t.call("GET", `/api/product/get/${detail.product.id}`, { token: admin })).json<{
      product: { costProductId: number };
    }>().product.costProductId;
    expect((await read(costId)).statusCode).toBe(404);
    expect((await read(999_999)).statusCode).toBe(404);
    const body = { chargeMode: "chargeAtPlacement", cancelMode: "online", editableFields: [] };
    expect((await save(costId, body)).statusCode).toBe(404);
  });
});
