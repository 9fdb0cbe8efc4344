// The pricing rules by name, each defined once. The engine's code cites them by name, docs/pricing.md works each
// through with a priced example (`"rule"` in its pricing-example block, checked by pricing-docs.test.ts), and the
// console's help texts state them in zh, en and ko (apps/web pricing-help.ts, checked by its test).

export const PRICING_RULES = {
  volumetricWeight:
    "A piece's volumetric weight is L × W × H (cm) ÷ the volumetric divisor, rounded up to 3 decimals.",
  bubbleNone: "Bubble none: the chargeable weight is the actual weight; the volume is ignored.",
  bubbleFull: "Bubble full: the chargeable weight is the greater of the actual and the volumetric weight.",
  bubbleSplit:
    "Split bubble N%: the customer is relieved of N% of the volumetric surplus; chargeable = actual + " +
    "(volumetric − actual) × (100 − N)% when volumetric > actual, rounded up to 3 decimals.",
  bubbleThreshold:
    "Bubble size threshold T cm: the volumetric weight counts only for a piece whose longest side is more than T " +
    "(a side of exactly T is charged by actual weight); T = 0 means always.",
  chargeBasis:
    "Per order: the pieces' actual and volumetric weights are summed, then bubble and carry apply once. " +
    "Per piece: each piece gets bubble and carry on its own, and the results are summed.",
  carry:
    "Carry: the chargeable weight is rounded up to a multiple of the step; custom intervals use the step of " +
    "the first interval whose upper limit is at least the weight (the last one covers every weight above).",
  weightBands:
    "A weight band (min, max] holds weights above min up to and including max; the first band also takes its " +
    "min. A weight no band holds, or a band without a price in the zone, is not served.",
  openBand: "The last band may have no upper end: it holds every weight above its min.",
  firstAdditional:
    "First + additional weight: the first price covers up to the first weight; each started additional step " +
    "above it adds the additional price.",
  perKg: "Price per kg: price × chargeable weight.",
  fixedPerBand: "Fixed price per band: the band's price whatever the weight within it.",
  perKgPlusRegistration:
    "Per kg + registration fee: price × chargeable weight, plus the registration fee once per piece " +
    "(each piece is a parcel), not once per order.",
  bandFloor:
    "Band price floor (a product option, off by default): a parcel is never charged less than the price of the " +
    "top weight of any lower band in its zone; the raise shows as an adjustment line of its own.",
  minimumCharge:
    "Minimum charge: a freight below it is raised to it; the raise shows as an adjustment line of its own " +
    "(0 = none).",
  adjustedFreight:
    "Percentage surcharges, percentage premiums and formulas' baseFreight read the freight after adjustments: " +
    "the base freight plus the band floor and minimum charge raises.",
} as const satisfies Record<string, string>;

export type PricingRule = keyof typeof PRICING_RULES;

export const PRICING_RULE_NAMES = Object.keys(PRICING_RULES) as PricingRule[];
