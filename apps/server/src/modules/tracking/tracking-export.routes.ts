import { orderExportRequestSchema, orderExportTaskSchema } from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sendDownload } from "../../platform/excel";
import { actorOf } from "../../platform/http";
import { translateKey } from "../../platform/i18n";
import type { TrackingExport } from "./tracking-export";

// Issue 17 (spec §7 packageTrack export): from the order list (its filter or selected orders) and the order tracking
// screen (its numbers). Answers the xlsx itself, or 202 with the task when larger than a download at once.
const EXPORT = ["orders/list", "orders/tracking"];

export const trackingExportRoutes = async (
  app: FastifyInstance,
  { exports }: { exports: TrackingExport },
) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/tracking/exports",
    {
      config: { screens: EXPORT, rateLimit: "export", read: true },
      schema: {
        tags: ["tracking: parcels"],
        summary:
          "Export the parcels' tracking (one row per parcel, and a sheet of every event) of the filtered list, the selected orders or pasted numbers as xlsx; above EXPORT_DIRECT_ROWS orders it runs as a task (202)",
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
