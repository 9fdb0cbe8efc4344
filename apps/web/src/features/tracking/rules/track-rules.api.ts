import type {
  ImportResult,
  TrackGroupAssignment,
  TrackGroupSubjectOptions,
  TrackReplayResult,
  TrackRuleDto,
  TrackRuleGroupDto,
  TrackRuleRequest,
  UnmappedEventDto,
} from "@pp/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../shared/api/client";
import { queryKeysFactory } from "../../../shared/api/query-keys";

// Tracking rule groups and rules (轨迹规则组, spec §7 trackRuleGroup, trackRule): the groups, a group's rules, the
// events no rule maps, and a group's replay over stored events. A change answers the list it changed, which
// replaces the cached one; every change makes the whole area stale (rule counts, assignments).

const GROUPS = "/api/tracking/ruleGroups";
const scope = queryKeysFactory("tracking", "rules");
export const trackRuleKeys = {
  all: scope.all,
  groups: () => scope.key("groups"),
  rules: (groupId: number) => scope.key("rules", groupId),
  subjects: () => scope.key("subjects"),
  unmapped: () => scope.key("unmapped"),
};
const silent = { silent: true };

export const useTrackRuleGroups = () =>
  useQuery({
    queryKey: trackRuleKeys.groups(),
    queryFn: ({ signal }) => api.get<TrackRuleGroupDto[]>(GROUPS, { signal }),
  });

export const useTrackGroupSubjects = (enabled: boolean) =>
  useQuery({
    queryKey: trackRuleKeys.subjects(),
    queryFn: ({ signal }) => api.get<TrackGroupSubjectOptions>(`${GROUPS}/subject-options`, { signal }),
    enabled,
  });

export const useTrackRules = (groupId: number) =>
  useQuery({
    queryKey: trackRuleKeys.rules(groupId),
    queryFn: ({ signal }) => api.get<TrackRuleDto[]>(`${GROUPS}/${groupId}/rules`, { signal }),
    enabled: groupId > 0,
  });

export const useUnmappedEvents = () =>
  useQuery({
    queryKey: trackRuleKeys.unmapped(),
    queryFn: ({ signal }) =>
      api.get<{ rows: UnmappedEventDto[]; total: number }>("/api/tracking/unmappedEvents", { signal }),
  });

const useChange = <Input, Output>(run: (input: Input) => Promise<Output>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: trackRuleKeys.all }),
  });
};

export const useSaveTrackGroup = () =>
  useChange((group: { id?: number; name: string; description: string }) =>
    api.post<TrackRuleGroupDto>(GROUPS, group, silent),
  );
export const useDeleteTrackGroup = () =>
  useChange((id: number) => api.delete<{ ok: true }>(`${GROUPS}/${id}`));
export const useMakeDefaultTrackGroup = () =>
  useChange((id: number) => api.post<TrackRuleGroupDto[]>(`${GROUPS}/${id}/default`, undefined));
export const useAssignTrackGroup = () =>
  useChange(({ id, ...body }: TrackGroupAssignment & { id: number }) =>
    api.put<TrackRuleGroupDto[]>(`${GROUPS}/${id}/assignments`, body, silent),
  );

export const useSaveTrackRule = () =>
  useChange((rule: TrackRuleRequest) => api.post<TrackRuleDto[]>("/api/tracking/rules", rule, silent));
export const useDeleteTrackRule = () =>
  useChange((id: number) => api.delete<TrackRuleDto[]>(`/api/tracking/rules/${id}`));
export const useMoveTrackRule = () =>
  useChange(({ id, direction }: { id: number; direction: "up" | "down" }) =>
    api.post<TrackRuleDto[]>(`/api/tracking/rules/${id}/move`, { direction }),
  );
export const useEnableTrackRule = () =>
  useChange(({ id, enabled }: { id: number; enabled: boolean }) =>
    api.post<TrackRuleDto[]>(`/api/tracking/rules/${id}/status`, { enabled }),
  );

export const useImportTrackRules = (groupId: number) =>
  useChange((file: File) => {
    const form = new FormData();
    form.append("file", file);
    return api.post<ImportResult>(`${GROUPS}/${groupId}/import`, form, { timeoutMs: 120_000 });
  });

export const useReplayTrackGroup = (groupId: number) =>
  useChange((apply: boolean) =>
    api.post<TrackReplayResult>(`${GROUPS}/${groupId}/replay`, { apply }, { timeoutMs: 300_000 }),
  );

export const downloadTrackRuleTemplate = () => api.download("/api/tracking/rules/template");
export const exportTrackRules = (groupId: number) => api.download(`${GROUPS}/${groupId}/export`);
