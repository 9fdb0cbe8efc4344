// The Hualei TMS's answers → our results, or a `CarrierError` carrying the TMS's own message. Pure.
import { z } from "zod";
import type { CarrierHttpResponse, CarrierLabel, CarrierTracking, ShipmentResult } from "../../kit/carrier";
import { CarrierError } from "../../kit/carrier";
import { decodeProviderBytes, decodeProviderMessage } from "./provider-text";
import { type PseudoJson, parsePseudoJson } from "./pseudo-json";
import type { HualeiAuth } from "./requests";

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? "");
const ack = z
  .union([z.string(), z.boolean()])
  .nullish()
  .transform((value) => String(value).toLowerCase() === "true");

const snippet = (value: string) => value.slice(0, 200);

/** A status outside 2xx: the TMS's fault or a busy proxy may pass (`unavailable`); anything else will not. */
export function assertHttpOk(response: CarrierHttpResponse): void {
  if (response.status >= 200 && response.status < 300) return;
  const passing = response.status >= 500 || response.status === 408 || response.status === 429;
  throw new CarrierError(
    passing ? "unavailable" : "rejected",
    `HTTP ${response.status}: ${snippet(decodeProviderBytes(response.body))}`,
    String(response.status),
  );
}

/** The answer's body, decoded (UTF-8 or GBK) and parsed (JSON or single-quoted pseudo-JSON). */
export function readAnswer(response: CarrierHttpResponse): PseudoJson {
  assertHttpOk(response);
  const body = decodeProviderBytes(response.body);
  try {
    return parsePseudoJson(body);
  } catch {
    throw new CarrierError("unavailable", `Unreadable answer: ${snippet(body)}`);
  }
}

function shaped<T>(schema: z.ZodType<T>, answer: PseudoJson): T {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    throw new CarrierError("unavailable", `Unexpected answer: ${snippet(JSON.stringify(answer))}`);
  }
  return parsed.data;
}

const authAnswer = z.object({ ack, customer_id: text, customer_userid: text, message: text });

export function parseAuth(answer: PseudoJson): HualeiAuth {
  const auth = shaped(authAnswer, answer);
  if (!auth.ack || auth.customer_id === "" || auth.customer_userid === "") {
    throw new CarrierError("rejected", decodeProviderMessage(auth.message) || "selectAuth.htm: ack=false");
  }
  return { customerId: auth.customer_id, customerUserId: auth.customer_userid };
}

const createAnswer = z.object({
  ack,
  message: text,
  order_id: text,
  tracking_number: text,
  is_delay: text,
  product_tracknoapitype: text,
});

export function parseCreateOrder(answer: PseudoJson): ShipmentResult {
  const created = shaped(createAnswer, answer);
  if (!created.ack) {
    throw new CarrierError(
      "rejected",
      decodeProviderMessage(created.message) || "createOrderApi.htm: ack=false",
    );
  }
  if (created.order_id === "") {
    throw new CarrierError("unavailable", "createOrderApi.htm: ack=true without an order_id");
  }
  // A delayed product answers a provisional number (or none) and issues the real one hours later.
  const delayed = created.is_delay === "Y" || created.product_tracknoapitype === "3";
  return {
    carrierShipmentId: created.order_id,
    trackingNumber: delayed || created.tracking_number === "" ? null : created.tracking_number,
    pieceNumbers: [],
    label: null,
  };
}

const findAnswer = z.object({
  msg: text,
  order_id: text,
  order_serveinvoicecode: text,
  childno: z.array(z.string()).nullish(),
});

/** Until a number is issued the TMS echoes the customer's own number as the service number. */
export function parseFindShipment(answer: PseudoJson, orderNo: string): ShipmentResult {
  const found = shaped(findAnswer, answer);
  if (found.order_id === "") {
    throw new CarrierError("notFound", decodeProviderMessage(found.msg) || `No order ${orderNo}`);
  }
  const number = found.order_serveinvoicecode;
  return {
    carrierShipmentId: found.order_id,
    trackingNumber: number === "" || number === orderNo ? null : number,
    pieceNumbers: (found.childno ?? []).map((piece, index) => ({ boxNo: index + 1, number: piece })),
    label: null,
  };
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d];

/** The print host answers the PDF itself; any other page means the label is not ready (or the order unknown). */
export function parseLabel(response: CarrierHttpResponse): CarrierLabel | null {
  assertHttpOk(response);
  const isPdf = PDF_MAGIC.every((byte, index) => response.body[index] === byte);
  return isPdf ? { format: "pdf", bytes: response.body } : null;
}

const trackDetail = z.object({ track_content: text, track_date: text, track_location: text });
const trackEntry = z.object({ trackingNumber: text, trackDetails: z.array(trackDetail).nullish() });
const trackAnswer = z.object({ ack, message: text, data: z.array(trackEntry).nullish() });

/** `selectTrack.htm` answers `[{ack, data: [{trackingNumber, trackDetails}]}]` (some installations drop the
 * outer array). An unknown number is not an error: it has no events yet. */
export function parseTracking(answer: PseudoJson, number: string): CarrierTracking {
  const answers = shaped(z.array(trackAnswer), Array.isArray(answer) ? answer : [answer]);
  const entries = answers.flatMap((one) => (one.ack ? (one.data ?? []) : []));
  const entry = entries.find((one) => one.trackingNumber === number) ?? entries[0];
  return {
    number,
    events: (entry?.trackDetails ?? []).map((detail) => ({
      code: "",
      text: detail.track_content,
      place: detail.track_location,
      time: detail.track_date,
    })),
  };
}
