import { randomUUID } from "node:crypto";
import {
  type OpenOrderDraft,
  type OrderDraft,
  type OrderEditChanges,
  type OrderListQuery,
  orderListQuerySchema,
  type ParcelTracking,
  type QuoteRequestParsed,
  type QuoteResponse,
  type Wallet,
} from "@pp/contracts";
import type { Actor } from "../../platform/actor";
import type { Db } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { signedProductsOf } from "../catalog";
import { fingerprintOf } from "../finance";
import {
  type CancelOrders,
  type EditOrder,
  messageOf,
  type OrderQueries,
  type PlaceOrders,
  placeOne,
} from "../orders";
import { claimKey } from "./open-api.repository";

// The open API's use cases: each hands the token's actor to the console's own use case (one quote, one placement,
// one cancel, the list and detail queries, the wallets), never a copy of it. Only what HTTP adds is here: the
// `Idempotency-Key` header's rule, finding an order by any of its numbers, one product out of a quote.

export type OpenApiDeps = {
  db: Db;
  placeOrders: PlaceOrders;
  cancelOrders: CancelOrders;
  editOrder: EditOrder;
  queries: OrderQueries;
  quote: (actor: Actor, input: QuoteRequestParsed) => Promise<QuoteResponse>;
  wallets: { listOwn: (actor: Actor) => Promise<Wallet[]> };
  /** An order's tracking as the console's order detail shows it (tracking module). */
  orderTracking: (actor: Actor, orderId: number) => Promise<ParcelTracking>;
};

export const createOpenApi = ({
  db,
  placeOrders,
  cancelOrders,
  editOrder,
  queries,
  quote,
  wallets,
  orderTracking,
}: OpenApiDeps) => {
  /** The order the caller sees by its order number, reference or any other number of it (the list's search). */
  const lookUp = async (actor: Actor, ref: string) => {
    const page = await queries.list(actor, orderListQuerySchema.parse({ numbers: ref, size: 10 }));
    return (
      page.rows.find((r) => r.orderNo === ref) ?? page.rows.find((r) => r.referenceNo === ref) ?? page.rows[0]
    );
  };

  /** The id of the order `ref` names; 404 when the caller sees none. */
  const findOrderId = async (actor: Actor, ref: string) => {
    const row = await lookUp(actor, ref);
    if (!row) throw new AppError("NOT_FOUND");
    return row.id;
  };

  /** Refuses a key the org used before with another request (IDEMPOTENCY_KEY_REUSED); keeps it otherwise. */
  const claim = async (actor: Actor, key: string, operation: string, request: Record<string, unknown>) => {
    const fingerprint = fingerprintOf(operation, request);
    if ((await claimKey(db, actor.orgId, key, fingerprint)) !== fingerprint)
      throw new AppError("IDEMPOTENCY_KEY_REUSED");
  };

  return {
    products: async (actor: Actor) => ({ products: await signedProductsOf(db, actor.orgId) }),

    /** Every product the org may use, or the one `productCode` names (404 when the org has not signed it). */
    quote: async (actor: Actor, { productCode, ...input }: QuoteRequestParsed & { productCode?: string }) => {
      const answer = await quote(actor, input);
      if (!productCode) return answer;
      const served = answer.served.filter((p) => p.productCode === productCode);
      const notServed = answer.notServed.filter((p) => p.productCode === productCode);
      if (!served.length && !notServed.length) throw AppError.field("productCode", "NOT_SIGNED");
      return { ...answer, served, notServed };
    },

    /**
     * Places one order. With a key: the first body it came with is remembered, a different one is refused
     * (IDEMPOTENCY_KEY_REUSED) and the same one answers the first order (placement's own key rule).
     */
    createOrder: async (actor: Actor, draft: OpenOrderDraft, key: string | undefined) => {
      if (key) await claim(actor, key, "orders.create", draft);
      return placeOne(placeOrders, actor, { ...draft, idempotencyKey: key ?? `open-${randomUUID()}` });
    },

    /** Places each draft on its own: one result per draft, in the request's order. */
    createOrders: async (actor: Actor, drafts: OrderDraft[]) => ({
      results: (await placeOrders(actor, drafts)).map((outcome, index) =>
        outcome.ok
          ? { index, ok: true, order: outcome.order }
          : {
              index,
              ok: false,
              error: { code: outcome.error.code, message: messageOf(actor.lang, outcome.error) },
            },
      ),
    }),

    order: async (actor: Actor, ref: string) => queries.detail(actor, await findOrderId(actor, ref)),

    orders: async (
      actor: Actor,
      { limit, ...query }: Omit<OrderListQuery, "size" | "cursor"> & { cursor?: number; limit: number },
    ) => {
      const { rows, total, nextCursor } = await queries.list(actor, { ...query, size: limit });
      return { rows, total, nextCursor };
    },

    cancel: async (actor: Actor, ref: string) => {
      const [outcome] = await cancelOrders(actor, [await findOrderId(actor, ref)]);
      if (!outcome) throw new Error("cancel answered nothing");
      if (!outcome.ok) throw outcome.error;
      return outcome.order;
    },

    /** The edit flow with the groups its product allows; a key changes the order once (another body: 409). */
    update: async (actor: Actor, ref: string, changes: OrderEditChanges, key: string | undefined) => {
      const orderId = await findOrderId(actor, ref);
      if (key) await claim(actor, key, `orders.update:${orderId}`, changes);
      return editOrder(actor, orderId, changes, key ?? `open-${randomUUID()}`);
    },

    wallets: async (actor: Actor) => ({ wallets: await wallets.listOwn(actor) }),

    /** Each number's order with its parcel's tracking status and stored events, newest first. */
    tracking: async (actor: Actor, numbers: string[]) => ({
      results: await Promise.all(
        numbers.map(async (number) => {
          const row = await lookUp(actor, number);
          if (!row)
            return {
              number,
              found: false,
              orderNo: null,
              status: null,
              trackingStatus: null,
              trackingStatusText: "",
              events: [],
            };
          const parcel = await orderTracking(actor, row.id);
          return {
            number,
            found: true,
            orderNo: row.orderNo,
            status: row.status,
            trackingStatus: parcel.status,
            trackingStatusText: parcel.statusText,
            events: parcel.events,
          };
        }),
      ),
    }),

    findOrderId,
  };
};

export type OpenApi = ReturnType<typeof createOpenApi>;
