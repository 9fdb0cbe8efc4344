import type { OrderDraft } from "@pp/contracts";
import {
  declaredTotal,
  evaluateOrderRules,
  type Language,
  type OrderRuleSet,
  orderRuleMessages,
} from "@pp/domain";
import { AppError } from "../../../platform/errors";

// The order-rules hook: every placement (wizard, bulk import, open API, paying a draft) runs the platform's active
// rules (modules/orders/rules, evaluated by packages/domain order-rules.ts) over the draft. A refusing rule answers
// a 400 naming the rule and why; a rule marking the order abnormal lets it in as "cannot ship" with an
// abnormality row; a product switch has the flow price and place the draft with the rule's product.

/** The rules a placement runs, for which customer, and the language a refusal names a field in. */
export type RulesContext = { set: OrderRuleSet; orgId: number; lang: Language };

export type RulesVerdict = {
  refusal: AppError | undefined;
  abnormal: { ruleId: number; reason: string }[];
  switchTo: number | null;
};

/** Applies the rules to a draft priced with `productId`; `rates` are base-currency units per unit of each currency. */
export const applyOrderRules = (
  context: RulesContext,
  draft: OrderDraft,
  productId: number,
  rates: Readonly<Record<string, string>>,
): RulesVerdict => {
  const verdict = evaluateOrderRules(
    context.set,
    {
      orgId: context.orgId,
      productId,
      destination: draft.destination,
      declaredCurrency: draft.declaredCurrency,
      declaredTotal: declaredTotal(draft.boxes),
      cargoType: draft.cargoType,
      boxes: draft.boxes,
      receiver: draft.receiver,
      vatNo: draft.vatNo,
      eoriNo: draft.eoriNo,
      iossNo: draft.iossNo,
      hmrcNo: draft.hmrcNo,
      referenceNo: draft.referenceNo,
    },
    rates,
  );
  const { refusal } = verdict;
  return {
    refusal:
      refusal === null
        ? undefined
        : refusal.kind === "refuse"
          ? new AppError("ORDER_RULE_REFUSED", { params: { rule: refusal.rule, message: refusal.message } })
          : AppError.field(refusal.field, "ORDER_RULE_REQUIRES_FIELD", {
              code: "ORDER_RULE_REFUSED",
              headline: true,
              params: { rule: refusal.rule, field: orderRuleMessages[context.lang][refusal.field] },
            }),
    abnormal: verdict.abnormal.map(({ ruleId, rule, reason }) => ({ ruleId, reason: `${rule}: ${reason}` })),
    switchTo: verdict.switchTo?.productId ?? null,
  };
};
