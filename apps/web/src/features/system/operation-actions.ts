import type { TFunction } from "i18next";

// How the operation log names a change to its reader. A route names its change with a code (`user.create`);
// the locale files describe the codes a person meets most, and every other one is described as a kind of
// change to a kind of record ("Edit · Product"), so no internal code reaches the screen.

const labelKey = (action: string) => `accounts.operationLog.actions.${action.replaceAll(".", "_")}`;

type Verb = "create" | "delete" | "import" | "update";

/** The kind of change of a code (`product.deleteSurcharge`) or of an unnamed route (`DELETE /api/…`). */
export const verbOf = (action: string): Verb => {
  const [method, path] = action.split(" ");
  if (path !== undefined) return method === "DELETE" ? "delete" : "update";
  const step = action.split(".").at(-1) ?? "";
  if (/^(create|add|apply|register)/i.test(step)) return "create";
  if (/^(delete|remove)/i.test(step)) return "delete";
  if (/import/i.test(step)) return "import";
  return "update";
};

/** The action in the reader's language. */
export const describeAction = (t: TFunction, action: string, targetType: string): string => {
  const label = t(labelKey(action), { defaultValue: "" });
  if (label) return label;
  const target = t(`accounts.operationLog.targets.${targetType}`, {
    defaultValue: t("accounts.operationLog.targets.other"),
  });
  return `${t(`accounts.operationLog.verbs.${verbOf(action)}`)} · ${target}`;
};

/** The codes the locale files describe, with their labels: the choices of the log's action filter. */
export const describedActions = (t: TFunction): { value: string; label: string }[] =>
  Object.entries(t("accounts.operationLog.actions", { returnObjects: true }) as Record<string, string>).map(
    ([key, label]) => ({ value: key.replaceAll("_", "."), label }),
  );
