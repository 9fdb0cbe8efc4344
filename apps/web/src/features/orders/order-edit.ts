import type { OrderEditChangesRequest, OrderEditParam, OrderEditValues } from "@pp/contracts";
import { compareMoney, type OrderEditField } from "@pp/domain";

// The edit drawer's rules (issue 13): which groups it shows, and which of them the person changed: only those
// travel, each whole, so a group the product does not allow is never sent.

/** The groups the drawer's form edits (the declaration and premium packages stay with the wizard's copy). */
export const FORM_GROUPS = ["receiver", "sender", "referenceNo", "remarks", "taxNumbers", "boxes"] as const;
export type FormGroup = (typeof FORM_GROUPS)[number];

/** The groups of the order's product the drawer shows, in its order. */
export const shownGroups = (param: Pick<OrderEditParam, "fields">): FormGroup[] =>
  FORM_GROUPS.filter((group) => (param.fields as readonly OrderEditField[]).includes(group));

/** The values a form group holds, as the request carries them. */
export type EditFormValues = Partial<Pick<OrderEditValues, FormGroup>>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The shown groups whose values differ from the order's, each whole (a group's untouched fields kept). */
export const changedGroups = (
  initial: OrderEditValues,
  values: EditFormValues,
  shown: readonly FormGroup[],
): OrderEditChangesRequest => {
  const changes: Record<string, unknown> = {};
  for (const group of shown) {
    const value = values[group];
    if (value === undefined) continue;
    const merged =
      typeof value === "object" && !Array.isArray(value)
        ? { ...(initial[group] as object), ...value }
        : Array.isArray(value)
          ? value.map((entry, index) => ({ ...(initial[group] as object[])[index], ...entry }))
          : value;
    if (!same(merged, initial[group])) changes[group] = merged;
  }
  return changes as OrderEditChangesRequest;
};

/** Whether the difference is charged, refunded or nothing. */
export const differenceKind = (difference: string): "charged" | "refunded" | "unchanged" => {
  const sign = compareMoney(difference, "0");
  return sign > 0 ? "charged" : sign < 0 ? "refunded" : "unchanged";
};
