// The 4PX open platform's answers → our results, or a `CarrierError` with the platform's message and code. Pure.
import { z } from "zod";
import type { CarrierHttpResponse, CarrierLabel, CarrierTracking, ShipmentResult } from "../../kit/carrier";
import { CarrierError } from "../../kit/carrier";

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? "" : String(value)));

const snippet = (value: string) => value.slice(0, 200);

const errorItem = z.object({
  error_code: text.optional(),
  error_msg: text.optional(),
  errorCode: text.optional(),
  errorMsg: text.optional(),
});
const envelope = z.object({
  result: text,
  msg: text,
  errors: z.array(errorItem).nullish(),
  data: z.unknown().optional(),
});

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new CarrierError("unavailable", `Unreadable answer: ${snippet(body)}`);
  }
}

function shaped<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new CarrierError("unavailable", `Unexpected answer: ${snippet(JSON.stringify(value))}`);
  }
  return parsed.data;
}

/** The envelope `{result, msg, errors, data}`: `data` when result is "1" (read again when it comes as a JSON
 * string), else its errors' messages and first code as `rejected`. A status outside 2xx or a body that is not JSON
 * (a gateway's error page) is `unavailable`, except a 4xx other than 408 and 429, which no retry will cure. */
export function readEnvelope(response: CarrierHttpResponse): unknown {
  const body = response.text();
  if (response.status < 200 || response.status >= 300) {
    const passing = response.status >= 500 || response.status === 408 || response.status === 429;
    throw new CarrierError(
      passing ? "unavailable" : "rejected",
      `HTTP ${response.status}: ${snippet(body)}`,
      String(response.status),
    );
  }
  const answer = shaped(envelope, parseJson(body));
  if (answer.result !== "1") {
    const errors = (answer.errors ?? []).map((error) => ({
      code: error.error_code || error.errorCode || "",
      message: error.error_msg || error.errorMsg || "",
    }));
    const message = errors.map((error) => error.message).filter((one) => one !== "");
    throw new CarrierError(
      "rejected",
      message.join("; ") || answer.msg || `result=${answer.result}`,
      errors[0]?.code ?? "",
    );
  }
  const data = answer.data;
  return typeof data === "string" && /^\s*[[{]/.test(data) ? parseJson(data) : data;
}

const consignment = z.object({
  ds_consignment_no: text,
  "4px_tracking_no": text,
  ref_no: text,
});

const resultOf = (found: z.output<typeof consignment>): ShipmentResult => ({
  carrierShipmentId: found.ds_consignment_no,
  trackingNumber: found["4px_tracking_no"] || null,
  pieceNumbers: [],
  label: null,
});

export function parseOrderCreate(data: unknown): ShipmentResult {
  const created = shaped(consignment, data);
  if (created.ds_consignment_no === "") {
    throw new CarrierError("unavailable", "order.create: no ds_consignment_no");
  }
  return resultOf(created);
}

/** `ds.xms.order.get` answers a list (or, in some versions, the one order); none with our reference is notFound. */
export function parseOrderGet(data: unknown, orderNo: string): ShipmentResult {
  const list = shaped(z.array(consignment), Array.isArray(data) ? data : data ? [data] : []);
  const found = list.find((one) => one.ref_no === orderNo && one.ds_consignment_no !== "");
  if (!found) throw new CarrierError("notFound", `No 4PX order with reference ${orderNo}`);
  return resultOf(found);
}

const PDF_MAGIC = "%PDF-";

const labelData = z.object({ label_url_info: z.object({ logistics_label: text }).nullish() });

/** The label as an address (it expires: the kit fetches it at once) or, as some accounts get it, base64 PDF.
 * No label yet is null. */
export function parseLabel(data: unknown): CarrierLabel | null {
  const label = shaped(labelData, data ?? {}).label_url_info?.logistics_label ?? "";
  if (label === "") return null;
  if (/^https?:\/\//i.test(label)) return { format: "pdf", url: label };
  const bytes = new Uint8Array(Buffer.from(label, "base64"));
  if (new TextDecoder().decode(bytes.subarray(0, PDF_MAGIC.length)) !== PDF_MAGIC) {
    throw new CarrierError("unavailable", `The label is neither an address nor a PDF: ${snippet(label)}`);
  }
  return { format: "pdf", bytes };
}

const trackingData = z.object({
  trackingList: z
    .array(
      z.object({
        businessLinkCode: text,
        trackingContent: text,
        occurDatetime: text,
        occurLocation: text,
      }),
    )
    .nullish(),
});

export function parseTracking(data: unknown, number: string): CarrierTracking {
  const tracking = shaped(trackingData, data ?? {});
  return {
    number,
    events: (tracking.trackingList ?? []).map((event) => ({
      code: event.businessLinkCode,
      text: event.trackingContent,
      place: event.occurLocation,
      time: event.occurDatetime,
    })),
  };
}
