import type { Language } from "./constants";

// The bulk-order template's columns (spec §3 bulk template fields, §5 bulk template rules). Rows with the same
// reference are one order: `order` columns are given on its first row (later rows leave them empty or repeat
// them), `box` columns on the first row of each box number, `line` columns on every row (one declaration line).

export type ImportColumnLevel = "order" | "box" | "line";
type Texts = Record<Language, string>;
type ColumnSpec = { level: ImportColumnLevel; required: boolean; header: Texts; note: Texts };

const col = (level: ImportColumnLevel, required: boolean, header: Texts, note: Texts): ColumnSpec => ({
  level,
  required,
  header,
  note,
});

export const IMPORT_COLUMNS = {
  reference: col(
    "order",
    true,
    { zh: "客户参考号", en: "Reference no.", ko: "고객 참조번호" },
    {
      zh: "同一参考号的多行为同一订单（多箱、多申报行）",
      en: "Rows with the same reference are one order (several boxes or declaration lines)",
      ko: "참조번호가 같은 행은 하나의 주문입니다(여러 박스, 여러 신고 품목)",
    },
  ),
  productCode: col(
    "order",
    true,
    { zh: "产品代码", en: "Product code", ko: "상품 코드" },
    {
      zh: "已签约产品的代码，从下拉列表选择",
      en: "Code of a signed product; pick from the list",
      ko: "계약된 상품 코드, 목록에서 선택",
    },
  ),
  courierType: col(
    "order",
    true,
    { zh: "快递类型", en: "Courier type", ko: "택배 유형" },
    { zh: "从下拉列表选择", en: "Pick from the list", ko: "목록에서 선택" },
  ),
  receiverName: col(
    "order",
    true,
    { zh: "收件人姓名", en: "Receiver name", ko: "수취인 이름" },
    { zh: "最多 100 个字符", en: "Up to 100 characters", ko: "최대 100자" },
  ),
  receiverCompany: col(
    "order",
    false,
    { zh: "收件人公司", en: "Company", ko: "수취인 회사" },
    { zh: "选填", en: "Optional", ko: "선택 입력" },
  ),
  receiverPhone: col(
    "order",
    true,
    { zh: "收件人电话", en: "Phone", ko: "수취인 전화" },
    {
      zh: "收件国的电话格式",
      en: "Phone number in the destination country's format",
      ko: "도착 국가 형식의 전화번호",
    },
  ),
  receiverEmail: col(
    "order",
    false,
    { zh: "收件人邮箱", en: "Email", ko: "수취인 이메일" },
    { zh: "选填", en: "Optional", ko: "선택 입력" },
  ),
  country: col(
    "order",
    true,
    { zh: "目的国家", en: "Country", ko: "도착 국가" },
    {
      zh: "两位国家代码，从下拉列表选择",
      en: "2-letter country code; pick from the list",
      ko: "2자리 국가 코드, 목록에서 선택",
    },
  ),
  state: col(
    "order",
    false,
    { zh: "州/省", en: "State/province", ko: "주/도" },
    {
      zh: "美国、加拿大、澳大利亚、墨西哥填写州代码",
      en: "State code for US, CA, AU and MX",
      ko: "미국, 캐나다, 호주, 멕시코는 주 코드",
    },
  ),
  city: col(
    "order",
    true,
    { zh: "城市", en: "City", ko: "도시" },
    { zh: "最多 100 个字符", en: "Up to 100 characters", ko: "최대 100자" },
  ),
  postcode: col(
    "order",
    false,
    { zh: "邮编", en: "Postcode", ko: "우편번호" },
    {
      zh: "收件国的邮编格式",
      en: "Postcode in the destination country's format",
      ko: "도착 국가 형식의 우편번호",
    },
  ),
  address1: col(
    "order",
    true,
    { zh: "地址1", en: "Address 1", ko: "주소1" },
    { zh: "街道地址", en: "Street address", ko: "도로명 주소" },
  ),
  address2: col(
    "order",
    false,
    { zh: "地址2", en: "Address 2", ko: "주소2" },
    { zh: "选填", en: "Optional", ko: "선택 입력" },
  ),
  address3: col(
    "order",
    false,
    { zh: "地址3", en: "Address 3", ko: "주소3" },
    { zh: "选填，与地址2合并", en: "Optional; joined to address 2", ko: "선택 입력, 주소2에 합쳐짐" },
  ),
  houseNumber: col(
    "order",
    false,
    { zh: "门牌号", en: "House no.", ko: "번지" },
    { zh: "德国必填", en: "Required for Germany (DE)", ko: "독일(DE)은 필수" },
  ),
  clearanceNo: col(
    "order",
    false,
    { zh: "清关号", en: "Clearance no.", ko: "통관번호" },
    {
      zh: "韩国必填（个人通关号码）",
      en: "Required for Korea (KR): personal customs code",
      ko: "한국(KR)은 필수(개인통관고유부호)",
    },
  ),
  vatNo: col(
    "order",
    false,
    { zh: "VAT 税号", en: "VAT no.", ko: "VAT 번호" },
    { zh: "FBA 产品必填", en: "Required for FBA products", ko: "FBA 상품은 필수" },
  ),
  eoriNo: col(
    "order",
    false,
    { zh: "EORI 号", en: "EORI no.", ko: "EORI 번호" },
    { zh: "FBA 产品必填", en: "Required for FBA products", ko: "FBA 상품은 필수" },
  ),
  hmrcNo: col(
    "order",
    false,
    { zh: "英国 VAT 号 (HMRC)", en: "UK VAT no. (HMRC)", ko: "영국 VAT 번호 (HMRC)" },
    {
      zh: "寄往英国且货值不超过 135 英镑时必填，格式 GB + 9 或 12 位数字",
      en: "Required to the UK up to GBP 135; GB and 9 or 12 digits",
      ko: "영국행 135파운드 이하 필수, GB + 숫자 9자리 또는 12자리",
    },
  ),
  iossNo: col(
    "order",
    false,
    { zh: "IOSS 号", en: "IOSS no.", ko: "IOSS 번호" },
    { zh: "欧盟 IOSS 编号，选填", en: "EU IOSS number; optional", ko: "EU IOSS 번호, 선택 입력" },
  ),
  cargoType: col(
    "order",
    false,
    { zh: "货物类型", en: "Cargo type", ko: "화물 유형" },
    {
      zh: "从下拉列表选择，空为普货",
      en: "Pick from the list; empty = general cargo",
      ko: "목록에서 선택, 비우면 일반 화물",
    },
  ),
  magnetic: col(
    "order",
    false,
    { zh: "是否带磁", en: "Magnetic", ko: "자성 여부" },
    {
      zh: "是/否；带磁时货物类型须为空或带磁",
      en: "Yes/No; when yes, cargo type must be empty or magnetic",
      ko: "예/아니요, 예이면 화물 유형은 비우거나 자성",
    },
  ),
  codAmount: col(
    "order",
    false,
    { zh: "代收货款金额", en: "COD amount", ko: "대금 상환 금액" },
    {
      zh: "选填，填写时须填币种",
      en: "Optional; give the currency with it",
      ko: "선택 입력, 입력 시 통화 필수",
    },
  ),
  codCurrency: col(
    "order",
    false,
    { zh: "代收货款币种", en: "COD currency", ko: "대금 상환 통화" },
    { zh: "三位币种代码，如 EUR", en: "3-letter currency code, e.g. EUR", ko: "3자리 통화 코드, 예: EUR" },
  ),
  remarks: col(
    "order",
    false,
    { zh: "备注", en: "Remarks", ko: "비고" },
    { zh: "选填", en: "Optional", ko: "선택 입력" },
  ),
  boxNo: col(
    "line",
    true,
    { zh: "箱号", en: "Box no.", ko: "박스 번호" },
    {
      zh: "从 1 开始连续编号；同箱的多个申报行填同一箱号",
      en: "1, 2, 3... without gaps; a box's lines share its number",
      ko: "1부터 연속 번호, 같은 박스의 품목은 같은 번호",
    },
  ),
  lengthCm: col(
    "box",
    true,
    { zh: "长(cm)", en: "Length (cm)", ko: "길이(cm)" },
    { zh: "填在该箱第一行", en: "On the box's first row", ko: "박스의 첫 행에 입력" },
  ),
  widthCm: col(
    "box",
    true,
    { zh: "宽(cm)", en: "Width (cm)", ko: "너비(cm)" },
    { zh: "填在该箱第一行", en: "On the box's first row", ko: "박스의 첫 행에 입력" },
  ),
  heightCm: col(
    "box",
    true,
    { zh: "高(cm)", en: "Height (cm)", ko: "높이(cm)" },
    { zh: "填在该箱第一行", en: "On the box's first row", ko: "박스의 첫 행에 입력" },
  ),
  weightKg: col(
    "box",
    true,
    { zh: "重量(kg)", en: "Weight (kg)", ko: "무게(kg)" },
    {
      zh: "填在该箱第一行，最多 3 位小数",
      en: "On the box's first row; up to 3 decimals",
      ko: "박스의 첫 행, 소수점 3자리까지",
    },
  ),
  deliveryNumber: col(
    "box",
    false,
    { zh: "国内快递单号", en: "Domestic shipping no.", ko: "국내 택배 번호" },
    {
      zh: "每箱一个；填写时每箱都要填",
      en: "One per box; give it for every box or none",
      ko: "박스마다 하나, 입력 시 모든 박스에 입력",
    },
  ),
  goodsNameZh: col(
    "line",
    true,
    { zh: "中文品名", en: "Goods name (Chinese)", ko: "품명(중국어)" },
    { zh: "每行一个申报品", en: "One declared item per row", ko: "행마다 신고 품목 하나" },
  ),
  goodsNameEn: col(
    "line",
    true,
    { zh: "英文品名", en: "Goods name (English)", ko: "품명(영어)" },
    { zh: "每行一个申报品", en: "One declared item per row", ko: "행마다 신고 품목 하나" },
  ),
  quantity: col(
    "line",
    true,
    { zh: "数量", en: "Quantity", ko: "수량" },
    { zh: "正整数", en: "Whole number, 1 or more", ko: "1 이상의 정수" },
  ),
  unitValue: col(
    "line",
    true,
    { zh: "申报单价(USD)", en: "Unit value (USD)", ko: "신고 단가(USD)" },
    { zh: "美元，最多 2 位小数", en: "US dollars, up to 2 decimals", ko: "미국 달러, 소수점 2자리까지" },
  ),
  hsCode: col(
    "line",
    true,
    { zh: "海关编码", en: "HS code", ko: "HS 코드" },
    { zh: "6 到 10 位数字", en: "6 to 10 digits", ko: "6~10자리 숫자" },
  ),
  sku: col(
    "line",
    false,
    { zh: "SKU", en: "SKU", ko: "SKU" },
    { zh: "选填", en: "Optional", ko: "선택 입력" },
  ),
  brand: col(
    "line",
    false,
    { zh: "品牌", en: "Brand", ko: "브랜드" },
    { zh: "选填", en: "Optional", ko: "선택 입력" },
  ),
  model: col(
    "line",
    false,
    { zh: "型号", en: "Model", ko: "모델" },
    { zh: "选填", en: "Optional", ko: "선택 입력" },
  ),
  material: col(
    "line",
    false,
    { zh: "材质", en: "Material", ko: "재질" },
    { zh: "选填", en: "Optional", ko: "선택 입력" },
  ),
  usage: col(
    "line",
    false,
    { zh: "用途", en: "Usage", ko: "용도" },
    { zh: "选填", en: "Optional", ko: "선택 입력" },
  ),
  link: col(
    "line",
    false,
    { zh: "商品链接/ASIN", en: "Link/ASIN", ko: "상품 링크/ASIN" },
    { zh: "选填", en: "Optional", ko: "선택 입력" },
  ),
} satisfies Record<string, ColumnSpec>;

export type ImportColumnKey = keyof typeof IMPORT_COLUMNS;
export const IMPORT_COLUMN_KEYS = Object.keys(IMPORT_COLUMNS) as ImportColumnKey[];

/** A column's header in one language. */
export const importColumnHeader = (key: ImportColumnKey, lang: Language): string =>
  IMPORT_COLUMNS[key].header[lang];
