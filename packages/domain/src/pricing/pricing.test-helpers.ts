import type {
  ProductPricing,
  QuoteContext,
  QuoteInput,
  QuotePiece,
  RateCell,
  SurchargeCalc,
  SurchargeRule,
} from "./pricing.types";

// Shared fixtures of the pricing tests: one plain product in CNY and one plain parcel to the US.

export const piece = (lengthCm: string, widthCm: string, heightCm: string, weightKg: string): QuotePiece => ({
  lengthCm,
  widthCm,
  heightCm,
  weightKg,
});

export const cell = (price: string, extra: Omit<RateCell, "price"> = {}): RateCell => ({ price, ...extra });

/**
 * CNY product, divisor 6000, full bubble, per order, carry 0.5 kg, half-up, no minimum, no band floor, no limits.
 * Zones in list order: US (whole country), US-W (US postcodes 900–961), GB (whole country) — US-W still wins
 * for 900xx–961xx because postcode-specific zones are tried before country-wide ones.
 * Per-kg rates by band (0,2] (2,10] (10,30]: US 60/45/35, US-W 50/40/30, GB 70/55/not served.
 */
export const baseProduct = (): ProductPricing => ({
  id: "p1",
  code: "EXP",
  name: { zh: "快递", en: "Express", ko: "특송" },
  currency: "CNY",
  leadTime: { minDays: 5, maxDays: 8 },
  originCountry: "CN",
  volumetricDivisor: "6000",
  bubble: { way: "full", percentage: "0", thresholdCm: "0" },
  chargeBasis: "order",
  carry: { kind: "step", stepKg: "0.5" },
  rounding: "halfUp",
  minimumCharge: "0",
  bandFloor: false,
  zones: [
    { code: "US", name: "US other", country: "US", postcodes: [] },
    { code: "US-W", name: "US west", country: "US", postcodes: [{ kind: "range", from: "900", to: "961" }] },
    { code: "GB", name: "United Kingdom", country: "GB", postcodes: [] },
  ],
  rateCard: {
    model: "perKg",
    bands: [
      { minKg: "0", maxKg: "2" },
      { minKg: "2", maxKg: "10" },
      { minKg: "10", maxKg: "30" },
    ],
    cells: {
      US: [cell("60"), cell("45"), cell("35")],
      "US-W": [cell("50"), cell("40"), cell("30")],
      GB: [cell("70"), cell("55"), null],
    },
  },
  limits: {
    maxPieceWeightKg: "0",
    maxOrderWeightKg: "0",
    maxLongestSideCm: "0",
    maxGirthCm: "0",
    maxDeclaredValue: "0",
    maxDeclaredValueCurrency: "CNY",
    maxPieces: "0",
  },
  cargoTypes: [],
  postcodeRules: { blocked: [], remote: [], nonRemote: [] },
  surcharges: [],
  premiumPackages: [],
});

/** One 10×10×10 cm piece of 1.2 kg to US 10001, declared 20 USD, general cargo. */
export const baseInput = (): QuoteInput => ({
  destination: { country: "US", postcode: "10001" },
  pieces: [piece("10", "10", "10", "1.2")],
  declaredValue: { amount: "20", currency: "USD" },
  cargoType: "general",
  premiumPackageCodes: [],
  insured: false,
  date: "2025-01-01",
});

export const baseContext = (): QuoteContext => ({
  rates: { CNY: "1", USD: "7.1", EUR: "7.8" },
  rateDates: { CNY: "2025-01-01", USD: "2025-03-14", EUR: "2025-02-20" },
  walletCurrency: "USD",
});

export const surcharge = (
  code: string,
  calc: SurchargeCalc,
  extra: Partial<Omit<SurchargeRule, "code" | "calc">> = {},
): SurchargeRule => ({
  id: code,
  code,
  name: { zh: `${code}费`, en: `${code} fee`, ko: `${code} 요금` },
  showOnStatement: true,
  sortNumber: 0,
  referencesEarlier: false,
  calc,
  ...extra,
});
