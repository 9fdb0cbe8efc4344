import type { OrderDraft, QuoteRequestParsed } from "@pp/contracts";
import { declaredTotal, translateNotServed } from "@pp/domain";
import { type OrderQuote, type QuoteSources, quoteProductForOrder } from "../modules/catalog";
import type { WalletService } from "../modules/finance";
import {
  needsCharge,
  type OrderPrice,
  type OrderRecord,
  type OrderStore,
  type PayDrafts,
  type PlacementOutcome,
  type PlaceOrders,
  type PreparedOrder,
  placementConflict,
  prepareOrder,
} from "../modules/orders";
import { requireCan } from "../platform/access";
import type { Actor } from "../platform/actor";
import type { Db, Executor } from "../platform/db";
import { AppError } from "../platform/errors";

// Placing an order (issue 12): the one placement function the wizard uses now and bulk import and the open API
// will use. It spans three modules, so it lives here (docs/architecture.md "Module walls"): catalog prices each
// draft again on the server (a client's price is never read), orders checks it against the customs and order
// rules and writes it, and finance charges the wallet, the charge and the order's rows in ONE transaction, so
// neither exists without the other and no compensation is needed. A draft's idempotency key makes a resubmission
// answer the first order: the charge's key is derived from it, and the orders' unique (org, key) index stops a
// second row. Many drafts are written in chunks: one transaction per chunk (the wallet row is locked once, at
// its first charge) with a savepoint per draft, so each draft is all or nothing on its own.

/** Drafts per transaction: the wallet stays locked for one chunk at a time. */
const CHUNK = 100;

const quoteInputOf = (draft: OrderDraft): QuoteRequestParsed => ({
  destination: {
    country: draft.destination.country,
    postcode: draft.destination.postcode,
    city: draft.destination.city,
  },
  pieces: draft.boxes.map(({ lengthCm, widthCm, heightCm, weightKg }) => ({
    lengthCm,
    widthCm,
    heightCm,
    weightKg,
  })),
  declaredValue: { amount: declaredTotal(draft.boxes), currency: draft.declaredCurrency },
  ...(draft.currency ? { currency: draft.currency } : {}),
  cargoType: draft.cargoType,
  premiumPackageCodes: draft.premiumPackageCodes,
  insured: draft.insured,
});

const priceOf = (quote: Extract<OrderQuote, { served: true }>): OrderPrice => {
  const { sales, cost, product } = quote;
  return {
    product: {
      id: product.id,
      code: product.code,
      name: product.name,
      version: product.version,
      planId: product.planId,
      supplierOrgId: product.supplierOrgId,
    },
    zone: sales.zone,
    weights: sales.weights,
    baseFreight: sales.baseFreight,
    lines: sales.lines,
    total: sales.total,
    currency: sales.currency,
    charge: { amount: sales.totalInWalletCurrency, currency: sales.walletCurrency },
    exchange: { rate: sales.exchange.rate, date: sales.exchange.date },
    cost: cost && {
      costProductId: cost.costProductId,
      version: cost.version,
      total: cost.quote.total,
      currency: cost.quote.currency,
      inWalletCurrency: cost.quote.totalInWalletCurrency,
    },
    rates: quote.rates,
  };
};

const today = () => new Date().toISOString().slice(0, 10);

/** A refusal answered for one draft; anything else is a fault and fails the call. */
const refusalOf = (error: unknown): AppError => {
  if (error instanceof AppError) return error;
  throw error;
};

type Deps = { db: Db; sources: QuoteSources; wallets: WalletService; store: OrderStore };

export const createPlaceOrderFlow = ({ db, sources, wallets, store }: Deps) => {
  /** The draft priced on the server with the product it names, as the org is charged. */
  const price = async (actor: Actor, draft: OrderDraft): Promise<OrderPrice> => {
    const quote = await quoteProductForOrder(sources, {
      orgId: actor.orgId,
      productId: draft.productId,
      input: quoteInputOf(draft),
    });
    if (!quote.served)
      throw new AppError("ORDER_NOT_SERVED", {
        params: { reason: translateNotServed(actor.lang, quote.reason) },
      });
    return priceOf(quote);
  };

  /** The wallet movement of an order's charge; the same input again answers the first movement. */
  const charge = (
    actor: Actor,
    order: Pick<OrderRecord, "orderNo" | "chargeAmount" | "walletCurrency">,
    key: string,
    tx?: Executor,
  ) =>
    wallets.charge(
      {
        orgId: actor.orgId,
        currency: order.walletCurrency,
        amount: order.chargeAmount,
        reason: { code: "orderCharge", params: { orderNo: order.orderNo } },
        reference: { type: "order", id: order.orderNo },
        idempotencyKey: key,
        userId: actor.userId,
      },
      tx,
    );

  /**
   * The first order of a resubmitted key, answered as it was (its charge's answer read back by its key). Inside a
   * transaction it reads through it: a second connection while holding one could starve the pool.
   */
  const answerFirst = async (actor: Actor, order: OrderRecord, tx?: Executor) => {
    const movement = order.chargeKey ? await charge(actor, order, order.chargeKey, tx) : null;
    return store.resultOf(order, actor.lang, movement);
  };

  const placeOne = async (tx: Executor, actor: Actor, draft: OrderDraft, prepared: PreparedOrder) => {
    try {
      return await tx.transaction(async (sp) => {
        const placed = await store.allocate(sp);
        const paid = !draft.saveAsDraft;
        const chargeKey =
          paid && needsCharge(prepared.values.chargeAmount) ? `order:${draft.idempotencyKey}` : null;
        const movement = chargeKey
          ? await charge(
              actor,
              {
                orderNo: placed.orderNo,
                chargeAmount: prepared.values.chargeAmount,
                walletCurrency: prepared.values.walletCurrency,
              },
              chargeKey,
              sp,
            )
          : null;
        const row = await store.insert(sp, actor, prepared, { ...placed, paid, chargeKey });
        return store.resultOf(row, actor.lang, movement);
      });
    } catch (error) {
      // A concurrent submission of the same key got there first: its charge's key is taken (for another order
      // number) or its order row is. Answer that order.
      const conflict =
        error instanceof AppError && error.code === "IDEMPOTENCY_KEY_REUSED"
          ? "repeat"
          : placementConflict(error, prepared);
      if (conflict === "repeat") {
        const first = await store.findByKey(tx, actor.orgId, draft.idempotencyKey);
        if (first) return answerFirst(actor, first, tx);
      }
      throw conflict instanceof AppError ? conflict : error;
    }
  };

  const placeOrders: PlaceOrders = async (actor, drafts) => {
    requireCan(actor, "placeOrders");
    const outcomes: PlacementOutcome[] = [];
    for (let start = 0; start < drafts.length; start += CHUNK) {
      const chunk = drafts.slice(start, start + CHUNK);
      // Outside the transaction: repeats answered, every other draft priced and checked.
      const ready = await Promise.all(
        chunk.map(
          async (draft): Promise<PlacementOutcome | { draft: OrderDraft; prepared: PreparedOrder }> => {
            try {
              const first = await store.findByKey(db, actor.orgId, draft.idempotencyKey);
              if (first) return { ok: true, order: await answerFirst(actor, first) };
              return { draft, prepared: prepareOrder(draft, await price(actor, draft), today()) };
            } catch (error) {
              return { ok: false, error: refusalOf(error) };
            }
          },
        ),
      );
      const written = await db.transaction(async (tx) => {
        const answers: PlacementOutcome[] = [];
        for (const entry of ready) {
          if ("ok" in entry) {
            answers.push(entry);
            continue;
          }
          try {
            answers.push({ ok: true, order: await placeOne(tx, actor, entry.draft, entry.prepared) });
          } catch (error) {
            answers.push({ ok: false, error: refusalOf(error) });
          }
        }
        return answers;
      });
      outcomes.push(...written);
    }
    return outcomes;
  };

  const payDrafts: PayDrafts = async (actor, orderIds) => {
    requireCan(actor, "placeOrders");
    const outcomes: PlacementOutcome[] = [];
    for (let start = 0; start < orderIds.length; start += CHUNK) {
      const chunk = orderIds.slice(start, start + CHUNK);
      const ready = await Promise.all(
        chunk.map(
          async (orderId): Promise<PlacementOutcome | { orderId: number; prepared: PreparedOrder }> => {
            try {
              const { draft } = await store.loadDraft(actor, orderId);
              return { orderId, prepared: prepareOrder(draft, await price(actor, draft), today()) };
            } catch (error) {
              return { ok: false, error: refusalOf(error) };
            }
          },
        ),
      );
      const written = await db.transaction(async (tx) => {
        const answers: PlacementOutcome[] = [];
        for (const entry of ready) {
          if ("ok" in entry) {
            answers.push(entry);
            continue;
          }
          try {
            const paid = await tx.transaction((sp) =>
              store.payDraft(sp, actor, entry.orderId, entry.prepared, (order, key) =>
                charge(actor, order, key, sp),
              ),
            );
            answers.push({ ok: true, order: store.resultOf(paid.row, actor.lang, paid.charged) });
          } catch (error) {
            answers.push({ ok: false, error: refusalOf(error) });
          }
        }
        return answers;
      });
      outcomes.push(...written);
    }
    return outcomes;
  };

  return { placeOrders, payDrafts };
};
