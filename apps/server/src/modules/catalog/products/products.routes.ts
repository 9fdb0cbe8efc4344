import {
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
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Actor } from "../../../platform/actor";
import { noteAudit } from "../../../platform/audit";
import { auditedWrites } from "../../../platform/audited-routes";
import type { Db } from "../../../platform/db";
import { actorOf } from "../../../platform/http";
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
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createProductService(db);
  const costTags = ["catalog: cost records"];
  const tags = ["catalog: sales products"];
  const writes = auditedWrites(app, tags);

  // ---- cost records

  r.get(
    "/api/productCost/list",
    {
      config: { screens: costScreens },
      schema: {
        tags: costTags,
        summary: "Cost records: keyword (code, names), status, supplier; paged",
        querystring: costProductQuerySchema,
        response: { 200: productPageSchema },
      },
    },
    (request) => service.listCost(actorOf(request), request.query),
  );

  r.get(
    "/api/productCost/get/:id",
    {
      config: { screens: costScreens },
      schema: {
        tags: costTags,
        summary: "A cost record with its zones, default plan's rates and surcharges",
        params: productIdParamsSchema,
        response: { 200: productDetailSchema },
      },
    },
    (request) => service.getCost(actorOf(request), request.params.id),
  );

  r.post(
    "/api/productCost/edit",
    {
      config: { screens: costScreens, ...audit("productCost.edit", "productCost") },
      schema: {
        tags: costTags,
        summary: "Create (no id) or edit a cost record with all its settings; refused while online",
        body: costProductSaveSchema,
        response: { 200: productDetailSchema },
      },
    },
    async (request) => {
      const saved = await service.saveCost(actorOf(request), request.body);
      noteAudit(request, { targetId: saved.product.id });
      return saved;
    },
  );

  r.delete(
    "/api/productCost/:id",
    {
      config: { screens: costScreens, ...audit("productCost.delete", "productCost") },
      schema: {
        tags: costTags,
        summary: "Delete a cost record no sales product is built on; refused while online",
        params: productIdParamsSchema,
        response: { 200: okSchema },
      },
    },
    (request) => service.deleteCost(actorOf(request), request.params.id),
  );

  r.post(
    "/api/productCost/editStatus/:id/:status",
    {
      config: { screens: costScreens, ...audit("productCost.editStatus", "productCost") },
      schema: {
        tags: costTags,
        summary: "Put a cost record online or offline",
        params: costStatusParamsSchema,
        response: { 200: productSettingsSchema },
      },
    },
    async (request) => {
      noteAudit(request, { targetId: request.params.id, changes: { status: request.params.status } });
      return service.setCostStatus(actorOf(request), request.params.id, request.params.status);
    },
  );

  // ---- sales products

  r.get(
    "/api/product/list",
    {
      config: { screens: salesScreens },
      schema: {
        tags,
        summary:
          "Sales products with their cost record's name: keyword, status, cost record, report price type",
        querystring: productQuerySchema,
        response: { 200: productPageSchema },
      },
    },
    (request) => service.listSales(actorOf(request), request.query),
  );

  r.get(
    "/api/product/get/:id",
    {
      config: { screens: salesScreens },
      schema: {
        tags,
        summary: "A sales product with its zones, default plan's rates and surcharges",
        params: productIdParamsSchema,
        response: { 200: productDetailSchema },
      },
    },
    (request) => service.getSales(actorOf(request), request.params.id),
  );

  r.post(
    "/api/product/create",
    {
      config: { screens: salesScreens, ...audit("product.create") },
      schema: {
        tags,
        summary: "A sales product from a cost record: its settings, zones and rates become the default plan",
        body: productCreateSchema,
        response: { 200: productDetailSchema },
      },
    },
    async (request) => {
      const created = await service.createSales(actorOf(request), request.body);
      noteAudit(request, { targetId: created.product.id });
      return created;
    },
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

  r.post(
    "/api/product/changeStatus/:productId/:status",
    {
      config: { screens: salesScreens, ...audit("product.changeStatus") },
      schema: {
        tags,
        summary:
          "Online or offline; a customer's own product the platform took offline never goes online again",
        params: productStatusParamsSchema,
        response: { 200: productSettingsSchema },
      },
    },
    async (request) => {
      const { productId, status } = request.params;
      noteAudit(request, { targetId: productId, changes: { status } });
      return service.changeStatus(actorOf(request), productId, status);
    },
  );

  // ---- zones and surcharges (either side)

  r.get(
    "/api/product/:id/zones",
    {
      config: { screens: partScreens },
      schema: {
        tags,
        summary: "A product's zones in order",
        params: productIdParamsSchema,
        response: { 200: zoneListSchema },
      },
    },
    (request) => service.listZones(actorOf(request), request.params.id),
  );

  r.put(
    "/api/product/:id/zones",
    {
      config: { screens: partScreens, ...audit("product.saveZones") },
      schema: {
        tags,
        summary: "Replace a product's zone list; rates of removed zones are dropped",
        params: productIdParamsSchema,
        body: zonesSaveSchema,
        response: { 200: zoneListSchema },
      },
    },
    (request) => service.saveZones(actorOf(request), request.params.id, request.body),
  );

  r.get(
    "/api/product/:id/surcharges",
    {
      config: { screens: partScreens },
      schema: {
        tags,
        summary: "A product's surcharges in calculation order",
        params: productIdParamsSchema,
        response: { 200: surchargeListSchema },
      },
    },
    (request) => service.listSurcharges(actorOf(request), request.params.id),
  );

  r.post(
    "/api/product/:id/surcharges",
    {
      config: { screens: partScreens, ...audit("product.addSurcharge", "productSurcharge") },
      schema: {
        tags,
        summary: "Add a surcharge; a formula's error is refused naming its position",
        params: productIdParamsSchema,
        body: surchargeInputSchema,
        response: { 200: productSurchargeSchema },
      },
    },
    async (request) => {
      const saved = await service.addSurcharge(actorOf(request), request.params.id, request.body);
      noteAudit(request, { targetId: saved.id });
      return saved;
    },
  );

  r.put(
    "/api/product/:id/surcharges/:surchargeId",
    {
      config: { screens: partScreens, ...audit("product.editSurcharge", "productSurcharge") },
      schema: {
        tags,
        summary: "Edit a surcharge",
        params: surchargeParamsSchema,
        body: surchargeInputSchema,
        response: { 200: productSurchargeSchema },
      },
    },
    async (request) => {
      const { id, surchargeId } = request.params;
      noteAudit(request, { targetId: surchargeId });
      return service.editSurcharge(actorOf(request), id, surchargeId, request.body);
    },
  );

  r.delete(
    "/api/product/:id/surcharges/:surchargeId",
    {
      config: { screens: partScreens, ...audit("product.deleteSurcharge", "productSurcharge") },
      schema: {
        tags,
        summary: "Delete a surcharge",
        params: surchargeParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { id, surchargeId } = request.params;
      noteAudit(request, { targetId: surchargeId });
      return service.deleteSurcharge(actorOf(request), id, surchargeId);
    },
  );
};
