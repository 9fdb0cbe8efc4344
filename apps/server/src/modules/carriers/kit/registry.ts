import type { CarrierType } from "@pp/contracts";
import { fourPxCarrier } from "../adapters/fourpx";
import { hualeiTmsCarrier } from "../adapters/hualei-tms";
import { manualCarrier } from "../adapters/manual";
import { sandboxCarrier } from "../adapters/sandbox";
import type { CarrierDefinition } from "./carrier";

// The provider types the platform can dock, keyed by service class name (spec §3). Adding a carrier is writing its
// adapter (carriers/adapters/README.md) and listing its definition here.
// biome-ignore lint/suspicious/noExplicitAny: each definition keeps its own settings type; the registry erases it.
const DEFINITIONS: CarrierDefinition<any>[] = [
  sandboxCarrier,
  hualeiTmsCarrier,
  fourPxCarrier,
  manualCarrier,
];

const byClass = new Map(DEFINITIONS.map((definition) => [definition.serviceClass, definition]));

export const carrierDefinitionOf = (serviceClass: string): CarrierDefinition<unknown> | undefined =>
  byClass.get(serviceClass);

/** A provider type's tracking limits (null when it has no tracking): the refresh keeps them. */
export const trackingLimitsOf = (serviceClass: string) => {
  const capabilities = byClass.get(serviceClass)?.capabilities;
  return capabilities?.tracking &&
    capabilities.trackingCallsPerSecond > 0 &&
    capabilities.trackingNumbersPerCall > 0
    ? {
        callsPerSecond: capabilities.trackingCallsPerSecond,
        numbersPerCall: capabilities.trackingNumbersPerCall,
      }
    : null;
};

/** The registry as the console's provider form reads it. */
export const carrierTypes = (): CarrierType[] =>
  DEFINITIONS.map(({ serviceClass, interfaceType, names, sandbox, unverified, settings, capabilities }) => ({
    serviceClass,
    interfaceType,
    names,
    sandbox,
    unverified,
    settings,
    capabilities: {
      cancel: capabilities.cancel,
      tracking: capabilities.tracking,
      asyncLabels: capabilities.asyncLabels,
      labelFormats: capabilities.labelFormats,
    },
  }));
