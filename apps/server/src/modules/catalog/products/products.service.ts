import type { Db } from "../../../platform/db";
import { changeStatus, setCostStatus } from "./change-product-status";
import { editCostAccount, getCostAccount } from "./cost-account";
import { createSales } from "./create-sales-product";
import { editOrderHandling, getOrderHandling } from "./product-order-handling";
import {
  getCost,
  getSales,
  listCost,
  listProductSurcharges,
  listProductZones,
  listSales,
} from "./product-queries";
import { addSurcharge, deleteSurcharge, editSurcharge } from "./product-surcharges";
import { saveZones } from "./product-zones";
import { deleteCost, saveCost } from "./save-cost-product";
import { editBasic, editBilling, editLimits, editRestrictions } from "./save-product-tab";

/** The products' use cases, one file each (or a few cohesive ones), bound to the database for the routes. */
export const createProductService = (db: Db) => {
  const bound =
    <A extends unknown[], R>(useCase: (db: Db, ...args: A) => R) =>
    (...args: A) =>
      useCase(db, ...args);
  return {
    listCost: bound(listCost),
    getCost: bound(getCost),
    saveCost: bound(saveCost),
    deleteCost: bound(deleteCost),
    setCostStatus: bound(setCostStatus),

    listSales: bound(listSales),
    getSales: bound(getSales),
    createSales: bound(createSales),
    editBasic: bound(editBasic),
    editBilling: bound(editBilling),
    editLimits: bound(editLimits),
    editRestrictions: bound(editRestrictions),
    changeStatus: bound(changeStatus),
    getOrderHandling: bound(getOrderHandling),
    editOrderHandling: bound(editOrderHandling),
    getCostAccount: bound(getCostAccount),
    editCostAccount: bound(editCostAccount),

    listZones: bound(listProductZones),
    saveZones: bound(saveZones),
    listSurcharges: bound(listProductSurcharges),
    addSurcharge: bound(addSurcharge),
    editSurcharge: bound(editSurcharge),
    deleteSurcharge: bound(deleteSurcharge),
  };
};
