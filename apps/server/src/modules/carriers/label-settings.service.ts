import type {
  LabelSetting,
  LabelSettingInput,
  LabelSettingOptions,
  LocalizedText,
  Page,
} from "@pp/contracts";
import { isPlatformStaff, requireCan } from "../../platform/access";
import type { Actor } from "../../platform/actor";
import { type Executor, isUniqueViolation } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { carrierDefinitionOf } from "./kit/registry";
import * as repo from "./label-settings.repository";
import {
  BUILT_IN_PROFILE,
  carrierLabelAsk,
  type PrintProfile,
  pickLabelSetting,
} from "./label-settings.resolve";

// Label settings (spec §3 Label setting, §7 labelSetting): operators keep every setting, the platform's defaults
// included; a customer keeps its own (customer, and customer + product) and sees no other. Printing and pushing
// read the profile an order follows through `printProfiles`.

/** The sales products a setting may name: every one for staff (orgId null), a customer's signed ones. */
export type SalesProductOptions = (
  orgId: number | null,
) => Promise<{ id: number; code: string; name: LocalizedText }[]>;

/** A printer font: a drive and a file name on the printer, e.g. E:NOTOSANSCJK.TTF. */
const PRINTER_FONT = /^[A-Z]:[A-Za-z0-9_.-]{1,50}$/;

const profileOf = (row: repo.LabelSettingRow): PrintProfile => ({
  printLabelType: row.printLabelType,
  labelId: row.labelId,
  deliveryLabelRule: row.deliveryLabelRule,
  format: row.format,
  dpi: row.dpi === 300 ? 300 : 203,
  printerFont: row.printerFont,
});

/** The profiles of the customers' orders of the products, as one look-up of (orgId, productId). */
export const printProfiles = async (ex: Executor, orders: { orgId: number; productId: number }[]) => {
  const rows = orders.length
    ? await repo.settingsFor(
        ex,
        [...new Set(orders.map((order) => order.orgId))],
        [...new Set(orders.map((order) => order.productId))],
      )
    : [];
  return (orgId: number, productId: number): PrintProfile => {
    const row = pickLabelSetting(rows, orgId, productId);
    return row ? profileOf(row) : BUILT_IN_PROFILE;
  };
};

/** The label format and page the push asks a provider type for, for each of the orders (one look-up for all). */
export const carrierLabelAsks = async (ex: Executor, orders: { orgId: number; productId: number }[]) => {
  const profileOf = await printProfiles(ex, orders);
  return (serviceClass: string, order: { orgId: number; productId: number }) =>
    carrierLabelAsk(
      profileOf(order.orgId, order.productId),
      carrierDefinitionOf(serviceClass)?.capabilities.labelFormats ?? ["pdf"],
    );
};
export type CarrierLabelAsks = Awaited<ReturnType<typeof carrierLabelAsks>>;

export const createLabelSettingService = (deps: { db: Executor; salesProducts: SalesProductOptions }) => {
  const { db } = deps;

  /** Staff keep every setting (operators change them); a customer only its own org's. */
  const heldTo = (actor: Actor, write: boolean): number | undefined => {
    if (isPlatformStaff(actor)) {
      requireCan(actor, write ? "manageCarriers" : "readCarriers");
      return undefined;
    }
    requireCan(actor, "keepOwnLabelSettings");
    return actor.orgId;
  };

  const toDto = async (
    actor: Actor,
    rows: { setting: repo.LabelSettingRow; orgName: string | null }[],
  ): Promise<LabelSetting[]> => {
    const products = new Map(
      (await deps.salesProducts(isPlatformStaff(actor) ? null : actor.orgId)).map((p) => [p.id, p.name]),
    );
    return rows.map(({ setting, orgName }) => ({
      id: setting.id,
      orgId: setting.orgId,
      orgName,
      productId: setting.productId,
      productName: setting.productId === null ? null : (products.get(setting.productId) ?? null),
      customerPrintLabelType: setting.printLabelType,
      labelId: setting.labelId,
      reqDeliveryLabelRule: setting.deliveryLabelRule,
      format: setting.format,
      dpi: setting.dpi === 300 ? 300 : 203,
      printerFont: setting.printerFont,
      updatedAt: setting.updatedAt.toISOString(),
    }));
  };

  /** The setting the caller may see, else NOT_FOUND. */
  const visible = async (actor: Actor, id: number, write: boolean) => {
    const own = heldTo(actor, write);
    const found = await repo.findSetting(db, id);
    if (!found || (own !== undefined && found.setting.orgId !== own)) throw new AppError("NOT_FOUND");
    return found;
  };

  return {
    async list(actor: Actor, query: { orgId?: number; productId?: number }): Promise<Page<LabelSetting>> {
      const own = heldTo(actor, false);
      const rows = await repo.listSettings(db, { ...query, ...(own === undefined ? {} : { orgId: own }) });
      return { rows: await toDto(actor, rows), total: rows.length, nextCursor: null };
    },

    async options(actor: Actor): Promise<LabelSettingOptions> {
      const own = heldTo(actor, false);
      const products = await deps.salesProducts(own ?? null);
      return own === undefined ? { products, customers: await repo.customerOrgs(db) } : { products };
    },

    async save(actor: Actor, input: LabelSettingInput): Promise<LabelSetting> {
      const own = heldTo(actor, true);
      if (own !== undefined && input.orgId !== null && input.orgId !== own) throw new AppError("FORBIDDEN");
      const orgId = own ?? input.orgId;
      if (orgId !== null && own === undefined && !(await repo.isCustomerOrg(db, orgId)))
        throw new AppError("NOT_FOUND");
      if (
        input.productId !== null &&
        !(await deps.salesProducts(own ?? null)).some((product) => product.id === input.productId)
      )
        throw new AppError("NOT_FOUND");
      const printerFont = input.format === "zpl" ? input.printerFont : "";
      if (printerFont && !PRINTER_FONT.test(printerFont)) throw new AppError("LABEL_PRINTER_FONT");
      const values = {
        orgId,
        productId: input.productId,
        printLabelType: input.customerPrintLabelType,
        labelId: input.labelId,
        deliveryLabelRule: input.reqDeliveryLabelRule,
        format: input.format,
        dpi: input.dpi,
        printerFont,
        updatedBy: actor.userId,
      };
      if (input.id) await visible(actor, input.id, true);
      try {
        const saved = input.id
          ? await repo.updateSetting(db, input.id, values)
          : await repo.insertSetting(db, values);
        if (!saved) throw new AppError("NOT_FOUND");
        return (await toDto(actor, [(await repo.findSetting(db, saved.id))!]))[0]!;
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError("LABEL_SETTING_TAKEN");
        throw error;
      }
    },

    async remove(actor: Actor, id: number) {
      await visible(actor, id, true);
      await repo.deleteSetting(db, id);
      return { ok: true as const };
    },
  };
};

export type LabelSettingService = ReturnType<typeof createLabelSettingService>;
