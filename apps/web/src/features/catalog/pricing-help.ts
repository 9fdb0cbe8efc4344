import type { PricingRule } from "@pp/domain";

// The console's help text of each pricing rule (packages/domain pricing.rules.ts): the product form shows these
// keys, and pricing-help.test.ts checks every rule has one in zh, en and ko that states what the engine does.

const PRICING_HELP_KEYS: Record<PricingRule, string> = {
  volumetricWeight: "catalogProducts.billing.divisorHint",
  bubbleNone: "catalogProducts.billing.bubbleHint.none",
  bubbleFull: "catalogProducts.billing.bubbleHint.full",
  bubbleSplit: "catalogProducts.billing.bubbleHint.split",
  bubbleThreshold: "catalogProducts.billing.bubbleThresholdHint",
  chargeBasis: "catalogProducts.billing.chargeBasisHint",
  carry: "catalogProducts.billing.carryHint",
  weightBands: "catalogProducts.bands.hint",
  openBand: "catalogProducts.bands.openHint",
  firstAdditional: "catalogProducts.rates.legend.firstAdditional",
  perKg: "catalogProducts.rates.legend.perKg",
  fixedPerBand: "catalogProducts.rates.legend.fixedPerBand",
  perKgPlusRegistration: "catalogProducts.rates.legend.perKgPlusRegistration",
  bandFloor: "catalogProducts.billing.bandFloorHint",
  minimumCharge: "catalogProducts.billing.minimumHint",
  adjustedFreight: "catalogProducts.billing.adjustedFreightHint",
};

/** The i18n key of a pricing rule's help text. */
export const pricingHelpKey = (rule: PricingRule) => PRICING_HELP_KEYS[rule];
