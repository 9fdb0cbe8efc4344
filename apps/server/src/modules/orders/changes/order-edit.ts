import {
  type OrderDraft,
  type OrderEditChanges,
  type OrderEdited,
  type OrderEditParam,
  type OrderEditQuote,
  type OrderParty,
  orderDraftSchema,
} from "@pp/contracts";
import {
  compareMoney,
  nextStatus,
  ORDER_EDIT_FIELDS,
  ORDER_EDITABLE_STATUSES,
  ORDER_TRANSITIONS,
  type OrderEditField,
  subtractMoney,
} from "@pp/domain";
import { and, eq, sql } from "drizzle-orm";
import { can, requireCan } from "../../../platform/access";
import type { Actor } from "../../../platform/actor";
import type { Db, Executor } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { translateKey } from "../../../platform/i18n";
import { visibleOrNotFound } from "../../../platform/scope";
import { findOrderAbnormalities, recordAbnormalities } from "../abnormal/abnormal.repository";
import { orderBoxes, orderDeclarationLines, orderLogs } from "../orders.tables";
import type { OrderStore, PreparedOrder } from "../placement/placement";
import { abnormalRows, moneyKeyOf, ownOrder, recordsOf } from "../placement/placement";
import * as repo from "../placement/placement.repository";

// Editing an order before it is handed over (issue 13, spec §7 getOrderEditParam / updateOrderEditParam): the
// customer (its own org's orders, sub-accounts per their grants) and platform staff holding `editAnyOrder` change
// the groups of fields the order's product allows. The flow in src/flows/edit-order.ts prices the edited draft
// through catalog and runs placement's checks (customs, order rules) on it, then this module locks the order,
// lets the flow charge or refund the difference to what the wallet paid under one key per edit, and writes the
// new values and price with a log row of old → new and an `order.updated` event, in the flow's transaction. A
// draft (created, unpaid) is priced again without money moving. Origin country never changes.

/** What the wallet must pay (positive) or gets back (negative) for an edit, named by the order. */
export type EditDifference = {
  orgId: number;
  orderNo: string;
  amount: string;
  currency: string;
  key: string;
  /**
   * For an order held until weigh-in: its hold (released) and the hold that replaces it at the new price, so the
   * weigh-in captures what the order now costs.
   */
  held: { key: string; newKey: string; newAmount: string } | null;
};
/** Charges or refunds an edit's difference, or holds the new price instead of the old; throws when it cannot. */
export type SettleEdit = (difference: EditDifference) => Promise<unknown>;

/** An edited order priced and checked, ready to be written. */
export type PricedEdit = {
  row: repo.OrderRecord;
  changes: OrderEditChanges;
  draft: OrderDraft;
  prepared: PreparedOrder;
};

/** The edit param of an order (the flow in src/flows/edit-order.ts adds the product's groups). */
export type GetOrderEditParam = (actor: Actor, orderId: number) => Promise<OrderEditParam>;
/** Prices an edit without saving it. */
export type PreviewOrderEdit = (
  actor: Actor,
  orderId: number,
  changes: OrderEditChanges,
) => Promise<OrderEditQuote>;
/** Saves an edit: a repeat of its key answers the first edit and changes nothing. */
export type EditOrder = (
  actor: Actor,
  orderId: number,
  changes: OrderEditChanges,
  key: string,
) => Promise<OrderEdited>;

/** An order the caller may edit: any order for staff holding `editAnyOrder`, else one of its own org's; 404 else. */
const editableBy = (actor: Actor, row: repo.OrderRecord | undefined) => {
  if (can(actor, "editAnyOrder")) return visibleOrNotFound(actor, row);
  requireCan(actor, "placeOrders");
  return ownOrder(actor, row);
};

/** Whether the order may still be edited: before hand-over and not weighed into arrears. */
const isEditable = (row: repo.OrderRecord) =>
  ORDER_EDITABLE_STATUSES.includes(row.status) && row.arrearsAmount === null;

const isPaid = (row: repo.OrderRecord) => row.paymentStatus === "paid";

/** The groups an edit carries, in their canonical order. */
export const groupsOf = (changes: OrderEditChanges): OrderEditField[] =>
  ORDER_EDIT_FIELDS.filter((field) => changes[field] !== undefined);

/** An address on one line, as the order log shows it. */
const addressLine = (party: OrderParty) =>
  [
    [party.address1, party.houseNumber].filter(Boolean).join(" "),
    [party.postcode, party.city].filter(Boolean).join(" "),
    party.province,
    party.countryCode,
  ]
    .filter(Boolean)
    .join(", ");

/** The draft with the edited groups applied; refuses a group the product does not allow, naming it. */
const applyChanges = (
  row: repo.OrderRecord,
  draft: OrderDraft,
  changes: OrderEditChanges,
  allowed: readonly OrderEditField[],
): OrderDraft => {
  for (const group of groupsOf(changes))
    if (!allowed.includes(group)) throw AppError.field(group, "ORDER_EDIT_FIELD_NOT_ALLOWED");
  const { receiver, sender, boxes, declaration, taxNumbers } = changes;
  if (sender && sender.countryCode !== row.originCountry)
    throw AppError.field("sender.countryCode", "ORDER_EDIT_ORIGIN_FIXED", {
      params: { country: row.originCountry },
    });
  for (const [field, count] of [
    ["boxes", boxes?.length],
    ["declaration.lines", declaration?.lines.length],
  ] as const)
    if (count !== undefined && count !== draft.boxes.length)
      throw AppError.field(field, "ORDER_EDIT_BOX_COUNT", { params: { count: draft.boxes.length } });
  const edited: OrderDraft = {
    ...draft,
    ...(receiver && {
      receiver,
      destination: {
        country: receiver.countryCode,
        state: receiver.province,
        city: receiver.city,
        postcode: receiver.postcode,
      },
    }),
    ...(sender && { sender }),
    ...(changes.referenceNo !== undefined && { referenceNo: changes.referenceNo }),
    ...(changes.remarks !== undefined && { remarks: changes.remarks }),
    ...(taxNumbers && taxNumbers),
    ...(changes.premiumPackages && { premiumPackageCodes: changes.premiumPackages }),
    ...(declaration && { declaredCurrency: declaration.declaredCurrency }),
    boxes: draft.boxes.map((box, index) => ({
      ...box,
      ...boxes?.[index],
      lines: declaration?.lines[index] ?? box.lines,
    })),
    declaredTotal: undefined,
  };
  // The edited draft passes the wizard's checks (addresses, receiver and destination, declaration).
  const parsed = orderDraftSchema.safeParse(edited);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw AppError.field(issue!.path.join("."), issue!.message);
  }
  return parsed.data;
};

/** The key an edit's money moves under: one per order and submission. */
const moneyKey = (orderId: number, key: string) => `order-edit:${orderId}:${key}`;

export const createOrderEdit = (db: Db, store: OrderStore) => {
  /** What the order's product allows, whether it may still be edited, and its current values. */
  const paramOf = (
    actor: Actor,
    row: repo.OrderRecord,
    draft: OrderDraft,
    fields: OrderEditField[],
  ): OrderEditParam => ({
    id: row.id,
    orderNo: row.orderNo,
    status: row.status,
    version: row.version,
    editable: isEditable(row),
    notEditableReason: isEditable(row) ? null : translateKey(actor.lang, "ORDER_NOT_EDITABLE"),
    fields,
    paid: isPaid(row),
    originCountry: row.originCountry,
    charge: { amount: row.chargeAmount, currency: row.walletCurrency },
    values: {
      receiver: draft.receiver,
      sender: draft.sender,
      referenceNo: draft.referenceNo,
      remarks: draft.remarks,
      boxes: draft.boxes.map(({ lengthCm, widthCm, heightCm, weightKg }) => ({
        lengthCm,
        widthCm,
        heightCm,
        weightKg,
      })),
      declaration: {
        declaredCurrency: draft.declaredCurrency,
        lines: draft.boxes.map((box) => box.lines),
      },
      taxNumbers: { vatNo: draft.vatNo, eoriNo: draft.eoriNo, hmrcNo: draft.hmrcNo, iossNo: draft.iossNo },
      premiumPackages: draft.premiumPackageCodes,
    },
  });

  const quoteOf = (row: repo.OrderRecord, to: string): OrderEditQuote => ({
    charge: { from: row.chargeAmount, to, currency: row.walletCurrency },
    difference: subtractMoney(to, row.chargeAmount),
    paid: isPaid(row),
  });

  /** The first edit saved under `key`: its log row. */
  const findEdit = async (ex: Executor, orderId: number, key: string) =>
    (
      await ex
        .select({ params: orderLogs.params })
        .from(orderLogs)
        .where(
          and(
            eq(orderLogs.orderId, orderId),
            eq(orderLogs.event, "edit"),
            sql`${orderLogs.params}->>'key' = ${key}`,
          ),
        )
    )[0];

  return {
    /** An order the caller may edit and the draft it was placed with (404 for anyone else's). */
    load: async (actor: Actor, orderId: number) => {
      const row = editableBy(actor, await repo.findOrder(db, orderId));
      return { row, draft: await store.rebuildDraft(row) };
    },

    paramOf,

    /**
     * The draft with the edit applied, for an order that may still be edited and groups the product allows;
     * the flow prices it and runs placement's checks on it.
     */
    editedDraft: (
      row: repo.OrderRecord,
      draft: OrderDraft,
      changes: OrderEditChanges,
      allowed: readonly OrderEditField[],
    ) => {
      if (!isEditable(row)) throw new AppError("ORDER_NOT_EDITABLE");
      return applyChanges(row, draft, changes, allowed);
    },

    quoteOf,

    /**
     * Writes an edit in the caller's transaction: locks the order, answers the first edit when `key` was saved
     * before, checks the order is still editable and unchanged since it was priced, lets `settle` charge or
     * refund a paid order's difference under the edit's key, then stores the new values, boxes and price (and a
     * block when a rule now stops it) with a log row of old → new address and price and an `order.updated` event.
     */
    write: async (
      tx: Executor,
      actor: Actor,
      edit: PricedEdit,
      key: string,
      settle: SettleEdit,
    ): Promise<OrderEdited> => {
      const locked = editableBy(actor, await repo.lockOrder(tx, edit.row.id));
      const first = await findEdit(tx, locked.id, key);
      if (first?.params)
        return {
          id: locked.id,
          orderNo: locked.orderNo,
          status: locked.status,
          version: locked.version,
          charge: {
            from: first.params.fromPrice ?? "",
            to: first.params.toPrice ?? "",
            currency: locked.walletCurrency,
          },
          difference: first.params.difference ?? "0",
          paid: isPaid(locked),
        };
      if (!isEditable(locked)) throw new AppError("ORDER_NOT_EDITABLE");
      if (locked.version !== edit.row.version) throw new AppError("CONFLICT");
      const { idempotencyKey: _key, originCountry: _origin, ...values } = edit.prepared.values;
      const quote = quoteOf(locked, values.chargeAmount);
      const heldKey = locked.paymentStatus === "held" ? locked.chargeKey : null;
      const newHoldKey = moneyKeyOf(moneyKey(locked.id, key), true);
      const moves = compareMoney(quote.difference, "0") !== 0 && (quote.paid || heldKey !== null);
      if (moves)
        await settle({
          orgId: locked.orgId,
          orderNo: locked.orderNo,
          amount: quote.difference,
          currency: locked.walletCurrency,
          key: moneyKey(locked.id, key),
          held: heldKey ? { key: heldKey, newKey: newHoldKey, newAmount: values.chargeAmount } : null,
        });
      const chargeKey = moves && heldKey ? newHoldKey : locked.chargeKey;
      const blocked = edit.prepared.blocked ? nextStatus(ORDER_TRANSITIONS, locked.status, "block") : null;
      const status = blocked ?? locked.status;
      const row: repo.OrderRecord = {
        ...locked,
        ...(values as Partial<repo.OrderRecord>),
        status,
        chargeKey,
        version: locked.version + 1,
      };
      const groups = groupsOf(edit.changes);
      const records = recordsOf([
        {
          userId: actor.userId,
          row,
          event: "edit",
          from: locked.status,
          reason: edit.changes.receiver ? "orderLogEditedAddress" : "orderLogEdited",
          params: {
            key,
            groups: groups.join(","),
            fromAddress: addressLine(locked.receiver),
            toAddress: addressLine(row.receiver),
            fromPrice: quote.charge.from,
            toPrice: quote.charge.to,
            difference: quote.difference,
            currency: row.walletCurrency,
          },
          topic: "order.updated",
        },
      ]);
      const parts =
        edit.changes.boxes || edit.changes.declaration
          ? [
              ...edit.prepared.boxes.map(({ boxNo, ...box }) =>
                tx
                  .update(orderBoxes)
                  .set(box)
                  .where(and(eq(orderBoxes.orderId, locked.id), eq(orderBoxes.boxNo, boxNo))),
              ),
              ...(edit.changes.declaration
                ? [tx.delete(orderDeclarationLines).where(eq(orderDeclarationLines.orderId, locked.id))]
                : []),
            ]
          : [];
      await repo.updateOrder(
        tx,
        locked.id,
        { ...values, status, chargeKey, version: row.version },
        records,
        parts,
      );
      if (edit.changes.declaration)
        await tx
          .insert(orderDeclarationLines)
          .values(edit.prepared.lines.map((line) => ({ ...line, orderId: locked.id })));
      // A rule that flags the edited order abnormal is recorded once while it stays open.
      const open = new Set(
        (await findOrderAbnormalities(tx, locked.id))
          .filter((abnormality) => abnormality.kind === "rule" && abnormality.clearedAt === null)
          .map((abnormality) => abnormality.ruleId),
      );
      const abnormal = edit.prepared.abnormal.filter(({ ruleId }) => !open.has(ruleId));
      await recordAbnormalities(tx, abnormalRows([{ prepared: { ...edit.prepared, abnormal }, row }]));
      return {
        id: row.id,
        orderNo: row.orderNo,
        status: row.status,
        version: row.version,
        ...quote,
      };
    },
  };
};

export type OrderEdit = ReturnType<typeof createOrderEdit>;
