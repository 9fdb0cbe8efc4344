import {
  labelSettingInputSchema,
  labelSettingListSchema,
  labelSettingOptionsSchema,
  labelSettingQuerySchema,
  labelSettingSchema,
  okSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { auditedWrites } from "../../platform/audited-routes";
import { readRoutes } from "../../platform/read-routes";
import type { LabelSettingService } from "./label-settings.service";

// Label settings (spec §7 labelSetting): staff read every setting and operators change them; a customer reads and
// changes its own org's. The service checks who may do what.
const SCREENS = ["carriers/label-settings"];
const write = (action: string) => ({
  screens: SCREENS,
  needs: "useLabelSettings" as const,
  audit: { action, target: "label_setting" },
});

export const labelSettingRoutes = async (
  app: FastifyInstance,
  { labelSettings }: { labelSettings: LabelSettingService },
) => {
  const tags = ["carriers: label settings"];
  const { get } = readRoutes(app, tags);
  const writes = auditedWrites(app, tags);

  get(
    "/api/carriers/label-settings",
    {
      config: { screens: SCREENS, needs: "useLabelSettings" },
      summary:
        "labelSetting: the print profiles (customerPrintLabelType, labelId, reqDeliveryLabelRule, productId) the caller keeps",
      query: labelSettingQuerySchema,
      response: labelSettingListSchema,
    },
    (actor, { query }) => labelSettings.list(actor, query),
  );

  get(
    "/api/carriers/label-settings/options",
    {
      config: { screens: SCREENS, needs: "useLabelSettings" },
      summary:
        "The settings form's pickers: the sales products the caller may name and (staff) the customers",
      response: labelSettingOptionsSchema,
    },
    (actor) => labelSettings.options(actor),
  );

  writes.write(
    "POST",
    "/api/carriers/label-settings",
    {
      config: write("carrier.labelSetting.save"),
      summary:
        "Adds a label setting without `id`, else changes it; one per (customer, product), the most specific prints",
      body: labelSettingInputSchema,
      response: labelSettingSchema,
    },
    (actor, { body }) => labelSettings.save(actor, body),
  );

  writes.write(
    "DELETE",
    "/api/carriers/label-settings/:id",
    {
      config: write("carrier.labelSetting.delete"),
      summary: "Deletes a label setting",
      params: z.object({ id: z.coerce.number().int().positive() }),
      response: okSchema,
    },
    (actor, { params }) => labelSettings.remove(actor, params.id),
  );
};
