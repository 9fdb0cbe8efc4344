// Sequences the Hualei TMS's calls through the kit's transport; what goes out and what comes back is decided by
// the pure builders and parsers beside it.
import type {
  CarrierAdapter,
  CarrierHttp,
  CarrierLabel,
  CarrierTracking,
  LabelSize,
  ShipmentResult,
} from "../../kit/carrier";
import { CarrierError } from "../../kit/carrier";
import {
  buildAuthRequest,
  buildCreateOrderRequest,
  buildFindRequest,
  buildLabelRequest,
  buildTrackRequest,
  type HualeiAuth,
} from "./requests";
import {
  parseAuth,
  parseCreateOrder,
  parseFindShipment,
  parseLabel,
  parseTracking,
  readAnswer,
} from "./responses";
import { type HualeiTmsSettings, printTypeFor } from "./settings";

export function createHualeiTmsAdapter(settings: HualeiTmsSettings, http: CarrierHttp): CarrierAdapter {
  // The account ids never change for a login, so one answer serves every later call; a failed sign-in is
  // forgotten so the next call asks again.
  let auth: Promise<HualeiAuth> | null = null;
  const signIn = () => {
    auth ??= http(buildAuthRequest(settings))
      .then((response) => parseAuth(readAnswer(response)))
      .catch((error: unknown) => {
        auth = null;
        throw error;
      });
    return auth;
  };

  const label = async (orderId: string, size: LabelSize): Promise<CarrierLabel | null> =>
    parseLabel(await http(buildLabelRequest(settings, orderId, printTypeFor(settings, size))));

  return {
    async createShipment(request) {
      const ids = await signIn();
      const created = parseCreateOrder(
        readAnswer(await http(buildCreateOrderRequest(settings, request, ids))),
      );
      if (created.trackingNumber === null || request.labelFormat !== "pdf") return created;
      return {
        ...created,
        label: await labelOrPending(() => label(created.carrierShipmentId, request.labelSize)),
      };
    },

    async findShipment(orderNo): Promise<ShipmentResult> {
      return parseFindShipment(readAnswer(await http(buildFindRequest(settings, orderNo))), orderNo);
    },

    async fetchLabel(ref, format, size) {
      if (format !== "pdf") {
        throw new CarrierError("rejected", `The TMS prints PDF labels only, not ${format}`);
      }
      // A label printed before the number is issued carries no number: it stays pending until findShipment
      // learns the number.
      if (ref.trackingNumber === null) return null;
      return label(ref.carrierShipmentId, size);
    },

    async fetchTracking(numbers) {
      const tracking: CarrierTracking[] = [];
      for (const number of numbers) {
        tracking.push(parseTracking(readAnswer(await http(buildTrackRequest(settings, number))), number));
      }
      return tracking;
    },
  };
}

/** The order exists once created: a label that cannot be had yet is fetched later, not a failed shipment. */
async function labelOrPending(fetch: () => Promise<CarrierLabel | null>): Promise<CarrierLabel | null> {
  try {
    return await fetch();
  } catch (error) {
    if (error instanceof CarrierError) return null;
    throw error;
  }
}
