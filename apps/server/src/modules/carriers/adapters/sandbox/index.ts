import type { CarrierDefinition } from "../../kit/carrier";
import { createSandboxAdapter, NUMBERS_PER_CALL } from "./sandbox-adapter";
import {
  localized,
  parseSandboxSettings,
  SANDBOX_SETTING_FIELDS,
  type SandboxSettings,
} from "./sandbox-settings";

/** The sandbox carrier started with the server (modules/carriers/sandbox-carrier), shown as SANDBOX. */
export const sandboxCarrier: CarrierDefinition<SandboxSettings> = {
  serviceClass: "SandboxCarrier",
  interfaceType: "api",
  names: localized("沙箱承运商", "Sandbox carrier", "샌드박스 운송사"),
  sandbox: true,
  unverified: false,
  settings: SANDBOX_SETTING_FIELDS,
  parseSettings: parseSandboxSettings,
  capabilities: {
    cancel: true,
    tracking: true,
    asyncLabels: true,
    labelFormats: ["pdf", "zpl"],
    trackingCallsPerSecond: 10,
    trackingNumbersPerCall: NUMBERS_PER_CALL,
  },
  create: createSandboxAdapter,
};
