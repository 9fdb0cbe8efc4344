import type { TrackReplayResult } from "@pp/contracts";
import { mapTrackEvent, parcelStatusOf, type TrackStatus } from "@pp/domain";
import { and, asc, eq, gt, inArray, or, sql } from "drizzle-orm";
import { requireCan } from "../../platform/access";
import type { Actor } from "../../platform/actor";
import type { Database, Executor } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { chainGroupIds, chainOf, readRuleBook } from "./rule-chain";
import * as repo from "./track-rules.repository";
import { parcelTracks, trackEvents } from "./tracking.tables";

// Replaying a group's rules over stored events (docs/architecture.md "Tracking"): every parcel whose chain holds the
// group has its carriers' events mapped again with the rules as they are now. A preview lists the parcels whose
// status would change; applying writes the events' mapping columns (never the raw fields) batch by batch and hands
// each batch's status changes to `onParcelsRemapped` in the batch's transaction. Manual events keep their mapping;
// an expired parcel stays expired (only the refresh sets and clears that).

/** How many changed parcels an answer lists (the total counts them all). */
export const TRACK_REPLAY_LIST_MAX = 200;
const BATCH = 500;

/** One parcel whose status a replay changes, with the rule and alert of its new latest mapped event. */
export type ParcelRemap = {
  orderId: number;
  orgId: number;
  from: TrackStatus | null;
  to: TrackStatus | null;
  ruleId: number | null;
  alert: boolean;
};

/** Called in each applied batch's transaction with the parcels whose status changed. */
export type OnParcelsRemapped = (tx: Executor, changes: ParcelRemap[]) => Promise<void>;

/** The default: the parcels' tracking rows take their new status, rule and alert; nothing else follows. */
export const updateParcelStatuses: OnParcelsRemapped = async (tx, changes) => {
  for (const change of changes)
    await tx
      .update(parcelTracks)
      .set({ status: change.to, statusRuleId: change.ruleId, alert: change.alert, updatedAt: new Date() })
      .where(eq(parcelTracks.orderId, change.orderId));
};

type ParcelRow = typeof parcelTracks.$inferSelect;
type EventUpdate = { id: number; ruleId: number | null; status: string | null; alert: boolean };

export const createTrackReplay = (
  database: Database,
  options: {
    orderNumbersOf: (ex: Executor, ids: number[]) => Promise<Map<number, string>>;
    onParcelsRemapped?: OnParcelsRemapped;
  },
) => {
  const db = database.db;
  const onParcelsRemapped = options.onParcelsRemapped ?? updateParcelStatuses;

  /** One batch of parcels mapped again: the events whose mapping changes and the parcels whose state does. */
  const remapBatch = async (
    ex: Executor,
    book: Awaited<ReturnType<typeof readRuleBook>>,
    parcels: ParcelRow[],
  ) => {
    const events = await ex
      .select()
      .from(trackEvents)
      .where(
        inArray(
          trackEvents.orderId,
          parcels.map((parcel) => parcel.orderId),
        ),
      );
    const byOrder = new Map<number, typeof events>();
    for (const event of events) {
      const list = byOrder.get(event.orderId);
      if (list) list.push(event);
      else byOrder.set(event.orderId, [event]);
    }
    const eventUpdates: EventUpdate[] = [];
    const statusChanges: ParcelRemap[] = [];
    const quietChanges: ParcelRemap[] = [];
    for (const parcel of parcels) {
      const chain = chainOf(book, parcel.productId, parcel.providerId);
      const mapped = (byOrder.get(parcel.orderId) ?? []).map((event) => {
        if (event.manual) return event;
        const mapping = mapTrackEvent(chain, event);
        const next = {
          ruleId: mapping?.ruleId ?? null,
          status: mapping?.status ?? null,
          alert: mapping?.alert ?? false,
        };
        if (next.ruleId !== event.ruleId || next.status !== event.status || next.alert !== event.alert)
          eventUpdates.push({ id: event.id, ...next });
        return { ...event, ...next };
      });
      if (parcel.status === "expired") continue;
      const now = parcelStatusOf(mapped);
      const remap: ParcelRemap = {
        orderId: parcel.orderId,
        orgId: parcel.orgId,
        from: parcel.status,
        to: now.status,
        ruleId: now.ruleId,
        alert: now.alert,
      };
      if (now.status !== parcel.status) statusChanges.push(remap);
      else if (now.ruleId !== parcel.statusRuleId || now.alert !== parcel.alert) quietChanges.push(remap);
    }
    return { eventUpdates, statusChanges, quietChanges };
  };

  const writeEvents = async (tx: Executor, updates: EventUpdate[]) => {
    for (let start = 0; start < updates.length; start += BATCH) {
      const values = sql.join(
        updates
          .slice(start, start + BATCH)
          .map((u) => sql`(${u.id}::bigint, ${u.ruleId}::integer, ${u.status}::text, ${u.alert}::boolean)`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${trackEvents} as e
           set rule_id = v.rule_id, status = v.status, alert = v.alert, updated_at = now()
          from (values ${values}) as v(id, rule_id, status, alert)
         where e.id = v.id`);
    }
  };

  return {
    /**
     * Maps the stored events of every parcel whose chain holds the group again. `apply: false` previews (nothing
     * written); `apply: true` writes the events' mappings and the parcels' changes in batches.
     */
    replay: async (actor: Actor, groupId: number, apply: boolean): Promise<TrackReplayResult> => {
      requireCan(actor, "manageTrackRules");
      const book = await readRuleBook(db);
      if (!book.groups.has(groupId)) throw new AppError("NOT_FOUND");
      const assignments = await repo.listAssignments(db, groupId);
      const products = assignments.filter((a) => a.subjectKind === "product").map((a) => a.subjectId);
      const providers = assignments.filter((a) => a.subjectKind === "provider").map((a) => a.subjectId);
      const concerned =
        book.defaultGroupId === groupId
          ? undefined
          : or(
              products.length ? inArray(parcelTracks.productId, products) : sql`false`,
              providers.length ? inArray(parcelTracks.providerId, providers) : sql`false`,
            );
      let parcelCount = 0;
      let eventCount = 0;
      const changes: ParcelRemap[] = [];
      let after = 0;
      for (;;) {
        const rows = await db
          .select()
          .from(parcelTracks)
          .where(and(gt(parcelTracks.orderId, after), concerned))
          .orderBy(asc(parcelTracks.orderId))
          .limit(BATCH);
        if (rows.length === 0) break;
        after = rows.at(-1)!.orderId;
        const batch = rows.filter((parcel) =>
          chainGroupIds(book, parcel.productId, parcel.providerId).includes(groupId),
        );
        if (batch.length === 0) continue;
        parcelCount += batch.length;
        if (apply)
          await db.transaction(async (tx) => {
            const locked = await tx
              .select()
              .from(parcelTracks)
              .where(
                inArray(
                  parcelTracks.orderId,
                  batch.map((parcel) => parcel.orderId),
                ),
              )
              .orderBy(asc(parcelTracks.orderId))
              .for("update");
            const found = await remapBatch(tx, book, locked);
            await writeEvents(tx, found.eventUpdates);
            await updateParcelStatuses(tx, found.quietChanges);
            if (found.statusChanges.length) await onParcelsRemapped(tx, found.statusChanges);
            eventCount += found.eventUpdates.length;
            changes.push(...found.statusChanges);
          });
        else {
          const found = await remapBatch(db, book, batch);
          eventCount += found.eventUpdates.length;
          changes.push(...found.statusChanges);
        }
      }
      const listed = changes.slice(0, TRACK_REPLAY_LIST_MAX);
      const numbers = await options.orderNumbersOf(
        db,
        listed.map((change) => change.orderId),
      );
      return {
        applied: apply,
        parcels: parcelCount,
        events: eventCount,
        total: changes.length,
        changes: listed.map((change) => ({
          orderId: change.orderId,
          orderNo: numbers.get(change.orderId) ?? `#${change.orderId}`,
          from: change.from,
          to: change.to,
        })),
      };
    },
  };
};

export type TrackReplay = ReturnType<typeof createTrackReplay>;
