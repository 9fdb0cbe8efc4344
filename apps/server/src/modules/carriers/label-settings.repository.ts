import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db";
import { orgs } from "../identity";
import { labelSettings } from "./label-settings.tables";

// The label settings' SQL. The caller names the org a customer is held to; staff read every row.

export type LabelSettingRow = typeof labelSettings.$inferSelect;
export type NewLabelSetting = Omit<typeof labelSettings.$inferInsert, "id">;

export const listSettings = (ex: Executor, filter: { orgId?: number; productId?: number }) =>
  ex
    .select({ setting: labelSettings, orgName: orgs.name })
    .from(labelSettings)
    .leftJoin(orgs, eq(orgs.id, labelSettings.orgId))
    .where(
      and(
        filter.orgId ? eq(labelSettings.orgId, filter.orgId) : undefined,
        filter.productId ? eq(labelSettings.productId, filter.productId) : undefined,
      ),
    )
    // The platform's defaults first, then by customer and product, "every product" before the products.
    .orderBy(
      sql`${labelSettings.orgId} nulls first`,
      sql`${labelSettings.productId} nulls first`,
      asc(labelSettings.id),
    );

export const findSetting = async (ex: Executor, id: number) =>
  (
    await ex
      .select({ setting: labelSettings, orgName: orgs.name })
      .from(labelSettings)
      .leftJoin(orgs, eq(orgs.id, labelSettings.orgId))
      .where(eq(labelSettings.id, id))
  )[0];

export const insertSetting = async (ex: Executor, values: NewLabelSetting) =>
  (await ex.insert(labelSettings).values(values).returning())[0]!;

export const updateSetting = async (ex: Executor, id: number, values: Partial<NewLabelSetting>) =>
  (
    await ex
      .update(labelSettings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(labelSettings.id, id))
      .returning()
  )[0];

export const deleteSetting = (ex: Executor, id: number) =>
  ex.delete(labelSettings).where(eq(labelSettings.id, id)).returning({ id: labelSettings.id });

/** Every setting that may apply to the customers' orders of the products: theirs and the platform's. */
export const settingsFor = (ex: Executor, orgIds: number[], productIds: number[]) =>
  ex
    .select()
    .from(labelSettings)
    .where(
      and(
        or(isNull(labelSettings.orgId), inArray(labelSettings.orgId, orgIds)),
        or(isNull(labelSettings.productId), inArray(labelSettings.productId, productIds)),
      ),
    );

/** The customer orgs, by name (the staff's customer picker). */
export const customerOrgs = (ex: Executor) =>
  ex
    .select({ id: orgs.id, name: orgs.name })
    .from(orgs)
    .where(eq(orgs.type, "customer"))
    .orderBy(asc(orgs.name));

export const isCustomerOrg = async (ex: Executor, id: number) =>
  (
    await ex
      .select({ id: orgs.id })
      .from(orgs)
      .where(and(eq(orgs.id, id), eq(orgs.type, "customer")))
  ).length > 0;
