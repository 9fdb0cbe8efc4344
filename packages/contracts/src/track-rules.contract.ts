import { MAPPABLE_TRACK_STATUSES, TRACK_STATUSES, trackRuleIssues } from "@pp/domain";
import { z } from "zod";
import { optionalText, requiredText } from "./fields.contract";

// Tracking rule groups and rules (spec §2, §3 "Tracking rule", §5, §7 api/trackRuleGroup, trackRule): platform staff
// keep groups of rules that map carriers' events to the platform's track statuses, assign groups to products and
// providers, look at the events no rule maps, and replay a group's rules over stored events.

const id = z.number().int().positive();

export const trackRuleGroupInputSchema = z.object({
  id: id.optional(),
  name: requiredText(60),
  description: optionalText(200),
});
export type TrackRuleGroupInput = z.infer<typeof trackRuleGroupInputSchema>;

const subjectSchema = z.object({ id: z.number().int(), name: z.string() });

export const trackRuleGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  isDefault: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  ruleCount: z.number().int(),
  products: z.array(subjectSchema),
  providers: z.array(subjectSchema),
});
export type TrackRuleGroupDto = z.infer<typeof trackRuleGroupSchema>;
export const trackRuleGroupListSchema = z.array(trackRuleGroupSchema);

/** The products and providers a group is assigned to; each leaves the group it had (at most one each). */
export const trackGroupAssignmentSchema = z.object({
  productIds: z.array(id).max(1000),
  providerIds: z.array(id).max(1000),
});
export type TrackGroupAssignment = z.infer<typeof trackGroupAssignmentSchema>;

/** A new rule (last in its group, enabled) without `id`, else the rule's new fields; texts trimmed. */
export const trackRuleInputSchema = z
  .object({
    id: id.optional(),
    groupId: id,
    trackStatus: z.string(),
    eventCode: z.string().trim().default(""),
    keyword: z.string().trim().default(""),
    statusText: z.string().trim().default(""),
    eventText: z.string().trim().default(""),
    alert: z.boolean().default(false),
    source: z.string().trim().default(""),
    integrationCode: optionalText(60),
    apiName: optionalText(60),
    /** The token as typed; on an edit, omitted or the masked value keeps the stored one. */
    token: z.string().trim().max(200).optional(),
    enabled: z.boolean().default(true),
  })
  .superRefine((rule, ctx) => {
    for (const issue of trackRuleIssues(rule))
      ctx.addIssue({ code: "custom", path: [issue.field], message: issue.key });
  });
export type TrackRuleInput = z.infer<typeof trackRuleInputSchema> & {
  trackStatus: (typeof MAPPABLE_TRACK_STATUSES)[number];
};
export type TrackRuleRequest = z.input<typeof trackRuleInputSchema>;

export const trackRuleSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  position: z.number().int(),
  trackStatus: z.enum(MAPPABLE_TRACK_STATUSES),
  eventCode: z.string(),
  keyword: z.string(),
  statusText: z.string(),
  eventText: z.string(),
  alert: z.boolean(),
  source: z.string(),
  integrationCode: z.string(),
  apiName: z.string(),
  /** Masked: never the stored token in full. */
  token: z.string(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type TrackRuleDto = z.infer<typeof trackRuleSchema>;
export const trackRuleListSchema = z.array(trackRuleSchema);

export const trackRuleMoveSchema = z.object({ direction: z.enum(["up", "down"]) });
export const trackRuleEnabledSchema = z.object({ enabled: z.boolean() });

/** Events no rule mapped, by source and code. */
export const unmappedEventSchema = z.object({
  source: z.string(),
  code: z.string(),
  count: z.number().int(),
  exampleText: z.string(),
  firstSeen: z.string(),
  lastSeen: z.string(),
});
export type UnmappedEventDto = z.infer<typeof unmappedEventSchema>;
export const unmappedEventListSchema = z.object({
  rows: z.array(unmappedEventSchema),
  total: z.number().int(),
});

export const trackReplayInputSchema = z.object({ apply: z.boolean() });
export const trackReplayChangeSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  from: z.enum(TRACK_STATUSES).nullable(),
  to: z.enum(TRACK_STATUSES).nullable(),
});
export const trackReplayResultSchema = z.object({
  applied: z.boolean(),
  /** Parcels whose chain includes the group. */
  parcels: z.number().int(),
  /** Events whose mapping changes (preview) or changed (apply). */
  events: z.number().int(),
  /** Parcels whose status changes, all of them. */
  total: z.number().int(),
  /** The first of them (TRACK_REPLAY_LIST_MAX). */
  changes: z.array(trackReplayChangeSchema),
});
export type TrackReplayResult = z.infer<typeof trackReplayResultSchema>;

/** What a group may be assigned to: every sales product and docking provider. */
export const trackGroupSubjectOptionsSchema = z.object({
  products: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
  providers: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
});
export type TrackGroupSubjectOptions = z.infer<typeof trackGroupSubjectOptionsSchema>;
