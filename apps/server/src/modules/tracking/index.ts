// Tracking (issue 17; docs/architecture.md "Tracking").

// ---- rules side: rule groups, rules, assignments, the rule chains, replay, seed ----
export {
  createTrackReplay,
  type OnParcelsRemapped,
  type ParcelRemap,
  type TrackReplay,
  updateParcelStatuses,
} from "./replay";
export { createRuleChains, type RuleChains, TRACK_RULES_CHANNEL } from "./rule-chain";
export { trackRuleRoutes } from "./track-rules.routes";
export { seedTrackRules } from "./track-rules.seed";
export { createTrackRules, type TrackRules } from "./track-rules.service";
