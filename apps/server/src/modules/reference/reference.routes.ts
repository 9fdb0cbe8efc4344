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
  referenceIdParamSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { noteAudit } from "../../platform/audit";
import { audited, auditedWrites } from "../../platform/audited-routes";
import type { Db } from "../../platform/db";
import { actorOf, EVERY_SIGNED_IN_USER } from "../../platform/http";
import { mapPage, wholePage } from "../../platform/paging";
import { readRoutes } from "../../platform/read-routes";
import * as service from "./reference.service";

type Options = { db: Db };

// Screens of the admin pages; dropdowns carry no screen because every signed-in user picks countries
// and dictionary values on many screens (spec §7 dropdown calls).
const COUNTRIES = ["system/countries"];
const CITIES = ["system/cities"];
const CURRENCIES = ["system/currencies"];
const DICTIONARIES = ["system/dictionaries"];

/** The row as the contract answers it: countries and cities carry no timestamps. */
const withoutTimestamps = <T extends { updatedAt?: Date; createdAt?: Date }>(row: T) => {
  const { updatedAt: _u, createdAt: _c, ...rest } = row;
  return rest;
};

export const referenceRoutes = async (app: FastifyInstance, { db }: Options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["reference"];
  const reads = readRoutes(app, tags);
  const writes = auditedWrites(app, tags);

  // ---- countries
  reads.get(
    "/api/reference/countries/dropdown",
    {
      config: { screens: EVERY_SIGNED_IN_USER },
      summary: "Country options: EU group first, hot countries next",
      query: countryDropdownQuerySchema,
      response: dropdownSchema,
    },
    (actor, { query }) => service.countryDropdown(db, actor.lang, query.keyword),
  );

  reads.get(
    "/api/reference/countries",
    {
      config: { screens: COUNTRIES },
      summary: "Countries, searchable by any name or code",
      query: countryQuerySchema,
      response: countryPageSchema,
    },
    async (_actor, { query }) => mapPage(await service.listCountries(db, query), withoutTimestamps),
  );

  writes.resource(
    "/api/reference/countries",
    { screens: COUNTRIES, target: "country", body: countryInputSchema, response: countrySchema },
    {
      create: async (actor, body) => withoutTimestamps(await service.createCountry(db, actor, body)),
      update: async (actor, id, body) => withoutTimestamps(await service.updateCountry(db, actor, id, body)),
    },
  );

  writes.update(
    "/api/reference/countries/:id/hot",
    {
      config: audited(COUNTRIES, "country.setHot", "country"),
      body: countryHotSchema,
      response: countrySchema,
    },
    async (actor, id, body) => withoutTimestamps(await service.setCountryHot(db, actor, id, body.hot)),
  );

  // ---- cities
  reads.get(
    "/api/reference/cities",
    { config: { screens: CITIES }, query: cityQuerySchema, response: cityPageSchema },
    async (_actor, { query }) => mapPage(await service.listCities(db, query), withoutTimestamps),
  );

  reads.download(
    "/api/reference/cities/template",
    "city-template",
    {
      config: { screens: CITIES, rateLimit: "export" },
      summary: "City import template (xlsx, headers in the caller's language)",
    },
    (actor) => service.cityTemplate(actor.lang),
  );

  reads.download(
    "/api/reference/cities/export",
    "cities",
    {
      config: { screens: CITIES, rateLimit: "export" },
      summary: "Cities as xlsx named with the date",
      query: cityQuerySchema.omit({ page: true, size: true }),
    },
    (actor, { query }) => service.exportCities(db, actor.lang, query),
  );

  writes.importWorkbook(
    "/api/reference/cities/import",
    {
      config: audited(CITIES, "city.import", "city"),
      capability: "manageReference",
      summary: "Import cities from the template; bad rows reported with row number and reason",
      query: cityImportQuerySchema,
      note: ({ query }) => ({ changes: { mode: query.mode } }),
    },
    (actor, file, { query }) => service.importCities(db, actor, file, query.mode),
  );

  writes.resource(
    "/api/reference/cities",
    { screens: CITIES, target: "city", body: cityInputSchema, response: citySchema },
    {
      create: async (actor, body) => withoutTimestamps(await service.createCity(db, actor, body)),
      update: async (actor, id, body) => withoutTimestamps(await service.updateCity(db, actor, id, body)),
      remove: (actor, id) => service.deleteCity(db, actor, id),
    },
  );

  // ---- currencies
  reads.get(
    "/api/reference/currencies",
    { config: { screens: CURRENCIES }, response: currencyListSchema },
    async () => wholePage(await service.listCurrencies(db)),
  );

  reads.get(
    "/api/reference/currencies/dropdown",
    { config: { screens: EVERY_SIGNED_IN_USER }, response: dropdownSchema },
    (actor) => service.currencyDropdown(db, actor.lang),
  );

  r.put(
    "/api/reference/currencies/:id/rate",
    {
      config: audited(CURRENCIES, "currency.setRate", "currency"),
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

  reads.get(
    "/api/reference/currencies/:id/history",
    { config: { screens: CURRENCIES }, params: referenceIdParamSchema, response: currencyHistorySchema },
    async (_actor, { params }) => ({ rows: await service.currencyHistory(db, params.id) }),
  );

  // ---- dictionaries
  reads.get(
    "/api/dictDetail",
    {
      config: { screens: EVERY_SIGNED_IN_USER },
      summary: "A dictionary's enabled items as dropdown options",
      query: dictDetailQuerySchema,
      response: dropdownSchema,
    },
    (actor, { query }) => service.dictDropdown(db, actor.lang, query.dictName, query.size),
  );

  reads.get(
    "/api/reference/dicts",
    { config: { screens: DICTIONARIES }, response: dictTypeListSchema },
    async () => wholePage(await service.listDictTypes(db)),
  );

  writes.resource(
    "/api/reference/dicts",
    { screens: DICTIONARIES, target: "dict", body: dictTypeInputSchema, response: dictTypeSchema },
    {
      create: (actor, body) => service.createDictType(db, actor, body),
      update: (actor, id, body) => service.updateDictType(db, actor, id, body),
      remove: (actor, id) => service.deleteDictType(db, actor, id),
    },
  );

  reads.get(
    "/api/reference/dicts/:id/items",
    { config: { screens: DICTIONARIES }, params: referenceIdParamSchema, response: dictItemListSchema },
    async (_actor, { params }) => wholePage(await service.listDictItems(db, params.id)),
  );

  r.post(
    "/api/reference/dicts/:id/items",
    {
      config: audited(DICTIONARIES, "dictItem.create", "dictItem"),
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

  // Items are created under their dictionary (above), changed and removed by their own id.
  writes.resource(
    "/api/reference/dict-items",
    { screens: DICTIONARIES, target: "dictItem", body: dictItemInputSchema, response: dictItemSchema },
    {
      update: (actor, id, body) => service.updateDictItem(db, actor, id, body),
      remove: (actor, id) => service.deleteDictItem(db, actor, id),
    },
  );
};
