import {
  type NumberPoolImportResult,
  numberPoolImportResultSchema,
  numberPoolImportSchema,
  numberPoolInputSchema,
  numberPoolListSchema,
  numberPoolQuerySchema,
  numberPoolSchema,
  poolNumberPageSchema,
  poolNumberQuerySchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { auditedWrites } from "../../../platform/audited-routes";
import { readUploadedWorkbook } from "../../../platform/excel";
import { readRoutes } from "../../../platform/read-routes";
import type { NumberPoolService } from "./number-pools.service";

// Number pools of manual providers (issue 15): platform staff read them (`readCarriers`), operators change and
// import them (`manageCarriers`); the service checks both again.
const SCREENS = ["carriers/number-pools"];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const write = (action: string) => ({
  screens: SCREENS,
  needs: "manageCarriers" as const,
  audit: { action, target: "number_pool" },
});

export const numberPoolRoutes = async (app: FastifyInstance, { pools }: { pools: NumberPoolService }) => {
  const tags = ["carriers"];
  const writes = auditedWrites(app, tags);
  const { get } = readRoutes(app, tags);

  get(
    "/api/carriers/number-pools",
    {
      config: { screens: SCREENS, needs: "readCarriers" },
      summary: "Number pools of manual providers with their total, used and remaining numbers",
      query: numberPoolQuerySchema,
      response: numberPoolListSchema,
    },
    (actor, { query }) => pools.list(actor, query),
  );

  writes.write(
    "POST",
    "/api/carriers/number-pools",
    {
      config: write("carrier.number-pool.save"),
      summary: "Adds a number pool without `id`, else changes it",
      body: numberPoolInputSchema,
      response: numberPoolSchema,
      note: ({ body }) => ({ targetId: body.id ? String(body.id) : body.name }),
    },
    (actor, { body }) => pools.save(actor, body),
  );

  writes.write(
    "POST",
    "/api/carriers/number-pools/:id/import",
    {
      config: write("carrier.number-pool.import"),
      summary:
        "Adds pasted numbers (the first cell of each line) or a generated S10 range; reports each refused line",
      params: idParams,
      body: numberPoolImportSchema,
      response: numberPoolImportResultSchema,
      noteAnswer: (answer: NumberPoolImportResult) => ({
        changes: { added: answer.added, refused: answer.refused.length },
      }),
    },
    (actor, { params, body }) => pools.importNumbers(actor, params.id, body),
  );

  writes.write(
    "POST",
    "/api/carriers/number-pools/:id/import-xlsx",
    {
      config: write("carrier.number-pool.import"),
      summary: "Adds the numbers of an .xlsx (column 单号 / Number / 번호); reports each refused row",
      params: idParams,
      response: numberPoolImportResultSchema,
      noteAnswer: (answer: NumberPoolImportResult) => ({
        changes: { added: answer.added, refused: answer.refused.length },
      }),
    },
    async (actor, { params }, request) =>
      pools.importXlsx(actor, params.id, await readUploadedWorkbook(request)),
  );

  get(
    "/api/carriers/number-pools/:id/numbers",
    {
      config: { screens: SCREENS, needs: "readCarriers" },
      summary: "A pool's numbers in import order with the order that took each (keyset pages)",
      params: idParams,
      query: poolNumberQuerySchema,
      response: poolNumberPageSchema,
    },
    (actor, { params, query }) => pools.numbers(actor, params.id, query),
  );
};
