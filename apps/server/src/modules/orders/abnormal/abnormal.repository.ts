import type { OrderAbnormalKind } from "@pp/domain";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../../platform/db";
import { orderAbnormalities } from "../order-abnormalities.tables";

export type NewAbnormality = typeof orderAbnormalities.$inferInsert;
export type AbnormalityRecord = typeof orderAbnormalities.$inferSelect;

/** Flags orders abnormal, in the caller's transaction (a rule at placement, arrears at weigh-in, …). */
export const recordAbnormalities = async (tx: Executor, rows: readonly NewAbnormality[]) => {
  if (rows.length === 0) return;
  await tx.insert(orderAbnormalities).values([...rows]);
};

/** Clears an order's open abnormalities of the given kinds; returns how many it cleared. */
export const clearAbnormalities = async (
  tx: Executor,
  orderId: number,
  kinds: readonly OrderAbnormalKind[],
  clearedBy: number | null,
) =>
  (
    await tx
      .update(orderAbnormalities)
      .set({ clearedAt: new Date(), clearedBy })
      .where(
        and(
          eq(orderAbnormalities.orderId, orderId),
          inArray(orderAbnormalities.kind, [...kinds]),
          isNull(orderAbnormalities.clearedAt),
        ),
      )
      .returning({ id: orderAbnormalities.id })
  ).length;
