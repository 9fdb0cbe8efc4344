import {
  cityImportQuerySchema,
  cityInputSchema,
  cityPageSchema,
  cityQuerySchema,
  citySchema,
  countryDropdownQuerySchema,
  countryHotSchema,
  countryInputSchema,
  countryPageSchema,
  countryQuerySchema,
  countrySchema,
  currencyHistorySchema,
  currencyListSchema,
  currencyRateInputSchema,
  currencySchema,
  dictDetailQuerySchema,
  dictItemInputSchema,
  dictItemListSchema,
  dictItemSchema,
  dictTypeInputSchema,
  dictTypeListSchema,
  dictTypeSchema,
  dropdownSchema,
  importResultSchema,
  referenceIdParamSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireCan } from "../../platform/access";
import { noteAudit } from "../../platform/audit";
import { auditedWrites } from "../../platform/audited-routes";
import type { Db } from "../../platform/db";
import { readUploadedWorkbook, sendWorkbook } from "../../platform/excel";
import { actorOf } from "../../platform/http";
import { mapPage, wholePage } from "../../platform/paging";
import * as service from "./reference.service";

type Options = { db: Db };

// Screens of the admin pages; dropdowns carry no screen because every signed-in user picks countries
// and dictionary values on many screens (spec §7 dropdown calls).
const COUNTRIES = ["system/countries"];
const CITIES = ["system/cities"];
const CURRENCIES = ["system/currencies"];
const DICTIONARIES = ["system/dictionaries"];
const EVERY_SIGNED_IN_USER = undefined;

/** The row as the contract answers it: countries and cities carry no timestamps. */
const withoutTimestamps = <T extends { updatedAt?: Date; createdAt?: Date }>(row: T) => {
  const { updatedAt: _u, createdAt: _c, ...rest } = row;
  return rest;
};

export const referenceRoutes = async (app: FastifyInstance, { db }: Options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["reference"];

  const writes = auditedWrites(app, tags);

  // ---- countries
  r.get(
    "/api/reference/countries/dropdown",
    {
      config: { screens: EVERY_SIGNED_IN_USER },
      schema: {
        tags,
        summary: "Country options: EU group first, hot countries next",
        querystring: countryDropdownQuerySchema,
        response: { 200: dropdownSchema },
      },
    },
    (request) => service.countryDropdown(db, actorOf(request).lang, request.query.keyword),
  );

  r.get(
    "/api/reference/countries",
    {
      config: { screens: COUNTRIES },
      schema: {
        tags,
        summary: "Countries, searchable by any name or code",
        querystring: countryQuerySchema,
        response: { 200: countryPageSchema },
      },
    },
    async (request) => {
      const page = await service.listCountries(db, request.query);
      return mapPage(page, withoutTimestamps);
    },
  );

  writes.create(
    "/api/reference/countries",
    {
      config: { screens: COUNTRIES, audit: { action: "country.create", target: "country" } },
      body: countryInputSchema,
      response: countrySchema,
    },
    async (actor, body) => withoutTimestamps(await service.createCountry(db, actor, body)),
  );

  writes.update(
    "/api/reference/countries/:id",
    {
      config: { screens: COUNTRIES, audit: { action: "country.update", target: "country" } },
      body: countryInputSchema,
      response: countrySchema,
    },
    async (actor, id, body) => withoutTimestamps(await service.updateCountry(db, actor, id, body)),
  );

  writes.update(
    "/api/reference/countries/:id/hot",
    {
      config: { screens: COUNTRIES, audit: { action: "country.setHot", target: "country" } },
      body: countryHotSchema,
      response: countrySchema,
    },
    async (actor, id, body) => withoutTimestamps(await service.setCountryHot(db, actor, id, body.hot)),
  );

  // ---- cities
  r.get(
    "/api/reference/cities",
    {
      config: { screens: CITIES },
      schema: { tags, querystring: cityQuerySchema, response: { 200: cityPageSchema } },
    },
    async (request) => {
      const page = await service.listCities(db, request.query);
      return mapPage(page, withoutTimestamps);
    },
  );

  r.get(
    "/api/reference/cities/template",
    {
      config: { screens: CITIES, rateLimit: "export" },
      schema: { tags, summary: "City import template (xlsx, headers in the caller's language)" },
    },
    async (request, reply) =>
      sendWorkbook(reply, "city-template", await service.cityTemplate(actorOf(request).lang)),
  );

  r.get(
    "/api/reference/cities/export",
    {
      config: { screens: CITIES, rateLimit: "export" },
      schema: {
        tags,
        summary: "Cities as xlsx named with the date",
        querystring: cityQuerySchema.omit({ page: true, size: true }),
      },
    },
    async (request, reply) =>
      sendWorkbook(reply, "cities", await service.exportCities(db, actorOf(request).lang, request.query)),
  );

  r.post(
    "/api/reference/cities/import",
    {
      config: { screens: CITIES, audit: { action: "city.import", target: "city" } },
      schema: {
        tags,
        summary: "Import cities from the template; bad rows reported with row number and reason",
        querystring: cityImportQuerySchema,
        response: { 200: importResultSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      // Checked before reading the upload, so a refused caller's file is never parsed.
      requireCan(actor, "manageReference");
      const file = await readUploadedWorkbook(request);
      const result = await service.importCities(db, actor, file, request.query.mode);
      noteAudit(request, {
        changes: { mode: request.query.mode, imported: result.imported, failed: result.failed.length },
      });
      return result;
    },
  );

  writes.create(
    "/api/reference/cities",
    {
      config: { screens: CITIES, audit: { action: "city.create", target: "city" } },
      body: cityInputSchema,
      response: citySchema,
    },
    async (actor, body) => withoutTimestamps(await service.createCity(db, actor, body)),
  );

  writes.update(
    "/api/reference/cities/:id",
    {
      config: { screens: CITIES, audit: { action: "city.update", target: "city" } },
      body: cityInputSchema,
      response: citySchema,
    },
    async (actor, id, body) => withoutTimestamps(await service.updateCity(db, actor, id, body)),
  );

  writes.remove(
    "/api/reference/cities/:id",
    { config: { screens: CITIES, audit: { action: "city.delete", target: "city" } } },
    (actor, id) => service.deleteCity(db, actor, id),
  );

  // ---- currencies
  r.get(
    "/api/reference/currencies",
    { config: { screens: CURRENCIES }, schema: { tags, response: { 200: currencyListSchema } } },
    async () => wholePage(await service.listCurrencies(db)),
  );

  r.get(
    "/api/reference/currencies/dropdown",
    { config: { screens: EVERY_SIGNED_IN_USER }, schema: { tags, response: { 200: dropdownSchema } } },
    (request) => service.currencyDropdown(db, actorOf(request).lang),
  );

  r.put(
    "/api/reference/currencies/:id/rate",
    {
      config: { screens: CURRENCIES, audit: { action: "currency.setRate", target: "currency" } },
      schema: {
        tags,
        params: referenceIdParamSchema,
        body: currencyRateInputSchema,
        response: { 200: currencySchema },
      },
    },
    async (request) => {
      const { view, oldRate } = await service.updateCurrencyRate(
        db,
        actorOf(request),
        request.params.id,
        request.body.rate,
      );
      noteAudit(request, {
        targetId: request.params.id,
        changes: { rate: { from: oldRate, to: view.rate } },
      });
      return view;
    },
  );

  r.get(
    "/api/reference/currencies/:id/history",
    {
      config: { screens: CURRENCIES },
      schema: { tags, params: referenceIdParamSchema, response: { 200: currencyHistorySchema } },
    },
    async (request) => ({ rows: await service.currencyHistory(db, request.params.id) }),
  );

  // ---- dictionaries
  r.get(
    "/api/dictDetail",
    {
      config: { screens: EVERY_SIGNED_IN_USER },
      schema: {
        tags,
        summary: "A dictionary's enabled items as dropdown options",
        querystring: dictDetailQuerySchema,
        response: { 200: dropdownSchema },
      },
    },
    (request) => service.dictDropdown(db, actorOf(request).lang, request.query.dictName, request.query.size),
  );

  r.get(
    "/api/reference/dicts",
    { config: { screens: DICTIONARIES }, schema: { tags, response: { 200: dictTypeListSchema } } },
    async () => wholePage(await service.listDictTypes(db)),
  );

  writes.create(
    "/api/reference/dicts",
    {
      config: { screens: DICTIONARIES, audit: { action: "dict.create", target: "dict" } },
      body: dictTypeInputSchema,
      response: dictTypeSchema,
    },
    (actor, body) => service.createDictType(db, actor, body),
  );

  writes.update(
    "/api/reference/dicts/:id",
    {
      config: { screens: DICTIONARIES, audit: { action: "dict.update", target: "dict" } },
      body: dictTypeInputSchema,
      response: dictTypeSchema,
    },
    (actor, id, body) => service.updateDictType(db, actor, id, body),
  );

  writes.remove(
    "/api/reference/dicts/:id",
    { config: { screens: DICTIONARIES, audit: { action: "dict.delete", target: "dict" } } },
    (actor, id) => service.deleteDictType(db, actor, id),
  );

  r.get(
    "/api/reference/dicts/:id/items",
    {
      config: { screens: DICTIONARIES },
      schema: { tags, params: referenceIdParamSchema, response: { 200: dictItemListSchema } },
    },
    async (request) => wholePage(await service.listDictItems(db, request.params.id)),
  );

  r.post(
    "/api/reference/dicts/:id/items",
    {
      config: { screens: DICTIONARIES, audit: { action: "dictItem.create", target: "dictItem" } },
      schema: {
        tags,
        params: referenceIdParamSchema,
        body: dictItemInputSchema,
        response: { 200: dictItemSchema },
      },
    },
    async (request) => {
      const row = await service.createDictItem(db, actorOf(request), request.params.id, request.body);
      noteAudit(request, { targetId: row.id });
      return row;
    },
  );

  writes.update(
    "/api/reference/dict-items/:id",
    {
      config: { screens: DICTIONARIES, audit: { action: "dictItem.update", target: "dictItem" } },
      body: dictItemInputSchema,
      response: dictItemSchema,
    },
    (actor, id, body) => service.updateDictItem(db, actor, id, body),
  );

  writes.remove(
    "/api/reference/dict-items/:id",
    { config: { screens: DICTIONARIES, audit: { action: "dictItem.delete", target: "dictItem" } } },
    (actor, id) => service.deleteDictItem(db, actor, id),
  );
};
