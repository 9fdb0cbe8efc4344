import type { FormulaConstant, SurchargeCalc } from "@pp/domain";
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../platform/db";
import { offsetPage } from "../../../platform/paging";
import { orgs } from "../../identity";
import { formulas, formulaTypes, productSurcharges, products } from "../catalog.tables";

// Formula types and cost formulas are platform-wide library rows (no owner org): the service guards by role.

// ---- formula types

type FormulaTypeValues = typeof formulaTypes.$inferInsert;

export const listFormulaTypes = (db: Executor) =>
  db.select().from(formulaTypes).orderBy(asc(formulaTypes.sort), asc(formulaTypes.id));

export const findFormulaType = async (db: Executor, id: number) =>
  (await db.select().from(formulaTypes).where(eq(formulaTypes.id, id)))[0];

export const insertFormulaType = async (db: Executor, values: FormulaTypeValues) =>
  (await db.insert(formulaTypes).values(values).returning())[0];

export const updateFormulaType = async (db: Executor, id: number, values: Partial<FormulaTypeValues>) =>
  (await db.update(formulaTypes).set(values).where(eq(formulaTypes.id, id)).returning())[0];

export const deleteFormulaType = async (db: Executor, id: number) =>
  (await db.delete(formulaTypes).where(eq(formulaTypes.id, id)).returning({ id: formulaTypes.id }))[0];

export const formulaCodesOfType = async (db: Executor, typeId: number) =>
  (
    await db
      .select({ code: formulas.code })
      .from(formulas)
      .where(eq(formulas.formulaTypeId, typeId))
      .orderBy(asc(formulas.code))
  ).map((r) => r.code);

/** Customer orgs among `ids` (and their names). */
export const customerOrgs = (db: Executor, ids: number[]) =>
  ids.length
    ? db
        .select({ id: orgs.id, name: orgs.name })
        .from(orgs)
        .where(and(inArray(orgs.id, ids), eq(orgs.type, "customer")))
    : Promise.resolve([]);

export const allCustomerOrgs = (db: Executor) =>
  db
    .select({ id: orgs.id, name: orgs.name })
    .from(orgs)
    .where(eq(orgs.type, "customer"))
    .orderBy(asc(orgs.name));

// ---- formulas

type FormulaValues = typeof formulas.$inferInsert;
export type FormulaFilter = { keyword?: string | undefined; formulaTypeId?: number | undefined };

const formulaWhere = (filter: FormulaFilter): SQL | undefined => {
  const pattern = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    filter.formulaTypeId ? eq(formulas.formulaTypeId, filter.formulaTypeId) : undefined,
    pattern
      ? or(ilike(formulas.code, pattern), ilike(formulas.nameZh, pattern), ilike(formulas.nameEn, pattern))
      : undefined,
  );
};

const formulaColumns = {
  formula: formulas,
  typeNameZh: formulaTypes.nameZh,
  typeNameEn: formulaTypes.nameEn,
  usedByProducts: sql<number>`(select count(distinct ${productSurcharges.productId})::int from ${productSurcharges} where ${productSurcharges.formulaId} = ${formulas.id})`,
};

export const listFormulas = async (db: Executor, filter: FormulaFilter & { page: number; size: number }) => {
  const where = formulaWhere(filter);
  return offsetPage(
    db
      .select(formulaColumns)
      .from(formulas)
      .leftJoin(formulaTypes, eq(formulaTypes.id, formulas.formulaTypeId))
      .where(where)
      .orderBy(asc(formulas.code))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ n: count() }).from(formulas).where(where),
  );
};

export const findFormulaView = async (db: Executor, id: number) =>
  (
    await db
      .select(formulaColumns)
      .from(formulas)
      .leftJoin(formulaTypes, eq(formulaTypes.id, formulas.formulaTypeId))
      .where(eq(formulas.id, id))
  )[0];

export const findFormula = async (db: Executor, id: number) =>
  (await db.select().from(formulas).where(eq(formulas.id, id)).for("update"))[0];

export const findFormulaByCode = async (db: Executor, code: string) =>
  (await db.select().from(formulas).where(sql`lower(${formulas.code}) = ${code.toLowerCase()}`))[0];

/** Inserts a formula; answers undefined when the code is taken (case-insensitive). */
export const insertFormula = async (db: Executor, values: FormulaValues) =>
  (await db.insert(formulas).values(values).onConflictDoNothing().returning())[0];

export const updateFormula = async (db: Executor, id: number, values: Partial<FormulaValues>) =>
  (
    await db
      .update(formulas)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(formulas.id, id))
      .returning()
  )[0];

export const setTestStatus = (db: Executor, id: number, testStatus: "passed" | "failed") =>
  db.update(formulas).set({ testStatus }).where(eq(formulas.id, id));

export const deleteFormula = async (db: Executor, id: number) =>
  (await db.delete(formulas).where(eq(formulas.id, id)).returning({ id: formulas.id }))[0];

/** Products whose surcharges use the formula. */
export const productsUsingFormula = (db: Executor, formulaId: number) =>
  db
    .selectDistinct({ id: products.id, code: products.code })
    .from(productSurcharges)
    .innerJoin(products, eq(products.id, productSurcharges.productId))
    .where(eq(productSurcharges.formulaId, formulaId))
    .orderBy(asc(products.code));

/** Surcharges priced by a saved formula carry its text: they follow the formula when it changes. */
export const updateSurchargeFormulaCopies = (
  db: Executor,
  formulaId: number,
  formula: { expression: string; constants: FormulaConstant[] },
) =>
  db
    .update(productSurcharges)
    .set({
      calc: {
        kind: "formula",
        expression: formula.expression,
        constants: formula.constants,
      } satisfies SurchargeCalc,
    })
    .where(eq(productSurcharges.formulaId, formulaId));
