import { Decimal } from "decimal.js";
import jsep from "jsep";
import type { FormulaConstant } from "./pricing.types";

/**
 * Operator-written surcharge formulas. jsep parses the text; the AST is turned into a tree of closures that
 * compute with Decimal. Nothing is ever handed to eval or new Function: only the identifiers, functions and
 * operators listed here exist.
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
] as const;
export type FormulaErrorCode = (typeof FORMULA_ERROR_CODES)[number];

export type FormulaValue = Decimal | string | boolean;
/** Values by name: variables, and the results of earlier surcharges by their code. */
export type FormulaScope = Record<string, FormulaValue>;

type Evaluate = (scope: FormulaScope) => FormulaValue;

export interface CompiledFormula {
  ok: true;
  /** Throws FormulaRuntimeError (division by zero, type mismatch); the result is a number. */
  evaluate: (scope: FormulaScope) => Decimal;
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

const truthy = (value: FormulaValue): boolean => {
  if (typeof value === "boolean") return value;
  if (typeof value === "string") return value !== "";
  return !value.isZero();
};

const asNumber = (value: FormulaValue): Decimal => {
  if (value instanceof Decimal) return value;
  throw new FormulaRuntimeError("typeMismatch");
};

const equal = (left: FormulaValue, right: FormulaValue): boolean => {
  if (left instanceof Decimal && right instanceof Decimal) return left.eq(right);
  if (typeof left !== typeof right) throw new FormulaRuntimeError("typeMismatch");
  return left === right;
};

const arithmetic: Record<string, (left: Decimal, right: Decimal) => FormulaValue> = {
  "+": (l, r) => l.plus(r),
  "-": (l, r) => l.minus(r),
  "*": (l, r) => l.times(r),
  "/": (l, r) => {
    if (r.isZero()) throw new FormulaRuntimeError("divisionByZero");
    return l.dividedBy(r);
  },
  "%": (l, r) => {
    if (r.isZero()) throw new FormulaRuntimeError("divisionByZero");
    return l.mod(r);
  },
  "<": (l, r) => l.lt(r),
  "<=": (l, r) => l.lte(r),
  ">": (l, r) => l.gt(r),
  ">=": (l, r) => l.gte(r),
};

const numberArgs = (args: Evaluate[], scope: FormulaScope): Decimal[] =>
  args.map((arg) => asNumber(arg(scope)));

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
      build: (a) => (s) => Decimal.min(...numberArgs(a, s)),
    },
    max: {
      minArgs: 1,
      maxArgs: Number.POSITIVE_INFINITY,
      build: (a) => (s) => Decimal.max(...numberArgs(a, s)),
    },
    ceil: {
      minArgs: 1,
      maxArgs: 1,
      build:
        ([x]) =>
        (s) =>
          asNumber(evaluateArg(x, s)).ceil(),
    },
    floor: {
      minArgs: 1,
      maxArgs: 1,
      build:
        ([x]) =>
        (s) =>
          asNumber(evaluateArg(x, s)).floor(),
    },
    abs: {
      minArgs: 1,
      maxArgs: 1,
      build:
        ([x]) =>
        (s) =>
          asNumber(evaluateArg(x, s)).abs(),
    },
    round: {
      minArgs: 1,
      maxArgs: 2,
      build:
        ([x, places]) =>
        (s) => {
          const digits = places ? asNumber(places(s)) : new Decimal(0);
          if (!digits.isInteger() || digits.lt(0) || digits.gt(20))
            throw new FormulaRuntimeError("typeMismatch");
          return asNumber(evaluateArg(x, s)).toDecimalPlaces(digits.toNumber(), Decimal.ROUND_HALF_UP);
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
const evaluateArg = (arg: Evaluate | undefined, scope: FormulaScope): FormulaValue =>
  (arg as Evaluate)(scope);

interface BuildContext {
  text: string;
  constants: Map<string, Decimal>;
  known: Set<string>;
}

const build = (node: jsep.Expression, ctx: BuildContext): Evaluate => {
  switch (node.type) {
    case "Literal": {
      const literal = node as jsep.Literal;
      if (typeof literal.value === "number") {
        const value = new Decimal(literal.raw);
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
        return (scope) => {
          const value = Object.hasOwn(scope, name) ? scope[name] : undefined;
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
      if (operator === "-") return (s) => asNumber(arg(s)).negated();
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

const parseConstants = (constants: FormulaConstant[]): Map<string, Decimal> | undefined => {
  const map = new Map<string, Decimal>();
  for (const constant of constants) {
    let value: Decimal;
    try {
      value = new Decimal(constant.value);
    } catch {
      return undefined;
    }
    if (!value.isFinite()) return undefined;
    map.set(constant.id, value);
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
  if (text.trim() === "") return { ok: false, code: "empty", position: 0 };
  const constants = parseConstants(options.constants);
  if (!constants) return { ok: false, code: "invalidConstant", position: 0 };
  let ast: jsep.Expression;
  try {
    ast = jsep(text);
  } catch (error) {
    const index = (error as { index?: unknown }).index;
    return { ok: false, code: "syntax", position: typeof index === "number" ? index : 0 };
  }
  let root: Evaluate;
  try {
    root = build(ast, { text, constants, known: new Set(options.knownVariables) });
  } catch (error) {
    if (error instanceof CompileError)
      return { ok: false, code: error.code, position: Math.max(0, error.position) };
    throw error;
  }
  return {
    ok: true,
    evaluate: (scope) => {
      const value = root(scope);
      if (!(value instanceof Decimal) || !value.isFinite()) throw new FormulaRuntimeError("notANumber");
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
    try {
      scope[name] = new Decimal(raw === undefined || raw.trim() === "" ? "0" : raw.trim());
    } catch {
      return { passed: false, code: "typeMismatch" };
    }
  }
  try {
    return { passed: true, value: compiled.evaluate(scope).toDecimalPlaces(8).toString() };
  } catch (error) {
    if (error instanceof FormulaRuntimeError) return { passed: false, code: error.code };
    throw error;
  }
};
