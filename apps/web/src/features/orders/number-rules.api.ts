import type { NumberRuleDto, NumberRuleRequest, NumberRuleTestResult } from "@pp/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";

// Tracking-number substring rules (单号截取规则, spec §3): platform staff keep an ordered list every scan applies.
// Every change answers the whole list, which replaces the cached one.

const scope = queryKeysFactory("orders", "number-rules");
export const numberRuleKeys = {
  all: scope.all,
  list: () => scope.key("list"),
  test: (scanned: string) => scope.key("test", scanned),
  scan: (scanned: string) => scope.key("scan", scanned),
};

export const useNumberRules = () =>
  useQuery({
    queryKey: numberRuleKeys.list(),
    queryFn: ({ signal }) => api.get<NumberRuleDto[]>("/api/orders/number-rules", { signal }),
  });

/** What the server's saved rules make of a scanned text; nothing is asked for a blank text. */
export const useNumberRuleTest = (scanned: string) =>
  useQuery({
    queryKey: numberRuleKeys.test(scanned),
    queryFn: () =>
      api.post<NumberRuleTestResult>("/api/orders/number-rules/test", { scanned }, { silent: true }),
    enabled: scanned.trim() !== "",
  });

const useRuleChange = <Input>(run: (input: Input) => Promise<NumberRuleDto[]>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (rules) => client.setQueryData(numberRuleKeys.list(), rules),
    onSettled: () => client.invalidateQueries({ queryKey: numberRuleKeys.all }),
  });
};
const silent = { silent: true };

export const useSaveNumberRule = () =>
  useRuleChange((rule: NumberRuleRequest) =>
    api.post<NumberRuleDto[]>("/api/orders/number-rules", rule, silent),
  );

export const useMoveNumberRule = () =>
  useRuleChange(({ id, direction }: { id: number; direction: "up" | "down" }) =>
    api.post<NumberRuleDto[]>(`/api/orders/number-rules/${id}/move`, { direction }, silent),
  );

export const useOpenNumberRule = () =>
  useRuleChange(({ id, isOpen }: { id: number; isOpen: boolean }) =>
    api.post<NumberRuleDto[]>(`/api/orders/number-rules/${id}/open`, { isOpen }, silent),
  );

export const useDeleteNumberRule = () =>
  useRuleChange((id: number) => api.delete<NumberRuleDto[]>(`/api/orders/number-rules/${id}`, silent));
