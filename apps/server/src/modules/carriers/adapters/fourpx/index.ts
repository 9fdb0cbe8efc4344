import type { CarrierDefinition } from "../../kit/carrier";
import { createFourPxAdapter } from "./adapter";
import { type FourPxSettings, fourPxSettingFields, parseFourPxSettings } from "./settings";

/** The 4PX open platform (递四方): one signed gateway for orders, labels, cancelling and tracking. Written from
 * published shapes; not yet run against the live service. */
export const fourPxCarrier: CarrierDefinition<FourPxSettings> = {
  serviceClass: "FourPx",
  interfaceType: "api",
  names: { zh: "递四方 4PX", en: "4PX", ko: "4PX (디스팡)" },
  sandbox: false,
  unverified: true,
  settings: fourPxSettingFields,
  parseSettings: parseFourPxSettings,
  capabilities: {
    cancel: true,
    tracking: true,
    // The label is made after the order and is not always ready when the order's answer comes.
    asyncLabels: true,
    labelFormats: ["pdf"],
    trackingCallsPerSecond: 2,
    trackingNumbersPerCall: 1,
  },
  create: (settings, http) => createFourPxAdapter(settings, http, Date.now),
};
