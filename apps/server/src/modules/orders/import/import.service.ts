import type {
  OrderImport,
  OrderImportPage,
  OrderImportPayDraftsResult,
  OrderImportQuery,
  OrderImportUploadFields,
} from "@pp/contracts";
import { orderImportUploadFieldsSchema } from "@pp/contracts";
import type { Language } from "@pp/domain";
import { requireCan } from "../../../platform/access";
import { type Actor, canUseScreen } from "../../../platform/actor";
import type { Db } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { XLSX_CONTENT_TYPE } from "../../../platform/excel";
import type { FileContent, FileStore } from "../../../platform/file-store";
import { translateKey } from "../../../platform/i18n";
import type { TaskJob, TaskQueue } from "../../../platform/jobs";
import { mapPage } from "../../../platform/paging";
import * as repo from "./import.repository";
import { importActorOf } from "./import-actor";

// Bulk orders (issue 14): the upload's checks, storage and task, and the import history. The task itself is the
// flow's (flows/import-orders.ts), which this service is handed with the checks that span other modules.

/** What the flow gives the service: the upload's precheck, the template and the two task jobs. */
export type ImportFlowParts = {
  precheck: (actor: Actor, bytes: Buffer, senderAddressId: number | null) => Promise<unknown>;
  template: (actor: Actor, lang: Language) => Promise<Buffer>;
  job: TaskJob<{ importId: number }>;
  payDraftsJob: TaskJob<{ importId: number }>;
};

/**
 * Who sees which imports (tenancy as for orders): an org's main account all of its org's, a sub-account its own
 * uploads, and its org's others only with the order list's grant; platform staff every org's (read only).
 */
export const importScopeOf = (actor: Actor): repo.ImportScope => ({
  scope: actor.scope,
  onlyBy: actor.isSubAccount && !canUseScreen(actor, "orders/list") ? actor.userId : null,
});

const toDto =
  (lang: Language) =>
  (row: repo.ImportListRow): OrderImport => ({
    id: row.id,
    serialNo: row.serialNo,
    fileName: row.fileName,
    mode: row.mode,
    status: row.status,
    total: row.total,
    processed: row.processed,
    succeeded: row.succeeded,
    drafted: row.drafted,
    failed: row.failed,
    charged:
      row.chargedAmount !== null && row.chargedCurrency !== null
        ? { amount: row.chargedAmount, currency: row.chargedCurrency }
        : null,
    error: row.errorKey ? translateKey(lang, row.errorKey, row.errorParams ?? undefined) : null,
    hasFailedRecords: row.failedFileKey !== null,
    unpaidDrafts: row.unpaidDrafts,
    taskId: row.taskId,
    createdBy: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  });

export const createOrderImports = (deps: {
  db: Db;
  files: FileStore;
  tasks: TaskQueue;
  flow: ImportFlowParts;
}) => {
  const { db, files, tasks, flow } = deps;

  const visible = async (actor: Actor, id: number) => {
    const row = await repo.findVisibleImport(db, importScopeOf(actor), id);
    if (!row) throw new AppError("NOT_FOUND");
    return row;
  };

  const fileOf = async (key: string | null): Promise<FileContent> => {
    const content = key ? await files.get(key) : undefined;
    if (!content) throw new AppError("NOT_FOUND");
    return content;
  };

  return {
    template: (actor: Actor, lang: Language | undefined) => flow.template(actor, lang ?? actor.lang),

    /**
     * An upload: checked (content, size, unpacked size by the caller; sender, headers, orders and limits here)
     * before anything is stored, then the file stored, the import written and its task submitted.
     */
    upload: async (
      actor: Actor,
      file: { bytes: Buffer; name: string; fields: OrderImportUploadFields },
    ): Promise<OrderImport> => {
      requireCan(actor, "placeOrders");
      const parsed = orderImportUploadFieldsSchema.safeParse(file.fields);
      if (!parsed.success) throw AppError.field(String(parsed.error.issues[0]?.path[0] ?? "mode"), "invalid");
      const { mode, senderAddressId } = parsed.data;
      await flow.precheck(actor, file.bytes, senderAddressId ?? null);
      const stored = await files.put({ bytes: file.bytes, contentType: XLSX_CONTENT_TYPE, name: file.name });
      const created = await db.transaction(async (tx) => {
        const row = await repo.insertImport(tx, {
          orgId: actor.orgId,
          createdBy: actor.userId,
          uploader: importActorOf(actor),
          taskId: 0,
          fileKey: stored.key,
          fileName: file.name,
          fileSize: stored.size,
          fileSha256: stored.sha256,
          mode,
          senderAddressId: senderAddressId ?? null,
        });
        return row;
      });
      try {
        // The import names its task before the job is sent: the job runs only an import that does.
        await tasks.submit(
          flow.job,
          { orgId: actor.orgId, userId: actor.userId },
          { importId: created.id },
          (taskId) => repo.setImportTask(db, created.id, taskId),
        );
      } catch (error) {
        await repo.deleteImport(db, created.id);
        await files.delete(stored.key);
        throw error;
      }
      return toDto(actor.lang)(await visible(actor, created.id));
    },

    list: async (actor: Actor, query: OrderImportQuery): Promise<OrderImportPage> =>
      mapPage(await repo.pageImports(db, importScopeOf(actor), query), toDto(actor.lang)),

    get: async (actor: Actor, id: number): Promise<OrderImport> =>
      toDto(actor.lang)(await visible(actor, id)),

    original: async (actor: Actor, id: number) => fileOf((await visible(actor, id)).fileKey),

    failedRecords: async (actor: Actor, id: number) => fileOf((await visible(actor, id)).failedFileKey),

    /** Pays the import's drafts still awaiting payment, as a task. */
    payDrafts: async (actor: Actor, id: number): Promise<OrderImportPayDraftsResult> => {
      requireCan(actor, "placeOrders");
      const row = await visible(actor, id);
      if (row.orgId !== actor.orgId) throw new AppError("NOT_FOUND");
      if (row.status !== "completed") throw new AppError("CONFLICT");
      if (row.unpaidDrafts === 0) throw AppError.field("id", "ORDER_IMPORT_NO_DRAFTS", { headline: true });
      const taskId = await tasks.submit(
        flow.payDraftsJob,
        { orgId: actor.orgId, userId: actor.userId },
        { importId: id },
      );
      return { taskId, drafts: row.unpaidDrafts };
    },
  };
};

export type OrderImports = ReturnType<typeof createOrderImports>;
