import type { Language } from "./constants";

// The console inbox's notices (the system module stores them): a notice is a kind with parameters, shown in
// each reader's language from these texts, as the ledger's reason codes are. A new kind goes here with its title
// and text in zh, en and ko; `{name}` stands for the parameter of that name.

export const NOTICE_KINDS = [
  "bankTransferConfirmed",
  "bankTransferRejected",
  "withdrawalApproved",
  "withdrawalRejected",
  "problemRaised",
  "problemAnswered",
  "problemResolved",
  "numberPoolLow",
  "dockingRequested",
  "dockingAccepted",
  "dockingRejected",
  "webhookFailing",
  "webhookGone",
  "trackingAlert",
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
    "problemRaised.title": "订单有问题件",
    "problemRaised.text": "订单 {orderNo} 被登记为问题件，请尽快处理。",
    "problemAnswered.title": "问题件已答复",
    "problemAnswered.text": "客户已答复订单 {orderNo} 的问题件。",
    "problemResolved.title": "问题件已处理",
    "problemResolved.text": "订单 {orderNo} 的问题件已处理：{note}",
    "numberPoolLow.title": "号码池库存不足",
    "numberPoolLow.text":
      "{provider} 的号码池 {pool} 只剩 {remaining} 个号码（预警值 {threshold}），请及时导入。",
    "dockingRequested.title": "新的对接申请",
    "dockingRequested.text": "{customer} 申请对接 {carrier}，已冻结对接费 {amount} {currency}。",
    "dockingAccepted.title": "对接申请已受理",
    "dockingAccepted.text": "您对接 {carrier} 的申请已受理，对接费 {amount} {currency} 已扣除。",
    "dockingRejected.title": "对接申请被驳回",
    "dockingRejected.text": "您对接 {carrier} 的申请被驳回：{reason}。冻结的对接费已退回可用余额。",
    "webhookFailing.title": "Webhook 地址已停用",
    "webhookFailing.text":
      "Webhook 地址 {url} 连续 {days} 天推送失败，已停用。修复后请在 API 对接信息中重新启用。",
    "webhookGone.title": "Webhook 地址已停用",
    "webhookGone.text": "Webhook 地址 {url} 返回 410（已不存在），已停用。如需继续接收请重新启用。",
    "trackingAlert.title": "包裹轨迹异常",
    "trackingAlert.text": "订单 {orderNo}（{number}）出现异常轨迹：{event}",
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
    "problemRaised.title": "Problem order raised",
    "problemRaised.text": "Order {orderNo} has a problem that needs your answer.",
    "problemAnswered.title": "Problem order answered",
    "problemAnswered.text": "The customer answered the problem on order {orderNo}.",
    "problemResolved.title": "Problem order resolved",
    "problemResolved.text": "The problem on order {orderNo} was resolved: {note}",
    "numberPoolLow.title": "Number pool running low",
    "numberPoolLow.text":
      "Number pool {pool} of {provider} has {remaining} numbers left (threshold {threshold}): import more soon.",
    "dockingRequested.title": "New docking request",
    "dockingRequested.text": "{customer} asks to dock {carrier}; the fee of {amount} {currency} is held.",
    "dockingAccepted.title": "Docking request accepted",
    "dockingAccepted.text":
      "Your request to dock {carrier} was accepted; the fee of {amount} {currency} was charged.",
    "dockingRejected.title": "Docking request rejected",
    "dockingRejected.text":
      "Your request to dock {carrier} was rejected: {reason}. The held fee is available again.",
    "webhookFailing.title": "Webhook endpoint disabled",
    "webhookFailing.text":
      "Every delivery to webhook endpoint {url} failed for {days} days, so it was disabled. Enable it again under API docking info once it is fixed.",
    "webhookGone.title": "Webhook endpoint disabled",
    "webhookGone.text":
      "Webhook endpoint {url} answered 410 Gone, so it was disabled. Enable it again to receive events.",
    "trackingAlert.title": "Tracking alert on a parcel",
    "trackingAlert.text": "Order {orderNo} ({number}) has an alerting tracking event: {event}",
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
    "problemRaised.title": "문제 주문 등록됨",
    "problemRaised.text": "주문 {orderNo}에 답변이 필요한 문제가 등록되었습니다.",
    "problemAnswered.title": "문제 주문 답변됨",
    "problemAnswered.text": "고객이 주문 {orderNo}의 문제에 답변했습니다.",
    "problemResolved.title": "문제 주문 처리됨",
    "problemResolved.text": "주문 {orderNo}의 문제가 처리되었습니다: {note}",
    "numberPoolLow.title": "번호 풀 재고 부족",
    "numberPoolLow.text":
      "{provider}의 번호 풀 {pool}에 번호가 {remaining}개 남았습니다(경고 기준 {threshold}). 곧 더 가져오세요.",
    "dockingRequested.title": "새 연동 신청",
    "dockingRequested.text":
      "{customer}에서 {carrier} 연동을 신청했습니다. 연동 수수료 {amount} {currency}가 동결되었습니다.",
    "dockingAccepted.title": "연동 신청 수락됨",
    "dockingAccepted.text":
      "{carrier} 연동 신청이 수락되어 연동 수수료 {amount} {currency}가 차감되었습니다.",
    "dockingRejected.title": "연동 신청 반려됨",
    "dockingRejected.text":
      "{carrier} 연동 신청이 반려되었습니다: {reason}. 동결된 수수료를 다시 사용할 수 있습니다.",
    "webhookFailing.title": "웹훅 엔드포인트 비활성화됨",
    "webhookFailing.text":
      "웹훅 엔드포인트 {url}로의 전송이 {days}일 동안 모두 실패하여 비활성화되었습니다. 문제를 해결한 뒤 API 연동 정보에서 다시 활성화하세요.",
    "webhookGone.title": "웹훅 엔드포인트 비활성화됨",
    "webhookGone.text":
      "웹훅 엔드포인트 {url}가 410(Gone)을 응답하여 비활성화되었습니다. 이벤트를 다시 받으려면 활성화하세요.",
    "trackingAlert.title": "배송 추적 이상",
    "trackingAlert.text": "주문 {orderNo}({number})에 이상 추적 이벤트가 있습니다: {event}",
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
