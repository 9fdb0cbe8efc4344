import { ORDER_IMPORT_MAX_ORDERS, ORDER_IMPORT_MAX_ROWS } from "@pp/contracts";
import {
  CARGO_TYPES,
  cargoTypeLabels,
  IMPORT_COLUMN_KEYS,
  IMPORT_COLUMNS,
  type ImportColumnKey,
  importColumnHeader,
  type Language,
} from "@pp/domain";
import ExcelJS from "exceljs";
import { UPLOAD_LIMIT_BYTES } from "../../../platform/excel";

// The bulk-order template (issue 14) in the user's language: the orders sheet with notes, dropdowns and an
// example order whose reference starts with EXAMPLE- (skipped on import), and a sheet of instructions.

export type TemplateContext = {
  products: { code: string; name: string }[];
  countries: { code: string; name: string }[];
  courierTypes: { value: string; label: string }[];
};

const DATA_ROWS = 10_001;

const TEXTS = {
  zh: {
    orders: "订单",
    instructions: "填写说明",
    yes: "是",
    no: "否",
    lines: [
      "同一客户参考号的多行为同一订单；每行是一个申报品。",
      "箱号从 1 开始连续编号，同箱的多个申报行填同一箱号；长、宽、高、重量和国内快递单号填在该箱的第一行。",
      "订单信息（收件人、产品等）填在订单的第一行，后续行留空或填写相同内容。",
      "带 * 的列必填。德国（DE）必填门牌号；韩国（KR）必填清关号；FBA 产品必填 VAT 税号和 EORI 号。",
      "参考号以 EXAMPLE- 开头的示例行不会导入，可直接删除。",
      "每个文件最多 {orders} 个订单、{rows} 行，文件不超过 {size} MB。",
    ],
  },
  en: {
    orders: "Orders",
    instructions: "Instructions",
    yes: "Yes",
    no: "No",
    lines: [
      "Rows with the same reference no. are one order; each row is one declared item.",
      "Box numbers run 1, 2, 3... without gaps; a box's lines share its number; length, width, height, weight and the domestic shipping no. go on the box's first row.",
      "Order columns (receiver, product...) go on the order's first row; later rows leave them empty or repeat them.",
      "Columns marked * are required. Germany (DE) needs the house no.; Korea (KR) the clearance no.; FBA products the VAT and EORI no.",
      "Example rows, whose reference starts with EXAMPLE-, are not imported; you may delete them.",
      "A file holds at most {orders} orders and {rows} rows, and at most {size} MB.",
    ],
  },
  ko: {
    orders: "주문",
    instructions: "작성 안내",
    yes: "예",
    no: "아니요",
    lines: [
      "고객 참조번호가 같은 행은 하나의 주문이며, 각 행은 신고 품목 하나입니다.",
      "박스 번호는 1부터 빠짐없이 이어지며 같은 박스의 품목은 같은 번호를 씁니다. 길이, 너비, 높이, 무게, 국내 택배 번호는 박스의 첫 행에 입력합니다.",
      "주문 정보(수취인, 상품 등)는 주문의 첫 행에 입력하고, 이후 행은 비우거나 같은 값을 입력합니다.",
      "* 표시 열은 필수입니다. 독일(DE)은 번지, 한국(KR)은 통관번호, FBA 상품은 VAT 번호와 EORI 번호가 필수입니다.",
      "참조번호가 EXAMPLE-로 시작하는 예시 행은 가져오지 않으며 삭제해도 됩니다.",
      "파일당 최대 {orders}건 주문, {rows}행, {size} MB까지 가능합니다.",
    ],
  },
} satisfies Record<
  Language,
  { orders: string; instructions: string; yes: string; no: string; lines: string[] }
>;

const EXAMPLE: Array<Partial<Record<ImportColumnKey, string>>> = [
  {
    reference: "EXAMPLE-001",
    receiverName: "Max Muster",
    receiverPhone: "+49 30 1234567",
    country: "DE",
    city: "Berlin",
    postcode: "10115",
    address1: "Unter den Linden",
    houseNumber: "5",
    boxNo: "1",
    lengthCm: "20",
    widthCm: "20",
    heightCm: "10",
    weightKg: "1",
    goodsNameZh: "杯子",
    goodsNameEn: "Cup",
    quantity: "2",
    unitValue: "5",
    hsCode: "691200",
  },
  {
    reference: "EXAMPLE-001",
    boxNo: "1",
    goodsNameZh: "盘子",
    goodsNameEn: "Plate",
    quantity: "1",
    unitValue: "3.5",
    hsCode: "691200",
  },
  {
    reference: "EXAMPLE-001",
    boxNo: "2",
    lengthCm: "30",
    widthCm: "20",
    heightCm: "15",
    weightKg: "2.5",
    goodsNameZh: "碗",
    goodsNameEn: "Bowl",
    quantity: "4",
    unitValue: "2",
    hsCode: "691200",
  },
];

const column = (index: number): string => {
  let n = index + 1;
  let name = "";
  while (n > 0) {
    const rest = (n - 1) % 26;
    name = String.fromCharCode(65 + rest) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
};

/** The bulk-order template in `lang`; the dropdowns' lists come from `ctx` (labels already in `lang`). */
export const writeImportTemplate = async (lang: Language, ctx: TemplateContext): Promise<Buffer> => {
  const t = TEXTS[lang];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t.orders, { views: [{ state: "frozen", ySplit: 1 }] });
  const instructions = workbook.addWorksheet(t.instructions);
  const lists = workbook.addWorksheet("lists", { state: "hidden" });

  const listValues: Partial<Record<ImportColumnKey, string[]>> = {
    productCode: ctx.products.map((p) => p.code),
    country: ctx.countries.map((c) => c.code),
    courierType: ctx.courierTypes.map((c) => c.value),
    cargoType: CARGO_TYPES.map((type) => cargoTypeLabels[lang][type]),
    magnetic: [t.yes, t.no],
  };
  const listKeys = Object.keys(listValues) as ImportColumnKey[];
  const ranges = new Map<ImportColumnKey, string>();
  listKeys.forEach((key, i) => {
    const values = listValues[key] ?? [];
    values.forEach((value, row) => {
      lists.getCell(row + 1, i + 1).value = value;
    });
    if (values.length) ranges.set(key, `lists!$${column(i)}$1:$${column(i)}$${values.length}`);
  });

  sheet.columns = IMPORT_COLUMN_KEYS.map((key) => ({ key, width: 16 }));
  const header = sheet.getRow(1);
  IMPORT_COLUMN_KEYS.forEach((key, i) => {
    const spec = IMPORT_COLUMNS[key];
    const cell = header.getCell(i + 1);
    cell.value = `${importColumnHeader(key, lang)}${spec.required ? "*" : ""}`;
    cell.note = spec.note[lang];
    if (spec.required) cell.font = { bold: true, color: { argb: "FFC00000" } };
  });
  header.font = { ...header.font, bold: true };
  for (const example of EXAMPLE) {
    const row = sheet.addRow(IMPORT_COLUMN_KEYS.map((key) => example[key] ?? ""));
    row.font = { italic: true, color: { argb: "FF808080" } };
  }
  // exceljs keeps a range's validation as one rule at run time; its typings only know per-cell validations.
  const validations = (
    sheet as unknown as { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } }
  ).dataValidations;
  IMPORT_COLUMN_KEYS.forEach((key, i) => {
    const range = ranges.get(key);
    if (!range) return;
    const letter = column(i);
    validations.add(`${letter}2:${letter}${DATA_ROWS}`, {
      type: "list",
      allowBlank: true,
      formulae: [range],
    });
  });

  instructions.getColumn(1).width = 120;
  const limits = {
    orders: String(ORDER_IMPORT_MAX_ORDERS),
    rows: String(ORDER_IMPORT_MAX_ROWS),
    size: String(UPLOAD_LIMIT_BYTES / 1024 / 1024),
  };
  for (const line of t.lines)
    instructions.addRow([line.replace(/\{(\w+)\}/g, (_, name: keyof typeof limits) => limits[name])]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
