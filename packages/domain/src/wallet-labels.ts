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

export type WalletLabels = {
  kinds: Record<WalletEntryKind, string>;
  directions: Record<WalletDirection, string>;
  references: Record<WalletReferenceType, string>;
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
    },
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
    },
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
    },
  },
};
