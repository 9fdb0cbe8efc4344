import { Decimal } from "decimal.js";
import { MONEY_MAX } from "../bounds";
import { BASE_CURRENCY, crossRate, minorUnitOf } from "../currency";
import { type ChargeFacts, type CompiledCharge, chargeReads, compileCharge, percentFactor } from "./charge";
import {
  ceil,
  compare,
  dividedBy,
  divideRounded,
  type Exact,
  Fixed,
  fromDecimal,
  isNegative,
  max,
  maxOf,
  minus,
  parseExact,
  plus,
  times,
  toDecimalPlaces,
  toFixed,
  ZERO,
} from "./exact";
import {
  compileExactFormula,
  type ExactFormula,
  type ExactFormulaValue,
  FORMULA_VARIABLES,
  type FormulaCompileError,
  FormulaRuntimeError,
  type FormulaVariable,
} from "./formula";
import { compilePostcodeSet, normalizePostcode, type PostcodeSet, postcodeInSet } from "./postcode";
import { adjustmentNames } from "./pricing.messages";
import type {
  AdjustmentCode,
  CargoType,
  Charge,
  NotServedCode,
  PremiumPackage,
  ProductPricing,
  Quote,
  QuoteContext,
  QuoteExchange,
  QuoteInput,
  QuoteLine,
  QuoteProductRef,
  QuoteWeights,
  RateCell,
  RateModel,
  RoundingMode,
  SurchargeRule,
  Zone,
} from "./pricing.types";
import {
  compileCarry,
  measurePiece,
  type OrderWeights,
  orderWeights,
  type PieceMeasures,
  WEIGHT_DECIMALS,
  type WeightRules,
} from "./weights";

/**
 * Rounding rule (stated once for the whole engine): every money line — the base freight, each surcharge and
 * each premium package — is rounded once to the product currency's minor unit (minorUnitOf: 2 places for
 * most, none for JPY or KRW) with the product's rounding mode (half-up unless the product says up or down).
 * Adjustment lines raise the rounded base freight to rounded targets; percentages apply to the freight after
 * adjustments (rule adjustedFreight), formulas read earlier surcharges' rounded amounts, and the total is the sum
 * of the rounded lines, so the lines always add up to the total. The wallet total is the rounded total converted
 * by convertAmount's rule: total × product-currency rate ÷ wallet rate, rounded half-up once to the wallet
 * currency's minor unit.
 */
const ROUNDING: Record<RoundingMode, Decimal.Rounding> = {
  halfUp: Decimal.ROUND_HALF_UP,
  up: Decimal.ROUND_UP,
  down: Decimal.ROUND_DOWN,
};

const HUNDRED = new Decimal(100);

/** What a surcharge calculator sees of the parcel once the base freight is known. */
interface SurchargeFacts extends ChargeFacts {
  parcel: ParcelMeasures;
  actual: Exact;
  volumetric: Exact;
  /** An amount of `currency` in the product currency (convertAmount's rule); not served without a rate. */
  inProductCurrency: (amount: Exact, currency: string) => Exact;
  remote: boolean;
  insured: boolean;
  cargoType: CargoType;
  zone: string;
  country: string;
  /** Rounded amounts of the surcharges computed so far, in their order (0 when one did not apply). */
  earlier: Exact[];
}

/** A surcharge calculator: the amount before rounding, or null when the surcharge does not apply. */
type Calculate = (facts: SurchargeFacts) => Exact | null;

interface CompiledSurcharge {
  rule: SurchargeRule;
  calculate: Calculate;
  /**
   * For calculators that read only the parcel (not the freight, zone or earlier surcharges): what their
   * result depends on besides the parcel, so products with the same rule share one result per quoteAll.
   */
  sharedKey: string | null;
}

interface CompiledCell {
  price: Exact;
  /** firstAdditional only: null when the cell lacks what the model needs. */
  additional: { firstWeightKg: Exact; stepKg: Exact; price: Exact } | null;
  registrationFee: Exact;
}

interface CompiledZone {
  zone: Zone;
  country: string;
  postcodes: PostcodeSet;
  /** The zone's rate cells aligned with the bands; undefined when the rate card has none for its code. */
  cells: (CompiledCell | null)[] | undefined;
  /** Band floors by piece count, filled on first use (see bandFloors). */
  floors: Map<number, Exact[]>;
}

interface CompiledBand {
  min: Exact;
  /** null: the open last band. */
  max: Exact | null;
}

/** A limit of ServiceLimits: "0" (or less) means unlimited. */
interface CompiledLimit {
  value: Exact;
  active: boolean;
  /** As parsed, for the not-served messages. */
  decimal: Decimal;
}

/** A product prepared once for quoting: parsed numbers, postcode tables, compiled formulas. */
export interface CompiledProduct {
  product: ProductPricing;
  ref: QuoteProductRef;
  weightRules: WeightRules;
  /** Products with equal weight rules share the parcel's weights within one quoteAll. */
  weightKey: string;
  /** Postcode-specific zones first (in list order), then country-wide zones as the fallback. */
  zones: CompiledZone[];
  blocked: PostcodeSet;
  remote: PostcodeSet;
  nonRemote: PostcodeSet;
  model: RateModel;
  bands: CompiledBand[];
  /** Decimals of the product currency's minor unit: every line is rounded to it. */
  places: number;
  limits: {
    pieceWeight: CompiledLimit;
    orderWeight: CompiledLimit;
    longestSide: CompiledLimit;
    girth: CompiledLimit;
    declaredValue: CompiledLimit & { currency: string };
    pieces: CompiledLimit;
  };
  cargoTypes: Set<CargoType>;
  minimumCharge: Exact;
  bandFloor: boolean;
  rounding: Decimal.Rounding;
  surcharges: CompiledSurcharge[];
  premiums: Map<string, { premium: PremiumPackage; charge: CompiledCharge }>;
}

const optional = (value: string | undefined): Decimal | null =>
  value === undefined ? null : new Decimal(value);

const compileCell = (cell: RateCell | null): CompiledCell | null => {
  if (!cell) return null;
  const first = optional(cell.firstWeightKg);
  const step = optional(cell.additionalStepKg);
  const additional = optional(cell.additionalPrice);
  return {
    price: parseExact(cell.price),
    additional:
      first === null || step === null || additional === null || step.lte(0)
        ? null
        : { firstWeightKg: fromDecimal(first), stepKg: fromDecimal(step), price: fromDecimal(additional) },
    registrationFee: parseExact(cell.registrationFee ?? "0"),
  };
};

const compileLimit = (text: string): CompiledLimit => {
  const decimal = new Decimal(text);
  return { value: fromDecimal(decimal), active: decimal.gt(0), decimal };
};

/** How a formula reads each engine variable from the facts. */
const FACT_READERS: Record<FormulaVariable, (facts: SurchargeFacts) => ExactFormulaValue> = {
  actualWeight: (facts) => facts.actual,
  volumetricWeight: (facts) => facts.volumetric,
  chargeableWeight: (facts) => facts.chargeable,
  pieces: (facts) => facts.parcel.count,
  longestSide: (facts) => facts.parcel.longestSide,
  girth: (facts) => facts.parcel.girth,
  maxPieceWeight: (facts) => facts.parcel.maxPieceWeight,
  declaredValue: (facts) => facts.declaredValue,
  baseFreight: (facts) => facts.baseFreight,
  zone: (facts) => facts.zone,
  country: (facts) => facts.country,
  cargoType: (facts) => facts.cargoType,
};

const isFormulaVariable = (name: string): name is FormulaVariable => Object.hasOwn(FACT_READERS, name);

/**
 * Where a formula's variable comes from: an engine variable wins over an earlier surcharge of the same code;
 * of earlier surcharges sharing a code, the last one computed counts.
 */
const formulaReader = (
  name: string,
  earlierCodes: string[],
): ((facts: SurchargeFacts) => ExactFormulaValue) => {
  if (isFormulaVariable(name)) return FACT_READERS[name];
  const index = earlierCodes.lastIndexOf(name);
  return (facts) => facts.earlier[index] as Exact;
};

const compileFormulaSurcharge = (
  rule: SurchargeRule,
  calc: Extract<SurchargeRule["calc"], { kind: "formula" }>,
  earlierCodes: string[],
): Calculate => {
  const readable = rule.referencesEarlier ? earlierCodes : [];
  const compiled: ExactFormula | FormulaCompileError = compileExactFormula(calc.expression, {
    constants: calc.constants,
    knownVariables: [...FORMULA_VARIABLES, ...readable],
  });
  if (!compiled.ok) {
    const failure = new FormulaCompileFailure(compiled);
    return () => {
      throw failure;
    };
  }
  const readers = compiled.variables.map((name) => formulaReader(name, readable));
  return (facts) => {
    const value = compiled.evaluate(readers.map((read) => read(facts)));
    if (isNegative(value)) throw new FormulaRuntimeError("negativeResult");
    return value;
  };
};

class FormulaCompileFailure extends Error {
  constructor(readonly error: FormulaCompileError) {
    super(error.code);
  }
}

/** A calculator charging `perPiece` for each piece that `isOver`, or not applying when none is. */
const perPieceOver =
  (perPiece: Exact, isOver: (piece: PieceMeasures) => boolean): Calculate =>
  (facts) => {
    let count = 0;
    for (const piece of facts.parcel.pieces) if (isOver(piece)) count++;
    return count === 0 ? null : times(perPiece, new Fixed(count, 0));
  };

const compileSurcharge = (rule: SurchargeRule, earlierCodes: string[]): Calculate => {
  const calc = rule.calc;
  switch (calc.kind) {
    case "fuelPercent":
      return compileCharge({ unit: "percentOfFreight", percent: calc.percent });
    case "remoteArea": {
      const charge = compileCharge(calc.charge);
      const minimum = parseExact(calc.minimum ?? "0");
      return (facts) => (facts.remote ? max(charge(facts), minimum) : null);
    }
    case "oversize": {
      const longest = optional(calc.longestSideOverCm);
      const girth = optional(calc.girthOverCm);
      const longestOver = longest && fromDecimal(longest);
      const girthOver = girth && fromDecimal(girth);
      const perPiece = parseExact(calc.perPiece);
      return perPieceOver(
        perPiece,
        (piece) =>
          (longestOver !== null && compare(piece.longestSide, longestOver) > 0) ||
          (girthOver !== null && compare(piece.girth, girthOver) > 0),
      );
    }
    case "overweight": {
      const over = parseExact(calc.pieceOverKg);
      return perPieceOver(parseExact(calc.perPiece), (piece) => compare(piece.actual, over) > 0);
    }
    case "cargoType": {
      const types = new Set(calc.cargoTypes);
      const charge = compileCharge(calc.charge);
      return (facts) => (types.has(facts.cargoType) ? charge(facts) : null);
    }
    case "declaredValue": {
      // The threshold is in its own currency: converted to the product currency at the quote's rates.
      const over = parseExact(calc.overValue);
      const rate = percentFactor(calc.percent);
      return (facts) => {
        const threshold = facts.inProductCurrency(over, calc.overValueCurrency);
        return compare(facts.declaredValue, threshold) > 0
          ? times(minus(facts.declaredValue, threshold), rate)
          : null;
      };
    }
    case "insurancePercent": {
      const minimum = parseExact(calc.minimum);
      const rate = percentFactor(calc.percent);
      return (facts) => (facts.insured ? max(times(facts.declaredValue, rate), minimum) : null);
    }
    case "fixedFee":
      return compileCharge(calc.charge);
    case "formula":
      return compileFormulaSurcharge(rule, calc, earlierCodes);
  }
};

/** What a charge's result depends on besides its numbers and the pieces; null when it reads the freight. */
const chargeDependsOn = (charge: Charge, product: ProductPricing, weightKey: string): string[] | null => {
  switch (chargeReads(charge)) {
    case "pieces":
      return [];
    case "weight":
      return [weightKey];
    case "declaredValue":
      return [product.currency];
    case "freight":
      return null;
  }
};

/**
 * The key under which a parcel-only surcharge's rounded amount is shared between products: the rule's
 * numbers, the rounding mode, for the declared value the product currency it is converted to, and for a per-kg
 * charge the weight rules that give the chargeable weight. Null for surcharges that read the freight, the zone,
 * the postcode or earlier surcharges.
 */
const sharedSurchargeKey = (
  calc: SurchargeRule["calc"],
  product: ProductPricing,
  rounding: Decimal.Rounding,
  weightKey: string,
): string | null => {
  switch (calc.kind) {
    case "declaredValue":
    case "insurancePercent":
      return JSON.stringify([calc, rounding, product.currency]);
    case "oversize":
    case "overweight":
      return JSON.stringify([calc, rounding]);
    case "cargoType":
    case "fixedFee": {
      const dependsOn = chargeDependsOn(calc.charge, product, weightKey);
      return dependsOn && JSON.stringify([calc, rounding, ...dependsOn]);
    }
    case "fuelPercent":
    case "remoteArea":
    case "formula":
      return null;
  }
};

const compileZones = (zones: Zone[], cells: Map<string, (CompiledCell | null)[]>): CompiledZone[] => {
  const compiled = zones.map((zone) => ({
    zone,
    country: zone.country.toUpperCase(),
    postcodes: compilePostcodeSet(zone.postcodes),
    cells: cells.get(zone.code),
    floors: new Map<number, Exact[]>(),
  }));
  return [
    ...compiled.filter((zone) => !zone.postcodes.empty),
    ...compiled.filter((zone) => zone.postcodes.empty),
  ];
};

/** Prepares a product once (postcode tables, rate cells, formulas); quote() then only looks things up. */
export const compileProduct = (product: ProductPricing): CompiledProduct => {
  const ordered = product.surcharges
    .map((rule, index) => ({ rule, index }))
    .sort((a, b) => a.rule.sortNumber - b.rule.sortNumber || a.index - b.index)
    .map(({ rule }) => rule);
  const rounding = ROUNDING[product.rounding] ?? Decimal.ROUND_HALF_UP;
  const weightKey = JSON.stringify([
    product.volumetricDivisor,
    product.bubble,
    product.chargeBasis,
    product.carry,
  ]);
  const surcharges = ordered.map((rule, index) => ({
    rule,
    calculate: compileSurcharge(
      rule,
      ordered.slice(0, index).map((earlier) => earlier.code),
    ),
    sharedKey: sharedSurchargeKey(rule.calc, product, rounding, weightKey),
  }));
  const { limits } = product;
  const cells = new Map(
    Object.entries(product.rateCard.cells).map(([zone, zoneCells]) => [zone, zoneCells.map(compileCell)]),
  );
  return {
    product,
    ref: { id: product.id, code: product.code, name: product.name },
    weightKey,
    weightRules: {
      divisor: parseExact(product.volumetricDivisor),
      bubble: {
        way: product.bubble.way,
        chargedShare: fromDecimal(
          new Decimal(1).minus(new Decimal(product.bubble.percentage || "0").dividedBy(HUNDRED)),
        ),
        thresholdCm: parseExact(product.bubble.thresholdCm || "0"),
      },
      chargeBasis: product.chargeBasis,
      carry: compileCarry(product.carry),
    },
    zones: compileZones(product.zones, cells),
    blocked: compilePostcodeSet(product.postcodeRules.blocked),
    remote: compilePostcodeSet(product.postcodeRules.remote),
    nonRemote: compilePostcodeSet(product.postcodeRules.nonRemote),
    model: product.rateCard.model,
    bands: product.rateCard.bands.map((band) => ({
      min: parseExact(band.minKg),
      max: band.maxKg === null ? null : parseExact(band.maxKg),
    })),
    places: minorUnitOf(product.currency),
    limits: {
      pieceWeight: compileLimit(limits.maxPieceWeightKg),
      orderWeight: compileLimit(limits.maxOrderWeightKg),
      longestSide: compileLimit(limits.maxLongestSideCm),
      girth: compileLimit(limits.maxGirthCm),
      declaredValue: {
        ...compileLimit(limits.maxDeclaredValue),
        currency: limits.maxDeclaredValueCurrency,
      },
      pieces: compileLimit(limits.maxPieces),
    },
    cargoTypes: new Set(product.cargoTypes),
    minimumCharge: parseExact(product.minimumCharge || "0"),
    bandFloor: product.bandFloor,
    rounding,
    surcharges,
    premiums: new Map(
      product.premiumPackages.map((premium) => [
        premium.code,
        { premium, charge: compileCharge(premium.calc) },
      ]),
    ),
  };
};

/**
 * Freight of one rate cell at `weight` kg, or null when the cell lacks what its model needs. One rule per model
 * (pricing.rules.ts): firstAdditional, perKg, fixedPerBand, perKgPlusRegistration (the fee once per piece).
 */
const cellFreight = (model: RateModel, cell: CompiledCell, weight: Exact, pieces: Fixed): Exact | null => {
  switch (model) {
    case "firstAdditional": {
      const { additional } = cell;
      if (additional === null) return null;
      if (compare(weight, additional.firstWeightKg) <= 0) return cell.price;
      const steps = ceil(dividedBy(minus(weight, additional.firstWeightKg), additional.stepKg));
      return plus(cell.price, times(steps, additional.price));
    }
    case "perKg":
      return times(cell.price, weight);
    case "fixedPerBand":
      return cell.price;
    case "perKgPlusRegistration":
      return plus(times(cell.price, weight), times(cell.registrationFee, pieces));
  }
};

/**
 * Rule bandFloor (a product option): for each band, the least the engine charges is the highest price of the
 * top weight of every lower band, so a cheaper per-kg price in a heavier band never makes a heavier parcel
 * cheaper than a lighter one. Computed once per zone and piece count (registration fees depend on the pieces)
 * and kept on the compiled product. The open last band has no top weight, and no band lies above it.
 */
const bandFloors = (
  compiled: CompiledProduct,
  zone: CompiledZone,
  cells: (CompiledCell | null)[],
  pieces: Fixed,
): Exact[] => {
  const cached = zone.floors.get(pieces.units);
  if (cached) return cached;
  const floors: Exact[] = [];
  let floor: Exact = ZERO;
  for (const [index, band] of compiled.bands.entries()) {
    floors.push(floor);
    const cell = cells[index] ?? null;
    const top = cell && band.max && cellFreight(compiled.model, cell, band.max, pieces);
    if (top) floor = max(floor, top);
  }
  zone.floors.set(pieces.units, floors);
  return floors;
};

/**
 * The band holding `weight`, or -1. Rules weightBands and openBand: bands are (minKg, maxKg], the first one also
 * takes its minimum, and the last one may have no upper end.
 */
const bandIndex = (bands: CompiledBand[], weight: Exact): number => {
  for (let index = 0; index < bands.length; index++) {
    const { min, max } = bands[index] as CompiledBand;
    const aboveMin = compare(weight, min);
    if ((max === null || compare(weight, max) <= 0) && (aboveMin > 0 || (index === 0 && aboveMin >= 0)))
      return index;
  }
  return -1;
};

/**
 * The sheet's freight before rounding and the band floor under it (zero unless the product has the bandFloor
 * option), or null when the zone has no usable price at that weight.
 */
const rateFreight = (
  compiled: CompiledProduct,
  zone: CompiledZone,
  weight: Exact,
  pieces: Fixed,
): { freight: Exact; floor: Exact } | null => {
  const { cells } = zone;
  if (!cells) return null;
  const index = bandIndex(compiled.bands, weight);
  const cell = index === -1 ? null : (cells[index] ?? null);
  const freight = cell && cellFreight(compiled.model, cell, weight, pieces);
  if (!freight) return null;
  const floor = compiled.bandFloor ? (bandFloors(compiled, zone, cells, pieces)[index] ?? ZERO) : ZERO;
  return { freight, floor };
};

/**
 * Rules bandFloor and minimumCharge: each raise of the rounded base freight is a line of its own (the band floor
 * first, then the minimum charge on what the floor left), so the lines add up to the total. Returns the freight
 * after the raises (rule adjustedFreight) and the lines.
 */
const adjustFreight = (
  compiled: CompiledProduct,
  baseFreight: Exact,
  floor: Exact,
): { freight: Exact; lines: QuoteLine[] } => {
  const lines: QuoteLine[] = [];
  let freight = baseFreight;
  const raiseTo = (code: AdjustmentCode, target: Exact) => {
    if (compare(target, freight) <= 0) return;
    lines.push({
      kind: "adjustment",
      code,
      name: adjustmentNames[code],
      amount: toFixed(minus(target, freight), compiled.places),
      showOnStatement: true,
    });
    freight = target;
  };
  raiseTo("bandFloor", toDecimalPlaces(floor, compiled.places, compiled.rounding));
  raiseTo("minimumCharge", toDecimalPlaces(compiled.minimumCharge, compiled.places, compiled.rounding));
  return { freight, lines };
};

const findZone = (compiled: CompiledProduct, country: string, postcode: string): CompiledZone | undefined => {
  for (const zone of compiled.zones) {
    if (zone.country === country && (zone.postcodes.empty || postcodeInSet(zone.postcodes, postcode)))
      return zone;
  }
  return undefined;
};

const rateOf = (context: QuoteContext, currency: string): string | undefined =>
  context.rates[currency] ?? (currency === BASE_CURRENCY ? "1" : undefined);

const weightText = (value: Exact) => toFixed(value, WEIGHT_DECIMALS);
const MONEY_LIMIT = parseExact(MONEY_MAX);

/**
 * A quote's money stays within MONEY_MAX: a base freight or total above it (a huge per-kg price times a huge
 * weight) is not served, never answered with a number no money column holds. The reason names the maximum,
 * not the amount: beyond 20 significant digits decimal.js no longer keeps its cents.
 */
const checkAmount = (amount: Exact, currency: string) => {
  if (compare(amount, MONEY_LIMIT) > 0)
    throw new NotServed("amountOverMaximum", { limit: MONEY_MAX, currency });
};

const exceeds = (value: Exact, limit: CompiledLimit) => limit.active && compare(value, limit.value) > 0;

/** Thrown inside computeQuote and turned into a not-served answer by quote(); no stack is captured. */
class NotServed {
  constructor(
    readonly code: NotServedCode,
    readonly params: Record<string, string>,
  ) {}
}

/** A surcharge's rounded amount and its text, or null when it does not apply. */
type SurchargeResult = { amount: Exact; text: string } | null;

/** The pieces measured with one volumetric divisor, and the parcel-wide figures formulas read. */
interface ParcelMeasures {
  pieces: PieceMeasures[];
  count: Fixed;
  longestSide: Exact;
  girth: Exact;
  maxPieceWeight: Exact;
}

interface ParcelWeights extends OrderWeights {
  measures: ParcelMeasures;
  /** The weights as the quote shows them (3 places). */
  texts: QuoteWeights;
}

/**
 * The input parsed once and shared by every product of a quoteAll: destination, pieces as exact values, their
 * measures per volumetric divisor, weights per set of weight rules, the declared value per product currency
 * and the currency rates.
 */
class Parcel {
  readonly country: string;
  readonly postcode: string;
  /** The premium packages asked for, each once. */
  readonly premiumCodes: string[];
  private readonly dimensions: {
    lengthCm: Exact;
    widthCm: Exact;
    heightCm: Exact;
    weightKg: Exact;
  }[];
  private readonly measures = new Map<string, ParcelMeasures>();
  private readonly weights = new Map<string, ParcelWeights>();
  private readonly declared = new Map<string, { text: string; value: Exact } | null>();
  private readonly rates = new Map<string, Exact | null>();
  private readonly exchanges = new Map<string, QuoteExchange>();
  private readonly shared = new Map<string, SurchargeResult>();

  constructor(
    readonly input: QuoteInput,
    readonly context: QuoteContext,
  ) {
    if (input.pieces.length === 0) throw new RangeError("a quote needs at least one piece");
    this.country = input.destination.country.toUpperCase();
    this.postcode = normalizePostcode(input.destination.postcode ?? "");
    this.premiumCodes = [...new Set(input.premiumPackageCodes)];
    this.dimensions = input.pieces.map((piece) => ({
      lengthCm: parseExact(piece.lengthCm),
      widthCm: parseExact(piece.widthCm),
      heightCm: parseExact(piece.heightCm),
      weightKg: parseExact(piece.weightKg),
    }));
  }

  private measure(divisor: Exact): ParcelMeasures {
    const key = divisor.toString();
    const cached = this.measures.get(key);
    if (cached) return cached;
    const pieces = this.dimensions.map((piece) => measurePiece(piece, divisor));
    const measured = {
      pieces,
      count: new Fixed(pieces.length, 0),
      longestSide: maxOf(...pieces.map((piece) => piece.longestSide)),
      girth: maxOf(...pieces.map((piece) => piece.girth)),
      maxPieceWeight: maxOf(...pieces.map((piece) => piece.actual)),
    };
    this.measures.set(key, measured);
    return measured;
  }

  weigh(compiled: CompiledProduct): ParcelWeights {
    const cached = this.weights.get(compiled.weightKey);
    if (cached) return cached;
    const measures = this.measure(compiled.weightRules.divisor);
    const weights = orderWeights(measures.pieces, compiled.weightRules);
    const weighed = {
      measures,
      ...weights,
      texts: {
        actualKg: weightText(weights.actual),
        volumetricKg: weightText(weights.volumetric),
        chargeableKg: weightText(weights.chargeable),
      },
    };
    this.weights.set(compiled.weightKey, weighed);
    return weighed;
  }

  /** Units of the base currency per 1 unit of `currency`, or null when the context has no rate. */
  rate(currency: string): Exact | null {
    const cached = this.rates.get(currency);
    if (cached !== undefined) return cached;
    const text = rateOf(this.context, currency);
    const parsed = text === undefined ? null : new Decimal(text);
    const rate = parsed?.gt(0) ? fromDecimal(parsed) : null;
    this.rates.set(currency, rate);
    return rate;
  }

  /**
   * `amount` from one currency to another with convertAmount's rule, rounded half-up to the target currency's
   * minor unit; null when a rate is missing.
   */
  convert(amount: Exact, from: string, to: string): Exact | null {
    const places = minorUnitOf(to);
    if (from === to) return toDecimalPlaces(amount, places, Decimal.ROUND_HALF_UP);
    const fromRate = this.rate(from);
    const toRate = this.rate(to);
    if (!fromRate || !toRate) return null;
    return divideRounded(times(amount, fromRate), toRate, places, Decimal.ROUND_HALF_UP);
  }

  /** The rate from one currency to another as the breakdown states it; both rates were checked before. */
  exchange(from: string, to: string): QuoteExchange {
    const key = `${from}>${to}`;
    const cached = this.exchanges.get(key);
    if (cached) return cached;
    const productRate = rateOf(this.context, from) as string;
    const walletRate = rateOf(this.context, to) as string;
    // The base currency's rate is 1 by definition: only the other currency's rate changes a conversion.
    const changing = from === to ? [] : [from, to].filter((code) => code !== BASE_CURRENCY);
    const dates = changing.flatMap((code) => this.context.rateDates[code] ?? []);
    const exchange = {
      rate: from === to ? "1" : crossRate(productRate, walletRate),
      productRate,
      walletRate,
      date: dates.sort().at(-1) ?? null,
    };
    this.exchanges.set(key, exchange);
    return exchange;
  }

  /** A parcel-only surcharge's result, computed by the first product whose surcharge has its sharedKey. */
  sharedSurcharge(
    surcharge: CompiledSurcharge & { sharedKey: string },
    facts: SurchargeFacts,
    rounding: Decimal.Rounding,
    places: number,
  ): SurchargeResult {
    const cached = this.shared.get(surcharge.sharedKey);
    if (cached !== undefined) return cached;
    const result = surchargeResult(surcharge, facts, rounding, places);
    this.shared.set(surcharge.sharedKey, result);
    return result;
  }

  /** The declared value in `currency` (rounded to its minor unit), or null when a rate is missing. */
  declaredIn(currency: string): { text: string; value: Exact } | null {
    const cached = this.declared.get(currency);
    if (cached !== undefined) return cached;
    const { amount, currency: from } = this.input.declaredValue;
    const value = this.convert(parseExact(amount), from, currency);
    const declared = value && { text: toFixed(value, minorUnitOf(currency)), value };
    this.declared.set(currency, declared);
    return declared;
  }
}

const checkPieces = (compiled: CompiledProduct, parcel: ParcelMeasures) => {
  const { limits } = compiled;
  if (exceeds(parcel.count, limits.pieces)) {
    throw new NotServed("multiPieceNotSupported", {
      pieces: String(parcel.count.units),
      limit: limits.pieces.decimal.toString(),
    });
  }
  for (const piece of parcel.pieces) {
    if (exceeds(piece.actual, limits.pieceWeight)) {
      throw new NotServed("pieceWeightOverLimit", {
        weight: weightText(piece.actual),
        limit: limits.pieceWeight.decimal.toString(),
      });
    }
    if (exceeds(piece.longestSide, limits.longestSide)) {
      throw new NotServed("sizeOverLimit", {
        length: piece.longestSide.toString(),
        limit: limits.longestSide.decimal.toString(),
      });
    }
    if (exceeds(piece.girth, limits.girth)) {
      throw new NotServed("girthOverLimit", {
        girth: piece.girth.toString(),
        limit: limits.girth.decimal.toString(),
      });
    }
  }
};

/**
 * The declared value (converted at the quote's rates into the limit's currency) may not exceed the product's
 * limit; the refusal shows both amounts in the limit's currency, and the declared amount as entered when its
 * currency differs ("EUR 880.00 (USD 950.00) > USD 800.00").
 */
const checkDeclaredValue = (compiled: CompiledProduct, parcel: Parcel) => {
  const limit = compiled.limits.declaredValue;
  if (!limit.active) return;
  const declared = parcel.declaredIn(limit.currency);
  const entered = parcel.input.declaredValue;
  if (declared === null) {
    const missing = parcel.rate(entered.currency) ? limit.currency : entered.currency;
    throw new NotServed("currencyRateMissing", { currency: missing });
  }
  if (!exceeds(declared.value, limit)) return;
  const converted = `${limit.currency} ${declared.text}`;
  throw new NotServed("declaredValueOverLimit", {
    value:
      entered.currency === limit.currency
        ? converted
        : `${entered.currency} ${entered.amount} (${converted})`,
    limit: `${limit.currency} ${limit.decimal.toFixed(minorUnitOf(limit.currency))}`,
  });
};

const surchargeAmount = (surcharge: CompiledSurcharge, facts: SurchargeFacts): Exact | null => {
  try {
    return surcharge.calculate(facts);
  } catch (error) {
    const code = surcharge.rule.code;
    if (error instanceof FormulaCompileFailure) {
      throw new NotServed("formulaFailed", {
        surcharge: code,
        error: error.error.code,
        position: String(error.error.position),
      });
    }
    if (error instanceof FormulaRuntimeError) {
      throw new NotServed("formulaFailed", { surcharge: code, error: error.code });
    }
    throw error;
  }
};

const isShared = (surcharge: CompiledSurcharge): surcharge is CompiledSurcharge & { sharedKey: string } =>
  surcharge.sharedKey !== null;

/** A surcharge's amount rounded as the product rounds money (its mode, its currency's minor unit), with its text. */
const surchargeResult = (
  surcharge: CompiledSurcharge,
  facts: SurchargeFacts,
  rounding: Decimal.Rounding,
  places: number,
): SurchargeResult => {
  const raw = surchargeAmount(surcharge, facts);
  if (raw === null) return null;
  const amount = toDecimalPlaces(raw, places, rounding);
  return { amount, text: toFixed(amount, places) };
};

const computeQuote = (compiled: CompiledProduct, parcelInput: Parcel): Quote => {
  const { product, rounding, places } = compiled;
  const { input, context, country, postcode } = parcelInput;
  if (input.originCountry && input.originCountry.toUpperCase() !== product.originCountry.toUpperCase()) {
    throw new NotServed("originNotServed", { origin: input.originCountry });
  }
  const zone = findZone(compiled, country, postcode);
  if (!zone) throw new NotServed("zoneNotCovered", { country, postcode });
  if (postcodeInSet(compiled.blocked, postcode)) throw new NotServed("postcodeBlocked", { postcode });
  if (compiled.cargoTypes.size > 0 && !compiled.cargoTypes.has(input.cargoType)) {
    throw new NotServed("cargoTypeNotAllowed", { cargoType: input.cargoType });
  }
  const weights = parcelInput.weigh(compiled);
  const parcel = weights.measures;
  checkPieces(compiled, parcel);
  if (exceeds(weights.actual, compiled.limits.orderWeight)) {
    throw new NotServed("orderWeightOverLimit", {
      weight: weights.texts.actualKg,
      limit: compiled.limits.orderWeight.decimal.toString(),
    });
  }
  const declared = parcelInput.declaredIn(product.currency);
  if (declared === null) {
    const missing = parcelInput.rate(input.declaredValue.currency)
      ? product.currency
      : input.declaredValue.currency;
    throw new NotServed("currencyRateMissing", { currency: missing });
  }
  const declaredValue = declared.value;
  checkDeclaredValue(compiled, parcelInput);
  if (product.currency !== context.walletCurrency) {
    for (const currency of [product.currency, context.walletCurrency]) {
      if (!parcelInput.rate(currency)) throw new NotServed("currencyRateMissing", { currency });
    }
  }

  const rated = rateFreight(compiled, zone, weights.chargeable, parcel.count);
  if (rated === null) {
    throw new NotServed("noRateForWeight", { weight: weights.texts.chargeableKg, zone: zone.zone.code });
  }
  const baseFreight = toDecimalPlaces(rated.freight, places, rounding);
  const adjusted = adjustFreight(compiled, baseFreight, rated.floor);
  checkAmount(adjusted.freight, product.currency);

  const facts: SurchargeFacts = {
    parcel,
    pieces: parcel.count,
    actual: weights.actual,
    volumetric: weights.volumetric,
    chargeable: weights.chargeable,
    baseFreight: adjusted.freight,
    declaredValue,
    inProductCurrency: (amount, currency) => {
      const converted = parcelInput.convert(amount, currency, product.currency);
      if (converted === null) throw new NotServed("currencyRateMissing", { currency });
      return converted;
    },
    remote: postcodeInSet(compiled.remote, postcode) && !postcodeInSet(compiled.nonRemote, postcode),
    insured: input.insured,
    cargoType: input.cargoType,
    zone: zone.zone.code,
    country,
    earlier: [],
  };
  const lines: QuoteLine[] = adjusted.lines;
  let total = adjusted.freight;
  for (const surcharge of compiled.surcharges) {
    const result = isShared(surcharge)
      ? parcelInput.sharedSurcharge(surcharge, facts, rounding, places)
      : surchargeResult(surcharge, facts, rounding, places);
    facts.earlier.push(result === null ? ZERO : result.amount);
    if (result === null) continue;
    total = plus(total, result.amount);
    lines.push({
      kind: "surcharge",
      code: surcharge.rule.code,
      name: surcharge.rule.name,
      amount: result.text,
      showOnStatement: surcharge.rule.showOnStatement,
    });
  }
  for (const code of parcelInput.premiumCodes) {
    const offered = compiled.premiums.get(code);
    if (!offered) continue;
    const { premium } = offered;
    const amount = toDecimalPlaces(offered.charge(facts), places, rounding);
    total = plus(total, amount);
    lines.push({
      kind: "premium",
      code: premium.code,
      name: premium.name,
      amount: toFixed(amount, places),
      showOnStatement: true,
    });
  }
  checkAmount(total, product.currency);
  // Both rates were checked above, so the conversion cannot be missing.
  const shown = parcelInput.convert(total, product.currency, context.walletCurrency) as Exact;
  checkAmount(shown, context.walletCurrency);
  return {
    served: true,
    product: compiled.ref,
    zone: { code: zone.zone.code, name: zone.zone.name },
    weights: weights.texts,
    baseFreight: toFixed(baseFreight, places),
    lines,
    total: toFixed(total, places),
    currency: product.currency,
    walletCurrency: context.walletCurrency,
    totalInWalletCurrency: toFixed(shown, minorUnitOf(context.walletCurrency)),
    exchange: parcelInput.exchange(product.currency, context.walletCurrency),
    leadTime: product.leadTime,
  };
};

const quoteParcel = (compiled: CompiledProduct, parcel: Parcel): Quote => {
  try {
    return computeQuote(compiled, parcel);
  } catch (error) {
    if (error instanceof NotServed) {
      return { served: false, product: compiled.ref, reason: { code: error.code, params: error.params } };
    }
    throw error;
  }
};

/**
 * Prices one parcel with one compiled product: served with the breakdown, or not served with the reason.
 * A broken configuration (a formula that does not compile or fails, a rate cell missing what its model needs,
 * a missing currency rate) is never a silent zero: it answers "not served" with its reason.
 * Throws RangeError when the input has no piece (the caller validates input first).
 */
export const quote = (compiled: CompiledProduct, input: QuoteInput, context: QuoteContext): Quote =>
  quoteParcel(compiled, new Parcel(input, context));

/** Quotes every product for the same parcel, in the products' order; the parcel is parsed once. */
export const quoteAll = (products: CompiledProduct[], input: QuoteInput, context: QuoteContext): Quote[] => {
  const parcel = new Parcel(input, context);
  return products.map((product) => quoteParcel(product, parcel));
};
