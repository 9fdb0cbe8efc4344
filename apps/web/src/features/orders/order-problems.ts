import type { ProblemAnswerRequest } from "@pp/contracts";
import type { ProblemAnswerKind } from "@pp/domain";

// The problem page's pure rules: which problem the address names (a notice's link opens it) and the answer the
// customer's form sends.

/** The problem `?id=` names, or null for none or anything but a positive whole number. */
export const problemIdOf = (value: string | null) => {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The address fields are on the form only while the kind is a corrected address (they are required then). */
type CorrectedAddress = Extract<ProblemAnswerRequest, { kind: "correctedAddress" }>["address"];
export type AnswerFormValues = { kind: ProblemAnswerKind; text?: string; address: CorrectedAddress };

/** The answer to send: a corrected address carries its fields, every other kind only its text. */
export const answerOf = (values: AnswerFormValues): ProblemAnswerRequest => {
  const text = values.text?.trim() ?? "";
  return values.kind === "correctedAddress"
    ? { kind: values.kind, text, address: values.address }
    : { kind: values.kind, text };
};
