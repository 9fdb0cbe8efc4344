import type { LabelSetting, LabelSettingOptions, LabelSettingRequest, Page } from "@pp/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";

// Label settings, the print profiles (spec §7 labelSetting): staff keep every setting, a customer its own.

const scope = queryKeysFactory("label-settings");
const keys = { list: () => scope.key("list"), options: () => scope.key("options") };

export const useLabelSettings = () =>
  useQuery({
    queryKey: keys.list(),
    queryFn: ({ signal }) => api.get<Page<LabelSetting>>("/api/carriers/label-settings", { signal }),
  });

export const useLabelSettingOptions = () =>
  useQuery({
    queryKey: keys.options(),
    queryFn: ({ signal }) => api.get<LabelSettingOptions>("/api/carriers/label-settings/options", { signal }),
    staleTime: 60_000,
  });

const useChange = <Input, Answer>(run: (input: Input) => Promise<Answer>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.list() }),
  });
};

export const useSaveLabelSetting = () =>
  useChange((input: LabelSettingRequest) =>
    api.post<LabelSetting>("/api/carriers/label-settings", input, { silent: true }),
  );

export const useDeleteLabelSetting = () =>
  useChange((id: number) => api.delete<{ ok: true }>(`/api/carriers/label-settings/${id}`));
