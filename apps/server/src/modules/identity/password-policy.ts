import { passwordProblem } from "@pp/domain";
import { isCommonPassword } from "@pp/domain/common-passwords";
import { AppError } from "../../platform/errors";

/**
 * Refuses a new password that breaks the one password policy (packages/domain): its shape, the account
 * name, the 10,000 most common passwords. `field` names the form field that shows the reason.
 */
export const assertPasswordPolicy = (password: string, account: string, field: string) => {
  const problem = passwordProblem(password, { account, isCommon: isCommonPassword });
  if (problem) throw AppError.field(field, problem);
};
