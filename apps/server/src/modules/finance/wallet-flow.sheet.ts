import type { WalletDirection, WalletEntry, WalletEntryKind, WalletReferenceType } from "@pp/contracts";
import type { Language } from "@pp/domain";
import { type SheetColumn, writeWorkbook } from "../../platform/excel";

// The wallet flow as an xlsx file in the caller's language (spec §2 wallet flow export).

type Column =
  | "createdAt"
  | "customer"
  | "currency"
  | "kind"
  | "direction"
  | "amount"
  | "balanceAfter"
  | "availableAfter"
  | "reason"
  | "referenceType"
  | "referenceId";

const HEADERS: Record<Language, Record<Column, string>> = {
  zh: {
    createdAt: "时间",
    customer: "客户",
    currency: "币种",
    kind: "类型",
    direction: "收支",
    amount: "金额",
    balanceAfter: "余额",
    availableAfter: "可用余额",
    reason: "说明",
    referenceType: "业务类型",
    referenceId: "业务单号",
  },
  en: {
    createdAt: "Time",
    customer: "Customer",
    currency: "Currency",
    kind: "Type",
    direction: "In/out",
    amount: "Amount",
    balanceAfter: "Balance",
    availableAfter: "Available balance",
    reason: "Reason",
    referenceType: "Reference type",
    referenceId: "Reference no.",
  },
  ko: {
    createdAt: "시간",
    customer: "고객",
    currency: "통화",
    kind: "유형",
    direction: "입출금",
    amount: "금액",
    balanceAfter: "잔액",
    availableAfter: "사용 가능 잔액",
    reason: "사유",
    referenceType: "참조 유형",
    referenceId: "참조 번호",
  },
};

const KINDS: Record<Language, Record<WalletEntryKind, string>> = {
  zh: {
    credit: "充值入账",
    hold: "冻结",
    release: "解冻",
    capture: "冻结扣款",
    payout: "提现付款",
    charge: "扣款",
    refund: "退款",
    adjust: "调整",
  },
  en: {
    credit: "Credit",
    hold: "Hold",
    release: "Release",
    capture: "Capture",
    payout: "Withdrawal payout",
    charge: "Charge",
    refund: "Refund",
    adjust: "Adjustment",
  },
  ko: {
    credit: "입금",
    hold: "보류",
    release: "보류 해제",
    capture: "보류 차감",
    payout: "출금 지급",
    charge: "차감",
    refund: "환불",
    adjust: "조정",
  },
};

const DIRECTIONS: Record<Language, Record<WalletDirection, string>> = {
  zh: { in: "收入", out: "支出" },
  en: { in: "In", out: "Out" },
  ko: { in: "입금", out: "출금" },
};

const REFERENCES: Record<Language, Record<WalletReferenceType, string>> = {
  zh: {
    order: "订单",
    bill: "对账单",
    subscription: "订阅",
    recharge: "充值",
    withdrawal: "提现",
    adjustment: "调整",
  },
  en: {
    order: "Order",
    bill: "Bill",
    subscription: "Subscription",
    recharge: "Recharge",
    withdrawal: "Withdrawal",
    adjustment: "Adjustment",
  },
  ko: {
    order: "주문",
    bill: "정산서",
    subscription: "구독",
    recharge: "충전",
    withdrawal: "출금",
    adjustment: "조정",
  },
};

const SHEET_NAME: Record<Language, string> = { zh: "钱包流水", en: "Wallet flow", ko: "지갑 내역" };

const COLUMNS: Column[] = [
  "createdAt",
  "customer",
  "currency",
  "kind",
  "direction",
  "amount",
  "balanceAfter",
  "availableAfter",
  "reason",
  "referenceType",
  "referenceId",
];

export const flowWorkbook = (lang: Language, entries: WalletEntry[]) => {
  const columns: SheetColumn<Column>[] = COLUMNS.map((key) => ({
    key,
    header: HEADERS[lang][key],
    width: key === "reason" || key === "customer" ? 36 : 18,
  }));
  return writeWorkbook(
    SHEET_NAME[lang],
    columns,
    entries.map((entry) => ({
      createdAt: entry.createdAt,
      customer: entry.orgName,
      currency: entry.currency,
      kind: KINDS[lang][entry.kind],
      direction: DIRECTIONS[lang][entry.direction],
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
      availableAfter: entry.availableAfter,
      reason: entry.reason,
      referenceType: REFERENCES[lang][entry.reference.type],
      referenceId: entry.reference.id,
    })),
  );
};
