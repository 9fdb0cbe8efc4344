import type { WalletEntry } from "@pp/contracts";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";

/**
 * A wallet-flow entry's reason in the reader's language: the platform's reasons from their code and parameters
 * (a recharge method by its name), what staff typed as typed.
 */
export const reasonTextOf = (
  t: TFunction,
  { reason, systemReason }: Pick<WalletEntry, "reason" | "systemReason">,
) => {
  if (!systemReason) return reason;
  const method = systemReason.params?.method;
  return t(`financeWallet.flow.reasons.${systemReason.code}`, {
    ...systemReason.params,
    method: method ? t(`financeWallet.flow.rechargeMethods.${method}`, { defaultValue: method }) : "",
  });
};

export const useReasonText = () => {
  const { t } = useTranslation();
  return (entry: Pick<WalletEntry, "reason" | "systemReason">) => reasonTextOf(t, entry);
};
