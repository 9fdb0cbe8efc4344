import type { OrderScanResult, OrderScanType } from "@pp/contracts";
import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Actor } from "../../../platform/actor";
import type { Executor } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { orderNumbers, orders } from "../orders.tables";
import { scopeOn } from "./orders-queries.repository";
import { whoOf } from "./orders-queries.service";

// The scan look-up (spec §2 scan, §7 orderInfo/{type}/{scanNo}): a scanner types a number and Enter; the order
// it names opens. Another org's number answers NOT_FOUND like an unknown one. The number substring rules
// (number-rules/) first turn the scanned text into the numbers to look up, in order: the first that finds an
// order answers.

const liveNumber = (scanNo: string) => and(eq(orderNumbers.number, scanNo), isNull(orderNumbers.voidedAt));

const matchOf = (type: OrderScanType, scanNo: string): SQL | undefined => {
  if (type === "order") return eq(orders.orderNo, scanNo);
  if (type === "reference") return eq(orders.referenceNo, scanNo);
  if (type === "number")
    return sql`exists (select 1 from ${orderNumbers} where ${and(
      eq(orderNumbers.orderId, orders.id),
      liveNumber(scanNo),
    )})`;
  // Each kind through its own index, as the list's numbers filter does.
  return sql`${orders.id} in (select ${orders.id} from ${orders} where ${eq(orders.orderNo, scanNo)}
    union all select ${orders.id} from ${orders} where ${eq(orders.referenceNo, scanNo)}
    union all select ${orderNumbers.orderId} from ${orderNumbers} where ${liveNumber(scanNo)})`;
};

const findOne = async (db: Executor, actor: Actor, type: OrderScanType, scanNo: string) =>
  (
    await db
      .select({ id: orders.id, orderNo: orders.orderNo })
      .from(orders)
      .where(and(scopeOn(whoOf(actor), orders), matchOf(type, scanNo)))
      .orderBy(desc(orders.id))
      .limit(1)
  )[0];

/**
 * The newest order the caller sees that carries the first of `candidates` any order carries (one query per
 * candidate, in order); NOT_FOUND when it sees none.
 */
export const scanOrder = async (
  db: Executor,
  actor: Actor,
  type: OrderScanType,
  candidates: readonly string[],
): Promise<OrderScanResult> => {
  for (const scanNo of candidates) {
    const found = await findOne(db, actor, type, scanNo);
    if (found) return found;
  }
  throw new AppError("NOT_FOUND");
};
