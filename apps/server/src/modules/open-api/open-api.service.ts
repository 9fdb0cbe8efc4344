import { randomUUID } from "node:crypto";
import {
  type OpenOrderDraft,
  type OrderDraft,
  type OrderListQuery,
  orderListQuerySchema,
  type QuoteRequestParsed,
  type QuoteResponse,
  type Wallet,
} from "@pp/contracts";
import type { Actor } from "../../platform/actor";
import type { Db } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { signedProductsOf } from "../catalog";
import { fingerprintOf } from "../finance";
import { type CancelOrders, messageOf, type OrderQueries, type PlaceOrders, placeOne } from "../orders";
import { claimKey } from "./open-api.repository";

// The open API's use cases: each hands the token's actor to the console's own use case (one quote, one placement,
// one cancel, the list and detail queries, the wallets), never a copy of it. Only what HTTP adds is here: the
// `Idempotency-Key` header's rule, finding an order by any of its numbers, one product out of a quote.

export type OpenApiDeps = {
  db: Db;
  placeOrders: PlaceOrders;
  cancelOrders: CancelOrders;
  queries: OrderQueries;
  quote: (actor: Actor, input: QuoteRequestParsed) => Promise<QuoteResponse>;
  wallets: { listOwn: (actor: Actor) => Promise<Wallet[]> };
};

export const createOpenApi = ({ db, placeOrders, cancelOrders, queries, quote, wallets }: OpenApiDeps) => {
  /** The order an API caller names by its order number, reference or any other number of it; 404 otherwise. */
  const findOrderId = async (actor: Actor, ref: string) => {
    const page = await queries.list(actor, orderListQuerySchema.parse({ numbers: ref, size: 10 }));
    const row =
      page.rows.find((r) => r.orderNo === ref) ??
      page.rows.find((r) => r.referenceNo === ref) ??
      page.rows[0];
    if (!row) throw new AppError("NOT_FOUND");
    return row.id;
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
      if (key) {
        const fingerprint = fingerprintOf("orders.create", draft);
        if ((await claimKey(db, actor.orgId, key, fingerprint)) !== fingerprint)
          throw new AppError("IDEMPOTENCY_KEY_REUSED");
      }
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

    wallets: async (actor: Actor) => ({ wallets: await wallets.listOwn(actor) }),

    findOrderId,
  };
};

export type OpenApi = ReturnType<typeof createOpenApi>;
