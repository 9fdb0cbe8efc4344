// Our shipment and references → the Hualei TMS's calls. Pure: no I/O, the adapter sends what these return.
import { Decimal } from "decimal.js";
import type { CarrierHttpRequest, ShipmentParty, ShipmentRequest } from "../../kit/carrier";
import type { HualeiPrintType, HualeiTmsSettings } from "./settings";

/** The account ids `selectAuth.htm` answers; every order names them. */
export type HualeiAuth = { customerId: string; customerUserId: string };

const FORM = { "content-type": "application/x-www-form-urlencoded; charset=UTF-8" };

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The credentials go in the form body rather than the URL the published shape shows (the servlet reads both),
 * so they stay out of URLs that proxies and logs keep. */
export function buildAuthRequest(settings: HualeiTmsSettings): CarrierHttpRequest {
  return {
    operation: "auth",
    method: "POST",
    url: `${settings.baseUrl}/selectAuth.htm`,
    headers: FORM,
    body: query({ username: settings.username, password: settings.password }),
  };
}

const street = (party: ShipmentParty) =>
  [party.address1, party.address2, party.address3].filter((line) => line !== "").join(" ");

/** The order as the TMS's `param` JSON. Every value is text, as the TMS's own samples send them. */
export function buildCreateOrderParam(request: ShipmentRequest, auth: HualeiAuth): Record<string, unknown> {
  const { receiver, sender } = request;
  const totalKg = request.boxes.reduce((sum, box) => sum.plus(box.weightKg), new Decimal(0));
  return {
    customer_id: auth.customerId,
    customer_userid: auth.customerUserId,
    product_id: request.serviceCode,
    order_customerinvoicecode: request.orderNo,
    trade_type: "ZYXT",
    weight: totalKg.toFixed(3),
    order_piece: String(request.boxes.length),
    consignee_name: receiver.name,
    consignee_companyname: receiver.company,
    consignee_address: street(receiver),
    consignee_doorno: receiver.houseNo,
    consignee_city: receiver.city,
    consignee_state: receiver.province,
    consignee_postcode: receiver.postcode,
    consignee_telephone: receiver.phone,
    consignee_mobile: receiver.phone,
    consignee_email: receiver.email,
    consignee_taxno: receiver.taxNo,
    country: receiver.country,
    shipper_name: sender.name,
    shipper_companyname: sender.company,
    shipper_address1: sender.address1,
    shipper_address2: sender.address2,
    shipper_address3: sender.address3,
    shipper_city: sender.city,
    shipper_state: sender.province,
    shipper_postcode: sender.postcode,
    shipper_country: sender.country,
    shipper_telephone: sender.phone,
    ...(request.cod === ""
      ? {}
      : { order_codamount: request.cod, order_codcurrency: request.declaredCurrency }),
    orderInvoiceParam: request.lines.map((line) => ({
      invoice_title: line.nameEn,
      sku: line.nameZh,
      sku_code: line.sku,
      hs_code: line.hsCode,
      invoice_pcs: String(line.quantity),
      // The TMS's field is the line's declared total; ours is per piece.
      invoice_amount: new Decimal(line.unitValue).times(line.quantity).toFixed(2),
      invoice_weight: line.unitWeightKg,
    })),
  };
}

export function buildCreateOrderRequest(
  settings: HualeiTmsSettings,
  request: ShipmentRequest,
  auth: HualeiAuth,
): CarrierHttpRequest {
  return {
    operation: "createShipment",
    method: "POST",
    url: `${settings.baseUrl}/createOrderApi.htm`,
    headers: FORM,
    body: query({ param: JSON.stringify(buildCreateOrderParam(request, auth)) }),
  };
}

/** Unverified: the TMS publishes no "find order" call; `getOrderTrackingNumber.htm` looked up by our number
 * (`documentCode`, the order's customer invoice code) answers the TMS's order id and any number issued. */
export function buildFindRequest(settings: HualeiTmsSettings, orderNo: string): CarrierHttpRequest {
  return {
    operation: "findShipment",
    method: "GET",
    url: `${settings.baseUrl}/getOrderTrackingNumber.htm?${query({ documentCode: orderNo })}`,
  };
}

export function buildLabelRequest(
  settings: HualeiTmsSettings,
  orderId: string,
  printType: HualeiPrintType,
): CarrierHttpRequest {
  return {
    operation: "fetchLabel",
    method: "GET",
    url: `${settings.labelBaseUrl}/order/FastRpt/PDF_NEW.aspx?${query({ PrintType: printType, order_id: orderId })}`,
  };
}

export function buildTrackRequest(settings: HualeiTmsSettings, number: string): CarrierHttpRequest {
  return {
    operation: "fetchTracking",
    method: "GET",
    url: `${settings.baseUrl}/selectTrack.htm?${query({ documentCode: number })}`,
  };
}
