import { describe, expect, it } from "vitest";
import { baseContext, baseInput, baseProduct, cell, piece, surcharge } from "./pricing.test-helpers";
import type { NotServedCode, ProductPricing, QuoteContext, QuoteInput } from "./pricing.types";
import { compileProduct, quote } from "./quote";

// One scenario per rule and for their combinations. Unless a scenario says otherwise it uses baseProduct()
// (CNY, divisor 6000, full bubble, per order, carry 0.5, per kg: US 60/45/35, US-W 50/40/30, GB 70/55/–)
// and baseInput() (one 10×10×10 cm piece of 1.2 kg to US 10001, declared 20 USD; wallet USD at 7.1).
// Base arithmetic: volumetric 1000/6000 = 0.1667 → 0.167; chargeable max(1.2, 0.167) = 1.2 → carry 0.5 → 1.5.

interface Served {
  zone?: string;
  chargeableKg?: string;
  volumetricKg?: string;
  baseFreight?: string;
  lines?: Record<string, string>;
  total: string;
  wallet?: string;
}

interface Scenario {
  name: string;
  product?: (product: ProductPricing) => ProductPricing;
  input?: (input: QuoteInput) => QuoteInput;
  context?: (context: QuoteContext) => QuoteContext;
  expected: Served | { notServed: NotServedCode; params?: Record<string, string> };
}

const big = piece("50", "40", "30", "2"); // volumetric 60000/6000 = 10.000 kg, longest 50, girth 50+2×70 = 190
const withPieces =
  (...pieces: ReturnType<typeof piece>[]) =>
  (input: QuoteInput) => ({ ...input, pieces });
const withPostcode =
  (postcode: string, country = "US") =>
  (input: QuoteInput) => ({
    ...input,
    destination: { country, postcode },
  });

const scenarios: Scenario[] = [
  {
    name: "01 per kg, country-wide zone: 1.5 × 60 = 90.00; wallet 90 / 7.1 = 12.676 → 12.68 USD",
    expected: {
      zone: "US",
      chargeableKg: "1.500",
      volumetricKg: "0.167",
      baseFreight: "90.00",
      total: "90.00",
      wallet: "12.68",
    },
  },
  {
    name: "02 postcode range zone before the country-wide one: 90210 in 900–961 → US-W 1.5 × 50 = 75.00",
    input: withPostcode("90210"),
    expected: { zone: "US-W", baseFreight: "75.00", total: "75.00" },
  },
  {
    name: "03 US range matches by prefix: 96101-1234 → 961011234, head 961 ≤ 961 → US-W 75.00",
    input: withPostcode("96101-1234"),
    expected: { zone: "US-W", baseFreight: "75.00", total: "75.00" },
  },
  {
    name: "04 just outside the range: head 962 > 961 → falls back to US 90.00",
    input: withPostcode("96201"),
    expected: { zone: "US", baseFreight: "90.00", total: "90.00" },
  },
  {
    name: "05 no zone for FR → zoneNotCovered",
    input: withPostcode("75001", "FR"),
    expected: { notServed: "zoneNotCovered", params: { country: "FR", postcode: "75001" } },
  },
  {
    name: "06 full bubble: 50×40×30 / 6000 = 10 > 2 actual → 10 kg, band (2,10] 10 × 45 = 450.00",
    input: withPieces(big),
    expected: { chargeableKg: "10.000", volumetricKg: "10.000", baseFreight: "450.00", total: "450.00" },
  },
  {
    name: "07 no bubble: actual 2 → 2 × 60 = 120.00",
    product: (p) => ({ ...p, bubble: { ...p.bubble, way: "none" } }),
    input: withPieces(big),
    expected: { chargeableKg: "2.000", baseFreight: "120.00", total: "120.00" },
  },
  {
    name: "08 split bubble 40%: 2 + (10 − 2) × 0.6 = 6.8 → carry 7 → 7 × 45 = 315.00",
    product: (p) => ({ ...p, bubble: { way: "split", percentage: "40", thresholdCm: "0" } }),
    input: withPieces(big),
    expected: { chargeableKg: "7.000", baseFreight: "315.00", total: "315.00" },
  },
  {
    name: "09 bubble threshold 60 cm: longest side 50 ≤ 60 → actual 2 → 120.00",
    product: (p) => ({ ...p, bubble: { way: "full", percentage: "0", thresholdCm: "60" } }),
    input: withPieces(big),
    expected: { chargeableKg: "2.000", baseFreight: "120.00", total: "120.00" },
  },
  {
    name: "10 bubble threshold 45 cm: longest side 50 > 45 → volumetric 10 → 450.00",
    product: (p) => ({ ...p, bubble: { way: "full", percentage: "0", thresholdCm: "45" } }),
    input: withPieces(big),
    expected: { chargeableKg: "10.000", baseFreight: "450.00", total: "450.00" },
  },
  {
    name: "11 no carry: 1.2 × 60 = 72.00",
    product: (p) => ({ ...p, carry: { kind: "none" } }),
    expected: { chargeableKg: "1.200", baseFreight: "72.00", total: "72.00" },
  },
  {
    name: "12 carry 1 kg: 1.2 → 2 → 2 × 60 = 120.00",
    product: (p) => ({ ...p, carry: { kind: "step", stepKg: "1" } }),
    expected: { chargeableKg: "2.000", baseFreight: "120.00", total: "120.00" },
  },
  {
    name: "13 carry 0.1 kg: 1.23 → 1.3 → 1.3 × 60 = 78.00",
    product: (p) => ({ ...p, carry: { kind: "step", stepKg: "0.1" } }),
    input: withPieces(piece("10", "10", "10", "1.23")),
    expected: { chargeableKg: "1.300", baseFreight: "78.00", total: "78.00" },
  },
  {
    name: "14 Point_Custom: ≤2 kg by 0.5, above by 1: 2.3 → 3 → 3 × 45 = 135.00",
    product: (p) => ({
      ...p,
      carry: {
        kind: "custom",
        intervals: [
          { upToKg: "2", stepKg: "0.5" },
          { upToKg: null, stepKg: "1" },
        ],
      },
    }),
    input: withPieces(piece("10", "10", "10", "2.3")),
    expected: { chargeableKg: "3.000", baseFreight: "135.00", total: "135.00" },
  },
  {
    name: "15 per piece: carry 1 kg on each 1.2 kg piece → 2 + 2 = 4 → 4 × 45 = 180.00",
    product: (p) => ({ ...p, chargeBasis: "piece", carry: { kind: "step", stepKg: "1" } }),
    input: withPieces(piece("10", "10", "10", "1.2"), piece("10", "10", "10", "1.2")),
    expected: { chargeableKg: "4.000", baseFreight: "180.00", total: "180.00" },
  },
  {
    name: "16 per order: 1.2 + 1.2 = 2.4 → carry 1 kg → 3 → 3 × 45 = 135.00",
    product: (p) => ({ ...p, carry: { kind: "step", stepKg: "1" } }),
    input: withPieces(piece("10", "10", "10", "1.2"), piece("10", "10", "10", "1.2")),
    expected: { chargeableKg: "3.000", baseFreight: "135.00", total: "135.00" },
  },
  {
    name: "17 first + additional: 30 for 0.5 kg, then 10 per 0.5 kg: 30 + ceil(1.0 / 0.5) × 10 = 50.00",
    product: (p) => ({
      ...p,
      rateCard: {
        ...p.rateCard,
        model: "firstAdditional",
        cells: {
          US: [
            cell("30", { firstWeightKg: "0.5", additionalStepKg: "0.5", additionalPrice: "10" }),
            null,
            null,
          ],
        },
      },
    }),
    expected: { baseFreight: "50.00", total: "50.00" },
  },
  {
    name: "18 fixed price per band: (0,2] costs 88 whatever the weight → 88.00",
    product: (p) => ({
      ...p,
      rateCard: { ...p.rateCard, model: "fixedPerBand", cells: { US: [cell("88"), null, null] } },
    }),
    expected: { baseFreight: "88.00", total: "88.00" },
  },
  {
    name: "19 per kg plus registration: 1.5 × 60 + 15 = 105.00",
    product: (p) => ({
      ...p,
      rateCard: {
        ...p.rateCard,
        model: "perKgPlusRegistration",
        cells: { US: [cell("60", { registrationFee: "15" }), null, null] },
      },
    }),
    expected: { baseFreight: "105.00", total: "105.00" },
  },
  {
    name: "20 band floor off (the default): 2.5 kg pays the sheet's 2.5 × 45 = 112.50, less than 2 kg's 120.00",
    input: withPieces(piece("10", "10", "10", "2.5")),
    expected: { chargeableKg: "2.500", baseFreight: "112.50", lines: {}, total: "112.50" },
  },
  {
    name: "20b band floor on: 112.50 < top of (0,2] = 2 × 60 = 120 → adjustment 7.50; total 120.00",
    product: (p) => ({ ...p, bandFloor: true }),
    input: withPieces(piece("10", "10", "10", "2.5")),
    expected: { baseFreight: "112.50", lines: { bandFloor: "7.50" }, total: "120.00" },
  },
  {
    name: "20c band floor on, nothing to raise: 1.5 kg in the first band → no adjustment line; 90.00",
    product: (p) => ({ ...p, bandFloor: true }),
    expected: { baseFreight: "90.00", lines: {}, total: "90.00" },
  },
  {
    name: "21 minimum charge 100 lifts 90.00 by an adjustment of 10.00 → 100.00",
    product: (p) => ({ ...p, minimumCharge: "100" }),
    expected: { baseFreight: "90.00", lines: { minimumCharge: "10.00" }, total: "100.00" },
  },
  {
    name: "21b band floor then minimum charge: 112.50 → floor 120 (+7.50) → minimum 130 (+10.00); fuel 10% of 130",
    product: (p) => ({
      ...p,
      bandFloor: true,
      minimumCharge: "130",
      surcharges: [surcharge("FUEL", { kind: "fuelPercent", percent: "10" })],
    }),
    input: withPieces(piece("10", "10", "10", "2.5")),
    expected: {
      baseFreight: "112.50",
      lines: { bandFloor: "7.50", minimumCharge: "10.00", FUEL: "13.00" },
      total: "143.00",
    },
  },
  {
    name: "22 zone not served in a band: GB 12 kg falls in (10,30] where GB has no cell → noRateForWeight",
    input: (i) => ({ ...withPostcode("SW1A 1AA", "GB")(i), pieces: [piece("10", "10", "10", "12")] }),
    expected: { notServed: "noRateForWeight", params: { weight: "12.000", zone: "GB" } },
  },
  {
    name: "23 above the last band: 31 kg > 30 → noRateForWeight",
    input: withPieces(piece("10", "10", "10", "31")),
    expected: { notServed: "noRateForWeight" },
  },
  {
    name: "23b open last band (10 kg and above): 31 kg → 31 × 35 = 1085.00",
    product: (p) => ({
      ...p,
      rateCard: { ...p.rateCard, bands: [...p.rateCard.bands.slice(0, 2), { minKg: "10", maxKg: null }] },
    }),
    input: withPieces(piece("10", "10", "10", "31")),
    expected: { chargeableKg: "31.000", baseFreight: "1085.00", total: "1085.00" },
  },
  {
    name: "23c open last band with the band floor on: 10.5 × 35 = 367.50 < top of (2,10] 10 × 45 = 450 → +82.50",
    product: (p) => ({
      ...p,
      bandFloor: true,
      rateCard: { ...p.rateCard, bands: [...p.rateCard.bands.slice(0, 2), { minKg: "10", maxKg: null }] },
    }),
    input: withPieces(piece("10", "10", "10", "10.5")),
    expected: { baseFreight: "367.50", lines: { bandFloor: "82.50" }, total: "450.00" },
  },
  {
    name: "24 piece weight limit 1 kg: 1.2 > 1 → pieceWeightOverLimit",
    product: (p) => ({ ...p, limits: { ...p.limits, maxPieceWeightKg: "1" } }),
    expected: { notServed: "pieceWeightOverLimit", params: { weight: "1.200", limit: "1" } },
  },
  {
    name: "25 order weight limit 2 kg: 1.2 + 1.2 = 2.4 > 2 → orderWeightOverLimit",
    product: (p) => ({ ...p, limits: { ...p.limits, maxOrderWeightKg: "2" } }),
    input: withPieces(piece("10", "10", "10", "1.2"), piece("10", "10", "10", "1.2")),
    expected: { notServed: "orderWeightOverLimit", params: { weight: "2.400", limit: "2" } },
  },
  {
    name: "26 longest side limit 40 cm: 50 > 40 → sizeOverLimit",
    product: (p) => ({ ...p, limits: { ...p.limits, maxLongestSideCm: "40" } }),
    input: withPieces(big),
    expected: { notServed: "sizeOverLimit", params: { length: "50", limit: "40" } },
  },
  {
    name: "27 girth limit 150 cm: 50 + 2 × (40 + 30) = 190 > 150 → girthOverLimit",
    product: (p) => ({ ...p, limits: { ...p.limits, maxGirthCm: "150" } }),
    input: withPieces(big),
    expected: { notServed: "girthOverLimit", params: { girth: "190", limit: "150" } },
  },
  {
    name: "28 declared value limit 100 CNY: 20 USD × 7.1 = 142.00 CNY > 100 → declaredValueOverLimit",
    product: (p) => ({ ...p, limits: { ...p.limits, maxDeclaredValue: "100" } }),
    expected: {
      notServed: "declaredValueOverLimit",
      params: { value: "USD 20 (CNY 142.00)", limit: "CNY 100.00" },
    },
  },
  {
    name: "29 cargo type battery not among [general] → cargoTypeNotAllowed",
    product: (p) => ({ ...p, cargoTypes: ["general"] }),
    input: (i) => ({ ...i, cargoType: "battery" }),
    expected: { notServed: "cargoTypeNotAllowed", params: { cargoType: "battery" } },
  },
  {
    name: "30 one piece only: 2 pieces > 1 → multiPieceNotSupported",
    product: (p) => ({ ...p, limits: { ...p.limits, maxPieces: "1" } }),
    input: withPieces(piece("10", "10", "10", "1"), piece("10", "10", "10", "1")),
    expected: { notServed: "multiPieceNotSupported", params: { pieces: "2", limit: "1" } },
  },
  {
    name: "31 blocked postcode prefix 100 matches 10001 → postcodeBlocked",
    product: (p) => ({
      ...p,
      postcodeRules: { ...p.postcodeRules, blocked: [{ kind: "prefix", value: "100" }] },
    }),
    expected: { notServed: "postcodeBlocked", params: { postcode: "10001" } },
  },
  {
    name: "32 ships from CN only; the parcel leaves from HK → originNotServed",
    input: (i) => ({ ...i, originCountry: "HK" }),
    expected: { notServed: "originNotServed", params: { origin: "HK" } },
  },
  {
    name: "33 declared in JPY without a rate → currencyRateMissing",
    input: (i) => ({ ...i, declaredValue: { amount: "3000", currency: "JPY" } }),
    expected: { notServed: "currencyRateMissing", params: { currency: "JPY" } },
  },
  {
    name: "34 fuel 15% of 90.00 = 13.50 → total 103.50",
    product: (p) => ({ ...p, surcharges: [surcharge("FUEL", { kind: "fuelPercent", percent: "15" })] }),
    expected: { baseFreight: "90.00", lines: { FUEL: "13.50" }, total: "103.50" },
  },
  {
    name: "35 remote area: 2 per kg × 1.5 = 3, minimum 30 → 30.00; total 120.00",
    product: (p) => ({
      ...p,
      postcodeRules: { ...p.postcodeRules, remote: [{ kind: "prefix", value: "100" }] },
      surcharges: [
        surcharge("REMOTE", { kind: "remoteArea", charge: { unit: "perKg", amount: "2" }, minimum: "30" }),
      ],
    }),
    expected: { baseFreight: "90.00", lines: { REMOTE: "30.00" }, total: "120.00" },
  },
  {
    name: "36 non-remote library wins over remote: 10001 listed in both → no remote line, 90.00",
    product: (p) => ({
      ...p,
      postcodeRules: {
        ...p.postcodeRules,
        remote: [{ kind: "prefix", value: "100" }],
        nonRemote: [{ kind: "exact", value: "10001" }],
      },
      surcharges: [surcharge("REMOTE", { kind: "remoteArea", charge: { unit: "perOrder", amount: "20" } })],
    }),
    expected: { baseFreight: "90.00", lines: {}, total: "90.00" },
  },
  {
    name: "37 oversize: longest 50 > 45 → 1 piece × 25 = 25.00; 450 + 25 = 475.00",
    product: (p) => ({
      ...p,
      surcharges: [surcharge("OVS", { kind: "oversize", longestSideOverCm: "45", perPiece: "25" })],
    }),
    input: withPieces(big),
    expected: { baseFreight: "450.00", lines: { OVS: "25.00" }, total: "475.00" },
  },
  {
    name: "38 overweight: 1.2 > 1 → 1 × 12 = 12.00; total 102.00",
    product: (p) => ({
      ...p,
      surcharges: [surcharge("OVW", { kind: "overweight", pieceOverKg: "1", perPiece: "12" })],
    }),
    expected: { lines: { OVW: "12.00" }, total: "102.00" },
  },
  {
    name: "39 battery goods: 18 per order; total 108.00",
    product: (p) => ({
      ...p,
      surcharges: [
        surcharge("BAT", {
          kind: "cargoType",
          cargoTypes: ["battery", "magnetic"],
          charge: { unit: "perOrder", amount: "18" },
        }),
      ],
    }),
    input: (i) => ({ ...i, cargoType: "battery" }),
    expected: { lines: { BAT: "18.00" }, total: "108.00" },
  },
  {
    name: "40 declared value: 142.00 CNY above 100 at 1% → 0.42; total 90.42",
    product: (p) => ({
      ...p,
      surcharges: [
        surcharge("DV", { kind: "declaredValue", overValue: "100", overValueCurrency: "CNY", percent: "1" }),
      ],
    }),
    expected: { lines: { DV: "0.42" }, total: "90.42" },
  },
  {
    name: "41 insurance 0.5% of 142.00 = 0.71, minimum 3 → 3.00 when insured; total 93.00",
    product: (p) => ({
      ...p,
      surcharges: [surcharge("INS", { kind: "insurancePercent", percent: "0.5", minimum: "3" })],
    }),
    input: (i) => ({ ...i, insured: true }),
    expected: { lines: { INS: "3.00" }, total: "93.00" },
  },
  {
    name: "42 insurance not chosen → no line; total 90.00",
    product: (p) => ({
      ...p,
      surcharges: [surcharge("INS", { kind: "insurancePercent", percent: "0.5", minimum: "3" })],
    }),
    expected: { lines: {}, total: "90.00" },
  },
  {
    name: "43 fixed fee per piece: 2 × 2 pieces = 4.00; per order 2.4 → 2.5 → 2.5 × 45 = 112.50 + 4",
    product: (p) => ({
      ...p,
      surcharges: [surcharge("HANDLING", { kind: "fixedFee", charge: { unit: "perPiece", amount: "2" } })],
    }),
    input: withPieces(piece("10", "10", "10", "1.2"), piece("10", "10", "10", "1.2")),
    expected: { baseFreight: "112.50", lines: { HANDLING: "4.00" }, total: "116.50" },
  },
  {
    name: "44 formula: max(minFee, chargeableWeight × 2) = max(5, 3) = 5.00; total 95.00",
    product: (p) => ({
      ...p,
      surcharges: [
        surcharge("F1", {
          kind: "formula",
          expression: "max(minFee, chargeableWeight * 2)",
          constants: [{ id: "minFee", value: "5", nameEn: "Minimum", nameZh: "最低" }],
        }),
      ],
    }),
    expected: { lines: { F1: "5.00" }, total: "95.00" },
  },
  {
    name: "45 formula reads an earlier surcharge: FUEL 10% = 9.00; F2 = FUEL × 0.5 + 1 = 5.50; total 104.50",
    product: (p) => ({
      ...p,
      surcharges: [
        surcharge(
          "F2",
          { kind: "formula", expression: "FUEL * 0.5 + 1", constants: [] },
          {
            sortNumber: 2,
            referencesEarlier: true,
          },
        ),
        surcharge("FUEL", { kind: "fuelPercent", percent: "10" }, { sortNumber: 1 }),
      ],
    }),
    expected: { lines: { FUEL: "9.00", F2: "5.50" }, total: "104.50" },
  },
  {
    name: "46 formula reading an earlier surcharge without calReferenceStatus → formulaFailed, not a silent 0",
    product: (p) => ({
      ...p,
      surcharges: [
        surcharge("FUEL", { kind: "fuelPercent", percent: "10" }, { sortNumber: 1 }),
        surcharge("F2", { kind: "formula", expression: "FUEL * 0.5", constants: [] }, { sortNumber: 2 }),
      ],
    }),
    expected: {
      notServed: "formulaFailed",
      params: { surcharge: "F2", error: "unknownVariable", position: "0" },
    },
  },
  {
    name: "47 formula dividing by zero at run time: baseFreight / (pieces − 1) with 1 piece → formulaFailed",
    product: (p) => ({
      ...p,
      surcharges: [
        surcharge("F3", { kind: "formula", expression: "baseFreight / (pieces - 1)", constants: [] }),
      ],
    }),
    expected: { notServed: "formulaFailed", params: { surcharge: "F3", error: "divisionByZero" } },
  },
  {
    name: "48 premium packages: 5 per order + 2 per piece × 1 + 10% of 90 = 9 → 90 + 5 + 2 + 9 = 106.00",
    product: (p) => ({
      ...p,
      premiumPackages: [
        {
          id: "a",
          code: "SIGN",
          name: { zh: "签收", en: "Signature", ko: "서명" },
          calc: { unit: "perOrder", amount: "5" },
        },
        {
          id: "b",
          code: "PACK",
          name: { zh: "包装", en: "Packing", ko: "포장" },
          calc: { unit: "perPiece", amount: "2" },
        },
        {
          id: "c",
          code: "FAST",
          name: { zh: "加急", en: "Priority", ko: "우선" },
          calc: { unit: "percentOfFreight", percent: "10" },
        },
      ],
    }),
    input: (i) => ({ ...i, premiumPackageCodes: ["SIGN", "PACK", "FAST", "NOT-OFFERED"] }),
    expected: { lines: { SIGN: "5.00", PACK: "2.00", FAST: "9.00" }, total: "106.00" },
  },
  {
    name: "49 rounding half-up: 1.5 × 33.333 = 49.9995 → 50.00",
    product: (p) => ({ ...p, rateCard: { ...p.rateCard, cells: { US: [cell("33.333"), null, null] } } }),
    expected: { baseFreight: "50.00", total: "50.00" },
  },
  {
    name: "50 rounding down: 1.5 × 33.333 = 49.9995 → 49.99",
    product: (p) => ({
      ...p,
      rounding: "down",
      rateCard: { ...p.rateCard, cells: { US: [cell("33.333"), null, null] } },
    }),
    expected: { baseFreight: "49.99", total: "49.99" },
  },
  {
    name: "51 rounding up: 1.5 × 33.322 = 49.983 → 49.99 (half-up would give 49.98)",
    product: (p) => ({
      ...p,
      rounding: "up",
      rateCard: { ...p.rateCard, cells: { US: [cell("33.322"), null, null] } },
    }),
    expected: { baseFreight: "49.99", total: "49.99" },
  },
  {
    name: "52 product in USD, wallet CNY: 1.5 × 8 = 12.00 USD → 12 × 7.1 = 85.20 CNY",
    product: (p) => ({
      ...p,
      currency: "USD",
      rateCard: { ...p.rateCard, cells: { US: [cell("8"), null, null] } },
    }),
    context: (c) => ({ ...c, walletCurrency: "CNY" }),
    expected: { baseFreight: "12.00", total: "12.00", wallet: "85.20" },
  },
  {
    name: "53 combination: split 40% + custom carry + fuel 10% + remote 20 + signature 5 to US-W",
    // actual 2, volumetric 10 → 2 + 8 × 0.6 = 6.8; ≤2 by 0.5 else by 1 → 7; US-W (2,10] 7 × 40 = 280.00
    // fuel 10% = 28.00; remote 20.00; signature 5.00
    // total 280 + 28 + 20 + 5 = 333.00; wallet 333 / 7.1 = 46.901 → 46.90 USD
    product: (p) => ({
      ...p,
      bubble: { way: "split", percentage: "40", thresholdCm: "0" },
      carry: {
        kind: "custom",
        intervals: [
          { upToKg: "2", stepKg: "0.5" },
          { upToKg: null, stepKg: "1" },
        ],
      },
      postcodeRules: { ...p.postcodeRules, remote: [{ kind: "range", from: "902", to: "902" }] },
      surcharges: [
        surcharge("FUEL", { kind: "fuelPercent", percent: "10" }),
        surcharge(
          "REMOTE",
          { kind: "remoteArea", charge: { unit: "perOrder", amount: "20" } },
          { sortNumber: 1, showOnStatement: false },
        ),
      ],
      premiumPackages: [
        {
          id: "a",
          code: "SIGN",
          name: { zh: "签收", en: "Signature", ko: "서명" },
          calc: { unit: "perOrder", amount: "5" },
        },
      ],
    }),
    input: (i) => ({ ...withPostcode("90210")(withPieces(big)(i)), premiumPackageCodes: ["SIGN"] }),
    expected: {
      zone: "US-W",
      chargeableKg: "7.000",
      baseFreight: "280.00",
      lines: { FUEL: "28.00", REMOTE: "20.00", SIGN: "5.00" },
      total: "333.00",
      wallet: "46.90",
    },
  },
  {
    name: "54 combination: per piece + first/additional + minimum + formula on weight",
    // pieces 1.2 and 0.3 kg, carry 0.5 each → 1.5 + 0.5 = 2.0; first 0.5 kg 20, then 6 per 0.5 kg:
    // 20 + ceil(1.5 / 0.5) × 6 = 38 → minimum 40 adds 2.00; formula if(chargeableWeight > 1, 3, 0) = 3.00
    // total 43.00
    product: (p) => ({
      ...p,
      chargeBasis: "piece",
      minimumCharge: "40",
      rateCard: {
        ...p.rateCard,
        model: "firstAdditional",
        cells: {
          US: [
            cell("20", { firstWeightKg: "0.5", additionalStepKg: "0.5", additionalPrice: "6" }),
            null,
            null,
          ],
        },
      },
      surcharges: [
        surcharge("F", { kind: "formula", expression: "if(chargeableWeight > 1, 3, 0)", constants: [] }),
      ],
    }),
    input: withPieces(piece("10", "10", "10", "1.2"), piece("10", "10", "10", "0.3")),
    expected: {
      chargeableKg: "2.000",
      baseFreight: "38.00",
      lines: { minimumCharge: "2.00", F: "3.00" },
      total: "43.00",
    },
  },
];

describe("quote scenarios", () => {
  it("has at least 30 scenarios", () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(30);
  });

  it.each(scenarios)("$name", (scenario) => {
    const product = compileProduct((scenario.product ?? ((p) => p))(baseProduct()));
    const input = (scenario.input ?? ((i) => i))(baseInput());
    const context = (scenario.context ?? ((c) => c))(baseContext());
    const result = quote(product, input, context);
    const { expected } = scenario;
    if ("notServed" in expected) {
      expect(result.served).toBe(false);
      if (result.served) return;
      expect(result.reason.code).toBe(expected.notServed);
      if (expected.params) expect(result.reason.params).toEqual(expected.params);
      return;
    }
    expect(result.served, JSON.stringify(result)).toBe(true);
    if (!result.served) return;
    if (expected.baseFreight) expect(result.baseFreight).toBe(expected.baseFreight);
    expect(result.total).toBe(expected.total);
    if (expected.zone) expect(result.zone.code).toBe(expected.zone);
    if (expected.chargeableKg) expect(result.weights.chargeableKg).toBe(expected.chargeableKg);
    if (expected.volumetricKg) expect(result.weights.volumetricKg).toBe(expected.volumetricKg);
    if (expected.wallet) expect(result.totalInWalletCurrency).toBe(expected.wallet);
    if (expected.lines) {
      expect(Object.fromEntries(result.lines.map((line) => [line.code, line.amount]))).toEqual(
        expected.lines,
      );
    }
  });
});
