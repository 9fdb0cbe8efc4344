import {
  orderExportRequestSchema,
  orderExportTaskSchema,
  orderScanParamsSchema,
  orderScanResultSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Db } from "../../platform/db";
import { sendDownload } from "../../platform/excel";
import { actorOf } from "../../platform/http";
import { translateKey } from "../../platform/i18n";
import { readRoutes } from "../../platform/read-routes";
import type { OrderExport } from "./export/order-export";
import type { NumberRules } from "./number-rules/number-rules.service";
import { scanOrder } from "./queries/scan";

type Options = { db: Db; exports: OrderExport; numberRules: Pick<NumberRules, "candidates"> };

// Issue 13: the scan screen's look-up and the order list's export. The export answers the xlsx itself, or 202 with
// the task it submitted when it is larger than a download at once.
const SCAN = ["orders/scan", "warehouse/weigh-in"];
const EXPORT = ["orders/list"];

export const orderScanExportRoutes = async (app: FastifyInstance, { db, exports, numberRules }: Options) => {
  const tags = ["orders: orders"];
  const { get } = readRoutes(app, tags);

  get(
    "/api/orders/order-info/:type/:scanNo",
    {
      config: { screens: SCAN },
      summary:
        "The newest order the caller sees carrying the scanned number (any: order, reference or a live number), the number substring rules applied first; 404 when none",
      params: orderScanParamsSchema,
      response: orderScanResultSchema,
    },
    async (actor, { params }) =>
      scanOrder(db, actor, params.type, (await numberRules.candidates(params.scanNo)).candidates),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/orders/orders/exports",
    {
      config: { screens: EXPORT, rateLimit: "export", read: true },
      schema: {
        tags,
        summary:
          "Export the filtered list, the selected orders or pasted numbers as xlsx named with the date; above EXPORT_DIRECT_ROWS orders it runs as a task (202)",
        body: orderExportRequestSchema,
        response: { 202: orderExportTaskSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const answer = await exports.run(actor, request.body);
      if (answer.kind === "file") return sendDownload(reply, answer);
      return reply
        .status(202)
        .send({ taskId: answer.taskId, message: translateKey(actor.lang, "TASK_SUBMITTED") });
    },
  );
};
