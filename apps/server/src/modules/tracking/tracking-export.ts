import type { OrderExportRequest } from "@pp/contracts";
import { derivedTrackStates, type Language } from "@pp/domain";
import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Actor } from "../../platform/actor";
import type { Executor } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { datedWorkbookName, XLSX_CONTENT_TYPE } from "../../platform/excel";
import type { FileStore } from "../../platform/file-store";
import type { TaskJob, TaskQueue } from "../../platform/jobs";
import { shipments } from "../carriers";
import { products } from "../catalog";
import {
  type OrderListRow,
  type OrderScope,
  orderExportRows,
  orderScopeOf,
  orderTracking,
  pastedNumbersOf,
} from "../orders";
import { orderTrackView } from "./derived-states";
import { parcelTracks, trackEvents } from "./tracking.tables";
import { type EventLine, type ParcelLine, writeTrackingWorkbook } from "./tracking-export.sheet";

// The package-tracking export (issue 17; spec §7 packageTrack export): the orders an order export would take (the
// list's filter, selected orders, or the numbers of the tracking screen), each with its parcel's state, and every
// event. Up to `directRows` orders download at once; more run as a task whose file task management downloads.

export const TRACK_EXPORT_TASK = "track-export";
const FILE_BASE = "package-tracking";

type ExportJobData = { who: OrderScope; lang: Language; request: OrderExportRequest };

/** The parcel facts of one page of orders: tracking, product limits, submission, last event, live numbers. */
const parcelLinesOf = async (
  db: Executor,
  lang: Language,
  now: Date,
  page: OrderListRow[],
): Promise<ParcelLine[]> => {
  const ids = page.map((row) => row.id);
  const [parcels, failed, lastEvents, facts] = await Promise.all([
    db
      .select({
        orderId: parcelTracks.orderId,
        status: parcelTracks.status,
        alert: parcelTracks.alert,
        firstEventAt: parcelTracks.firstEventAt,
        lastEventAt: parcelTracks.lastEventAt,
        trackedSince: parcelTracks.trackedSince,
        notOnlineHours: products.notOnlineHours,
        maxDays: products.maxDays,
      })
      .from(parcelTracks)
      .innerJoin(products, eq(products.id, parcelTracks.productId))
      .where(inArray(parcelTracks.orderId, ids)),
    db
      .select({ orderId: shipments.orderId })
      .from(shipments)
      .where(and(inArray(shipments.orderId, ids), eq(shipments.status, "failed"))),
    db
      .selectDistinctOn([trackEvents.orderId], {
        orderId: trackEvents.orderId,
        place: trackEvents.place,
        text: trackEvents.text,
      })
      .from(trackEvents)
      .where(inArray(trackEvents.orderId, ids))
      .orderBy(trackEvents.orderId, desc(trackEvents.at), desc(trackEvents.id)),
    orderTracking.trackingFactsOf(db, ids),
  ]);
  const parcelOf = new Map(parcels.map((parcel) => [parcel.orderId, parcel]));
  const failedIds = new Set(failed.map((row) => row.orderId));
  const lastOf = new Map(lastEvents.map((event) => [event.orderId, event]));
  return page.map((row) => {
    const parcel = parcelOf.get(row.id);
    const last = lastOf.get(row.id);
    return {
      orderNo: row.orderNo,
      referenceNo: row.referenceNo,
      numbers: (facts.get(row.id)?.numbers ?? []).filter((number) => number !== row.referenceNo),
      product: row.productName[lang],
      destination: row.destinationCountry,
      status: parcel?.status ?? null,
      firstEventAt: parcel?.firstEventAt ?? null,
      lastEventAt: parcel?.lastEventAt ?? null,
      lastPlace: last?.place ?? "",
      lastText: last?.text ?? "",
      states: derivedTrackStates(
        {
          cancelled: row.status === "cancelled",
          status: parcel?.status ?? null,
          alert: parcel?.alert ?? false,
          submissionFailed: failedIds.has(row.id),
          labelMadeAt: parcel?.trackedSince ?? null,
          firstEventAt: parcel?.firstEventAt ?? null,
          notOnlineHours: parcel?.notOnlineHours ?? 0,
          maxShippingDays: parcel?.maxDays ?? null,
        },
        now,
      ),
    };
  });
};

/** Every event of one page of orders, each order's oldest first. */
const eventLinesOf = async (db: Executor, page: OrderListRow[]): Promise<EventLine[]> => {
  const orderNoOf = new Map(page.map((row) => [row.id, row.orderNo]));
  const events = await db
    .select({
      orderId: trackEvents.orderId,
      number: trackEvents.number,
      time: trackEvents.timeSent,
      at: trackEvents.at,
      place: trackEvents.place,
      text: trackEvents.text,
      code: trackEvents.code,
      status: trackEvents.status,
      source: trackEvents.source,
    })
    .from(trackEvents)
    .where(inArray(trackEvents.orderId, [...orderNoOf.keys()]))
    .orderBy(desc(trackEvents.orderId), asc(trackEvents.at), asc(trackEvents.id));
  return events.map(({ orderId, ...event }) => ({ ...event, orderNo: orderNoOf.get(orderId) ?? "" }));
};

async function* mapPages<T>(
  pages: AsyncIterable<OrderListRow[]>,
  map: (page: OrderListRow[]) => Promise<T[]>,
) {
  for await (const page of pages) yield await map(page);
}

const writeWorkbook = (db: Executor, lang: Language, where: SQL | undefined, now: Date) => {
  const pages = () => orderExportRows.exportPages(db, orderTrackView, where);
  return writeTrackingWorkbook(
    lang,
    now,
    mapPages(pages(), (page) => parcelLinesOf(db, lang, now, page)),
    () => mapPages(pages(), (page) => eventLinesOf(db, page)),
  );
};

export type TrackExportAnswer =
  | { kind: "file"; bytes: Buffer; contentType: string; name: string }
  | { kind: "task"; taskId: number };

export const createTrackingExport = (deps: {
  db: Executor;
  files: FileStore;
  tasks: TaskQueue;
  directRows: number;
}) => {
  const job: TaskJob<ExportJobData> = {
    name: TRACK_EXPORT_TASK,
    run: async ({ who, lang, request }) => {
      const now = new Date();
      const where = orderExportRows.exportWhere(who, request, orderTrackView, now);
      const book = await writeWorkbook(deps.db, lang, where, now);
      const stored = await deps.files.put({
        bytes: book.bytes,
        contentType: XLSX_CONTENT_TYPE,
        name: datedWorkbookName(FILE_BASE),
      });
      return {
        summaryKey: "TASK_TRACK_EXPORT_DONE",
        params: { rows: book.rows, events: book.events, file: stored.key, fileName: stored.name },
      };
    },
  };

  return {
    job,
    run: async (actor: Actor, request: OrderExportRequest): Promise<TrackExportAnswer> => {
      if (request.by === "numbers" && pastedNumbersOf(request.numbers).length === 0)
        throw AppError.field("numbers", "orderExportNumbersRequired");
      const who = orderScopeOf(actor);
      const now = new Date();
      const where = orderExportRows.exportWhere(who, request, orderTrackView, now);
      const matching = await orderExportRows.countUpTo(deps.db, where, deps.directRows + 1);
      // Selected orders are the caller's own choice: one it cannot see is another org's, answered as unknown.
      if (request.by === "ids" && matching < new Set(request.ids).size) throw new AppError("NOT_FOUND");
      if (matching > deps.directRows) {
        const taskId = await deps.tasks.submit(
          job,
          { orgId: actor.orgId, userId: actor.userId },
          { who, lang: actor.lang, request },
        );
        return { kind: "task", taskId };
      }
      const book = await writeWorkbook(deps.db, actor.lang, where, now);
      return {
        kind: "file",
        bytes: book.bytes,
        contentType: XLSX_CONTENT_TYPE,
        name: datedWorkbookName(FILE_BASE),
      };
    },
  };
};

export type TrackingExport = ReturnType<typeof createTrackingExport>;
