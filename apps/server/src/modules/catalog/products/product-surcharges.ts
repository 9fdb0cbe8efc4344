import type { surchargeInputSchema } from "@pp/contracts";
import {
  compileFormula,
  FORMULA_VARIABLES,
  isConstantError,
  type SurchargeCalc,
  translateFormulaError,
} from "@pp/domain";
import type { z } from "zod";
import type { Actor } from "../../../platform/actor";
import type { Db, Executor } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { writeProduct } from "./product-access";
import { type FieldIssue, invalid } from "./product-checks";
import {
  deleteSurcharge as deleteSurchargeRow,
  findSurcharge,
  formulaExists,
  insertSurcharge,
  knownCurrency,
  listSurcharges,
  updateSurcharge,
} from "./products.repository";

type SurchargeSave = z.output<typeof surchargeInputSchema>;

/** The engine's variables, and the codes of earlier surcharges when this one may read their results. */
const formulaVariables = async (tx: Executor, productId: number, input: SurchargeSave, selfId?: number) => {
  if (!input.referencesEarlier) return [...FORMULA_VARIABLES];
  const earlier = (await listSurcharges(tx, productId)).filter(
    (row) => row.id !== selfId && row.sortNumber < input.sortNumber,
  );
  return [...FORMULA_VARIABLES, ...earlier.map((row) => row.code)];
};

const checkSurcharge = async (
  tx: Executor,
  actor: Actor,
  productId: number,
  input: SurchargeSave,
  selfId?: number,
) => {
  const issues: FieldIssue[] = [];
  const siblings = await listSurcharges(tx, productId);
  if (siblings.some((row) => row.id !== selfId && row.code.toLowerCase() === input.code.toLowerCase())) {
    issues.push({ field: "code", message: "CATALOG_SURCHARGE_CODE_TAKEN" });
  }
  if (input.formulaId !== null && !(await formulaExists(tx, input.formulaId))) {
    issues.push({ field: "formulaId", message: "CATALOG_FORMULA_UNKNOWN" });
  }
  const { calc } = input;
  if (
    calc.kind === "declaredValue" &&
    calc.overValueCurrency &&
    !(await knownCurrency(tx, calc.overValueCurrency))
  ) {
    issues.push({ field: "calc.overValueCurrency", message: "CATALOG_CURRENCY_UNKNOWN" });
  }
  if (input.calc.kind === "formula") {
    const compiled = compileFormula(input.calc.expression, {
      constants: input.calc.constants,
      knownVariables: await formulaVariables(tx, productId, input, selfId),
    });
    if (!compiled.ok) {
      issues.push({
        field: isConstantError(compiled.code) ? "calc.constants" : "calc.expression",
        message: translateFormulaError(actor.lang, compiled.code, compiled.position),
      });
    }
  }
  invalid(issues);
};

/** The calculator as stored: a declared-value threshold without a currency is in the product currency. */
const calcOf = ({ calc }: SurchargeSave, productCurrency: string): SurchargeCalc =>
  calc.kind === "declaredValue"
    ? { ...calc, overValueCurrency: calc.overValueCurrency ?? productCurrency }
    : (calc as SurchargeCalc);

const surchargeValues = (input: SurchargeSave, productCurrency: string) => ({
  ...input,
  calc: calcOf(input, productCurrency),
});

export const addSurcharge = (db: Db, actor: Actor, id: number, input: SurchargeSave) =>
  writeProduct(db, actor, id, {}, async (tx, product) => {
    await checkSurcharge(tx, actor, id, input);
    return insertSurcharge(tx, { ...surchargeValues(input, product.currency), productId: id });
  });

export const editSurcharge = (db: Db, actor: Actor, id: number, surchargeId: number, input: SurchargeSave) =>
  writeProduct(db, actor, id, {}, async (tx, product) => {
    if (!(await findSurcharge(tx, id, surchargeId))) throw new AppError("NOT_FOUND");
    await checkSurcharge(tx, actor, id, input, surchargeId);
    return updateSurcharge(tx, surchargeId, surchargeValues(input, product.currency));
  });

export const deleteSurcharge = (db: Db, actor: Actor, id: number, surchargeId: number) =>
  writeProduct(db, actor, id, {}, async (tx) => {
    if (!(await findSurcharge(tx, id, surchargeId))) throw new AppError("NOT_FOUND");
    await deleteSurchargeRow(tx, surchargeId);
    return { ok: true as const };
  });
