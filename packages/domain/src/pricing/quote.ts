import { Decimal } from "decimal.js";
import { BASE_CURRENCY, MONEY_DECIMALS } from "../currency";
import {
  type CompiledFormula,
  compileFormula,
  FORMULA_VARIABLES,
  type FormulaCompileError,
  FormulaRuntimeError,
  type FormulaScope,
} from "./formula";
import { compilePostcodeSet, normalizePostcode, type PostcodeSet, postcodeInSet } from "./postcode";
import type {
  CargoType,
  NotServedCode,
  PremiumPackage,
  ProductPricing,
  Quote,
  QuoteContext,
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
 * each premium package — is rounded once to 2 places with the product's rounding mode (half-up unless the
 * product says up or down). Percentages apply to the rounded base freight, formulas read earlier surcharges'
 * rounded amounts, and the total is the sum of the rounded lines, so the lines always add up to the total.
 * The wallet total is the rounded total converted by convertAmount's rule: total × product-currency rate ÷
 * wallet rate, rounded half-up to 2 places once.
 */
const ROUNDING: Record<RoundingMode, Decimal.Rounding> = {
  halfUp: Decimal.ROUND_HALF_UP,
  up: Decimal.ROUND_UP,
  down: Decimal.ROUND_DOWN,
};

const ZERO = new Decimal(0);
const HUNDRED = new Decimal(100);

/** What a surcharge calculator sees of the parcel once the base freight is known. */
interface SurchargeFacts {
  parcel: ParcelMeasures;
  actual: Decimal;
  volumetric: Decimal;
  chargeable: Decimal;
  baseFreight: Decimal;
  /** In the product currency. */
  declaredValue: Decimal;
  remote: boolean;
  insured: boolean;
  cargoType: CargoType;
  zone: string;
  country: string;
  /** Rounded amounts of the surcharges computed so far, by code (0 when one did not apply). */
  earlier: Record<string, Decimal>;
}

/** A surcharge calculator: the amount before rounding, or null when the surcharge does not apply. */
type Calculate = (facts: SurchargeFacts) => Decimal | null;

interface CompiledSurcharge {
  rule: SurchargeRule;
  calculate: Calculate;
  /**
   * For calculators that read only the parcel (not the freight, zone or earlier surcharges): what their
   * result depends on besides the parcel, so products with the same rule share one result per quoteAll.
   */
  sharedKey: string | null;
}

interface CompiledZone {
  zone: Zone;
  country: string;
  postcodes: PostcodeSet;
}

interface CompiledCell {
  price: Decimal;
  additionalPrice: Decimal | null;
  firstWeightKg: Decimal | null;
  additionalStepKg: Decimal | null;
  registrationFee: Decimal;
}

interface CompiledBand {
  min: Decimal;
  max: Decimal;
  /** The bounds as binary numbers, to decide most comparisons without Decimal (see compareWeight). */
  minNumber: number;
  maxNumber: number;
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
  cells: Map<string, (CompiledCell | null)[]>;
  limits: {
    pieceWeight: Decimal;
    orderWeight: Decimal;
    longestSide: Decimal;
    girth: Decimal;
    declaredValue: Decimal;
    pieces: Decimal;
  };
  cargoTypes: Set<CargoType>;
  minimumCharge: Decimal;
  rounding: Decimal.Rounding;
  surcharges: CompiledSurcharge[];
  premiums: Map<string, PremiumPackage>;
  /** Band floors by piece count and zone, filled on first use (see bandFloors). */
  floors: Map<string, Decimal[]>;
}

const optional = (value: string | undefined): Decimal | null =>
  value === undefined ? null : new Decimal(value);

const compileCell = (cell: RateCell | null): CompiledCell | null =>
  cell && {
    price: new Decimal(cell.price),
    additionalPrice: optional(cell.additionalPrice),
    firstWeightKg: optional(cell.firstWeightKg),
    additionalStepKg: optional(cell.additionalStepKg),
    registrationFee: new Decimal(cell.registrationFee ?? "0"),
  };

/** A percentage as a factor, parsed once: "12.5" → 0.125. */
const factor = (percent: string): Decimal => new Decimal(percent).dividedBy(HUNDRED);

const compileFormulaSurcharge = (
  rule: SurchargeRule,
  calc: Extract<SurchargeRule["calc"], { kind: "formula" }>,
  earlierCodes: string[],
): Calculate => {
  const compiled: CompiledFormula | FormulaCompileError = compileFormula(calc.expression, {
    constants: calc.constants,
    knownVariables: rule.referencesEarlier ? [...FORMULA_VARIABLES, ...earlierCodes] : FORMULA_VARIABLES,
  });
  if (!compiled.ok) {
    const failure = new FormulaCompileFailure(compiled);
    return () => {
      throw failure;
    };
  }
  return (facts) => {
    const scope: FormulaScope = {
      ...(rule.referencesEarlier ? facts.earlier : {}),
      actualWeight: facts.actual,
      volumetricWeight: facts.volumetric,
      chargeableWeight: facts.chargeable,
      pieces: facts.parcel.count,
      longestSide: facts.parcel.longestSide,
      girth: facts.parcel.girth,
      maxPieceWeight: facts.parcel.maxPieceWeight,
      declaredValue: facts.declaredValue,
      baseFreight: facts.baseFreight,
      zone: facts.zone,
      country: facts.country,
      cargoType: facts.cargoType,
    };
    const value = compiled.evaluate(scope);
    if (value.isNegative()) throw new FormulaRuntimeError("negativeResult");
    return value;
  };
};

class FormulaCompileFailure extends Error {
  constructor(readonly error: FormulaCompileError) {
    super(error.code);
  }
}

const compileSurcharge = (rule: SurchargeRule, earlierCodes: string[]): Calculate => {
  const calc = rule.calc;
  switch (calc.kind) {
    case "fuelPercent": {
      const rate = factor(calc.percent);
      return (facts) => facts.baseFreight.times(rate);
    }
    case "remoteArea": {
      const perOrder = new Decimal(calc.perOrder ?? "0");
      const perKg = new Decimal(calc.perKg ?? "0");
      const minimum = new Decimal(calc.minimum ?? "0");
      return (facts) =>
        facts.remote ? Decimal.max(perOrder.plus(perKg.times(facts.chargeable)), minimum) : null;
    }
    case "oversize": {
      const longest = optional(calc.longestSideOverCm);
      const girth = optional(calc.girthOverCm);
      const perPiece = new Decimal(calc.perPiece);
      return (facts) => {
        const count = facts.parcel.pieces.filter(
          (piece) =>
            (longest !== null && piece.longestSide.gt(longest)) || (girth !== null && piece.girth.gt(girth)),
        ).length;
        return count === 0 ? null : perPiece.times(count);
      };
    }
    case "overweight": {
      const over = new Decimal(calc.pieceOverKg);
      const perPiece = new Decimal(calc.perPiece);
      return (facts) => {
        const count = facts.parcel.pieces.filter((piece) => piece.actual.gt(over)).length;
        return count === 0 ? null : perPiece.times(count);
      };
    }
    case "cargoType": {
      const types = new Set(calc.cargoTypes);
      const perOrder = new Decimal(calc.perOrder);
      return (facts) => (types.has(facts.cargoType) ? perOrder : null);
    }
    case "declaredValue": {
      const over = new Decimal(calc.overValue);
      const rate = factor(calc.percent);
      return (facts) => (facts.declaredValue.gt(over) ? facts.declaredValue.minus(over).times(rate) : null);
    }
    case "insurancePercent": {
      const minimum = new Decimal(calc.minimum);
      const rate = factor(calc.percent);
      return (facts) => (facts.insured ? Decimal.max(facts.declaredValue.times(rate), minimum) : null);
    }
    case "fixedPerPiece": {
      const perPiece = new Decimal(calc.perPiece);
      return (facts) => perPiece.times(facts.parcel.count);
    }
    case "formula":
      return compileFormulaSurcharge(rule, calc, earlierCodes);
  }
};

/**
 * The key under which a parcel-only surcharge's rounded amount is shared between products: the rule's
 * numbers, the rounding mode, and for the declared value the product currency it is converted to. Null for surcharges that read
 * the freight, the zone, the postcode or earlier surcharges.
 */
const sharedSurchargeKey = (
  calc: SurchargeRule["calc"],
  product: ProductPricing,
  rounding: Decimal.Rounding,
): string | null => {
  switch (calc.kind) {
    case "declaredValue":
    case "insurancePercent":
      return JSON.stringify([calc, rounding, product.currency]);
    case "oversize":
    case "overweight":
    case "cargoType":
    case "fixedPerPiece":
      return JSON.stringify([calc, rounding]);
    case "fuelPercent":
    case "remoteArea":
    case "formula":
      return null;
  }
};

const compileZones = (zones: Zone[]): CompiledZone[] => {
  const compiled = zones.map((zone) => ({
    zone,
    country: zone.country.toUpperCase(),
    postcodes: compilePostcodeSet(zone.postcodes),
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
  const surcharges = ordered.map((rule, index) => ({
    rule,
    calculate: compileSurcharge(
      rule,
      ordered.slice(0, index).map((earlier) => earlier.code),
    ),
    sharedKey: sharedSurchargeKey(rule.calc, product, rounding),
  }));
  const { limits } = product;
  return {
    product,
    ref: { id: product.id, code: product.code, name: product.name },
    weightKey: JSON.stringify([
      product.volumetricDivisor,
      product.bubble,
      product.chargeBasis,
      product.carry,
    ]),
    weightRules: {
      divisor: new Decimal(product.volumetricDivisor),
      bubble: {
        way: product.bubble.way,
        chargedShare: new Decimal(1).minus(new Decimal(product.bubble.percentage || "0").dividedBy(HUNDRED)),
        thresholdCm: new Decimal(product.bubble.thresholdCm || "0"),
      },
      chargeBasis: product.chargeBasis,
      carry: compileCarry(product.carry),
    },
    zones: compileZones(product.zones),
    blocked: compilePostcodeSet(product.postcodeRules.blocked),
    remote: compilePostcodeSet(product.postcodeRules.remote),
    nonRemote: compilePostcodeSet(product.postcodeRules.nonRemote),
    model: product.rateCard.model,
    bands: product.rateCard.bands.map((band) => {
      const min = new Decimal(band.minKg);
      const max = new Decimal(band.maxKg);
      return { min, max, minNumber: min.toNumber(), maxNumber: max.toNumber() };
    }),
    cells: new Map(
      Object.entries(product.rateCard.cells).map(([zone, cells]) => [zone, cells.map(compileCell)]),
    ),
    limits: {
      pieceWeight: new Decimal(limits.maxPieceWeightKg),
      orderWeight: new Decimal(limits.maxOrderWeightKg),
      longestSide: new Decimal(limits.maxLongestSideCm),
      girth: new Decimal(limits.maxGirthCm),
      declaredValue: new Decimal(limits.maxDeclaredValue),
      pieces: new Decimal(limits.maxPieces),
    },
    cargoTypes: new Set(product.cargoTypes),
    minimumCharge: new Decimal(product.minimumCharge || "0"),
    rounding,
    surcharges,
    premiums: new Map(product.premiumPackages.map((premium) => [premium.code, premium])),
    floors: new Map(),
  };
};

/**
 * Freight of one rate cell at `weight` kg, or null when the cell lacks what its model needs.
 * firstAdditional: price covers up to firstWeightKg, then additionalPrice per started additionalStepKg;
 * perKg: price × weight; fixedPerBand: price; perKgPlusRegistration: price × weight + registrationFee per parcel
 * (every piece is a parcel).
 */
const cellFreight = (
  model: RateModel,
  cell: CompiledCell,
  weight: Decimal,
  pieces: number,
): Decimal | null => {
  switch (model) {
    case "firstAdditional": {
      const { firstWeightKg: first, additionalStepKg: step, additionalPrice: additional } = cell;
      if (first === null || step === null || additional === null || step.lte(0)) return null;
      if (weight.lte(first)) return cell.price;
      return cell.price.plus(weight.minus(first).dividedBy(step).ceil().times(additional));
    }
    case "perKg":
      return cell.price.times(weight);
    case "fixedPerBand":
      return cell.price;
    case "perKgPlusRegistration":
      return cell.price.times(weight).plus(cell.registrationFee.times(pieces));
  }
};

/**
 * The price never falls as weight grows within a zone: for each band, the least the engine charges is the
 * highest price of the top weight of every lower band, so a cheaper per-kg price in a heavier band never makes
 * a heavier parcel cheaper than a lighter one. Computed once per zone and piece count (registration fees
 * depend on the pieces) and kept on the compiled product.
 */
const bandFloors = (
  compiled: CompiledProduct,
  zone: string,
  cells: (CompiledCell | null)[],
  pieces: number,
) => {
  const key = `${pieces}|${zone}`;
  const cached = compiled.floors.get(key);
  if (cached) return cached;
  const floors: Decimal[] = [];
  let floor = ZERO;
  for (const [index, band] of compiled.bands.entries()) {
    floors.push(floor);
    const cell = cells[index] ?? null;
    const top = cell && cellFreight(compiled.model, cell, band.max, pieces);
    if (top) floor = Decimal.max(floor, top);
  }
  compiled.floors.set(key, floors);
  return floors;
};

/**
 * Compares two decimals through their nearest binary numbers first: rounding to a binary number never
 * reverses an order, so different numbers decide; only equal numbers need the exact Decimal comparison.
 */
const compareWeight = (value: Decimal, valueNumber: number, bound: Decimal, boundNumber: number): number => {
  if (valueNumber < boundNumber) return -1;
  if (valueNumber > boundNumber) return 1;
  return value.comparedTo(bound);
};

/**
 * Base freight before rounding, or null when the zone has no usable price at that weight. Bands are
 * (minKg, maxKg]; the first band also takes its minimum (a 0 kg parcel). See bandFloors for the rule that
 * keeps the price from falling as weight grows.
 */
const rateFreight = (
  compiled: CompiledProduct,
  zone: string,
  weight: Decimal,
  pieces: number,
): Decimal | null => {
  const cells = compiled.cells.get(zone);
  if (!cells) return null;
  const weightNumber = weight.toNumber();
  const index = compiled.bands.findIndex(
    (band, position) =>
      compareWeight(weight, weightNumber, band.max, band.maxNumber) <= 0 &&
      (compareWeight(weight, weightNumber, band.min, band.minNumber) > 0 ||
        (position === 0 && compareWeight(weight, weightNumber, band.min, band.minNumber) >= 0)),
  );
  const cell = index === -1 ? null : (cells[index] ?? null);
  const freight = cell && cellFreight(compiled.model, cell, weight, pieces);
  if (!freight) return null;
  return Decimal.max(freight, bandFloors(compiled, zone, cells, pieces)[index] ?? ZERO);
};

const findZone = (compiled: CompiledProduct, country: string, postcode: string): Zone | undefined =>
  compiled.zones.find(
    (zone) => zone.country === country && (zone.postcodes.empty || postcodeInSet(zone.postcodes, postcode)),
  )?.zone;

const rateOf = (context: QuoteContext, currency: string): string | undefined =>
  context.rates[currency] ?? (currency === BASE_CURRENCY ? "1" : undefined);

const weightText = (value: Decimal) => value.toFixed(WEIGHT_DECIMALS);
const exceeds = (value: Decimal, limit: Decimal) => limit.gt(0) && value.gt(limit);

/** Thrown inside computeQuote and turned into a not-served answer by quote(); no stack is captured. */
class NotServed {
  constructor(
    readonly code: NotServedCode,
    readonly params: Record<string, string>,
  ) {}
}

/** A surcharge's rounded amount and its text, or null when it does not apply. */
type SurchargeResult = { amount: Decimal; text: string } | null;

/** The pieces measured with one volumetric divisor, and the parcel-wide figures formulas read. */
interface ParcelMeasures {
  pieces: PieceMeasures[];
  count: Decimal;
  longestSide: Decimal;
  girth: Decimal;
  maxPieceWeight: Decimal;
}

interface ParcelWeights extends OrderWeights {
  measures: ParcelMeasures;
  /** The weights as the quote shows them (3 places). */
  texts: QuoteWeights;
}

/**
 * The input parsed once and shared by every product of a quoteAll: destination, pieces as decimals, their
 * measures per volumetric divisor, weights per set of weight rules, the declared value per product currency
 * and the currency rates as decimals.
 */
class Parcel {
  readonly country: string;
  readonly postcode: string;
  private readonly dimensions: {
    lengthCm: Decimal;
    widthCm: Decimal;
    heightCm: Decimal;
    weightKg: Decimal;
  }[];
  private readonly measures = new Map<string, ParcelMeasures>();
  private readonly weights = new Map<string, ParcelWeights>();
  private readonly declared = new Map<string, { text: string; value: Decimal } | null>();
  private readonly rates = new Map<string, Decimal | null>();
  private readonly shared = new Map<string, SurchargeResult>();

  constructor(
    readonly input: QuoteInput,
    readonly context: QuoteContext,
  ) {
    if (input.pieces.length === 0) throw new RangeError("a quote needs at least one piece");
    this.country = input.destination.country.toUpperCase();
    this.postcode = normalizePostcode(input.destination.postcode ?? "");
    this.dimensions = input.pieces.map((piece) => ({
      lengthCm: new Decimal(piece.lengthCm),
      widthCm: new Decimal(piece.widthCm),
      heightCm: new Decimal(piece.heightCm),
      weightKg: new Decimal(piece.weightKg),
    }));
  }

  private measure(divisor: Decimal): ParcelMeasures {
    const key = divisor.toString();
    const cached = this.measures.get(key);
    if (cached) return cached;
    const pieces = this.dimensions.map((piece) => measurePiece(piece, divisor));
    const measured = {
      pieces,
      count: new Decimal(pieces.length),
      longestSide: Decimal.max(...pieces.map((piece) => piece.longestSide)),
      girth: Decimal.max(...pieces.map((piece) => piece.girth)),
      maxPieceWeight: Decimal.max(...pieces.map((piece) => piece.actual)),
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
  rate(currency: string): Decimal | null {
    const cached = this.rates.get(currency);
    if (cached !== undefined) return cached;
    const text = rateOf(this.context, currency);
    const parsed = text === undefined ? null : new Decimal(text);
    const rate = parsed?.gt(0) ? parsed : null;
    this.rates.set(currency, rate);
    return rate;
  }

  /** `amount` from one currency to another with convertAmount's rule; null when a rate is missing. */
  convert(amount: Decimal, from: string, to: string): Decimal | null {
    if (from === to) return amount.toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_HALF_UP);
    const fromRate = this.rate(from);
    const toRate = this.rate(to);
    if (!fromRate || !toRate) return null;
    return amount.times(fromRate).dividedBy(toRate).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_HALF_UP);
  }

  /** A surcharge's rounded amount, shared by the products whose surcharge has the same sharedKey. */
  surcharge(key: string | null, compute: () => SurchargeResult): SurchargeResult {
    if (key === null) return compute();
    const cached = this.shared.get(key);
    if (cached !== undefined) return cached;
    const result = compute();
    this.shared.set(key, result);
    return result;
  }

  /** The declared value in `currency` (2 places), or null when a rate is missing. */
  declaredIn(currency: string): { text: string; value: Decimal } | null {
    const cached = this.declared.get(currency);
    if (cached !== undefined) return cached;
    const { amount, currency: from } = this.input.declaredValue;
    const value = this.convert(new Decimal(amount), from, currency);
    const declared = value && { text: value.toFixed(MONEY_DECIMALS), value };
    this.declared.set(currency, declared);
    return declared;
  }
}

const checkPieces = (compiled: CompiledProduct, parcel: ParcelMeasures) => {
  const { limits } = compiled;
  if (exceeds(parcel.count, limits.pieces)) {
    throw new NotServed("multiPieceNotSupported", {
      pieces: parcel.count.toString(),
      limit: limits.pieces.toString(),
    });
  }
  for (const piece of parcel.pieces) {
    if (exceeds(piece.actual, limits.pieceWeight)) {
      throw new NotServed("pieceWeightOverLimit", {
        weight: weightText(piece.actual),
        limit: limits.pieceWeight.toString(),
      });
    }
    if (exceeds(piece.longestSide, limits.longestSide)) {
      throw new NotServed("sizeOverLimit", {
        length: piece.longestSide.toString(),
        limit: limits.longestSide.toString(),
      });
    }
    if (exceeds(piece.girth, limits.girth)) {
      throw new NotServed("girthOverLimit", {
        girth: piece.girth.toString(),
        limit: limits.girth.toString(),
      });
    }
  }
};

const surchargeAmount = (surcharge: CompiledSurcharge, facts: SurchargeFacts): Decimal | null => {
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

const computeQuote = (compiled: CompiledProduct, parcelInput: Parcel): Quote => {
  const { product } = compiled;
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
      limit: compiled.limits.orderWeight.toString(),
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
  if (exceeds(declaredValue, compiled.limits.declaredValue)) {
    throw new NotServed("declaredValueOverLimit", {
      value: declared.text,
      limit: compiled.limits.declaredValue.toFixed(MONEY_DECIMALS),
      currency: product.currency,
    });
  }
  if (product.currency !== context.walletCurrency) {
    for (const currency of [product.currency, context.walletCurrency]) {
      if (!parcelInput.rate(currency)) throw new NotServed("currencyRateMissing", { currency });
    }
  }

  const freight = rateFreight(compiled, zone.code, weights.chargeable, parcel.pieces.length);
  if (freight === null) {
    throw new NotServed("noRateForWeight", { weight: weights.texts.chargeableKg, zone: zone.code });
  }
  const round = (value: Decimal) => value.toDecimalPlaces(MONEY_DECIMALS, compiled.rounding);
  const baseFreight = Decimal.max(round(freight), compiled.minimumCharge);

  const facts: SurchargeFacts = {
    parcel,
    actual: weights.actual,
    volumetric: weights.volumetric,
    chargeable: weights.chargeable,
    baseFreight,
    declaredValue,
    remote: postcodeInSet(compiled.remote, postcode) && !postcodeInSet(compiled.nonRemote, postcode),
    insured: input.insured,
    cargoType: input.cargoType,
    zone: zone.code,
    country,
    earlier: {},
  };
  const lines: QuoteLine[] = [];
  let total = baseFreight;
  for (const surcharge of compiled.surcharges) {
    const result = parcelInput.surcharge(surcharge.sharedKey, () => {
      const raw = surchargeAmount(surcharge, facts);
      if (raw === null) return null;
      const amount = round(raw);
      return { amount, text: amount.toFixed(MONEY_DECIMALS) };
    });
    facts.earlier[surcharge.rule.code] = result === null ? ZERO : result.amount;
    if (result === null) continue;
    total = total.plus(result.amount);
    lines.push({
      kind: "surcharge",
      code: surcharge.rule.code,
      name: surcharge.rule.name,
      amount: result.text,
      showOnStatement: surcharge.rule.showOnStatement,
    });
  }
  for (const code of new Set(input.premiumPackageCodes)) {
    const premium = compiled.premiums.get(code);
    if (!premium) continue;
    const { calc } = premium;
    const raw =
      calc.kind === "perOrder"
        ? new Decimal(calc.amount)
        : calc.kind === "perPiece"
          ? new Decimal(calc.amount).times(parcel.count)
          : baseFreight.times(factor(calc.percent));
    const amount = round(raw);
    total = total.plus(amount);
    lines.push({
      kind: "premium",
      code: premium.code,
      name: premium.name,
      amount: amount.toFixed(MONEY_DECIMALS),
      showOnStatement: true,
    });
  }
  return {
    served: true,
    product: compiled.ref,
    zone: { code: zone.code, name: zone.name },
    weights: weights.texts,
    baseFreight: baseFreight.toFixed(MONEY_DECIMALS),
    lines,
    total: total.toFixed(MONEY_DECIMALS),
    currency: product.currency,
    walletCurrency: context.walletCurrency,
    // Both rates were checked above, so the conversion cannot be missing.
    totalInWalletCurrency: (
      parcelInput.convert(total, product.currency, context.walletCurrency) as Decimal
    ).toFixed(MONEY_DECIMALS),
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
