import type { OrderDraft } from "@pp/contracts";
import type { Actor } from "../../platform/actor";
import type { AppError } from "../../platform/errors";
import { translateKey } from "../../platform/i18n";
import type { PlaceOrders } from "./placement/placement";

// How the orders routes answer: a batch per order (paying drafts, cancelling), one placement as its order or its
// refusal.

/** A refusal's message in the caller's language (a field refusal by its own key). */
export const messageOf = (lang: Parameters<typeof translateKey>[0], error: AppError) => {
  const key = typeof error.params?.messageKey === "string" ? error.params.messageKey : error.code;
  return translateKey(lang, key, error.params);
};

/** A batch of orders answered per order, in the request's order: done with its order, or refused with why. */
export const answerPerOrder = <T>(
  actor: Actor,
  orderIds: readonly number[],
  outcomes: readonly ({ ok: true; order: T } | { ok: false; error: AppError })[],
) => ({
  results: outcomes.map((outcome, index) => {
    const orderId = orderIds[index] ?? 0;
    return outcome.ok
      ? { orderId, ok: true as const, order: outcome.order }
      : {
          orderId,
          ok: false as const,
          code: outcome.error.code,
          message: messageOf(actor.lang, outcome.error),
        };
  }),
});

/** Places one draft: its order, or its refusal thrown. */
export const placeOne = async (placeOrders: PlaceOrders, actor: Actor, draft: OrderDraft) => {
  const [outcome] = await placeOrders(actor, [draft]);
  if (!outcome) throw new Error("placement answered nothing");
  if (!outcome.ok) throw outcome.error;
  return outcome.order;
};
