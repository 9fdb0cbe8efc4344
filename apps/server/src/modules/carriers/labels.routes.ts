import { labelBatchSchema, orderExportTaskSchema } from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { auditedWrites } from "../../platform/audited-routes";
import { actorOf } from "../../platform/http";
import type { LabelService } from "./labels.service";

// GET an order's label (spec §7 orderInfo print, §8 "no delivery label yet") as its label setting says: a PDF opens
// inline at 100% for the browser's print dialog, ZPL is sent to a thermal printer; `x-print-count` says how often it
// was printed (above 1, a reprint).
export const labelRoutes = async (app: FastifyInstance, { labels }: { labels: LabelService }) => {
  auditedWrites(app, ["carriers: labels"]).write(
    "POST",
    "/api/orders/labels/batch",
    {
      config: { screens: ["orders/list"], audit: { action: "order.printLabels", target: "order" } },
      summary:
        "batchPrintLabelPdf: the selected orders' labels merged into one PDF by a task (task management downloads it)",
      body: labelBatchSchema,
      response: orderExportTaskSchema,
      note: ({ body }) => ({ targetId: body.orderIds.join(",") }),
    },
    (actor, { body }) => labels.printMany(actor, body.orderIds),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/orders/orders/:id/label",
    {
      config: { screens: ["orders/scan", "orders/list", "orders/detail"] },
      schema: {
        tags: ["carriers: labels"],
        summary:
          "The order's label as its label setting prints it (the carrier's or the platform's, 4x6 in or 100 x 100 mm, PDF or ZPL); 404 LABEL_NOT_READY while none",
        params: z.object({ id: z.coerce.number().int().positive() }),
      },
    },
    async (request, reply) => {
      const label = await labels.print(actorOf(request), request.params.id);
      return reply
        .type(label.contentType)
        .header("content-disposition", `inline; filename="${label.name}"`)
        .header("x-print-count", String(label.printCount))
        .header("cache-control", "no-store")
        .send(label.bytes);
    },
  );
};
