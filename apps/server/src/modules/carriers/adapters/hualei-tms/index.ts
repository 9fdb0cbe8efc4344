import type { CarrierDefinition } from "../../kit/carrier";
import { createHualeiTmsAdapter } from "./adapter";
import { type HualeiTmsSettings, hualeiTmsSettingFields, parseHualeiTmsSettings } from "./settings";

/** The white-label forwarder TMS (华磊): many Chinese forwarders run it, so one adapter reaches each of them by
 * its base URL. Written from published shapes; not yet run against a live installation. */
export const hualeiTmsCarrier: CarrierDefinition<HualeiTmsSettings> = {
  serviceClass: "HualeiTms",
  interfaceType: "api",
  names: { zh: "华磊货代 TMS", en: "Hualei forwarder TMS", ko: "화레이 포워더 TMS" },
  sandbox: false,
  unverified: true,
  settings: hualeiTmsSettingFields,
  parseSettings: parseHualeiTmsSettings,
  capabilities: {
    // The TMS publishes no cancel call (one forwarder's separate open API has one; most installations do not).
    cancel: false,
    tracking: true,
    // Tracking numbers of many products arrive hours after the order.
    asyncLabels: true,
    labelFormats: ["pdf"],
    trackingCallsPerSecond: 2,
    trackingNumbersPerCall: 1,
  },
  create: createHualeiTmsAdapter,
};
