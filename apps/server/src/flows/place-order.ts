import type { OrderDraft, QuoteRequestParsed } from "@pp/contracts";
import { declaredTotal, type OrderRuleSet, translateNotServed } from "@pp/domain";
import {
  type OrderQuote,
  preRecordedTypesOf,
  type QuoteSources,
  quoteProductForOrder,
} from "../modules/catalog";
import type { WalletService } from "../modules/finance";
import {
  isHoldKey,
  moneyKeyOf,
  needsCharge,
  type OrderPrice,
  type OrderRecord,
  type OrderStore,
  type OrderToWrite,
  type PayDrafts,
  type PlacementOutcome,
  type PlaceOrders,
  type PreparedOrder,
  type PriceOrders,
  placementConflict,
  prepareOrder,
} from "../modules/orders";
import { requireCan } from "../platform/access";
import type { Actor } from "../platform/actor";
import { batchByKey } from "../platform/batch-by-key";
import { type Db, type Executor, isUniqueViolation, type Tx } from "../platform/db";
import { AppError } from "../platform/errors";
import { queuePushes } from "./push-orders";

// Placing an order (issue 12): the one placement function the wizard uses now and bulk import and the open API
// will use. It spans three modules, so it lives here (docs/architecture.md "Module walls"): catalog prices each
// draft again on the server (a client's price is never read), orders checks it against the customs and order
// rules and writes it, and finance charges the wallet, the charge and the order's rows in ONE transaction, so
// neither exists without the other and no compensation is needed. Drafts are written in chunks, each in one
// transaction: the wallet is locked once and charged for each draft in turn (a draft the balance cannot pay is
// refused on its own), then every accepted order is written in one statement. When a unique index refuses that
// statement (a resubmitted key, a taken reference or number), the chunk is written again draft by draft, each in
// a savepoint, so each draft is all or nothing and the one that conflicts answers its own result. A draft's
// idempotency key makes a resubmission answer the first order: the charge's key is derived from it, and the
// orders' unique (org, key) index stops a second row.

/** Drafts per transaction: the wallet stays locked for one chunk at a time. */
const CHUNK = 100;

export const quoteInputOf = (draft: OrderDraft): QuoteRequestParsed => ({
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

export const priceOf = (quote: Extract<OrderQuote, { served: true }>): OrderPrice => {
  const { sales, cost, product } = quote;
  return {
    product: {
      id: product.id,
      code: product.code,
      name: product.name,
      version: product.version,
      planId: product.planId,
      supplierOrgId: product.supplierOrgId,
      chargeMode: product.handling.chargeMode,
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

/** The order rules every placement runs, as this process keeps them (modules/orders/rules). */
type RuleSource = { current: () => Promise<OrderRuleSet> };

type Deps = { db: Db; sources: QuoteSources; wallets: WalletService; store: OrderStore; rules: RuleSource };

export const createPlaceOrderFlow = ({ db, sources, wallets, store, rules }: Deps) => {
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

  /**
   * The draft priced and checked against the customs and order rules. When an order rule switches the product,
   * the draft is priced and checked again with that product (one switch: the second check keeps its product).
   */
  const prepare = async (actor: Actor, draft: OrderDraft, set: OrderRuleSet): Promise<PreparedOrder> => {
    const context = { set, orgId: actor.orgId, lang: actor.lang };
    const preRecorded = async (productId: number) =>
      (await preRecordedTypesOf(db, [productId])).get(productId) ?? "none";
    const prepared = prepareOrder(
      draft,
      await price(actor, draft),
      today(),
      context,
      await preRecorded(draft.productId),
    );
    if (prepared.switchTo === null) return prepared;
    const switched = { ...draft, productId: prepared.switchTo };
    return {
      ...prepareOrder(
        switched,
        await price(actor, switched),
        today(),
        context,
        await preRecorded(switched.productId),
      ),
      switchTo: null,
    };
  };

  /**
   * The wallet debit of an order's charge, named by the order: a charge, or a hold when the key is a hold's (its
   * product charges at weigh-in).
   */
  const chargeInput = (
    actor: Actor,
    order: { orderNo: string; chargeAmount: string; walletCurrency: string; chargeKey: string },
    fromHold?: number,
  ) => {
    const hold = isHoldKey(order.chargeKey);
    return {
      orgId: actor.orgId,
      currency: order.walletCurrency,
      amount: order.chargeAmount,
      reason: {
        code: hold ? ("orderHold" as const) : ("orderCharge" as const),
        params: { orderNo: order.orderNo },
      },
      reference: { type: "order" as const, id: order.orderNo },
      idempotencyKey: order.chargeKey,
      userId: actor.userId,
      hold,
      ...(fromHold === undefined ? {} : { fromHold }),
    };
  };

  /** The wallet movement of an order's charge (or hold); the same input again answers the first movement. */
  const charge = (
    actor: Actor,
    order: Pick<OrderRecord, "orderNo" | "chargeAmount" | "walletCurrency">,
    key: string,
    tx?: Executor,
  ) => {
    const input = chargeInput(actor, { ...order, chargeKey: key });
    return input.hold ? wallets.hold(input, tx) : wallets.charge(input, tx);
  };

  /**
   * The first order of a resubmitted key, answered as it was (its charge's answer read back by its key). Inside a
   * transaction it reads through it: a second connection while holding one could starve the pool.
   */
  const answerFirst = async (actor: Actor, order: OrderRecord, tx?: Executor) => {
    const movement = order.chargeKey ? await charge(actor, order, order.chargeKey, tx) : null;
    return store.resultOf(order, actor.lang, movement);
  };

  type Pending = { actor: Actor; draft: OrderDraft; order: OrderToWrite; fromHold?: number };

  /**
   * Charges the paid drafts of a chunk in turn and writes every draft the wallet could pay (and every unpaid
   * one) in one statement; a draft the wallet refused answers its refusal, a charge key found used means a
   * concurrent submission of the same draft placed it first, whose order is answered. The drafts are one org's,
   * of one or more of its users.
   */
  const writeChunk = async (tx: Tx, pending: Pending[]): Promise<PlacementOutcome[]> => {
    const charging = pending.filter(({ order }) => order.chargeKey !== null);
    const movements = await wallets.chargeInTurn(
      charging.map(({ actor, order, fromHold }) =>
        chargeInput(
          actor,
          { ...order.prepared.values, orderNo: order.placed.orderNo, chargeKey: order.chargeKey! },
          fromHold,
        ),
      ),
      tx,
    );
    const movementOf = new Map(charging.map((entry, index) => [entry, movements[index]!]));
    const accepted = pending.filter((entry) => !(movementOf.get(entry) instanceof AppError));
    const rows = await store.insertOrders(
      tx,
      accepted.map(({ order }) => order),
    );
    const rowOf = new Map(accepted.map((entry, index) => [entry, rows[index]!]));
    // Products that push on payment queue their paid orders for the carrier in this same transaction.
    await queuePushes(tx, "payment", rows);
    const answers: PlacementOutcome[] = [];
    for (const entry of pending) {
      const movement = movementOf.get(entry) ?? null;
      if (movement instanceof AppError) {
        answers.push(
          movement.code === "IDEMPOTENCY_KEY_REUSED"
            ? await answerRepeat(tx, entry.actor, entry.draft, movement)
            : { ok: false, error: movement },
        );
        continue;
      }
      answers.push({ ok: true, order: store.resultOf(rowOf.get(entry)!, entry.actor.lang, movement) });
    }
    return answers;
  };

  /** The first order placed under the draft's key, or `refusal` when there is none. */
  const answerRepeat = async (
    tx: Tx,
    actor: Actor,
    draft: OrderDraft,
    refusal: AppError,
  ): Promise<PlacementOutcome> => {
    const first = (await store.findByKeys(tx, actor.orgId, [draft.idempotencyKey])).get(draft.idempotencyKey);
    return first ? { ok: true, order: await answerFirst(actor, first, tx) } : { ok: false, error: refusal };
  };

  /** The chunk written draft by draft, each in a savepoint: what a conflict in the one-statement write needs. */
  const writeOneByOne = (pending: Pending[]) =>
    db.transaction(async (tx) => {
      const answers: PlacementOutcome[] = [];
      for (const entry of pending) {
        try {
          answers.push(...(await tx.transaction((sp) => writeChunk(sp, [entry]))));
        } catch (error) {
          const conflict = placementConflict(error, entry.order.prepared);
          if (conflict === undefined) throw error;
          answers.push(
            conflict === "repeat"
              ? await answerRepeat(tx, entry.actor, entry.draft, new AppError("CONFLICT"))
              : { ok: false, error: conflict },
          );
        }
      }
      return answers;
    });

  /**
   * One org's chunks, written one transaction at a time per process (they would queue on the org's wallet lock
   * anyway): the chunks of concurrent requests that arrive meanwhile are written together next, so a burst of one
   * seller's orders locks and commits once per batch instead of once per order.
   */
  const writeForOrg = batchByKey(
    (_orgId, pending: Pending[]) =>
      db
        .transaction((tx) => writeChunk(tx, pending))
        .catch((error: unknown) => {
          if (!isUniqueViolation(error)) throw error;
          return writeOneByOne(pending);
        }),
    CHUNK,
  );

  type Priced = { draft: OrderDraft } & ({ prepared: PreparedOrder } | { refusal: AppError });

  /** A chunk's drafts priced and checked (outside any transaction), each prepared or refused. */
  const priceChunk = async (actor: Actor, chunk: OrderDraft[]): Promise<Priced[]> => {
    const set = await rules.current();
    return Promise.all(
      chunk.map(async (draft): Promise<Priced> => {
        try {
          return { draft, prepared: await prepare(actor, draft, set) };
        } catch (error) {
          return { draft, refusal: refusalOf(error) };
        }
      }),
    );
  };

  /**
   * A priced chunk placed: its prepared drafts numbered and written, each refused one answered as the first order
   * placed under its key when there is one (a repeat refused now although it was placed before), else refused.
   */
  const placeChunk = async (
    actor: Actor,
    priced: Priced[],
    fromHold: number | undefined,
  ): Promise<PlacementOutcome[]> => {
    const ready = await Promise.all(
      priced.map(
        async (entry): Promise<PlacementOutcome | { draft: OrderDraft; prepared: PreparedOrder }> => {
          if ("prepared" in entry) return entry;
          const first = (await store.findByKeys(db, actor.orgId, [entry.draft.idempotencyKey])).get(
            entry.draft.idempotencyKey,
          );
          return first
            ? { ok: true, order: await answerFirst(actor, first) }
            : { ok: false, error: entry.refusal };
        },
      ),
    );
    const toPlace = ready.filter(
      (entry): entry is { draft: OrderDraft; prepared: PreparedOrder } => !("ok" in entry),
    );
    const numbered = await store.allocate(toPlace.length);
    const pending = toPlace.map(({ draft, prepared }, index): Pending => {
      const paid = !draft.saveAsDraft;
      const chargeKey =
        paid && needsCharge(prepared.values.chargeAmount)
          ? moneyKeyOf(`order:${draft.idempotencyKey}`, prepared.holdsUntilWeighIn)
          : null;
      return {
        actor,
        draft,
        order: { prepared, placed: numbered[index]!, by: actor, paid, chargeKey },
        ...(fromHold === undefined ? {} : { fromHold }),
      };
    });
    const written = pending.length > 0 ? await writeForOrg(actor.orgId, pending) : [];
    let next = 0;
    return ready.map((entry) => ("ok" in entry ? entry : written[next++]!));
  };

  // Chunk by chunk, each priced while the one before it is written: pricing is this process's work, writing mostly
  // the database's. A repeat is found when it is written (its charge key or its order key is taken), or after the
  // chunks before it are written when it is refused now although it was placed before.
  /** What each draft would be charged now: priced and checked as placing it would, nothing written. */
  const priceOrders: PriceOrders = async (actor, drafts) => {
    requireCan(actor, "placeOrders");
    return (await priceChunk(actor, drafts)).map((entry) =>
      "prepared" in entry
        ? {
            ok: true,
            charge: needsCharge(entry.prepared.values.chargeAmount)
              ? { amount: entry.prepared.values.chargeAmount, currency: entry.prepared.values.walletCurrency }
              : null,
          }
        : { ok: false, error: entry.refusal },
    );
  };

  const placeOrders: PlaceOrders = async (actor, drafts, options = {}) => {
    requireCan(actor, "placeOrders");
    const chunks: OrderDraft[][] = [];
    for (let start = 0; start < drafts.length; start += CHUNK)
      chunks.push(drafts.slice(start, start + CHUNK));
    const outcomes: PlacementOutcome[] = [];
    let priced = chunks[0] ? await priceChunk(actor, chunks[0]) : [];
    for (let index = 0; index < chunks.length; index++) {
      const following = chunks[index + 1];
      const [placed, next] = await Promise.all([
        placeChunk(actor, priced, options.fromHold),
        following ? priceChunk(actor, following) : [],
      ]);
      outcomes.push(...placed);
      priced = next;
    }
    return outcomes;
  };

  const payDrafts: PayDrafts = async (actor, orderIds) => {
    requireCan(actor, "placeOrders");
    const outcomes: PlacementOutcome[] = [];
    for (let start = 0; start < orderIds.length; start += CHUNK) {
      const chunk = orderIds.slice(start, start + CHUNK);
      const set = await rules.current();
      const ready = await Promise.all(
        chunk.map(
          async (orderId): Promise<PlacementOutcome | { orderId: number; prepared: PreparedOrder }> => {
            try {
              const { draft } = await store.loadDraft(actor, orderId);
              return { orderId, prepared: await prepare(actor, draft, set) };
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
            const paid = await tx.transaction(async (sp) => {
              const done = await store.payDraft(sp, actor, entry.orderId, entry.prepared, (order, key) =>
                charge(actor, order, key, sp),
              );
              await queuePushes(sp, "payment", [done.row]);
              return done;
            });
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

  return { placeOrders, priceOrders, payDrafts };
};
