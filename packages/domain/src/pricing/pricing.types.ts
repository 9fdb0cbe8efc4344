// Shapes of the pricing engine. Every weight and amount is a decimal string, never a JS number.

import type { Language } from "../constants";

export type LocalizedName = Record<Language, string>;

export const CARGO_TYPES = ["general", "battery", "magnetic", "liquid", "powder", "sensitive"] as const;
export type CargoType = (typeof CARGO_TYPES)[number];

export const BUBBLE_WAYS = ["none", "full", "split"] as const;
export type BubbleWay = (typeof BUBBLE_WAYS)[number];

export const CHARGE_BASES = ["order", "piece"] as const;
export type ChargeBasis = (typeof CHARGE_BASES)[number];

export const ROUNDING_MODES = ["halfUp", "up", "down"] as const;
export type RoundingMode = (typeof ROUNDING_MODES)[number];

export const RATE_MODELS = ["firstAdditional", "perKg", "fixedPerBand", "perKgPlusRegistration"] as const;
export type RateModel = (typeof RATE_MODELS)[number];

/** Postcodes are compared normalised: uppercase, spaces and hyphens removed. */
export type PostcodeMatcher =
  | { kind: "range"; from: string; to: string }
  | { kind: "prefix"; value: string }
  | { kind: "exact"; value: string };

export interface Zone {
  code: string;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Empty means the whole country. */
  postcodes: PostcodeMatcher[];
}

export interface BubbleRule {
  way: BubbleWay;
  /** Split only: percent of the volumetric surplus the customer is relieved of. */
  percentage: string;
  /** "0" = always; otherwise volumetric weight applies only when a piece's longest side exceeds it. */
  thresholdCm: string;
}

export interface CustomCarryInterval {
  /** Upper bound (inclusive) of the interval; null = no upper bound. */
  upToKg: string | null;
  stepKg: string;
}

export type CarryRule =
  | { kind: "none" }
  | { kind: "step"; stepKg: string }
  | { kind: "custom"; intervals: CustomCarryInterval[] };

export interface WeightBand {
  /** Exclusive lower bound (the first band also takes it). */
  minKg: string;
  /** Inclusive upper bound; null = no upper end, allowed on the last band only ("30 kg and above"). */
  maxKg: string | null;
}

export interface RateCell {
  price: string;
  additionalPrice?: string;
  firstWeightKg?: string;
  additionalStepKg?: string;
  registrationFee?: string;
}

export interface RateCard {
  model: RateModel;
  bands: WeightBand[];
  /** zone code → cells aligned with bands; null = the zone is not served in that band. */
  cells: Record<string, (RateCell | null)[]>;
}

/** "0" means unlimited for every limit. */
export interface ServiceLimits {
  maxPieceWeightKg: string;
  maxOrderWeightKg: string;
  maxLongestSideCm: string;
  /** Girth = L + 2 × (W + H) of a piece. */
  maxGirthCm: string;
  /** Per order, in maxDeclaredValueCurrency (a trade writes it in its own currency: "USD 800 per box"). */
  maxDeclaredValue: string;
  /** ISO 4217: the currency of maxDeclaredValue; the declared value is converted into it to compare. */
  maxDeclaredValueCurrency: string;
  maxPieces: string;
}

export interface PostcodeRules {
  blocked: PostcodeMatcher[];
  remote: PostcodeMatcher[];
  /** Wins over remote. */
  nonRemote: PostcodeMatcher[];
}

export interface FormulaConstant {
  id: string;
  value: string;
  nameEn: string;
  nameZh: string;
}

/**
 * The units a charge is written in: per order, per piece (box), per kg of chargeable weight (optionally per
 * started step), a percentage of the base freight, a percentage of the declared value (in the product currency).
 */
export const CHARGE_UNITS = [
  "perOrder",
  "perPiece",
  "perKg",
  "percentOfFreight",
  "percentOfDeclaredValue",
] as const;
export type ChargeUnit = (typeof CHARGE_UNITS)[number];

/** An amount (money in the product currency) or a percentage in one unit; see charge.ts for each unit's rule. */
export type Charge =
  | { unit: "perOrder" | "perPiece"; amount: string }
  /** stepKg: charge per started step of that many kg (the chargeable weight ÷ step, rounded up). */
  | { unit: "perKg"; amount: string; stepKg?: string }
  | { unit: "percentOfFreight" | "percentOfDeclaredValue"; percent: string };

export type SurchargeCalc =
  | { kind: "fuelPercent"; percent: string }
  /** The charge when the postcode is remote, at least `minimum`. */
  | { kind: "remoteArea"; charge: Charge; minimum?: string }
  | { kind: "oversize"; longestSideOverCm?: string; girthOverCm?: string; perPiece: string }
  | { kind: "overweight"; pieceOverKg: string; perPiece: string }
  | { kind: "cargoType"; cargoTypes: CargoType[]; charge: Charge }
  | { kind: "declaredValue"; overValue: string; overValueCurrency: string; percent: string }
  | { kind: "insurancePercent"; percent: string; minimum: string }
  /** Charged on every parcel. */
  | { kind: "fixedFee"; charge: Charge }
  | { kind: "formula"; expression: string; constants: FormulaConstant[] };

export type SurchargeKind = SurchargeCalc["kind"];

export interface SurchargeRule {
  id: string;
  code: string;
  name: LocalizedName;
  showOnStatement: boolean;
  /** calSortNumber: surcharges are computed in ascending order. */
  sortNumber: number;
  /** calReferenceStatus: a formula may read earlier surcharges' results by code. */
  referencesEarlier: boolean;
  calc: SurchargeCalc;
}

export interface PremiumPackage {
  id: string;
  code: string;
  name: LocalizedName;
  calc: Charge;
}

export interface LeadTime {
  minDays: number;
  maxDays: number;
}

/** Everything the engine needs about one product, cost or sales side alike. */
export interface ProductPricing {
  id: string;
  code: string;
  name: LocalizedName;
  /** ISO 4217. */
  currency: string;
  leadTime: LeadTime;
  /** ISO 3166-1 alpha-2. */
  originCountry: string;
  volumetricDivisor: string;
  bubble: BubbleRule;
  /** independentWeightLimit: "order" sums weights then applies bubble and carry once; "piece" per piece. */
  chargeBasis: ChargeBasis;
  carry: CarryRule;
  /** Money to 2 places; halfUp by default. */
  rounding: RoundingMode;
  /** "0" = none. Raising the freight to it shows as an adjustment line (see ADJUSTMENT_CODES). */
  minimumCharge: string;
  /**
   * The band price floor option: a parcel is never charged less than the top weight of a lower band in its zone
   * (pricing.rules.ts, bandFloor). Off: every parcel pays the sheet's price for its band.
   */
  bandFloor: boolean;
  /** First matching zone wins; a country-wide zone is a fallback after postcode-specific ones. */
  zones: Zone[];
  rateCard: RateCard;
  limits: ServiceLimits;
  cargoTypes: CargoType[];
  postcodeRules: PostcodeRules;
  surcharges: SurchargeRule[];
  premiumPackages: PremiumPackage[];
}

export interface QuotePiece {
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  weightKg: string;
}

export interface QuoteInput {
  originCountry?: string;
  destination: { country: string; postcode?: string; city?: string };
  /** At least one. */
  pieces: QuotePiece[];
  declaredValue: { amount: string; currency: string };
  cargoType: CargoType;
  premiumPackageCodes: string[];
  insured: boolean;
  /** ISO date. */
  date: string;
}

export interface QuoteContext {
  /** Currency → units of the base currency (CNY) per 1 unit, as currency.ts defines rates. */
  rates: Record<string, string>;
  /** Currency → ISO date (YYYY-MM-DD) its rate last changed. */
  rateDates: Record<string, string>;
  /** The currency totals are shown in: the one the customer pays in, or one the caller chose to show. */
  walletCurrency: string;
}

export const NOT_SERVED_CODES = [
  "zoneNotCovered",
  "postcodeBlocked",
  "pieceWeightOverLimit",
  "orderWeightOverLimit",
  "sizeOverLimit",
  "girthOverLimit",
  "declaredValueOverLimit",
  "cargoTypeNotAllowed",
  "multiPieceNotSupported",
  "noRateForWeight",
  "originNotServed",
  "currencyRateMissing",
  "formulaFailed",
  "amountOverMaximum",
] as const;
export type NotServedCode = (typeof NOT_SERVED_CODES)[number];

export interface NotServedReason {
  code: NotServedCode;
  params: Record<string, string>;
}

export interface QuoteProductRef {
  id: string;
  code: string;
  name: LocalizedName;
}

export interface QuoteWeights {
  actualKg: string;
  volumetricKg: string;
  chargeableKg: string;
}

/** Adjustments raise the base freight: the band price floor first, then the minimum charge. */
export const ADJUSTMENT_CODES = ["bandFloor", "minimumCharge"] as const;
export type AdjustmentCode = (typeof ADJUSTMENT_CODES)[number];

export const QUOTE_LINE_KINDS = ["adjustment", "surcharge", "premium"] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];

export interface QuoteLine {
  kind: QuoteLineKind;
  code: string;
  name: LocalizedName;
  amount: string;
  showOnStatement: boolean;
}

/** How a quote's total went from the product currency to the wallet currency. */
export interface QuoteExchange {
  /** Units of the wallet currency per 1 unit of the product currency, to 8 significant digits ("1" when equal). */
  rate: string;
  /** The base rates the conversion used exactly: units of CNY per 1 unit of each currency. */
  productRate: string;
  walletRate: string;
  /** ISO date of the later of the two rates' last change (CNY's never changes); null for one currency. */
  date: string | null;
}

export interface ServedQuote {
  served: true;
  product: QuoteProductRef;
  zone: { code: string; name: string };
  weights: QuoteWeights;
  /** The sheet's price for the chargeable weight, rounded; adjustment lines raise it, if anything does. */
  baseFreight: string;
  /** Adjustments, then surcharges, then premiums: baseFreight plus every line is the total. */
  lines: QuoteLine[];
  total: string;
  currency: string;
  walletCurrency: string;
  /** The total converted, rounded half-up to the wallet currency's minor unit. */
  totalInWalletCurrency: string;
  exchange: QuoteExchange;
  leadTime: LeadTime;
}

export interface NotServedQuote {
  served: false;
  product: QuoteProductRef;
  reason: NotServedReason;
}

export type Quote = ServedQuote | NotServedQuote;
