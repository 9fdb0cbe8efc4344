import {
  ORDER_TABS,
  type OrderBilling,
  type OrderDetail,
  type OrderFilterOptions,
  type OrderListQuery,
  type OrderLog,
  type OrderPage,
  type OrderTabCounts,
  type Page,
  type TrackStateCounts,
} from "@pp/contracts";
import { lineValue, minorUnitOf } from "@pp/domain";
import { Decimal } from "decimal.js";
import { can } from "../../../platform/access";
import type { Actor } from "../../../platform/actor";
import type { Db } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { translateKey } from "../../../platform/i18n";
import { mapPage } from "../../../platform/paging";
import { lastMileOf } from "../../catalog";
import { findBoxesAndLines, findNumbers, type OrderRecord } from "../placement/placement.repository";
import * as repo from "./orders-queries.repository";

// The order list, detail and log (spec §2 order list and order detail). Money is shown as the viewer may see it
// (platform/access.ts): customers the sales price and never the cost, suppliers the cost and never the price,
// platform staff both and the margin.

export const whoOf = (actor: Actor): repo.OrderScope => ({
  scope: actor.scope,
  by: can(actor, "seeOrdersOfOwnProducts") ? "supplier" : "org",
});

const LOG_PREVIEW = 20;

const toLog =
  (lang: Actor["lang"]) =>
  (row: Awaited<ReturnType<typeof repo.pageLogs>>["rows"][number]): OrderLog => ({
    id: row.id,
    at: row.at.toISOString(),
    userName: row.userName,
    event: row.event,
    from: row.from,
    to: row.to,
    reason: translateKey(lang, row.reason, row.params ?? undefined),
  });

const billingOf = (actor: Actor, order: OrderRecord): OrderBilling => {
  const price = can(actor, "seeOrderPrice");
  const cost = can(actor, "seeOrderCost") && order.costProductId !== null && order.costVersion !== null;
  return {
    productVersion: order.productVersion,
    zone: { code: order.zoneCode, name: order.zoneName },
    weights: { actualKg: order.actualKg, volumetricKg: order.volumetricKg, chargeableKg: order.chargeableKg },
    sales: price
      ? {
          baseFreight: order.baseFreight,
          lines: order.quoteLines.map((line) => ({ ...line, name: line.name[actor.lang] })),
          total: order.salesTotal,
          currency: order.salesCurrency,
          charged: { amount: order.chargeAmount, currency: order.walletCurrency },
          exchange: { rate: order.exchangeRate, date: order.rateDate },
          arrears:
            order.arrearsAmount === null
              ? null
              : { amount: order.arrearsAmount, currency: order.walletCurrency },
        }
      : null,
    cost:
      cost && order.costProductId !== null && order.costVersion !== null
        ? {
            costProductId: order.costProductId,
            version: order.costVersion,
            total: order.costTotal ?? "0.00",
            currency: order.costCurrency ?? order.salesCurrency,
          }
        : null,
    margin:
      price && cost && order.costInWalletCurrency !== null
        ? new Decimal(order.chargeAmount)
            .minus(order.costInWalletCurrency)
            .toFixed(minorUnitOf(order.walletCurrency), Decimal.ROUND_HALF_UP)
        : null,
  };
};

export const createOrderQueries = (db: Db, track: repo.OrderTrackView) => ({
  /**
   * The list filters' choices: the products on the caller's orders, a customer main account's own accounts
   * (itself and its sub-accounts; none for a sub-account, which sees only its own orders), and the customer orgs
   * of the scope for staff and suppliers.
   */
  filterOptions: async (actor: Actor): Promise<OrderFilterOptions> => {
    const ownAccounts = actor.orgType === "customer" && !actor.isSubAccount ? actor.orgId : null;
    const found = await repo.filterOptions(db, whoOf(actor), ownAccounts);
    return {
      products: found.products.map((row) => ({ id: row.id, name: row.name[actor.lang] })),
      creators: found.accounts.map((row) => ({
        id: row.id,
        name: row.nickName || row.username,
        subAccount: row.mainUserId !== null,
      })),
      customers: found.customers,
    };
  },
  list: async (actor: Actor, query: OrderListQuery): Promise<OrderPage> => {
    const who = whoOf(actor);
    const counts = await repo.tabCounts(db, who, query.orgId);
    const page = await repo.pageOrders(db, track, who, query, counts);
    const price = can(actor, "seeOrderPrice");
    const cost = can(actor, "seeOrderCost");
    const tabCounts = Object.fromEntries(
      ORDER_TABS.map((tab) => [
        tab,
        tab === "all" ? [...counts.values()].reduce((a, b) => a + b, 0) : (counts.get(tab) ?? 0),
      ]),
    ) as OrderTabCounts;
    return {
      ...mapPage(page, (row) => ({
        id: row.id,
        orderNo: row.orderNo,
        referenceNo: row.referenceNo,
        status: row.status,
        paymentStatus: row.paymentStatus,
        orgId: row.orgId,
        orgName: row.orgName,
        creatorName: row.creatorName,
        productId: row.productId,
        productName: row.productName[actor.lang],
        destinationCountry: row.destinationCountry,
        receiverName: row.receiverName,
        boxCount: row.boxCount,
        chargeableWeightKg: row.chargeableKg,
        amount: price ? { amount: row.chargeAmount, currency: row.walletCurrency } : null,
        cost:
          cost && row.costTotal !== null && row.costCurrency !== null
            ? { amount: row.costTotal, currency: row.costCurrency }
            : null,
        finalLogisticsName: row.finalLogisticsName,
        tracknetCode: row.tracknetCode,
        printCount: row.printCount,
        trackStatus: row.trackStatus,
        createdAt: row.createdAt.toISOString(),
      })),
      tabCounts,
    };
  },

  /** The dashboard's tracking counts (spec §2), scoped as the list; staff may name one customer org. */
  trackStateCounts: (actor: Actor, orgId: number | undefined): Promise<TrackStateCounts> =>
    repo.trackStateCounts(db, track, whoOf(actor), orgId, new Date()),

  /** The order's number when the caller may see it (the label print asks), else null. */
  visible: async (actor: Actor, id: number) => {
    const found = await repo.findVisibleOrder(db, whoOf(actor), id);
    return found ? { orderNo: found.order.orderNo } : null;
  },

  detail: async (actor: Actor, id: number): Promise<OrderDetail> => {
    const found = await repo.findVisibleOrder(db, whoOf(actor), id);
    if (!found) throw new AppError("NOT_FOUND");
    const { order } = found;
    const [{ boxes, lines }, numbers, log, submission, sellerFile, lastMile] = await Promise.all([
      findBoxesAndLines(db, id),
      findNumbers(db, id),
      repo.pageLogs(db, id, { size: LOG_PREVIEW }),
      repo.findSubmission(db, id),
      order.sellerMarketplace ? repo.findSellerLabelFile(db, id) : undefined,
      lastMileOf(db, order.costProductId, order.tracknetCode, actor.lang),
    ]);
    const sellerNumber = numbers.find((number) => number.kind === "sellerTracking" && !number.voidedAt);
    return {
      id: order.id,
      orderNo: order.orderNo,
      referenceNo: order.referenceNo,
      status: order.status,
      paymentStatus: order.paymentStatus,
      version: order.version,
      orgId: order.orgId,
      orgName: found.orgName,
      creatorName: found.creatorName,
      productId: order.productId,
      productCode: order.productCode,
      productName: order.productName[actor.lang],
      origin: { country: order.originCountry },
      destination: {
        country: order.destCountry,
        state: order.destState,
        city: order.destCity,
        postcode: order.destPostcode,
      },
      cargoType: order.cargoType,
      remarks: order.remarks,
      premiumPackageCodes: order.premiumPackageCodes,
      insured: order.insured,
      declaredCurrency: order.declaredCurrency,
      declaredTotal: order.declaredTotal,
      cod:
        order.codAmount && order.codCurrency
          ? { amount: order.codAmount, currency: order.codCurrency }
          : null,
      taxIds: { vatNo: order.vatNo, eoriNo: order.eoriNo, hmrcNo: order.hmrcNo, iossNo: order.iossNo },
      billing: billingOf(actor, order),
      sender: order.sender,
      receiver: order.receiver,
      boxes: boxes.map((box) => ({
        boxNo: box.boxNo,
        lengthCm: box.lengthCm,
        widthCm: box.widthCm,
        heightCm: box.heightCm,
        weightKg: box.weightKg,
        declaredValue: box.declaredValue,
        lines: lines
          .filter((line) => line.boxNo === box.boxNo)
          .map((line) => ({
            goodsNameZh: line.goodsNameZh,
            goodsNameEn: line.goodsNameEn,
            quantity: line.quantity,
            unitValue: line.unitValue,
            hsCode: line.hsCode,
            originCountry: line.originCountry,
            sku: line.sku,
            brand: line.brand,
            model: line.model,
            material: line.material,
            usage: line.usage,
            link: line.link,
            lineValue: lineValue(line),
          })),
      })),
      numbers: numbers
        .filter((number) => number.voidedAt === null)
        .map((number) => ({
          kind: number.kind,
          number: number.number,
          boxNo: number.boxNo,
          carrier: number.carrier,
          source: number.source,
          createdAt: number.createdAt.toISOString(),
        })),
      finalLogisticsName: order.finalLogisticsName,
      tracknetCode: order.tracknetCode,
      lastMile: lastMile && {
        ...lastMile,
        deliveryServiceName: can(actor, "readCarriers") ? lastMile.deliveryServiceName : null,
      },
      notes: order.notes.map((note) => ({
        field: note.field,
        message: translateKey(actor.lang, note.key, note.params),
      })),
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      log: log.rows.map(toLog(actor.lang)),
      sellerLabel:
        order.sellerMarketplace && sellerNumber
          ? {
              marketplace: order.sellerMarketplace,
              trackingNumber: sellerNumber.number,
              file: sellerFile ?? null,
            }
          : null,
      submission: submission
        ? {
            status: submission.status,
            providerName: submission.providerName,
            trackingNumber: submission.trackingNumber,
            labelStatus: submission.labelStatus,
            errorMessage: submission.errorMessage,
            pushedAt: submission.pushedAt?.toISOString() ?? null,
            byHand: submission.byHand,
          }
        : null,
    };
  },

  logs: async (
    actor: Actor,
    id: number,
    page: { cursor?: number | undefined; size: number },
  ): Promise<Page<OrderLog>> => {
    if (!(await repo.findVisibleOrder(db, whoOf(actor), id))) throw new AppError("NOT_FOUND");
    return mapPage(await repo.pageLogs(db, id, page), toLog(actor.lang));
  },
});

export type OrderQueries = ReturnType<typeof createOrderQueries>;
