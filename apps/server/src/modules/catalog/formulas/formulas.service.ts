import {
  type FormulaInput,
  type FormulaTestInput,
  type FormulaTestResult,
  type FormulaType,
  type FormulaTypeInput,
  formulaInputSchema,
  formulaTestInputSchema,
  formulaTypeInputSchema,
} from "@pp/contracts";
import {
  compileFormula,
  FORMULA_VARIABLES,
  type FormulaConstant,
  isConstantError,
  testFormula,
  translateFormulaError,
} from "@pp/domain";
import { requireCan } from "../../../platform/access";
import type { Actor } from "../../../platform/actor";
import type { Db, Executor } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { mapPage, wholePage } from "../../../platform/paging";
import { touchProducts } from "../catalog.changes";
import * as repo from "./formulas.repository";

// Cost formulas and their types are platform staff's tools: nobody else reads them (customers never see a
// formula or a cost).

const ENGINE_VARIABLES: ReadonlySet<string> = new Set(FORMULA_VARIABLES);

// ---- formula types

type FormulaTypeRow = NonNullable<Awaited<ReturnType<typeof repo.findFormulaType>>>;

const typeViews = async (db: Executor, rows: FormulaTypeRow[]) => {
  const names = new Map(
    (await repo.customerOrgs(db, [...new Set(rows.flatMap((r) => r.orgIds))])).map((o) => [o.id, o.name]),
  );
  return rows.map((row) => ({
    id: row.id,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    calcType: row.calcType as FormulaType["calcType"],
    sort: row.sort,
    referencesSurcharges: row.referencesSurcharges,
    parameters: row.parameters,
    showOnInvoice: row.showOnInvoice,
    isPublic: row.isPublic,
    orgs: row.orgIds.map((id) => ({ id, name: names.get(id) ?? String(id) })),
  }));
};

export const listFormulaTypes = async (db: Db, actor: Actor) => {
  requireCan(actor, "manageCatalog");
  return wholePage(await typeViews(db, await repo.listFormulaTypes(db)));
};

export const customerOrgOptions = async (db: Db, actor: Actor) => {
  requireCan(actor, "manageCatalog");
  return { rows: await repo.allCustomerOrgs(db) };
};

/** A public type is offered to every customer; otherwise to the assigned customer orgs, which must exist. */
const typeValues = async (db: Executor, input: FormulaTypeInput) => {
  const values = formulaTypeInputSchema.parse(input);
  const orgIds = values.isPublic ? [] : [...new Set(values.orgIds)];
  if ((await repo.customerOrgs(db, orgIds)).length !== orgIds.length)
    throw AppError.field("orgIds", "CAT_UNKNOWN_CUSTOMER");
  return { ...values, parameters: [...new Set(values.parameters)], orgIds };
};

export const createFormulaType = async (db: Db, actor: Actor, input: FormulaTypeInput) => {
  requireCan(actor, "manageCatalog");
  const row = await repo.insertFormulaType(db, await typeValues(db, input));
  if (!row) throw new AppError("INTERNAL");
  const [view] = await typeViews(db, [row]);
  return view as NonNullable<typeof view>;
};

export const updateFormulaType = async (db: Db, actor: Actor, id: number, input: FormulaTypeInput) => {
  requireCan(actor, "manageCatalog");
  const row = await repo.updateFormulaType(db, id, await typeValues(db, input));
  if (!row) throw new AppError("NOT_FOUND");
  const [view] = await typeViews(db, [row]);
  return view as NonNullable<typeof view>;
};

export const deleteFormulaType = async (db: Db, actor: Actor, id: number) => {
  requireCan(actor, "manageCatalog");
  await db.transaction(async (tx) => {
    if (!(await repo.findFormulaType(tx, id))) throw new AppError("NOT_FOUND");
    const codes = await repo.formulaCodesOfType(tx, id);
    if (codes.length)
      throw new AppError("IN_USE", {
        params: { messageKey: "CAT_FORMULA_TYPE_IN_USE", codes: codes.join(", ") },
      });
    await repo.deleteFormulaType(tx, id);
  });
};

// ---- formulas

type FormulaViewRow = NonNullable<Awaited<ReturnType<typeof repo.findFormulaView>>>;

const formulaView = (row: FormulaViewRow) => ({
  id: row.formula.id,
  code: row.formula.code,
  nameZh: row.formula.nameZh,
  nameEn: row.formula.nameEn,
  formulaTypeId: row.formula.formulaTypeId,
  formulaTypeName:
    row.typeNameZh === null || row.typeNameEn === null ? null : { zh: row.typeNameZh, en: row.typeNameEn },
  expression: row.formula.expression,
  constants: row.formula.constants,
  testStatus: row.formula.testStatus,
  usedByProducts: row.usedByProducts,
  updatedAt: row.formula.updatedAt.toISOString(),
});

export const listFormulas = async (db: Db, actor: Actor, query: Parameters<typeof repo.listFormulas>[1]) => {
  requireCan(actor, "manageCatalog");
  const page = await repo.listFormulas(db, query);
  return mapPage(page, formulaView);
};

/** The names a formula may read: the engine's variables and its type's parameters (earlier surcharges). */
const knownVariables = async (db: Executor, formulaTypeId: number | null) => {
  if (formulaTypeId === null) return [...FORMULA_VARIABLES];
  const type = await repo.findFormulaType(db, formulaTypeId);
  if (!type) throw AppError.field("formulaTypeId", "CAT_UNKNOWN_FORMULA_TYPE");
  return [...FORMULA_VARIABLES, ...type.parameters];
};

/** A formula the engine cannot compile is refused, naming the position of the error. */
const checkExpression = async (
  db: Executor,
  actor: Actor,
  formula: { expression: string; constants: FormulaConstant[]; formulaTypeId: number | null },
) => {
  const compiled = compileFormula(formula.expression, {
    constants: formula.constants,
    knownVariables: await knownVariables(db, formula.formulaTypeId),
  });
  if (!compiled.ok)
    throw AppError.field(
      isConstantError(compiled.code) ? "constants" : "expression",
      translateFormulaError(actor.lang, compiled.code, compiled.position),
    );
};

const duplicateConstant = (constants: FormulaConstant[]) =>
  constants.findIndex((c, index) => constants.findIndex((other) => other.id === c.id) !== index);

const formulaValues = async (db: Executor, actor: Actor, input: FormulaInput) => {
  const values = formulaInputSchema.parse(input);
  const duplicate = duplicateConstant(values.constants);
  if (duplicate >= 0) throw AppError.field(`constants.${duplicate}.id`, "CAT_CONSTANT_DUPLICATE");
  await checkExpression(db, actor, values);
  return values;
};

const viewOf = async (db: Executor, id: number) => {
  const row = await repo.findFormulaView(db, id);
  if (!row) throw new AppError("NOT_FOUND");
  return formulaView(row);
};

export const createFormula = async (db: Db, actor: Actor, input: FormulaInput) => {
  requireCan(actor, "manageCatalog");
  const values = await formulaValues(db, actor, input);
  const row = await repo.insertFormula(db, values);
  if (!row) throw AppError.field("code", "CAT_FORMULA_CODE_TAKEN");
  return viewOf(db, row.id);
};

const sameFormula = (
  a: { expression: string; constants: FormulaConstant[] },
  b: { expression: string; constants: FormulaConstant[] },
) => a.expression === b.expression && JSON.stringify(a.constants) === JSON.stringify(b.constants);

/**
 * Saves a formula. A changed text clears the last test result, is copied into the product surcharges priced
 * by it, and re-prices those products.
 */
export const updateFormula = async (db: Db, actor: Actor, id: number, input: FormulaInput) => {
  requireCan(actor, "manageCatalog");
  return db.transaction(async (tx) => {
    const current = await repo.findFormula(tx, id);
    if (!current) throw new AppError("NOT_FOUND");
    const values = await formulaValues(tx, actor, input);
    const clash = await repo.findFormulaByCode(tx, values.code);
    if (clash && clash.id !== id) throw AppError.field("code", "CAT_FORMULA_CODE_TAKEN");
    const changed = !sameFormula(current, values);
    await repo.updateFormula(tx, id, { ...values, ...(changed ? { testStatus: null } : {}) });
    if (changed) {
      await repo.updateSurchargeFormulaCopies(tx, id, {
        expression: values.expression,
        constants: values.constants,
      });
      await touchProducts(
        tx,
        (await repo.productsUsingFormula(tx, id)).map((p) => p.id),
      );
    }
    return viewOf(tx, id);
  });
};

/** Deletes a formula no product surcharge uses; otherwise names the products. */
export const deleteFormula = async (db: Db, actor: Actor, id: number) => {
  requireCan(actor, "manageCatalog");
  await db.transaction(async (tx) => {
    if (!(await repo.findFormula(tx, id))) throw new AppError("NOT_FOUND");
    const users = await repo.productsUsingFormula(tx, id);
    if (users.length)
      throw new AppError("IN_USE", {
        params: { messageKey: "CAT_FORMULA_IN_USE", codes: users.map((p) => p.code).join(", ") },
      });
    await repo.deleteFormula(tx, id);
  });
};

/**
 * "Test formula": runs the editor's text on sample values with the engine. When it names a saved formula
 * whose text it is, the outcome is recorded as the formula's test status.
 */
export const runFormulaTest = async (
  db: Db,
  actor: Actor,
  input: FormulaTestInput,
): Promise<FormulaTestResult> => {
  requireCan(actor, "manageCatalog");
  const values = formulaTestInputSchema.parse(input);
  const known = await knownVariables(db, values.formulaTypeId);
  const sample = Object.fromEntries(Object.entries(values.sample).filter(([name]) => known.includes(name)));
  // The type's parameters (earlier surcharges' results) count as 0 unless the sample gives them.
  const parameters = known.filter((name) => !ENGINE_VARIABLES.has(name));
  const result = testFormula(values.expression, values.constants, {
    ...Object.fromEntries(parameters.map((name) => [name, "0"])),
    ...sample,
  });
  let recorded = false;
  if (values.formulaId !== undefined) {
    const saved = await repo.findFormula(db, values.formulaId);
    if (!saved) throw new AppError("NOT_FOUND");
    if (sameFormula(saved, values)) {
      await repo.setTestStatus(db, saved.id, result.passed ? "passed" : "failed");
      recorded = true;
    }
  }
  if (result.passed) return { passed: true, value: result.value, recorded };
  return {
    passed: false,
    message: translateFormulaError(actor.lang, result.code, result.position),
    ...(result.position === undefined ? {} : { position: result.position }),
    recorded,
  };
};
