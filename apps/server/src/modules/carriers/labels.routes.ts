import { labelBatchSchema, okSchema, orderExportTaskSchema, sellerLabelSchema } from "@pp/contracts";
import { SELLER_LABEL_MAX_BYTES } from "@pp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { auditedWrites } from "../../platform/audited-routes";
import { refuseControlCharacters } from "../../platform/edge";
import { AppError } from "../../platform/errors";
import { actorOf } from "../../platform/http";
import type { AttachSellerLabel, LabelService, SellerLabelUpload } from "./labels.service";

// GET an order's label (spec §7 orderInfo print, §8 "no delivery label yet") as its label setting says: a PDF opens
// inline at 100% for the browser's print dialog, ZPL is sent to a thermal printer; `x-print-count` says how often it
// was printed (above 1, a reprint). A seller's own label is uploaded here too and printed like a carrier's.
const idParams = z.object({ id: z.coerce.number().int().positive() });
const uploadFields = sellerLabelSchema.partial();

/** The multipart upload: `marketplace` and `trackingNumber` (for an order without them) and one PDF `file`. */
const readSellerLabelForm = async (request: FastifyRequest): Promise<SellerLabelUpload> => {
  const fields: Record<string, string> = {};
  let file: SellerLabelUpload["file"] | undefined;
  try {
    // One byte over the limit is read, so a file just too large is told apart from one at the limit.
    for await (const part of request.parts({ limits: { fileSize: SELLER_LABEL_MAX_BYTES + 1, files: 1 } })) {
      if (part.type === "file") {
        refuseControlCharacters("file", part.filename);
        const bytes = await part.toBuffer();
        if (bytes.length) file = { bytes, name: part.filename || "label.pdf" };
      } else if (typeof part.value === "string" && part.value !== "") {
        refuseControlCharacters(part.fieldname, part.value);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw AppError.field("file", "SELLER_LABEL_TOO_LARGE", {
        params: { maxMb: SELLER_LABEL_MAX_BYTES / 1024 / 1024 },
      });
    throw AppError.field("file", "SELLER_LABEL_NOT_PDF");
  }
  if (!file) throw AppError.field("file", "required");
  const parsed = uploadFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw AppError.field(String(issue.path[0] ?? "trackingNumber"), issue.message);
  }
  return { marketplace: parsed.data.marketplace, trackingNumber: parsed.data.trackingNumber, file };
};

export const labelRoutes = async (
  app: FastifyInstance,
  { labels, attachSellerLabel }: { labels: LabelService; attachSellerLabel: AttachSellerLabel },
) => {
  auditedWrites(app, ["carriers: labels"]).write(
    "POST",
    "/api/orders/orders/:id/seller-label",
    {
      config: {
        screens: ["orders/detail", "orders/create"],
        audit: { action: "order.sellerLabel", target: "order" },
      },
      summary:
        "Uploads the seller's own label to an order before hand-over (spec §3 usePreRecordedType): multipart `marketplace` and `trackingNumber` (for an order placed without them) and one PDF `file` (by content, at most 5 MB); the order is not pushed, and printing answers this PDF",
      params: idParams,
      response: okSchema,
    },
    async (actor, { params }, request) =>
      attachSellerLabel(actor, params.id, () => readSellerLabelForm(request)),
  );

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
