import type { Language, OrderPaymentStatus, OrderStatus } from "@pp/domain";
import { streamWorkbook } from "../../../platform/excel";
import type { OrderListRow } from "../queries/orders-queries.repository";

// The order export's sheet in the viewer's language (spec §7 api/order exports): the list's columns plus the
// last-mile carrier and its number, money as the viewer may see it. Rows are committed as they are added, so a
// large export keeps only the compressed file in memory, never its rows.

type Column =
  | "orderNo"
  | "referenceNo"
  | "status"
  | "paymentStatus"
  | "customer"
  | "creator"
  | "product"
  | "destination"
  | "receiver"
  | "boxes"
  | "chargeableKg"
  | "amount"
  | "currency"
  | "cost"
  | "costCurrency"
  | "finalLogisticsName"
  | "tracknetCode"
  | "createdAt";

const HEADERS: Record<Language, Record<Column, string>> = {
  zh: {
    orderNo: "订单号",
    referenceNo: "客户单号",
    status: "订单状态",
    paymentStatus: "支付状态",
    customer: "客户",
    creator: "创建人",
    product: "产品",
    destination: "目的国",
    receiver: "收件人",
    boxes: "箱数",
    chargeableKg: "计费重(kg)",
    amount: "金额",
    currency: "币种",
    cost: "成本",
    costCurrency: "成本币种",
    finalLogisticsName: "尾程物流商",
    tracknetCode: "尾程单号",
    createdAt: "创建时间",
  },
  en: {
    orderNo: "Order no.",
    referenceNo: "Reference no.",
    status: "Status",
    paymentStatus: "Payment",
    customer: "Customer",
    creator: "Created by",
    product: "Product",
    destination: "Destination",
    receiver: "Receiver",
    boxes: "Boxes",
    chargeableKg: "Chargeable weight (kg)",
    amount: "Amount",
    currency: "Currency",
    cost: "Cost",
    costCurrency: "Cost currency",
    finalLogisticsName: "Last-mile carrier",
    tracknetCode: "Last-mile number",
    createdAt: "Created at",
  },
  ko: {
    orderNo: "주문 번호",
    referenceNo: "참조 번호",
    status: "주문 상태",
    paymentStatus: "결제 상태",
    customer: "고객",
    creator: "생성자",
    product: "상품",
    destination: "목적지",
    receiver: "수취인",
    boxes: "박스 수",
    chargeableKg: "청구 중량(kg)",
    amount: "금액",
    currency: "통화",
    cost: "원가",
    costCurrency: "원가 통화",
    finalLogisticsName: "라스트마일 운송사",
    tracknetCode: "라스트마일 번호",
    createdAt: "생성 시간",
  },
};

const STATUS: Record<Language, Record<OrderStatus, string>> = {
  zh: {
    created: "已创建",
    canShip: "可发货",
    cannotShip: "不可发货",
    handedOver: "已交接",
    completed: "已完成",
    cancelled: "已取消",
    settled: "已结算",
  },
  en: {
    created: "Created",
    canShip: "Can ship",
    cannotShip: "Cannot ship",
    handedOver: "Handed over",
    completed: "Completed",
    cancelled: "Cancelled",
    settled: "Settled",
  },
  ko: {
    created: "생성됨",
    canShip: "발송 가능",
    cannotShip: "발송 불가",
    handedOver: "인계됨",
    completed: "완료",
    cancelled: "취소됨",
    settled: "정산됨",
  },
};

const PAYMENT: Record<Language, Record<OrderPaymentStatus, string>> = {
  zh: { unpaid: "未支付", held: "已冻结待称重扣款", paid: "已支付", refunded: "已退款", released: "已解冻" },
  en: {
    unpaid: "Unpaid",
    held: "Held until weigh-in",
    paid: "Paid",
    refunded: "Refunded",
    released: "Hold released",
  },
  ko: {
    unpaid: "미결제",
    held: "계량 시까지 동결",
    paid: "결제됨",
    refunded: "환불됨",
    released: "동결 해제됨",
  },
};

const SHEET_NAME: Record<Language, string> = { zh: "订单", en: "Orders", ko: "주문" };

/** What money the viewer may see (the list's and the detail's rule, platform/access.ts). */
export type ExportViewer = { lang: Language; price: boolean; cost: boolean };

const columnsOf = (viewer: ExportViewer): Column[] =>
  (Object.keys(HEADERS.en) as Column[]).filter((key) => {
    if (key === "amount" || key === "currency") return viewer.price;
    if (key === "cost" || key === "costCurrency") return viewer.cost;
    return true;
  });

const WIDE: Column[] = ["customer", "product", "receiver", "finalLogisticsName", "createdAt"];

/**
 * Writes the rows `pages` yields into one xlsx file, committing each row as it is added, and answers the file
 * with its row count.
 */
export const writeOrderSheet = async (viewer: ExportViewer, pages: AsyncIterable<OrderListRow[]>) => {
  const workbook = streamWorkbook();
  const columns = columnsOf(viewer).map((key) => ({
    key,
    header: HEADERS[viewer.lang][key],
    width: WIDE.includes(key) ? 28 : 18,
  }));
  const rows = await workbook.addSheet(
    SHEET_NAME[viewer.lang],
    columns,
    pages,
    (row): Record<Column, unknown> => ({
      orderNo: row.orderNo,
      referenceNo: row.referenceNo,
      status: STATUS[viewer.lang][row.status],
      paymentStatus: PAYMENT[viewer.lang][row.paymentStatus],
      customer: row.orgName,
      creator: row.creatorName,
      product: row.productName[viewer.lang],
      destination: row.destinationCountry,
      receiver: row.receiverName,
      boxes: row.boxCount,
      chargeableKg: row.chargeableKg,
      amount: row.chargeAmount,
      currency: row.walletCurrency,
      cost: row.costTotal,
      costCurrency: row.costCurrency,
      finalLogisticsName: row.finalLogisticsName,
      tracknetCode: row.tracknetCode,
      createdAt: row.createdAt.toISOString(),
    }),
  );
  return { bytes: await workbook.finish(), rows };
};
