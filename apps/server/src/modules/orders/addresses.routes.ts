import {
  addressByUserQuerySchema,
  addressIdSchema,
  addressListSchema,
  addressPageSchema,
  addressSaveSchema,
  addressSchema,
  addressSearchSchema,
  countryDropdownQuerySchema,
  type Dropdown,
  dropdownSchema,
  ERROR_CODES,
  type ErrorCode,
  okSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { noteAudit } from "../../platform/audit";
import { AppError } from "../../platform/errors";
import { actorOf } from "../../platform/http";
import type { AddressService } from "./addresses.service";

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);

type Options = { addresses: AddressService };

// Spec §7 customerAddress calls. Every route needs the address-book screen (the two the order wizard calls
// also the single-order screen): a sub-account without the grant is refused before any query runs.
const screens = ["orders/address-book"];
/** The order wizard picks a sender or receiver from the book and may save a typed one to it. */
const wizardScreens = [...screens, "orders/create"];

export const addressRoutes = async (app: FastifyInstance, { addresses }: Options) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["orders: address book"];

  r.get(
    "/api/customerAddress/findByUserId",
    {
      config: { screens: wizardScreens },
      schema: {
        tags,
        summary: "The caller's org's addresses, defaults first",
        querystring: addressByUserQuerySchema,
        response: { 200: addressListSchema },
      },
    },
    (request) => addresses.listOwn(actorOf(request), request.query.type),
  );

  // Spec §7 names this call; the country list itself belongs to reference data, so this answers exactly what
  // its dropdown answers (same caller, same language), in process rather than by a redirect that older
  // clients of this call would not follow.
  r.get(
    "/api/customerAddress/getAllCountry",
    {
      config: { screens },
      schema: {
        tags,
        summary: "Country options for addresses (the reference countries dropdown)",
        querystring: countryDropdownQuerySchema,
        response: { 200: dropdownSchema },
      },
    },
    async (request) => {
      const answer = await app.inject({
        method: "GET",
        url: "/api/reference/countries/dropdown",
        query: request.query.keyword ? { keyword: request.query.keyword } : {},
        headers: {
          ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          "accept-language": request.lang,
        },
      });
      if (answer.statusCode === 200) return answer.json<Dropdown>();
      const code = answer.json<{ code?: unknown }>().code;
      throw new AppError(isErrorCode(code) ? code : "INTERNAL");
    },
  );

  r.post(
    "/api/customerAddress/findByDto",
    {
      config: { screens, read: true },
      schema: {
        tags,
        summary: "Address list page: keyword (name, phone, company, address, postcode), type, country",
        body: addressSearchSchema,
        response: { 200: addressPageSchema },
      },
    },
    (request) => addresses.search(actorOf(request), request.body),
  );

  r.post(
    "/api/customerAddress/saveAddress",
    {
      config: { screens: wizardScreens, audit: { action: "address.save", target: "address" } },
      schema: {
        tags,
        summary: "Create (no id) or update an address; validated by its country",
        body: addressSaveSchema,
        response: { 200: addressSchema },
      },
    },
    (request) => addresses.save(actorOf(request), request.body),
  );

  r.post(
    "/api/customerAddress/delete",
    {
      config: { screens, audit: { action: "address.delete", target: "address" } },
      schema: { tags, summary: "Delete an address", body: addressIdSchema, response: { 200: okSchema } },
    },
    async (request) => {
      noteAudit(request, { targetId: String(request.body.id) });
      return addresses.remove(actorOf(request), request.body.id);
    },
  );

  r.post(
    "/api/customerAddress/setDefault",
    {
      config: { screens, audit: { action: "address.setDefault", target: "address" } },
      schema: {
        tags,
        summary: "Make an address the default of its type",
        body: addressIdSchema,
        response: { 200: addressSchema },
      },
    },
    async (request) => {
      noteAudit(request, { targetId: String(request.body.id) });
      return addresses.setDefault(actorOf(request), request.body.id);
    },
  );
};
