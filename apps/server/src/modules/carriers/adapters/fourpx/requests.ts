// Our shipment and references → the 4PX open platform's calls. Pure: the clock's reading is handed in.
import { Decimal } from "decimal.js";
import type {
  CarrierHttpRequest,
  CarrierOperation,
  LabelSize,
  ShipmentLine,
  ShipmentParty,
  ShipmentRequest,
} from "../../kit/carrier";
import { CarrierError } from "../../kit/carrier";
import type { FourPxSettings } from "./settings";
import { fourPxSign } from "./sign";

/** The platform's method and the version we call for each operation (versions as published clients use them). */
export const FOURPX_METHODS = {
  createShipment: { method: "ds.xms.order.create", version: "1.1.0" },
  findShipment: { method: "ds.xms.order.get", version: "1.1.0" },
  fetchLabel: { method: "ds.xms.label.get", version: "1.1.0" },
  cancelShipment: { method: "ds.xms.order.cancel", version: "1.0.0" },
  fetchTracking: { method: "tr.order.tracking.get", version: "1.0.0" },
} as const satisfies Partial<Record<CarrierOperation, { method: string; version: string }>>;

export type FourPxOperation = keyof typeof FOURPX_METHODS;

/** One signed call: the common parameters in the query, the business body as JSON. */
export function buildCall(
  settings: FourPxSettings,
  operation: FourPxOperation,
  body: object,
  timestamp: number,
): CarrierHttpRequest {
  const { method, version } = FOURPX_METHODS[operation];
  const json = JSON.stringify(body);
  const query = new URLSearchParams({
    method,
    app_key: settings.appKey,
    v: version,
    timestamp: String(timestamp),
    format: "json",
    sign: fourPxSign({
      appKey: settings.appKey,
      appSecret: settings.appSecret,
      method,
      timestamp: String(timestamp),
      version,
      body: json,
    }),
  });
  return {
    operation,
    method: "POST",
    url: `${settings.gatewayUrl}?${query}`,
    headers: { "content-type": "application/json; charset=UTF-8" },
    body: json,
  };
}

/** Our kilograms (text, 3 decimals) as the platform's whole grams; a weight finer than a gram is refused rather
 * than rounded, since the platform would charge on a weight we never declared. */
export function gramsOf(kg: string): number {
  const grams = new Decimal(kg).times(1000);
  if (!grams.isInteger()) {
    throw new CarrierError("rejected", `Weight ${kg} kg is not a whole number of grams`);
  }
  return grams.toNumber();
}

const LABEL_SIZES: Record<LabelSize, string> = { "4x6": "label_100x150", "100x100": "label_100x100" };

const street = (party: ShipmentParty) =>
  [party.address1, party.address2, party.address3].filter((line) => line !== "").join(" ");

const address = (party: ShipmentParty) => ({
  first_name: party.name,
  company: party.company,
  phone: party.phone,
  email: party.email,
  post_code: party.postcode,
  country: party.country,
  state: party.province,
  city: party.city,
  street: street(party),
  house_number: party.houseNo,
});

const product = (line: ShipmentLine, currency: string) => ({
  sku_code: line.sku,
  product_name: line.nameEn,
  product_unit_price: line.unitValue,
  currency,
  qty: line.quantity,
});

const declaration = (line: ShipmentLine, currency: string) => ({
  declare_product_name_cn: line.nameZh,
  declare_product_name_en: line.nameEn,
  declare_product_code_qty: line.quantity,
  declare_unit_price_export: line.unitValue,
  currency_export: currency,
  declare_unit_price_import: line.unitValue,
  currency_import: currency,
  hscode_export: line.hsCode,
  hscode_import: line.hsCode,
  unit_net_weight: gramsOf(line.unitWeightKg),
});

/** `ds.xms.order.create`. One parcel per box; our lines are not split by box, so the first parcel declares them
 * all. Money stays text (never a float). Duty terms, batteries and how parcels reach 4PX are not in our
 * shipment and are left to the 4PX product's defaults (see the adapters' README). */
export function buildOrderCreateBody(request: ShipmentRequest): object {
  const currency = request.declaredCurrency;
  const total = request.lines.reduce(
    (sum, line) => sum.plus(new Decimal(line.unitValue).times(line.quantity)),
    new Decimal(0),
  );
  return {
    ref_no: request.orderNo,
    business_type: "BDS",
    vat_no: request.taxIds.vat,
    eori_no: request.taxIds.eori,
    logistics_service_info: { logistics_product_code: request.serviceCode },
    return_info: { is_return_on_domestic: "Y", domestic_return_addr: address(request.sender) },
    parcel_list: request.boxes.map((box, index) => ({
      weight: gramsOf(box.weightKg),
      length: box.lengthCm,
      width: box.widthCm,
      height: box.heightCm,
      parcel_value: index === 0 ? total.toFixed(2) : "0.00",
      currency,
      product_list: index === 0 ? request.lines.map((line) => product(line, currency)) : [],
      declare_product_info: index === 0 ? request.lines.map((line) => declaration(line, currency)) : [],
    })),
    is_insure: "N",
    sender: address(request.sender),
    recipient_info: address(request.receiver),
    label_config_info: {
      label_size: LABEL_SIZES[request.labelSize],
      response_label_format: "PDF",
      create_logistics_label: "Y",
    },
  };
}

/** Unverified: `ds.xms.order.get` by request number, which the platform matches against our reference too. */
export const buildOrderGetBody = (orderNo: string) => ({ request_no: orderNo });

export const buildLabelGetBody = (requestNo: string, size: LabelSize) => ({
  request_no: requestNo,
  label_size: LABEL_SIZES[size],
  response_label_format: "PDF",
});

export const buildOrderCancelBody = (requestNo: string) => ({
  request_no: requestNo,
  cancel_reason: "Cancelled by the shipper",
});

export const buildTrackingBody = (number: string) => ({ deliveryOrderNo: number });
