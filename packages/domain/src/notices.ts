import type { Language } from "./constants";

// The console inbox's notices (the system module stores them): a notice is a kind with parameters, shown in
// each reader's language from these texts, as the ledger's reason codes are. A new kind goes here with its title
// and text in zh, en and ko; `{name}` stands for the parameter of that name.

export const NOTICE_KINDS = [
  "bankTransferConfirmed",
  "bankTransferRejected",
  "withdrawalApproved",
  "withdrawalRejected",
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** Each kind's title (`<kind>.title`) and text (`<kind>.text`). */
export const NOTICE_TEXT_KEYS = NOTICE_KINDS.flatMap((kind) => [`${kind}.title`, `${kind}.text`] as const);
export type NoticeTextKey = (typeof NOTICE_TEXT_KEYS)[number];

export const noticeMessages: Record<Language, Record<NoticeTextKey, string>> = {
  zh: {
    "bankTransferConfirmed.title": "银行转账已确认",
    "bankTransferConfirmed.text": "您的银行转账 {amount} {currency} 已确认，已存入钱包。",
    "bankTransferRejected.title": "银行转账被驳回",
    "bankTransferRejected.text": "您的银行转账 {amount} {currency} 被驳回：{reason}",
    "withdrawalApproved.title": "提现已打款",
    "withdrawalApproved.text": "您的提现 {amount} {currency} 已打款，交易流水号 {proofReference}。",
    "withdrawalRejected.title": "提现被驳回",
    "withdrawalRejected.text": "您的提现 {amount} {currency} 被驳回：{reason}。冻结金额已退回可用余额。",
  },
  en: {
    "bankTransferConfirmed.title": "Bank transfer confirmed",
    "bankTransferConfirmed.text":
      "Your bank transfer of {amount} {currency} was confirmed and credited to your wallet.",
    "bankTransferRejected.title": "Bank transfer rejected",
    "bankTransferRejected.text": "Your bank transfer of {amount} {currency} was rejected: {reason}",
    "withdrawalApproved.title": "Withdrawal paid out",
    "withdrawalApproved.text":
      "Your withdrawal of {amount} {currency} was paid out (transaction reference {proofReference}).",
    "withdrawalRejected.title": "Withdrawal rejected",
    "withdrawalRejected.text":
      "Your withdrawal of {amount} {currency} was rejected: {reason}. The held amount is available again.",
  },
  ko: {
    "bankTransferConfirmed.title": "계좌이체 확인됨",
    "bankTransferConfirmed.text": "{amount} {currency} 계좌이체가 확인되어 지갑에 입금되었습니다.",
    "bankTransferRejected.title": "계좌이체 반려됨",
    "bankTransferRejected.text": "{amount} {currency} 계좌이체가 반려되었습니다: {reason}",
    "withdrawalApproved.title": "출금 지급됨",
    "withdrawalApproved.text": "{amount} {currency} 출금이 지급되었습니다(거래 참조 번호 {proofReference}).",
    "withdrawalRejected.title": "출금 반려됨",
    "withdrawalRejected.text":
      "{amount} {currency} 출금이 반려되었습니다: {reason}. 보류된 금액을 다시 사용할 수 있습니다.",
  },
};

/** A notice's title and text in `lang`, its parameters filled in (a missing one stays empty). */
export const noticeTextOf = (
  lang: Language,
  notice: { kind: NoticeKind; params: Record<string, string> },
) => {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => notice.params[name] ?? "");
  return {
    title: fill(noticeMessages[lang][`${notice.kind}.title`]),
    text: fill(noticeMessages[lang][`${notice.kind}.text`]),
  };
};
