import type { AbnormalKindCounts, AbnormalQuery, OrderAbnormality, OrderAbnormalPage } from "@pp/contracts";
import { nextStatus, ORDER_ABNORMAL_KINDS, ORDER_TRANSITIONS } from "@pp/domain";
import { requireCan } from "../../../platform/access";
import type { Actor } from "../../../platform/actor";
import type { Db } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { translateKey } from "../../../platform/i18n";
import { mapPage } from "../../../platform/paging";
import { visibleOrNotFound } from "../../../platform/scope";
import { recordsOf } from "../placement/placement";
import * as orderRepo from "../placement/placement.repository";
import { findVisibleOrder } from "../queries/orders-queries.repository";
import { whoOf } from "../queries/orders-queries.service";
import * as repo from "./abnormal.repository";

// Abnormal orders (异常件, issue 13, spec §2): the orders an order rule, a failed submission, unpaid weigh-in arrears
// or an alerting tracking event flagged, each with its reason, in one list scoped as the order list is (a customer
// its org's, a supplier its products', staff all). Staff release what a rule held; the last release of an order
// nothing else holds lets it ship again.

const toDto =
  (lang: Actor["lang"]) =>
  (row: repo.AbnormalityRow): OrderAbnormality => ({
    id: row.id,
    orderId: row.orderId,
    orderNo: row.orderNo,
    orderStatus: row.orderStatus,
    orgName: row.orgName,
    kind: row.kind,
    reason: row.reasonKey ? translateKey(lang, row.reasonKey, row.reasonParams ?? undefined) : row.reason,
    raisedAt: row.raisedAt.toISOString(),
    clearedAt: row.clearedAt?.toISOString() ?? null,
  });

export const createOrderAbnormal = (db: Db) => ({
  /** A keyset page of the abnormalities the caller sees, with the open ones per kind for the tabs. */
  list: async (actor: Actor, query: AbnormalQuery): Promise<OrderAbnormalPage> => {
    const who = whoOf(actor);
    const [page, counts] = await Promise.all([
      repo.pageAbnormalities(db, who, query),
      repo.countOpenByKind(db, who),
    ]);
    const openCounts = Object.fromEntries(
      ORDER_ABNORMAL_KINDS.map((kind) => [kind, counts.get(kind) ?? 0]),
    ) as AbnormalKindCounts;
    return { ...mapPage(page, toDto(actor.lang)), openCounts };
  },

  /** One order's abnormalities, open and cleared, for its detail; 404 for an order the caller does not see. */
  ofOrder: async (actor: Actor, orderId: number): Promise<OrderAbnormality[]> => {
    if (!(await findVisibleOrder(db, whoOf(actor), orderId))) throw new AppError("NOT_FOUND");
    return (await repo.findOrderAbnormalities(db, orderId)).map(toDto(actor.lang));
  },

  /**
   * Staff release what an order rule held, once: the abnormality is cleared and the order's log says so. When
   * nothing else holds a cannot-ship order (no other open abnormality, no unresolved problem, no arrears) it can
   * ship again (`release`).
   */
  release: async (actor: Actor, id: number): Promise<OrderAbnormality> => {
    requireCan(actor, "handleProblems");
    await db.transaction(async (tx) => {
      const abnormality = visibleOrNotFound(actor, await repo.lockAbnormality(tx, id));
      if (abnormality.kind !== "rule") throw new AppError("ABNORMAL_NOT_RELEASABLE");
      if (abnormality.clearedAt) throw new AppError("ALREADY_DECIDED");
      const order = visibleOrNotFound(actor, await orderRepo.lockOrder(tx, abnormality.orderId));
      await repo.clearAbnormality(tx, abnormality.id, actor.userId);
      const released =
        order.status === "cannotShip" &&
        order.arrearsAmount === null &&
        !(await repo.isOrderStillHeld(tx, order.id));
      const status = released ? nextStatus(ORDER_TRANSITIONS, order.status, "release") : order.status;
      if (!status) throw new AppError("CONFLICT");
      const row = { ...order, status, version: order.version + 1 };
      await orderRepo.updateOrder(
        tx,
        order.id,
        { status, version: row.version },
        recordsOf([
          {
            userId: actor.userId,
            row,
            event: released ? "release" : "abnormalClear",
            from: order.status,
            reason: released ? "orderLogReleased" : "orderLogAbnormalCleared",
            topic: released ? "order.released" : "order.abnormal-cleared",
          },
        ]),
      );
    });
    const found = await repo.findAbnormality(db, id);
    if (!found) throw new AppError("NOT_FOUND");
    return toDto(actor.lang)(found);
  },
});

export type OrderAbnormal = ReturnType<typeof createOrderAbnormal>;
