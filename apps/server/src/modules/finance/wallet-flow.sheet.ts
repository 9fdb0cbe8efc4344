import type { WalletEntry } from "@pp/contracts";
import { type Language, walletLabels } from "@pp/domain";
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
      kind: walletLabels[lang].kinds[entry.kind],
      direction: walletLabels[lang].directions[entry.direction],
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
      availableAfter: entry.availableAfter,
      reason: entry.reason,
      referenceType: walletLabels[lang].references[entry.reference.type],
      referenceId: entry.reference.id,
    })),
  );
};
