import type { OrderEditChanges, ProblemAnswer } from "@pp/contracts";
import { compareMoney, negateMoney, type OrderRuleSet, translateNotServed } from "@pp/domain";
import { productEditableFields, type QuoteSources, quoteProductForOrder } from "../modules/catalog";
import type { WalletService } from "../modules/finance";
import {
  type EditDifference,
  type EditOrder,
  type GetOrderEditParam,
  type OrderEdit,
  type OrderProblems,
  type PreviewOrderEdit,
  type PricedEdit,
  placementConflict,
  prepareOrder,
} from "../modules/orders";
import type { Actor } from "../platform/actor";
import type { Db, Executor } from "../platform/db";
import { AppError } from "../platform/errors";
import { priceOf, quoteInputOf } from "./place-order";

// Editing an order before hand-over (issue 13): catalog names the groups the order's product allows and prices
// the edited draft, placement's checks (customs, order rules: prepareOrder) run on it as on a new order, finance
// charges or refunds the difference to what the wallet paid, and orders writes the edit, the money and the order
// in ONE transaction (docs/architecture.md "Changing an order"). The order is priced with its product as it is
// now: catalog keeps no past product versions to price at. A wallet that cannot pay the difference refuses the
// edit and nothing changes. A problem's corrected address goes through the same edit when the order may still be
// edited and its product allows the receiver to change; otherwise it is only stored with the answer.

type Deps = {
  db: Db;
  /** The order rules, as placement reads them. */
  rules: { current: () => Promise<OrderRuleSet> };
  sources: QuoteSources;
  wallets: WalletService;
  edit: OrderEdit;
  problems: OrderProblems;
};

const today = () => new Date().toISOString().slice(0, 10);

export const createEditOrderFlow = ({ db, rules, sources, wallets, edit, problems }: Deps) => {
  /** The order's edit priced with its product and checked as placement checks a new order. */
  const priced = async (actor: Actor, orderId: number, changes: OrderEditChanges): Promise<PricedEdit> => {
    const { row, draft } = await edit.load(actor, orderId);
    const edited = edit.editedDraft(row, draft, changes, await productEditableFields(db, row.productId));
    const quote = await quoteProductForOrder(sources, {
      orgId: row.orgId,
      productId: row.productId,
      input: quoteInputOf({ ...edited, currency: row.walletCurrency }),
    });
    if (!quote.served)
      throw new AppError("ORDER_NOT_SERVED", {
        params: { reason: translateNotServed(actor.lang, quote.reason) },
      });
    // The order rules run on the edit as on a new order; an edit keeps its product, so a switch does not apply.
    // It keeps its seller's label (or its lack of one) too, whatever the product asks of new orders now.
    const context = { set: await rules.current(), orgId: row.orgId, lang: actor.lang };
    const prepared = {
      ...prepareOrder(edited, priceOf(quote), today(), context, "optional"),
      switchTo: null,
    };
    return { row, changes, draft: edited, prepared };
  };

  /**
   * Moves a held order's hold to its new price: the old hold released and a new one opened, both under keys named
   * by the edit; refused (and nothing moved) when the wallet cannot hold the new price.
   */
  const reholdIn = async (
    tx: Executor,
    actor: Actor,
    difference: EditDifference,
    held: NonNullable<EditDifference["held"]>,
  ) => {
    const holdId = await wallets.holdIdOf(difference.orgId, held.key, tx);
    if (holdId === undefined) throw new Error(`order ${difference.orderNo} holds no money under its key`);
    const reason = (code: "orderHold" | "orderHoldReleased") => ({
      code,
      params: { orderNo: difference.orderNo },
    });
    await wallets.release(
      {
        orgId: difference.orgId,
        holdId,
        idempotencyKey: `${difference.key}:release`,
        userId: actor.userId,
        reason: reason("orderHoldReleased"),
      },
      tx,
    );
    return wallets.hold(
      {
        orgId: difference.orgId,
        currency: difference.currency,
        amount: held.newAmount,
        reference: { type: "order", id: difference.orderNo },
        idempotencyKey: held.newKey,
        userId: actor.userId,
        reason: reason("orderHold"),
      },
      tx,
    );
  };

  /**
   * Charges a dearer edit's difference (refused when the wallet cannot pay) or refunds a cheaper one's; a held
   * order's hold moves to the new price instead.
   */
  const settleIn = (tx: Executor, actor: Actor) => async (difference: EditDifference) => {
    if (difference.held) return reholdIn(tx, actor, difference, difference.held);
    const refund = compareMoney(difference.amount, "0") < 0;
    const movement = {
      orgId: difference.orgId,
      currency: difference.currency,
      amount: refund ? negateMoney(difference.amount) : difference.amount,
      reference: { type: "order" as const, id: difference.orderNo },
      idempotencyKey: difference.key,
      userId: actor.userId,
    };
    return refund
      ? wallets.refund(
          { ...movement, reason: { code: "orderEditRefund", params: { orderNo: difference.orderNo } } },
          tx,
        )
      : wallets.charge(
          { ...movement, reason: { code: "orderEditCharge", params: { orderNo: difference.orderNo } } },
          tx,
        );
  };

  /** Writes a priced edit (and anything `alsoIn` writes with it) in one transaction. */
  const save = (
    actor: Actor,
    pricedEdit: PricedEdit,
    key: string,
    alsoIn?: (tx: Executor) => Promise<void>,
  ) =>
    db
      .transaction(async (tx) => {
        const edited = await edit.write(tx, actor, pricedEdit, key, settleIn(tx, actor));
        await alsoIn?.(tx);
        return edited;
      })
      .catch((error: unknown) => {
        const conflict = placementConflict(error, pricedEdit.prepared);
        if (conflict instanceof AppError) throw conflict;
        throw error;
      });

  const getEditParam: GetOrderEditParam = async (actor, orderId) => {
    const { row, draft } = await edit.load(actor, orderId);
    return edit.paramOf(actor, row, draft, await productEditableFields(db, row.productId));
  };

  const previewEdit: PreviewOrderEdit = async (actor, orderId, changes) => {
    const { row, prepared } = await priced(actor, orderId, changes);
    return edit.quoteOf(row, prepared.values.chargeAmount);
  };

  const editOrder: EditOrder = async (actor, orderId, changes, key) =>
    save(actor, await priced(actor, orderId, changes), key);

  /**
   * The customer's answer to a problem: a corrected address edits the order's receiver (priced again, the
   * difference settled, logged) in the answer's transaction when the order may still be edited and its product
   * allows it; any other answer, or an order past that, is stored as the answer alone.
   */
  const answerProblem = async (actor: Actor, id: number, answer: ProblemAnswer) => {
    if (answer.kind !== "correctedAddress") return problems.answer(actor, id, answer);
    const problem = await problems.read(actor, id);
    const { row, draft } = await edit.load(actor, problem.orderId);
    const param = edit.paramOf(actor, row, draft, await productEditableFields(db, row.productId));
    if (!param.editable || !param.fields.includes("receiver")) return problems.answer(actor, id, answer);
    const receiver = { ...answer.address, houseNumber: draft.receiver.houseNumber };
    const pricedEdit = await priced(actor, row.id, { receiver });
    await save(actor, pricedEdit, `problem-${id}`, (tx) => problems.answerIn(tx, actor, id, answer));
    return problems.read(actor, id);
  };

  return { getEditParam, previewEdit, editOrder, answerProblem };
};
