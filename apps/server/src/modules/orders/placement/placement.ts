import type { OrderDraft, OrderPlaceResult } from "@pp/contracts";
import {
  BASE_CURRENCY,
  boxValue,
  compareMoney,
  declaredTotal,
  type LocalizedName,
  nextStatus,
  ORDER_PAYMENT_TRANSITIONS,
  ORDER_TRANSITIONS,
  type OrderChargeMode,
  type OrderStatus,
  type PreRecordedType,
  reviewCustoms,
} from "@pp/domain";
import type { Actor } from "../../../platform/actor";
import { type Db, type Executor, uniqueViolationOf } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { translateKey } from "../../../platform/i18n";
import { visibleOrNotFound } from "../../../platform/scope";
import { recordAbnormalities } from "../abnormal/abnormal.repository";
import type { StoredNote, StoredQuoteLine } from "../orders.tables";
import { applyOrderRules, type RulesContext } from "./order-rules";
import * as repo from "./placement.repository";

// The orders module's half of placing an order (issue 12): checking a priced draft against the customs and order
// rules, turning it into rows, and writing an order, its log row, its tab count and its outbox event in the
// caller's transaction. The flow in src/flows/place-order.ts prices the draft through catalog, charges the wallet
// through finance and calls these in one transaction; the routes start it through PlaceOrders / PayDrafts.

/** The quote an order is placed at, as the orders module stores it (the flow maps catalog's quote onto it). */
export type OrderPrice = {
  product: {
    id: number;
    code: string;
    name: LocalizedName;
    version: number;
    planId: number | null;
    supplierOrgId: number | null;
    /** Charge the wallet at placement, or hold the amount until the weigh-in captures it. */
    chargeMode: OrderChargeMode;
  };
  zone: { code: string; name: string };
  weights: { actualKg: string; volumetricKg: string; chargeableKg: string };
  baseFreight: string;
  lines: StoredQuoteLine[];
  total: string;
  currency: string;
  /** What the wallet pays, in its currency. */
  charge: { amount: string; currency: string };
  exchange: { rate: string; date: string | null };
  cost: {
    costProductId: number;
    version: number;
    total: string;
    currency: string;
    inWalletCurrency: string;
  } | null;
  /** Units of the base currency per unit of every currency, as the quote read them. */
  rates: Readonly<Record<string, string>>;
};

/** A draft checked against its price and the rules: the rows to write, and whether a rule blocks shipping. */
export type PreparedOrder = {
  values: Omit<repo.NewOrder, "id" | "orderNo" | "status" | "paymentStatus" | "orgId" | "createdBy">;
  boxes: Omit<repo.NewBox, "orderId">[];
  lines: Omit<repo.NewLine, "orderId">[];
  numbers: Omit<repo.NewNumber, "orderId" | "orgId">[];
  blocked: boolean;
  /** Its product holds the amount until the weigh-in instead of charging it now. */
  holdsUntilWeighIn: boolean;
  /** The order rules that flag it abnormal (it ships only once they are cleared). */
  abnormal: { ruleId: number; reason: string }[];
  /** The product an order rule places it with instead, priced again by the flow; null to keep its own. */
  switchTo: number | null;
};

/**
 * Places drafts of the caller's org: one answer per draft, in order (the flow in src/flows/place-order.ts). With
 * `fromHold` the charges are drawn from that open hold of the org's (a bulk import's) instead of the balance.
 */
export type PlaceOrders = (
  actor: Actor,
  drafts: OrderDraft[],
  options?: { fromHold?: number },
) => Promise<PlacementOutcome[]>;
/** What each draft would be charged if placed now (nothing written): the wallet amount, or the refusal. */
export type PriceOrders = (actor: Actor, drafts: OrderDraft[]) => Promise<PricedOutcome[]>;
export type PricedOutcome =
  | { ok: true; charge: { amount: string; currency: string } | null }
  | { ok: false; error: AppError };
/** Pays drafts of the caller's org, each priced again (the same flow). */
export type PayDrafts = (actor: Actor, orderIds: number[]) => Promise<PlacementOutcome[]>;
export type PlacementOutcome = { ok: true; order: OrderPlaceResult } | { ok: false; error: AppError };

// Rates the customs rules compare in, kept with the order so its verdict never moves with a later rate.
const CUSTOMS_CURRENCIES = [BASE_CURRENCY, "EUR", "GBP"];

const firstRefusal = (issues: { field: string; key: string; params?: Record<string, string | number> }[]) => {
  const [issue] = issues;
  return issue
    ? AppError.field(issue.field, issue.key, issue.params ? { params: issue.params } : {})
    : undefined;
};

/**
 * Checks a priced draft against the customs rules of its destination on `day` and the order rules, and builds
 * its rows. Throws the first refusal, naming its field (or the order rule that refused it).
 */
export const prepareOrder = (
  draft: OrderDraft,
  price: OrderPrice,
  day: string,
  rules: RulesContext,
  preRecorded: PreRecordedType,
): PreparedOrder => {
  if (draft.sellerLabel && preRecorded === "none")
    throw AppError.field("sellerLabel.marketplace", "SELLER_LABEL_NOT_OFFERED", { headline: true });
  if (!draft.sellerLabel && preRecorded === "required")
    throw AppError.field("sellerLabel.trackingNumber", "SELLER_LABEL_REQUIRED", { headline: true });
  const total = declaredTotal(draft.boxes);
  const customsRates = Object.fromEntries(
    [...CUSTOMS_CURRENCIES, draft.declaredCurrency].flatMap((currency) => {
      const rate = price.rates[currency];
      return rate === undefined ? [] : [[currency, rate]];
    }),
  );
  const hsCodes = draft.boxes.flatMap((box) => box.lines.map((line) => line.hsCode));
  const customs = reviewCustoms({
    country: draft.destination.country,
    day,
    declaredValue: total,
    declaredCurrency: draft.declaredCurrency,
    rates: customsRates,
    iossNo: draft.iossNo,
    hmrcNo: draft.hmrcNo,
    hsCodes,
  });
  const customsRefusal = firstRefusal(customs.issues);
  if (customsRefusal) throw customsRefusal;
  const verdict = applyOrderRules(rules, draft, price.product.id, price.rates);
  if (verdict.refusal) throw verdict.refusal;
  const notes: StoredNote[] = customs.notes;
  return {
    values: {
      idempotencyKey: draft.idempotencyKey,
      referenceNo: draft.referenceNo,
      productId: price.product.id,
      productCode: price.product.code,
      productName: price.product.name,
      productVersion: price.product.version,
      planId: price.product.planId,
      supplierOrgId: price.product.supplierOrgId,
      originCountry: draft.sender.countryCode,
      destCountry: draft.destination.country,
      destState: draft.destination.state.toUpperCase(),
      destCity: draft.destination.city,
      destPostcode: draft.destination.postcode,
      sender: draft.sender,
      receiver: { ...draft.receiver, province: draft.receiver.province.toUpperCase() },
      cargoType: draft.cargoType,
      remarks: draft.remarks,
      courierType: draft.courierType,
      sellerMarketplace: draft.sellerLabel?.marketplace ?? null,
      premiumPackageCodes: draft.premiumPackageCodes,
      insured: draft.insured,
      declaredCurrency: draft.declaredCurrency,
      declaredTotal: total,
      codAmount: draft.codAmount || null,
      codCurrency: draft.codAmount ? draft.codCurrency : null,
      vatNo: draft.vatNo,
      eoriNo: draft.eoriNo,
      hmrcNo: draft.hmrcNo,
      iossNo: draft.iossNo,
      boxCount: draft.boxes.length,
      ...priceColumns(price),
      customsRates,
      notes,
    },
    boxes: draft.boxes.map((box, index) => ({
      boxNo: index + 1,
      lengthCm: box.lengthCm,
      widthCm: box.widthCm,
      heightCm: box.heightCm,
      weightKg: box.weightKg,
      declaredValue: boxValue(box),
    })),
    lines: draft.boxes.flatMap((box, boxIndex) =>
      box.lines.map((line, lineIndex) => ({ ...line, boxNo: boxIndex + 1, lineNo: lineIndex + 1 })),
    ),
    numbers: [
      ...draft.deliveryNumbers.map((number, index) => ({
        boxNo: index + 1,
        kind: "domesticInbound" as const,
        number,
        source: "customer" as const,
      })),
      ...(draft.sellerLabel
        ? [
            {
              boxNo: null,
              kind: "sellerTracking" as const,
              number: draft.sellerLabel.trackingNumber,
              carrier: draft.sellerLabel.marketplace,
              source: "customer" as const,
            },
          ]
        : []),
    ],
    holdsUntilWeighIn: price.product.chargeMode === "holdUntilWeighIn",
    blocked: verdict.abnormal.length > 0,
    abnormal: verdict.abnormal,
    switchTo: verdict.switchTo === price.product.id ? null : verdict.switchTo,
  };
};

/** The abnormality rows of orders the rules flagged, written with the orders (and with an edit). */
export const abnormalRows = (flagged: { prepared: PreparedOrder; row: repo.OrderRecord }[]) =>
  flagged.flatMap(({ prepared, row }) =>
    prepared.abnormal.map(({ ruleId, reason }) => ({
      orderId: row.id,
      orgId: row.orgId,
      supplierOrgId: row.supplierOrgId,
      kind: "rule" as const,
      ruleId,
      reason,
    })),
  );

/** The price columns of an order: the stored quote and the cost beside it. */
export const priceColumns = (price: OrderPrice) => ({
  zoneCode: price.zone.code,
  zoneName: price.zone.name,
  actualKg: price.weights.actualKg,
  volumetricKg: price.weights.volumetricKg,
  chargeableKg: price.weights.chargeableKg,
  baseFreight: price.baseFreight,
  quoteLines: price.lines,
  salesTotal: price.total,
  salesCurrency: price.currency,
  chargeAmount: price.charge.amount,
  walletCurrency: price.charge.currency,
  exchangeRate: price.exchange.rate,
  rateDate: price.exchange.date,
  costProductId: price.cost?.costProductId ?? null,
  costVersion: price.cost?.version ?? null,
  costTotal: price.cost?.total ?? null,
  costCurrency: price.cost?.currency ?? null,
  costInWalletCurrency: price.cost?.inWalletCurrency ?? null,
});

/** Whether the order costs anything to place (a free product charges nothing). */
export const needsCharge = (amount: string) => compareMoney(amount, "0") > 0;

// A held order's money key names the hold (issue 13): a repeat is answered as the hold it was, and the weigh-in
// and the cancel find the hold to capture or release by it, whatever the order's payment status is by then.
const HOLD_KEY_PREFIX = "hold:";

/** The money key of an order's charge, or of its hold when its product charges at weigh-in. */
export const moneyKeyOf = (key: string, holds: boolean) => (holds ? `${HOLD_KEY_PREFIX}${key}` : key);

/** Whether an order's money key is a hold's (placed for a product that charges at weigh-in). */
export const isHoldKey = (key: string) => key.startsWith(HOLD_KEY_PREFIX);

/** The draft an unpaid order was saved from, rebuilt from its rows, to be priced again when it is paid. */
const draftOf = (
  row: repo.OrderRecord,
  found: Awaited<ReturnType<typeof repo.findBoxesAndLines>>,
  numbers: string[],
  sellerTrackingNumber: string | undefined,
) =>
  ({
    idempotencyKey: row.idempotencyKey,
    productId: row.productId,
    destination: {
      country: row.destCountry,
      state: row.destState,
      city: row.destCity,
      postcode: row.destPostcode,
    },
    sender: row.sender,
    receiver: row.receiver,
    cargoType: row.cargoType,
    remarks: row.remarks,
    courierType: row.courierType,
    premiumPackageCodes: row.premiumPackageCodes,
    insured: row.insured,
    boxes: found.boxes.map((box) => ({
      lengthCm: box.lengthCm,
      widthCm: box.widthCm,
      heightCm: box.heightCm,
      weightKg: box.weightKg,
      lines: found.lines
        .filter((line) => line.boxNo === box.boxNo)
        .map(({ goodsNameZh, goodsNameEn, quantity, unitValue, hsCode, originCountry, ...rest }) => ({
          goodsNameZh,
          goodsNameEn,
          quantity,
          unitValue,
          hsCode,
          originCountry,
          sku: rest.sku,
          brand: rest.brand,
          model: rest.model,
          material: rest.material,
          usage: rest.usage,
          link: rest.link,
        })),
    })),
    declaredCurrency: row.declaredCurrency,
    codAmount: row.codAmount ?? "",
    codCurrency: row.codCurrency ?? "",
    vatNo: row.vatNo,
    eoriNo: row.eoriNo,
    hmrcNo: row.hmrcNo,
    iossNo: row.iossNo,
    referenceNo: row.referenceNo,
    deliveryNumbers: numbers,
    sellerLabel:
      row.sellerMarketplace && sellerTrackingNumber
        ? { marketplace: row.sellerMarketplace, trackingNumber: sellerTrackingNumber }
        : null,
    saveAsDraft: false,
    currency: row.walletCurrency,
  }) satisfies OrderDraft;

const orderNoOf = (id: number, at: Date) =>
  `PP${at.toISOString().slice(0, 10).replaceAll("-", "")}${String(id).padStart(8, "0")}`;

/** An order of the caller's own org; 404 for anyone else's (a sub-account's main org is its own). */
export const ownOrder = (actor: Actor, row: repo.OrderRecord | undefined) => {
  const visible = visibleOrNotFound(actor, row);
  if (visible.orgId !== actor.orgId) throw new AppError("NOT_FOUND");
  return visible;
};

export const isDraft = (row: Pick<repo.OrderRecord, "status" | "paymentStatus">) =>
  nextStatus(ORDER_TRANSITIONS, row.status, "pay") !== null &&
  nextStatus(ORDER_PAYMENT_TRANSITIONS, row.paymentStatus, "pay") !== null;

/** What a unique index refusing an order's insert means: a repeat of its key, or a taken reference or number. */
export const placementConflict = (
  error: unknown,
  prepared: PreparedOrder,
): "repeat" | AppError | undefined => {
  const index = uniqueViolationOf(error);
  if (index === undefined) return undefined;
  if (index === "orders_idempotency_uq") return "repeat";
  if (index === "orders_reference_uq")
    return AppError.field("referenceNo", "ORDER_REFERENCE_TAKEN", {
      code: "ORDER_REFERENCE_TAKEN",
      headline: true,
    });
  if (index === "order_numbers_live_uq")
    return AppError.field(
      prepared.numbers.length === 1 && prepared.numbers[0]!.kind === "sellerTracking"
        ? "sellerLabel.trackingNumber"
        : "deliveryNumbers",
      "ORDER_NUMBER_TAKEN",
      {
        code: "ORDER_NUMBER_TAKEN",
        headline: true,
        params: { number: prepared.numbers.map((n) => n.number).join(", ") },
      },
    );
  return new AppError("CONFLICT");
};

/** What a change leaves beside the order: its log row, its tab count move and its outbox event. */
export type OrderChange = {
  userId: number | null;
  row: repo.OrderRecord;
  event: string;
  from: OrderStatus | null;
  reason: string;
  /** The reason's parameters, when it names figures (a weigh-in's old and new weight and price). */
  params?: Record<string, string>;
  topic: string;
  /** What the event tells beyond the order's state (a tracking number, a problem's id), for its webhook. */
  extra?: Record<string, unknown>;
};

export const recordsOf = (changes: OrderChange[]): repo.ChangeRecords => ({
  logs: changes.map(({ userId, row, event, from, reason, params }) => ({
    orderId: row.id,
    orgId: row.orgId,
    userId,
    event,
    fromStatus: from,
    toStatus: row.status,
    reason,
    params: params ?? null,
  })),
  counts: changes.map(({ row, from }) => ({
    orgId: row.orgId,
    supplierOrgId: row.supplierOrgId,
    from,
    to: row.status,
  })),
  events: changes.map(({ row, topic, extra }) => ({
    topic,
    aggregateType: "order",
    aggregateId: row.id,
    orgId: row.orgId,
    version: row.version,
    payload: {
      orderNo: row.orderNo,
      referenceNo: row.referenceNo,
      status: row.status,
      paymentStatus: row.paymentStatus,
      ...extra,
    },
  })),
});

/** Ids an order store takes from the sequence at once: numbering an order costs no round trip of its own. */
const ID_BLOCK = 100;

/** An order ready to be written: its checked draft and the id, number and time it was given. */
export type OrderToWrite = {
  prepared: PreparedOrder;
  placed: { id: number; orderNo: string; createdAt: Date };
  /** Who places it: orders of several users of one org may be written together. */
  by: Pick<Actor, "orgId" | "userId">;
  paid: boolean;
  chargeKey: string | null;
};

/** The orders module's writes and reads for the placement flow. */
export const createOrderStore = (db: Db) => {
  const resultOf = (
    row: repo.OrderRecord,
    lang: Actor["lang"],
    wallet: { available: string } | null,
  ): OrderPlaceResult => ({
    id: row.id,
    orderNo: row.orderNo,
    status: row.status,
    paymentStatus: row.paymentStatus,
    version: row.version,
    charged: row.paymentStatus === "paid" ? { amount: row.chargeAmount, currency: row.walletCurrency } : null,
    walletAvailable: wallet?.available ?? null,
    notes: row.notes.map((note) => ({
      field: note.field,
      message: translateKey(lang, note.key, note.params),
    })),
  });

  const spareIds: number[] = [];
  let refill: Promise<void> | undefined;
  const takeIds = async (count: number) => {
    while (spareIds.length < count) {
      refill ??= repo
        .nextOrderIds(db, Math.max(ID_BLOCK, count))
        .then((ids) => {
          spareIds.push(...ids);
        })
        .finally(() => {
          refill = undefined;
        });
      await refill;
    }
    return spareIds.splice(0, count);
  };

  /** The row a new order is written as (paid at once, or a draft). */
  const newRow = (order: OrderToWrite): repo.OrderRecord => {
    const { prepared, placed, by, paid } = order;
    return {
      ...(prepared.values as repo.OrderRecord),
      id: placed.id,
      orderNo: placed.orderNo,
      orgId: by.orgId,
      createdBy: by.userId,
      status: paid ? (prepared.blocked ? "cannotShip" : "canShip") : "created",
      paymentStatus: paid ? (order.chargeKey && isHoldKey(order.chargeKey) ? "held" : "paid") : "unpaid",
      chargeKey: order.chargeKey,
      version: 1,
      finalLogisticsName: null,
      tracknetCode: null,
      createdAt: placed.createdAt,
      paidAt: paid ? placed.createdAt : null,
      updatedAt: placed.createdAt,
    };
  };

  /** The draft an order was saved from, rebuilt from its rows. */
  const rebuildDraft = async (row: repo.OrderRecord) => {
    const [found, numbers] = await Promise.all([
      repo.findBoxesAndLines(db, row.id),
      repo.findNumbers(db, row.id),
    ]);
    const delivery = numbers
      .filter((number) => number.kind === "domesticInbound")
      .map((number) => number.number);
    const seller = numbers.find((number) => number.kind === "sellerTracking")?.number;
    return draftOf(row, found, delivery, seller);
  };

  return {
    resultOf,
    /** The org's orders already placed under these submission keys, by key. */
    findByKeys: (ex: Executor, orgId: number, keys: string[]) => repo.findOrdersByKeys(ex, orgId, keys),

    /**
     * Ids and numbers for `count` new orders, taken before anything is written (a charge names its order's
     * number). A process takes ids from the sequence in blocks, so numbers from two processes interleave.
     */
    allocate: async (count: number) => {
      const ids = await takeIds(count);
      const now = new Date();
      return ids.map((id) => ({ id, orderNo: orderNoOf(id, now), createdAt: now }));
    },

    /** Writes new orders with their log rows, tab counts and events, all in one statement; answers their rows. */
    insertOrders: async (tx: Executor, toWrite: OrderToWrite[]) => {
      const rows = toWrite.map(newRow);
      if (rows.length === 0) return rows;
      const each = <T>(pick: (order: OrderToWrite, row: repo.OrderRecord) => T[]) =>
        toWrite.flatMap((order, index) => pick(order, rows[index]!));
      await repo.insertOrders(
        tx,
        {
          orders: rows,
          boxes: each(({ prepared }, row) => prepared.boxes.map((box) => ({ ...box, orderId: row.id }))),
          lines: each(({ prepared }, row) => prepared.lines.map((line) => ({ ...line, orderId: row.id }))),
          numbers: each(({ prepared }, row) =>
            prepared.numbers.map((number) => ({ ...number, orderId: row.id, orgId: row.orgId })),
          ),
        },
        recordsOf(
          toWrite.map(({ prepared, by, paid }, index) => {
            const row = rows[index]!;
            return paid
              ? {
                  userId: by.userId,
                  row,
                  event: prepared.blocked ? "payBlocked" : "pay",
                  from: null,
                  reason: "orderLogPlaced",
                  topic: "order.placed",
                }
              : {
                  userId: by.userId,
                  row,
                  event: "create",
                  from: null,
                  reason: "orderLogDraft",
                  topic: "order.drafted",
                };
          }),
        ),
      );
      await recordAbnormalities(
        tx,
        abnormalRows(
          toWrite.flatMap((order, index) =>
            order.paid ? [{ prepared: order.prepared, row: rows[index]! }] : [],
          ),
        ),
      );
      return rows;
    },

    /** An unpaid draft of the caller's own org and the draft it was saved from; 404 for anyone else's order. */
    loadDraft: async (actor: Actor, orderId: number) => {
      const row = ownOrder(actor, await repo.findOrder(db, orderId));
      if (!isDraft(row)) throw new AppError("ORDER_NOT_DRAFT");
      return { row, draft: await rebuildDraft(row) };
    },

    /** The draft an order was placed with, for a caller whose access to it was checked (the weigh-in). */
    rebuildDraft,

    /** The draft any order of the caller's own org was placed with (to copy it); 404 for anyone else's order. */
    loadAsDraft: async (actor: Actor, orderId: number) =>
      rebuildDraft(ownOrder(actor, await repo.findOrder(db, orderId))),

    /**
     * Pays a draft in the caller's transaction: locks it, checks it is still an unpaid draft, lets `charge` take
     * the money (named by the order), then stores the new price and status with its log row, count and event.
     */
    payDraft: async <Charged>(
      tx: Executor,
      actor: Actor,
      orderId: number,
      prepared: PreparedOrder,
      charge: (order: repo.OrderRecord, chargeKey: string) => Promise<Charged>,
    ) => {
      const locked = await repo.lockOrder(tx, orderId);
      if (!locked) throw new AppError("NOT_FOUND");
      const event = prepared.blocked ? "payBlocked" : "pay";
      const status = nextStatus(ORDER_TRANSITIONS, locked.status, event);
      const { idempotencyKey: _key, ...values } = prepared.values;
      const holds = prepared.holdsUntilWeighIn && needsCharge(values.chargeAmount);
      const paymentStatus = nextStatus(
        ORDER_PAYMENT_TRANSITIONS,
        locked.paymentStatus,
        holds ? "hold" : "pay",
      );
      if (!status || !paymentStatus) throw new AppError("ORDER_NOT_DRAFT");
      const now = new Date();
      const row: repo.OrderRecord = {
        ...locked,
        ...(values as Partial<repo.OrderRecord>),
        status,
        paymentStatus,
        version: locked.version + 1,
        paidAt: now,
        updatedAt: now,
        chargeKey: needsCharge(values.chargeAmount) ? moneyKeyOf(`order-pay:${orderId}`, holds) : null,
      };
      const charged = row.chargeKey ? await charge(row, row.chargeKey) : null;
      await recordAbnormalities(tx, abnormalRows([{ prepared, row }]));
      await repo.updateOrder(
        tx,
        orderId,
        { ...values, chargeKey: row.chargeKey, status, paymentStatus, version: row.version, paidAt: now },
        recordsOf([
          {
            userId: actor.userId,
            row,
            event,
            from: locked.status,
            reason: "orderLogPaid",
            topic: "order.paid",
          },
        ]),
      );
      return { row, charged };
    },
  };
};

export type OrderStore = ReturnType<typeof createOrderStore>;
