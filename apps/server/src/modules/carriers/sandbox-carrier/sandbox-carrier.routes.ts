import { createHash, timingSafeEqual } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../../platform/config";
import type { Db } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import type { LabelFormat, LabelSize } from "../kit/carrier";
import { labelLinks } from "./label-links";
import { type Controls, controlsOf, DEFAULT_CONTROLS, pathForOrder } from "./sandbox-carrier.controls";
import {
  insertShipment,
  markCancelled,
  type SandboxShipmentRow,
  shipmentById,
  shipmentByOrder,
  shipmentsByNumbers,
} from "./sandbox-carrier.repository";
import {
  labelQuerySchema,
  problemOf,
  SERVICE_CODES,
  shipmentRequestSchema,
  trackingBodySchema,
} from "./sandbox-carrier.schema";
import { renderSandboxLabel } from "./sandbox-label";
import { eventsOf, isPickedUp, type Journey } from "./tracking-paths";

// The sandbox carrier: a carrier's HTTP API served by our own process, because real carriers cannot be reached
// from our machines. The platform calls it over HTTP through its adapter exactly as it calls a real carrier,
// with its own bearer key, its own errors ({ code, message }) and a real carrier's habits: duplicate refusal,
// labels inline, by expiring URL or later, tracking that unfolds over (simulated) time and rate limits. Mounted
// with SANDBOX_CARRIER (on outside production); everything it answers says SANDBOX.

export const SANDBOX_CARRIER_PREFIX = "/sandbox-carrier/v1";
const TRACKING_CALLS_PER_SECOND = 10;
const TRACKING_NUMBERS_PER_CALL = 40;
/** A receiver postcode the sandbox refuses, to try a carrier's business refusal. */
const REFUSED_POSTCODE = "00000";

type Options = { db: Db; config: Pick<Config, "NODE_ENV" | "SANDBOX_CARRIER" | "SANDBOX_CARRIER_KEY"> };

const sha256 = (value: string) => createHash("sha256").update(value).digest();

const shipmentIdOf = (row: SandboxShipmentRow) => `SBX${String(row.id).padStart(9, "0")}`;
const rowIdOf = (shipmentId: string) => {
  const match = /^SBX(\d{9,12})$/.exec(shipmentId);
  return match ? Number(match[1]) : null;
};

const journeyOf = (row: SandboxShipmentRow): Journey => ({
  path: row.path,
  createdAt: row.createdAt,
  clock: row.clock,
  sender: row.request.sender,
  receiver: row.request.receiver,
});

/** The moment the shipment's world stopped: its cancellation, else now. */
const untilOf = (row: SandboxShipmentRow, now: Date) => row.cancelledAt ?? now;

const isLabelReady = (row: SandboxShipmentRow, now: Date) => row.labelReadyAt.getTime() <= now.getTime();

/** What a caller may still do: cancel until "pickedUp"; nothing to print while "labelPending". */
const statusOf = (row: SandboxShipmentRow, now: Date) => {
  if (row.cancelledAt) return "cancelled";
  if (!isLabelReady(row, now)) return "labelPending";
  return isPickedUp(journeyOf(row), now) ? "pickedUp" : "created";
};

const refuse = (reply: FastifyReply, status: number, code: string, message: string, extra = {}) =>
  reply.status(status).send({ code, message, ...extra });

export const sandboxCarrierRoutes = async (app: FastifyInstance, { db, config }: Options) => {
  if (!config.SANDBOX_CARRIER) return;
  if (config.NODE_ENV === "production")
    app.log.warn("SANDBOX_CARRIER=true: the sandbox carrier is mounted on a production server");
  const keyHash = sha256(config.SANDBOX_CARRIER_KEY);
  const keyHashHex = keyHash.toString("hex");
  // When the last tracking calls came: the service accepts one key, so this is that key's window.
  const recentTracking: number[] = [];

  const links = labelLinks(config.SANDBOX_CARRIER_KEY);

  const labelOf = async (row: SandboxShipmentRow, format: LabelFormat, size: LabelSize) =>
    renderSandboxLabel({ trackingNumber: row.trackingNumber, request: row.request, format, size });

  /** The shipment as the API shows it; its label inline, by URL or null, as its label mode says. */
  const viewOf = async (row: SandboxShipmentRow, request: FastifyRequest, now: Date) => {
    const ready = isLabelReady(row, now);
    const shipmentId = shipmentIdOf(row);
    const { labelFormat: format, labelSize: size } = row.request;
    let label: Record<string, string> | null = null;
    if (ready && !row.cancelledAt && row.labelMode === "url") {
      const { token, expiresAt } = links.issue(shipmentId, now);
      const query = new URLSearchParams({ format, size, token });
      label = {
        format,
        size,
        url: `${request.protocol}://${request.host}${SANDBOX_CARRIER_PREFIX}/labels/${shipmentId}?${query}`,
        expiresAt: expiresAt.toISOString(),
      };
    } else if (ready && !row.cancelledAt) {
      label = { format, size, data: Buffer.from(await labelOf(row, format, size)).toString("base64") };
    }
    return {
      sandbox: true,
      shipmentId,
      orderNo: row.orderNo,
      trackingNumber: ready ? row.trackingNumber : null,
      serviceCode: row.serviceCode,
      status: statusOf(row, now),
      labelMode: row.labelMode,
      label,
    };
  };

  const sendLabel = async (reply: FastifyReply, row: SandboxShipmentRow, query: unknown) => {
    const asked = labelQuerySchema.safeParse(query);
    if (!asked.success) return refuse(reply, 400, "INVALID_REQUEST", problemOf(asked.error));
    if (row.cancelledAt)
      return refuse(reply, 409, "SHIPMENT_CANCELLED", `Shipment ${shipmentIdOf(row)} is cancelled`);
    if (!isLabelReady(row, new Date()))
      return refuse(reply, 404, "LABEL_PENDING", `The label of ${shipmentIdOf(row)} is not ready yet`);
    const format = asked.data.format ?? row.request.labelFormat;
    const bytes = await labelOf(row, format, asked.data.size ?? row.request.labelSize);
    return reply
      .type(format === "pdf" ? "application/pdf" : "text/plain; charset=utf-8")
      .header("content-disposition", `inline; filename="${row.trackingNumber}.${format}"`)
      .send(Buffer.from(bytes));
  };

  // The controls the hook read, for the handler of the same request.
  const controls = new WeakMap<FastifyRequest, Controls>();

  // Every call: the key (except a signed label URL, which is its own credential), then the test controls.
  app.addHook("onRequest", async (request, reply) => {
    if (request.routeOptions.url !== `${SANDBOX_CARRIER_PREFIX}/labels/:shipmentId`) {
      const header = request.headers.authorization ?? "";
      const given = header.startsWith("Bearer ") ? sha256(header.slice(7).trim()) : undefined;
      if (!given || !timingSafeEqual(given, keyHash))
        return refuse(
          reply.header("www-authenticate", 'Bearer realm="sandbox-carrier"'),
          401,
          "UNAUTHORIZED",
          "Missing or wrong API key",
        );
    }
    const parsed = controlsOf(request.headers);
    if ("invalid" in parsed)
      return refuse(reply, 400, "INVALID_HEADER", `${parsed.invalid} has a wrong value`);
    controls.set(request, parsed);
    if (parsed.latencyMs > 0) await sleep(parsed.latencyMs);
    if (parsed.failureRate > 0 && Math.random() < parsed.failureRate)
      return refuse(reply, 503, "TEMPORARILY_UNAVAILABLE", "The sandbox carrier is temporarily unavailable");
  });

  // The carrier's own error answers, nothing of the platform's format (the platform's onError hook has already
  // logged an unexpected error): a request refused before its handler (the edge's checks, a body that is not
  // JSON) is the caller's fault, anything else the carrier's.
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status = error instanceof AppError ? error.status : (error.statusCode ?? 500);
    if (status < 500) return refuse(reply, status, "INVALID_REQUEST", "The request could not be read");
    return refuse(reply, 500, "INTERNAL_ERROR", "The sandbox carrier failed; try again");
  });

  const url = (path: string) => `${SANDBOX_CARRIER_PREFIX}${path}`;
  type IdRequest = FastifyRequest<{ Params: { shipmentId: string }; Querystring: Record<string, string> }>;

  /** The key's shipment the path names, or the 404 already sent. */
  const shipmentOf = async (request: IdRequest, reply: FastifyReply) => {
    const id = rowIdOf(request.params.shipmentId);
    const row = id === null ? undefined : await shipmentById(db, id, keyHashHex);
    if (!row) refuse(reply, 404, "SHIPMENT_NOT_FOUND", `No shipment ${request.params.shipmentId}`);
    return row;
  };

  app.post(url("/shipments"), async (request, reply) => {
    const parsed = shipmentRequestSchema.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, "INVALID_REQUEST", problemOf(parsed.error));
    const shipment = parsed.data;
    if (!SERVICE_CODES.some((code) => code === shipment.serviceCode))
      return refuse(
        reply,
        400,
        "UNKNOWN_SERVICE",
        `Unknown service code ${shipment.serviceCode}; use one of ${SERVICE_CODES.join(", ")}`,
      );
    if (shipment.receiver.postcode.trim() === REFUSED_POSTCODE)
      return refuse(reply, 400, "INVALID_POSTCODE", `Receiver postcode ${REFUSED_POSTCODE} is not served`);
    const chosen = controls.get(request) ?? DEFAULT_CONTROLS;
    const now = new Date();
    const delay = chosen.labelMode === "async" ? chosen.labelDelaySeconds * 1000 : 0;
    const row = await insertShipment(db, {
      keyHash: keyHashHex,
      orderNo: shipment.orderNo,
      serviceCode: shipment.serviceCode,
      path: chosen.path ?? pathForOrder(shipment.orderNo),
      labelMode: chosen.labelMode,
      labelReadyAt: new Date(now.getTime() + delay),
      clock: chosen.clock,
      createdAt: now,
      request: shipment,
    });
    if (!row) {
      const existing = await shipmentByOrder(db, keyHashHex, shipment.orderNo);
      const shipmentId = existing ? shipmentIdOf(existing) : "";
      return refuse(
        reply,
        409,
        "DUPLICATE_REFERENCE",
        `Order number ${shipment.orderNo} already has shipment ${shipmentId}`,
        { shipmentId },
      );
    }
    return reply.status(201).send(await viewOf(row, request, now));
  });

  app.get(
    url("/shipments"),
    async (request: FastifyRequest<{ Querystring: { orderNo?: string } }>, reply) => {
      const orderNo = request.query.orderNo?.trim();
      if (!orderNo) return refuse(reply, 400, "INVALID_REQUEST", "orderNo: required");
      const row = await shipmentByOrder(db, keyHashHex, orderNo);
      if (!row) return refuse(reply, 404, "SHIPMENT_NOT_FOUND", `No shipment for order number ${orderNo}`);
      return viewOf(row, request, new Date());
    },
  );

  app.get(url("/shipments/:shipmentId"), async (request: IdRequest, reply) => {
    const row = await shipmentOf(request, reply);
    return row ? viewOf(row, request, new Date()) : reply;
  });

  app.get(url("/shipments/:shipmentId/label"), async (request: IdRequest, reply) => {
    const row = await shipmentOf(request, reply);
    return row ? sendLabel(reply, row, request.query) : reply;
  });

  // A label URL handed out in `url` mode: no key, the signed token is the credential, for 10 minutes.
  app.get(url("/labels/:shipmentId"), async (request: IdRequest, reply) => {
    const id = rowIdOf(request.params.shipmentId);
    const row = id === null ? undefined : await shipmentById(db, id);
    const state = row
      ? links.check(request.params.shipmentId, request.query.token ?? "", new Date())
      : "invalid";
    if (!row || state === "invalid")
      return refuse(reply, 403, "INVALID_TOKEN", "This label link is not valid");
    if (state === "expired")
      return refuse(
        reply,
        410,
        "LABEL_URL_EXPIRED",
        "This label link has expired; ask for the shipment again",
      );
    return sendLabel(reply, row, { format: request.query.format, size: request.query.size });
  });

  app.post(url("/shipments/:shipmentId/cancel"), async (request: IdRequest, reply) => {
    const row = await shipmentOf(request, reply);
    if (!row) return reply;
    const now = new Date();
    if (!row.cancelledAt && isPickedUp(journeyOf(row), now))
      return refuse(
        reply,
        409,
        "ALREADY_PICKED_UP",
        `Shipment ${shipmentIdOf(row)} has been picked up and can no longer be cancelled`,
      );
    if (!row.cancelledAt) await markCancelled(db, row.id, now);
    return viewOf({ ...row, cancelledAt: row.cancelledAt ?? now }, request, now);
  });

  app.post(url("/tracking"), async (request, reply) => {
    const now = Date.now();
    while (recentTracking.length && (recentTracking[0] ?? 0) <= now - 1000) recentTracking.shift();
    if (recentTracking.length >= TRACKING_CALLS_PER_SECOND)
      return refuse(
        reply.header("retry-after", "1"),
        429,
        "RATE_LIMITED",
        `At most ${TRACKING_CALLS_PER_SECOND} tracking calls per second`,
      );
    recentTracking.push(now);
    const parsed = trackingBodySchema.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, "INVALID_REQUEST", problemOf(parsed.error));
    const numbers = [...new Set(parsed.data.numbers.map((n) => n.trim().toUpperCase()))];
    if (numbers.length > TRACKING_NUMBERS_PER_CALL)
      return refuse(
        reply.header("retry-after", "1"),
        429,
        "TOO_MANY_NUMBERS",
        `At most ${TRACKING_NUMBERS_PER_CALL} numbers per tracking call`,
      );
    const at = new Date(now);
    const rows = new Map(
      (await shipmentsByNumbers(db, keyHashHex, numbers))
        .filter((row) => isLabelReady(row, at))
        .map((row) => [row.trackingNumber, row]),
    );
    return {
      results: numbers.map((number) => {
        const row = rows.get(number);
        return {
          number,
          found: row !== undefined,
          events: row ? eventsOf(journeyOf(row), untilOf(row, at)) : [],
        };
      }),
    };
  });
};
