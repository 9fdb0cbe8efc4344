import type { Language } from "./constants";

// The words of the wallet flow, once for the console and for the server's xlsx export, so the screen and the
// file a customer downloads name a movement alike.

/** What a wallet movement was for; shown in the wallet flow next to the reason. */
export const WALLET_REFERENCE_TYPES = [
  "order",
  "bill",
  "subscription",
  "recharge",
  "withdrawal",
  "adjustment",
  "orderImport",
  "dockingRequest",
] as const;
export type WalletReferenceType = (typeof WALLET_REFERENCE_TYPES)[number];

/** Every kind of ledger entry the finance module writes. */
export const WALLET_ENTRY_KINDS = [
  "credit",
  "hold",
  "release",
  "capture",
  "payout",
  "charge",
  "refund",
  "adjust",
] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

/** In: the available balance rose (credit, refund, release, positive adjustment); out: money left it. */
export const WALLET_DIRECTIONS = ["in", "out"] as const;
export type WalletDirection = (typeof WALLET_DIRECTIONS)[number];

/**
 * Why the platform itself moved money: the ledger stores the code and its parameters, and each reader sees the
 * text in their own language. What staff type for an adjustment is stored as they typed it.
 */
export const WALLET_REASON_CODES = [
  "rechargeOnline",
  "rechargeBankTransfer",
  "withdrawalHeld",
  "withdrawalPaidOut",
  "withdrawalRejected",
  "demoOpeningBalance",
  "orderCharge",
  "orderRefund",
  "orderWeighCharge",
  "orderWeighRefund",
  "orderEditCharge",
  "orderEditRefund",
  "orderHold",
  "orderHoldCaptured",
  "orderHoldReleased",
  "orderImportHold",
  "orderImportHoldReleased",
  "dockingFeeHeld",
  "dockingFee",
  "dockingFeeReleased",
] as const;
export type WalletReasonCode = (typeof WALLET_REASON_CODES)[number];

/** The ways of paying a recharge online: the parameter `method` of rechargeOnline. */
export const RECHARGE_METHODS = ["alipay", "wechat"] as const;
export type RechargeMethod = (typeof RECHARGE_METHODS)[number];

/** A reason code with its parameters ({ method: "alipay" } for rechargeOnline). */
export type WalletReason = { code: WalletReasonCode; params?: Record<string, string> };

export type WalletLabels = {
  kinds: Record<WalletEntryKind, string>;
  directions: Record<WalletDirection, string>;
  references: Record<WalletReferenceType, string>;
  /** A reason's text; {{method}} stands for the recharge method's name. */
  reasons: Record<WalletReasonCode, string>;
  rechargeMethods: Record<RechargeMethod, string>;
};

export const walletLabels: Record<Language, WalletLabels> = {
  zh: {
    kinds: {
      credit: "充值入账",
      hold: "冻结",
      release: "解冻",
      capture: "冻结扣款",
      payout: "提现付出",
      charge: "扣费",
      refund: "退款",
      adjust: "调整",
    },
    directions: { in: "收入", out: "支出" },
    references: {
      order: "订单",
      bill: "对账单",
      subscription: "订阅",
      recharge: "充值",
      withdrawal: "提现",
      adjustment: "调整",
      orderImport: "批量下单",
      dockingRequest: "对接申请",
    },
    reasons: {
      rechargeOnline: "在线充值（{{method}}）",
      rechargeBankTransfer: "银行转账充值",
      withdrawalHeld: "提现申请（冻结）",
      withdrawalPaidOut: "提现已付款",
      withdrawalRejected: "提现被驳回（解冻）",
      demoOpeningBalance: "演示期初余额",
      orderCharge: "订单 {{orderNo}} 运费",
      orderRefund: "订单 {{orderNo}} 取消退款",
      orderWeighCharge: "订单 {{orderNo}} 称重补缴运费",
      orderWeighRefund: "订单 {{orderNo}} 称重退还运费",
      orderEditCharge: "订单 {{orderNo}} 修改补缴运费",
      orderEditRefund: "订单 {{orderNo}} 修改退还运费",
      orderHold: "订单 {{orderNo}} 运费冻结（称重后扣款）",
      orderHoldCaptured: "订单 {{orderNo}} 称重扣款",
      orderHoldReleased: "订单 {{orderNo}} 运费解冻",
      orderImportHold: "批量导入 {{serialNo}} 预扣运费",
      orderImportHoldReleased: "批量导入 {{serialNo}} 预扣余额解冻",
      dockingFeeHeld: "对接 {{carrier}} 申请费冻结",
      dockingFee: "对接 {{carrier}} 费用",
      dockingFeeReleased: "对接 {{carrier}} 申请费解冻",
    },
    rechargeMethods: { alipay: "支付宝", wechat: "微信支付" },
  },
  en: {
    kinds: {
      credit: "Recharge",
      hold: "Hold",
      release: "Release",
      capture: "Capture",
      payout: "Payout",
      charge: "Charge",
      refund: "Refund",
      adjust: "Adjustment",
    },
    directions: { in: "In", out: "Out" },
    references: {
      order: "Order",
      bill: "Bill",
      subscription: "Subscription",
      recharge: "Recharge",
      withdrawal: "Withdrawal",
      adjustment: "Adjustment",
      orderImport: "Bulk order",
      dockingRequest: "Docking request",
    },
    reasons: {
      rechargeOnline: "Online recharge ({{method}})",
      rechargeBankTransfer: "Bank transfer recharge",
      withdrawalHeld: "Withdrawal application (held)",
      withdrawalPaidOut: "Withdrawal paid out",
      withdrawalRejected: "Withdrawal rejected (released)",
      demoOpeningBalance: "Demo opening balance",
      orderCharge: "Freight of order {{orderNo}}",
      orderRefund: "Refund of cancelled order {{orderNo}}",
      orderWeighCharge: "Weigh-in difference charged for order {{orderNo}}",
      orderWeighRefund: "Weigh-in difference refunded for order {{orderNo}}",
      orderEditCharge: "Edit difference charged for order {{orderNo}}",
      orderEditRefund: "Edit difference refunded for order {{orderNo}}",
      orderHold: "Freight of order {{orderNo}} held until weigh-in",
      orderHoldCaptured: "Freight of order {{orderNo}} captured at weigh-in",
      orderHoldReleased: "Hold of order {{orderNo}} released",
      orderImportHold: "Freight of bulk import {{serialNo}} held",
      orderImportHoldReleased: "Rest of the hold of bulk import {{serialNo}} released",
      dockingFeeHeld: "Docking fee for {{carrier}} held",
      dockingFee: "Docking fee for {{carrier}}",
      dockingFeeReleased: "Docking fee for {{carrier}} released",
    },
    rechargeMethods: { alipay: "Alipay", wechat: "WeChat Pay" },
  },
  ko: {
    kinds: {
      credit: "충전 입금",
      hold: "동결",
      release: "동결 해제",
      capture: "동결 차감",
      payout: "출금 지급",
      charge: "차감",
      refund: "환불",
      adjust: "조정",
    },
    directions: { in: "입금", out: "출금" },
    references: {
      order: "주문",
      bill: "정산서",
      subscription: "구독",
      recharge: "충전",
      withdrawal: "출금",
      adjustment: "조정",
      orderImport: "일괄 주문",
      dockingRequest: "연동 신청",
    },
    reasons: {
      rechargeOnline: "온라인 충전({{method}})",
      rechargeBankTransfer: "계좌이체 충전",
      withdrawalHeld: "출금 신청(동결)",
      withdrawalPaidOut: "출금 지급 완료",
      withdrawalRejected: "출금 거절(동결 해제)",
      demoOpeningBalance: "데모 기초 잔액",
      orderCharge: "주문 {{orderNo}} 운임",
      orderRefund: "취소된 주문 {{orderNo}} 환불",
      orderWeighCharge: "주문 {{orderNo}} 계량 차액 청구",
      orderWeighRefund: "주문 {{orderNo}} 계량 차액 환불",
      orderEditCharge: "주문 {{orderNo}} 수정 차액 청구",
      orderEditRefund: "주문 {{orderNo}} 수정 차액 환불",
      orderHold: "주문 {{orderNo}} 운임 동결(계량 시 차감)",
      orderHoldCaptured: "주문 {{orderNo}} 계량 시 운임 차감",
      orderHoldReleased: "주문 {{orderNo}} 운임 동결 해제",
      orderImportHold: "일괄 가져오기 {{serialNo}} 운임 동결",
      orderImportHoldReleased: "일괄 가져오기 {{serialNo}} 남은 동결 금액 해제",
      dockingFeeHeld: "{{carrier}} 연동 수수료 동결",
      dockingFee: "{{carrier}} 연동 수수료",
      dockingFeeReleased: "{{carrier}} 연동 수수료 동결 해제",
    },
    rechargeMethods: { alipay: "알리페이", wechat: "위챗페이" },
  },
};

/** A reason as `lang` reads it: the code's text with its parameters put in (a method by its name). */
export const walletReasonText = (lang: Language, reason: WalletReason): string => {
  const labels = walletLabels[lang];
  return labels.reasons[reason.code].replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = reason.params?.[name] ?? "";
    return name === "method" ? (labels.rechargeMethods[value as RechargeMethod] ?? value) : value;
  });
};
