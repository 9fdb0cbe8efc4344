import type { Page, SurchargeKind, SurchargeRuleRow } from "@pp/contracts";
import type { Language } from "@pp/domain";
import { and, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../platform/db";
import { offsetPage } from "../../../platform/paging";
import { productSurcharges, products } from "../catalog.tables";

// Surcharge rules across products (spec §7 api/surcharge findSurchargeByType): one row per product surcharge.

export type SurchargeRuleFilter = {
  kind?: SurchargeKind | undefined;
  productId?: number | undefined;
  keyword?: string | undefined;
  page: number;
  size: number;
};

const kindOf = sql<SurchargeKind>`${productSurcharges.calc} ->> 'kind'`;

const ruleWhere = (filter: SurchargeRuleFilter): SQL | undefined => {
  const pattern = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    filter.kind ? sql`${kindOf} = ${filter.kind}` : undefined,
    filter.productId === undefined ? undefined : eq(productSurcharges.productId, filter.productId),
    pattern
      ? or(
          ilike(productSurcharges.code, pattern),
          ilike(productSurcharges.nameZh, pattern),
          ilike(productSurcharges.nameEn, pattern),
          ilike(productSurcharges.nameKo, pattern),
          ilike(products.code, pattern),
          ilike(products.nameZh, pattern),
          ilike(products.nameEn, pattern),
          ilike(products.nameKo, pattern),
        )
      : undefined,
  );
};

const NAME_COLUMNS = {
  zh: { surcharge: productSurcharges.nameZh, product: products.nameZh },
  en: { surcharge: productSurcharges.nameEn, product: products.nameEn },
  ko: { surcharge: productSurcharges.nameKo, product: products.nameKo },
} as const;

/** A page of surcharge rules, ordered by product code, then by the order the engine applies them. */
export const listSurchargeRules = async (
  db: Executor,
  lang: Language,
  filter: SurchargeRuleFilter,
): Promise<Page<SurchargeRuleRow>> => {
  const where = ruleWhere(filter);
  const names = NAME_COLUMNS[lang];
  return offsetPage(
    db
      .select({
        id: productSurcharges.id,
        productId: products.id,
        productSide: products.side,
        productCode: products.code,
        productName: names.product,
        code: productSurcharges.code,
        name: names.surcharge,
        kind: kindOf,
        showOnStatement: productSurcharges.showOnStatement,
        sortNumber: productSurcharges.sortNumber,
        expression: sql<string | null>`${productSurcharges.calc} ->> 'expression'`,
        calc: productSurcharges.calc,
        currency: products.currency,
      })
      .from(productSurcharges)
      .innerJoin(products, eq(products.id, productSurcharges.productId))
      .where(where)
      .orderBy(asc(products.code), asc(productSurcharges.sortNumber), asc(productSurcharges.code))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db
      .select({ n: count() })
      .from(productSurcharges)
      .innerJoin(products, eq(products.id, productSurcharges.productId))
      .where(where),
  );
};
