import type { OrderExportRequest } from "@pp/contracts";
import { can } from "../../../platform/access";
import type { Actor } from "../../../platform/actor";
import type { Executor } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { datedWorkbookName, XLSX_CONTENT_TYPE } from "../../../platform/excel";
import type { FileStore } from "../../../platform/file-store";
import type { TaskJob, TaskQueue } from "../../../platform/jobs";
import type { OrderScope, OrderTrackView } from "../queries/orders-queries.repository";
import { numbersOf } from "../queries/orders-queries.repository";
import { whoOf } from "../queries/orders-queries.service";
import { countUpTo, exportPages, exportWhere } from "./order-export.repository";
import { type ExportViewer, writeOrderSheet } from "./order-export.sheet";

// The order export (spec §7 api/order exports): up to `directRows` orders download at once; a larger export runs
// as a task (pg-boss), its file kept in the file store and downloaded from task management. Both read the orders
// page by page with the keyset.

export const ORDER_EXPORT_TASK = "order-export";
const FILE_BASE = "orders";

/** What the job needs to read and write as the caller would: plain JSON, no session. */
type ExportJobData = { who: OrderScope; viewer: ExportViewer; request: OrderExportRequest };

export type OrderExportAnswer =
  | { kind: "file"; bytes: Buffer; contentType: string; name: string }
  | { kind: "task"; taskId: number };

export const createOrderExport = (deps: {
  db: Executor;
  files: FileStore;
  tasks: TaskQueue;
  directRows: number;
  track: OrderTrackView;
}) => {
  const job: TaskJob<ExportJobData> = {
    name: ORDER_EXPORT_TASK,
    run: async ({ who, viewer, request }) => {
      const sheet = await writeOrderSheet(
        viewer,
        exportPages(deps.db, deps.track, exportWhere(who, request, deps.track, new Date())),
      );
      const stored = await deps.files.put({
        bytes: sheet.bytes,
        contentType: XLSX_CONTENT_TYPE,
        name: datedWorkbookName(FILE_BASE),
      });
      return {
        summaryKey: "TASK_ORDER_EXPORT_DONE",
        params: { rows: sheet.rows, file: stored.key, fileName: stored.name },
      };
    },
  };

  return {
    job,
    run: async (actor: Actor, request: OrderExportRequest): Promise<OrderExportAnswer> => {
      // Separators alone name no number: such an export would otherwise cover every order.
      if (request.by === "numbers" && numbersOf(request.numbers).length === 0)
        throw AppError.field("numbers", "orderExportNumbersRequired");
      const who = whoOf(actor);
      const viewer: ExportViewer = {
        lang: actor.lang,
        price: can(actor, "seeOrderPrice"),
        cost: can(actor, "seeOrderCost"),
      };
      const where = exportWhere(who, request, deps.track, new Date());
      const matching = await countUpTo(deps.db, where, deps.directRows + 1);
      // Selected orders are the caller's own choice: one it cannot see is another org's, answered as unknown.
      if (request.by === "ids" && matching < new Set(request.ids).size) throw new AppError("NOT_FOUND");
      if (matching > deps.directRows) {
        const taskId = await deps.tasks.submit(
          job,
          { orgId: actor.orgId, userId: actor.userId },
          { who, viewer, request },
        );
        return { kind: "task", taskId };
      }
      const sheet = await writeOrderSheet(viewer, exportPages(deps.db, deps.track, where));
      return {
        kind: "file",
        bytes: sheet.bytes,
        contentType: XLSX_CONTENT_TYPE,
        name: datedWorkbookName(FILE_BASE),
      };
    },
  };
};

export type OrderExport = ReturnType<typeof createOrderExport>;
