import {
  NUMBER_POOL_IMPORT_LIMIT,
  type NumberPool,
  type NumberPoolImport,
  type NumberPoolImportResult,
  type NumberPoolInput,
  type Page,
  type PoolNumber,
  type PoolNumberQuery,
} from "@pp/contracts";
import { requireCan } from "../../../platform/access";
import type { Actor } from "../../../platform/actor";
import type { Db, Executor } from "../../../platform/db";
import { AppError } from "../../../platform/errors";
import { readSheetRows } from "../../../platform/excel";
import { translateKey } from "../../../platform/i18n";
import { s10Range } from "../kit/s10";
import { findProvider } from "../providers.repository";
import { checkLines, linesOfText, type NumberLine, type RefusedLine } from "./number-lines";
import * as repo from "./number-pools.repository";

// Number pools (issue 15): platform staff keep a manual provider's tracking numbers: pools per service code (or
// for all its codes), imported from a paste, a text, CSV or xlsx file, or generated as an S10 range. Every import
// adds the good numbers and reports every refused line with its reason; nothing is refused silently.

/** The column an xlsx of numbers has its numbers in, by header. */
const XLSX_HEADERS = ["单号", "号码", "跟踪号", "Number", "Tracking number", "번호", "운송장 번호"];

const toDto = (row: Awaited<ReturnType<typeof repo.listPools>>[number]): NumberPool => {
  const remaining = row.total - row.used;
  return {
    id: row.pool.id,
    providerId: row.pool.providerId,
    providerName: row.providerName,
    serviceCode: row.pool.serviceCode,
    name: row.pool.name,
    lowStockThreshold: row.pool.lowStockThreshold,
    enabled: row.pool.enabled,
    total: row.total,
    used: row.used,
    remaining,
    low: remaining <= row.pool.lowStockThreshold,
    updatedAt: row.pool.updatedAt.toISOString(),
  };
};

const one = async (ex: Executor, id: number) => {
  const [row] = await repo.listPools(ex, { ids: [id] });
  if (!row) throw new AppError("NOT_FOUND");
  return toDto(row);
};

/** A lifted pool (above its threshold again) will tell staff of its next crossing. */
const rearmLowNotice = async (ex: Executor, pool: NumberPool) => {
  if (!pool.low) await repo.clearLowNoticed(ex, pool.id);
};

const refuseTooLarge = (count: number) => {
  if (count > NUMBER_POOL_IMPORT_LIMIT)
    throw AppError.field("numbers", "NUMBER_POOL_IMPORT_TOO_LARGE", {
      params: { limit: String(NUMBER_POOL_IMPORT_LIMIT), count: String(count) },
      headline: true,
    });
};

export const createNumberPoolService = (db: Db) => {
  /** Adds the checked numbers to the pool in one transaction; refused lines come back with their reasons. */
  const addLines = async (
    actor: Actor,
    poolId: number,
    lines: NumberLine[],
  ): Promise<NumberPoolImportResult> => {
    refuseTooLarge(lines.length);
    return db.transaction(async (tx) => {
      if (!(await repo.findPool(tx, poolId))) throw new AppError("NOT_FOUND");
      const { good, refused } = checkLines(lines);
      const taken = await repo.existingNumbers(
        tx,
        good.map((line) => line.number),
      );
      const fresh = good.filter((line) => !taken.has(line.number));
      const added = await repo.insertNumbers(
        tx,
        poolId,
        fresh.map((line) => line.number),
      );
      const all: RefusedLine[] = [
        ...refused,
        ...good
          .filter((line) => !added.has(line.number))
          .map((line) => ({ ...line, reason: "alreadyInPool" as const })),
      ].sort((a, b) => a.line - b.line);
      const pool = await one(tx, poolId);
      await rearmLowNotice(tx, pool);
      return {
        added: added.size,
        refused: all.map((line) => ({
          ...line,
          message: translateKey(actor.lang, `NUMBER_REFUSED_${line.reason}`),
        })),
        pool,
      };
    });
  };

  return {
    async list(actor: Actor, query: { providerId?: number; keyword?: string }): Promise<Page<NumberPool>> {
      requireCan(actor, "readCarriers");
      const rows = (await repo.listPools(db, query)).map(toDto);
      return { rows, total: rows.length, nextCursor: null };
    },

    async save(actor: Actor, input: NumberPoolInput): Promise<NumberPool> {
      requireCan(actor, "manageCarriers");
      return db.transaction(async (tx) => {
        const existing = input.id ? await repo.findPool(tx, input.id) : undefined;
        if (input.id && !existing) throw new AppError("NOT_FOUND");
        const provider = await findProvider(tx, input.providerId);
        if (provider?.interfaceType !== "manual")
          throw AppError.field("providerId", "NUMBER_POOL_PROVIDER_NOT_MANUAL");
        const values = {
          providerId: input.providerId,
          serviceCode: input.serviceCode,
          name: input.name,
          lowStockThreshold: input.lowStockThreshold,
          enabled: input.enabled,
        };
        const row = existing
          ? await repo.updatePool(tx, existing.id, values)
          : await repo.insertPool(tx, { ...values, createdBy: actor.userId });
        const pool = await one(tx, row!.id);
        await rearmLowNotice(tx, pool);
        return pool;
      });
    },

    async importNumbers(
      actor: Actor,
      poolId: number,
      input: NumberPoolImport,
    ): Promise<NumberPoolImportResult> {
      requireCan(actor, "manageCarriers");
      if (input.kind === "text") return addLines(actor, poolId, linesOfText(input.text));
      if (input.from > input.to) throw AppError.field("to", "NUMBER_POOL_RANGE_REVERSED");
      refuseTooLarge(input.to - input.from + 1);
      const numbers = s10Range(input);
      return addLines(
        actor,
        poolId,
        numbers.map((number, index) => ({ line: index + 1, number })),
      );
    },

    async importXlsx(actor: Actor, poolId: number, file: Buffer): Promise<NumberPoolImportResult> {
      requireCan(actor, "manageCarriers");
      const rows = await readSheetRows(file, [{ key: "number", headers: XLSX_HEADERS }]);
      return addLines(
        actor,
        poolId,
        rows.map((row) => ({ line: row.rowNumber, number: row.values.number })),
      );
    },

    async numbers(actor: Actor, poolId: number, query: PoolNumberQuery): Promise<Page<PoolNumber>> {
      requireCan(actor, "readCarriers");
      if (!(await repo.findPool(db, poolId))) throw new AppError("NOT_FOUND");
      const { rows, total } = await repo.listNumbers(db, poolId, query);
      const page = rows.slice(0, query.size);
      return {
        rows: page.map((row) => ({
          id: row.id,
          number: row.number,
          orderId: row.orderId,
          orderNo: row.orderNo,
          usedAt: row.usedAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
        })),
        total,
        nextCursor: rows.length > query.size ? String(page.at(-1)!.id) : null,
      };
    },
  };
};

export type NumberPoolService = ReturnType<typeof createNumberPoolService>;
