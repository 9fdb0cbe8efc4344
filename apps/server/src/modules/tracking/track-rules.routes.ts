import {
  okSchema,
  trackGroupAssignmentSchema,
  trackGroupSubjectOptionsSchema,
  trackReplayInputSchema,
  trackReplayResultSchema,
  trackRuleEnabledSchema,
  trackRuleGroupInputSchema,
  trackRuleGroupListSchema,
  trackRuleGroupSchema,
  trackRuleInputSchema,
  trackRuleListSchema,
  trackRuleMoveSchema,
  unmappedEventListSchema,
} from "@pp/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { audited, auditedWrites } from "../../platform/audited-routes";
import { readRoutes } from "../../platform/read-routes";
import type { TrackReplay } from "./replay";
import type { TrackRules } from "./track-rules.service";

// Tracking rule groups and rules (spec §7 api/trackRuleGroup, trackRule: save, delete, template, import,
// listByGroupId): the "tracking/rule-groups" and "tracking/rules" screens of platform staff (`manageTrackRules`,
// checked by the screen and again in the services).
const SCREENS = ["tracking/rule-groups", "tracking/rules"];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const needs = { screens: SCREENS, needs: "manageTrackRules" as const };
const config = (action: string, target: string) => ({ ...needs, audit: { action, target } });

export const trackRuleRoutes = async (
  app: FastifyInstance,
  { rules, replay }: { rules: TrackRules; replay: TrackReplay },
) => {
  const tags = ["tracking: rules"];
  const { write, importWorkbook } = auditedWrites(app, tags);
  const { get, download } = readRoutes(app, tags);

  get(
    "/api/tracking/ruleGroups",
    {
      config: needs,
      summary:
        "Every rule group with its creator, rule count and the products and providers it is assigned to",
      response: trackRuleGroupListSchema,
    },
    (actor) => rules.listGroups(actor),
  );

  get(
    "/api/tracking/ruleGroups/subject-options",
    {
      config: needs,
      summary: "The sales products and docking providers a group may be assigned to",
      response: trackGroupSubjectOptionsSchema,
    },
    (actor) => rules.subjectOptions(actor),
  );

  write(
    "POST",
    "/api/tracking/ruleGroups",
    {
      config: config("tracking.ruleGroup.save", "track_rule_group"),
      summary: "trackRuleGroup save: a new group without `id`, else the group's name and description",
      body: trackRuleGroupInputSchema,
      response: trackRuleGroupSchema,
      note: ({ body }) => (body.id === undefined ? {} : { targetId: body.id }),
    },
    (actor, { body }) => rules.saveGroup(actor, body),
  );

  write(
    "DELETE",
    "/api/tracking/ruleGroups/:id",
    {
      config: config("tracking.ruleGroup.delete", "track_rule_group"),
      summary: "trackRuleGroup delete: the group with its rules; refused for the default and while assigned",
      params: idParams,
      response: okSchema,
    },
    (actor, { params }) => rules.deleteGroup(actor, params.id),
  );

  write(
    "POST",
    "/api/tracking/ruleGroups/:id/default",
    {
      config: config("tracking.ruleGroup.default", "track_rule_group"),
      summary: "Makes the group the platform default (the last of every chain); answers every group",
      params: idParams,
      response: trackRuleGroupListSchema,
    },
    (actor, { params }) => rules.makeDefault(actor, params.id),
  );

  write(
    "PUT",
    "/api/tracking/ruleGroups/:id/assignments",
    {
      config: config("tracking.ruleGroup.assign", "track_rule_group"),
      summary: "The group's products and providers become these (each leaves its previous group)",
      params: idParams,
      body: trackGroupAssignmentSchema,
      response: trackRuleGroupListSchema,
    },
    (actor, { params, body }) => rules.assign(actor, params.id, body),
  );

  get(
    "/api/tracking/ruleGroups/:id/rules",
    {
      config: needs,
      summary: "trackRule listByGroupId: the group's rules in their order (tokens masked)",
      params: idParams,
      response: trackRuleListSchema,
    },
    (actor, { params }) => rules.listRules(actor, params.id),
  );

  download(
    "/api/tracking/rules/template",
    "track-rule-template",
    { config: { ...needs, rateLimit: "export" }, summary: "trackRule template: the import sheet (xlsx)" },
    (actor) => rules.template(actor),
  );

  download(
    "/api/tracking/ruleGroups/:id/export",
    "track-rules",
    {
      config: { ...needs, rateLimit: "export" },
      summary: "The group's rules as the import sheet (xlsx), tokens left out",
      params: idParams,
    },
    (actor, { params }) => rules.exportRules(actor, params.id),
  );

  importWorkbook(
    "/api/tracking/ruleGroups/:id/import",
    {
      config: audited(SCREENS, "tracking.rule.import", "track_rule_group"),
      capability: "manageTrackRules",
      summary: "trackRule import: appends the sheet's rules; nothing is imported when any row is bad",
      params: idParams,
      note: ({ params }) => ({ targetId: params.id }),
    },
    (actor, file, { params }) => rules.importRules(actor, params.id, file),
  );

  write(
    "POST",
    "/api/tracking/rules",
    {
      config: config("tracking.rule.save", "track_rule"),
      summary:
        "trackRule save: a new rule (last, enabled) without `id`, else its fields; answers the group's rules",
      body: trackRuleInputSchema,
      response: trackRuleListSchema,
      note: ({ body }) => (body.id === undefined ? { targetId: body.groupId } : { targetId: body.id }),
    },
    (actor, { body }) => rules.saveRule(actor, body as Parameters<TrackRules["saveRule"]>[1]),
  );

  write(
    "DELETE",
    "/api/tracking/rules/:id",
    {
      config: config("tracking.rule.delete", "track_rule"),
      summary: "trackRule delete; answers the group's rules",
      params: idParams,
      response: trackRuleListSchema,
    },
    (actor, { params }) => rules.deleteRule(actor, params.id),
  );

  write(
    "POST",
    "/api/tracking/rules/:id/move",
    {
      config: config("tracking.rule.move", "track_rule"),
      summary: "Swaps the rule with its neighbour in its group",
      params: idParams,
      body: trackRuleMoveSchema,
      response: trackRuleListSchema,
    },
    (actor, { params, body }) => rules.moveRule(actor, params.id, body.direction),
  );

  write(
    "POST",
    "/api/tracking/rules/:id/status",
    {
      config: config("tracking.rule.status", "track_rule"),
      summary: "Enables or disables the rule",
      params: idParams,
      body: trackRuleEnabledSchema,
      response: trackRuleListSchema,
    },
    (actor, { params, body }) => rules.setRuleEnabled(actor, params.id, body.enabled),
  );

  get(
    "/api/tracking/unmappedEvents",
    {
      config: needs,
      summary: "Events no rule mapped, by source and code: count, an example text, first and last seen",
      response: unmappedEventListSchema,
    },
    (actor) => rules.unmappedEvents(actor),
  );

  write(
    "POST",
    "/api/tracking/ruleGroups/:id/replay",
    {
      config: config("tracking.ruleGroup.replay", "track_rule_group"),
      summary:
        "Maps the stored events of every parcel whose chain holds the group again: a preview, or applied in batches",
      params: idParams,
      body: trackReplayInputSchema,
      response: trackReplayResultSchema,
      note: ({ body }) => ({ changes: { apply: body.apply } }),
    },
    (actor, { params, body }) => replay.replay(actor, params.id, body.apply),
  );
};
