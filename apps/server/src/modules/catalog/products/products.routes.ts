import {
  costAccountInputSchema,
  costAccountSchema,
  costProductQuerySchema,
  costProductSaveSchema,
  costStatusParamsSchema,
  okSchema,
  productBasicSchema,
  productBillingSchema,
  productCreateSchema,
  productDetailSchema,
  productIdParamsSchema,
  productLimitsSchema,
  productOrderHandlingInputSchema,
  productOrderHandlingSchema,
  productPageSchema,
  productQuerySchema,
  productRestrictionsSchema,
  productSettingsSchema,
  productStatusParamsSchema,
  productSurchargeSchema,
  surchargeInputSchema,
  surchargeListSchema,
  surchargeParamsSchema,
  zoneListSchema,
  zonesSaveSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { Actor } from "../../../platform/actor";
import { auditedWrites } from "../../../platform/audited-routes";
import type { Db } from "../../../platform/db";
import { readRoutes } from "../../../platform/read-routes";
import { createProductService } from "./products.service";

// Spec §7 "Products and cost": cost records under api/productCost, sales products under api/product, with
// the edit endpoints grouped by the tabs of the product detail screen (spec §2). Zones and surcharges belong to
// either side. Only platform staff with the catalogue screens get here; the service checks roles again.

const costScreens = ["catalog/cost-products"];
const salesScreens = ["catalog/sales-products", "catalog/product-detail"];
/** Zones and surcharges are edited from a cost record's or a sales product's screens. */
export const partScreens = [...costScreens, ...salesScreens, "catalog/quote-plans"];

const audit = (action: string, target = "product") => ({ audit: { action, target } });

export const productRoutes = async (app: FastifyInstance, { db }: { db: Db }) => {
  const service = createProductService(db);
  const costTags = ["catalog: cost records"];
  const tags = ["catalog: sales products"];
  const costReads = readRoutes(app, costTags);
  const costWrites = auditedWrites(app, costTags);
  const reads = readRoutes(app, tags);
  const writes = auditedWrites(app, tags);
  const productTarget = (answer: { product: { id: number } }) => ({ targetId: answer.product.id });

  // ---- cost records

  costReads.get(
    "/api/productCost/list",
    {
      config: { screens: costScreens },
      summary: "Cost records: keyword (code, names), status, supplier; paged",
      query: costProductQuerySchema,
      response: productPageSchema,
    },
    (actor, { query }) => service.listCost(actor, query),
  );

  costReads.get(
    "/api/productCost/get/:id",
    {
      config: { screens: costScreens },
      summary: "A cost record with its zones, default plan's rates and surcharges",
      params: productIdParamsSchema,
      response: productDetailSchema,
    },
    (actor, { params }) => service.getCost(actor, params.id),
  );

  costWrites.write(
    "POST",
    "/api/productCost/edit",
    {
      config: { screens: costScreens, ...audit("productCost.edit", "productCost") },
      summary: "Create (no id) or edit a cost record with all its settings; refused while online",
      body: costProductSaveSchema,
      response: productDetailSchema,
      noteAnswer: productTarget,
    },
    (actor, { body }) => service.saveCost(actor, body),
  );

  costWrites.write(
    "DELETE",
    "/api/productCost/:id",
    {
      config: { screens: costScreens, ...audit("productCost.delete", "productCost") },
      summary: "Delete a cost record no sales product is built on; refused while online",
      params: productIdParamsSchema,
      response: okSchema,
    },
    (actor, { params }) => service.deleteCost(actor, params.id),
  );

  costWrites.write(
    "POST",
    "/api/productCost/editStatus/:id/:status",
    {
      config: { screens: costScreens, ...audit("productCost.editStatus", "productCost") },
      summary: "Put a cost record online or offline",
      params: costStatusParamsSchema,
      response: productSettingsSchema,
      note: ({ params }) => ({ targetId: params.id, changes: { status: params.status } }),
    },
    (actor, { params }) => service.setCostStatus(actor, params.id, params.status),
  );

  // ---- sales products

  reads.get(
    "/api/product/list",
    {
      config: { screens: salesScreens },
      summary:
        "Sales products with their cost record's name: keyword, status, cost record, report price type",
      query: productQuerySchema,
      response: productPageSchema,
    },
    (actor, { query }) => service.listSales(actor, query),
  );

  reads.get(
    "/api/product/get/:id",
    {
      config: { screens: salesScreens },
      summary: "A sales product with its zones, default plan's rates and surcharges",
      params: productIdParamsSchema,
      response: productDetailSchema,
    },
    (actor, { params }) => service.getSales(actor, params.id),
  );

  writes.write(
    "POST",
    "/api/product/create",
    {
      config: { screens: salesScreens, ...audit("product.create") },
      summary: "A sales product from a cost record: its settings, zones and rates become the default plan",
      body: productCreateSchema,
      response: productDetailSchema,
      noteAnswer: productTarget,
    },
    (actor, { body }) => service.createSales(actor, body),
  );

  // The product detail screen's settings tabs (spec §2): one PUT each, all of the same shape.
  const settingsTab = <Body>(
    tab: string,
    action: string,
    body: z.ZodType<Body>,
    save: (actor: Actor, id: number, body: Body) => Promise<unknown>,
    summary: string,
  ) =>
    writes.write(
      "PUT",
      `/api/product/:id/${tab}`,
      {
        config: { screens: salesScreens, ...audit(action) },
        summary,
        params: productIdParamsSchema,
        body,
        response: productSettingsSchema,
      },
      (actor, input) => save(actor, input.params.id, input.body),
    );
  settingsTab(
    "basic",
    "product.editBasic",
    productBasicSchema,
    service.editBasic,
    "Basic info tab: code, names, currency, origin, lead time, report price type",
  );
  settingsTab(
    "billing",
    "product.editBilling",
    productBillingSchema,
    service.editBilling,
    "Billing rule tab: divisor, bubble, charge basis, carry, rounding, minimum, rate model, bands",
  );
  settingsTab(
    "limits",
    "product.editLimits",
    productLimitsSchema,
    service.editLimits,
    "Service limits tab (0 = unlimited) and accepted cargo types",
  );
  settingsTab(
    "restrictions",
    "product.editRestrictions",
    productRestrictionsSchema,
    service.editRestrictions,
    "Restriction rules tab: remote, non-remote and blocked postcode groups; premium packages",
  );

  reads.get(
    "/api/productCost/account/:id",
    {
      config: { screens: [...costScreens, "catalog/product-detail"] },
      summary:
        "A cost record's carrier account: docking provider, service code, last-mile name, labels with the shipment",
      params: productIdParamsSchema,
      response: costAccountSchema,
    },
    (actor, { params }) => service.getCostAccount(actor, params.id),
  );

  writes.write(
    "PUT",
    "/api/productCost/account/:id",
    {
      config: { screens: [...costScreens, "catalog/product-detail"], ...audit("productCost.editAccount") },
      summary:
        "Save a cost record's carrier account (offline records only); a provider needs its service code",
      params: productIdParamsSchema,
      body: costAccountInputSchema,
      response: costAccountSchema,
      note: ({ params }) => ({ targetId: params.id }),
    },
    (actor, { params, body }) => service.editCostAccount(actor, params.id, body),
  );

  reads.get(
    "/api/product/getOrderEditParam/:id",
    {
      config: { screens: salesScreens },
      summary: "Order handling tab: charge mode, cancel mode and the field groups an order edit may change",
      params: productIdParamsSchema,
      response: productOrderHandlingSchema,
    },
    (actor, { params }) => service.getOrderHandling(actor, params.id),
  );

  writes.write(
    "PUT",
    "/api/product/updateOrderEditParam/:id",
    {
      config: { screens: salesScreens, ...audit("product.editOrderHandling") },
      summary:
        "Save the order handling tab: charge at placement or hold until weigh-in, cancel online or confirmed offline, editable field groups",
      params: productIdParamsSchema,
      body: productOrderHandlingInputSchema,
      response: productOrderHandlingSchema,
      note: ({ params }) => ({ targetId: params.id }),
    },
    (actor, { params, body }) => service.editOrderHandling(actor, params.id, body),
  );

  writes.write(
    "POST",
    "/api/product/changeStatus/:productId/:status",
    {
      config: { screens: salesScreens, ...audit("product.changeStatus") },
      summary:
        "Online or offline; a customer's own product the platform took offline never goes online again",
      params: productStatusParamsSchema,
      response: productSettingsSchema,
      note: ({ params }) => ({ targetId: params.productId, changes: { status: params.status } }),
    },
    (actor, { params }) => service.changeStatus(actor, params.productId, params.status),
  );

  // ---- zones and surcharges (either side)

  reads.get(
    "/api/product/:id/zones",
    {
      config: { screens: partScreens },
      summary: "A product's zones in order",
      params: productIdParamsSchema,
      response: zoneListSchema,
    },
    (actor, { params }) => service.listZones(actor, params.id),
  );

  writes.write(
    "PUT",
    "/api/product/:id/zones",
    {
      config: { screens: partScreens, ...audit("product.saveZones") },
      summary: "Replace a product's zone list; rates of removed zones are dropped",
      params: productIdParamsSchema,
      body: zonesSaveSchema,
      response: zoneListSchema,
    },
    (actor, { params, body }) => service.saveZones(actor, params.id, body),
  );

  reads.get(
    "/api/product/:id/surcharges",
    {
      config: { screens: partScreens },
      summary: "A product's surcharges in calculation order",
      params: productIdParamsSchema,
      response: surchargeListSchema,
    },
    (actor, { params }) => service.listSurcharges(actor, params.id),
  );

  const surchargeAudit = (action: string) => ({ screens: partScreens, ...audit(action, "productSurcharge") });
  writes.write(
    "POST",
    "/api/product/:id/surcharges",
    {
      config: surchargeAudit("product.addSurcharge"),
      summary: "Add a surcharge; a formula's error is refused naming its position",
      params: productIdParamsSchema,
      body: surchargeInputSchema,
      response: productSurchargeSchema,
      noteAnswer: (saved: { id: number }) => ({ targetId: saved.id }),
    },
    (actor, { params, body }) => service.addSurcharge(actor, params.id, body),
  );

  writes.write(
    "PUT",
    "/api/product/:id/surcharges/:surchargeId",
    {
      config: surchargeAudit("product.editSurcharge"),
      summary: "Edit a surcharge",
      params: surchargeParamsSchema,
      body: surchargeInputSchema,
      response: productSurchargeSchema,
      note: ({ params }) => ({ targetId: params.surchargeId }),
    },
    (actor, { params, body }) => service.editSurcharge(actor, params.id, params.surchargeId, body),
  );

  writes.write(
    "DELETE",
    "/api/product/:id/surcharges/:surchargeId",
    {
      config: surchargeAudit("product.deleteSurcharge"),
      summary: "Delete a surcharge",
      params: surchargeParamsSchema,
      response: okSchema,
      note: ({ params }) => ({ targetId: params.surchargeId }),
    },
    (actor, { params }) => service.deleteSurcharge(actor, params.id, params.surchargeId),
  );
};
