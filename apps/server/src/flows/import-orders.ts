import { randomUUID } from "node:crypto";
import type { OrderDraft, OrderParty } from "@pp/contracts";
import type { Language } from "@pp/domain";
import { signedProductsOf } from "../modules/catalog";
import type { WalletService } from "../modules/finance";
import {
  actorOfImport,
  type ImportContext,
  type ImportedOrder,
  type PayDrafts,
  type PlacementOutcome,
  type PlaceOrders,
  type PriceOrders,
  importRecords as repo,
} from "../modules/orders";
import { allCountries, dictValuesOf } from "../modules/reference";
import type { Actor } from "../platform/actor";
import type { Db } from "../platform/db";
import { AppError } from "../platform/errors";
import { XLSX_CONTENT_TYPE } from "../platform/excel";
import type { FileStore } from "../platform/file-store";
import { translateKey } from "../platform/i18n";
import { completeTask, failTask, type TaskJob, type TaskOutcome } from "../platform/jobs";

// A bulk import's task (issue 14): it spans catalog (the org's signed products), reference (courier types), orders
// (the import's records, placement) and finance (through placement), so it lives here. The import row carries a
// lease: one process at a time runs it, chunk by chunk, and each chunk's outcomes, counts and next index commit
// together, so a killed process's import resumes where its last chunk ended; a chunk placed but not recorded is
// placed again, and the orders' idempotency keys answer the orders already placed (nothing twice).

export const ORDER_IMPORT_TASK = "order-import";
export const ORDER_IMPORT_PAY_TASK = "order-import-pay";
// Orders per chunk: placeOrders prices each hundred of them while it writes the hundred before, and a chunk's
// reads and its record are one round each however many orders it holds.
const CHUNK = 500;

type ValidOrder = Extract<ImportedOrder, { ok: true }>;

export type ImportReader = {
  readImportFile: (
    bytes: Buffer,
    ctx: ImportContext,
  ) => Promise<{ rowCount: number; orders: ImportedOrder[] }>;
  checkImportFile: (bytes: Buffer, lang: Language) => Promise<{ rowCount: number; orderCount: number }>;
  writeFailedRecords: (
    original: Buffer,
    failures: { rowNumbers: number[]; reason: string }[],
    lang: Language,
  ) => Promise<Buffer>;
  reasonFor: (lang: Language, field: string | undefined, message: string, rowNumber?: number) => string;
  writeImportTemplate: (
    lang: Language,
    ctx: {
      products: { code: string; name: string }[];
      countries: { code: string; name: string }[];
      courierTypes: { value: string; label: string }[];
    },
  ) => Promise<Buffer>;
};

type Deps = {
  db: Db;
  files: FileStore;
  placeOrders: PlaceOrders;
  priceOrders: PriceOrders;
  wallets: Pick<WalletService, "hold" | "holdIdOf" | "releaseRest">;
  payDrafts: PayDrafts;
  reader: ImportReader;
  /** How long a claim lasts without a chunk renewing it. */
  leaseSeconds: number;
};

/** An import that cannot run at all: its reason key and parameters, shown on the import. */
class ImportFailure extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

const senderOf = (address: NonNullable<Awaited<ReturnType<typeof repo.senderAddressOf>>>): OrderParty => ({
  name: address.name,
  company: address.company,
  phone: address.phone,
  email: address.email,
  countryCode: address.countryCode,
  province: address.province,
  city: address.city,
  postcode: address.postcode,
  address1: address.address1,
  address2: address.address2,
  clearanceNo: address.clearanceNo,
  houseNumber: "",
});

export const createImportOrdersFlow = ({
  db,
  files,
  placeOrders,
  priceOrders,
  wallets,
  payDrafts,
  reader,
  leaseSeconds,
}: Deps) => {
  const owner = `${process.pid}:${randomUUID()}`;

  /** A placement refusal in the uploader's language, naming the field when it has one. */
  const reasonOfRefusal = (lang: Language, error: AppError, rowNumber: number | undefined) => {
    const detail = error.details?.[0];
    const messageKey = typeof error.params?.messageKey === "string" ? error.params.messageKey : error.code;
    return detail
      ? reader.reasonFor(lang, detail.field, translateKey(lang, detail.message, error.params), rowNumber)
      : reader.reasonFor(lang, undefined, translateKey(lang, messageKey, error.params), rowNumber);
  };

  const contextOf = async (
    orgId: number,
    lang: Language,
    sender: OrderParty | null,
    senderAddressId: number | null,
  ): Promise<ImportContext> => {
    const address = sender ?? (await repo.senderAddressOf(db, orgId, senderAddressId));
    if (!address) throw new ImportFailure("ORDER_IMPORT_NO_SENDER");
    const [products, courierTypes] = await Promise.all([
      signedProductsOf(db, orgId),
      dictValuesOf(db, "courier_type"),
    ]);
    return {
      lang,
      products,
      courierTypes: courierTypes.map((item) => item.value),
      sender: "houseNumber" in address ? address : senderOf(address),
    };
  };

  /**
   * The upload's check before anything is stored: the org has a sender and the file reads (its headers, at least
   * one order, within the row and order limits; each order is checked by the task); refusals are the reader's,
   * about the `file` field.
   */
  const precheck = async (actor: Actor, bytes: Buffer, senderAddressId: number | null) => {
    const context = await contextOf(actor.orgId, actor.lang, null, senderAddressId).catch(
      (error: unknown) => {
        if (error instanceof ImportFailure) throw AppError.field("senderAddressId", error.key);
        throw error;
      },
    );
    return reader.checkImportFile(bytes, context.lang);
  };

  /** The template in `lang`: the org's signed products, the countries and the courier types in its dropdowns. */
  const template = async (actor: Actor, lang: Language) => {
    const [products, countries, courierTypes] = await Promise.all([
      signedProductsOf(db, actor.orgId),
      allCountries(db),
      dictValuesOf(db, "courier_type"),
    ]);
    return reader.writeImportTemplate(lang, {
      products: products.map((product) => ({ code: product.code, name: product.name[lang] })),
      countries: countries.map((country) => ({
        code: country.regionCode,
        name: lang === "zh" ? country.regionName : country.regionNameEn,
      })),
      courierTypes: courierTypes.map((item) => ({ value: item.value, label: item.label[lang] })),
    });
  };

  /** Pays an import's drafts still awaiting payment (after a top-up), each priced again, in chunks. */
  const payDraftsJob: TaskJob<{ importId: number }> = {
    name: ORDER_IMPORT_PAY_TASK,
    run: async ({ importId }) => {
      const record = await repo.findImport(db, importId);
      if (!record) throw new Error(`import ${importId} not found`);
      const actor = actorOfImport(record.uploader);
      const ids = await repo.unpaidDraftIds(db, importId);
      let paid = 0;
      for (let start = 0; start < ids.length; start += CHUNK) {
        const outcomes = await payDrafts(actor, ids.slice(start, start + CHUNK));
        paid += outcomes.filter((outcome) => outcome.ok).length;
      }
      return {
        summaryKey: "TASK_ORDER_IMPORT_PAID",
        params: { paid, total: ids.length, failed: ids.length - paid },
      };
    },
  };

  /** An order of the file recorded as failed with `reason`. */
  const failedRow = (
    record: repo.ImportRecord,
    order: ImportedOrder,
    reason: string,
  ): repo.ImportOrderRow => ({
    importId: record.id,
    orderIndex: order.index,
    rowNumbers: order.rowNumbers,
    reference: order.reference,
    outcome: "failed",
    reason,
  });

  /**
   * A chunk's orders sorted before placing: the invalid ones and those whose reference a different live order
   * holds are failed, those already placed from this file's content are `existing`, the rest are to place (under
   * their content's key, or the key and the import's id when an order under the content's key was cancelled).
   * `resuming`: the chunk a stopped run may have placed without recording it; an order of its content placed
   * since this import began is that run's, placed again so that placement answers it as this import's (its
   * charge counted), not as `existing`.
   */
  const screen = async (record: repo.ImportRecord, chunk: ImportedOrder[], resuming = false) => {
    const lang = record.uploader.lang;
    const rows: repo.ImportOrderRow[] = [];
    const valid = chunk.filter((order): order is ValidOrder => order.ok);
    for (const order of chunk) if (!order.ok) rows.push(failedRow(record, order, order.reason));

    const references = [...new Set(valid.map((order) => order.reference).filter(Boolean))];
    const live = await repo.liveOrdersByReference(db, record.orgId, references);
    const cancelled = await repo.cancelledKeys(
      db,
      record.orgId,
      valid.map((order) => order.draft.idempotencyKey),
    );
    const toPlace: { order: ValidOrder; draft: OrderDraft }[] = [];
    for (const order of valid) {
      const key = cancelled.has(order.draft.idempotencyKey)
        ? `${order.draft.idempotencyKey}:${record.id}`
        : order.draft.idempotencyKey;
      const holder = live.find((found) => found.referenceNo === order.reference);
      const placedByStoppedRun = resuming && holder !== undefined && holder.createdAt >= record.createdAt;
      if (holder && holder.key === key && !placedByStoppedRun) {
        rows.push({
          importId: record.id,
          orderIndex: order.index,
          rowNumbers: order.rowNumbers,
          reference: order.reference,
          outcome: "existing",
          orderId: holder.id,
        });
        continue;
      }
      if (holder && holder.key !== key) {
        rows.push(
          failedRow(
            record,
            order,
            reader.reasonFor(
              lang,
              "referenceNo",
              translateKey(lang, "ORDER_IMPORT_REFERENCE_USED", { orderNo: holder.orderNo }),
              order.rowNumbers[0],
            ),
          ),
        );
        continue;
      }
      toPlace.push({
        order,
        draft: { ...order.draft, idempotencyKey: key, saveAsDraft: record.mode === "drafts" },
      });
    }
    return { rows, toPlace };
  };

  const countsOf = (rows: repo.ImportOrderRow[], charged: string[], currency: string | null) => {
    const count = (outcome: repo.OrderImportOutcome) => rows.filter((row) => row.outcome === outcome).length;
    return {
      succeeded: count("placed") + count("existing"),
      drafted: count("drafted"),
      failed: count("failed"),
      charged: repo.sumCharged(charged),
      currency,
    };
  };

  /**
   * All or nothing, before any order is placed: every order screened and priced. When any is refused, none is
   * placed: every order is recorded (the refused with their reasons, the others as not placed because of them) and
   * the import fails. Otherwise the total is held on the wallet under the import's key, and the chunks draw their
   * charges from that hold; a resumed run finds the hold by the key and prices nothing again.
   */
  const holdForAll = async (record: repo.ImportRecord, orders: ImportedOrder[]) => {
    const key = `import:${record.id}`;
    const taken = record.holdId ?? (await wallets.holdIdOf(record.orgId, key));
    if (taken !== undefined)
      return taken === record.holdId ? record : repo.setImportHold(db, record.id, owner, taken);
    const actor = actorOfImport(record.uploader);
    const lang = actor.lang;
    const rows: repo.ImportOrderRow[] = [];
    const priced: ValidOrder[] = [];
    const charges: string[] = [];
    let currency: string | null = null;
    for (let start = 0; start < orders.length; start += CHUNK) {
      const screened = await screen(record, orders.slice(start, start + CHUNK));
      rows.push(...screened.rows);
      const outcomes = await priceOrders(
        actor,
        screened.toPlace.map((entry) => entry.draft),
      );
      for (const [index, { order }] of screened.toPlace.entries()) {
        const outcome = outcomes[index]!;
        if (!outcome.ok) {
          rows.push(failedRow(record, order, reasonOfRefusal(lang, outcome.error, order.rowNumbers[0])));
          continue;
        }
        priced.push(order);
        if (outcome.charge) {
          charges.push(outcome.charge.amount);
          currency = outcome.charge.currency;
        }
      }
    }
    const refused = rows.filter((row) => row.outcome === "failed").length;
    if (refused > 0) {
      const notPlaced = translateKey(lang, "ORDER_IMPORT_NOT_PLACED", { failed: refused });
      for (const order of priced)
        rows.push(
          failedRow(record, order, reader.reasonFor(lang, undefined, notPlaced, order.rowNumbers[0])),
        );
      rows.sort((a, b) => a.orderIndex - b.orderIndex);
      const failure = new ImportFailure("ORDER_IMPORT_ALL_OR_NOTHING_REFUSED", { failed: refused });
      // The outcomes and the refusal together: a run resumed after them only finishes the import as refused.
      await db.transaction(async (tx) => {
        const recorded = await repo.recordChunk(
          tx,
          { id: record.id, owner, start: record.nextIndex, end: orders.length, seconds: leaseSeconds },
          rows,
          countsOf(rows, [], null),
        );
        if (recorded) await repo.setImportError(tx, record.id, failure.key, failure.params);
      });
      throw failure;
    }
    const total = repo.sumCharged(charges);
    if (total === null || currency === null) return record;
    const movement = await wallets
      .hold({
        orgId: record.orgId,
        currency,
        amount: total,
        reason: { code: "orderImportHold", params: { serialNo: record.serialNo } },
        reference: { type: "orderImport", id: record.serialNo },
        idempotencyKey: key,
        userId: actor.userId,
      })
      .catch((error: unknown) => {
        if (
          error instanceof AppError &&
          (error.code === "BALANCE_INSUFFICIENT" || error.code === "REFUNDABLE_DEPOSIT_INSUFFICIENT")
        )
          throw new ImportFailure("ORDER_IMPORT_HOLD_INSUFFICIENT", {
            needed: `${total} ${currency}`,
            available: `${error.params?.available ?? "0.00"} ${currency}`,
          });
        throw error;
      });
    return repo.setImportHold(db, record.id, owner, movement.holdId!);
  };

  /** Places one chunk and records its outcomes; false when this process lost the lease meanwhile. */
  const runChunk = async (
    record: repo.ImportRecord,
    chunk: ImportedOrder[],
    start: number,
    resuming: boolean,
  ) => {
    const actor = actorOfImport(record.uploader);
    const lang = actor.lang;
    const { rows, toPlace } = await screen(record, chunk, resuming);
    const outcomes = await placeOrders(
      actor,
      toPlace.map((entry) => entry.draft),
      record.holdId === null ? {} : { fromHold: record.holdId },
    );
    const unpaid =
      record.mode === "placeGood"
        ? toPlace.filter((_, index) => {
            const outcome = outcomes[index]!;
            return !outcome.ok && outcome.error.code === "BALANCE_INSUFFICIENT";
          })
        : [];
    const asDrafts =
      unpaid.length > 0
        ? await placeOrders(
            actor,
            unpaid.map((entry) => ({ ...entry.draft, saveAsDraft: true })),
          )
        : [];
    const final = new Map<number, PlacementOutcome>(
      toPlace.map((entry, index) => [entry.order.index, outcomes[index]!]),
    );
    for (const [index, entry] of unpaid.entries()) final.set(entry.order.index, asDrafts[index]!);

    const charged: string[] = [];
    let currency: string | null = null;
    for (const { order } of toPlace) {
      const outcome = final.get(order.index)!;
      if (!outcome.ok) {
        rows.push(failedRow(record, order, reasonOfRefusal(lang, outcome.error, order.rowNumbers[0])));
        continue;
      }
      const drafted = outcome.order.paymentStatus === "unpaid";
      if (outcome.order.charged) {
        charged.push(outcome.order.charged.amount);
        currency = outcome.order.charged.currency;
      }
      rows.push({
        importId: record.id,
        orderIndex: order.index,
        rowNumbers: order.rowNumbers,
        reference: order.reference,
        outcome: drafted ? "drafted" : "placed",
        orderId: outcome.order.id,
      });
    }
    return db.transaction((tx) =>
      repo.recordChunk(
        tx,
        { id: record.id, owner, start, end: start + chunk.length, seconds: leaseSeconds },
        rows,
        countsOf(rows, charged, currency),
      ),
    );
  };

  const summaryOf = (record: repo.ImportRecord): TaskOutcome => ({
    summaryKey: "TASK_ORDER_IMPORT_DONE",
    params: {
      succeeded: record.succeeded + record.drafted,
      total: record.total,
      failed: record.failed,
      importId: record.id,
    },
  });

  /** The failed-records file of the import's failed orders (the original rows and a reason column), if any. */
  const writeFailedFile = async (record: repo.ImportRecord) => {
    const failures = await repo.failuresOf(db, record.id);
    if (failures.length === 0) return null;
    const original = await files.get(record.fileKey);
    if (!original) return null;
    const bytes = await reader.writeFailedRecords(original.bytes, failures, record.uploader.lang);
    return (await files.put({ bytes, contentType: XLSX_CONTENT_TYPE, name: `failed-${record.fileName}` }))
      .key;
  };

  /** Gives back what the orders of an all-or-nothing import left of its hold (the same again answers the same). */
  const releaseHold = async (record: repo.ImportRecord) => {
    if (record.holdId === null) return;
    await wallets.releaseRest({
      orgId: record.orgId,
      holdId: record.holdId,
      reason: { code: "orderImportHoldReleased", params: { serialNo: record.serialNo } },
      idempotencyKey: `import:${record.id}:release`,
      userId: record.uploader.userId,
    });
  };

  /** Finishes the import and its task record (the sweep runs imports outside pg-boss's task wrapper). */
  const finish = async (record: repo.ImportRecord, failure?: ImportFailure) => {
    await releaseHold(record);
    const failedFileKey = await writeFailedFile(record);
    if (failure) {
      await repo.finishImport(db, record.id, "fail", {
        errorKey: failure.key,
        errorParams: failure.params,
        failedFileKey,
      });
      await failTask(db, record.taskId, translateKey(record.uploader.lang, failure.key, failure.params));
      return;
    }
    await repo.finishImport(db, record.id, "complete", { failedFileKey });
    await completeTask(db, record.taskId, summaryOf(record));
  };

  /**
   * Runs the import if this process can claim it; false when another process holds it. From its next index, a
   * chunk at a time, renewing the lease with each; a lost lease stops it.
   */
  const runImport = async (importId: number): Promise<boolean> => {
    let record = await repo.claimLease(db, importId, owner, leaseSeconds);
    if (!record) return false;
    try {
      if (record.errorKey) throw new ImportFailure(record.errorKey, record.errorParams ?? {});
      const stored = await files.get(record.fileKey);
      if (!stored) throw new ImportFailure("ORDER_IMPORT_FILE_UNREADABLE");
      const context = await contextOf(
        record.orgId,
        record.uploader.lang,
        record.sender,
        record.senderAddressId,
      );
      const file = await reader.readImportFile(stored.bytes, context).catch((error: unknown) => {
        if (error instanceof AppError) throw new ImportFailure("ORDER_IMPORT_FILE_UNREADABLE");
        throw error;
      });
      // A run that finds the import started before resumes a stopped one: its first chunk may be placed already.
      const resumed = record.sender !== null;
      if (record.sender === null || record.total !== file.orders.length) {
        await repo.startImport(db, record.id, owner, { total: file.orders.length, sender: context.sender });
        record = { ...record, total: file.orders.length, sender: context.sender };
      }
      if (record.mode === "allOrNothing") {
        const held = await holdForAll(record, file.orders);
        if (!held) return true;
        record = held;
      }
      const first = record.nextIndex;
      for (let start = first; start < file.orders.length; start += CHUNK) {
        const updated = await runChunk(
          record,
          file.orders.slice(start, start + CHUNK),
          start,
          resumed && start === first,
        );
        if (!updated) return true;
        record = updated;
      }
      await finish(record);
    } catch (error) {
      if (!(error instanceof ImportFailure)) throw error;
      await finish(record, error);
    }
    return true;
  };

  /** Waits for an import another process runs, taking it over when that process's lease runs out. */
  const runToEnd = async (importId: number): Promise<TaskOutcome> => {
    for (;;) {
      await runImport(importId);
      const record = await repo.findImport(db, importId);
      if (!record) throw new Error(`import ${importId} not found`);
      if (record.status === "completed") return summaryOf(record);
      if (record.status === "failed")
        throw new Error(
          translateKey(record.uploader.lang, record.errorKey ?? "INTERNAL", record.errorParams ?? undefined),
        );
      await new Promise((resolve) => setTimeout(resolve, (leaseSeconds * 1000) / 2));
    }
  };

  const job: TaskJob<{ importId: number }> = {
    name: ORDER_IMPORT_TASK,
    run: ({ importId }) => runToEnd(importId),
  };

  /** Resumes the imports whose process stopped (their lease ran out): on start and every lease period. */
  let sweeping = false;
  const sweep = async () => {
    if (sweeping) return;
    sweeping = true;
    try {
      for (const id of await repo.abandonedImports(db)) await runImport(id);
    } finally {
      sweeping = false;
    }
  };

  return { job, payDraftsJob, runImport, sweep, precheck, template };
};

export type ImportOrdersFlow = ReturnType<typeof createImportOrdersFlow>;
