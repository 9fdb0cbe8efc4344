import { Decimal } from "decimal.js";
import jsep from "jsep";
import {
  absolute,
  ceil,
  compare,
  dividedBy,
  type Exact,
  Fixed,
  floor,
  fromDecimal,
  isInteger,
  isZero,
  max,
  maxOf,
  min,
  minOf,
  minus,
  modulo,
  negated,
  plus,
  times,
  toDecimal,
  toDecimalPlaces,
  toNumber,
  ZERO,
} from "./exact";
import type { FormulaConstant } from "./pricing.types";

/**
 * Operator-written surcharge formulas. jsep parses the text; the AST is turned into a tree of closures that
 * compute exactly (exact.ts: scaled integers, decimal.js where they do not fit, always decimal.js's results).
 * Nothing is ever handed to eval or new Function: only the identifiers, functions and operators listed here
 * exist.
 */

/** Numeric variables the engine provides to every formula. */
export const FORMULA_NUMBER_VARIABLES = [
  "actualWeight",
  "volumetricWeight",
  "chargeableWeight",
  "pieces",
  "longestSide",
  "girth",
  "maxPieceWeight",
  "declaredValue",
  "baseFreight",
] as const;
/** Text variables the engine provides to every formula. */
export const FORMULA_TEXT_VARIABLES = ["zone", "country", "cargoType"] as const;
export const FORMULA_VARIABLES = [...FORMULA_NUMBER_VARIABLES, ...FORMULA_TEXT_VARIABLES] as const;
export type FormulaVariable = (typeof FORMULA_VARIABLES)[number];

export const FORMULA_FUNCTIONS = ["min", "max", "ceil", "floor", "round", "abs", "if"] as const;

export const FORMULA_ERROR_CODES = [
  "empty",
  "syntax",
  "unknownVariable",
  "unknownFunction",
  "wrongArgumentCount",
  "unsupportedExpression",
  "invalidConstant",
  "divisionByZero",
  "typeMismatch",
  "notANumber",
  "negativeResult",
  "tooLong",
  "tooDeep",
  "tooManyOperations",
  "numberOutOfRange",
  "constantOutOfRange",
  "sampleOutOfRange",
  "outOfRange",
] as const;
export type FormulaErrorCode = (typeof FORMULA_ERROR_CODES)[number];

/** Whether an error concerns a constant's value rather than the formula's text (an editor shows it there). */
export const isConstantError = (code: FormulaErrorCode): boolean =>
  code === "invalidConstant" || code === "constantOutOfRange";

export type FormulaValue = Decimal | string | boolean;
/** Values by name: variables, and the results of earlier surcharges by their code. */
export type FormulaScope = Record<string, FormulaValue>;

/** A value as the engine hands it to a formula: numbers exact (Fixed or Decimal). */
export type ExactFormulaValue = Exact | string | boolean;

/** Reads the formula's variables by position (see ExactFormula.variables); undefined = not provided. */
type Evaluate = (values: readonly (ExactFormulaValue | undefined)[]) => ExactFormulaValue;

export interface CompiledFormula {
  ok: true;
  /** Throws FormulaRuntimeError (division by zero, type mismatch); the result is a number. */
  evaluate: (scope: FormulaScope) => Decimal;
}

/** A formula compiled for the pricing engine, which reads variables by position rather than from a scope object. */
export interface ExactFormula {
  ok: true;
  /** The variables the formula reads, in the order evaluate() takes their values. */
  variables: readonly string[];
  /** Throws FormulaRuntimeError (division by zero, type mismatch); the result is a number. */
  evaluate: (values: readonly (ExactFormulaValue | undefined)[]) => Exact;
}

export interface FormulaCompileError {
  ok: false;
  code: FormulaErrorCode;
  /** 0-based character position in the formula text. */
  position: number;
}

export class FormulaRuntimeError extends Error {
  constructor(readonly code: FormulaErrorCode) {
    super(code);
  }
}

export interface CompileFormulaOptions {
  constants: FormulaConstant[];
  /** Names a formula may read besides the constants (the engine's variables, earlier surcharges). */
  knownVariables: readonly string[];
}

class CompileError extends Error {
  constructor(
    readonly code: FormulaErrorCode,
    readonly position: number,
  ) {
    super(code);
  }
}

const IDENTIFIER = /[A-Za-z_$][\w$]*/y;
const QUOTES = new Set(["'", '"']);

// ---- bounds: what a formula may be (issue 10 "Bounds"; docs/pricing.md "Bounds")

/** A formula has at most this many characters. */
export const FORMULA_MAX_LENGTH = 2000;
/** Brackets (parentheses, function calls) nest at most this deep. */
export const FORMULA_MAX_DEPTH = 30;
/** At most this many operations (numbers, names, operators, function calls): evaluating takes as many steps. */
export const FORMULA_MAX_OPERATIONS = 500;
/** A number written in a formula, or a constant's value, has at most this many digits before the point… */
export const FORMULA_NUMBER_INTEGER_DIGITS = 10;
/** …and at most this many after it. */
export const FORMULA_NUMBER_DECIMALS = 8;
/** Every value computed along the way stays below 10^this in magnitude; a larger one fails the formula. */
export const FORMULA_MAX_MAGNITUDE_DIGITS = 20;

/** A constant's value as the editor takes it: the same digits, in plain notation. */
export const FORMULA_NUMBER_PATTERN = new RegExp(
  `^-?\\d{1,${FORMULA_NUMBER_INTEGER_DIGITS}}(\\.\\d{1,${FORMULA_NUMBER_DECIMALS}})?$`,
);
/**
 * What a request may carry as a formula's text. The engine refuses a text beyond FORMULA_MAX_LENGTH itself,
 * naming the position, so the request's cap is only there to keep bodies small.
 */
export const FORMULA_REQUEST_MAX_LENGTH = 100_000;

const NUMBER_LIMIT = new Decimal(10).pow(FORMULA_NUMBER_INTEGER_DIGITS);

/** A number a formula may write or a constant may hold: finite, below 10^10, at most 8 decimals. */
export const isFormulaNumber = (value: Decimal): boolean =>
  value.isFinite() && value.abs().lt(NUMBER_LIMIT) && value.decimalPlaces() <= FORMULA_NUMBER_DECIMALS;

/** A number literal as jsep reads one ("12", "1.5", ".5", "2e3"). */
const NUMBER_LITERAL = /(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
// Longer literals are refused without being read: no sensible one needs that many characters.
const MAX_LITERAL_LENGTH = FORMULA_NUMBER_INTEGER_DIGITS + FORMULA_NUMBER_DECIMALS + 8;
const OPENING = new Set(["(", "["]);
const CLOSING = new Set([")", "]"]);
const SEPARATORS = new Set([",", " ", "\t", "\n", "\r"]);

/** The index after the string literal that opens at `start` (a backslash escapes the next character). */
const stringEnd = (text: string, start: number, end: number): number => {
  const quote = text.charAt(start);
  for (let index = start + 1; index < end; index++) {
    const char = text.charAt(index);
    if (char === "\\") index += 1;
    else if (char === quote) return index + 1;
  }
  return end;
};

const literalInRange = (raw: string): boolean => {
  if (raw.length > MAX_LITERAL_LENGTH) return false;
  return isFormulaNumber(new Decimal(raw));
};

/**
 * Checks the bounds on the text itself, before the parser (which recurses once per bracket) sees it: the
 * first problem from the left, with its position, or null. It reads at most FORMULA_MAX_LENGTH characters.
 */
const checkBounds = (text: string): CompileError | null => {
  let depth = 0;
  let operations = 0;
  let index = 0;
  const end = Math.min(text.length, FORMULA_MAX_LENGTH);
  while (index < end) {
    const char = text.charAt(index);
    const start = index;
    if (SEPARATORS.has(char)) {
      index += 1;
      continue;
    }
    if (OPENING.has(char)) {
      depth += 1;
      if (depth > FORMULA_MAX_DEPTH) return new CompileError("tooDeep", index);
      index += 1;
      continue;
    }
    if (CLOSING.has(char)) {
      depth = Math.max(0, depth - 1);
      index += 1;
      continue;
    }
    operations += 1;
    if (operations > FORMULA_MAX_OPERATIONS) return new CompileError("tooManyOperations", index);
    if (QUOTES.has(char)) {
      index = stringEnd(text, index, end);
      continue;
    }
    IDENTIFIER.lastIndex = index;
    const name = IDENTIFIER.exec(text);
    if (name) {
      index += name[0].length;
      continue;
    }
    NUMBER_LITERAL.lastIndex = index;
    const number = NUMBER_LITERAL.exec(text);
    if (number) {
      if (!literalInRange(number[0])) return new CompileError("numberOutOfRange", start);
      index += number[0].length;
      continue;
    }
    index += 1;
  }
  return text.length > FORMULA_MAX_LENGTH ? new CompileError("tooLong", FORMULA_MAX_LENGTH) : null;
};

/** A formula's result is an amount of money: below 10^10, as every number it may write. */
const RESULT_LIMIT = fromDecimal(NUMBER_LIMIT);

/** 10^20: the magnitude no value computed inside a formula may reach. */
const MAGNITUDE_LIMIT = new Decimal(10).pow(FORMULA_MAX_MAGNITUDE_DIGITS);

/**
 * A computed value within the bounds. A Fixed always is (a safe integer of units); a Decimal may have grown
 * without limit (a product of products), and is refused before anything reads or prints it.
 */
const bounded = (value: Exact): Exact => {
  if (value instanceof Fixed || (value.isFinite() && value.abs().lt(MAGNITUDE_LIMIT))) return value;
  throw new FormulaRuntimeError("outOfRange");
};

/** Position of the first use of `name` as a whole identifier outside string literals (jsep keeps no positions). */
const identifierPosition = (text: string, name: string): number => {
  let index = 0;
  while (index < text.length) {
    const char = text.charAt(index);
    if (QUOTES.has(char)) {
      const close = text.indexOf(char, index + 1);
      index = close === -1 ? text.length : close + 1;
      continue;
    }
    IDENTIFIER.lastIndex = index;
    const match = IDENTIFIER.exec(text);
    if (match) {
      if (match[0] === name) return index;
      index += match[0].length;
      continue;
    }
    index += 1;
  }
  return 0;
};

const isNumber = (value: ExactFormulaValue): value is Exact =>
  value instanceof Fixed || value instanceof Decimal;

const truthy = (value: ExactFormulaValue): boolean => {
  if (typeof value === "boolean") return value;
  if (typeof value === "string") return value !== "";
  return !isZero(value);
};

const asNumber = (value: ExactFormulaValue): Exact => {
  if (isNumber(value)) return value;
  throw new FormulaRuntimeError("typeMismatch");
};

const equal = (left: ExactFormulaValue, right: ExactFormulaValue): boolean => {
  if (isNumber(left) && isNumber(right)) return compare(left, right) === 0;
  if (typeof left !== typeof right) throw new FormulaRuntimeError("typeMismatch");
  return left === right;
};

// Comparisons with NaN (only a Decimal can be NaN) are false, as decimal.js's lt/lte/gt/gte answer.
const arithmetic: Record<string, (left: Exact, right: Exact) => ExactFormulaValue> = {
  "+": (l, r) => bounded(plus(l, r)),
  "-": (l, r) => bounded(minus(l, r)),
  "*": (l, r) => bounded(times(l, r)),
  "/": (l, r) => {
    if (isZero(r)) throw new FormulaRuntimeError("divisionByZero");
    return bounded(dividedBy(l, r));
  },
  "%": (l, r) => {
    if (isZero(r)) throw new FormulaRuntimeError("divisionByZero");
    return modulo(l, r);
  },
  "<": (l, r) => compare(l, r) < 0,
  "<=": (l, r) => compare(l, r) <= 0,
  ">": (l, r) => compare(l, r) > 0,
  ">=": (l, r) => compare(l, r) >= 0,
};

const numberArgs = (args: Evaluate[], values: readonly (ExactFormulaValue | undefined)[]): Exact[] =>
  args.map((arg) => asNumber(arg(values)));

/** round() takes at most 20 decimal places. */
const TWENTY = new Fixed(20, 0);

interface FunctionSpec {
  minArgs: number;
  maxArgs: number;
  build: (args: Evaluate[]) => Evaluate;
}

const functions = new Map<string, FunctionSpec>(
  Object.entries({
    min: {
      minArgs: 1,
      maxArgs: Number.POSITIVE_INFINITY,
      build: (a) => {
        const [x, y] = a;
        // Two arguments, the usual case, need no argument array.
        if (a.length === 2 && x && y) return (s) => min(asNumber(x(s)), asNumber(y(s)));
        return (s) => minOf(...numberArgs(a, s));
      },
    },
    max: {
      minArgs: 1,
      maxArgs: Number.POSITIVE_INFINITY,
      build: (a) => {
        const [x, y] = a;
        if (a.length === 2 && x && y) return (s) => max(asNumber(x(s)), asNumber(y(s)));
        return (s) => maxOf(...numberArgs(a, s));
      },
    },
    ceil: {
      minArgs: 1,
      maxArgs: 1,
      build:
        ([x]) =>
        (s) =>
          ceil(asNumber(evaluateArg(x, s))),
    },
    floor: {
      minArgs: 1,
      maxArgs: 1,
      build:
        ([x]) =>
        (s) =>
          floor(asNumber(evaluateArg(x, s))),
    },
    abs: {
      minArgs: 1,
      maxArgs: 1,
      build:
        ([x]) =>
        (s) =>
          absolute(asNumber(evaluateArg(x, s))),
    },
    round: {
      minArgs: 1,
      maxArgs: 2,
      build:
        ([x, places]) =>
        (s) => {
          const digits = places ? asNumber(places(s)) : ZERO;
          if (!isInteger(digits) || compare(digits, ZERO) < 0 || compare(digits, TWENTY) > 0)
            throw new FormulaRuntimeError("typeMismatch");
          return toDecimalPlaces(asNumber(evaluateArg(x, s)), toNumber(digits), Decimal.ROUND_HALF_UP);
        },
    },
    if: {
      minArgs: 3,
      maxArgs: 3,
      build:
        ([test, consequent, alternate]) =>
        (s) =>
          truthy(evaluateArg(test, s)) ? evaluateArg(consequent, s) : evaluateArg(alternate, s),
    },
  } satisfies Record<(typeof FORMULA_FUNCTIONS)[number], FunctionSpec>),
);

// Arity is checked at compile time, so a missing argument cannot happen at run time.
const evaluateArg = (arg: Evaluate | undefined, values: readonly (ExactFormulaValue | undefined)[]) =>
  (arg as Evaluate)(values);

interface BuildContext {
  text: string;
  constants: Map<string, Exact>;
  known: Set<string>;
  /** Position of each variable read so far in the values evaluate() takes. */
  slots: Map<string, number>;
}

const build = (node: jsep.Expression, ctx: BuildContext): Evaluate => {
  switch (node.type) {
    case "Literal": {
      const literal = node as jsep.Literal;
      if (typeof literal.value === "number") {
        const value = fromDecimal(new Decimal(literal.raw));
        return () => value;
      }
      if (typeof literal.value === "string" || typeof literal.value === "boolean") {
        const value = literal.value;
        return () => value;
      }
      throw new CompileError("unsupportedExpression", ctx.text.indexOf(literal.raw));
    }
    case "Identifier": {
      const { name } = node as jsep.Identifier;
      if (ctx.known.has(name)) {
        const slot = ctx.slots.get(name) ?? ctx.slots.size;
        ctx.slots.set(name, slot);
        return (values) => {
          const value = values[slot];
          if (value === undefined) throw new FormulaRuntimeError("unknownVariable");
          return value;
        };
      }
      const constant = ctx.constants.get(name);
      if (constant) return () => constant;
      throw new CompileError("unknownVariable", identifierPosition(ctx.text, name));
    }
    case "UnaryExpression": {
      const { operator, argument } = node as jsep.UnaryExpression;
      const arg = build(argument, ctx);
      if (operator === "-") return (s) => negated(asNumber(arg(s)));
      if (operator === "+") return (s) => asNumber(arg(s));
      if (operator === "!") return (s) => !truthy(arg(s));
      throw new CompileError("unsupportedExpression", ctx.text.indexOf(operator));
    }
    case "BinaryExpression": {
      const { operator, left, right } = node as jsep.BinaryExpression;
      const l = build(left, ctx);
      const r = build(right, ctx);
      if (operator === "&&") return (s) => truthy(l(s)) && truthy(r(s));
      if (operator === "||") return (s) => truthy(l(s)) || truthy(r(s));
      if (operator === "==") return (s) => equal(l(s), r(s));
      if (operator === "!=") return (s) => !equal(l(s), r(s));
      const op = arithmetic[operator];
      if (!op) throw new CompileError("unsupportedExpression", ctx.text.indexOf(operator));
      return (s) => op(asNumber(l(s)), asNumber(r(s)));
    }
    case "ConditionalExpression": {
      const { test, consequent, alternate } = node as jsep.ConditionalExpression;
      const t = build(test, ctx);
      const c = build(consequent, ctx);
      const a = build(alternate, ctx);
      return (s) => (truthy(t(s)) ? c(s) : a(s));
    }
    case "CallExpression": {
      const call = node as jsep.CallExpression;
      const callee = call.callee.type === "Identifier" ? (call.callee as jsep.Identifier).name : undefined;
      const spec = callee === undefined ? undefined : functions.get(callee);
      if (!spec || callee === undefined) {
        const position = callee === undefined ? 0 : identifierPosition(ctx.text, callee);
        throw new CompileError(callee === undefined ? "unsupportedExpression" : "unknownFunction", position);
      }
      if (call.arguments.length < spec.minArgs || call.arguments.length > spec.maxArgs) {
        throw new CompileError("wrongArgumentCount", identifierPosition(ctx.text, callee));
      }
      return spec.build(call.arguments.map((arg) => build(arg, ctx)));
    }
    default:
      throw new CompileError("unsupportedExpression", 0);
  }
};

/** The constants by id, or the error of the first one that is not a number within the bounds. */
const parseConstants = (constants: FormulaConstant[]): Map<string, Exact> | FormulaErrorCode => {
  const map = new Map<string, Exact>();
  for (const constant of constants) {
    let value: Decimal;
    try {
      value = new Decimal(constant.value);
    } catch {
      return "invalidConstant";
    }
    if (!value.isFinite()) return "invalidConstant";
    if (!isFormulaNumber(value)) return "constantOutOfRange";
    map.set(constant.id, fromDecimal(value));
  }
  return map;
};

/**
 * Parses and checks a formula once. Every identifier must be a known variable or a constant id (variables win
 * when both exist), every call one of FORMULA_FUNCTIONS with the right number of arguments. On error the
 * answer names the 0-based character position of the problem.
 */
export const compileFormula = (
  text: string,
  options: CompileFormulaOptions,
): CompiledFormula | FormulaCompileError => {
  const compiled = compileExactFormula(text, options);
  if (!compiled.ok) return compiled;
  const { variables, evaluate } = compiled;
  return {
    ok: true,
    evaluate: (scope) =>
      toDecimal(evaluate(variables.map((name) => (Object.hasOwn(scope, name) ? scope[name] : undefined)))),
  };
};

/** compileFormula for the pricing engine: the same checks and results, variables read by position. */
export const compileExactFormula = (
  text: string,
  options: CompileFormulaOptions,
): ExactFormula | FormulaCompileError => {
  if (text.trim() === "") return { ok: false, code: "empty", position: 0 };
  const outOfBounds = checkBounds(text);
  if (outOfBounds) return { ok: false, code: outOfBounds.code, position: outOfBounds.position };
  const constants = parseConstants(options.constants);
  if (!(constants instanceof Map)) return { ok: false, code: constants, position: 0 };
  let ast: jsep.Expression;
  try {
    ast = jsep(text);
  } catch (error) {
    const index = (error as { index?: unknown }).index;
    return { ok: false, code: "syntax", position: typeof index === "number" ? index : 0 };
  }
  let root: Evaluate;
  const slots = new Map<string, number>();
  try {
    root = build(ast, { text, constants, known: new Set(options.knownVariables), slots });
  } catch (error) {
    if (error instanceof CompileError)
      return { ok: false, code: error.code, position: Math.max(0, error.position) };
    throw error;
  }
  return {
    ok: true,
    variables: [...slots.keys()],
    evaluate: (values) => {
      const value = root(values);
      if (!isNumber(value) || (value instanceof Decimal && value.isNaN())) {
        throw new FormulaRuntimeError("notANumber");
      }
      if (compare(absolute(value), RESULT_LIMIT) >= 0) throw new FormulaRuntimeError("outOfRange");
      return value;
    },
  };
};

const TEXT_VARIABLES: ReadonlySet<string> = new Set(FORMULA_TEXT_VARIABLES);

export type FormulaTestResult =
  | { passed: true; value: string }
  | { passed: false; code: FormulaErrorCode; position?: number };

/**
 * "Test formula": runs `text` on sample values. The sample gives variables (and earlier surcharges' results by
 * code) as strings; engine variables left out count as 0 (or "" for zone, country, cargoType). The value is
 * shown with up to 8 decimals, as computed, before the product's money rounding.
 */
export const testFormula = (
  text: string,
  constants: FormulaConstant[],
  sample: Record<string, string>,
): FormulaTestResult => {
  const known = [...new Set([...FORMULA_VARIABLES, ...Object.keys(sample)])];
  const compiled = compileFormula(text, { constants, knownVariables: known });
  if (!compiled.ok) return { passed: false, code: compiled.code, position: compiled.position };
  const scope: FormulaScope = {};
  for (const name of known) {
    const raw = sample[name];
    if (TEXT_VARIABLES.has(name)) {
      scope[name] = raw ?? "";
      continue;
    }
    let value: Decimal;
    try {
      value = new Decimal(raw === undefined || raw.trim() === "" ? "0" : raw.trim());
    } catch {
      return { passed: false, code: "typeMismatch" };
    }
    if (!isFormulaNumber(value)) return { passed: false, code: "sampleOutOfRange" };
    scope[name] = value;
  }
  try {
    return { passed: true, value: compiled.evaluate(scope).toDecimalPlaces(8).toString() };
  } catch (error) {
    if (error instanceof FormulaRuntimeError) return { passed: false, code: error.code };
    throw error;
  }
};
