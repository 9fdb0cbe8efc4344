// Sequences the 4PX open platform's calls through the kit's transport; every call is signed with the clock's
// reading at the time, and the clock is handed in so tests can fix it.
import type { CarrierAdapter, CarrierHttp, CarrierTracking, ShipmentRef } from "../../kit/carrier";
import { CarrierError } from "../../kit/carrier";
import {
  buildCall,
  buildLabelGetBody,
  buildOrderCancelBody,
  buildOrderCreateBody,
  buildOrderGetBody,
  buildTrackingBody,
  type FourPxOperation,
} from "./requests";
import { parseLabel, parseOrderCreate, parseOrderGet, parseTracking, readEnvelope } from "./responses";
import type { FourPxSettings } from "./settings";

export function createFourPxAdapter(
  settings: FourPxSettings,
  http: CarrierHttp,
  now: () => number,
): CarrierAdapter {
  const call = async (operation: FourPxOperation, body: object) =>
    readEnvelope(await http(buildCall(settings, operation, body, now())));

  // The platform takes its own consignment number, our reference or the tracking number as "request_no".
  const requestNo = (ref: ShipmentRef) => ref.carrierShipmentId || ref.orderNo;

  return {
    async createShipment(request) {
      const created = parseOrderCreate(await call("createShipment", buildOrderCreateBody(request)));
      if (request.labelFormat !== "pdf") return created;
      try {
        const label = parseLabel(
          await call("fetchLabel", buildLabelGetBody(created.carrierShipmentId, request.labelSize)),
        );
        return { ...created, label };
      } catch (error) {
        // The order exists: a label the platform has not made yet is fetched later, not a failed shipment.
        if (error instanceof CarrierError) return created;
        throw error;
      }
    },

    async findShipment(orderNo) {
      return parseOrderGet(await call("findShipment", buildOrderGetBody(orderNo)), orderNo);
    },

    async fetchLabel(ref, format, size) {
      if (format !== "pdf") {
        throw new CarrierError("rejected", `4PX labels come as PDF only, not ${format}`);
      }
      return parseLabel(await call("fetchLabel", buildLabelGetBody(requestNo(ref), size)));
    },

    async cancelShipment(ref) {
      await call("cancelShipment", buildOrderCancelBody(requestNo(ref)));
    },

    async fetchTracking(numbers) {
      const tracking: CarrierTracking[] = [];
      for (const number of numbers) {
        tracking.push(parseTracking(await call("fetchTracking", buildTrackingBody(number)), number));
      }
      return tracking;
    },
  };
}
