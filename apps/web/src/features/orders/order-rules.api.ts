import type { OrderRuleGroup, OrderRuleGroupRequest, OrderRuleRequest, OrderRuleWords } from "@pp/contracts";
import type { OrderRuleStatus } from "@pp/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api/client";
import { queryKeysFactory } from "../../shared/api/query-keys";

// Order rules and rule groups (订单规则, spec §2, §7 api/orderRules): platform staff keep ordered groups of rules
// every placement runs, and the platform's word list of sensitive words and brand names. Every change makes the
// groups (and the words) stale.

const scope = queryKeysFactory("orders", "rules");
export const orderRuleKeys = {
  all: scope.all,
  groups: () => scope.key("groups"),
  words: () => scope.key("words"),
};

export const useOrderRuleGroups = () =>
  useQuery({
    queryKey: orderRuleKeys.groups(),
    queryFn: ({ signal }) => api.get<OrderRuleGroup[]>("/api/orders/rule-groups", { signal }),
  });

export const useOrderRuleWords = (enabled: boolean) =>
  useQuery({
    queryKey: orderRuleKeys.words(),
    queryFn: ({ signal }) => api.get<OrderRuleWords>("/api/orders/rule-words", { signal }),
    enabled,
  });

const useRuleChange = <Input, Answer>(run: (input: Input) => Promise<Answer>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: orderRuleKeys.all }),
  });
};
const silent = { silent: true };

export const useSaveRuleGroup = () =>
  useRuleChange((group: OrderRuleGroupRequest) =>
    api.post<OrderRuleGroup>("/api/orders/rule-groups", group, silent),
  );

export const useSaveRule = () =>
  useRuleChange((rule: OrderRuleRequest) => api.post<OrderRuleGroup>("/api/orders/rules", rule, silent));

export type RuleTarget = { kind: "group" | "rule"; id: number };
const pathOf = ({ kind, id }: RuleTarget) =>
  kind === "group" ? `/api/orders/rule-groups/${id}` : `/api/orders/rules/${id}`;

export const useMoveRule = () =>
  useRuleChange(({ target, direction }: { target: RuleTarget; direction: "up" | "down" }) =>
    api.post(`${pathOf(target)}/move`, { direction }, silent),
  );

export const useSetRuleStatus = () =>
  useRuleChange(({ target, status }: { target: RuleTarget; status: OrderRuleStatus }) =>
    api.post(`${pathOf(target)}/status`, { status }, silent),
  );

export const useCopyRule = () =>
  useRuleChange((target: RuleTarget) => api.post(`${pathOf(target)}/copy`, undefined, silent));

export const useDeleteRule = () =>
  useRuleChange((id: number) => api.delete(`/api/orders/rules/${id}`, silent));

export const useDeleteRuleGroups = () =>
  useRuleChange((ids: number[]) => api.post("/api/orders/rule-groups/batch-delete", { ids }, silent));

export const useSaveRuleWords = () =>
  useRuleChange((words: string[]) => api.put<OrderRuleWords>("/api/orders/rule-words", { words }, silent));
